import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { NullableDateTime, NullableDateTimeInput, PortalId, StrictObject } from '../../platform/schemas.js';

export const SaveRoutingProfileBody = StrictObject({
  portalId: PortalId,
  pausedUntil: NullableDateTimeInput(
    'Every order of the consultant is paused while this is in the future (leave, training); null: none',
  ),
});

export const RoutingProfileQuery = StrictObject({ portalId: PortalId });

export const RoutingProfile = component(
  'RoutingProfile',
  Type.Object({
    portalId: Type.Integer(),
    pausedUntil: NullableDateTime,
    paused: Type.Boolean({ description: 'pausedUntil is in the future' }),
  }),
);

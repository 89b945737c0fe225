import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { NullableDateTime, PortalId, StrictObject } from '../../platform/schemas.js';

export const SaveRoutingProfileBody = StrictObject({
  portalId: PortalId,
  pausedUntil: Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()], {
    description: 'Every order of the consultant is paused while this is in the future (leave, training); null: none',
  }),
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

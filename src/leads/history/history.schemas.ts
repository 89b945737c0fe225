import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableString } from '../../platform/schemas.js';
import { LeadStatusSchema, PrivacyFields } from '../core/lead.schemas.js';

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const LeadHistory = component(
  'LeadHistory',
  Type.Object({
    leadId: Type.String(),
    status: LeadStatusSchema,
    ownerPortalId: NullableInteger,
    orderId: NullableString,
    assignmentId: NullableString,
    ...PrivacyFields,
    events: Type.Array(
      Type.Object({
        id: Type.String(),
        event: Type.String({
          description:
            'REGISTERED, PROVISIONALLY_ASSIGNED, CONFIRMED, RELEASED, RECALLED, DISTRIBUTED, ' +
            'DISTRIBUTION_RECALLED, RETURNED, USED',
        }),
        portalId: NullableInteger,
        orderId: NullableString,
        detail: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
        at: DateTime,
      }),
    ),
  }),
);

export const LeadHistoryParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

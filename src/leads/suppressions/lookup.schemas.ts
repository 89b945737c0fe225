import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableDateTime, StrictObject } from '../../platform/schemas.js';
import { AdminLead } from '../admin/admin-leads.schemas.js';
import { Suppression } from './suppressions.schemas.js';

export const LookupBody = StrictObject({
  phone: Type.String({ minLength: 1, maxLength: 30, description: '010-1234-5678, 01012345678 or +82 10-1234-5678' }),
  purpose: Type.Union([Type.Literal('SUBJECT_REQUEST'), Type.Literal('COMPLAINT'), Type.Literal('AUDIT')], {
    description: 'Why the operator looks (kept in the personal-data access log)',
  }),
});

export const LeadHolder = Type.Object({
  portalId: Type.Integer(),
  from: DateTime,
  to: NullableDateTime,
  usedAt: NullableDateTime,
});

export const LookupResult = component(
  'LeadLookup',
  Type.Object({
    data: Type.Array(
      Type.Object({
        lead: AdminLead,
        providerName: Type.String(),
        consent: Type.Union(
          [Type.Object({ sourceName: Type.String(), collectedAt: Type.String({ format: 'date-time' }) }), Type.Null()],
          {
            description: 'Where the consent was collected, when (null without a consent record)',
          },
        ),
        holders: Type.Array(LeadHolder, { description: 'The portal users who held the lead, oldest first' }),
      }),
    ),
    suppression: Type.Union([Suppression, Type.Null()]),
  }),
);

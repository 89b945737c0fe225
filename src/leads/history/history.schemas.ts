import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableString } from '../../platform/schemas.js';
import { ContactFields, LeadStatusSchema, PrivacyFields } from '../core/lead.schemas.js';
import { NullableConsentSummary } from '../core/lead-consent.js';
import { CUSTODY_EVENTS } from './custody.js';

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
    consent: NullableConsentSummary,
    ...ContactFields,
    events: Type.Array(
      Type.Object({
        id: Type.String(),
        event: Type.Enum(CUSTODY_EVENTS, { description: 'The custody event (one vocabulary with the provenance)' }),
        portalId: NullableInteger,
        orderId: NullableString,
        detail: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
        at: DateTime,
      }),
    ),
  }),
);

export const LeadHistoryParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

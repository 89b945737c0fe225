import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import {
  DateTime,
  NullableDateTime,
  PageQuery,
  PaginationSchema,
  PortalId,
  StrictObject,
} from '../../platform/schemas.js';
import { ContactOutcomeSchema } from '../core/lead.schemas.js';

const Instant = (description: string) => Type.String({ format: 'date-time', maxLength: 40, description });

export const RecordOutcomeBody = StrictObject({
  portalId: PortalId,
  outcome: ContactOutcomeSchema,
  note: Type.Optional(
    Type.String({ maxLength: 500, description: 'Personal data: sealed at rest, shown only to who wrote it' }),
  ),
  at: Type.Optional(
    Instant('When the call ended so (default now): not in the future, not before the lead became yours'),
  ),
  callbackAt: Type.Optional(Instant('When to call back: required for CALLBACK')),
  appointmentAt: Type.Optional(Instant('The appointment: required for APPOINTMENT')),
});

export const LeadOutcome = component(
  'LeadOutcome',
  Type.Object({
    id: Type.String(),
    leadId: Type.String(),
    portalId: Type.Integer(),
    outcome: ContactOutcomeSchema,
    outcomeLabel: Type.String({ description: '부재, 재통화, 상담완료, 약속, 청약, 거절, 연락거부, 결번, 본인아님' }),
    note: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'Only on the outcomes the reader recorded; null on the others',
    }),
    at: DateTime,
    callbackAt: NullableDateTime,
    appointmentAt: NullableDateTime,
    createdAt: DateTime,
  }),
);

export const OutcomeListQuery = StrictObject({ portalId: PortalId, ...PageQuery });

export const LeadOutcomeList = component(
  'LeadOutcomeList',
  Type.Object({ data: Type.Array(LeadOutcome), pagination: PaginationSchema }),
);

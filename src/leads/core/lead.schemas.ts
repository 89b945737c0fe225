import { Type } from 'typebox';
import {
  AS_STATUSES,
  type AsStatus,
  CONTACT_OUTCOMES,
  type ContactOutcome,
  LEAD_STATUSES,
} from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableDateTime, NullableString, PortalId, StrictObject } from '../../platform/schemas.js';
import { NullableConsentSummary } from './lead-consent.js';

const IdString = Type.String({ pattern: '^[1-9][0-9]{0,14}$', description: 'Identifier (decimal string)' });
export const Text = (maxLength: number) => Type.String({ maxLength });

export const ProductRef = component('ProductReference', Type.Object({ id: Type.String(), name: Type.String() }));
export const ProviderRef = component('ProviderReference', Type.Object({ id: Type.String(), name: Type.String() }));

/** A lead's status: the set the table's check constraint closes. */
export const LeadStatusSchema = Type.Enum(LEAD_STATUSES);
/** The statuses of an AS request: WAITING and HOLD are open, the others final. */
export const AsStatusSchema = Type.Enum(AS_STATUSES);
/** The latest AS status of a lead, null before any request: one typed enum, serialized without trying branches. */
const NullableAsStatus = Type.Unsafe<AsStatus | null>({ type: ['string', 'null'], enum: [...AS_STATUSES, null] });

export const LeadAsItem = component(
  'LeadAsSummary',
  Type.Object({ id: Type.String(), status: AsStatusSchema, createdAt: DateTime }),
);

/**
 * Every lead shape's standing under the person's rights (consumer-rights.md): while `suppressed`, name, phone and
 * e-mail are masked, used or not; once `erased`, they and the other personal fields are null.
 */
export const PrivacyFields = {
  suppressed: Type.Boolean({ description: 'A do-not-contact suppression of its phone is in force' }),
  erased: Type.Boolean({ description: 'Its personal data was erased' }),
};

/** A contact outcome (routing.md §5). */
export const ContactOutcomeSchema = Type.Enum(CONTACT_OUTCOMES);
const NullableOutcome = Type.Unsafe<ContactOutcome | null>({
  type: ['string', 'null'],
  enum: [...CONTACT_OUTCOMES, null],
  description: 'Its latest contact outcome (by at, then id), by any owner; null before any',
});

/** Every lead shape's contact fields (routing.md §5): whether and how the lead was reached, by any of its owners. */
export const ContactFields = {
  firstContactAt: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    format: 'date-time',
    description: "The earliest of its first use and its first contact outcome's at, by any owner; null before either",
  }),
  lastOutcome: NullableOutcome,
  lastOutcomeLabel: Type.Unsafe<string | null>({ type: ['string', 'null'], description: '부재, 재통화, 상담완료, …' }),
  contactDeadline: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    format: 'date-time',
    description:
      'When its owner must have used it or recorded an outcome, in contactable minutes (routing.md §6); null where no deadline applies',
  }),
  contactOverdue: Type.Boolean({
    description: 'Its deadline was missed after the last take-back allowed: it stays with its owner, overdue',
  }),
};

export const LeadShape = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  product: ProductRef,
  name: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'Masked until used; null once erased' }),
  phone: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'Masked until used; null once erased' }),
  email: NullableString,
  region: NullableString,
  address: NullableString,
  birth_date: NullableString,
  gender: NullableString,
  memo: NullableString,
  assignmentId: NullableString,
  usedAt: NullableDateTime,
  assignedAt: NullableDateTime,
  lastDistributedAt: NullableDateTime,
  metadata: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  leadAs: Type.Array(LeadAsItem),
  leadAsStatus: NullableAsStatus,
  leadAsStatusLabel: NullableString,
  ...PrivacyFields,
  consent: NullableConsentSummary,
  ...ContactFields,
});
export const Lead = component('Lead', LeadShape);

const BoolQuery = Type.Union([Type.Literal('true'), Type.Literal('false')]);
const HasAsQuery = Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('Y'), Type.Literal('N')]);
const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

export const LeadParams = Type.Object({ id: Type.String({ maxLength: 32 }) });
export const PortalQuery = StrictObject({ portalId: PortalId });
export const PortalBody = StrictObject({ portalId: PortalId });

export { BoolQuery, HasAsQuery, IdString, SortOrder };

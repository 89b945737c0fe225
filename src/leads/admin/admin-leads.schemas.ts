import { Type } from 'typebox';
import { BoundedPagination } from '../../platform/bounded-list.js';
import { component } from '../../platform/openapi.js';
import {
  DateTime,
  NullableDateTime,
  NullableString,
  PageQuery,
  PortalId,
  StrictObject,
} from '../../platform/schemas.js';
import { ContactFields, IdString, LeadStatusSchema, PrivacyFields, SortOrder, Text } from '../core/lead.schemas.js';
import { NullableConsentSummary } from '../core/lead-consent.js';

export const DateInput = Type.String({
  maxLength: 40,
  description: 'YYYY-MM-DD (Korea time) or an ISO 8601 date-time',
});
export const NullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });

export const AdminLeadListQuery = StrictObject({
  id: Type.Optional(IdString),
  providerId: Type.Optional(IdString),
  productId: Type.Optional(IdString),
  ownerPortalId: Type.Optional(PortalId),
  status: Type.Optional(LeadStatusSchema),
  region: Type.Optional(Text(50)),
  createdFrom: Type.Optional(DateInput),
  createdTo: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD (the whole day) or a date-time' })),
  contactOverdue: Type.Optional(
    Type.Boolean({
      description: 'true: the leads kept by their owner past the first-contact deadline (contactOverdue)',
    }),
  ),
  sortOrder: Type.Optional(SortOrder),
  ...PageQuery,
});

/** A lead as the operators' list shows it: who supplied it, who owns it, where it is; the contact always masked. */
export const AdminLead = component(
  'AdminLead',
  Type.Object({
    id: Type.String(),
    providerId: Type.String(),
    productId: Type.String(),
    productName: Type.String(),
    status: LeadStatusSchema,
    name: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'Masked; null once erased' }),
    phone: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'Masked (010-****-5678); null once erased',
    }),
    email: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'Masked' }),
    region: NullableString,
    ownerPortalId: NullableInteger,
    orderId: NullableString,
    createdAt: DateTime,
    assignedAt: NullableDateTime,
    usedAt: NullableDateTime,
    latestAsStatus: NullableString,
    ...PrivacyFields,
    consent: NullableConsentSummary,
    ...ContactFields,
  }),
);

export const AdminLeadList = component(
  'AdminLeadList',
  Type.Object({ data: Type.Array(AdminLead), pagination: BoundedPagination }),
);

export const AdminLeadParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

export const RevealContactBody = StrictObject({
  reason: Type.String({
    minLength: 5,
    maxLength: 500,
    description: 'Why the contact is needed (kept in the access log and the audit log)',
  }),
});

export const LeadContact = component(
  'LeadContact',
  Type.Object({
    leadId: Type.String(),
    name: Type.String(),
    phone: Type.String(),
    email: NullableString,
  }),
);

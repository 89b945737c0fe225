import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableString, PortalId, StrictObject } from '../../platform/schemas.js';
import { ConsentBody } from '../consent/consent.schemas.js';
import {
  ContactFields,
  IdString,
  LeadStatusSchema,
  PrivacyFields,
  ProductRef,
  ProviderRef,
  Text,
} from '../core/lead.schemas.js';
import { NullableConsentSummary } from '../core/lead-consent.js';

export const RegisterLeadBody = StrictObject({
  productId: IdString,
  providerId: IdString,
  portalId: Type.Optional(PortalId),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  phone: Type.String({ minLength: 1, maxLength: 30 }),
  email: Type.Optional(Type.String({ maxLength: 254, format: 'email' })),
  region: Type.Optional(Text(50)),
  address: Type.Optional(Text(500)),
  memo: Type.Optional(Text(2000)),
  birth_date: Type.Optional(Text(10)),
  gender: Type.Optional(Text(10)),
  ssn: Type.Optional(Text(20)),
  metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Free JSON object, ≤ 16 KiB' })),
  consent: Type.Optional(ConsentBody),
});

export const RegisteredLead = component(
  'RegisteredLead',
  Type.Object({
    id: Type.String(),
    productId: Type.String(),
    providerId: Type.String(),
    status: LeadStatusSchema,
    name: Type.String(),
    phone_1: Type.String(),
    phone_3: Type.String(),
    email: NullableString,
    region: NullableString,
    address: NullableString,
    birth_date: NullableString,
    gender: NullableString,
    createdAt: DateTime,
    product: ProductRef,
    provider: ProviderRef,
    orderId: NullableString,
    assignmentId: NullableString,
    ...PrivacyFields,
    consent: NullableConsentSummary,
    ...ContactFields,
  }),
);

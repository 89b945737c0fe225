import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import {
  DateTime,
  NullableDateTime,
  NullableString,
  PageQuery,
  PaginationSchema,
  PortalId,
  StrictObject,
} from '../../platform/schemas.js';

const IdString = Type.String({ pattern: '^[1-9][0-9]{0,14}$', description: 'Identifier (decimal string)' });
const Text = (maxLength: number) => Type.String({ maxLength });

export const ProductRef = component('ProductReference', Type.Object({ id: Type.String(), name: Type.String() }));
export const ProviderRef = component('ProviderReference', Type.Object({ id: Type.String(), name: Type.String() }));

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
});

export const RegisteredLead = component(
  'RegisteredLead',
  Type.Object({
    id: Type.String(),
    productId: Type.String(),
    providerId: Type.String(),
    status: Type.String(),
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
  }),
);

export const LeadAsItem = component(
  'LeadAsSummary',
  Type.Object({ id: Type.String(), status: Type.String(), createdAt: DateTime }),
);

export const LeadShape = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  product: ProductRef,
  name: Type.String(),
  phone: Type.String(),
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
  leadAsStatus: NullableString,
  leadAsStatusLabel: NullableString,
});
export const Lead = component('Lead', LeadShape);

const BoolQuery = Type.Union([Type.Literal('true'), Type.Literal('false')]);
const HasAsQuery = Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('Y'), Type.Literal('N')]);
const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

export const LeadListQuery = StrictObject({
  portalId: PortalId,
  used: Type.Optional(BoolQuery),
  hasAs: Type.Optional(HasAsQuery),
  region: Type.Optional(Text(50)),
  gender: Type.Optional(Text(10)),
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  sortBy: Type.Optional(Type.Union([Type.Literal('assignedAt'), Type.Literal('usedAt'), Type.Literal('age')])),
  sortOrder: Type.Optional(SortOrder),
  ...PageQuery,
});

export const LeadList = component('LeadList', Type.Object({ data: Type.Array(Lead), pagination: PaginationSchema }));

export const LeadParams = Type.Object({ id: Type.String({ maxLength: 32 }) });
export const PortalQuery = StrictObject({ portalId: PortalId });
export const PortalBody = StrictObject({ portalId: PortalId });

export const ContactsBody = StrictObject({
  portalId: PortalId,
  leadIds: Type.Array(IdString, { minItems: 1, maxItems: 100 }),
});
export const ContactsResponse = component(
  'LeadContacts',
  Type.Object({
    data: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), phone: Type.String() })),
    skipped: Type.Array(
      Type.Object({ id: Type.String(), reason: Type.Union([Type.Literal('NOT_FOUND'), Type.Literal('NOT_USED')]) }),
    ),
  }),
);

export { BoolQuery, HasAsQuery, IdString, SortOrder };

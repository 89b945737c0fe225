import { Type } from 'typebox';
import { ROUTING_MODES, SSN_POLICIES } from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import {
  NullableDateTime,
  NullableIntegerInput,
  NullableString,
  PageQuery,
  PaginationSchema,
  StrictObject,
} from '../../platform/schemas.js';

export const RegionsResponse = component('RegionList', Type.Object({ regions: Type.Array(Type.String()) }));

export const ProductIdParams = Type.Object({ productId: Type.String({ maxLength: 32 }) });
export const IdParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

export const AsPolicy = component(
  'ProductAsPolicy',
  Type.Object({
    productId: Type.String(),
    textContent: NullableString,
    updatedAt: NullableDateTime,
    policyId: NullableString,
  }),
);

export const AsPolicyBody = StrictObject({ textContent: Type.String({ minLength: 1, maxLength: 20_000 }) });

const Code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Name = Type.String({ minLength: 1, maxLength: 200 });

const SsnPolicySchema = Type.Enum(SSN_POLICIES, {
  description:
    'DISCARD: a resident registration number is validated, used for gender and birth date, never stored; ' +
    'REJECT: a registration carrying one is refused (400 SSN_NOT_ACCEPTED)',
});
export const CreateProviderBody = StrictObject({ code: Code, name: Name });
export const UpdateProviderBody = StrictObject({ ssnPolicy: SsnPolicySchema });
export const Provider = component(
  'Provider',
  Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), ssnPolicy: SsnPolicySchema }),
);

const ConsentRecipients = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 10 });
const ProviderIds = Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), { minItems: 1, maxItems: 100 });
export const CreateProductBody = StrictObject({ name: Name, providerIds: ProviderIds });

/** A product's routing settings (routing.md §1, §2, §6). */
const RoutingSettings = {
  autoConfirm: Type.Optional(
    Type.Boolean({ description: "The engine's assignments are confirmed at once (default false: an admin confirms)" }),
  ),
  routing: Type.Optional(
    Type.Enum(ROUTING_MODES, { description: 'FIFO (oldest order first) or ROUND_ROBIN (per consultant)' }),
  ),
  firstContactMinutes: Type.Optional(
    NullableIntegerInput({
      minimum: 5,
      maximum: 10_080,
      description: 'Contactable minutes for a first contact before the lead is taken back; null: no deadline',
    }),
  ),
  maxSlaRecalls: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 5, description: 'Take-backs before a lead stays with its owner, overdue' }),
  ),
};
export const UpdateProductBody = StrictObject(
  {
    name: Type.Optional(Name),
    asWindowDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
    providerIds: Type.Optional(ProviderIds),
    consentRequired: Type.Optional(Type.Boolean({ description: 'Refuse registrations without a consent' })),
    consentMaxAgeDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
    consentRecipients: Type.Optional(
      Type.Union([ConsentRecipients, Type.Null()], { description: "null: the deployment's CONSENT_RECIPIENTS" }),
    ),
    ...RoutingSettings,
  },
  { minProperties: 1 },
);
export const Product = component(
  'Product',
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    providerIds: Type.Array(Type.String()),
    asWindowDays: Type.Integer(),
    consentRequired: Type.Boolean(),
    consentMaxAgeDays: Type.Integer(),
    consentRecipients: Type.Array(Type.String(), {
      description: "The parties a consent must name one of (the product's own, else the deployment's)",
    }),
    autoConfirm: Type.Boolean(),
    routing: Type.Enum(ROUTING_MODES),
    firstContactMinutes: Type.Union([Type.Integer(), Type.Null()]),
    maxSlaRecalls: Type.Integer(),
  }),
);

export const ListQuery = StrictObject({ ...PageQuery });
export const ProviderList = component(
  'ProviderList',
  Type.Object({ data: Type.Array(Provider), pagination: PaginationSchema }),
);
export const ProductList = component(
  'ProductList',
  Type.Object({ data: Type.Array(Product), pagination: PaginationSchema }),
);

export const RegionParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 50 }) });
export const CreateRegionBody = StrictObject({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  aliases: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 20 })),
});
export const UpdateRegionBody = StrictObject(
  { name: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })), active: Type.Optional(Type.Boolean()) },
  { minProperties: 1 },
);
export const Region = component(
  'Region',
  Type.Object({ name: Type.String(), active: Type.Boolean(), aliases: Type.Array(Type.String()) }),
);
/** Every region, retired ones included, in display order: the operators' region screen. */
export const AdminRegionList = component(
  'AdminRegionList',
  Type.Object({
    data: Type.Array(Region, {
      description: 'Active and retired regions (active=false) in display order, each with every name it matches',
    }),
  }),
);

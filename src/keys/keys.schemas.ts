import { Type } from 'typebox';
import { component } from '../platform/openapi.js';
import { NullableDateTime, PageQuery, PaginationSchema, PortalId, StrictObject } from '../platform/schemas.js';

export const KeyKindSchema = Type.Union([Type.Literal('admin'), Type.Literal('portal'), Type.Literal('provider')]);

// One schema with a type list, not a union: with type coercion on, a union would turn 0 into null.
const RateLimitValue = Type.Unsafe<number | null>({
  type: ['integer', 'null'],
  minimum: 1,
  maximum: 1_000_000,
  description: 'Rate-limit override for this key (null: the configured default)',
});

export const CreateKeyBody = StrictObject({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  kind: KeyKindSchema,
  providerId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
  portalIds: Type.Optional(Type.Array(PortalId, { minItems: 1, maxItems: 1000 })),
  rateLimitRps: Type.Optional(RateLimitValue),
  rateLimitBurst: Type.Optional(RateLimitValue),
});

export const UpdateKeyBody = StrictObject(
  { rateLimitRps: Type.Optional(RateLimitValue), rateLimitBurst: Type.Optional(RateLimitValue) },
  { minProperties: 1 },
);

export const ApiKeyShape = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: KeyKindSchema,
  providerId: Type.Union([Type.String(), Type.Null()]),
  portalIds: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
  prefix: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  revokedAt: NullableDateTime,
  lastUsedAt: NullableDateTime,
  rateLimitRps: Type.Union([Type.Integer(), Type.Null()]),
  rateLimitBurst: Type.Union([Type.Integer(), Type.Null()]),
});
export const ApiKeyView = component('ApiKey', ApiKeyShape);

export const CreatedKey = component(
  'CreatedApiKey',
  Type.Object({
    ...ApiKeyShape.properties,
    key: Type.String({ description: 'Shown once; only its hash is stored' }),
  }),
);

export const KeyIdParams = Type.Object({ id: Type.String({ maxLength: 32 }) });
export const KeyListQuery = StrictObject({ ...PageQuery });
export const KeyList = component(
  'ApiKeyList',
  Type.Object({ data: Type.Array(ApiKeyView), pagination: PaginationSchema }),
);

import { Type } from 'typebox';
import { IDENTITY_CHECKS, NOTICE_CHANNELS, SUPPRESSION_CHANNELS, SUPPRESSION_REASONS } from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import {
  DateTime,
  NullableDateTime,
  NullableString,
  PageQuery,
  PaginationSchema,
  StrictObject,
} from '../../platform/schemas.js';

const PhoneInput = Type.String({
  minLength: 1,
  maxLength: 30,
  description: '010-1234-5678, 01012345678 or +82 10-1234-5678',
});
const RequestedAt = Type.String({
  format: 'date-time',
  maxLength: 40,
  description: 'When the person asked (default now): not in the future, at most 30 days back',
});
const BoolQuery = Type.Union([Type.Literal('true'), Type.Literal('false')]);

export const SuppressionReasonSchema = Type.Enum(SUPPRESSION_REASONS);
export const SuppressionChannelSchema = Type.Enum(SUPPRESSION_CHANNELS);
export const IdentityCheckSchema = Type.Enum(IDENTITY_CHECKS);
export const NoticeChannelSchema = Type.Enum(NOTICE_CHANNELS);

export const Suppression = component(
  'Suppression',
  Type.Object({
    id: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()], {
      description:
        'Masked: 010-****-5678 (the number itself is never stored); null once the phone is erased: its entries keep ' +
        'only the keyed hash',
    }),
    reason: SuppressionReasonSchema,
    reasonLabel: Type.String({ description: '본인요청, 두낫콜, 삭제요청, 법적요구, 기타' }),
    channel: SuppressionChannelSchema,
    requestedAt: DateTime,
    identityCheck: IdentityCheckSchema,
    note: NullableString,
    createdAt: DateTime,
    createdBy: Type.String(),
    dueAt: Type.String({ format: 'date-time', description: 'requestedAt + 10 days: the person is told by then' }),
    resultNotifiedAt: NullableDateTime,
    resultChannel: Type.Unsafe<string | null>({ type: ['string', 'null'], enum: [...NOTICE_CHANNELS, null] }),
    expiresAt: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      format: 'date-time',
      description: 'DNC_REGISTRY: requestedAt + 5 years; the entry stops applying then',
    }),
    liftedAt: NullableDateTime,
    liftedBy: NullableString,
    liftReason: NullableString,
    affectedLeadCount: Type.Integer({ description: 'Leads with this phone in every provider when it was made' }),
  }),
);

export const SuppressBody = StrictObject({
  phone: PhoneInput,
  reason: SuppressionReasonSchema,
  channel: SuppressionChannelSchema,
  requestedAt: Type.Optional(RequestedAt),
  identityCheck: Type.Optional(IdentityCheckSchema),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});

export const BulkSuppressBody = StrictObject({
  phones: Type.Array(Type.String({ maxLength: 30 }), { minItems: 1, maxItems: 10_000 }),
  reason: SuppressionReasonSchema,
  channel: SuppressionChannelSchema,
  requestedAt: Type.Optional(RequestedAt),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});

export const BulkSuppressResponse = component(
  'BulkSuppressResult',
  Type.Object({
    created: Type.Integer(),
    existing: Type.Integer(),
    invalid: Type.Array(Type.Object({ index: Type.Integer(), code: Type.Literal('PHONE_INVALID') })),
  }),
);

export const SuppressionListQuery = StrictObject({
  phone: Type.Optional(PhoneInput),
  reason: Type.Optional(SuppressionReasonSchema),
  overdue: Type.Optional(BoolQuery),
  active: Type.Optional(BoolQuery),
  ...PageQuery,
});

export const SuppressionList = component(
  'SuppressionList',
  Type.Object({ data: Type.Array(Suppression), pagination: PaginationSchema }),
);

export const SuppressionParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

export const NoticeBody = StrictObject({ channel: NoticeChannelSchema });

export const LiftBody = StrictObject({ reason: Type.String({ minLength: 1, maxLength: 500 }) });

export const BulkLiftBody = StrictObject({
  phones: Type.Array(Type.String({ maxLength: 30 }), { minItems: 1, maxItems: 10_000 }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});

export const BulkLiftResponse = component(
  'BulkLiftResult',
  Type.Object({ lifted: Type.Integer(), notFound: Type.Integer() }),
);

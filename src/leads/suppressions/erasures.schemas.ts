import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableDateTime, PageQuery, PaginationSchema, StrictObject } from '../../platform/schemas.js';
import { NoticeChannelSchema } from './suppressions.schemas.js';

const CheckedIdentity = Type.Union([Type.Literal('PHONE_AUTH'), Type.Literal('CALLBACK'), Type.Literal('DOCUMENT')], {
  description: 'How the person was identified (required for an erasure; NONE is not accepted)',
});

export const EraseBody = StrictObject({
  phone: Type.String({ minLength: 1, maxLength: 30, description: '010-1234-5678, 01012345678 or +82 10-1234-5678' }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  requestedAt: Type.Optional(
    Type.String({
      format: 'date-time',
      maxLength: 40,
      description: 'When the person asked (default now): not in the future, at most 30 days back',
    }),
  ),
  identityCheck: CheckedIdentity,
});

export const Erasure = component(
  'Erasure',
  Type.Object({
    id: Type.String(),
    erasedLeadCount: Type.Integer(),
    suppressionId: Type.String({ description: 'The ERASURE_REQUEST suppression that keeps the keyed hash only' }),
    requestedAt: DateTime,
    identityCheck: CheckedIdentity,
    dueAt: Type.String({ format: 'date-time', description: 'requestedAt + 10 days: the person is told by then' }),
    resultNotifiedAt: NullableDateTime,
    createdAt: DateTime,
    createdBy: Type.String(),
  }),
);

export const ErasureList = component(
  'ErasureList',
  Type.Object({ data: Type.Array(Erasure), pagination: PaginationSchema }),
);

export const ErasureListQuery = StrictObject({
  overdue: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  ...PageQuery,
});

export const ErasureParams = Type.Object({ id: Type.String({ maxLength: 32 }) });
export const ErasureNoticeBody = StrictObject({ channel: NoticeChannelSchema });

import { Type } from 'typebox';
import { component } from '../platform/openapi.js';
import { DateTime, PageQuery, PaginationSchema, StrictObject } from '../platform/schemas.js';

export const AuditSourceSchema = Type.Union(
  [Type.Literal('ADMIN'), Type.Literal('PII_ACCESS'), Type.Literal('CLAIMS_ADMIN')],
  {
    description:
      'ADMIN: administrative actions; PII_ACCESS: reads of decrypted personal data; CLAIMS_ADMIN: operator actions of the claims interface',
  },
);

export const AuditQuery = StrictObject({
  ...PageQuery,
  action: Type.Optional(
    Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,63}$', description: 'e.g. API_KEY_CREATED, PII_USE' }),
  ),
  actor: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]+:[A-Za-z0-9._-]{1,64}$',
      description: 'key:<id>, key:env-admin, user:<id>, client:<id>',
    }),
  ),
  source: Type.Optional(AuditSourceSchema),
  target: Type.Optional(
    Type.String({
      pattern: '^[a-z_]+:[A-Za-z0-9._,-]{0,200}$',
      description:
        'What was acted on: operator:5, as_request:12, key:3; a kind alone (operator:) matches each of its kind',
    }),
  ),
  from: Type.Optional(
    Type.String({ maxLength: 40, description: 'YYYY-MM-DD (Korea time) or ISO 8601 date-time; inclusive' }),
  ),
  to: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'YYYY-MM-DD (Korea time, the whole day included) or ISO 8601 date-time; exclusive',
    }),
  ),
});

export const AuditRecordSchema = component(
  'AuditRecord',
  Type.Object({
    id: Type.String({ description: '<source table>:<id>' }),
    source: AuditSourceSchema,
    at: DateTime,
    actor: Type.String(),
    actorName: Type.Union([Type.String(), Type.Null()], {
      description: "The operator's name when the actor is operator:<id> (null for other actors and deleted operators)",
    }),
    action: Type.String(),
    target: Type.String(),
    detail: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  }),
);

export const AuditList = component(
  'AuditRecordList',
  Type.Object({ data: Type.Array(AuditRecordSchema), pagination: PaginationSchema }),
);

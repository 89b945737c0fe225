import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { StrictObject } from '../../platform/schemas.js';

export const Role = Type.Union([Type.Literal('ADMIN'), Type.Literal('MANAGER'), Type.Literal('FC')]);
const Ci = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[A-Za-z0-9+/=_.-]+$',
  description: 'Unique identifier of the consultant (CI)',
});
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Email = Type.String({ format: 'email', maxLength: 200 });
const Phone = Type.String({ pattern: '^\\+?[0-9 -]{9,20}$', description: 'Korean phone number; stored as digits' });
const OrgId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const User = component(
  'User',
  Type.Object({
    id: Type.Integer(),
    ci: Type.String(),
    name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    role: Role,
    orgId: Type.Union([Type.Integer(), Type.Null()]),
    active: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
  }),
);

export const CreateUserBody = StrictObject({
  ci: Ci,
  name: Name,
  role: Role,
  orgId: Type.Optional(Type.Union([Type.Null(), OrgId])),
  email: Type.Optional(Type.Union([Type.Null(), Email])),
  phone: Type.Optional(Type.Union([Type.Null(), Phone])),
});

export const UpdateUserBody = StrictObject(
  {
    name: Type.Optional(Name),
    role: Type.Optional(Role),
    orgId: Type.Optional(Type.Union([Type.Null(), OrgId])),
    email: Type.Optional(Type.Union([Type.Null(), Email])),
    phone: Type.Optional(Type.Union([Type.Null(), Phone])),
    active: Type.Optional(Type.Boolean()),
  },
  { minProperties: 1 },
);

export const UserListQuery = StrictObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  role: Type.Optional(Role),
  orgId: Type.Optional(OrgId),
  active: Type.Optional(Type.Boolean()),
});

export const IdParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

export const Organization = component(
  'Organization',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
  }),
);

export const OrgChartNode = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    memberCount: Type.Integer({ description: 'Active consultants directly in this organization' }),
    children: Type.Array(Type.Ref('OrgChartNode')),
  },
  { $id: 'OrgChartNode' },
);

export const CreateOrgBody = StrictObject({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  parentId: Type.Optional(Type.Union([Type.Null(), OrgId])),
});

export const UpdateOrgBody = StrictObject(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    parentId: Type.Optional(Type.Union([Type.Null(), OrgId])),
  },
  { minProperties: 1 },
);

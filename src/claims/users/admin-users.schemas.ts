import { Type } from 'typebox';
import { BoundedPagination } from '../../platform/bounded-list.js';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableString, PageQuery, StrictObject } from '../../platform/schemas.js';
import { Role } from './users.schemas.js';

const OrgId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const AdminUserListQuery = StrictObject({
  orgId: Type.Optional(OrgId),
  noOrg: Type.Optional(Type.Boolean({ description: 'true: only consultants in no organization' })),
  role: Type.Optional(Role),
  active: Type.Optional(Type.Boolean()),
  name: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Part of the name (case-insensitive, no wildcards)' }),
  ),
  ci: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "The consultant's CI, exactly" })),
  ...PageQuery,
});

/** A consultant as the operators' list shows it: e-mail and phone masked, the organization named. */
export const AdminUser = component(
  'AdminUser',
  Type.Object({
    id: Type.Integer(),
    ci: Type.String(),
    name: Type.String({ description: "In clear, as the operators' claims list shows the consultant" }),
    email: Type.Union([Type.String({ description: 'Masked: ab***@example.com' }), Type.Null()]),
    phone: Type.Union([Type.String({ description: 'Masked: 010-****-5678' }), Type.Null()]),
    role: Role,
    orgId: Type.Union([Type.Integer(), Type.Null()]),
    orgName: NullableString,
    active: Type.Boolean(),
    createdAt: DateTime,
  }),
);

export const AdminUserList = component(
  'AdminUserList',
  Type.Object({ data: Type.Array(AdminUser), pagination: BoundedPagination }),
);

/** What an operator changes about a consultant: the organization, and whether they may work. */
export const AdminUpdateUserBody = StrictObject(
  {
    orgId: Type.Optional(Type.Union([Type.Null(), OrgId], { description: 'Move to this organization (null: none)' })),
    active: Type.Optional(
      Type.Boolean({ description: 'false deactivates (refresh tokens revoked, access tokens refused)' }),
    ),
  },
  { minProperties: 1 },
);

export const AdminUserParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

export const AdminOrganization = component(
  'AdminOrganization',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    consultantCount: Type.Integer({ description: 'Consultants directly in this organization, active or not' }),
    activeConsultantCount: Type.Integer({ description: 'Active consultants directly in this organization' }),
  }),
);

export const AdminOrganizationList = component(
  'AdminOrganizationList',
  Type.Object({
    data: Type.Array(AdminOrganization, {
      description: 'Every organization by id; the tree is given by parentId (null: a root)',
    }),
  }),
);

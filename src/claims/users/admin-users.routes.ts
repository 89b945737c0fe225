import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import {
  AdminOrganizationList,
  AdminUpdateUserBody,
  AdminUser,
  AdminUserList,
  AdminUserListQuery,
  AdminUserParams,
} from './admin-users.schemas.js';
import { getAdminUser, listAdminOrganizations, listAdminUsers, updateAdminUser } from './admin-users.service.js';
import { createOrg } from './organizations.service.js';
import { CreateOrgBody, Organization } from './users.schemas.js';
import type { ConsultantDeps } from './users.service.js';

const tags = ['Admin: claims'];

/** Consultants and organizations for operators (admin keys and console sessions). */
export const adminUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tokens } = app.deps.claims;
  const deps: ConsultantDeps = { db: app.deps.database.db, forgetSubject: (sub) => tokens.forgetSubject(sub) };

  app.get(
    '/admin/v1/users',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'adminListUsers',
        summary: 'Consultants, filtered, e-mail and phone masked',
        description:
          'Every consultant by id, filtered by organization (orgId, or noOrg=true for none), role, active flag and ' +
          'part of the name; e-mail and phone masked. The total is counted up to 10,000 (totalCapped says when ' +
          'more match) and pages reach the first 10,000 consultants.',
        querystring: AdminUserListQuery,
        response: { 200: AdminUserList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAdminUsers(deps, callerOf(request), request.query),
  );

  app.get(
    '/admin/v1/users/:id',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'adminGetUser',
        summary: 'One consultant, e-mail and phone masked',
        description: 'The consultant as the list shows them; an unknown id (or one that is no id) → 404 NOT_FOUND.',
        params: AdminUserParams,
        response: { 200: AdminUser, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => getAdminUser(deps, callerOf(request), request.params.id),
  );

  app.patch(
    '/admin/v1/users/:id',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'adminUpdateUser',
        summary: 'Move a consultant to another organization, deactivate or reactivate them (audited)',
        description:
          'The rules of PATCH /api/v1/users/{id}: an unknown organization → 400 ORG_NOT_FOUND; a deactivation ' +
          'revokes the refresh tokens and invalidates every access token issued before it (also after a ' +
          'reactivation). Audited as USER_UPDATED, USER_DEACTIVATED, USER_REACTIVATED with the operator as actor.',
        params: AdminUserParams,
        body: AdminUpdateUserBody,
        response: { 200: AdminUser, ...errorResponses('KEY_SCOPE', 'NOT_FOUND', 'ORG_NOT_FOUND') },
      },
    },
    async (request) => updateAdminUser(deps, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/v1/organizations',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'adminListOrganizations',
        summary: 'The organization tree, flat: id, name, parent and consultant counts',
        description:
          'Every organization by id with its parent (null: a root) and the consultants directly in it, all and ' +
          'active ones.',
        response: { 200: AdminOrganizationList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAdminOrganizations(deps, callerOf(request)),
  );

  app.post(
    '/admin/v1/organizations',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'adminCreateOrganization',
        summary: 'Create an organization, at the root or under a parent (audited)',
        description:
          'What an ADMIN consultant does with POST /api/v1/organizations, for operators: an unknown parent → 400 ' +
          'ORG_NOT_FOUND. Audited ORG_CREATED with the operator as actor.',
        body: CreateOrgBody,
        response: { 200: Organization, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE', 'ORG_NOT_FOUND') },
      },
    },
    async (request) => createOrg(deps, callerOf(request), request.body),
  );
};

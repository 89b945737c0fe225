import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses, TOKEN_CODES } from '../../platform/errors.js';
import { noContent, totalCountHeader, withTotalCount } from '../../platform/openapi.js';
import { createOrg, deleteOrg, orgChart, updateOrg } from './organizations.service.js';
import {
  CreateOrgBody,
  CreateUserBody,
  IdParams,
  Organization,
  OrgChartNode,
  UpdateOrgBody,
  UpdateUserBody,
  User,
  UserListQuery,
} from './users.schemas.js';
import { type ConsultantDeps, createUser, deactivateUser, listUsers, updateUser } from './users.service.js';

const tags = ['Claims: consultants and organizations'];

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tokens } = app.deps.claims;
  const deps: ConsultantDeps = { db: app.deps.database.db, forgetSubject: (sub) => tokens.forgetSubject(sub) };
  app.addSchema(OrgChartNode);

  app.get(
    '/api/v1/users',
    {
      config: { ...AUTH.adminToken, openapi: { headers: { 200: totalCountHeader } } },
      schema: {
        tags,
        operationId: 'listUsers',
        summary: 'List consultants (bare array; the total is in X-Total-Count)',
        description:
          'Consultants as a bare array (ADMIN tokens), filtered by role, organization and active flag; the ' +
          'total is in the X-Total-Count header.',
        querystring: UserListQuery,
        response: { 200: Type.Array(User), ...errorResponses('ROLE_FORBIDDEN') },
      },
    },
    async (request, reply) => withTotalCount(reply, await listUsers(deps, callerOf(request), request.query)),
  );

  app.post(
    '/api/v1/users',
    {
      config: AUTH.adminToken,
      schema: {
        tags,
        operationId: 'createUser',
        summary: 'Create a consultant',
        description: 'Creates a consultant (ADMIN tokens). A ci already taken → 409 USER_CI_TAKEN.',
        body: CreateUserBody,
        response: { 200: User, ...errorResponses('ROLE_FORBIDDEN', 'ORG_NOT_FOUND', 'USER_CI_TAKEN') },
      },
    },
    async (request) => createUser(deps, callerOf(request), request.body),
  );

  app.patch(
    '/api/v1/users/:id',
    {
      config: AUTH.adminToken,
      schema: {
        tags,
        operationId: 'updateUser',
        summary: 'Update a consultant (active=false deactivates and revokes their refresh tokens)',
        description:
          "Changes a consultant's name, contact, role, organization or active flag (ADMIN tokens). " +
          'Deactivation revokes their refresh tokens; their claims are kept.',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: User, ...errorResponses('ROLE_FORBIDDEN', 'NOT_FOUND', 'ORG_NOT_FOUND') },
      },
    },
    async (request) => updateUser(deps, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/users/:id',
    {
      config: AUTH.adminToken,
      schema: {
        tags,
        operationId: 'deactivateUser',
        summary: 'Deactivate a consultant and revoke their refresh tokens (their claims are kept)',
        description:
          'Deactivates the consultant (they are kept, as their claims point at them) and revokes their ' +
          'refresh tokens.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses('ROLE_FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request, reply) => noContent(reply, deactivateUser(deps, callerOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/organizations/chart',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'getOrganizationChart',
        summary: 'Organization chart: the roots, children nested',
        description:
          'The whole organization tree: root organizations with their children nested. Any valid token may ' +
          'read it.',
        response: { 200: Type.Array(Type.Ref('OrgChartNode')), ...errorResponses(...TOKEN_CODES) },
      },
    },
    async () => orgChart(deps),
  );

  app.post(
    '/api/v1/organizations',
    {
      config: AUTH.adminToken,
      schema: {
        tags,
        operationId: 'createOrganization',
        summary: 'Create an organization',
        description: 'Creates an organization, at the root or under a parent (ADMIN tokens).',
        body: CreateOrgBody,
        response: { 200: Organization, ...errorResponses('ROLE_FORBIDDEN', 'ORG_NOT_FOUND') },
      },
    },
    async (request) => createOrg(deps, callerOf(request), request.body),
  );

  app.patch(
    '/api/v1/organizations/:id',
    {
      config: AUTH.adminToken,
      schema: {
        tags,
        operationId: 'updateOrganization',
        summary: 'Rename or move an organization (a move that would make a cycle → 400)',
        description:
          'Renames an organization or moves it under another parent (ADMIN tokens); a move under itself or ' +
          'a descendant → 400 ORG_CYCLE.',
        params: IdParams,
        body: UpdateOrgBody,
        response: { 200: Organization, ...errorResponses('ROLE_FORBIDDEN', 'NOT_FOUND', 'ORG_NOT_FOUND', 'ORG_CYCLE') },
      },
    },
    async (request) => updateOrg(deps, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/organizations/:id',
    {
      config: AUTH.adminToken,
      schema: {
        tags,
        operationId: 'deleteOrganization',
        summary: 'Delete an empty organization (with children or members → 400)',
        description:
          'Deletes an organization without children and members (ADMIN tokens); otherwise 400 ' +
          'ORG_HAS_CHILDREN or ORG_HAS_MEMBERS.',
        params: IdParams,
        response: {
          204: Type.Null(),
          ...errorResponses('ROLE_FORBIDDEN', 'NOT_FOUND', 'ORG_HAS_CHILDREN', 'ORG_HAS_MEMBERS'),
        },
      },
    },
    async (request, reply) => noContent(reply, deleteOrg(deps, callerOf(request), request.params.id)),
  );

  app.post(
    '/admin/v1/users',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: claims'],
        operationId: 'adminCreateUser',
        summary: 'Create a consultant (bootstrap: the first ADMIN consultant)',
        description:
          'Creates a consultant with an admin key: how the first ADMIN consultant of a new installation is made.',
        body: CreateUserBody,
        response: { 200: User, ...errorResponses('KEY_SCOPE', 'ORG_NOT_FOUND', 'USER_CI_TAKEN') },
      },
    },
    async (request) => createUser(deps, callerOf(request), request.body),
  );
};

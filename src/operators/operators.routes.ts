import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../platform/access/caller.js';
import { errorResponses } from '../platform/errors.js';
import {
  CreatedOperator,
  CreateOperatorBody,
  Operator,
  OperatorIdParams,
  OperatorList,
  PasswordLink,
  UpdateOperatorBody,
} from './operators.schemas.js';
import {
  createOperator,
  getOperator,
  issuePasswordLink,
  listOperators,
  resetTotp,
  unlockOperatorById,
  updateOperator,
} from './operators.service.js';

const tags = ['Admin: operators'];

/** Operator accounts, managed with an admin key or by an ADMIN operator's console session. */
export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.operators;

  app.post(
    '/admin/v1/operators',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'createOperator',
        summary: 'Create an operator account (returns a one-time password link)',
        description:
          'Creates a console operator (ADMIN, REVIEWER or VIEWER) and a one-time link, valid 24 hours, where they ' +
          'set their password. The e-mail is unique (409 OPERATOR_EMAIL_TAKEN).',
        body: CreateOperatorBody,
        response: { 200: CreatedOperator, ...errorResponses('KEY_SCOPE', 'OPERATOR_EMAIL_TAKEN') },
      },
    },
    async (request) => createOperator(deps, callerOf(request), request.body),
  );

  app.get(
    '/admin/v1/operators',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'listOperators',
        summary: 'Operator accounts',
        description: 'Every operator account, active or not, in creation order.',
        response: { 200: OperatorList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listOperators(deps, callerOf(request)),
  );

  app.get(
    '/admin/v1/operators/:id',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'getOperator',
        summary: 'One operator account',
        description: 'One operator account; an unknown id → 404 OPERATOR_NOT_FOUND.',
        params: OperatorIdParams,
        response: { 200: Operator, ...errorResponses('KEY_SCOPE', 'OPERATOR_NOT_FOUND') },
      },
    },
    async (request) => getOperator(deps, callerOf(request), request.params.id),
  );

  app.patch(
    '/admin/v1/operators/:id',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'updateOperator',
        summary: "Change an operator's name, role or active flag",
        description:
          "A role change or a deactivation ends the operator's sessions at once; audited as a permission change.",
        params: OperatorIdParams,
        body: UpdateOperatorBody,
        response: { 200: Operator, ...errorResponses('KEY_SCOPE', 'OPERATOR_NOT_FOUND') },
      },
    },
    async (request) => updateOperator(deps, callerOf(request), { ...request.params, ...request.body }),
  );

  app.post(
    '/admin/v1/operators/:id/password-link',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'issueOperatorPasswordLink',
        summary: 'Reset: a new one-time password link (ends the operator\u2019s sessions)',
        description:
          "Issues a new one-time link (24 hours; earlier links stop working) and ends the operator's sessions. " +
          'The current password keeps working until the link is used.',
        params: OperatorIdParams,
        response: { 200: PasswordLink, ...errorResponses('KEY_SCOPE', 'OPERATOR_NOT_FOUND') },
      },
    },
    async (request) => issuePasswordLink(deps, callerOf(request), request.params.id),
  );

  app.post(
    '/admin/v1/operators/:id/totp-reset',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'resetOperatorTotp',
        summary: "Clear an operator's second factor: the next sign-in enrols again (ends their sessions)",
        description:
          "Clears the operator's TOTP secret, so that their next sign-in asks them to enrol an authenticator " +
          'again, and ends their sessions at once. The password is kept. Audited as OPERATOR_TOTP_RESET (a ' +
          'permission change, kept 3 years). An unknown id → 404 OPERATOR_NOT_FOUND.',
        params: OperatorIdParams,
        response: { 200: Operator, ...errorResponses('KEY_SCOPE', 'OPERATOR_NOT_FOUND') },
      },
    },
    async (request) => resetTotp(deps, callerOf(request), request.params.id),
  );

  app.post(
    '/admin/v1/operators/:id/unlock',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'unlockOperator',
        summary: 'Unlock an operator locked after 5 wrong passwords in a row',
        description:
          'Sets the wrong-password count back to zero, so the operator signs in with their password again. The ' +
          'password, the second factor and the sessions stay. Audited as OPERATOR_UNLOCKED (an operator that is ' +
          'not locked is answered unchanged, with no entry). An unknown id → 404 OPERATOR_NOT_FOUND.',
        params: OperatorIdParams,
        response: { 200: Operator, ...errorResponses('KEY_SCOPE', 'OPERATOR_NOT_FOUND') },
      },
    },
    async (request) => unlockOperatorById(deps, callerOf(request), request.params.id),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import {
  BulkLiftBody,
  BulkLiftResponse,
  BulkSuppressBody,
  BulkSuppressResponse,
  LiftBody,
  NoticeBody,
  SuppressBody,
  Suppression,
  SuppressionList,
  SuppressionListQuery,
  SuppressionParams,
} from './suppressions.schemas.js';
import { lift, liftMany, listSuppressions, markNotified, suppress, suppressMany } from './suppressions.service.js';

const tags = ['Admin: consumer rights'];

export const suppressionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.post(
    '/admin/v1/suppressions',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'suppressContact',
        summary: 'Suppress a phone: nobody contacts the person again (연락금지)',
        description:
          'Every lead with this phone, in every provider, shows `suppressed: true` and its contact masked, cannot ' +
          'be used or distributed, leaves the allocation engine; registering the phone is refused (409 ' +
          'CONTACT_SUPPRESSED). The same phone while an entry is in force answers that entry. Only the keyed hash ' +
          'of the phone, phone_1 and phone_3 are stored. Audited (SUPPRESSION_CREATED).',
        body: SuppressBody,
        response: { 200: Suppression, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
      },
    },
    async (request) => suppress(deps, callerOf(request), request.body),
  );

  app.post(
    '/admin/v1/suppressions/bulk',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'suppressContacts',
        summary: 'Suppress up to 10,000 phones (두낫콜 registrations)',
        description:
          'Each valid phone is suppressed as by POST /admin/v1/suppressions (one in force already counts as ' +
          'existing); invalid phones are listed by their index. Short transactions of 200 phones each.',
        body: BulkSuppressBody,
        response: { 200: BulkSuppressResponse, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
      },
    },
    async (request) => suppressMany(deps, callerOf(request), request.body),
  );

  app.get(
    '/admin/v1/suppressions',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'listSuppressions',
        summary: 'Suppressions, newest first; find one by phone',
        description:
          '`phone` matches exactly (any accepted format); `overdue=true`: the person was not told the result by ' +
          '`dueAt`; `active=true`: neither lifted nor expired.',
        querystring: SuppressionListQuery,
        response: { 200: SuppressionList, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
      },
    },
    async (request) => listSuppressions(deps, callerOf(request), request.query),
  );

  app.post(
    '/admin/v1/suppressions/:id/notified',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'suppressionNotified',
        summary: 'Record that the person was told the result (once; audited)',
        description:
          'Sets resultNotifiedAt and resultChannel once (a second call answers the entry unchanged); audited ' +
          '(SUPPRESSION_NOTIFIED).',
        params: SuppressionParams,
        body: NoticeBody,
        response: { 200: Suppression, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => markNotified(deps, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/v1/suppressions/:id/lift',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'liftSuppression',
        summary: 'Lift a suppression: its leads are restored and offered again (audited)',
        description:
          'Its leads show suppressed: false and their masking as before; UNASSIGNED ones are offered to open ' +
          'orders; lead.unsuppressed goes to the portal users told of the suppression. Audited (SUPPRESSION_LIFTED).',
        params: SuppressionParams,
        body: LiftBody,
        response: {
          200: Suppression,
          ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE', 'NOT_FOUND', 'SUPPRESSION_LIFTED'),
        },
      },
    },
    async (request) => lift(deps, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/v1/suppressions/bulk-lift',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'liftSuppressions',
        summary: 'Lift the suppressions of up to 10,000 phones (두낫콜 withdrawals)',
        description:
          'Each phone with an entry in force is lifted as by POST /admin/v1/suppressions/{id}/lift; the others ' +
          '(and invalid phones) count as notFound.',
        body: BulkLiftBody,
        response: { 200: BulkLiftResponse, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
      },
    },
    async (request) => liftMany(deps, callerOf(request), request.body),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../platform/access/caller.js';
import { errorResponses } from '../platform/errors.js';
import { AdminWebhookList, AdminWebhookListQuery } from './admin-webhooks.schemas.js';
import { listAdminWebhooks } from './admin-webhooks.service.js';

/** Every integrator's webhook endpoints, for operators. */
export const adminWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.deps.database.db };

  app.get(
    '/admin/v1/webhooks',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: webhooks'],
        operationId: 'adminListWebhooks',
        summary: "Every owner's webhook endpoints with their latest delivery (never a secret)",
        description:
          'Every endpoint by id, of every API key and system client: the owner (ownerKind, ownerId), URL, events, ' +
          'enabled flag, why the service disabled it, the current failure and the outcome of its latest delivery. ' +
          'Filtered by owner kind and enabled flag; the total is counted up to 10,000.',
        querystring: AdminWebhookListQuery,
        response: { 200: AdminWebhookList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAdminWebhooks(deps, callerOf(request), request.query),
  );
};

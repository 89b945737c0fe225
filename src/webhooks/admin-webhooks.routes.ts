import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../platform/access/caller.js';
import { errorResponses } from '../platform/errors.js';
import { AdminWebhookList, AdminWebhookListQuery, AdminWebhookUpdateBody } from './admin-webhooks.schemas.js';
import { listAdminWebhooks } from './admin-webhooks.service.js';
import { DeliveryList, DeliveryListQuery, WebhookIdParams, WebhookView } from './webhooks.schemas.js';
import { listDeliveries, updateWebhook, type WebhookDeps } from './webhooks.service.js';

const tags = ['Admin: webhooks'];

/**
 * Every integrator's webhook endpoints, for operators: the list, an endpoint's delivery log, and switching one off
 * (or on again) without the owner's credential. The owner's own routes do the same for its endpoints.
 */
export const adminWebhookRoutes =
  (service: WebhookDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
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

    app.get(
      '/admin/v1/webhooks/:id/deliveries',
      {
        config: AUTH.admin,
        schema: {
          tags,
          operationId: 'adminListWebhookDeliveries',
          summary: "The delivery log of any owner's endpoint, newest first",
          description:
            "What the owner's own delivery log shows (GET /api/v1/webhooks/{id}/deliveries): per delivery its status " +
            'and schedule, and its attempts with outcome, response code, duration and the first 1 KiB of the answer.',
          params: WebhookIdParams,
          querystring: DeliveryListQuery,
          response: { 200: DeliveryList, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
        },
      },
      async (request) => listDeliveries(service, callerOf(request), request.params.id, request.query),
    );

    app.patch(
      '/admin/v1/webhooks/:id',
      {
        config: AUTH.admin,
        schema: {
          tags,
          operationId: 'adminUpdateWebhook',
          summary: "Disable any owner's endpoint, or enable it again",
          description:
            'enabled: false: no new event is written for it and those waiting are held; enabled: true starts it ' +
            'afresh and sends what waits. Audited WEBHOOK_UPDATED with the operator as actor. URL and events ' +
            'stay the owner’s to change.',
          params: WebhookIdParams,
          body: AdminWebhookUpdateBody,
          response: { 200: WebhookView, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE', 'NOT_FOUND') },
        },
      },
      async (request) => updateWebhook(service, callerOf(request), request.params.id, request.body),
    );
  };

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, credentialCallerOf as callerOf } from '../platform/access/caller.js';
import { errorResponses } from '../platform/errors.js';
import {
  CreatedWebhook,
  CreateWebhookBody,
  DeliveryIdParams,
  DeliveryList,
  DeliveryListQuery,
  Queued,
  RecoverBody,
  RotatedSecret,
  UpdateWebhookBody,
  WebhookIdParams,
  WebhookList,
  WebhookView,
} from './webhooks.schemas.js';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  recover,
  redeliver,
  rotateSecret,
  sendTest,
  updateWebhook,
  type WebhookDeps,
} from './webhooks.service.js';

const tags = ['Webhooks'];
const auth = AUTH.keyOrToken;

export const webhookRoutes =
  (deps: WebhookDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/api/v1/webhooks',
      {
        config: auth,
        schema: {
          tags,
          operationId: 'createWebhook',
          summary: 'Subscribe an endpoint to events (the signing secret is shown once)',
          description:
            'Portal and provider keys and system clients subscribe endpoints of their own to the events of ' +
            'resources they can read. Deliveries are signed per Standard Webhooks with the returned secret.',
          body: CreateWebhookBody,
          response: { 200: CreatedWebhook, ...errorResponses('VALIDATION_FAILED', 'TOKEN_SCOPE', 'KEY_SCOPE') },
        },
      },
      async (request) => createWebhook(deps, callerOf(request), request.body),
    );

    app.get(
      '/api/v1/webhooks',
      {
        config: auth,
        schema: {
          tags,
          operationId: 'listWebhooks',
          summary: "List the caller's webhook endpoints",
          description: 'Every endpoint of the calling key or client (an admin key: every endpoint).',
          response: { 200: WebhookList, ...errorResponses('TOKEN_SCOPE') },
        },
      },
      async (request) => listWebhooks(deps, callerOf(request)),
    );

    app.get(
      '/api/v1/webhooks/:id',
      {
        config: auth,
        schema: {
          tags,
          operationId: 'getWebhook',
          summary: 'Read a webhook endpoint',
          description: 'Its subscription, whether it is enabled, and why the service disabled it if it did.',
          params: WebhookIdParams,
          response: { 200: WebhookView, ...errorResponses('TOKEN_SCOPE', 'NOT_FOUND') },
        },
      },
      async (request) => getWebhook(deps, callerOf(request), request.params.id),
    );

    app.patch(
      '/api/v1/webhooks/:id',
      {
        config: auth,
        schema: {
          tags,
          operationId: 'updateWebhook',
          summary: 'Change the URL, events, description or enabled state of an endpoint',
          description: 'Enabling an endpoint the service disabled starts it afresh; waiting deliveries are sent.',
          params: WebhookIdParams,
          body: UpdateWebhookBody,
          response: { 200: WebhookView, ...errorResponses('VALIDATION_FAILED', 'TOKEN_SCOPE', 'NOT_FOUND') },
        },
      },
      async (request) => updateWebhook(deps, callerOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/v1/webhooks/:id',
      {
        config: auth,
        schema: {
          tags,
          operationId: 'deleteWebhook',
          summary: 'Delete a webhook endpoint and its delivery log',
          description: 'Nothing more is sent to it.',
          params: WebhookIdParams,
          response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses('TOKEN_SCOPE', 'NOT_FOUND') },
        },
      },
      async (request, reply) =>
        deleteWebhook(deps, callerOf(request), request.params.id).then(() => reply.status(204).send(null)),
    );

    app.post(
      '/api/v1/webhooks/:id/rotate-secret',
      {
        config: auth,
        schema: {
          tags,
          operationId: 'rotateWebhookSecret',
          summary: 'Rotate the signing secret (the old one signs too for 24 hours)',
          description:
            'Returns the new secret once. Until previousSecretValidUntil every delivery carries two signatures, ' +
            'one per secret.',
          params: WebhookIdParams,
          response: { 200: RotatedSecret, ...errorResponses('TOKEN_SCOPE', 'NOT_FOUND') },
        },
      },
      async (request) => rotateSecret(deps, callerOf(request), request.params.id),
    );

    app.get(
      '/api/v1/webhooks/:id/deliveries',
      {
        config: auth,
        schema: {
          tags,
          operationId: 'listWebhookDeliveries',
          summary: 'The delivery log of an endpoint, newest first',
          description:
            'Per delivery: its status and schedule, and every attempt (the latest 20): its number, time, outcome, ' +
            'response code, duration and the first 1 KiB of the response body as text.',
          params: WebhookIdParams,
          querystring: DeliveryListQuery,
          response: { 200: DeliveryList, ...errorResponses('TOKEN_SCOPE', 'NOT_FOUND') },
        },
      },
      async (request) => listDeliveries(deps, callerOf(request), request.params.id, request.query),
    );

    app.post(
      '/api/v1/webhooks/:id/deliveries/:deliveryId/redeliver',
      {
        config: auth,
        schema: {
          tags,
          operationId: 'redeliverWebhook',
          summary: 'Send a delivery again (same webhook-id, new signature)',
          description: 'Queued at once; a delivery being sent right now is left alone (queued: 0).',
          params: DeliveryIdParams,
          response: { 202: Queued, ...errorResponses('TOKEN_SCOPE', 'NOT_FOUND') },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await redeliver(deps, callerOf(request), request.params.id, request.params.deliveryId)),
    );

    app.post(
      '/api/v1/webhooks/:id/test',
      {
        config: auth,
        schema: {
          tags,
          operationId: 'testWebhook',
          summary: 'Send a signed webhook.test event',
          description: 'Delivered (and logged) like any event.',
          params: WebhookIdParams,
          response: { 202: Queued, ...errorResponses('TOKEN_SCOPE', 'NOT_FOUND') },
        },
      },
      async (request, reply) => reply.status(202).send(await sendTest(deps, callerOf(request), request.params.id)),
    );

    app.post(
      '/api/v1/webhooks/:id/recover',
      {
        config: auth,
        schema: {
          tags,
          operationId: 'recoverWebhook',
          summary: 'Send again every delivery that failed since a time',
          description: 'Deliveries that gave up (FAILED, after 3 days of retries) created at or after `since`.',
          params: WebhookIdParams,
          body: RecoverBody,
          response: { 202: Queued, ...errorResponses('TOKEN_SCOPE', 'NOT_FOUND') },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await recover(deps, callerOf(request), request.params.id, request.body)),
    );
  };

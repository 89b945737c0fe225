import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../platform/access/caller.js';
import { BulkIdsBody, BulkResults } from '../platform/bulk.js';
import { errorResponses } from '../platform/errors.js';
import {
  ApiKeyView,
  CreatedKey,
  CreateKeyBody,
  KeyIdParams,
  KeyList,
  KeyListQuery,
  UpdateKeyBody,
} from './keys.schemas.js';
import { createKey, listKeys, revokeKey, revokeKeys, updateKeyRateLimit } from './keys.service.js';

const tags = ['Admin: API keys'];

export const keyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const keys = { db: app.deps.database.db, clock: app.deps.clock, verifier: app.deps.verifier };

  app.post(
    '/admin/v1/api-keys',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'createApiKey',
        summary: 'Create an API key (the key is shown once)',
        description:
          'Creates a portal, provider or admin key. The key is in the answer only; the service keeps its ' +
          'SHA-256 and a 14-character prefix. Portal keys name the portal users they may act for, provider ' +
          'keys their provider.',
        body: CreateKeyBody,
        response: { 200: CreatedKey, ...errorResponses('KEY_SCOPE', 'PROVIDER_NOT_FOUND') },
      },
    },
    async (request) => createKey(keys, callerOf(request), request.body),
  );

  app.get(
    '/admin/v1/api-keys',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'listApiKeys',
        summary: 'List API keys (never the keys themselves)',
        description:
          'Paged list of keys with kind, prefix, scope, rate-limit override, last use and revocation; ' +
          'never the keys.',
        querystring: KeyListQuery,
        response: { 200: KeyList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listKeys(keys, callerOf(request), request.query),
  );

  app.delete(
    '/admin/v1/api-keys/:id',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        description:
          'Revokes the key at once on this instance and within API_KEY_CACHE_TTL_MS everywhere else; later ' +
          'uses answer 401 API_KEY_REVOKED.',
        params: KeyIdParams,
        response: { 204: { type: 'null', description: 'Revoked' }, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request, reply) =>
      revokeKey(keys, callerOf(request), request.params.id).then(() => reply.status(204).send(null)),
  );

  app.post(
    '/admin/v1/api-keys/bulk-revoke',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'revokeApiKeys',
        summary: 'Revoke several API keys, with a result per key',
        description:
          'Each id (1–100) is revoked as DELETE /admin/v1/api-keys/{id} revokes it: its own transaction and audit ' +
          'entry (API_KEY_REVOKED), its webhook endpoints disabled. An unknown id is refused in its result ' +
          '(NOT_FOUND) and does not stop the others.',
        body: BulkIdsBody,
        response: { 200: BulkResults, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => revokeKeys(keys, callerOf(request), request.body.ids),
  );

  app.patch(
    '/admin/v1/api-keys/:id',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'updateApiKeyRateLimit',
        summary: "Set or clear (null) a key's rate-limit override",
        description:
          "Sets the key's own requests per second and burst, or null to fall back to RATE_LIMIT_RPS / " +
          'RATE_LIMIT_BURST.',
        params: KeyIdParams,
        body: UpdateKeyBody,
        response: { 200: ApiKeyView, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => updateKeyRateLimit(keys, callerOf(request), { id: request.params.id, ...request.body }),
  );
};

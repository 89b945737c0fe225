import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count } from 'drizzle-orm';
import { actorOf, recordAudit } from '../audit/audit.service.js';
import { apiKeys } from '../db/schema/index.js';
import { AUTH } from '../platform/access/caller.js';
import { errorResponses, notFound } from '../platform/errors.js';
import { iso, pagination, parseIntId } from '../platform/schemas.js';
import {
  ApiKeyView,
  CreatedKey,
  CreateKeyBody,
  KeyIdParams,
  KeyList,
  KeyListQuery,
  UpdateKeyBody,
} from './keys.schemas.js';
import { createApiKey, keyAuditDetail, listApiKeys, revokeApiKey, setApiKeyRateLimit } from './keys.service.js';

type KeyRow = typeof apiKeys.$inferSelect;

const view = (row: KeyRow) => ({
  id: String(row.id),
  name: row.name,
  kind: row.kind,
  providerId: row.providerId === null ? null : String(row.providerId),
  portalIds: row.portalIds,
  prefix: row.prefix,
  createdAt: iso(row.createdAt)!,
  revokedAt: iso(row.revokedAt),
  lastUsedAt: iso(row.lastUsedAt),
  rateLimitRps: row.rateLimitRps,
  rateLimitBurst: row.rateLimitBurst,
});

const tags = ['Admin: API keys'];

export const keyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, verifier } = app.deps;

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
        response: { 200: CreatedKey, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { providerId, ...rest } = request.body;
      const { key, row } = await database.db.transaction(async (tx) => {
        const created = await createApiKey(tx, {
          ...rest,
          providerId: providerId === undefined ? null : Number(providerId),
        });
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'API_KEY_CREATED',
          target: `api_key:${created.row.id}`,
          detail: keyAuditDetail(created.row),
        });
        return created;
      });
      return { ...view(row), key };
    },
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
        response: { 200: KeyList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page = 1, limit = 20 } = request.query;
      const [rows, [{ total }]] = await Promise.all([
        listApiKeys(database.db, limit, (page - 1) * limit),
        database.db.select({ total: count() }).from(apiKeys),
      ]);
      return { data: rows.map(view), pagination: pagination(page, limit, total) };
    },
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
        response: { 204: { type: 'null', description: 'Revoked' }, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = parseIntId(request.params.id);
      if (id === null) throw notFound('API key');
      const keyHash = await database.db.transaction(async (tx) => {
        const hash = await revokeApiKey(tx, id);
        await recordAudit(tx, { actor: actorOf(request), action: 'API_KEY_REVOKED', target: `api_key:${id}` });
        return hash;
      });
      verifier.forget(keyHash);
      return reply.status(204).send(null);
    },
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
        response: { 200: ApiKeyView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = parseIntId(request.params.id);
      if (id === null) throw notFound('API key');
      const row = await database.db.transaction(async (tx) => {
        const updated = await setApiKeyRateLimit(tx, id, request.body);
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'API_KEY_UPDATED',
          target: `api_key:${id}`,
          detail: { rateLimitRps: updated.rateLimitRps, rateLimitBurst: updated.rateLimitBurst },
        });
        return updated;
      });
      verifier.forget(row.keyHash);
      return view(row);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH } from '../platform/access/caller.js';
import { parseKstDate } from '../platform/dates.js';
import { errorResponses, validationFailed } from '../platform/errors.js';
import { iso, pagination } from '../platform/schemas.js';
import { AuditList, AuditQuery } from './audit.schemas.js';
import { listAudit } from './audit.service.js';

const tags = ['Admin: audit'];

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app.deps;

  app.get(
    '/admin/v1/audit',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'listAuditEvents',
        summary: 'Administrative actions and personal-data accesses, newest first',
        description:
          'One timeline of API key creation and revocation, AS reviews, order confirmations, tokens issued by ' +
          'operators, and every read of decrypted personal data (who, when, which leads and fields).',
        querystring: AuditQuery,
        response: { 200: AuditList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page = 1, limit = 20, action, actor, source } = request.query;
      const from = request.query.from ? parseKstDate(request.query.from, 'from') : undefined;
      const to = request.query.to ? parseKstDate(request.query.to, 'to', true) : undefined;
      if (from && to && from >= to) throw validationFailed('from', 'must be before to');
      const { data, total } = await listAudit(database.db, {
        action,
        actor,
        source,
        from,
        to,
        limit,
        offset: (page - 1) * limit,
      });
      return {
        data: data.map((r) => ({ ...r, at: iso(r.at)! })),
        pagination: pagination(page, limit, total),
      };
    },
  );
};

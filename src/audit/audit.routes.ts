import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH } from '../platform/access/caller.js';
import { errorResponses } from '../platform/errors.js';
import { AuditList, AuditQuery } from './audit.schemas.js';
import { listAuditEvents } from './audit.service.js';

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
        response: { 200: AuditList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAuditEvents(database.db, request.query),
  );
};

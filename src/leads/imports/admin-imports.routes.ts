import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { AdminLeadImportList, AdminLeadImportListQuery } from './admin-imports.schemas.js';
import { listAdminImports } from './admin-imports.service.js';
import { sendImportErrors } from './imports.routes.js';
import { ImportParams } from './imports.schemas.js';

/** Every provider's bulk lead imports, for operators. */
export const adminImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.deps.database.db };

  app.get(
    '/admin/v1/lead-imports',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: lead imports'],
        operationId: 'adminListLeadImports',
        summary: "Every provider's lead imports, newest first, with status and counts",
        description:
          'Imports of every provider, newest first, with their status, row counters (registered, duplicates, ' +
          'invalid) and failure code; filtered by provider, product, status, dry run and creation period ' +
          '(Korea-time days, createdTo inclusive). The total is counted up to 10,000.',
        querystring: AdminLeadImportListQuery,
        response: { 200: AdminLeadImportList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAdminImports(deps, callerOf(request), request.query),
  );

  app.get(
    '/admin/v1/lead-imports/:id/errors.csv',
    {
      config: {
        ...AUTH.admin,
        openapi: {
          response: {
            200: {
              description: 'row,column,code,message — UTF-8 with a byte-order mark; never a cell of the file',
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
          },
        },
      },
      schema: {
        tags: ['Admin: lead imports'],
        operationId: 'adminGetLeadImportErrors',
        summary: "Any provider's import's refused rows as CSV (row, column, code, message)",
        description:
          "The provider's own errors.csv (GET /api/v1/leads/imports/{id}/errors.csv), for operators: one line per " +
          'problem by row, never a cell of the file.',
        params: ImportParams,
        response: { ...errorResponses('KEY_SCOPE', 'IMPORT_NOT_FOUND') },
      },
    },
    sendImportErrors(deps),
  );
};

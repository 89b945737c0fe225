import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { LeadHistory, LeadHistoryParams } from './history.schemas.js';
import { leadHistory } from './history.service.js';

export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.get(
    '/admin/v1/leads/:id/history',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: leads'],
        operationId: 'getLeadHistory',
        summary: "A lead's moves, oldest first",
        description:
          "The lead's status, owner and live assignment, and every event (registered, assigned, confirmed, " +
          'used, distributed, recalled, returned) oldest first. No personal data.',
        params: LeadHistoryParams,
        response: { 200: LeadHistory, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => leadHistory(deps, callerOf(request), request.params.id),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { AdminOrderList, AdminOrderListQuery } from './admin-orders.schemas.js';
import { listAdminOrders } from './admin-orders.service.js';

export const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.get(
    '/admin/v1/orders',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: orders'],
        operationId: 'adminListOrders',
        summary: 'Orders across portal users, newest first, with their counters (orderer masked)',
        description:
          'Every order, newest first (sortOrder=asc for oldest), with the ordered quantity, the provisional, ' +
          'confirmed and used counts and the region quantities with their counters; filtered by provider, ' +
          'product, portal user, status (one or several, comma-separated), source and a creation period ' +
          "(Korea-time days, createdTo inclusive), paged. The orderer's name and contact are masked. The total " +
          'is counted up to 10,000 (totalCapped says when more match) and pages reach the first 10,000 orders.',
        querystring: AdminOrderListQuery,
        response: { 200: AdminOrderList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAdminOrders(deps, callerOf(request), request.query),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { ConfirmOrderResponse, OrderParams, RunAllocationBody, RunAllocationResponse } from './allocation.schemas.js';
import { confirmOrder, runAllocation } from './allocation.service.js';

const tags = ['Admin: allocation'];

export const allocationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.post(
    '/admin/v1/allocations/run',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'runAllocation',
        summary: 'Run the allocation engine over the whole backlog',
        description:
          'Provisionally assigns UNASSIGNED leads (of one product, or all) to open orders of the same provider and ' +
          'product with room in the lead region, oldest reservation date first. Safe to run on several instances.',
        body: RunAllocationBody,
        response: { 200: RunAllocationResponse, ...errorResponses('KEY_SCOPE', ['PRODUCT_NOT_FOUND', 400]) },
      },
      // No body at all means the whole backlog, like `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => runAllocation(deps, callerOf(request), request.body),
  );

  app.post(
    '/admin/v1/orders/:id/confirm',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'confirmOrder',
        summary: "Confirm an order's provisional assignments",
        description: 'The leads become owned by the order portal user and appear in GET /api/v1/leads.',
        params: OrderParams,
        response: { 200: ConfirmOrderResponse, ...errorResponses('KEY_SCOPE', 'NOT_FOUND', 'ORDER_CANCELLED') },
      },
    },
    async (request) => confirmOrder(deps, callerOf(request), request.params.id),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf, requirePortalScope } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import { pagination } from '../../platform/schemas.js';
import {
  CancelOrderBody,
  CreateOrderBody,
  Order,
  OrderList,
  OrderListItem,
  OrderListQuery,
  OrderParams,
  OrderQuery,
} from './orders.schemas.js';
import { cancelOrder, createOrder, getOwnedOrder, listOrders, ownerOf } from './orders.service.js';

const tags = ['Orders'];
const portal = { auth: { apiKey: ['portal' as const] } };

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.post(
    '/api/v1/orders',
    {
      config: portal,
      schema: {
        tags,
        summary: 'Register an order',
        body: CreateOrderBody,
        response: { 200: Order, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requirePortalScope(principalOf(request), request.body.portalId);
      return createOrder(deps, request.body);
    },
  );

  app.get(
    '/api/v1/orders',
    {
      config: portal,
      schema: {
        tags,
        summary: 'Orders of a portal user, with a summary over all matching orders',
        querystring: OrderListQuery,
        response: { 200: OrderList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePortalScope(principalOf(request), ownerOf(request.query));
      const { data, total, page, limit, summary } = await listOrders(deps.db, request.query);
      return { data, pagination: pagination(page, limit, total), summary };
    },
  );

  app.get(
    '/api/v1/orders/:id',
    {
      config: portal,
      schema: {
        tags,
        summary: 'One order of a portal user',
        params: OrderParams,
        querystring: OrderQuery,
        response: { 200: OrderListItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requirePortalScope(principalOf(request), request.query.portalId);
      return getOwnedOrder(deps.db, request.params.id, request.query.portalId);
    },
  );

  app.post(
    '/api/v1/orders/:id/cancel',
    {
      config: portal,
      schema: {
        tags,
        summary: 'Cancel an order (provisional assignments are recalled, confirmed ones stay)',
        params: OrderParams,
        body: CancelOrderBody,
        response: { 200: Order, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requirePortalScope(principalOf(request), request.body.portalId);
      return cancelOrder(deps, request.params.id, request.body.portalId, request.body.memo);
    },
  );
};

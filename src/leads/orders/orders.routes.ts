import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, portalCallerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import {
  CancelOrderBody,
  CreateOrderBody,
  Order,
  OrderList,
  OrderListItem,
  OrderListQuery,
  OrderParams,
  OrderQuery,
  UpdateOrderBody,
} from './orders.schemas.js';
import { cancelOrder, createOrder, getOwnedOrder, listOrders, ownerOf, updateOrder } from './orders.service.js';

const tags = ['Orders'];

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.post(
    '/api/v1/orders',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'createOrder',
        summary: 'Register an order',
        description:
          'Places an order of leads of one product, with a quantity per region; the allocation engine ' +
          "fills it from the backlog by the product's routing mode. Optional routing rules: dailyCap, " +
          'monthlyCap, schedule (days and Korea-time hours, skipHolidays) and pausedUntil.',
        body: CreateOrderBody,
        response: {
          200: Order,
          ...errorResponses('KEY_SCOPE', ['PRODUCT_NOT_FOUND', 404], 'PRODUCT_NOT_MAPPED', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => createOrder(deps, portalCallerOf(request, request.body.portalId), request.body),
  );

  app.get(
    '/api/v1/orders',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'listOrders',
        summary: 'Orders of a portal user, with a summary over all matching orders',
        description:
          'Orders of portalId (or userId), paged, filtered by status and creation period and sorted; ' +
          'summary totals cover every matching order, not just the page.',
        querystring: OrderListQuery,
        response: { 200: OrderList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listOrders(deps, portalCallerOf(request, ownerOf(request.query)), request.query),
  );

  app.get(
    '/api/v1/orders/:id',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'getOrder',
        summary: 'One order of a portal user',
        description: 'One order of portalId with its counters; an order of someone else is 404.',
        params: OrderParams,
        querystring: OrderQuery,
        response: { 200: OrderListItem, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => getOwnedOrder(deps, portalCallerOf(request, request.query.portalId), request.params.id),
  );

  app.patch(
    '/api/v1/orders/:id',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'updateOrder',
        summary: "Change an order's routing rules",
        description:
          'Sets dailyCap, monthlyCap, schedule or pausedUntil of an open order of portalId (an omitted field is ' +
          'unchanged, null clears it). A pause in force sends the provisional leads back to the pool; leads ' +
          'that waited for what the change opens are offered within a minute. A completed or cancelled order ' +
          '→ 400 ORDER_CLOSED; an automatic or distribution order → 400 ORDER_NOT_ROUTABLE; an order of ' +
          'someone else → 404.',
        params: OrderParams,
        body: UpdateOrderBody,
        response: {
          200: Order,
          ...errorResponses('KEY_SCOPE', 'NOT_FOUND', 'ORDER_CLOSED', 'ORDER_NOT_ROUTABLE', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) =>
      updateOrder(deps, portalCallerOf(request, request.body.portalId), { ...request.params, ...request.body }),
  );

  app.post(
    '/api/v1/orders/:id/cancel',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'cancelOrder',
        summary: 'Cancel an order (provisional assignments are recalled, confirmed ones stay)',
        description:
          'Cancels an open order: provisional assignments go back to the pool (and are offered to other ' +
          'orders), confirmed leads stay with the user. Cancelling again is 400 ORDER_ALREADY_CANCELLED.',
        params: OrderParams,
        body: CancelOrderBody,
        response: { 200: Order, ...errorResponses('KEY_SCOPE', 'NOT_FOUND', 'ORDER_ALREADY_CANCELLED') },
      },
    },
    async (request) =>
      cancelOrder(deps, portalCallerOf(request, request.body.portalId), { ...request.params, ...request.body }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { OrderParams } from '../orders/orders.schemas.js';
import { RoutingProfile } from '../orders/routing-profile.schemas.js';
import { getRoutingProfile, saveRoutingProfile } from '../orders/routing-profile.service.js';
import { AdminOrder } from './admin-orders.schemas.js';
import {
  AdminRoutingProfileParams,
  AdminSaveRoutingProfileBody,
  AdminUpdateOrderBody,
} from './admin-routing.schemas.js';
import { updateAdminOrder } from './admin-routing.service.js';

const tags = ['Admin: routing'];

/** The routing rules an operator sets for anybody (routing.md §1): an order's rules, a consultant's leave. */
export const adminRoutingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.patch(
    '/admin/v1/orders/:id',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'adminUpdateOrder',
        summary: "Change any order's routing rules (audited)",
        description:
          "The rules of PATCH /api/v1/orders/{id} for any portal user's order: dailyCap, monthlyCap, schedule, " +
          'pausedUntil (an omitted field is unchanged, null clears it). A pause in force sends the provisional ' +
          'leads back to the pool. A completed or cancelled order → 400 ORDER_CLOSED; an automatic or distribution ' +
          'order → 400 ORDER_NOT_ROUTABLE; an unknown order → 404. Audited as ORDER_RULES_CHANGED (the fields set).',
        params: OrderParams,
        body: AdminUpdateOrderBody,
        response: {
          200: AdminOrder,
          ...errorResponses('KEY_SCOPE', 'NOT_FOUND', 'ORDER_CLOSED', 'ORDER_NOT_ROUTABLE', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => updateAdminOrder(deps, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/v1/routing-profiles/:portalId',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'adminGetRoutingProfile',
        summary: "A consultant's routing profile (leave)",
        description:
          'The pause of the portal user (pausedUntil null when none was saved) and whether it is in force, as ' +
          'GET /api/v1/routing-profile answers it.',
        params: AdminRoutingProfileParams,
        response: { 200: RoutingProfile, ...errorResponses('KEY_SCOPE', 'VALIDATION_FAILED') },
      },
    },
    async (request) => getRoutingProfile(deps, request.params.portalId),
  );

  app.put(
    '/admin/v1/routing-profiles/:portalId',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'adminSaveRoutingProfile',
        summary: "Pause a consultant's orders (leave, training; audited)",
        description:
          'The rules of PUT /api/v1/routing-profile for any portal user: while pausedUntil is in the future the ' +
          'engine assigns nothing to their orders and the provisional leads go back to the pool at once; null ' +
          'ends the pause. Audited as ROUTING_PROFILE_SAVED.',
        params: AdminRoutingProfileParams,
        body: AdminSaveRoutingProfileBody,
        response: { 200: RoutingProfile, ...errorResponses('KEY_SCOPE', 'VALIDATION_FAILED') },
      },
    },
    async (request) =>
      saveRoutingProfile(deps, callerOf(request), { portalId: request.params.portalId, ...request.body }),
  );
};

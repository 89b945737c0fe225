import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, portalCallerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { RoutingProfile, RoutingProfileQuery, SaveRoutingProfileBody } from './routing-profile.schemas.js';
import { getRoutingProfile, saveRoutingProfile } from './routing-profile.service.js';

const tags = ['Routing'];

export const routingProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.put(
    '/api/v1/routing-profile',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'saveRoutingProfile',
        summary: "Pause a consultant's orders (leave, training)",
        description:
          'While pausedUntil is in the future the allocation engine assigns nothing to any order of portalId, ' +
          'and the provisional leads of those orders go back to the pool at once; confirmed leads stay. null ' +
          'ends the pause; waiting leads are offered again within a minute.',
        body: SaveRoutingProfileBody,
        response: { 200: RoutingProfile, ...errorResponses('KEY_SCOPE', 'VALIDATION_FAILED') },
      },
    },
    async (request) => saveRoutingProfile(deps, portalCallerOf(request, request.body.portalId), request.body),
  );

  app.get(
    '/api/v1/routing-profile',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'getRoutingProfile',
        summary: "A consultant's routing profile",
        description: 'The pause of portalId (null when none was saved) and whether it is in force.',
        querystring: RoutingProfileQuery,
        response: { 200: RoutingProfile, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => getRoutingProfile(deps, portalCallerOf(request, request.query.portalId).portalId),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, portalCallerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { listDistributedAway } from './distributed-away.service.js';
import {
  DistributeBody,
  DistributedAwayList,
  DistributedAwayQuery,
  DistributeResponse,
  RecallBody,
  RecallResponse,
} from './distribution.schemas.js';
import { distribute, recall } from './distribution.service.js';

const tags = ['Distribution'];

export const distributionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.post(
    '/api/v1/distribute',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'distributeLeads',
        summary: 'Distribute owned leads to another portal user (all or nothing)',
        description:
          'Every lead must be owned by fromPortalId, share one provider and product and have no open AS request; ' +
          'otherwise 400 naming the offending leads (LEAD_NOT_OWNED, MIXED_PRODUCTS, OPEN_AS_REQUEST) and nothing ' +
          'moves. fromPortalId = toPortalId → 400 SAME_PORTAL. The recipient gets a new COMPLETED order of that ' +
          "quantity (toOrderId); the distributor's order counters do not change.",
        body: DistributeBody,
        response: {
          200: DistributeResponse,
          ...errorResponses(
            'KEY_SCOPE',
            'SAME_PORTAL',
            'LEAD_NOT_OWNED',
            'MIXED_PRODUCTS',
            'OPEN_AS_REQUEST',
            ['CONTACT_SUPPRESSED', 400],
            'LEAD_ERASED',
          ),
        },
      },
    },
    async (request) => distribute(deps, portalCallerOf(request, request.body.fromPortalId), request.body),
  );

  app.post(
    '/api/v1/distribute/recall',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'recallDistribution',
        summary: 'Recall distributed leads (all or nothing)',
        description:
          'Only leads whose latest distribution was from portalId, that the recipient has not used and that have ' +
          'no open AS request (NOT_DISTRIBUTED_BY_PORTAL, LEAD_USED, OPEN_AS_REQUEST). The distributor gets the ' +
          'lead back as it was before the distribution.',
        body: RecallBody,
        response: {
          200: RecallResponse,
          ...errorResponses('KEY_SCOPE', 'NOT_DISTRIBUTED_BY_PORTAL', 'LEAD_USED', 'OPEN_AS_REQUEST'),
        },
      },
    },
    async (request) => recall(deps, portalCallerOf(request, request.body.portalId), request.body),
  );

  app.get(
    '/api/v1/leads/distributed-away',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'listDistributedAwayLeads',
        summary: 'Leads distributed away by a portal user and now owned by someone else',
        description:
          'Phone and email are always masked; the name is masked until the current owner uses the lead. ' +
          'sortBy distributedAt (default, by lastDistributedAt) or usedAt; hasAs as in GET /api/v1/leads.',
        querystring: DistributedAwayQuery,
        response: { 200: DistributedAwayList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listDistributedAway(deps, portalCallerOf(request, request.query.portalId), request.query),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableString } from '../../platform/schemas.js';
import { leadHistory } from './history.service.js';

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const LeadHistory = component(
  'LeadHistory',
  Type.Object({
    leadId: Type.String(),
    status: Type.String({ description: 'UNASSIGNED, PROVISIONAL, ASSIGNED or RETURNED' }),
    ownerPortalId: NullableInteger,
    orderId: NullableString,
    assignmentId: NullableString,
    events: Type.Array(
      Type.Object({
        id: Type.String(),
        event: Type.String({
          description:
            'REGISTERED, PROVISIONALLY_ASSIGNED, CONFIRMED, RELEASED, RECALLED, DISTRIBUTED, ' +
            'DISTRIBUTION_RECALLED, RETURNED, USED',
        }),
        portalId: NullableInteger,
        orderId: NullableString,
        detail: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
        at: DateTime,
      }),
    ),
  }),
);

export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

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
        params: Type.Object({ id: Type.String({ maxLength: 32 }) }),
        response: { 200: LeadHistory, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => leadHistory(db, request.params.id),
  );
};

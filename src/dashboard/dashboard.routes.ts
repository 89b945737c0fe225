import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH } from '../platform/access/caller.js';
import { errorResponses } from '../platform/errors.js';
import { Dashboard, DashboardQuery } from './dashboard.schemas.js';
import { getDashboard } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  app.get(
    '/admin/v1/dashboard',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: dashboard'],
        operationId: 'adminDashboard',
        summary: "The console's dashboard: registrations, AS returns, orders, claims and analyses",
        description:
          'Per Korea-time day over the last `days` (14 by default) and the present state of orders and claims, read ' +
          'from a rollup that a job recomputes every minute for today and yesterday; `asOf` says when.',
        querystring: DashboardQuery,
        response: { 200: Dashboard, ...errorResponses('KEY_SCOPE') },
      },
    },
    // The answer is serialized once per rollup (and checked against the schema by the tests); sent as it is.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await getDashboard(db, new Date(clock()), request.query.days)).json as never),
  );
};

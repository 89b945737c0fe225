import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { component } from './openapi.js';

const Health = component('Health', Type.Object({ status: Type.String() }));

/** Unauthenticated operational endpoints: liveness, readiness and the API description. */
export function registerOpsRoutes(app: FastifyInstance, database: { ping(): Promise<unknown> }) {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['Operations'],
        operationId: 'getHealth',
        summary: 'Liveness',
        description: 'Answers 200 while the process runs; it does not touch the database. For liveness probes.',
        response: { 200: Health },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['Operations'],
        operationId: 'getReadiness',
        summary: 'Readiness',
        description:
          'Answers 200 when the database answers a query, else 503. For readiness probes and load balancers.',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

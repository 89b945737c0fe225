import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

const Health = Type.Object({ status: Type.String() });

/** Unauthenticated operational endpoints: liveness, readiness and the API description. */
export function registerOpsRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { tags: ['Operations'], response: { 200: Health } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { tags: ['Operations'], response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      try {
        await app.deps.database.ping();
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

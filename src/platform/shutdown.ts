import type { FastifyInstance } from 'fastify';

/**
 * Graceful close behind keep-alive clients (load balancers, HTTP agents): once the app is closing, every response
 * carries `Connection: close`, so a connection ends as soon as its request in flight has been answered. Without
 * this, a connection that turns idle after the close began stays open until the keep-alive timeout (72 s), and
 * the process cannot exit. Idle connections are closed at once by `forceCloseConnections: 'idle'`.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

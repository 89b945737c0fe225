import type { FastifyInstance } from 'fastify';
import { systemClock } from '../platform/clock.js';
import { drainOutbox, registerOutboxConsumer } from '../platform/outbox.js';
import { onRevoked } from '../platform/revocations.js';
import { onOutboxCommitted } from '../platform/transactions.js';
import { adminWebhookRoutes } from './admin-webhooks.routes.js';
import { fanOut, WebhookDispatcher } from './delivery.js';
import { disableEndpointsOfRevoked } from './revocation.js';
import { webhookRoutes } from './webhooks.routes.js';
import type { WebhookDeps } from './webhooks.service.js';

export const RELAY_QUEUE = 'webhooks.relay';
/** How often the relay runs anyway (events whose job was lost, retries that fell due). */
export const SWEEP_EVERY_MS = 10_000;

export interface WebhookRuntime {
  service: WebhookDeps;
  dispatcher: WebhookDispatcher;
  /** Fans the committed outbox events out into deliveries, then starts sending what is due. */
  relay(): Promise<void>;
}

/**
 * Webhooks: the routes, the outbox consumer that turns public events into deliveries (in the drain's transaction),
 * the revocation listener that disables the endpoints of a revoked key or client (in the revocation's transaction),
 * and, where job workers run, the relay: a job sent after every commit that wrote public events, plus a sweep
 * every 10 seconds.
 */
export async function registerWebhooks(app: FastifyInstance) {
  const { config, database, vault, jobs, clock } = app.deps;
  const db = database.db;
  const policy = { allowHosts: config.webhooks.allowHosts, allowHttp: config.webhooks.allowHttp };
  const dispatcher = new WebhookDispatcher({ db, vault, log: app.log, policy, clock, signingClock: systemClock });
  const workers = config.jobs.workers;
  const kick = () => {
    if (!workers) return;
    // After the commit, never inside the transaction (the queue has its own connection).
    jobs.send(RELAY_QUEUE, {}).catch((err) => app.log.warn({ err }, 'webhook relay not queued'));
  };
  const runtime: WebhookRuntime = {
    service: { db, vault, policy, clock, kick },
    dispatcher,
    async relay() {
      await drainOutbox(db);
      await dispatcher.pump();
    },
  };
  app.decorate('webhooks', runtime);
  const removeConsumer = registerOutboxConsumer('webhooks', (events, tx) => fanOut(tx, events, new Date(clock())));
  const removeRevocationListener = onRevoked((tx, credential) =>
    disableEndpointsOfRevoked(tx, credential, new Date(clock())),
  );
  app.addHook('onClose', async () => {
    removeConsumer();
    removeRevocationListener();
    await dispatcher.stop();
  });
  await app.register(webhookRoutes(runtime.service));
  await app.register(adminWebhookRoutes(runtime.service));
  if (!workers) return;

  const removeListener = onOutboxCommitted(kick);
  let sweep: NodeJS.Timeout | null = null;
  let startup: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    const run = () => runtime.relay().catch((err) => app.log.warn({ err }, 'webhook relay failed'));
    jobs
      .define(RELAY_QUEUE, { expireInSeconds: 5 * 60 })
      .then(() => jobs.work(RELAY_QUEUE, run))
      .catch((err) => app.log.warn({ err }, 'webhook relay not started'));
    sweep = setInterval(run, SWEEP_EVERY_MS);
    sweep.unref();
    // What was committed before the last stop (events not fanned out, deliveries due) goes out at start.
    startup = run();
  });
  app.addHook('onClose', async () => {
    removeListener();
    if (sweep) clearInterval(sweep);
    await startup;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookRuntime;
  }
}

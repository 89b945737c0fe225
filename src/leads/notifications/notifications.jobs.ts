import type { FastifyInstance } from 'fastify';
import { registerOutboxConsumer } from '../../platform/outbox.js';
import { SandboxNoticeProvider } from './notice-provider.js';
import { sendDueNotices } from './notices.sender.js';
import { type NoticeDeps, noticeConsumer } from './notices.service.js';

export const NOTICE_SEND_QUEUE = 'lead-notices.send';

/**
 * The consultants' messages' dependencies: the sandbox provider writing to the message outbox, and, where job
 * workers run, a wake-up of the sender at each message's due time (so a message is not up to a minute late).
 */
export function buildNoticeDeps(app: FastifyInstance): NoticeDeps {
  const { config, jobs, leads } = app.deps;
  const wake = (dueAt: Date) => {
    const startAfterSeconds = Math.max(0, Math.ceil((dueAt.getTime() - leads.clock()) / 1000));
    // Never awaited inside a transaction: a wake-up is a hint, the minute's run sends anything it missed.
    jobs
      .send(NOTICE_SEND_QUEUE, {}, { startAfterSeconds, singletonKey: `due:${dueAt.toISOString()}` })
      .catch((err) => app.log.warn({ err }, 'notice sender wake-up not queued'));
  };
  return {
    db: leads.db,
    clock: leads.clock,
    vault: leads.vault,
    config: config.notifications,
    provider: new SandboxNoticeProvider(config.notifications.outboxDir, leads.clock),
    wake: config.jobs.workers ? wake : undefined,
  };
}

/**
 * Subscribes the notices to the outbox (public events become notice items in the drain's transaction) and, where
 * job workers run, sends what is due every minute and at each wake-up.
 */
export function startNotices(app: FastifyInstance, deps: NoticeDeps) {
  const removeConsumer = registerOutboxConsumer('lead-notices', noticeConsumer(deps));
  app.addHook('onClose', async () => removeConsumer());
  if (!app.deps.config.jobs.workers) return;
  const { jobs } = app.deps;
  app.addHook('onReady', async () => {
    await jobs.define(NOTICE_SEND_QUEUE, { expireInSeconds: 5 * 60 });
    await jobs.work(NOTICE_SEND_QUEUE, async () => {
      const sent = await sendDueNotices(deps, new Date(deps.clock()));
      if (sent.SENT + sent.FAILED + sent.DROPPED > 0) app.log.info(sent, 'consultant notices sent');
    });
    await jobs.schedule(NOTICE_SEND_QUEUE, '* * * * *');
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The consultants' messages (routing.md §4): tests call the sender with these. */
    notices: NoticeDeps;
  }
}

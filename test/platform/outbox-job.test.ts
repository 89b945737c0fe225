import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { internalCaller } from '../../src/platform/access/caller.js';
import { emit } from '../../src/platform/events.js';
import { OUTBOX_DRAIN_QUEUE, type OutboxEvent, registerOutboxConsumer } from '../../src/platform/outbox.js';
import { build } from '../helpers/build.js';
import { waitFor } from '../helpers/wait-for.js';

const { app, db } = await build({ JOB_WORKERS: 'true', JOB_POLL_INTERVAL_SECONDS: '1' });

async function unpublished() {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox_events where published_at is null`,
  );
  return Number(rows[0].n);
}

test('the drain runs as a job on the queue: a registered consumer receives a committed event, which is marked', async () => {
  const received: OutboxEvent[] = [];
  const remove = registerOutboxConsumer('job-test', async (events) => {
    received.push(...events);
  });
  try {
    await emit(db, internalCaller('job:test'), [{ type: 'order.completed', orderId: 77, portalId: 4 }]);
    // The cron tick is up to a minute away; the same job is sent by hand (its queue defined first: the drain's
    // worker starts in the background).
    await app.deps.jobs.define(OUTBOX_DRAIN_QUEUE, { expireInSeconds: 10 * 60 });
    await app.deps.jobs.send(OUTBOX_DRAIN_QUEUE, {});
    await waitFor(
      'the event to be received and marked',
      async () => received.length > 0 && (await unpublished()) === 0,
    );
  } finally {
    remove();
  }
  assert.deepEqual(
    received.map((e) => [e.type, e.payload]),
    [['order.completed', { orderId: '77', portalId: 4 }]],
  );
  assert.equal(await unpublished(), 0);
});

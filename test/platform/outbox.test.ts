import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { internalCaller } from '../../src/platform/access/caller.js';
import { emit, type PublicEvent } from '../../src/platform/events.js';
import { drainOutbox, type OutboxEvent, registerOutboxConsumer } from '../../src/platform/outbox.js';
import { createTestDatabase, type TestDatabase } from '../helpers/build.js';

let testDb: TestDatabase;
let db: Db;
before(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
});
after(async () => testDb.close());
beforeEach(async () => {
  await db.execute(sql`delete from outbox_events`);
});

const JOB = internalCaller('job:test');
const completed = (orderId: number): PublicEvent => ({ type: 'order.completed', orderId, portalId: 1 });

async function unpublished() {
  const { rows } = await db.execute<{ id: number | string }>(
    sql`select id from outbox_events where published_at is null order by id`,
  );
  return rows.map((r) => Number(r.id));
}

test('the drain hands every event once, in id order and in batches, to a consumer and marks it published', async () => {
  await emit(db, JOB, [1, 2, 3, 4, 5].map(completed));
  await emit(db, JOB, [6, 7].map(completed));
  const batches: OutboxEvent[][] = [];
  const remove = registerOutboxConsumer('test', async (events) => {
    batches.push(events);
  });
  try {
    assert.deepEqual(await drainOutbox(db, 3), { published: 7, deleted: 0 });
    assert.deepEqual(await drainOutbox(db, 3), { published: 0, deleted: 0 });
  } finally {
    remove();
  }
  assert.deepEqual(
    batches.map((b) => b.length),
    [3, 3, 1],
  );
  const delivered = batches.flat();
  assert.deepEqual(
    delivered.map((e) => e.payload.orderId),
    ['1', '2', '3', '4', '5', '6', '7'],
  );
  assert.deepEqual(
    delivered.map((e) => e.id),
    [...delivered.map((e) => e.id)].sort((a, b) => a - b),
  );
  assert.deepEqual(delivered[0].type, 'order.completed');
  assert.deepEqual(delivered[0].actor, 'job:test');
  assert.deepEqual(await unpublished(), []);
});

test('a consumer error leaves its batch unpublished; the next drain hands it over again', async () => {
  await emit(db, JOB, [1, 2].map(completed));
  let calls = 0;
  const seen: string[][] = [];
  const remove = registerOutboxConsumer('flaky', async (events) => {
    calls += 1;
    seen.push(events.map((e) => String(e.payload.orderId)));
    if (calls === 1) throw new Error('subscriber down');
  });
  try {
    await assert.rejects(drainOutbox(db), /subscriber down/);
    assert.equal((await unpublished()).length, 2);
    assert.deepEqual(await drainOutbox(db), { published: 2, deleted: 0 });
  } finally {
    remove();
  }
  assert.deepEqual(seen, [
    ['1', '2'],
    ['1', '2'],
  ]);
  assert.deepEqual(await unpublished(), []);
});

test('published events older than 7 days are deleted; newer ones and unpublished ones stay', async () => {
  await emit(db, JOB, [1, 2, 3].map(completed));
  const ids = await unpublished();
  await db.execute(sql`update outbox_events set published_at = now() - interval '8 days' where id = ${ids[0]}`);
  await db.execute(sql`update outbox_events set published_at = now() - interval '6 days' where id = ${ids[1]}`);
  const drained = await drainOutbox(db);
  assert.deepEqual(drained, { published: 1, deleted: 1 });
  const { rows } = await db.execute<{ id: number | string }>(sql`select id from outbox_events order by id`);
  assert.deepEqual(
    rows.map((r) => Number(r.id)),
    [ids[1], ids[2]],
  );
});

test('with no consumer registered the drain still marks events published', async () => {
  await emit(db, JOB, [completed(1)]);
  assert.deepEqual(await drainOutbox(db), { published: 1, deleted: 0 });
  assert.deepEqual(await unpublished(), []);
});

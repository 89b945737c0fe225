import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { PgBossQueue } from '../../src/platform/jobs.js';
import { createTestDatabase } from '../helpers/build.js';

const testDatabase = await createTestDatabase();
// A poll a minute apart: a job picked up sooner was woken, not found by the poll.
const queue = new PgBossQueue(testDatabase.database, { pollingIntervalSeconds: 60 });
after(async () => {
  await queue.stop();
  await testDatabase.close();
});

test('a job sent for now wakes this process’s idle worker instead of waiting for its next poll', async () => {
  await queue.define('wake-test');
  const done: string[] = [];
  await queue.work<{ n: string }>('wake-test', async (data) => {
    done.push(data.n);
  });
  // The worker's first fetch finds nothing; it is asleep for a minute after it.
  await new Promise((r) => setTimeout(r, 1000));
  const sentAt = Date.now();
  await queue.send('wake-test', { n: 'first' });
  while (done.length === 0 && Date.now() - sentAt < 30_000) await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(done, ['first']);
});

test('a job sent for later does not wake the worker: it waits for its start and a poll', async () => {
  await queue.define('later-test');
  const done: string[] = [];
  await queue.work<{ n: string }>('later-test', async (data) => {
    done.push(data.n);
  });
  await new Promise((r) => setTimeout(r, 1000));
  await queue.send('later-test', { n: 'later' }, { startAfterSeconds: 1 });
  await new Promise((r) => setTimeout(r, 3000));
  assert.deepEqual(done, []);
});

test('after stop, a late completion pg-boss sends (a fetch that was in flight) never touches the closed database', async () => {
  const own = await createTestDatabase();
  const late = new PgBossQueue(own.database, { pollingIntervalSeconds: 60 });
  await late.define('late-test');
  const id = await late.send('late-test', { n: 1 });
  assert.ok(id);
  await late.stop();
  await own.close();
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    // What pg-boss's worker does, unawaited, when a job fetched before the stop finishes after it.
    const boss = (late as unknown as { boss: { complete(name: string, id: string): Promise<unknown> } }).boss;
    const settled = await Promise.race([
      boss.complete('late-test', id).then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 300)),
    ]);
    assert.equal(settled, 'pending', 'the statement is dropped, neither run nor rejected');
    assert.deepEqual(rejections, []);
  } finally {
    process.off('unhandledRejection', onRejection);
  }
});

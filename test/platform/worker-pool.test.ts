import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lazyWorkerPool } from '../../src/platform/worker-pool.js';

// On Node 20.19 and later a thread stopped while require() linked its module aborted the whole process (a render
// over its time limit, the app's close during a thread's start); stopped during import(), only the thread ends.
test('a pool thread never loads its module by a synchronous require() of an ES module', async (t) => {
  const pool = lazyWorkerPool<void, boolean>(import.meta.url, './fixtures/loaded-by.worker');
  t.after(pool.close);
  assert.equal(await pool.run(undefined), false);
});

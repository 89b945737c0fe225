import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loopShare } from '../../src/platform/loop-share.js';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
};

test('due once a synchronous stretch has held the loop for the slice; yielding lets waiting work run first', async () => {
  const share = loopShare(30);
  assert.equal(share.due, false);
  busy(31);
  assert.equal(share.due, true);
  let waiting = false;
  setImmediate(() => {
    waiting = true;
  });
  await share.yield();
  assert.equal(waiting, true, 'work queued before the yield ran during it');
  // A new slice starts at the yield.
  const fresh = loopShare(60_000);
  busy(5);
  assert.equal(fresh.due, false);
  await share.yield();
  assert.equal(share.due, false);
});

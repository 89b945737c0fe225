/**
 * Issue #33, item 4: how many statements a distribution and a recall send, whatever the number of leads they move,
 * so that a change that adds a round trip (or one per lead) shows here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { everyStatementDuring } from '../../helpers/statements.js';
import { distributeReq, ownedLeads, recallReq } from './helpers.js';

// A clock that stands still: the key, verified by a first request, stays trusted (no statement of its own), however
// long the run takes.
const clock = testClock();
const { app, db } = await build({}, { clock: clock.now });
const w = await world(app);

async function moveAndBack(from: number, to: number, n: number) {
  const ids = await ownedLeads(app, w, from, n);
  // The portal key is verified by a first request; the counted ones find it trusted.
  assert.equal((await distributeReq(app, w, from, to, ids)).statusCode, 200);
  assert.equal((await recallReq(app, w, from, ids)).statusCode, 200);
  let status = 0;
  const distribute = await everyStatementDuring(db, async () => {
    status = (await distributeReq(app, w, from, to, ids)).statusCode;
  });
  assert.equal(status, 200);
  const recall = await everyStatementDuring(db, async () => {
    status = (await recallReq(app, w, from, ids)).statusCode;
  });
  assert.equal(status, 200);
  return { distribute, recall };
}

test('a distribution is 4 statements and its recall 5, whatever the number of leads', async () => {
  const few = await moveAndBack(4101, 4102, 2);
  const more = await moveAndBack(4103, 4104, 15);
  // begin, the leads locked, everything else (rights, order, distribution, assignments, leads, records), commit.
  // A recall reads each lead's latest distribution and open AS requests in a statement of its own before it moves them.
  assert.deepEqual(few, { distribute: 4, recall: 5 });
  assert.deepEqual(more, few);
  await assertInvariants(db);
});

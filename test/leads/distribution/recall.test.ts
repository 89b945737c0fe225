import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { assignments, distributionItems } from '../../../src/db/schema/index.js';
import { createKey, expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { rowReaders } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { closeAs, distributeReq, fileAs, ownedLeads, recallReq, snapshot, useLead } from './helpers.js';

const { app, db } = await build();
const given = factories(app);
const w = await given.world();

const { leadRow, orderRow } = rowReaders(db);

async function distributed(from: number, to: number, n: number) {
  const ids = await ownedLeads(app, w, from, n);
  const res = await distributeReq(app, w, from, to, ids);
  assert.equal(res.statusCode, 200, res.body);
  return { ids, toOrderId: res.json().toOrderId as string };
}

test('recall gives the leads back exactly as the distributor had them', async () => {
  const ids = await ownedLeads(app, w, 61, 3);
  await useLead(app, w, ids[0], 61);
  const before = await Promise.all(ids.map(leadRow));
  const fromOrder = await orderRow(before[0].orderId as number);
  const res = await distributeReq(app, w, 61, 62, ids);
  const toOrderId = res.json().toOrderId;

  const recall = await recallReq(app, w, 61, [ids[0], ids[1]]);
  assert.equal(recall.statusCode, 200, recall.body);
  assert.deepEqual(recall.json(), { success: true, recalledCount: 2 });
  for (const [i, id] of [ids[0], ids[1]].entries()) {
    const row = await leadRow(id);
    assert.equal(row.ownerPortalId, 61);
    assert.equal(row.orderId, before[i].orderId);
    assert.equal(row.assignmentId, before[i].assignmentId, "the distributor's own assignment is live again");
    assert.deepEqual(row.usedAt, before[i].usedAt);
    assert.deepEqual(row.lastDistributedAt, before[i].lastDistributedAt);
    assert.equal(row.lastDistributedFrom, before[i].lastDistributedFrom);
    assert.deepEqual(row.assignedAt, before[i].assignedAt);
  }
  assert.equal((await leadRow(ids[2])).ownerPortalId, 62, 'a lead not named stays with the recipient');
  const after = await orderRow(fromOrder.id);
  assert.deepEqual(
    [after.confirmedCount, after.usedCount, after.status],
    [fromOrder.confirmedCount, fromOrder.usedCount, fromOrder.status],
  );
  const shrunk = await orderRow(toOrderId);
  assert.deepEqual([shrunk.orderedQuantity, shrunk.confirmedCount, shrunk.status], [1, 1, 'COMPLETED']);
  const items = await db
    .select()
    .from(distributionItems)
    .where(eq(distributionItems.leadId, Number(ids[0])));
  assert.ok(items[0].recalledAt, 'the distribution record stays, marked recalled');
  const ended = await db
    .select()
    .from(assignments)
    .where(eq(assignments.orderId, Number(toOrderId)));
  assert.equal(ended.filter((a) => a.endReason === 'DISTRIBUTION_RECALLED').length, 2);
  const list = await app.inject({ url: '/api/v1/leads?portalId=61', headers: w.asPortal });
  assert.equal(list.json().pagination.total, 2);
  await assertInvariants(db);
});

test('recall is refused, naming the leads, when used by the recipient, not distributed by the caller or under AS', async () => {
  const { ids } = await distributed(63, 64, 4);
  const [stillMine] = await ownedLeads(app, w, 63, 1);
  await useLead(app, w, ids[0], 64);
  await fileAs(db, ids[1], 64, 'WAITING');
  const before = await snapshot(db);

  const used = expectProblem(await recallReq(app, w, 63, [ids[2], ids[0]]), 400, 'LEAD_USED');
  assert.deepEqual(used.errors, [{ field: 'leadIds[1]', message: `lead ${ids[0]} has been used by its recipient` }]);
  const notMine = expectProblem(
    await recallReq(app, w, 63, [ids[2], stillMine, '99999999']),
    400,
    'NOT_DISTRIBUTED_BY_PORTAL',
  );
  assert.deepEqual(
    (notMine.errors as { field: string }[]).map((e) => e.field),
    ['leadIds[1]', 'leadIds[2]'],
  );
  expectProblem(await recallReq(app, w, 64, [ids[2]]), 400, 'NOT_DISTRIBUTED_BY_PORTAL');
  expectProblem(await recallReq(app, w, 63, [ids[1], ids[2]]), 400, 'OPEN_AS_REQUEST');
  expectProblem(await recallReq(app, w, 63, []), 400, 'VALIDATION_FAILED');
  expectProblem(
    await app.inject({
      method: 'POST',
      url: '/api/v1/distribute/recall',
      headers: w.asPortal,
      payload: { portalId: 63, leadIds: [ids[2]], extra: 1 },
    }),
    400,
    'VALIDATION_FAILED',
  );
  assert.deepEqual(await snapshot(db), before);

  await closeAs(db, ids[1]);
  assert.deepEqual((await recallReq(app, w, 63, [ids[1], ids[2], ids[3]])).json(), {
    success: true,
    recalledCount: 3,
  });
  expectProblem(await recallReq(app, w, 63, [ids[1]]), 400, 'NOT_DISTRIBUTED_BY_PORTAL');
  await assertInvariants(db);
});

test('chained distributions unwind one step at a time', async () => {
  const { ids } = await distributed(65, 66, 1);
  const onward = await distributeReq(app, w, 66, 67, ids);
  assert.equal(onward.statusCode, 200, onward.body);
  expectProblem(await recallReq(app, w, 65, ids), 400, 'NOT_DISTRIBUTED_BY_PORTAL');
  assert.equal((await recallReq(app, w, 66, ids)).statusCode, 200);
  assert.equal((await leadRow(ids[0])).ownerPortalId, 66);
  assert.equal((await leadRow(ids[0])).lastDistributedFrom, 65);
  assert.equal((await recallReq(app, w, 65, ids)).statusCode, 200);
  const row = await leadRow(ids[0]);
  assert.equal(row.ownerPortalId, 65);
  assert.equal(row.lastDistributedFrom, null);
  await assertInvariants(db);
});

test('recall: keys act only for portalId', async () => {
  const { ids } = await distributed(68, 69, 1);
  const restricted = await createKey(app, 'portal', { portalIds: [69] });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/distribute/recall',
    headers: { 'x-api-key': restricted.key },
    payload: { portalId: 68, leadIds: ids },
  });
  expectProblem(res, 403, 'KEY_SCOPE');
  assert.equal((await leadRow(ids[0])).ownerPortalId, 69);
});

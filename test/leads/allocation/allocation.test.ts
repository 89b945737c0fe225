import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { assignments, leadEvents, leads, orderRegions } from '../../../src/db/schema/index.js';
import { runAllocation } from '../../../src/leads/allocation/allocation.service.js';
import { systemClock } from '../../../src/platform/clock.js';
import { createKey, createProduct, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { placeOrder, registerOk, rowReaders, type World, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';

const { app, db } = await build();

const { leadRow, orderRow } = rowReaders(db);
const regionRows = async (id: string) =>
  db
    .select()
    .from(orderRegions)
    .where(eq(orderRegions.orderId, Number(id)))
    .orderBy(orderRegions.regionId);
const run = (payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/admin/v1/allocations/run', headers: adminHeaders, payload });
const confirm = (orderId: string, headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'POST', url: `/admin/v1/orders/${orderId}/confirm`, headers });

/** Every test gets its own provider and product, so orders of other tests never compete. */
const fresh = () => world(app);

test('a registration without portalId is provisionally assigned at once to an open order of its region', async () => {
  const w = await fresh();
  const order = await placeOrder(app, w, { portalId: 21, regionQuantities: [{ region: '서울', quantity: 2 }] });
  const lead = await registerOk(app, w, { region: '서울특별시' });
  assert.equal(lead.status, 'PROVISIONAL');
  assert.equal(lead.orderId, order.id);
  assert.ok(lead.assignmentId);
  const row = await leadRow(lead.id);
  assert.equal(row.ownerPortalId, null, 'a provisional lead is owned by nobody');
  const stored = await orderRow(order.id);
  assert.equal(stored.provisionalCount, 1);
  assert.equal(stored.status, 'IN_PROGRESS');
  assert.equal((await regionRows(order.id))[0].provisionalCount, 1);
  // Not listed for the portal user until confirmed.
  const list = await app.inject({ url: '/api/v1/leads?portalId=21', headers: w.asPortal });
  assert.equal(list.json().pagination.total, 0);
  await assertInvariants(db);
});

test('a lead of another region, without a region, or of another product stays UNASSIGNED', async () => {
  const w = await fresh();
  await placeOrder(app, w, { portalId: 22, regionQuantities: [{ region: '서울', quantity: 5 }] });
  assert.equal((await registerOk(app, w, { region: '부산' })).status, 'UNASSIGNED');
  assert.equal((await registerOk(app, w)).status, 'UNASSIGNED');
  const other = await createProduct(app, [w.provider.id], '종신보험 DB');
  const lead = await registerOk(app, w, { region: '서울', productId: other.id });
  assert.equal(lead.status, 'UNASSIGNED');
  assert.equal(lead.orderId, null);
  await assertInvariants(db);
});

test('oldest reservationDate first (no date counts as the creation time), then createdAt; region quantity caps', async () => {
  const w = await fresh();
  const later = await placeOrder(app, w, {
    portalId: 23,
    reservationDate: '2030-01-10',
    regionQuantities: [{ region: '서울', quantity: 2 }],
  });
  const earlier = await placeOrder(app, w, {
    portalId: 24,
    reservationDate: '2020-01-01',
    regionQuantities: [{ region: '서울', quantity: 2 }],
  });
  const undated = await placeOrder(app, w, { portalId: 25, regionQuantities: [{ region: '서울', quantity: 1 }] });
  const got: (string | null)[] = [];
  for (let i = 0; i < 6; i++) got.push((await registerOk(app, w, { region: '서울' })).orderId);
  assert.deepEqual(got, [earlier.id, earlier.id, undated.id, later.id, later.id, null]);
  for (const o of [earlier, undated, later]) {
    const stored = await orderRow(o.id);
    assert.equal(stored.provisionalCount, stored.orderedQuantity);
  }
  await assertInvariants(db);
});

test('a region with room still takes nothing once the order as a whole is full', async () => {
  const w = await fresh();
  const order = await placeOrder(app, w, {
    portalId: 26,
    regionQuantities: [
      { region: '서울', quantity: 1 },
      { region: '부산', quantity: 1 },
    ],
  });
  // Registrations with portalId confirm into the order whatever the region: two 대구 leads fill it.
  await registerOk(app, w, { portalId: 26, region: '대구' });
  await registerOk(app, w, { portalId: 26, region: '대구' });
  assert.equal((await orderRow(order.id)).status, 'COMPLETED');
  assert.equal((await registerOk(app, w, { region: '서울' })).status, 'UNASSIGNED');
  await assertInvariants(db);
});

test('orders with no region quantities (automatic orders) take no leads from the engine', async () => {
  const w = await fresh();
  const owned = await registerOk(app, w, { portalId: 27, region: '서울' });
  assert.equal(owned.status, 'ASSIGNED');
  const lead = await registerOk(app, w, { region: '서울' });
  assert.equal(lead.status, 'UNASSIGNED');
  assert.equal((await run()).json().assigned >= 0, true);
  assert.equal((await leadRow(lead.id)).status, 'UNASSIGNED');
});

async function backlog(w: World, n: number, region = '경기') {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await registerOk(app, w, { region })).id);
  return ids;
}

test('POST /admin/v1/allocations/run works through the backlog; productId limits it', async () => {
  const w = await fresh();
  const other = await fresh();
  const mine = await backlog(w, 4);
  const theirs = await backlog(other, 3);
  const order = await placeOrder(app, w, { portalId: 28, regionQuantities: [{ region: '경기', quantity: 10 }] });
  const otherOrder = await placeOrder(app, other, {
    portalId: 28,
    regionQuantities: [{ region: '경기', quantity: 2 }],
  });

  const first = await run({ productId: w.product.id });
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(first.json(), { assigned: 4 });
  for (const id of mine) assert.equal((await leadRow(id)).orderId, Number(order.id));
  for (const id of theirs) assert.equal((await leadRow(id)).status, 'UNASSIGNED');

  assert.deepEqual((await run()).json(), { assigned: 2 });
  const placed = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, theirs.map(Number)));
  assert.deepEqual(
    placed.map((l) => l.status).sort(),
    ['PROVISIONAL', 'PROVISIONAL', 'UNASSIGNED'],
    'the oldest two leads fill the order of two',
  );
  assert.equal(placed.find((l) => l.status === 'UNASSIGNED')?.id, Math.max(...theirs.map(Number)));
  assert.equal((await orderRow(otherOrder.id)).provisionalCount, 2);
  assert.deepEqual((await run()).json(), { assigned: 0 }, 'a second run finds nothing to do');
  await assertInvariants(db);
});

test('the backlog is taken in batches: a batch of 3 still places every lead of a long backlog', async () => {
  const w = await fresh();
  const ids = await backlog(w, 10, '강원');
  await placeOrder(app, w, { portalId: 29, regionQuantities: [{ region: '강원', quantity: 8 }] });
  assert.deepEqual(
    await runAllocation({ db, clock: systemClock }, { kind: 'admin', keyId: null }, { productId: w.product.id }, 3),
    {
      assigned: 8,
    },
  );
  const rows = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, ids.map(Number)));
  assert.equal(rows.filter((l) => l.status === 'PROVISIONAL').length, 8);
  await assertInvariants(db);
});

test('run: validation and auth', async () => {
  const w = await fresh();
  expectProblem(await run({ productId: '99999999' }), 400, 'PRODUCT_NOT_FOUND');
  expectProblem(await run({ productId: 'abc' }), 400, 'VALIDATION_FAILED');
  expectProblem(await run({ product: '1' }), 400, 'VALIDATION_FAILED');
  const empty = await app.inject({ method: 'POST', url: '/admin/v1/allocations/run', headers: adminHeaders });
  assert.equal(empty.statusCode, 200, empty.body);
  expectProblem(
    await app.inject({ method: 'POST', url: '/admin/v1/allocations/run', headers: w.asPortal, payload: {} }),
    403,
    'KEY_SCOPE',
  );
  expectProblem(await app.inject({ method: 'POST', url: '/admin/v1/allocations/run', payload: {} }), 401);
});

test('confirm: provisional leads become owned by the portal user, listed, counters and status move', async () => {
  const w = await fresh();
  const order = await placeOrder(app, w, {
    portalId: 30,
    regionQuantities: [
      { region: '서울', quantity: 2 },
      { region: '부산', quantity: 2 },
    ],
  });
  const a = await registerOk(app, w, { region: '서울' });
  const b = await registerOk(app, w, { region: '부산' });
  const res = await confirm(order.id);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { confirmed: 2 });
  for (const lead of [a, b]) {
    const row = await leadRow(lead.id);
    assert.equal(row.status, 'ASSIGNED');
    assert.equal(row.ownerPortalId, 30);
    assert.ok(row.assignedAt);
    assert.equal(String(row.assignmentId), lead.assignmentId, 'the provisional assignment itself is confirmed');
  }
  const stored = await orderRow(order.id);
  assert.equal(stored.provisionalCount, 0);
  assert.equal(stored.confirmedCount, 2);
  assert.equal(stored.status, 'IN_PROGRESS');
  assert.deepEqual(
    (await regionRows(order.id)).map((r) => [r.provisionalCount, r.confirmedCount]),
    [
      [0, 1],
      [0, 1],
    ],
  );
  const list = await app.inject({ url: '/api/v1/leads?portalId=30', headers: w.asPortal });
  assert.deepEqual(
    list
      .json()
      .data.map((l: { id: string }) => l.id)
      .sort(),
    [a.id, b.id].sort(),
  );
  assert.ok(list.json().data.every((l: { assignedAt: string | null }) => l.assignedAt));

  // Filling the rest and confirming completes the order.
  await registerOk(app, w, { region: '서울' });
  await registerOk(app, w, { region: '부산' });
  assert.deepEqual((await confirm(order.id)).json(), { confirmed: 2 });
  assert.equal((await orderRow(order.id)).status, 'COMPLETED');
  assert.deepEqual((await confirm(order.id)).json(), { confirmed: 0 }, 'confirming again changes nothing');
  const events = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, Number(a.id)))
    .orderBy(leadEvents.id);
  assert.deepEqual(
    events.map((e) => e.event),
    ['REGISTERED', 'PROVISIONALLY_ASSIGNED', 'CONFIRMED'],
  );
  await assertInvariants(db);
});

test('confirm: unknown order → 404, cancelled → 400, other keys → 403', async () => {
  const w = await fresh();
  expectProblem(await confirm('99999999'), 404);
  expectProblem(await confirm('abc'), 404);
  const order = await placeOrder(app, w, { portalId: 31 });
  const cancel = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${order.id}/cancel`,
    headers: w.asPortal,
    payload: { portalId: 31 },
  });
  assert.equal(cancel.statusCode, 200, cancel.body);
  expectProblem(await confirm(order.id), 400, 'ORDER_CANCELLED');
  const portalKey = await createKey(app, 'portal');
  expectProblem(await confirm(order.id, { 'x-api-key': portalKey.key }), 403, 'KEY_SCOPE');
});

test('cancel: provisional leads are recalled and offered at once to other open orders; confirmed ones stay', async () => {
  const w = await fresh();
  const first = await placeOrder(app, w, { portalId: 32, regionQuantities: [{ region: '울산', quantity: 3 }] });
  const kept = await registerOk(app, w, { region: '울산' });
  await confirm(first.id);
  const moving = [await registerOk(app, w, { region: '울산' }), await registerOk(app, w, { region: '울산' })];
  const second = await placeOrder(app, w, { portalId: 33, regionQuantities: [{ region: '울산', quantity: 1 }] });
  const cancel = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${first.id}/cancel`,
    headers: w.asPortal,
    payload: { portalId: 32 },
  });
  assert.equal(cancel.statusCode, 200, cancel.body);
  const rows = await Promise.all(moving.map((l) => leadRow(l.id)));
  assert.deepEqual(rows.map((r) => r.status).sort(), ['PROVISIONAL', 'UNASSIGNED']);
  assert.equal(rows.find((r) => r.status === 'PROVISIONAL')?.orderId, Number(second.id));
  assert.equal(rows.find((r) => r.status === 'PROVISIONAL')?.id, Number(moving[0].id), 'the oldest lead first');
  const keptRow = await leadRow(kept.id);
  assert.equal(keptRow.status, 'ASSIGNED');
  assert.equal(keptRow.ownerPortalId, 32);
  const recalled = await db
    .select()
    .from(assignments)
    .where(eq(assignments.leadId, Number(moving[1].id)));
  assert.equal(recalled[0].endReason, 'RECALLED');
  await assertInvariants(db);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { assignments, distributionItems, distributions, leadEvents, leads } from '../../../src/db/schema/index.js';
import { createKey, createProduct, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { placeOrder, registerOk, rowReaders } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { distributeReq, fileAs, ownedLeads, snapshot, useLead } from './helpers.js';

const { app, db } = await build();
const given = factories(app);
const w = await given.world();

const { leadRow, orderRow } = rowReaders(db);

test('distribute: ownership moves, the recipient gets a COMPLETED order of that quantity, the distributor keeps its counters', async () => {
  const ids = await ownedLeads(app, w, 41, 3);
  await useLead(app, w, ids[0], 41);
  const before = await leadRow(ids[0]);
  const fromOrder = await orderRow(before.orderId as number);
  assert.deepEqual([fromOrder.confirmedCount, fromOrder.usedCount], [3, 1]);

  const res = await distributeReq(app, w, 41, 42, ids);
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.success, true);
  assert.equal(body.transferredCount, 3);
  assert.match(body.toOrderId, /^[1-9][0-9]*$/);

  for (const id of ids) {
    const row = await leadRow(id);
    assert.equal(row.ownerPortalId, 42);
    assert.equal(row.status, 'ASSIGNED');
    assert.equal(row.orderId, Number(body.toOrderId));
    assert.equal(row.lastDistributedFrom, 41);
    assert.ok(row.lastDistributedAt && row.lastDistributedAt > (before.lastDistributedAt as Date));
    assert.equal(row.usedAt, null, 'usage is per owner: the recipient starts unused');
    assert.deepEqual(row.assignedAt, (await leadRow(id)).assignedAt);
  }
  assert.deepEqual((await leadRow(ids[0])).assignedAt, before.assignedAt, 'assignedAt keeps the first confirmation');

  const toOrder = await orderRow(body.toOrderId);
  assert.equal(toOrder.source, 'DISTRIBUTION');
  assert.equal(toOrder.status, 'COMPLETED');
  assert.equal(toOrder.portalId, 42);
  assert.deepEqual([toOrder.orderedQuantity, toOrder.confirmedCount, toOrder.provisionalCount], [3, 3, 0]);
  const viaApi = await app.inject({ url: `/api/v1/orders/${body.toOrderId}?portalId=42`, headers: w.asPortal });
  assert.equal(viaApi.statusCode, 200, viaApi.body);
  assert.equal(viaApi.json().status, 'COMPLETED');
  assert.equal(viaApi.json().confirmedAssignedCount, 3);

  const after = await orderRow(fromOrder.id);
  assert.deepEqual([after.confirmedCount, after.usedCount, after.status], [3, 1, fromOrder.status]);

  const [record] = await db
    .select()
    .from(distributions)
    .where(eq(distributions.toOrderId, Number(body.toOrderId)));
  assert.deepEqual([record.fromPortalId, record.toPortalId, record.leadCount], [41, 42, 3]);
  assert.ok(record.createdAt);
  const items = await db.select().from(distributionItems).where(eq(distributionItems.distributionId, record.id));
  assert.deepEqual(items.map((i) => i.leadId).sort(), ids.map(Number).sort());
  assert.ok(items.find((i) => i.leadId === Number(ids[0]))?.previousUsedAt);

  const listFrom = await app.inject({ url: '/api/v1/leads?portalId=41', headers: w.asPortal });
  assert.equal(listFrom.json().pagination.total, 0);
  const listTo = await app.inject({ url: '/api/v1/leads?portalId=42', headers: w.asPortal });
  assert.equal(listTo.json().pagination.total, 3);

  // The recipient marks one used: counted on the recipient's distribution order.
  await useLead(app, w, ids[1], 42);
  assert.equal((await orderRow(body.toOrderId)).usedCount, 1);
  const events = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, Number(ids[1])));
  assert.ok(events.some((e) => e.event === 'DISTRIBUTED' && e.portalId === 42));
  await assertInvariants(db);
});

test('distribute: a repeated id counts once; the recipient can pass leads on', async () => {
  const ids = await ownedLeads(app, w, 43, 2);
  const res = await distributeReq(app, w, 43, 44, [ids[0], ids[1], ids[0]]);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().transferredCount, 2);
  const again = await distributeReq(app, w, 44, 45, [ids[0]]);
  assert.equal(again.statusCode, 200, again.body);
  assert.equal((await leadRow(ids[0])).ownerPortalId, 45);
  assert.equal((await leadRow(ids[0])).lastDistributedFrom, 44);
  await assertInvariants(db);
});

test('distribute rejects bad requests with 400 naming the leads, and moves nothing', async () => {
  const mine = await ownedLeads(app, w, 46, 2);
  const theirs = await ownedLeads(app, w, 47, 1);
  const other = await createProduct(app, [w.provider.id], '암보험 DB');
  const [otherProduct] = await ownedLeads(app, w, 46, 1, { productId: other.id });
  const order = await placeOrder(app, w, { portalId: 46, regionQuantities: [{ region: '제주', quantity: 1 }] });
  const provisional = await registerOk(app, w, { region: '제주' });
  assert.equal(provisional.orderId, order.id);
  const [withAs] = await ownedLeads(app, w, 46, 1);
  await fileAs(db, withAs, 46, 'WAITING');
  const before = await snapshot(db);

  expectProblem(await distributeReq(app, w, 46, 46, mine), 400, 'SAME_PORTAL');
  const notOwned = expectProblem(
    await distributeReq(app, w, 46, 48, [mine[0], theirs[0], '99999999', provisional.id]),
    400,
    'LEAD_NOT_OWNED',
  );
  assert.deepEqual(
    (notOwned.errors as { field: string; message: string }[]).map((e) => e.field),
    ['leadIds[1]', 'leadIds[2]', 'leadIds[3]'],
  );
  assert.match(JSON.stringify(notOwned.errors), new RegExp(theirs[0]));
  const mixed = expectProblem(await distributeReq(app, w, 46, 48, [mine[0], otherProduct]), 400, 'MIXED_PRODUCTS');
  assert.deepEqual(mixed.errors, [
    { field: 'leadIds[1]', message: `lead ${otherProduct} has another provider or product than the first lead` },
  ]);
  const open = expectProblem(await distributeReq(app, w, 46, 48, [mine[0], withAs]), 400, 'OPEN_AS_REQUEST');
  assert.equal((open.errors as unknown[]).length, 1);
  for (const leadIds of [[], Array.from({ length: 1001 }, (_, i) => String(i + 1)), ['abc'], ['0']]) {
    expectProblem(await distributeReq(app, w, 46, 48, leadIds), 400, 'VALIDATION_FAILED');
  }
  expectProblem(
    await app.inject({ method: 'POST', url: '/api/v1/distribute', headers: w.asPortal, payload: { fromPortalId: 46 } }),
    400,
    'VALIDATION_FAILED',
  );
  assert.deepEqual(await snapshot(db), before);

  // A closed AS request does not block.
  await db.execute(sql`update as_requests set status = 'REJECTED' where lead_id = ${Number(withAs)}`);
  assert.equal((await distributeReq(app, w, 46, 48, [withAs])).statusCode, 200);
});

test('distribute: keys act only for fromPortalId', async () => {
  const ids = await ownedLeads(app, w, 49, 1);
  const restricted = await createKey(app, 'portal', { portalIds: [50] });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/distribute',
    headers: { 'x-api-key': restricted.key },
    payload: { fromPortalId: 49, toPortalId: 50, leadIds: ids },
  });
  expectProblem(res, 403, 'KEY_SCOPE');
  expectProblem(
    await app.inject({
      method: 'POST',
      url: '/api/v1/distribute',
      headers: w.asProvider,
      payload: { fromPortalId: 49, toPortalId: 50, leadIds: ids },
    }),
    403,
    'KEY_SCOPE',
  );
  expectProblem(
    await app.inject({
      method: 'POST',
      url: '/api/v1/distribute',
      payload: { fromPortalId: 49, toPortalId: 50, leadIds: ids },
    }),
    401,
  );
  assert.equal((await leadRow(ids[0])).ownerPortalId, 49);
});

// How fast is measured by the `distribute` scenario of bench/run.ts, not by a time bound a loaded machine may break.
test('1,000 leads move in one request, with every counter exact', async () => {
  const bulk = await given.world('대량 DB');
  const order = await placeOrder(app, bulk, { portalId: 51, regionQuantities: [{ region: '서울', quantity: 1000 }] });
  const seoul = (await db.execute(sql`select id from regions where name = '서울'`)).rows[0].id;
  // A backlog inserted directly: registering a thousand leads one by one is not what this test measures.
  await db.execute(sql`
    insert into leads (provider_id, product_id, name, phone_enc, phone_hash, phone_1, phone_3, phone_masked, region_id)
    select ${Number(bulk.provider.id)}, ${Number(bulk.product.id)}, '김고객', 'x', 'bulk-' || g, '010', '0000',
      '010-****-0000', ${seoul}
    from generate_series(1, 1000) g`);
  const run = await app.inject({
    method: 'POST',
    url: '/admin/v1/allocations/run',
    headers: adminHeaders,
    payload: { productId: bulk.product.id },
  });
  assert.deepEqual(run.json(), { assigned: 1000 });
  const confirmed = await app.inject({
    method: 'POST',
    url: `/admin/v1/orders/${order.id}/confirm`,
    headers: adminHeaders,
  });
  assert.deepEqual(confirmed.json(), { confirmed: 1000 });
  const owned = await db.select({ id: leads.id }).from(leads).where(eq(leads.ownerPortalId, 51));
  assert.equal(owned.length, 1000);

  const res = await distributeReq(
    app,
    bulk,
    51,
    52,
    owned.map((l) => String(l.id)),
  );
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().transferredCount, 1000);
  const moved = await db.select({ n: sql<number>`count(*)::int` }).from(leads).where(eq(leads.ownerPortalId, 52));
  assert.equal(moved[0].n, 1000);
  const live = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .where(
      inArray(
        assignments.leadId,
        owned.map((l) => l.id),
      ),
    );
  assert.equal(live[0].n, 2000, 'one ended assignment of the distributor and one live of the recipient per lead');
  assert.equal((await orderRow(order.id)).confirmedCount, 1000);
  await assertInvariants(db);
});

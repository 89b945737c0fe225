import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { leads, orders } from '../../src/db/schema/index.js';
import { build, onPostgres } from '../helpers/build.js';
import { nextPhone, placeOrder, register, world } from '../helpers/fixtures.js';
import { assertInvariants } from '../helpers/invariants.js';

// Real parallelism needs a server: PGlite runs one transaction at a time.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

const { app, db } = await build();
const w = await world(app);

test('20 parallel registrations for one portal user with no open order → one automatic order, counters 20', {
  skip,
}, async () => {
  const portalId = 9001;
  const responses = await Promise.all(Array.from({ length: 20 }, () => register(app, w, { portalId })));
  assert.deepEqual(
    responses.map((r) => r.statusCode),
    Array(20).fill(200),
    responses.map((r) => r.body).join('\n'),
  );
  const autos = await db
    .select()
    .from(orders)
    .where(and(eq(orders.portalId, portalId), eq(orders.source, 'AUTO')));
  assert.equal(autos.length, 1);
  assert.equal(autos[0].confirmedCount, 20);
  assert.equal(new Set(responses.map((r) => r.json().orderId)).size, 1);
  assert.equal(new Set(responses.map((r) => r.json().assignmentId)).size, 20);
  const owned = await db.select().from(leads).where(eq(leads.ownerPortalId, portalId));
  assert.equal(owned.length, 20);
});

test('10 parallel registrations of the same phone for one provider → one 200, nine 409', { skip }, async () => {
  const phone = nextPhone();
  const responses = await Promise.all(Array.from({ length: 10 }, () => register(app, w, { phone })));
  const codes = responses.map((r) => r.statusCode).sort();
  assert.deepEqual(codes, [200, ...Array(9).fill(409)]);
  for (const r of responses.filter((x) => x.statusCode === 409)) assert.equal(r.json().code, 'DUPLICATE_CONTACT');
});

test('parallel registrations racing for a small order: never over its quantity; counters equal raw rows', {
  skip,
}, async () => {
  const portalId = 9002;
  const order = await placeOrder(app, w, { portalId, regionQuantities: [{ region: '서울', quantity: 5 }] });
  const responses = await Promise.all(
    Array.from({ length: 15 }, (_, i) => register(app, w, { portalId, region: i % 2 ? '서울' : '부산' })),
  );
  assert.ok(responses.every((r) => r.statusCode === 200));
  const [stored] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(order.id)));
  assert.equal(stored.confirmedCount, 5);
  assert.equal(stored.status, 'COMPLETED');
  const onOrder = responses.filter((r) => r.json().orderId === order.id);
  assert.equal(onOrder.length, 5);
});

test('after a mixed workload every order counter and summary equals its recomputation from raw rows', async () => {
  const portalIds = [9101, 9102, 9103];
  for (const portalId of portalIds) {
    await placeOrder(app, w, { portalId, regionQuantities: [{ region: '서울', quantity: 3 }] });
  }
  const regs = await Promise.all(
    Array.from({ length: 24 }, (_, i) => register(app, w, { portalId: portalIds[i % 3], region: '서울' })),
  );
  const ids = regs.map((r) => r.json());
  await Promise.all(
    ids
      .filter((_, i) => i % 2 === 0)
      .map((l) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/leads/${l.id}/use`,
          headers: w.asPortal,
          payload: { portalId: portalIds[ids.indexOf(l) % 3] },
        }),
      ),
  );
  const orderList = await app.inject({ url: `/api/v1/orders?portalId=${portalIds[0]}`, headers: w.asPortal });
  const firstOpen = orderList.json().data.find((o: { status: string }) => o.status !== 'CANCELLED');
  await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${firstOpen.id}/cancel`,
    headers: w.asPortal,
    payload: { portalId: portalIds[0] },
  });
  await assertInvariants(db);
  for (const portalId of portalIds) {
    const { summary, data } = (
      await app.inject({ url: `/api/v1/orders?portalId=${portalId}&limit=100`, headers: w.asPortal })
    ).json();
    const sum = (f: string) => data.reduce((s: number, o: Record<string, number>) => s + o[f], 0);
    assert.equal(summary.totalOrders, data.length);
    assert.equal(summary.totalOrderedDbQuantity, sum('orderedDbQuantity'));
    assert.equal(summary.totalConfirmedAssigned, sum('confirmedAssignedCount'));
    assert.equal(summary.totalProvisionalAssigned, sum('provisionalAssignedCount'));
    assert.equal(summary.totalUsedDb, sum('usedDbCount'));
    const raw = await db.select().from(leads).where(eq(leads.ownerPortalId, portalId));
    assert.equal(summary.totalConfirmedAssigned, raw.length);
    assert.equal(summary.totalUsedDb, raw.filter((l) => l.usedAt).length);
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, sql } from 'drizzle-orm';
import { orders } from '../../../src/db/schema/index.js';
import { createProduct, createProvider, expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { placeOrder, registerOk, world } from '../../helpers/fixtures.js';

const { app, db } = await build();
const w = await world(app);

const orderBody = (extra: Record<string, unknown> = {}) => ({
  productId: w.product.id,
  ordererName: '김설계',
  ordererContact: '010-0000-0000',
  portalId: 11,
  regionQuantities: [{ region: '서울', quantity: 10 }],
  ...extra,
});
const post = (payload: Record<string, unknown>, headers = w.asPortal) =>
  app.inject({ method: 'POST', url: '/api/v1/orders', headers, payload });

test('register an order: Order shape, quantity is the sum, regions normalized, PENDING', async () => {
  const res = await post(
    orderBody({
      regionQuantities: [
        { region: '경기도', quantity: 30 },
        { region: '서울', quantity: 20 },
      ],
      reservationDate: '2026-12-01',
      memo: '메모',
      regionMemo: '수도권',
    }),
  );
  assert.equal(res.statusCode, 200, res.body);
  const order = res.json();
  assert.deepEqual(Object.keys(order).sort(), [
    'assignedThisMonth',
    'assignedToday',
    'createdAt',
    'dailyCap',
    'id',
    'monthlyCap',
    'ordererContact',
    'ordererName',
    'paused',
    'pausedUntil',
    'portalId',
    'productId',
    'providerId',
    'regionQuantities',
    'reservationDate',
    'schedule',
    'status',
    'updatedAt',
  ]);
  assert.equal(order.status, 'PENDING');
  assert.equal(order.providerId, w.provider.id);
  assert.deepEqual(order.regionQuantities, [
    { region: '서울', quantity: 20 },
    { region: '경기', quantity: 30 },
  ]);
  // 2026-12-01 in Korea time
  assert.equal(order.reservationDate, '2026-11-30T15:00:00.000Z');
  const one = await app.inject({ url: `/api/v1/orders/${order.id}?portalId=11`, headers: w.asPortal });
  assert.equal(one.statusCode, 200);
  assert.equal(one.json().orderedDbQuantity, 50);
  assert.equal(one.json().memo, '메모');
  assert.equal(one.json().regionMemo, '수도권');
  assert.deepEqual(one.json().provider, { id: w.provider.id, name: w.provider.name, code: w.provider.code });
  for (const c of ['provisionalAssignedCount', 'confirmedAssignedCount', 'usedDbCount']) assert.equal(one.json()[c], 0);
  expectProblem(await app.inject({ url: `/api/v1/orders/${order.id}?portalId=12`, headers: w.asPortal }), 404);
  expectProblem(await app.inject({ url: '/api/v1/orders/99999999?portalId=11', headers: w.asPortal }), 404);
});

test('order validation: required fields, regions, quantities, product and provider', async () => {
  const [{ n: before }] = await db.select({ n: count() }).from(orders);
  for (const body of [
    orderBody({ regionQuantities: [] }),
    orderBody({ regionQuantities: [{ region: '평양', quantity: 1 }] }),
    orderBody({ regionQuantities: [{ region: '서울', quantity: 0 }] }),
    orderBody({ regionQuantities: [{ region: '서울', quantity: 100_001 }] }),
    orderBody({ regionQuantities: [{ region: '서울', quantity: 1.5 }] }),
    orderBody({
      regionQuantities: [
        { region: '서울', quantity: 1 },
        { region: '서울특별시', quantity: 1 },
      ],
    }),
    orderBody({ ordererName: undefined }),
    orderBody({ ordererContact: undefined }),
    orderBody({ portalId: undefined }),
    orderBody({ portalId: 'abc' }),
    orderBody({ reservationDate: '2026-02-30' }),
    orderBody({ reservationDate: 'tomorrow' }),
    orderBody({ unknown: true }),
  ]) {
    expectProblem(await post(body), 400, 'VALIDATION_FAILED');
  }
  expectProblem(await post(orderBody({ productId: '9999999' })), 404, 'PRODUCT_NOT_FOUND');
  const second = await createProvider(app);
  const shared = await createProduct(app, [w.provider.id, second.id]);
  expectProblem(await post(orderBody({ productId: shared.id })), 400, 'VALIDATION_FAILED');
  const stranger = await createProvider(app);
  expectProblem(await post(orderBody({ productId: shared.id, providerId: stranger.id })), 400, 'PRODUCT_NOT_MAPPED');
  const ok = await post(orderBody({ productId: shared.id, providerId: second.id }));
  assert.equal(ok.json().providerId, second.id);
  const [{ n: after }] = await db.select({ n: count() }).from(orders);
  assert.equal(after, before + 1);
});

test('list: portalId or userId, status filter, period, sorts, summary over all matching orders', async () => {
  const portalId = 21;
  const a = await placeOrder(app, w, {
    portalId,
    regionQuantities: [{ region: '서울', quantity: 5 }],
    reservationDate: '2026-12-03',
  });
  const b = await placeOrder(app, w, {
    portalId,
    regionQuantities: [{ region: '부산', quantity: 7 }],
    reservationDate: '2026-12-01',
  });
  const c = await placeOrder(app, w, { portalId, regionQuantities: [{ region: '대구', quantity: 1 }] });
  // a lead confirmed to the oldest open order (a), then c cancelled
  await registerOk(app, w, { portalId });
  await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${c.id}/cancel`,
    headers: w.asPortal,
    payload: { portalId },
  });
  const list = async (qs: string) => {
    const res = await app.inject({ url: `/api/v1/orders?${qs}`, headers: w.asPortal });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  const all = await list(`portalId=${portalId}`);
  assert.deepEqual(
    all.data.map((o: { id: string }) => o.id),
    [c.id, b.id, a.id],
  );
  assert.deepEqual(all.summary, {
    portalId,
    totalOrders: 3,
    totalOrderedDbQuantity: 13,
    totalProvisionalAssigned: 0,
    totalConfirmedAssigned: 1,
    totalUsedDb: 0,
  });
  assert.deepEqual((await list(`userId=${portalId}`)).data.length, 3);
  const paged = await list(`portalId=${portalId}&limit=1&page=2`);
  assert.equal(paged.data.length, 1);
  assert.equal(paged.summary.totalOrders, 3, 'the summary covers every matching order, not the page');
  assert.deepEqual(paged.pagination, { page: 2, limit: 1, total: 3, totalPages: 3 });
  const open = await list(`portalId=${portalId}&status=PENDING,IN_PROGRESS`);
  assert.deepEqual(open.data.map((o: { id: string }) => o.id).sort(), [a.id, b.id].sort());
  assert.equal(open.summary.totalOrderedDbQuantity, 12);
  assert.deepEqual(
    (await list(`portalId=${portalId}&status=CANCELLED`)).data.map((o: { status: string }) => o.status),
    ['CANCELLED'],
  );
  assert.deepEqual(
    (await list(`portalId=${portalId}&sortBy=reservationDate&sortOrder=asc`)).data.map((o: { id: string }) => o.id),
    [b.id, a.id, c.id],
  );
  assert.deepEqual(
    (await list(`portalId=${portalId}&sortBy=orderedDbQuantity`)).data.map((o: { id: string }) => o.id),
    [b.id, a.id, c.id],
  );
  const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  assert.equal((await list(`portalId=${portalId}&createdFrom=${today}&createdTo=${today}`)).summary.totalOrders, 3);
  assert.equal((await list(`portalId=${portalId}&createdTo=2020-01-01`)).summary.totalOrders, 0);
  assert.equal((await list(`portalId=${portalId}&createdFrom=2099-01-01`)).summary.totalOrders, 0);
  for (const bad of [
    '',
    `portalId=${portalId}&userId=${portalId + 1}`,
    `portalId=${portalId}&status=DONE`,
    `portalId=${portalId}&sortBy=name`,
    `portalId=${portalId}&createdFrom=2026-13-01`,
    `portalId=${portalId}&createdFrom=2026-12-02&createdTo=2026-12-01`,
  ]) {
    expectProblem(await app.inject({ url: `/api/v1/orders?${bad}`, headers: w.asPortal }), 400, 'VALIDATION_FAILED');
  }
});

test('cancel: allowed from PENDING, IN_PROGRESS, COMPLETED; memo replaced or kept; twice → 400', async () => {
  const portalId = 31;
  const cancel = (id: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/orders/${id}/cancel`,
      headers: w.asPortal,
      payload: { portalId, ...body },
    });
  const pending = await placeOrder(app, w, { portalId, memo: '원래 메모' });
  const kept = await cancel(pending.id, {});
  assert.equal(kept.statusCode, 200, kept.body);
  assert.equal(kept.json().status, 'CANCELLED');
  const view = await app.inject({ url: `/api/v1/orders/${pending.id}?portalId=${portalId}`, headers: w.asPortal });
  assert.equal(view.json().memo, '원래 메모');
  expectProblem(await cancel(pending.id, {}), 400, 'ORDER_ALREADY_CANCELLED');

  const completed = await placeOrder(app, w, { portalId, regionQuantities: [{ region: '서울', quantity: 1 }] });
  const lead = await registerOk(app, w, { portalId });
  assert.equal(lead.orderId, completed.id);
  const res = await cancel(completed.id, { memo: '환불' });
  assert.equal(res.json().status, 'CANCELLED');
  const after = (
    await app.inject({ url: `/api/v1/orders/${completed.id}?portalId=${portalId}`, headers: w.asPortal })
  ).json();
  assert.equal(after.memo, '환불');
  assert.equal(after.confirmedAssignedCount, 1, 'confirmed assignments stay');
  const owned = await app.inject({ url: `/api/v1/leads/${lead.id}?portalId=${portalId}`, headers: w.asPortal });
  assert.equal(owned.statusCode, 200, 'the lead stays owned');
  expectProblem(await cancel('99999999', {}), 404);
  expectProblem(
    await app.inject({
      method: 'POST',
      url: `/api/v1/orders/${completed.id}/cancel`,
      headers: w.asPortal,
      payload: { portalId: 32 },
    }),
    404,
  );
});

test('provisional assignments are recalled on cancel and counters follow', async () => {
  const portalId = 41;
  const order = await placeOrder(app, w, { portalId, regionQuantities: [{ region: '서울', quantity: 3 }] });
  const lead = await registerOk(app, w, {});
  // a provisional assignment, made the way the allocation engine makes it
  await db.transaction(async (tx) => {
    const [a] = (
      await tx.execute<{ id: number }>(
        sql`insert into assignments (lead_id, order_id, kind) values (${Number(lead.id)}, ${Number(order.id)}, 'PROVISIONAL') returning id`,
      )
    ).rows;
    await tx.execute(
      sql`update leads set status = 'PROVISIONAL', order_id = ${Number(order.id)}, assignment_id = ${Number(a.id)} where id = ${Number(lead.id)}`,
    );
    await tx.execute(
      sql`update orders set provisional_count = 1, status = 'IN_PROGRESS' where id = ${Number(order.id)}`,
    );
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${order.id}/cancel`,
    headers: w.asPortal,
    payload: { portalId },
  });
  assert.equal(res.statusCode, 200, res.body);
  const view = (
    await app.inject({ url: `/api/v1/orders/${order.id}?portalId=${portalId}`, headers: w.asPortal })
  ).json();
  assert.equal(view.provisionalAssignedCount, 0);
  const state = await db.execute<{ status: string; order_id: number | null }>(
    sql`select status, order_id from leads where id = ${Number(lead.id)}`,
  );
  assert.equal(state.rows[0].status, 'UNASSIGNED');
  assert.equal(state.rows[0].order_id, null);
});

/**
 * Issue #33: the orders list's page and summary are one statement, the page's orders read by id from one read of the
 * matching orders; every page of every order is the full list's, and a page past the last order still has its summary.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { placeOrder, registerOk, world } from '../../helpers/fixtures.js';
import { statementsDuring } from '../../helpers/statements.js';

// A clock that stands still: the portal key, verified by the first request, stays trusted (no statement of its own).
const clock = testClock();
const { app, db } = await build({}, { clock: clock.now });
const w = await world(app);
const portalId = 3401;

const placed: string[] = [];
for (const [quantity, reservationDate] of [
  [5, '2026-12-03'],
  [7, '2026-12-01'],
  [1, null],
  [7, '2026-12-05'],
  [2, null],
] as const) {
  const order = await placeOrder(app, w, {
    portalId,
    regionQuantities: [{ region: '서울', quantity }],
    ...(reservationDate ? { reservationDate } : {}),
  });
  placed.push(order.id);
}
await registerOk(app, w, { portalId });

const list = async (qs: string) => {
  const res = await app.inject({ url: `/api/v1/orders?portalId=${portalId}${qs}`, headers: w.asPortal });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

test('the page and the summary are one statement; the page past the last order is that statement alone', async () => {
  await list('');
  // The page with its summary, then the page's region quantities and rules.
  assert.equal(await statementsDuring(db, () => list('&limit=2&page=2')), 3);
  assert.equal(await statementsDuring(db, () => list('&page=9')), 1);
});

test('a page past the last order carries the summary and the total', async () => {
  const all = await list('');
  const past = await list('&limit=2&page=9');
  assert.deepEqual(past.data, []);
  assert.deepEqual(past.summary, all.summary);
  assert.equal(all.summary.totalOrders, 5);
  assert.equal(all.summary.totalOrderedDbQuantity, 22);
  assert.equal(all.summary.totalConfirmedAssigned, 1);
  assert.deepEqual(past.pagination, { page: 9, limit: 2, total: 5, totalPages: 3 });
  const filtered = await list('&status=CANCELLED&page=2');
  assert.deepEqual(filtered.data, []);
  assert.equal(filtered.summary.totalOrders, 0);
  assert.equal(filtered.summary.totalOrderedDbQuantity, 0);
});

test('every page of every sort is its slice of the whole list, the same orders as they are shown alone', async () => {
  for (const sort of [
    '',
    '&sortOrder=asc',
    '&sortBy=reservationDate',
    '&sortBy=reservationDate&sortOrder=asc',
    '&sortBy=orderedDbQuantity',
    '&sortBy=orderedDbQuantity&sortOrder=asc',
  ]) {
    const all = await list(`${sort}&limit=100`);
    assert.equal(all.data.length, 5);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await list(`${sort}&limit=2&page=${page}`)).data);
    assert.deepEqual(pages, all.data, sort);
  }
  const ids = (qs: string) => list(qs).then((r) => r.data.map((o: { id: string }) => o.id));
  assert.deepEqual(await ids(''), [...placed].reverse());
  // Orders without a reservation date come last either way; equal quantities by id in the sort's direction.
  assert.deepEqual(await ids('&sortBy=reservationDate'), [placed[3], placed[0], placed[1], placed[4], placed[2]]);
  assert.deepEqual(await ids('&sortBy=reservationDate&sortOrder=asc'), [
    placed[1],
    placed[0],
    placed[3],
    placed[2],
    placed[4],
  ]);
  assert.deepEqual(await ids('&sortBy=orderedDbQuantity'), [placed[3], placed[1], placed[0], placed[4], placed[2]]);
  for (const order of (await list('&limit=100')).data) {
    const one = await app.inject({ url: `/api/v1/orders/${order.id}?portalId=${portalId}`, headers: w.asPortal });
    assert.equal(one.statusCode, 200, one.body);
    assert.deepEqual(order, one.json(), `order ${order.id}`);
  }
});

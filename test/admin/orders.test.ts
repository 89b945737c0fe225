import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema/index.js';
import { maskOrdererContact } from '../../src/leads/admin/admin-orders.service.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { factories } from '../helpers/given.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });
const given = factories(app);

const a = await given.world();
const b = await given.world();
const placed = await given.order({
  world: a,
  portalId: 5501,
  regionQuantities: [
    { region: '서울', quantity: 3 },
    { region: '부산', quantity: 2 },
  ],
});
// A registration with portalId 5502 makes an automatic order and confirms the lead to it.
const auto = await given.assignedLead({ world: a, portalId: 5502, region: '서울' });
const other = await given.order({ world: b, portalId: 5501 });

const list = (query = '', headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url: `/admin/v1/orders${query}`, headers });
const ids = (res: { json: () => { data: { id: string }[] } }) => res.json().data.map((o) => o.id);

test('newest first by default, oldest first with sortOrder=asc; orders of every portal user', async () => {
  const res = await list(`?providerId=${a.provider.id}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(ids(res), [auto.orderId, placed.id]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&sortOrder=asc`)), [placed.id, auto.orderId]);
  const all = ids(await list('?limit=100'));
  for (const id of [placed.id, auto.orderId, other.id]) assert.ok(all.includes(id));
});

test('each order with its counters and region quantities; the orderer masked', async () => {
  const res = await list(`?providerId=${a.provider.id}`);
  const [autoView, placedView] = res.json().data;
  assert.deepEqual(
    {
      portalId: placedView.portalId,
      source: placedView.source,
      status: placedView.status,
      orderedQuantity: placedView.orderedQuantity,
      provisionalCount: placedView.provisionalCount,
      confirmedCount: placedView.confirmedCount,
      usedCount: placedView.usedCount,
      productName: placedView.productName,
      providerName: placedView.providerName,
    },
    {
      portalId: 5501,
      source: 'ORDER',
      status: 'PENDING',
      orderedQuantity: 5,
      provisionalCount: 0,
      confirmedCount: 0,
      usedCount: 0,
      productName: a.product.name,
      providerName: a.provider.name,
    },
  );
  assert.deepEqual(
    [...placedView.regionQuantities].sort((x: { region: string }, y: { region: string }) =>
      x.region.localeCompare(y.region),
    ),
    [
      { region: '부산', quantity: 2, provisionalCount: 0, confirmedCount: 0 },
      { region: '서울', quantity: 3, provisionalCount: 0, confirmedCount: 0 },
    ],
  );
  assert.equal(placedView.ordererName, '김*계');
  assert.equal(placedView.ordererContact, '010-****-0000');
  assert.ok(!res.body.includes('김설계') && !res.body.includes('010-0000-0000') && !res.body.includes('01000000000'));
  assert.equal(autoView.source, 'AUTO');
  assert.equal(autoView.ordererName, 'AUTO');
  assert.equal(autoView.portalId, 5502);
  assert.equal(autoView.confirmedCount, 1);
  assert.deepEqual(autoView.regionQuantities, []);
});

test('the orderer contact mask: phone, e-mail, anything else', () => {
  assert.equal(maskOrdererContact('010-1234-5678'), '010-****-5678');
  assert.equal(maskOrdererContact('02 123 4567'), '02-***-4567');
  assert.equal(maskOrdererContact('abcdef@example.com'), 'ab***@example.com');
  assert.equal(maskOrdererContact('카카오톡 hong12'), '카***');
});

test('filters: the id, provider, product, portal user, status, source, creation period', async () => {
  assert.deepEqual(ids(await list(`?productId=${b.product.id}`)), [other.id]);
  assert.deepEqual(ids(await list(`?id=${placed.id}`)), [placed.id], 'one order by its id');
  assert.deepEqual(ids(await list('?id=999999')), []);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&portalId=5501`)), [placed.id]);
  assert.deepEqual(ids(await list(`?portalId=5501`)), [other.id, placed.id]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&status=PENDING`)), [placed.id]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&status=COMPLETED,IN_PROGRESS`)), [auto.orderId]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&source=AUTO`)), [auto.orderId]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&source=DISTRIBUTION`)), []);
  await db
    .update(orders)
    .set({ createdAt: new Date('2025-03-01T14:59:59.999Z') }) // 2025-03-01 23:59:59.999 in Korea
    .where(eq(orders.id, Number(placed.id)));
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&createdTo=2025-03-01`)), [placed.id]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&createdFrom=2025-03-02`)), [auto.orderId]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&createdFrom=2025-03-01&createdTo=2025-03-01`)), [
    placed.id,
  ]);
});

test('paging: page and limit with the bounded pagination object', async () => {
  const res = await list(`?providerId=${a.provider.id}&limit=1&page=2`);
  assert.deepEqual(ids(res), [placed.id]);
  assert.deepEqual(res.json().pagination, { page: 2, limit: 1, total: 2, totalPages: 2, totalCapped: false });
  expectProblem(await list('?limit=100&page=101'), 400, 'VALIDATION_FAILED');
});

test('bad input → 400 problem+json', async () => {
  for (const query of [
    '?status=GONE',
    '?status=PENDING,',
    '?source=MANUAL',
    '?providerId=abc',
    '?portalId=0',
    '?limit=101',
    '?sortOrder=up',
    '?createdFrom=2025-13-40',
    '?createdFrom=2025-02-02&createdTo=2025-02-01',
    '?unknown=1',
  ]) {
    expectProblem(await list(query), 400, 'VALIDATION_FAILED');
  }
});

test('portal and provider keys → 403; every operator role may list', async () => {
  assert.equal((await list('', a.asPortal)).statusCode, 403);
  assert.equal((await list('', a.asProvider)).statusCode, 403);
  for (const role of ['VIEWER', 'REVIEWER', 'ADMIN'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    const res = await asOperator(app, session, 'GET', `/admin/v1/orders?productId=${b.product.id}`);
    assert.equal(res.statusCode, 200, `${role}: ${res.body}`);
    assert.deepEqual(ids(res), [other.id]);
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { orders, piiAccessLog } from '../../../src/db/schema/index.js';
import { createKey, createProduct, expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { registerOk, world } from '../../helpers/fixtures.js';

const t = await build();
const { app, db } = t;
const w = await world(app);

test('owned list: masked until used, then unmasked; single lead; 404 when not owned', async () => {
  const portalId = 601;
  const lead = await registerOk(app, w, {
    portalId,
    name: '남궁민수',
    phone: '010-7777-1234',
    email: 'abcdef@example.com',
  });
  const list = await app.inject({ url: `/api/v1/leads?portalId=${portalId}`, headers: w.asPortal });
  assert.equal(list.statusCode, 200, list.body);
  const item = list.json().data[0];
  assert.equal(item.name, '남**수');
  assert.equal(item.phone, '010-****-1234');
  assert.equal(item.email, 'ab***@example.com');
  assert.equal(item.usedAt, null);
  assert.equal(item.leadAsStatus, null);
  assert.equal(item.leadAsStatusLabel, null);
  assert.deepEqual(item.leadAs, []);
  assert.equal(item.assignedAt, item.lastDistributedAt);
  assert.deepEqual(list.json().pagination, { page: 1, limit: 20, total: 1, totalPages: 1 });

  expectProblem(await app.inject({ url: `/api/v1/leads/${lead.id}?portalId=602`, headers: w.asPortal }), 404);
  expectProblem(
    await app.inject({
      method: 'POST',
      url: `/api/v1/leads/${lead.id}/use`,
      headers: w.asPortal,
      payload: { portalId: 602 },
    }),
    404,
  );
  const single = await app.inject({ url: `/api/v1/leads/${lead.id}?portalId=${portalId}`, headers: w.asPortal });
  assert.equal(single.json().phone, '010-****-1234');

  const logBefore = (await db.select({ n: count() }).from(piiAccessLog))[0].n;
  const used = await app.inject({
    method: 'POST',
    url: `/api/v1/leads/${lead.id}/use`,
    headers: w.asPortal,
    payload: { portalId },
  });
  assert.equal(used.statusCode, 200, used.body);
  assert.equal(used.json().name, '남궁민수');
  assert.equal(used.json().phone, '010-7777-1234');
  assert.equal(used.json().email, 'abcdef@example.com');
  const firstUsedAt = used.json().usedAt;
  assert.ok(firstUsedAt);
  const again = await app.inject({
    method: 'POST',
    url: `/api/v1/leads/${lead.id}/use`,
    headers: w.asPortal,
    payload: { portalId },
  });
  assert.equal(again.json().usedAt, firstUsedAt);
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(lead.orderId)));
  assert.equal(order.usedCount, 1, 'a second use does not count twice');
  const logAfter = (await db.select({ n: count() }).from(piiAccessLog))[0].n;
  assert.ok(logAfter >= logBefore + 2);
  const [entry] = await db.select().from(piiAccessLog).where(eq(piiAccessLog.action, 'MARK_USED')).limit(1);
  assert.equal(entry.portalId, portalId);
  assert.deepEqual(entry.leadIds, [Number(lead.id)]);
  assert.ok(entry.fields.includes('phone'));

  const listed = await app.inject({ url: `/api/v1/leads?portalId=${portalId}&used=true`, headers: w.asPortal });
  assert.equal(listed.json().data[0].phone, '010-7777-1234');
});

test('contact lookup: decrypts only owned, used leads; others are skipped with a reason', async () => {
  const portalId = 701;
  const used = await registerOk(app, w, { portalId, name: '이순신', phone: '010-3333-4444' });
  const unused = await registerOk(app, w, { portalId });
  const foreign = await registerOk(app, w, { portalId: 702 });
  await app.inject({ method: 'POST', url: `/api/v1/leads/${used.id}/use`, headers: w.asPortal, payload: { portalId } });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/leads/contacts',
    headers: w.asPortal,
    payload: { portalId, leadIds: [used.id, unused.id, foreign.id, '99999999'] },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().data, [{ id: used.id, name: '이순신', phone: '010-3333-4444' }]);
  assert.deepEqual(res.json().skipped, [
    { id: unused.id, reason: 'NOT_USED' },
    { id: foreign.id, reason: 'NOT_FOUND' },
    { id: '99999999', reason: 'NOT_FOUND' },
  ]);
  const tooMany = Array.from({ length: 101 }, (_, i) => String(i + 1));
  expectProblem(
    await app.inject({
      method: 'POST',
      url: '/api/v1/leads/contacts',
      headers: w.asPortal,
      payload: { portalId, leadIds: tooMany },
    }),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(
    await app.inject({
      method: 'POST',
      url: '/api/v1/leads/contacts',
      headers: w.asPortal,
      payload: { portalId, leadIds: [] },
    }),
    400,
    'VALIDATION_FAILED',
  );
});

test('list filters, search and sorts', async () => {
  const portalId = 801;
  const other = await createProduct(app, [w.provider.id], '자동차보험 DB');
  const a = await registerOk(app, w, {
    portalId,
    name: '가나다',
    region: '서울',
    gender: 'M',
    birth_date: '800101',
    memo: '오후 통화 희망',
  });
  const b = await registerOk(app, w, {
    portalId,
    name: '라마바',
    region: '부산',
    gender: 'F',
    birth_date: '950505',
    email: 'zeta@example.com',
  });
  const c = await registerOk(app, w, {
    portalId,
    name: '사아자',
    productId: other.id,
    birth_date: '700707',
    phone: '010-9999-4321',
  });
  await app.inject({ method: 'POST', url: `/api/v1/leads/${b.id}/use`, headers: w.asPortal, payload: { portalId } });
  const ids = async (qs: string) => {
    const res = await app.inject({ url: `/api/v1/leads?portalId=${portalId}&${qs}`, headers: w.asPortal });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.map((l: { id: string }) => l.id);
  };
  assert.deepEqual(await ids(''), [c.id, b.id, a.id], 'default: assignedAt desc');
  assert.deepEqual(await ids('sortOrder=asc'), [a.id, b.id, c.id]);
  assert.deepEqual(await ids('sortBy=age&sortOrder=asc'), [c.id, a.id, b.id], 'by the YYMMDD string');
  assert.deepEqual(await ids('used=true'), [b.id]);
  assert.deepEqual(await ids('used=false'), [c.id, a.id]);
  assert.deepEqual(await ids('region=서울특별시'), [a.id]);
  assert.deepEqual(await ids('gender=여'), [b.id]);
  assert.deepEqual(await ids('search=오후'), [a.id], 'memo');
  assert.deepEqual(await ids('search=zeta'), [b.id], 'email');
  assert.deepEqual(await ids('search=4321'), [c.id], 'phone_3');
  assert.deepEqual(await ids('search=자동차'), [c.id], 'product name');
  assert.deepEqual(await ids('search=라마'), [b.id], 'name');
  assert.deepEqual(await ids('search=%25'), [], 'wildcards are literal');
  assert.deepEqual(await ids('hasAs=false'), [c.id, b.id, a.id]);
  assert.deepEqual(await ids('hasAs=Y'), []);
  assert.deepEqual(await ids('limit=2&page=2'), [a.id]);
  const paged = await app.inject({ url: `/api/v1/leads?portalId=${portalId}&limit=2`, headers: w.asPortal });
  assert.deepEqual(paged.json().pagination, { page: 1, limit: 2, total: 3, totalPages: 2 });
  const empty = await app.inject({ url: '/api/v1/leads?portalId=999', headers: w.asPortal });
  assert.deepEqual(empty.json().pagination, { page: 1, limit: 20, total: 0, totalPages: 0 });
  for (const bad of [
    'used=yes',
    'hasAs=maybe',
    'sortBy=name',
    'sortOrder=up',
    'limit=0',
    'limit=101',
    'page=0',
    'page=x',
    'region=평양',
    'foo=1',
    '',
  ]) {
    const res = await app.inject({
      url: `/api/v1/leads?${bad}${bad === '' ? '' : `&portalId=${portalId}`}`.replace('?&', '?'),
      headers: w.asPortal,
    });
    if (bad === '') {
      expectProblem(await app.inject({ url: '/api/v1/leads', headers: w.asPortal }), 400, 'VALIDATION_FAILED');
      continue;
    }
    expectProblem(res, 400, 'VALIDATION_FAILED');
  }
});

test('hasAs and leadAsStatus follow the most recent AS request', async () => {
  const portalId = 901;
  const lead = await registerOk(app, w, { portalId });
  const insertAs = (status: string, at: string) =>
    db.execute(sql`insert into as_requests (lead_id, portal_id, reason_code, status, created_at)
      values (${Number(lead.id)}, ${portalId}, 'OTHER', ${status}, ${at})`);
  await db.execute(sql`insert into as_reasons (code, label) values ('OTHER', '기타') on conflict do nothing`);
  await insertAs('REJECTED', '2026-01-01T00:00:00Z');
  await insertAs('CANCELLED', '2026-01-02T00:00:00Z');
  await db.execute(sql`update leads set latest_as_status = 'CANCELLED' where id = ${Number(lead.id)}`);
  const get = async (qs: string) =>
    (await app.inject({ url: `/api/v1/leads?portalId=${portalId}&${qs}`, headers: w.asPortal })).json().data;
  assert.equal((await get('hasAs=N')).length, 1, 'latest is CANCELLED: counts as no AS');
  assert.equal((await get('hasAs=true')).length, 0);
  const [item] = await get('');
  assert.equal(item.leadAsStatus, 'CANCELLED');
  assert.equal(item.leadAsStatusLabel, '취소');
  assert.deepEqual(
    item.leadAs.map((a: { status: string }) => a.status),
    ['CANCELLED', 'REJECTED'],
  );
});

test('a restricted portal key acts only for its portal users', async () => {
  const restricted = await createKey(app, 'portal', { portalIds: [1001] });
  const headers = { 'x-api-key': restricted.key };
  assert.equal((await app.inject({ url: '/api/v1/leads?portalId=1001', headers })).statusCode, 200);
  expectProblem(await app.inject({ url: '/api/v1/leads?portalId=1002', headers }), 403, 'KEY_SCOPE');
  expectProblem(
    await app.inject({ method: 'POST', url: '/api/v1/leads/1/use', headers, payload: { portalId: 1002 } }),
    403,
    'KEY_SCOPE',
  );
});

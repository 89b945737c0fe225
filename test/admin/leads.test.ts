import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog, leads, piiAccessLog } from '../../src/db/schema/index.js';
import { COUNT_CAP } from '../../src/platform/bounded-list.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { nextPhone } from '../helpers/fixtures.js';
import { factories } from '../helpers/given.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db, logs } = await build({ CONSOLE_MFA: 'off' });
const given = factories(app);

const a = await given.world();
const b = await given.world();
const phones = { unowned: nextPhone(), owned: nextPhone(), other: nextPhone() };
const unowned = await given.lead({ world: a, name: '홍길동', phone: phones.unowned, email: 'hong@example.com' });
const owned = await given.assignedLead({
  world: a,
  name: '김영희',
  phone: phones.owned,
  portalId: 4401,
  region: '부산',
});
const other = await given.lead({ world: b, name: '이철수', phone: phones.other });

const list = (query = '', headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url: `/admin/v1/leads${query}`, headers });
const ids = (res: { json: () => { data: { id: string }[] } }) => res.json().data.map((l) => l.id);

test('newest first by default, oldest first with sortOrder=asc; every lead across owners', async () => {
  const res = await list(`?providerId=${a.provider.id}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(ids(res), [owned.id, unowned.id]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&sortOrder=asc`)), [unowned.id, owned.id]);
  const all = ids(await list('?limit=100'));
  for (const id of [unowned.id, owned.id, other.id]) assert.ok(all.includes(id));
});

test('newest registered first by registration time, not by id; equal times newest id first', async () => {
  const c = await given.world();
  const [first, second, third] = [
    await given.lead({ world: c }),
    await given.lead({ world: c }),
    await given.lead({ world: c }),
  ];
  // The first id registered last; the other two at one moment, earlier.
  const at = (id: string, iso: string) =>
    db
      .update(leads)
      .set({ createdAt: new Date(iso) })
      .where(eq(leads.id, Number(id)));
  await at(first.id, '2026-03-02T00:00:00.000Z');
  await at(second.id, '2026-03-01T00:00:00.000Z');
  await at(third.id, '2026-03-01T00:00:00.000Z');
  assert.deepEqual(ids(await list(`?providerId=${c.provider.id}`)), [first.id, third.id, second.id]);
  assert.deepEqual(ids(await list(`?providerId=${c.provider.id}&sortOrder=asc`)), [second.id, third.id, first.id]);
  assert.deepEqual(ids(await list(`?providerId=${c.provider.id}&limit=1&page=2`)), [third.id]);
});

test('filters: id, provider, product, owner, status, region, creation period', async () => {
  assert.deepEqual(ids(await list(`?id=${other.id}`)), [other.id]);
  assert.deepEqual(ids(await list(`?productId=${b.product.id}`)), [other.id]);
  assert.deepEqual(ids(await list('?ownerPortalId=4401')), [owned.id]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&status=UNASSIGNED`)), [unowned.id]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&status=ASSIGNED`)), [owned.id]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&region=부산`)), [owned.id]);
  await db
    .update(leads)
    .set({ createdAt: new Date('2025-01-01T14:59:59.999Z') }) // 2025-01-01 23:59:59.999 in Korea
    .where(eq(leads.id, Number(unowned.id)));
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&createdTo=2025-01-01`)), [unowned.id]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&createdFrom=2025-01-02`)), [owned.id]);
  assert.deepEqual(ids(await list(`?providerId=${a.provider.id}&createdFrom=2025-01-01&createdTo=2025-01-01`)), [
    unowned.id,
  ]);
  assert.deepEqual(ids(await list('?id=999999999999')), []);
});

test('the contact is always masked: no clear phone, name or e-mail anywhere in the body', async () => {
  const res = await list(`?providerId=${a.provider.id}`);
  for (const phone of [phones.unowned, phones.owned]) {
    assert.ok(!res.body.includes(phone) && !res.body.includes(phone.replaceAll('-', '')), 'no clear phone');
  }
  assert.ok(!res.body.includes('홍길동') && !res.body.includes('hong@example.com'));
  const lead = res.json().data.find((l: { id: string }) => l.id === unowned.id);
  assert.equal(lead.name, '홍*동');
  assert.match(lead.phone, /^010-\*{4}-\d{4}$/);
  assert.equal(lead.email, 'ho***@example.com');
  const ownedView = res.json().data.find((l: { id: string }) => l.id === owned.id);
  assert.equal(ownedView.ownerPortalId, 4401);
  assert.equal(ownedView.status, 'ASSIGNED');
  assert.equal(ownedView.orderId, owned.orderId);
});

test('listing writes no personal-data access record', async () => {
  const before = await db.select({ n: sql<number>`count(*)::int` }).from(piiAccessLog);
  await list();
  const after = await db.select({ n: sql<number>`count(*)::int` }).from(piiAccessLog);
  assert.equal(Number(after[0].n), Number(before[0].n));
});

test('paging: page and limit with the pagination object', async () => {
  const res = await list(`?providerId=${a.provider.id}&limit=1&page=2`);
  assert.deepEqual(ids(res), [unowned.id]);
  assert.deepEqual(res.json().pagination, { page: 2, limit: 1, total: 2, totalPages: 2, totalCapped: false });
});

test(`the total is counted up to ${COUNT_CAP} leads; pages stop there`, async () => {
  const c = await given.world();
  await db.execute(sql`
    insert into leads (provider_id, product_id, name, phone_enc, phone_hash, phone_1, phone_3, phone_masked)
    select ${Number(c.provider.id)}, ${Number(c.product.id)}, '박민수', 'x', md5(g::text), '010', '0000',
      '010-****-0000'
    from generate_series(1, ${COUNT_CAP + 5}) g`);
  const res = await list(`?providerId=${c.provider.id}&limit=100`);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.length, 100);
  assert.deepEqual(res.json().pagination, {
    page: 1,
    limit: 100,
    total: COUNT_CAP,
    totalPages: COUNT_CAP / 100,
    totalCapped: true,
  });
  assert.equal((await list(`?providerId=${c.provider.id}&limit=100&page=${COUNT_CAP / 100}`)).statusCode, 200);
  expectProblem(
    await list(`?providerId=${c.provider.id}&limit=100&page=${COUNT_CAP / 100 + 1}`),
    400,
    'VALIDATION_FAILED',
  );
});

test('bad input → 400 problem+json', async () => {
  for (const query of [
    '?status=GONE',
    '?providerId=abc',
    '?ownerPortalId=0',
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
  const portal = await list('', a.asPortal);
  assert.equal(portal.statusCode, 403);
  assert.equal((await list('', a.asProvider)).statusCode, 403);
  for (const role of ['VIEWER', 'REVIEWER', 'ADMIN'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    const res = await asOperator(app, session, 'GET', `/admin/v1/leads?id=${owned.id}`);
    assert.equal(res.statusCode, 200, `${role}: ${res.body}`);
    assert.deepEqual(ids(res), [owned.id]);
  }
});

// ---- the reveal ----

const reveal = (id: string, payload: unknown, headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'POST', url: `/admin/v1/leads/${id}/contact`, headers, payload: payload as object });

test('reveal: the contact in clear, an access record and an audit entry with the reason; nothing logged', async () => {
  const reason = '고객 민원 확인 (티켓 8812)';
  const res = await reveal(unowned.id, { reason });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), {
    leadId: unowned.id,
    name: '홍길동',
    phone: phones.unowned,
    email: 'hong@example.com',
  });
  const [access] = await db
    .select()
    .from(piiAccessLog)
    .where(eq(piiAccessLog.action, 'REVEAL_LEAD_CONTACT'))
    .orderBy(desc(piiAccessLog.id))
    .limit(1);
  assert.deepEqual(access.leadIds, [Number(unowned.id)]);
  assert.deepEqual(access.fields, ['name', 'phone', 'email']);
  assert.equal(access.reason, reason);
  const [audit] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'LEAD_CONTACT_REVEALED'), eq(auditLog.target, `lead:${unowned.id}`)));
  assert.deepEqual(audit.detail, { reason });
  assert.equal(audit.actor, 'key:env-admin');
  const logged = logs.join('\n');
  for (const secret of [phones.unowned, phones.unowned.replaceAll('-', ''), 'hong@example.com', '홍길동']) {
    assert.ok(!logged.includes(secret), 'the contact is never logged');
  }
  // The audit timeline shows the reason beside the access record.
  const timeline = await app.inject({
    method: 'GET',
    url: '/admin/v1/audit?action=PII_REVEAL_LEAD_CONTACT',
    headers: adminHeaders,
  });
  assert.equal(timeline.json().data[0].detail.reason, reason);
});

test('reveal: an ADMIN session is recorded as the operator; VIEWER and REVIEWER → 403 OPERATOR_SCOPE', async () => {
  const admin = await givenOperator(db, 'ADMIN');
  const res = await asOperator(app, await signIn(app, admin.email), 'POST', `/admin/v1/leads/${owned.id}/contact`, {
    reason: '배정 분쟁 확인',
  });
  assert.equal(res.statusCode, 200, res.body);
  const [audit] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'LEAD_CONTACT_REVEALED'), eq(auditLog.target, `lead:${owned.id}`)));
  assert.equal(audit.actor, `operator:${admin.id}`);
  for (const role of ['VIEWER', 'REVIEWER'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    expectProblem(
      await asOperator(app, session, 'POST', `/admin/v1/leads/${owned.id}/contact`, { reason: '배정 분쟁 확인' }),
      403,
      'OPERATOR_SCOPE',
    );
  }
  assert.equal((await reveal(owned.id, { reason: '배정 분쟁 확인' }, a.asPortal)).statusCode, 403);
  assert.equal((await reveal(owned.id, { reason: '배정 분쟁 확인' }, a.asProvider)).statusCode, 403);
});

test('reveal: a missing, short, long or blank reason → 400, an unknown lead → 404, and nothing is recorded', async () => {
  const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(piiAccessLog))[0].n;
  const before = Number(await count());
  for (const payload of [{}, { reason: '짧음' }, { reason: 'x'.repeat(501) }, { reason: '     ' }, { reason: 5 }]) {
    expectProblem(await reveal(other.id, payload), 400, 'VALIDATION_FAILED');
  }
  expectProblem(await reveal('999999999999', { reason: '민원 확인 요청' }), 404, 'NOT_FOUND');
  expectProblem(await reveal('abc', { reason: '민원 확인 요청' }), 404, 'NOT_FOUND');
  assert.equal(Number(await count()), before);
});

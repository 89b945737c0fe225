import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index.js';
import {
  bearer,
  claimBody,
  createClient,
  createConsultant,
  createOrg,
  createTerms,
  setClaimStatus,
} from '../claims/helpers.js';
import { createKey, expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { placeOrder, registerOk, world } from '../helpers/fixtures.js';
import { createReasons, fileAsOk, ownedLead, reviewOk } from '../leads/after-service/helpers.js';
import { givenOperator } from '../operators/helpers.js';

const { app, db, logs } = await build();
await createReasons(app);

type Audit = {
  data: {
    id: string;
    source: string;
    at: string;
    actor: string;
    actorName: string | null;
    action: string;
    target: string;
    detail: Record<string, unknown> | null;
  }[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
};

/** An order of `portalId` that took one lead, confirmed by the admin key. */
async function confirmedOrder(w: Awaited<ReturnType<typeof world>>, portalId: number) {
  const order = await placeOrder(app, w, { portalId });
  await registerOk(app, w, { region: '서울' });
  const confirm = await app.inject({
    method: 'POST',
    url: `/admin/v1/orders/${order.id}/confirm`,
    headers: adminHeaders,
  });
  assert.equal(confirm.statusCode, 200, confirm.body);
  return order;
}

/** Oldest first, by record id: records of one transaction share their time. */
const inOrder = (records: Audit['data']) =>
  [...records].sort((a, b) => Number(a.id.split(':')[1]) - Number(b.id.split(':')[1]));

async function audit(query = '', headers: Record<string, string> = adminHeaders) {
  const res = await app.inject({ url: `/admin/v1/audit${query}`, headers });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Audit;
}

test('key creation, change and revocation are recorded with who, when and which key — never the key', async () => {
  const before = Date.now();
  const key = await createKey(app, 'portal');
  await app.inject({
    method: 'PATCH',
    url: `/admin/v1/api-keys/${key.id}`,
    headers: adminHeaders,
    payload: { rateLimitRps: 50 },
  });
  await app.inject({ method: 'DELETE', url: `/admin/v1/api-keys/${key.id}`, headers: adminHeaders });
  const list = await audit(`?source=ADMIN&limit=100`);
  const mine = list.data.filter((r) => r.target === `api_key:${key.id}`);
  assert.deepEqual(mine.map((r) => r.action).sort(), ['API_KEY_CREATED', 'API_KEY_REVOKED', 'API_KEY_UPDATED']);
  for (const r of mine) {
    assert.equal(r.actor, 'key:env-admin');
    assert.ok(Date.parse(r.at) >= before - 1000 && Date.parse(r.at) <= Date.now() + 1000);
  }
  assert.ok(!JSON.stringify(list).includes(key.key.slice(14)), 'the key itself is never in the audit log');
  const created = mine.find((r) => r.action === 'API_KEY_CREATED')!;
  assert.equal(created.detail?.kind, 'portal');

  // An admin key from the database is named by its id.
  const admin2 = await createKey(app, 'admin');
  const other = await app.inject({
    method: 'POST',
    url: '/admin/v1/api-keys',
    headers: { 'x-api-key': admin2.key },
    payload: { name: 'x', kind: 'portal' },
  });
  assert.equal(other.statusCode, 200);
  const byActor = await audit(`?actor=key:${admin2.id}`);
  assert.equal(byActor.data.length, 1);
  assert.equal(byActor.data[0].target, `api_key:${other.json().id}`);
});

test('filtered by target: one object, or every object of a kind', async () => {
  const a = await createKey(app, 'portal');
  const b = await createKey(app, 'portal');
  await app.inject({ method: 'DELETE', url: `/admin/v1/api-keys/${a.id}`, headers: adminHeaders });
  const one = await audit(`?target=api_key:${a.id}`);
  assert.deepEqual(one.data.map((r) => r.action).sort(), ['API_KEY_CREATED', 'API_KEY_REVOKED']);
  const kind = await audit('?target=api_key:&limit=100');
  const targets = new Set(kind.data.map((r) => r.target));
  assert.ok(targets.has(`api_key:${a.id}`) && targets.has(`api_key:${b.id}`));
  assert.ok(kind.data.every((r) => r.target.startsWith('api_key:')));
});

test('AS review, order confirmation and reads of personal data are listed; filters by action, source and period', async () => {
  const w = await world(app);
  // Personal-data read: marking a lead used reveals it.
  const lead = await ownedLead(app, w, 41);
  const used = await app.inject({
    method: 'POST',
    url: `/api/v1/leads/${lead.id}/use`,
    headers: w.asPortal,
    payload: { portalId: 41 },
  });
  assert.equal(used.statusCode, 200, used.body);
  const pii = await audit('?source=PII_ACCESS');
  const read = pii.data.find((r) => (r.detail?.leadIds as number[] | undefined)?.map(String).includes(lead.id));
  assert.ok(read, JSON.stringify(pii.data.slice(0, 3)));
  assert.match(read.action, /^PII_/);
  assert.equal(read.detail?.portalId, 41);
  // The personal data itself is not in the log entry.
  assert.ok(!JSON.stringify(read).includes(used.json().phone));

  const asLead = await ownedLead(app, w, 42);
  const req = await fileAsOk(app, w, { portalId: 42, leadId: asLead.id });
  await reviewOk(app, req.id, 'REJECTED', '증빙 부족');
  const reviews = await audit('?action=AS_REVIEWED');
  const reviewed = reviews.data.find((r) => r.target === `as_request:${req.id}`);
  assert.ok(reviewed);
  assert.equal(reviewed.detail?.status, 'REJECTED');
  assert.ok(!JSON.stringify(reviewed).includes('증빙 부족'), 'free text is not copied into the audit log');

  const order = await confirmedOrder(w, 43);
  const confirmations = await audit('?action=ORDER_CONFIRMED');
  assert.ok(confirmations.data.some((r) => r.target === `order:${order.id}` && r.actor === 'key:env-admin'));

  // A period in the future holds nothing; today (Korea time) holds all of it.
  assert.equal((await audit('?from=2099-01-01')).pagination.total, 0);
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const all = await audit(`?from=${today}&to=${today}&limit=1`);
  assert.ok(all.pagination.total >= 6);
  assert.equal(all.data.length, 1);
  assert.equal(all.pagination.totalPages, all.pagination.total);
  // Newest first.
  const page = await audit('?limit=50');
  const times = page.data.map((r) => Date.parse(r.at));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
  );
});

test('only admin keys may list the audit log; bad filters are 400', async () => {
  const w = await world(app);
  for (const headers of [w.asPortal, w.asProvider]) {
    expectProblem(await app.inject({ url: '/admin/v1/audit', headers }), 403, 'KEY_SCOPE');
  }
  expectProblem(await app.inject({ url: '/admin/v1/audit' }), 401, 'API_KEY_MISSING');
  for (const q of [
    '?page=0',
    '?limit=101',
    '?from=2026-13-01',
    '?source=OTHER',
    "?action=x';drop",
    '?target=api_key:%25',
    '?from=2026-02-01&to=2026-01-01',
    '?other=1',
  ]) {
    expectProblem(await app.inject({ url: `/admin/v1/audit${q}`, headers: adminHeaders }), 400);
  }
});

test('the audit log never shows up in the service log with personal data', () => {
  // The requests of this file were logged (an empty log would hide anything)...
  const auditReads = logs.filter((l) => l.includes('"path":"/admin/v1/audit"'));
  assert.ok(auditReads.length > 0, 'the audit reads are logged');
  // ...with no key, and no key header, in any line.
  assert.ok(!logs.some((l) => l.includes('lk_portal_') || l.includes('lk_admin_')), 'no key in the log');
});

test('an AS review and an order confirmation are recorded in their own transaction', async () => {
  // now() is the transaction's start: a record written inside the change's transaction carries the same instant.
  const w = await world(app, '종신보험 DB');
  const asLead = await ownedLead(app, w, 44);
  const req = await fileAsOk(app, w, { portalId: 44, leadId: asLead.id });
  await reviewOk(app, req.id, 'HOLD');
  const [reviewed] = (
    await db.execute<{ same: boolean }>(sql`
      select a.at = r.updated_at as same from audit_log a join as_requests r on a.target = 'as_request:' || r.id
      where r.id = ${Number(req.id)} and a.action = 'AS_REVIEWED'`)
  ).rows;
  assert.equal(reviewed?.same, true);

  const order = await confirmedOrder(w, 45);
  const [confirmed] = (
    await db.execute<{ same: boolean }>(sql`
      select a.at = s.confirmed_at as same from audit_log a join assignments s on a.target = 'order:' || s.order_id
      where s.order_id = ${Number(order.id)} and a.action = 'ORDER_CONFIRMED'`)
  ).rows;
  assert.equal(confirmed?.same, true);

  // A refused change records nothing.
  const refused = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/lead-as/${req.id}`,
    headers: adminHeaders,
    payload: { status: 'CANCELLED' },
  });
  assert.equal(refused.statusCode, 400, refused.body);
  const records = await audit('?action=AS_REVIEWED');
  assert.equal(records.data.filter((r) => r.target === `as_request:${req.id}`).length, 1);
});

test('system clients: creation and revocation are recorded, never the secret; an unknown client records nothing', async () => {
  const client = await createClient(app, 'partner CRM');
  const revoke = await app.inject({
    method: 'DELETE',
    url: `/admin/v1/clients/${client.clientId}`,
    headers: adminHeaders,
  });
  assert.equal(revoke.statusCode, 204);
  const created = await audit('?action=CLIENT_CREATED');
  const record = created.data.find((r) => r.target === `client:${client.clientId}`);
  assert.equal(record?.actor, 'key:env-admin');
  assert.ok(!JSON.stringify(created).includes(client.clientSecret), 'the secret is not recorded');
  const revoked = await audit('?action=CLIENT_REVOKED');
  assert.ok(revoked.data.some((r) => r.target === `client:${client.clientId}`));

  const unknown = await app.inject({ method: 'DELETE', url: '/admin/v1/clients/cl_nobody', headers: adminHeaders });
  expectProblem(unknown, 404, 'NOT_FOUND');
  assert.ok(!(await audit('?action=CLIENT_REVOKED')).data.some((r) => r.target === 'client:cl_nobody'));
});

test('consultant creation, role change, deactivation and reactivation are recorded with who — never personal data', async () => {
  const admin = await createConsultant(app, 'ADMIN', { name: '관리자' });
  const fc = await createConsultant(app, 'FC', { email: 'kim.audit@example.com', name: '김감사' });
  const patch = (payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/v1/users/${fc.id}`, headers: bearer(admin.token), payload });
  assert.equal((await patch({ role: 'MANAGER', phone: '010-2222-3333' })).statusCode, 200);
  assert.equal((await patch({ active: false })).statusCode, 200);
  assert.equal((await patch({ active: true })).statusCode, 200);
  const del = await app.inject({ method: 'DELETE', url: `/api/v1/users/${fc.id}`, headers: bearer(admin.token) });
  assert.equal(del.statusCode, 204);

  const records = inOrder((await audit('?source=ADMIN&limit=100')).data.filter((r) => r.target === `user:${fc.id}`));
  assert.deepEqual(
    records.map((r) => [r.action, r.actor]),
    [
      ['USER_CREATED', 'key:env-admin'],
      ['USER_ROLE_CHANGED', `user:${admin.id}`],
      ['USER_UPDATED', `user:${admin.id}`],
      ['USER_DEACTIVATED', `user:${admin.id}`],
      ['USER_REACTIVATED', `user:${admin.id}`],
      ['USER_DEACTIVATED', `user:${admin.id}`],
    ],
  );
  assert.deepEqual(records[0].detail, { role: 'FC', orgId: null });
  assert.deepEqual(records[1].detail, { from: 'FC', to: 'MANAGER' });
  assert.deepEqual(records[2].detail, { fields: ['phone'] });
  const text = JSON.stringify(records);
  for (const secret of ['kim.audit@example.com', '김감사', '2222', fc.ci]) assert.ok(!text.includes(secret), secret);
  // A refused change records nothing.
  const taken = await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: bearer(admin.token),
    payload: { ci: fc.ci, name: '중복', role: 'FC' },
  });
  expectProblem(taken, 409, 'USER_CI_TAKEN');
  assert.equal((await audit('?action=USER_CREATED&limit=100')).data.length, 2);
});

test('organization creation, rename, move and deletion are recorded', async () => {
  const admin = await createConsultant(app, 'ADMIN');
  const root = await createOrg(app, admin.token, '본사');
  const branch = await createOrg(app, admin.token, '지점');
  const moved = await app.inject({
    method: 'PATCH',
    url: `/api/v1/organizations/${branch.id}`,
    headers: bearer(admin.token),
    payload: { name: '강남지점', parentId: root.id },
  });
  assert.equal(moved.statusCode, 200, moved.body);
  const cycle = await app.inject({
    method: 'PATCH',
    url: `/api/v1/organizations/${root.id}`,
    headers: bearer(admin.token),
    payload: { parentId: branch.id },
  });
  expectProblem(cycle, 400, 'ORG_CYCLE');
  const del = await app.inject({
    method: 'DELETE',
    url: `/api/v1/organizations/${branch.id}`,
    headers: bearer(admin.token),
  });
  assert.equal(del.statusCode, 204);
  const records = inOrder(
    (await audit('?source=ADMIN&limit=100')).data.filter((r) => r.target.startsWith('organization:')),
  );
  assert.deepEqual(
    records.map((r) => [r.action, r.target, r.actor, r.detail]),
    [
      ['ORG_CREATED', `organization:${root.id}`, `user:${admin.id}`, { parentId: null }],
      ['ORG_CREATED', `organization:${branch.id}`, `user:${admin.id}`, { parentId: null }],
      [
        'ORG_UPDATED',
        `organization:${branch.id}`,
        `user:${admin.id}`,
        { fields: ['name', 'parentId'], from: null, parentId: root.id },
      ],
      ['ORG_DELETED', `organization:${branch.id}`, `user:${admin.id}`, null],
    ],
  );
});

test('claim status changes by an operator are recorded with from and to; a refused one records nothing', async () => {
  const fc = await createConsultant(app, 'FC');
  const terms = await createTerms(app, 'SAMSUNG_LIFE', true);
  const submitted = await app.inject({
    method: 'POST',
    url: '/api/v1/claim/requests',
    headers: bearer(fc.token),
    payload: claimBody(fc.ci, [terms.id]),
  });
  assert.equal(submitted.statusCode, 200, submitted.body);
  const id = submitted.json().claimReqId;
  const patch = (claimStatusCd: string) => setClaimStatus(app, id, claimStatusCd);
  expectProblem(await patch('COMPLETE'), 400, 'INVALID_STATUS_TRANSITION');
  assert.equal((await patch('CANCELLED')).statusCode, 200);
  const records = (await audit('?action=CLAIM_STATUS_CHANGED')).data;
  assert.deepEqual(
    records.map((r) => [r.target, r.actor, r.detail]),
    [[`claim:${id}`, 'key:env-admin', { from: 'RECEIVED', to: 'CANCELLED' }]],
  );
});

test('an operator actor comes with the operator’s name; other actors and unknown operators with none', async () => {
  const operator = await givenOperator(db, 'ADMIN', { name: '김감사' });
  await db.insert(auditLog).values([
    { actor: `operator:${operator.id}`, action: 'HOLIDAY_SAVED', target: 'holiday:names-1' },
    { actor: 'operator:2147483647', action: 'HOLIDAY_SAVED', target: 'holiday:names-2' },
    { actor: 'operator:99999999999', action: 'HOLIDAY_SAVED', target: 'holiday:names-3' },
    { actor: 'cli', action: 'HOLIDAY_SAVED', target: 'holiday:names-4' },
  ]);
  const names = Object.fromEntries(
    (await audit('?action=HOLIDAY_SAVED&limit=100')).data
      .filter((r) => r.target.startsWith('holiday:names-'))
      .map((r) => [r.target, r.actorName]),
  );
  assert.deepEqual(names, {
    'holiday:names-1': '김감사',
    'holiday:names-2': null,
    'holiday:names-3': null,
    'holiday:names-4': null,
  });
  // Every record carries the field, whatever its source.
  for (const r of (await audit('?limit=100')).data) assert.ok('actorName' in r, r.id);
});

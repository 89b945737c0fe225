import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { auditLog, operators, piiAccessLog } from '../../src/db/schema/index.js';
import { createKey } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { nextPhone, placeOrder, registerOk, world } from '../helpers/fixtures.js';
import { changedTables, databaseDigest, fillPath, operationsOf, sample } from '../security/openapi-ops.js';
import { asOperator, COOKIE, givenOperator, ORIGIN, type Role, type Session, signIn } from './helpers.js';

// The permission table of docs/console.md, checked over every operation of the app's own OpenAPI document: a new
// admin route is covered without anyone listing it here.
const { app, db } = await build({ CONSOLE_MFA: 'off' });

const ROLES: Role[] = ['VIEWER', 'REVIEWER', 'ADMIN'];

/** The table, written out independently of src/operators/permissions.ts. */
const REFERENCE = new Set([
  'GET /api/v1/regions',
  'GET /api/v1/lead-as/reasons',
  'GET /api/v1/products/{productId}/as-policy',
  'GET /api/v1/claim/insurers',
  'GET /api/v1/claim/banks',
  'GET /api/v1/claim/post-office-centers',
  'GET /api/v1/claim/job-codes',
  'GET /api/v1/claim/terms/{termsOwnerCd}',
]);
const REVIEW = new Set([
  'PATCH /admin/v1/lead-as/{id}',
  'POST /admin/v1/lead-as/bulk-hold',
  'POST /admin/v1/lead-as/{id}/contact',
]);
const NOBODY = new Set(['POST /admin/v1/users/{id}/token']);
const ADMIN_READS = new Set(['GET /admin/v1/operators', 'GET /admin/v1/operators/{id}']);

function expected(role: Role, method: string, path: string): 'allowed' | 'OPERATOR_SCOPE' | 'no session' {
  const op = `${method} ${path}`;
  if (REFERENCE.has(op)) return 'allowed';
  if (!path.startsWith('/admin/v1/')) return 'no session';
  if (NOBODY.has(op)) return 'OPERATOR_SCOPE';
  if (ADMIN_READS.has(op)) return role === 'ADMIN' ? 'allowed' : 'OPERATOR_SCOPE';
  if (method === 'GET') return 'allowed';
  if (REVIEW.has(op)) return role === 'VIEWER' ? 'OPERATOR_SCOPE' : 'allowed';
  return role === 'ADMIN' ? 'allowed' : 'OPERATOR_SCOPE';
}

const sessions = {} as Record<Role, Session>;
const ids = {} as Record<Role, number>;
for (const role of ROLES) {
  const op = await givenOperator(db, role);
  ids[role] = op.id;
  sessions[role] = await signIn(app, op.email);
}

const ops = operationsOf(app).filter((op) => op.security.length > 0);

test('every admin operation and reference GET, with VIEWER, REVIEWER and ADMIN sessions: allowed or 403', async () => {
  const checked: string[] = [];
  for (const op of ops) {
    const url = fillPath(op.path, {}, '999999');
    const body = op.body ? sample(op.body) : undefined;
    for (const role of ROLES) {
      const want = expected(role, op.method, op.path);
      if (want === 'no session') continue;
      const res = await asOperator(app, sessions[role], op.method as 'GET', url, body);
      const what = `${role} ${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (want === 'OPERATOR_SCOPE') {
        assert.equal(res.statusCode, 403, what);
        assert.equal(res.json().code, 'OPERATOR_SCOPE', what);
      } else {
        assert.notEqual(res.statusCode, 401, what);
        assert.ok(res.statusCode !== 403, what);
        assert.ok(res.statusCode < 500, what);
      }
      checked.push(`${role} ${op.method} ${op.path}`);
    }
  }
  // The sweep did reach the admin surface and the reference data.
  assert.ok(checked.includes('VIEWER GET /admin/v1/audit'));
  assert.ok(checked.includes('REVIEWER GET /admin/v1/operators'));
  assert.ok(checked.includes('ADMIN POST /admin/v1/operators'));
  assert.ok(checked.includes('REVIEWER GET /api/v1/claim/banks'));
  assert.ok(checked.includes('REVIEWER PATCH /admin/v1/lead-as/{id}'));
});

test('every other operation with only a session cookie → 401', async () => {
  let n = 0;
  for (const op of ops) {
    if (expected('ADMIN', op.method, op.path) !== 'no session') continue;
    const url = fillPath(op.path, {}, '1');
    const body = op.body ? sample(op.body) : undefined;
    const res = await asOperator(app, sessions.ADMIN, op.method as 'GET', url, body);
    assert.equal(res.statusCode, 401, `${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    n += 1;
  }
  assert.ok(n > 20, `${n} operations refused`);
});

test('an admin session changes like an admin key, recorded as operator:<id>', async () => {
  const res = await asOperator(app, sessions.ADMIN, 'POST', '/admin/v1/providers', { code: 'OPS1', name: '공급사' });
  assert.equal(res.statusCode, 200, res.body);
  const [last] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  assert.equal(last.actor, `operator:${ids.ADMIN}`);
});

test('a REVIEWER reveals the contact of an open AS request (recorded); a closed one → 400 AS_REQUEST_CLOSED', async () => {
  const w = await world(app);
  await placeOrder(app, w, { portalId: 601 });
  const phone = nextPhone();
  const lead = await registerOk(app, w, { portalId: 601, region: '서울', name: '김고객', phone });
  await app.inject({
    method: 'POST',
    url: '/admin/v1/lead-as/reasons',
    headers: adminHeaders,
    payload: { code: 'WRONG_NUMBER', label: '결번' },
  });
  const filed = await app.inject({
    method: 'POST',
    url: '/api/v1/lead-as',
    headers: w.asPortal,
    payload: { portalId: 601, leadId: lead.id, reasonCode: 'WRONG_NUMBER' },
  });
  assert.equal(filed.statusCode, 200, filed.body);
  const asId = filed.json().id as string;
  const viewer = await asOperator(app, sessions.VIEWER, 'POST', `/admin/v1/lead-as/${asId}/contact`);
  assert.equal(viewer.statusCode, 403);
  const shown = await asOperator(app, sessions.REVIEWER, 'POST', `/admin/v1/lead-as/${asId}/contact`);
  assert.equal(shown.statusCode, 200, shown.body);
  assert.equal(shown.json().name, '김고객');
  assert.equal(shown.json().phone, phone);
  const reads = await db.select().from(piiAccessLog).where(eq(piiAccessLog.action, 'REVEAL_AS_CONTACT'));
  assert.equal(reads.at(-1)?.actor, `operator:${ids.REVIEWER}`);
  const reviewed = await asOperator(app, sessions.REVIEWER, 'PATCH', `/admin/v1/lead-as/${asId}`, {
    status: 'REJECTED',
    adminNote: '통화 기록 있음',
  });
  assert.equal(reviewed.statusCode, 200, reviewed.body);
  const closed = await asOperator(app, sessions.REVIEWER, 'POST', `/admin/v1/lead-as/${asId}/contact`);
  assert.equal(closed.statusCode, 400);
  assert.equal(closed.json().code, 'AS_REQUEST_CLOSED');
});

test('CSRF: no token, another session\u2019s token, a foreign origin, a cross-site fetch, text/plain → 403, nothing changed', async () => {
  const other = await signIn(app, (await givenOperator(db, 'ADMIN')).email);
  const url = '/admin/v1/providers';
  const body = JSON.stringify({ code: 'CSRF1', name: '공급사' });
  const attempts: Record<string, Record<string, string>> = {
    'no token': { origin: ORIGIN, 'content-type': 'application/json' },
    "another session's token": { origin: ORIGIN, 'content-type': 'application/json', 'x-csrf-token': other.csrf },
    'a foreign Origin': {
      origin: 'https://evil.example',
      'content-type': 'application/json',
      'x-csrf-token': sessions.ADMIN.csrf,
    },
    'a cross-site fetch': {
      'sec-fetch-site': 'cross-site',
      'content-type': 'application/json',
      'x-csrf-token': sessions.ADMIN.csrf,
    },
    'neither Origin nor Sec-Fetch-Site': { 'content-type': 'application/json', 'x-csrf-token': sessions.ADMIN.csrf },
    'text/plain': { origin: ORIGIN, 'content-type': 'text/plain', 'x-csrf-token': sessions.ADMIN.csrf },
    'a form': {
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      'x-csrf-token': sessions.ADMIN.csrf,
    },
  };
  const before = await databaseDigest(db);
  for (const [what, headers] of Object.entries(attempts)) {
    const res = await app.inject({
      method: 'POST',
      url,
      cookies: { [COOKIE]: sessions.ADMIN.cookie },
      headers,
      payload: body,
    });
    assert.equal(res.statusCode, 403, `${what}: ${res.body}`);
    assert.equal(res.json().code, 'CSRF_REJECTED', what);
  }
  assert.deepEqual(changedTables(before, await databaseDigest(db)), []);
  const ok = await asOperator(app, sessions.ADMIN, 'POST', url, { code: 'CSRF1', name: '공급사' });
  assert.equal(ok.statusCode, 200, ok.body);
});

test('a request with X-API-Key or Authorization is judged on it; the cookie is ignored', async () => {
  const portal = (await createKey(app, 'portal')).key;
  const withKey = await app.inject({
    url: '/admin/v1/operators',
    cookies: { [COOKIE]: sessions.ADMIN.cookie },
    headers: { 'x-api-key': portal },
  });
  assert.equal(withKey.statusCode, 403);
  assert.equal(withKey.json().code, 'KEY_SCOPE');
  const badKey = await app.inject({
    url: '/admin/v1/operators',
    cookies: { [COOKIE]: sessions.ADMIN.cookie },
    headers: { 'x-api-key': 'lk_not_a_key' },
  });
  assert.equal(badKey.statusCode, 401);
  assert.equal(badKey.json().code, 'API_KEY_INVALID');
  const badToken = await app.inject({
    url: '/api/v1/claim/banks',
    cookies: { [COOKIE]: sessions.ADMIN.cookie },
    headers: { authorization: 'Bearer not.a.token' },
  });
  assert.equal(badToken.statusCode, 401);
  // A VIEWER's cookie beside an admin key: the key decides, so the change is allowed.
  const adminKey = await app.inject({
    method: 'POST',
    url: '/admin/v1/providers',
    cookies: { [COOKIE]: sessions.VIEWER.cookie },
    headers: adminHeaders,
    payload: { code: 'KEYWINS', name: '공급사' },
  });
  assert.equal(adminKey.statusCode, 200, adminKey.body);
});

test('the role is read on every request', async () => {
  const op = await givenOperator(db, 'VIEWER');
  const s = await signIn(app, op.email);
  const change = () => asOperator(app, s, 'POST', '/admin/v1/lead-as/reasons', { code: `R${op.id}`, label: 'x' });
  assert.equal((await change()).statusCode, 403);
  await db.update(operators).set({ role: 'ADMIN' }).where(eq(operators.id, op.id));
  assert.equal((await change()).statusCode, 200);
  await db.update(operators).set({ role: 'VIEWER' }).where(eq(operators.id, op.id));
  assert.equal((await change()).statusCode, 403);
});

test('deactivation, a role change and a reset end the operator\u2019s sessions; each is audited', async () => {
  for (const change of [{ active: false }, { role: 'REVIEWER' }, 'reset'] as const) {
    const op = await givenOperator(db, 'VIEWER');
    const s = await signIn(app, op.email);
    assert.equal((await asOperator(app, s, 'GET', '/admin/v1/regions')).statusCode, 200);
    const res =
      change === 'reset'
        ? await asOperator(app, sessions.ADMIN, 'POST', `/admin/v1/operators/${op.id}/password-link`)
        : await asOperator(app, sessions.ADMIN, 'PATCH', `/admin/v1/operators/${op.id}`, change);
    assert.equal(res.statusCode, 200, res.body);
    const after = await asOperator(app, s, 'GET', '/admin/v1/regions');
    assert.equal(after.statusCode, 401, JSON.stringify(change));
    assert.equal(after.json().code, 'SESSION_INVALID');
    const [last] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    assert.equal(last.actor, `operator:${ids.ADMIN}`);
    assert.equal(last.target, `operator:${op.id}`);
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../src/db/schema/index.js';
import { bearer, createConsultant, createOrg, uniqueCi } from '../claims/helpers.js';
import { adminPost, expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });

const boss = await createConsultant(app, 'ADMIN', { name: '관리자' });
const seoul = await createOrg(app, boss.token, '서울지점');
const gangnam = await createOrg(app, boss.token, '강남팀', seoul.id);
const busan = await createOrg(app, boss.token, '부산지점');
const fc = await createConsultant(app, 'FC', { orgId: gangnam.id, name: '홍길동', email: 'hong.gildong@example.com' });
const manager = await createConsultant(app, 'MANAGER', { orgId: seoul.id, name: '김영희' });
const phoned = (await adminPost(app, '/admin/v1/users', {
  ci: uniqueCi(),
  name: '남궁민수',
  role: 'FC',
  orgId: gangnam.id,
  phone: '010-1234-5678',
})) as { id: number };

const admin = await signIn(app, (await givenOperator(db, 'ADMIN')).email);
const viewer = await signIn(app, (await givenOperator(db, 'VIEWER')).email);

const list = (query = '', headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url: `/admin/v1/users${query}`, headers });
const ids = (res: { json: () => { data: { id: number }[] } }) => res.json().data.map((u) => u.id);
const row = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

test('consultants by id with their organization; e-mail and phone masked, never in clear', async () => {
  const res = await list(`?orgId=${gangnam.id}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(ids(res), [fc.id, phoned.id]);
  const [first, second] = res.json().data;
  assert.equal(first.name, '홍길동');
  assert.equal(first.email, 'ho***@example.com');
  assert.equal(first.orgName, '강남팀');
  assert.equal(second.phone, '010-****-5678');
  assert.ok(!res.body.includes('hong.gildong') && !res.body.includes('01012345678') && !res.body.includes('1234'));
  assert.deepEqual(res.json().pagination, { page: 1, limit: 20, total: 2, totalPages: 1, totalCapped: false });
});

test('filters: role, active, no organization, part of the name, the CI', async () => {
  assert.deepEqual(ids(await list(`?role=MANAGER&orgId=${seoul.id}`)), [manager.id]);
  assert.deepEqual(ids(await list('?name=길동')), [fc.id]);
  assert.deepEqual(ids(await list(`?ci=${encodeURIComponent(fc.ci)}`)), [fc.id], 'one consultant by CI, exactly');
  assert.deepEqual(ids(await list(`?ci=${encodeURIComponent(fc.ci.slice(0, -1))}`)), []);
  assert.deepEqual(ids(await list(`?name=${encodeURIComponent('%')}`)), []);
  assert.ok(ids(await list('?noOrg=true&limit=100')).includes(boss.id));
  assert.ok(!ids(await list('?noOrg=true&limit=100')).includes(fc.id));
  assert.ok(ids(await list('?active=true&limit=100')).includes(fc.id));
  assert.deepEqual(ids(await list(`?orgId=${gangnam.id}&limit=1&page=2`)), [phoned.id]);
});

test('bad list input → 400 problem+json', async () => {
  for (const query of [
    '?role=BOSS',
    '?active=maybe',
    '?orgId=0',
    '?limit=101',
    '?name=',
    '?x=1',
    '?noOrg=true&orgId=1',
  ]) {
    expectProblem(await list(query), 400, 'VALIDATION_FAILED');
  }
  expectProblem(await list('?limit=100&page=101'), 400, 'VALIDATION_FAILED');
});

test('an ADMIN operator moves a consultant to another organization; audited with the operator as actor', async () => {
  const res = await asOperator(app, admin, 'PATCH', `/admin/v1/users/${manager.id}`, { orgId: busan.id });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().orgId, busan.id);
  assert.equal(res.json().orgName, '부산지점');
  assert.equal((await row(manager.id)).orgId, busan.id);
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'USER_UPDATED'), eq(auditLog.target, `user:${manager.id}`)));
  assert.match(entry.actor, /^operator:\d+$/);
  assert.deepEqual(entry.detail, { fields: ['orgId'], orgId: busan.id });
});

test('deactivation ends the consultant’s tokens; reactivation lets them work again with a new token', async () => {
  const target = await createConsultant(app, 'FC', { orgId: seoul.id, name: '이철수' });
  assert.equal(
    (await app.inject({ url: '/api/v1/organizations/chart', headers: bearer(target.token) })).statusCode,
    200,
  );
  const off = await asOperator(app, admin, 'PATCH', `/admin/v1/users/${target.id}`, { active: false });
  assert.equal(off.statusCode, 200, off.body);
  assert.equal(off.json().active, false);
  assert.equal(
    (await app.inject({ url: '/api/v1/organizations/chart', headers: bearer(target.token) })).statusCode,
    401,
  );
  const on = await asOperator(app, admin, 'PATCH', `/admin/v1/users/${target.id}`, { active: true });
  assert.equal(on.json().active, true);
  // The token issued before the deactivation stays refused (its generation is behind).
  assert.equal(
    (await app.inject({ url: '/api/v1/organizations/chart', headers: bearer(target.token) })).statusCode,
    401,
  );
  const actions = (
    await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${target.id}`))
  ).map((e) => e.action);
  assert.ok(actions.includes('USER_DEACTIVATED') && actions.includes('USER_REACTIVATED'));
});

test('bad change → 400 with nothing changed: unknown organization, fields the console may not change, empty', async () => {
  const before = await row(fc.id);
  expectProblem(
    await asOperator(app, admin, 'PATCH', `/admin/v1/users/${fc.id}`, { orgId: 999_999 }),
    400,
    'ORG_NOT_FOUND',
  );
  for (const body of [{}, { role: 'ADMIN' }, { name: '바꿈' }, { orgId: 'x' }, { active: 'no' }]) {
    expectProblem(await asOperator(app, admin, 'PATCH', `/admin/v1/users/${fc.id}`, body), 400, 'VALIDATION_FAILED');
  }
  assert.deepEqual(await row(fc.id), before);
});

test('one consultant by id, as the list shows them; a VIEWER may read it; an unknown id → 404', async () => {
  const res = await asOperator(app, viewer, 'GET', `/admin/v1/users/${phoned.id}`);
  assert.equal(res.statusCode, 200, res.body);
  const listed = (await list(`?orgId=${gangnam.id}`)).json().data.find((u: { id: number }) => u.id === phoned.id);
  assert.deepEqual(res.json(), listed);
  assert.equal(res.json().phone, '010-****-5678');
  for (const id of ['999999', 'abc', '0', '99999999999']) {
    expectProblem(await app.inject({ url: `/admin/v1/users/${id}`, headers: adminHeaders }), 404, 'NOT_FOUND');
  }
});

test('an unknown consultant → 404', async () => {
  expectProblem(await asOperator(app, admin, 'PATCH', '/admin/v1/users/999999', { active: false }), 404, 'NOT_FOUND');
  expectProblem(await asOperator(app, admin, 'PATCH', '/admin/v1/users/abc', { active: false }), 404, 'NOT_FOUND');
});

test('the organization tree: every organization with its parent and consultant counts', async () => {
  const res = await app.inject({ url: '/admin/v1/organizations', headers: adminHeaders });
  assert.equal(res.statusCode, 200, res.body);
  const byId = new Map(res.json().data.map((o: { id: number }) => [o.id, o]));
  assert.deepEqual(byId.get(gangnam.id), {
    id: gangnam.id,
    name: '강남팀',
    parentId: seoul.id,
    consultantCount: 2,
    activeConsultantCount: 2,
  });
  assert.equal((byId.get(seoul.id) as { parentId: number | null }).parentId, null);
});

test('every operator role may read; a VIEWER may not change a consultant (403 OPERATOR_SCOPE), nothing changes', async () => {
  for (const role of ['VIEWER', 'REVIEWER', 'ADMIN'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    assert.equal((await asOperator(app, session, 'GET', '/admin/v1/users')).statusCode, 200, role);
    assert.equal((await asOperator(app, session, 'GET', '/admin/v1/organizations')).statusCode, 200, role);
  }
  const before = await row(fc.id);
  expectProblem(
    await asOperator(app, viewer, 'PATCH', `/admin/v1/users/${fc.id}`, { active: false }),
    403,
    'OPERATOR_SCOPE',
  );
  const reviewer = await signIn(app, (await givenOperator(db, 'REVIEWER')).email);
  expectProblem(
    await asOperator(app, reviewer, 'PATCH', `/admin/v1/users/${fc.id}`, { orgId: busan.id }),
    403,
    'OPERATOR_SCOPE',
  );
  assert.deepEqual(await row(fc.id), before);
});

test('a consultant token is no credential for the operators’ routes (401)', async () => {
  assert.equal((await list('', bearer(boss.token))).statusCode, 401);
});

test('an ADMIN operator creates an organization, at the root or under a parent; audited; a VIEWER may not', async () => {
  const root = await asOperator(app, admin, 'POST', '/admin/v1/organizations', { name: '대구지점' });
  assert.equal(root.statusCode, 200, root.body);
  assert.equal(root.json().parentId, null);
  const child = await asOperator(app, admin, 'POST', '/admin/v1/organizations', {
    name: '수성팀',
    parentId: root.json().id,
  });
  assert.equal(child.json().parentId, root.json().id);
  const tree = (await app.inject({ url: '/admin/v1/organizations', headers: adminHeaders })).json();
  assert.ok(tree.data.some((o: { id: number; name: string }) => o.id === child.json().id && o.name === '수성팀'));
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'ORG_CREATED'), eq(auditLog.target, `organization:${child.json().id}`)));
  assert.match(entry.actor, /^operator:\d+$/);
  expectProblem(
    await asOperator(app, admin, 'POST', '/admin/v1/organizations', { name: '없는 상위', parentId: 999999 }),
    400,
    'ORG_NOT_FOUND',
  );
  for (const body of [{}, { name: '' }, { name: 'x', extra: 1 }]) {
    expectProblem(await asOperator(app, admin, 'POST', '/admin/v1/organizations', body), 400, 'VALIDATION_FAILED');
  }
  const res = await asOperator(app, viewer, 'POST', '/admin/v1/organizations', { name: '몰래' });
  assert.equal(res.statusCode, 403);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { bearer, createConsultant, createOrg, systemToken, uniqueCi } from '../helpers.js';

const t = await build();
const { app } = t;
const admin = await createConsultant(app, 'ADMIN');
const as = (token: string) => ({
  get: (url: string) => app.inject({ url, headers: bearer(token) }),
  post: (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> }),
  patch: (url: string, payload: unknown) =>
    app.inject({ method: 'PATCH', url, headers: bearer(token), payload: payload as Record<string, unknown> }),
  del: (url: string) => app.inject({ method: 'DELETE', url, headers: bearer(token) }),
});
const adm = as(admin.token);

test('admin creates, lists, updates and deactivates consultants', async () => {
  const org = await createOrg(app, admin.token, '강남지점');
  const ci = uniqueCi();
  const created = await adm.post('/api/v1/users', {
    ci,
    name: '이영업',
    email: 'lee@example.com',
    phone: '010-2222-3333',
    role: 'FC',
    orgId: org.id,
  });
  assert.equal(created.statusCode, 200, created.body);
  const user = created.json();
  assert.deepEqual(Object.keys(user), ['id', 'ci', 'name', 'email', 'phone', 'role', 'orgId', 'active', 'createdAt']);
  assert.equal(typeof user.id, 'number');
  assert.equal(user.phone, '01022223333');
  assert.equal(user.active, true);
  expectProblem(await adm.post('/api/v1/users', { ci, name: '중복', role: 'FC' }), 409, 'USER_CI_TAKEN');
  expectProblem(await adm.post('/api/v1/users', { ci: uniqueCi(), name: 'x', role: 'BOSS' }), 400, 'VALIDATION_FAILED');
  expectProblem(
    await adm.post('/api/v1/users', { ci: uniqueCi(), name: 'x', role: 'FC', orgId: 999999 }),
    400,
    'ORG_NOT_FOUND',
  );
  expectProblem(
    await adm.post('/api/v1/users', { ci: uniqueCi(), name: 'x', role: 'FC', email: 'nope' }),
    400,
    'VALIDATION_FAILED',
  );

  const list = await adm.get(`/api/v1/users?orgId=${org.id}&pageSize=10`);
  assert.equal(list.statusCode, 200);
  assert.equal(list.headers['x-total-count'], '1');
  assert.deepEqual(
    list.json().map((u: { id: number }) => u.id),
    [user.id],
  );
  expectProblem(await adm.get('/api/v1/users?pageSize=101'), 400, 'VALIDATION_FAILED');
  expectProblem(await adm.get('/api/v1/users?bogus=1'), 400, 'VALIDATION_FAILED');

  const patched = await adm.patch(`/api/v1/users/${user.id}`, { role: 'MANAGER', name: '이팀장' });
  assert.equal(patched.json().role, 'MANAGER');
  assert.equal(patched.json().name, '이팀장');
  expectProblem(await adm.patch(`/api/v1/users/${user.id}`, {}), 400, 'VALIDATION_FAILED');
  expectProblem(await adm.patch('/api/v1/users/999999', { name: 'x' }), 404);
  expectProblem(await adm.patch('/api/v1/users/abc', { name: 'x' }), 404);

  assert.equal((await adm.del(`/api/v1/users/${user.id}`)).statusCode, 204);
  const inactive = await adm.get('/api/v1/users?active=false&pageSize=100');
  assert.ok(inactive.json().some((u: { id: number }) => u.id === user.id));
});

test('only ADMIN tokens manage users and organizations', async () => {
  const fc = await createConsultant(app, 'FC');
  const manager = await createConsultant(app, 'MANAGER');
  const system = await systemToken(app);
  for (const token of [fc.token, manager.token, system]) {
    expectProblem(await as(token).get('/api/v1/users'), 403, 'ROLE_FORBIDDEN');
    expectProblem(await as(token).post('/api/v1/organizations', { name: 'x' }), 403, 'ROLE_FORBIDDEN');
  }
  // Everyone may read the chart.
  assert.equal((await as(fc.token).get('/api/v1/organizations/chart')).statusCode, 200);
  // The admin bootstrap route takes the admin API key, not a token.
  expectProblem(
    await app.inject({ method: 'POST', url: '/admin/v1/users', headers: bearer(admin.token), payload: {} }),
    401,
    'API_KEY_MISSING',
  );
  const boot = await app.inject({
    method: 'POST',
    url: '/admin/v1/users',
    headers: adminHeaders,
    payload: { ci: uniqueCi(), name: '관리자', role: 'ADMIN' },
  });
  assert.equal(boot.statusCode, 200);
});

test('organization chart nests children with member counts; moves that make a cycle are refused', async () => {
  const root = await createOrg(app, admin.token, '본사');
  const region = await createOrg(app, admin.token, '서울지역단', root.id);
  const branch = await createOrg(app, admin.token, '강북지점', region.id);
  await createConsultant(app, 'FC', { orgId: branch.id });
  await createConsultant(app, 'FC', { orgId: branch.id });

  const chart = (await adm.get('/api/v1/organizations/chart')).json();
  const node = chart.find((o: { id: number }) => o.id === root.id);
  assert.deepEqual(node, {
    id: root.id,
    name: '본사',
    parentId: null,
    memberCount: 0,
    children: [
      {
        id: region.id,
        name: '서울지역단',
        parentId: root.id,
        memberCount: 0,
        children: [{ id: branch.id, name: '강북지점', parentId: region.id, memberCount: 2, children: [] }],
      },
    ],
  });

  expectProblem(await adm.patch(`/api/v1/organizations/${root.id}`, { parentId: branch.id }), 400, 'ORG_CYCLE');
  expectProblem(await adm.patch(`/api/v1/organizations/${root.id}`, { parentId: root.id }), 400, 'ORG_CYCLE');
  expectProblem(await adm.patch(`/api/v1/organizations/${root.id}`, { parentId: 999999 }), 400, 'ORG_NOT_FOUND');
  const moved = await adm.patch(`/api/v1/organizations/${branch.id}`, { parentId: root.id, name: '강북지점(직할)' });
  assert.deepEqual(moved.json(), { id: branch.id, name: '강북지점(직할)', parentId: root.id });
  const toRoot = await adm.patch(`/api/v1/organizations/${region.id}`, { parentId: null });
  assert.equal(toRoot.json().parentId, null);

  expectProblem(await adm.del(`/api/v1/organizations/${root.id}`), 400, 'ORG_HAS_CHILDREN');
  expectProblem(await adm.del(`/api/v1/organizations/${branch.id}`), 400, 'ORG_HAS_MEMBERS');
  assert.equal((await adm.del(`/api/v1/organizations/${region.id}`)).statusCode, 204);
  expectProblem(await adm.del(`/api/v1/organizations/${region.id}`), 404);
});

test('two concurrent opposite moves cannot make a cycle', async () => {
  const a = await createOrg(app, admin.token, 'A');
  const b = await createOrg(app, admin.token, 'B');
  const [r1, r2] = await Promise.all([
    adm.patch(`/api/v1/organizations/${a.id}`, { parentId: b.id }),
    adm.patch(`/api/v1/organizations/${b.id}`, { parentId: a.id }),
  ]);
  assert.deepEqual([r1.statusCode, r2.statusCode].sort(), [200, 400]);
});

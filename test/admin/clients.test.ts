import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient } from '../claims/helpers.js';
import { adminPost, expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });

const live = await createClient(app, '보험사 연동');
const gone = await createClient(app, '옛 연동');
const revoked = await app.inject({
  method: 'DELETE',
  url: `/admin/v1/clients/${gone.clientId}`,
  headers: adminHeaders,
});
assert.equal(revoked.statusCode, 204, revoked.body);

const list = (headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url: '/admin/v1/clients', headers });

type ClientView = { clientId: string; name: string; revoked: boolean; revokedAt: string | null; createdAt: string };

test('every system client in creation order, revoked ones marked with when', async () => {
  const res = await list();
  assert.equal(res.statusCode, 200, res.body);
  const data: ClientView[] = res.json().data;
  const ids = data.map((c) => c.clientId);
  assert.ok(ids.indexOf(live.clientId) < ids.indexOf(gone.clientId));
  const liveView = data.find((c) => c.clientId === live.clientId)!;
  const goneView = data.find((c) => c.clientId === gone.clientId)!;
  assert.deepEqual(
    { name: liveView.name, revoked: liveView.revoked, revokedAt: liveView.revokedAt },
    { name: '보험사 연동', revoked: false, revokedAt: null },
  );
  assert.equal(goneView.revoked, true);
  assert.ok(goneView.revokedAt && !Number.isNaN(Date.parse(goneView.revokedAt)));
  assert.deepEqual(Object.keys(liveView).sort(), ['clientId', 'createdAt', 'name', 'revoked', 'revokedAt']);
});

test('never a secret, nor its hash', async () => {
  const res = await list();
  assert.ok(!res.body.includes(live.clientSecret));
  assert.ok(!res.body.includes(gone.clientSecret));
  assert.ok(!/secret/i.test(res.body));
});

test('every operator role may list; a VIEWER may not create or revoke a client (403 OPERATOR_SCOPE)', async () => {
  for (const role of ['VIEWER', 'REVIEWER', 'ADMIN'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    const res = await asOperator(app, session, 'GET', '/admin/v1/clients');
    assert.equal(res.statusCode, 200, `${role}: ${res.body}`);
  }
  const viewer = await signIn(app, (await givenOperator(db, 'VIEWER')).email);
  const before = (await list()).json().data.length;
  expectProblem(await asOperator(app, viewer, 'POST', '/admin/v1/clients', { name: 'x' }), 403, 'OPERATOR_SCOPE');
  expectProblem(await asOperator(app, viewer, 'DELETE', `/admin/v1/clients/${live.clientId}`), 403, 'OPERATOR_SCOPE');
  const after: ClientView[] = (await list()).json().data;
  assert.equal(after.length, before);
  assert.equal(after.find((c) => c.clientId === live.clientId)?.revoked, false);
});

test('portal keys may not list (403); no credentials → 401', async () => {
  const portal = await adminPost(app, '/admin/v1/api-keys', { name: 'p', kind: 'portal' });
  assert.equal((await list({ 'x-api-key': portal.key })).statusCode, 403);
  assert.equal((await list({})).statusCode, 401);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });

const list = (headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url: '/admin/v1/coverage/categories', headers });
type CategoryView = { categoryCd: string; recommendedAmount: number; description: string };

test('the 21 categories with their recommended amounts, in an analysis’s order', async () => {
  const res = await list();
  assert.equal(res.statusCode, 200, res.body);
  const data: CategoryView[] = res.json().data;
  assert.equal(data.length, 21);
  for (const c of data) assert.ok(Number.isInteger(c.recommendedAmount) && c.recommendedAmount >= 1, c.categoryCd);
});

test('a changed amount shows at once', async () => {
  const [first] = (await list()).json().data as CategoryView[];
  const put = await app.inject({
    method: 'PUT',
    url: `/admin/v1/coverage/categories/${first.categoryCd}`,
    headers: adminHeaders,
    payload: { recommendedAmount: 123_000_000, description: '권장' },
  });
  assert.equal(put.statusCode, 200, put.body);
  const after = ((await list()).json().data as CategoryView[]).find((c) => c.categoryCd === first.categoryCd);
  assert.equal(after?.recommendedAmount, 123_000_000);
});

test('every operator role may read; a VIEWER may not change an amount (403 OPERATOR_SCOPE), nothing changes', async () => {
  for (const role of ['VIEWER', 'REVIEWER', 'ADMIN'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    assert.equal((await asOperator(app, session, 'GET', '/admin/v1/coverage/categories')).statusCode, 200, role);
  }
  const viewer = await signIn(app, (await givenOperator(db, 'VIEWER')).email);
  const [first] = (await list()).json().data as CategoryView[];
  expectProblem(
    await asOperator(app, viewer, 'PUT', `/admin/v1/coverage/categories/${first.categoryCd}`, {
      recommendedAmount: 1,
    }),
    403,
    'OPERATOR_SCOPE',
  );
  const [again] = (await list()).json().data as CategoryView[];
  assert.equal(again.recommendedAmount, first.recommendedAmount);
});

test('portal keys may not read (403); no credential → 401', async () => {
  const key = await app.inject({
    method: 'POST',
    url: '/admin/v1/api-keys',
    headers: adminHeaders,
    payload: { name: 'p', kind: 'portal' },
  });
  assert.equal((await list({ 'x-api-key': key.json().key })).statusCode, 403);
  assert.equal((await list({})).statusCode, 401);
});

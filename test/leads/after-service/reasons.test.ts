import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminPost, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { factories } from '../../helpers/given.js';

const { app } = await build();
const given = factories(app);
const w = await given.world();

const publicList = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/lead-as/reasons', headers: w.asPortal });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { data: { code: string; label: string }[] };
};
const createReason = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/admin/v1/lead-as/reasons', headers: adminHeaders, payload });
const patchReason = (code: string, payload: Record<string, unknown>, headers = adminHeaders) =>
  app.inject({ method: 'PATCH', url: `/admin/v1/lead-as/reasons/${code}`, headers, payload });

test('no reasons yet: an empty list', async () => {
  assert.deepEqual(await publicList(), { data: [] });
});

test('admins create reasons; users see the active ones as {code, label} in display order', async () => {
  const first = await createReason({ code: 'WRONG_NUMBER', label: '결번/없는 번호' });
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(first.json(), { code: 'WRONG_NUMBER', label: '결번/없는 번호', active: true, sortOrder: 1 });
  await adminPost(app, '/admin/v1/lead-as/reasons', { code: 'NOT_THE_PERSON', label: '본인 아님' });
  await adminPost(app, '/admin/v1/lead-as/reasons', { code: 'FIRST', label: '맨 앞', sortOrder: 0 });
  await adminPost(app, '/admin/v1/lead-as/reasons', { code: 'HIDDEN', label: '숨김', active: false });
  assert.deepEqual(await publicList(), {
    data: [
      { code: 'FIRST', label: '맨 앞' },
      { code: 'WRONG_NUMBER', label: '결번/없는 번호' },
      { code: 'NOT_THE_PERSON', label: '본인 아님' },
    ],
  });
  const all = await app.inject({ method: 'GET', url: '/admin/v1/lead-as/reasons', headers: adminHeaders });
  assert.deepEqual(
    (all.json() as { data: { code: string; active: boolean }[] }).data.map((r) => [r.code, r.active]),
    [
      ['FIRST', true],
      ['WRONG_NUMBER', true],
      ['NOT_THE_PERSON', true],
      ['HIDDEN', false],
    ],
  );
});

test('update and deactivate: label, order and active change; deactivated reasons leave the user list', async () => {
  const res = await patchReason('NOT_THE_PERSON', { label: '본인 아님(타인)', sortOrder: 0 });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { code: 'NOT_THE_PERSON', label: '본인 아님(타인)', active: true, sortOrder: 0 });
  await patchReason('FIRST', { active: false });
  assert.deepEqual(
    (await publicList()).data.map((r) => r.code),
    ['NOT_THE_PERSON', 'WRONG_NUMBER'],
  );
  await patchReason('HIDDEN', { active: true });
  assert.ok((await publicList()).data.some((r) => r.code === 'HIDDEN'));
});

test('bad input → 400; duplicate code → 409; unknown code → 404; nothing changes', async () => {
  const before = await publicList();
  expectProblem(await createReason({ code: 'lower', label: 'x' }), 400, 'VALIDATION_FAILED');
  expectProblem(await createReason({ code: 'NO_LABEL' }), 400, 'VALIDATION_FAILED');
  expectProblem(await createReason({ code: 'EMPTY', label: '' }), 400, 'VALIDATION_FAILED');
  expectProblem(await createReason({ code: 'X', label: 'x', extra: 1 }), 400, 'VALIDATION_FAILED');
  expectProblem(await createReason({ code: 'X', label: 'x', sortOrder: -1 }), 400, 'VALIDATION_FAILED');
  expectProblem(await createReason({ code: 'WRONG_NUMBER', label: '다른 이름' }), 409, 'AS_REASON_CODE_TAKEN');
  expectProblem(await patchReason('WRONG_NUMBER', {}), 400, 'VALIDATION_FAILED');
  expectProblem(await patchReason('WRONG_NUMBER', { code: 'OTHER' }), 400, 'VALIDATION_FAILED');
  expectProblem(await patchReason('NO_SUCH', { label: 'x' }), 404, 'AS_REASON_NOT_FOUND');
  assert.deepEqual(await publicList(), before);
});

test('keys: users read reasons with a portal key; only admin keys manage them', async () => {
  expectProblem(await patchReason('WRONG_NUMBER', { label: 'x' }, w.asPortal), 403, 'KEY_SCOPE');
  expectProblem(
    await app.inject({
      method: 'POST',
      url: '/admin/v1/lead-as/reasons',
      headers: w.asPortal,
      payload: { code: 'X', label: 'x' },
    }),
    403,
    'KEY_SCOPE',
  );
  expectProblem(
    await app.inject({ method: 'GET', url: '/api/v1/lead-as/reasons', headers: w.asProvider }),
    403,
    'KEY_SCOPE',
  );
  expectProblem(await app.inject({ method: 'GET', url: '/api/v1/lead-as/reasons' }), 401, 'API_KEY_MISSING');
});

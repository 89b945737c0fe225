import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, createConsultant, createOrg, systemToken } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { client, confirmUrl, coverageTermIds, get, type Json, manualContract, post, verified } from './helpers.js';

const { app } = await build();
const admin = await createConsultant(app, 'ADMIN', { name: '관리자' });
const root = await createOrg(app, admin.token, '본부');
const branch = await createOrg(app, admin.token, '지점', root.id);
const elsewhere = await createOrg(app, admin.token, '타본부');
const manager = await createConsultant(app, 'MANAGER', { orgId: root.id, name: '김관리' });
const inBranch = await createConsultant(app, 'FC', { orgId: branch.id, name: '이지점' });
const outside = await createConsultant(app, 'FC', { orgId: elsewhere.id, name: '박타본' });
const system = await systemToken(app);
const terms = await coverageTermIds(app, inBranch.token);
const ANALYSES = '/api/v1/coverage/analyses';

const manual = (fcUserCi: string) => ({
  fcUserCi,
  client: { name: '홍길동', birthDate: '19850315', gender: 'M' },
  contracts: [manualContract()],
  agreedTermsIds: terms,
});
const beginBody = (fcUserCi: string) => ({ fcUserCi, client: client(), agreedTermsIds: terms });
const startAs = async (token: string, fcUserCi: string) => {
  const res = await post(app, token, ANALYSES, manual(fcUserCi));
  assert.equal(res.statusCode, 200, res.body);
  return res.json().analysisId as string;
};
const listIds = async (token: string, qs = '') => {
  const res = await get(app, token, `${ANALYSES}${qs}`);
  assert.equal(res.statusCode, 200, res.body);
  return { ids: (res.json() as Json[]).map((a) => a.analysisId), total: Number(res.headers['x-total-count']) };
};

const ofBranch = await startAs(inBranch.token, inBranch.ci);
const ofOutside = await startAs(outside.token, outside.ci);

test('an FC works for themselves only: another fcUserCi → 403 CONSULTANT_SCOPE on every POST and the list', async () => {
  expectProblem(
    await post(app, inBranch.token, '/api/v1/coverage/verifications', beginBody(outside.ci)),
    403,
    'CONSULTANT_SCOPE',
  );
  expectProblem(await post(app, inBranch.token, ANALYSES, manual(outside.ci)), 403, 'CONSULTANT_SCOPE');
  expectProblem(await get(app, inBranch.token, `${ANALYSES}?fcUserCi=${outside.ci}`), 403, 'CONSULTANT_SCOPE');
  expectProblem(await get(app, inBranch.token, `${ANALYSES}/${ofOutside}`), 404, 'ANALYSIS_NOT_FOUND');
});

test('an fcUserCi of no active consultant → 400 CONSULTANT_UNKNOWN on a POST, [] on a list', async () => {
  expectProblem(await post(app, system, ANALYSES, manual('NOBODY')), 400, 'CONSULTANT_UNKNOWN');
  expectProblem(
    await post(app, system, '/api/v1/coverage/verifications', beginBody('NOBODY')),
    400,
    'CONSULTANT_UNKNOWN',
  );
  assert.deepEqual(await listIds(system, '?fcUserCi=NOBODY'), { ids: [], total: 0 });
  const gone = await createConsultant(app, 'FC', { orgId: branch.id });
  const off = await app.inject({
    method: 'PATCH',
    url: `/api/v1/users/${gone.id}`,
    headers: bearer(admin.token),
    payload: { active: false },
  });
  assert.equal(off.statusCode, 200, off.body);
  expectProblem(await post(app, manager.token, ANALYSES, manual(gone.ci)), 400, 'CONSULTANT_UNKNOWN');
});

test('a MANAGER works for the consultants of their organization subtree: their analyses readable, others 403 / 404', async () => {
  const forBranch = await startAs(manager.token, inBranch.ci);
  assert.equal((await get(app, manager.token, `${ANALYSES}/${ofBranch}`)).statusCode, 200);
  expectProblem(await post(app, manager.token, ANALYSES, manual(outside.ci)), 403, 'CONSULTANT_SCOPE');
  expectProblem(await get(app, manager.token, `${ANALYSES}?fcUserCi=${outside.ci}`), 403, 'CONSULTANT_SCOPE');
  expectProblem(await get(app, manager.token, `${ANALYSES}/${ofOutside}`), 404, 'ANALYSIS_NOT_FOUND');
  const mine = await listIds(manager.token);
  assert.ok(mine.ids.includes(ofBranch) && mine.ids.includes(forBranch));
  assert.ok(!mine.ids.includes(ofOutside));
  const v = await verified(app, inBranch.token, inBranch.ci, terms);
  assert.equal((await get(app, manager.token, `/api/v1/coverage/verifications/${v.verificationId}`)).statusCode, 200);
  const theirs = await verified(app, outside.token, outside.ci, terms);
  expectProblem(
    await get(app, manager.token, `/api/v1/coverage/verifications/${theirs.verificationId}`),
    404,
    'VERIFICATION_NOT_FOUND',
  );
});

test('a system client works for everyone; without fcUserCi it lists everyone’s', async () => {
  await startAs(system, outside.ci);
  const everyone = await listIds(system);
  assert.ok(everyone.ids.includes(ofBranch) && everyone.ids.includes(ofOutside));
  assert.equal((await get(app, system, `${ANALYSES}/${ofOutside}`)).statusCode, 200);
});

test('the ADMIN role covers no one (unlike claims): 403 CONSULTANT_SCOPE naming anyone, even itself; analyses 404; the list empty', async () => {
  for (const ci of [admin.ci, inBranch.ci]) {
    expectProblem(await post(app, admin.token, ANALYSES, manual(ci)), 403, 'CONSULTANT_SCOPE');
    expectProblem(
      await post(app, admin.token, '/api/v1/coverage/verifications', beginBody(ci)),
      403,
      'CONSULTANT_SCOPE',
    );
    expectProblem(await get(app, admin.token, `${ANALYSES}?fcUserCi=${ci}`), 403, 'CONSULTANT_SCOPE');
  }
  expectProblem(await get(app, admin.token, `${ANALYSES}/${ofBranch}`), 404, 'ANALYSIS_NOT_FOUND');
  assert.deepEqual(await listIds(admin.token), { ids: [], total: 0 });
  const v = await verified(app, inBranch.token, inBranch.ci, terms);
  expectProblem(
    await post(app, admin.token, confirmUrl(v.verificationId), { code: '123456' }),
    404,
    'VERIFICATION_NOT_FOUND',
  );
});

test('an API key cannot call the coverage interface (access tokens only) → 401', async () => {
  const res = await app.inject({ method: 'GET', url: ANALYSES, headers: adminHeaders });
  assert.equal(res.statusCode, 401);
});

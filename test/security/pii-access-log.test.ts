import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desc, gt } from 'drizzle-orm';
import { piiAccessLog } from '../../src/db/schema/index.js';
import {
  begin,
  client,
  confirmUrl,
  coverageTermIds,
  get,
  post,
  resendUrl,
  testClock,
} from '../analysis/coverage/helpers.js';
import {
  AUTH_REQUESTS,
  completeUrl,
  type HealthAnswer,
  medicalTermIds,
  patient,
  scriptedHealth,
  sourceData,
  withHealth,
} from '../analysis/medical/helpers.js';
import { bearer, claimBody, createConsultant, createOrg, createTerms } from '../claims/helpers.js';
import { createKey, expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { registerOk, world } from '../helpers/fixtures.js';
import { useLead } from '../leads/distribution/helpers.js';

const clock = testClock();
const { app, db } = await build({}, { clock: clock.now });
const fc = await createConsultant(app, 'FC', { name: '김열람' });
const terms = await createTerms(app, 'SAMSUNG_LIFE', true);
const w = await world(app);

/** The access records written since `after` (an id), oldest first. */
async function recordsAfter(after: number) {
  const rows = await db.select().from(piiAccessLog).where(gt(piiAccessLog.id, after)).orderBy(piiAccessLog.id);
  return rows.map((r) => ({
    keyId: r.keyId,
    portalId: r.portalId,
    actor: r.actor,
    action: r.action,
    leadIds: r.leadIds.map(Number),
    claimIds: r.claimIds.map(Number),
    fields: r.fields,
  }));
}
async function lastId() {
  const [row] = await db.select({ id: piiAccessLog.id }).from(piiAccessLog).orderBy(desc(piiAccessLog.id)).limit(1);
  return row?.id ?? 0;
}

const submitClaim = (headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/claim/requests',
    headers: { ...bearer(fc.token), ...headers },
    payload: claimBody(fc.ci, [terms.id]),
  });

const claimFields = ['clientTel', 'callbackTel', 'bankAccount'];

test('every claim response with decrypted phones and bank account writes one access record', async () => {
  let mark = await lastId();
  const submitted = await submitClaim();
  assert.equal(submitted.statusCode, 200, submitted.body);
  const claimId = submitted.json().claimReqId as number;
  assert.equal(submitted.json().bankAccount, '123456789012', 'the response holds the decrypted account');
  const actor = `user:${fc.id}`;
  const one = (action: string, claimIds = [claimId]) => [
    { keyId: null, portalId: null, actor, action, leadIds: [], claimIds, fields: claimFields },
  ];
  assert.deepEqual(await recordsAfter(mark), one('SUBMIT_CLAIM'));

  mark = await lastId();
  const read = await app.inject({ url: `/api/v1/claim/requests/${claimId}`, headers: bearer(fc.token) });
  assert.equal(read.statusCode, 200, read.body);
  assert.deepEqual(await recordsAfter(mark), one('GET_CLAIM'));

  mark = await lastId();
  const history = await app.inject({
    method: 'POST',
    url: '/api/v1/claim/histories',
    headers: bearer(fc.token),
    payload: { fcUserCi: fc.ci },
  });
  assert.equal(history.statusCode, 200, history.body);
  assert.deepEqual(await recordsAfter(mark), one('CLAIM_HISTORY'));

  mark = await lastId();
  const empty = await app.inject({
    method: 'POST',
    url: '/api/v1/claim/histories',
    headers: bearer(fc.token),
    payload: { fcUserCi: fc.ci, clientNm: '없는이름' },
  });
  assert.deepEqual(empty.json(), []);
  assert.deepEqual(await recordsAfter(mark), [], 'nothing shown, nothing recorded');

  mark = await lastId();
  const cancelled = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/claim/requests/${claimId}`,
    headers: adminHeaders,
    payload: { claimStatusCd: 'CANCELLED' },
  });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.deepEqual(await recordsAfter(mark), [
    {
      keyId: null,
      portalId: null,
      actor: null,
      action: 'ADMIN_SET_CLAIM_STATUS',
      leadIds: [],
      claimIds: [claimId],
      fields: claimFields,
    },
  ]);

  const audit = await app.inject({ url: '/admin/v1/audit?source=PII_ACCESS&limit=10', headers: adminHeaders });
  const entry = audit.json().data.find((r: { action: string }) => r.action === 'PII_GET_CLAIM');
  assert.equal(entry.actor, actor);
  assert.equal(entry.target, `claims:${claimId}`);
  assert.deepEqual(entry.detail.claimIds, [claimId]);
});

test('an idempotent replay of a response with decrypted data records the access again', async () => {
  // A claim submission replayed.
  let mark = await lastId();
  const first = await submitClaim({ 'idempotency-key': 'claim-replay-1' });
  assert.equal(first.statusCode, 200, first.body);
  const claimId = first.json().claimReqId as number;
  const replay = await submitClaim({ 'idempotency-key': 'claim-replay-1' });
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.equal(replay.body, first.body);
  assert.deepEqual(
    (await recordsAfter(mark)).map((r) => [r.action, r.actor, r.claimIds]),
    [
      ['SUBMIT_CLAIM', `user:${fc.id}`, [claimId]],
      ['SUBMIT_CLAIM_REPLAY', `user:${fc.id}`, [claimId]],
    ],
  );

  // A lead marked used (its phone decrypted), replayed twice.
  const portalKey = await createKey(app, 'portal');
  const lead = await registerOk(app, w, { portalId: 61 });
  const use = () =>
    app.inject({
      method: 'POST',
      url: `/api/v1/leads/${lead.id}/use`,
      headers: { 'x-api-key': portalKey.key, 'idempotency-key': 'use-replay-1' },
      payload: { portalId: 61 },
    });
  mark = await lastId();
  const used = await use();
  assert.equal(used.statusCode, 200, used.body);
  assert.equal((await use()).headers['idempotent-replayed'], 'true');
  assert.equal((await use()).headers['idempotent-replayed'], 'true');
  const leadRecord = (action: string) => ({
    keyId: Number(portalKey.id),
    portalId: 61,
    actor: null,
    action,
    leadIds: [Number(lead.id)],
    claimIds: [],
    fields: ['phone', 'email', 'name'],
  });
  assert.deepEqual(await recordsAfter(mark), [
    leadRecord('MARK_USED'),
    leadRecord('MARK_USED_REPLAY'),
    leadRecord('MARK_USED_REPLAY'),
  ]);
});

test('a replay of a response without personal data records nothing', async () => {
  const ids = [(await registerOk(app, w, { portalId: 62 })).id];
  await useLead(app, w, ids[0], 62);
  const distribute = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/distribute',
      headers: { ...w.asPortal, 'idempotency-key': 'distribute-replay-1' },
      payload: { fromPortalId: 62, toPortalId: 63, leadIds: ids },
    });
  assert.equal((await distribute()).statusCode, 200);
  const mark = await lastId();
  const replay = await distribute();
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.deepEqual(await recordsAfter(mark), []);
});

test('a list writes its access record with the read of the page (leads, claim history, and a replayed history)', async () => {
  const portalKey = await createKey(app, 'portal');
  const headers = { 'x-api-key': portalKey.key };
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push((await registerOk(app, w, { portalId: 64 })).id);
  await useLead(app, w, ids[0], 64);
  await useLead(app, w, ids[2], 64);

  let mark = await lastId();
  const list = await app.inject({ url: '/api/v1/leads?portalId=64', headers });
  assert.equal(list.statusCode, 200, list.body);
  const usedOnPage = list
    .json()
    .data.filter((l: { usedAt: string | null }) => l.usedAt !== null)
    .map((l: { id: string }) => Number(l.id));
  assert.deepEqual([...usedOnPage].sort(), [Number(ids[0]), Number(ids[2])].sort());
  assert.deepEqual(await recordsAfter(mark), [
    {
      keyId: Number(portalKey.id),
      portalId: 64,
      actor: null,
      action: 'LIST_LEADS',
      leadIds: usedOnPage,
      claimIds: [],
      fields: ['phone', 'email', 'name'],
    },
  ]);

  mark = await lastId();
  const unused = await app.inject({ url: '/api/v1/leads?portalId=64&used=false', headers });
  assert.equal(unused.json().data.length, 1);
  assert.deepEqual(await recordsAfter(mark), [], 'no contact shown, nothing recorded');

  const submitted = await submitClaim();
  assert.equal(submitted.statusCode, 200, submitted.body);
  const history = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/claim/histories',
      headers: { ...bearer(fc.token), 'idempotency-key': 'history-replay-1' },
      payload: { fcUserCi: fc.ci, pageSize: 2 },
    });
  mark = await lastId();
  const first = await history();
  assert.equal(first.statusCode, 200, first.body);
  const shown = first.json().map((r: { claimReqId: number }) => r.claimReqId);
  assert.equal(shown.length, 2);
  const replay = await history();
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.deepEqual(
    (await recordsAfter(mark)).map((r) => [r.action, r.actor, r.claimIds, r.fields]),
    [
      ['CLAIM_HISTORY', `user:${fc.id}`, shown, claimFields],
      ['CLAIM_HISTORY_REPLAY', `user:${fc.id}`, shown, claimFields],
    ],
  );
});

/** The access records of the analysis interface written since `after`, oldest first. */
async function analysisRecordsAfter(after: number) {
  const rows = await db.select().from(piiAccessLog).where(gt(piiAccessLog.id, after)).orderBy(piiAccessLog.id);
  return rows.map((r) => [r.actor, r.action, r.analysisIds, r.fields]);
}

test('auth requests: every answer showing the client writes one record (start, read, complete, retry, a replay); a masked answer none', async () => {
  const admin = await createConsultant(app, 'ADMIN', { name: '관리자' });
  const org = await createOrg(app, admin.token, '본부');
  const manager = await createConsultant(app, 'MANAGER', { orgId: org.id, name: '김관리' });
  const member = await createConsultant(app, 'FC', { orgId: org.id, name: '최설계' });
  const terms = await medicalTermIds(app, member.token);
  const answers: Partial<Record<'TREATMENTS' | 'CHECKUPS', HealthAnswer>> = {
    TREATMENTS: { outcome: 'PENDING' },
    CHECKUPS: { outcome: 'PENDING' },
  };
  const source = scriptedHealth((input) => answers[input.source] ?? sourceData(input, {}));
  const actor = `user:${member.id}`;
  const one = (action: string, id: unknown) => [[actor, action, [id], ['client']]];
  const start = (headers: Record<string, string> = {}) =>
    post(
      app,
      member.token,
      AUTH_REQUESTS,
      {
        fcUserCi: member.ci,
        client: patient(),
        agreedTermsIds: terms,
        authMethod: 'KAKAO',
      },
      headers,
    );
  await withHealth(app, source.adapter, async () => {
    let mark = await lastId();
    const started = await start();
    assert.equal(started.statusCode, 200, started.body);
    const id = started.json().authRequestId;
    assert.equal(started.json().client.birthDate, '19850315', 'the answer shows the client');
    assert.deepEqual(await analysisRecordsAfter(mark), one('START_MEDICAL_AUTH_REQUEST', id));

    mark = await lastId();
    assert.equal((await get(app, member.token, `${AUTH_REQUESTS}/${id}`)).statusCode, 200);
    assert.deepEqual(await analysisRecordsAfter(mark), one('GET_MEDICAL_AUTH_REQUEST', id));

    mark = await lastId();
    expectProblem(await post(app, member.token, completeUrl(id)), 409, 'AUTH_PENDING');
    assert.deepEqual(await analysisRecordsAfter(mark), [], 'a refusal shows nothing');
    answers.TREATMENTS = undefined;
    answers.CHECKUPS = undefined;
    const done = await post(app, member.token, completeUrl(id));
    assert.equal(done.json().status, 'COMPLETED', done.body);
    assert.equal((await post(app, member.token, completeUrl(id))).statusCode, 200);
    assert.deepEqual(await analysisRecordsAfter(mark), [
      ...one('COMPLETE_MEDICAL_AUTH_REQUEST', id),
      ...one('COMPLETE_MEDICAL_AUTH_REQUEST', id),
    ]);

    mark = await lastId();
    assert.equal((await get(app, manager.token, `${AUTH_REQUESTS}/${id}`)).json().client.birthDate, null);
    assert.equal((await post(app, manager.token, completeUrl(id))).json().client.birthDate, null);
    assert.deepEqual(await analysisRecordsAfter(mark), [], 'masked answers show no client');

    answers.TREATMENTS = { outcome: 'DENIED' };
    answers.CHECKUPS = { outcome: 'DENIED' };
    const refused = (await start()).json().authRequestId;
    expectProblem(await post(app, member.token, completeUrl(refused)), 400, 'AUTH_DENIED');
    // A retry comes 30 s after the last push at the soonest, and a request is asked again once.
    const refusedAgain = (await start()).json().authRequestId;
    expectProblem(await post(app, member.token, completeUrl(refusedAgain)), 400, 'AUTH_DENIED');
    clock.advance(30_000);
    mark = await lastId();
    const retried = await post(app, member.token, `${AUTH_REQUESTS}/${refused}/retry`);
    assert.equal(retried.statusCode, 200, retried.body);
    assert.deepEqual(await analysisRecordsAfter(mark), one('RETRY_MEDICAL_AUTH_REQUEST', retried.json().authRequestId));
    mark = await lastId();
    const byManager = await post(app, manager.token, `${AUTH_REQUESTS}/${refusedAgain}/retry`);
    assert.equal(byManager.statusCode, 200, byManager.body);
    assert.deepEqual(await analysisRecordsAfter(mark), [], 'a masked retry');

    mark = await lastId();
    const first = await start({ 'idempotency-key': 'auth-request-replay-1' });
    const replay = await start({ 'idempotency-key': 'auth-request-replay-1' });
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    const replayed = first.json().authRequestId;
    assert.deepEqual(await analysisRecordsAfter(mark), [
      ...one('START_MEDICAL_AUTH_REQUEST', replayed),
      ...one('START_MEDICAL_AUTH_REQUEST_REPLAY', replayed),
    ]);
  });
});

test('verifications: every answer showing the client writes one record (begin, read, resend, confirm), to a MANAGER too', async () => {
  const admin = await createConsultant(app, 'ADMIN', { name: '관리자' });
  const org = await createOrg(app, admin.token, '지점');
  const manager = await createConsultant(app, 'MANAGER', { orgId: org.id, name: '김관리' });
  const member = await createConsultant(app, 'FC', { orgId: org.id, name: '최설계' });
  const terms = await coverageTermIds(app, member.token);
  const one = (who: { id: number }, action: string, id: unknown) => [[`user:${who.id}`, action, [id], ['client']]];

  let mark = await lastId();
  const begun = await begin(app, member.token, { fcUserCi: member.ci, client: client(), agreedTermsIds: terms });
  const id = begun.verificationId;
  assert.equal((begun.client as { birthDate: string }).birthDate, '19850315', 'the answer shows the client');
  assert.deepEqual(await analysisRecordsAfter(mark), one(member, 'BEGIN_COVERAGE_VERIFICATION', id));

  mark = await lastId();
  assert.equal((await get(app, member.token, `/api/v1/coverage/verifications/${id}`)).statusCode, 200);
  assert.equal((await get(app, manager.token, `/api/v1/coverage/verifications/${id}`)).statusCode, 200);
  assert.deepEqual(await analysisRecordsAfter(mark), [
    ...one(member, 'GET_COVERAGE_VERIFICATION', id),
    ...one(manager, 'GET_COVERAGE_VERIFICATION', id),
  ]);

  mark = await lastId();
  clock.advance(30_000);
  assert.equal((await post(app, member.token, resendUrl(id))).statusCode, 200);
  assert.deepEqual(await analysisRecordsAfter(mark), one(member, 'RESEND_COVERAGE_VERIFICATION', id));

  mark = await lastId();
  expectProblem(await post(app, member.token, confirmUrl(id), { code: '000000' }), 400, 'VERIFICATION_CODE_MISMATCH');
  assert.deepEqual(await analysisRecordsAfter(mark), [], 'a refusal shows nothing');
  assert.equal((await post(app, member.token, confirmUrl(id), { code: '123456' })).json().status, 'VERIFIED');
  assert.equal((await post(app, member.token, confirmUrl(id), { code: '123456' })).statusCode, 200);
  assert.deepEqual(await analysisRecordsAfter(mark), [
    ...one(member, 'CONFIRM_COVERAGE_VERIFICATION', id),
    ...one(member, 'CONFIRM_COVERAGE_VERIFICATION', id),
  ]);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { processAnalysis } from '../../../src/analysis/coverage/analysis-job.js';
import { processMedicalAnalysis } from '../../../src/analysis/medical/analysis-job.js';
import { sweepMedical } from '../../../src/analysis/medical/sweep.js';
import { medicalAnalyses, piiAccessLog } from '../../../src/db/schema/index.js';
import { bearer, createConsultant, createOrg, systemToken } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { coverageTermIds, get, type Json, manualContract, post, testClock } from '../coverage/helpers.js';
import { AUTH_REQUESTS, completeUrl, MEDICAL, medicalTermIds, patient, requestAuth } from './helpers.js';

const clock = testClock();
const t = await build({}, { clock: clock.now });
const { app, db } = t;
const deps = app.deps.analysis;
const admin = await createConsultant(app, 'ADMIN', { name: '관리자' });
const root = await createOrg(app, admin.token, '본부');
const manager = await createConsultant(app, 'MANAGER', { orgId: root.id, name: '김관리' });
const fc = await createConsultant(app, 'FC', { orgId: root.id, name: '최설계' });
const other = await createConsultant(app, 'FC', { name: '박설계' });
const system = await systemToken(app);
const terms = await medicalTermIds(app, fc.token);
const SECOND = 1000;

const complete = (id: unknown, token = fc.token, headers: Record<string, string> = {}) =>
  post(app, token, completeUrl(id), {}, headers);
const run = (id: unknown) => processMedicalAnalysis(deps, id as string, { retryCount: 0, retryLimit: 0 });

/** An auth request approved (the sandbox's 3 seconds passed) and completed; the analysis job run. */
async function analysed(who: Json = {}, extra: Json = {}, token = fc.token, fcUserCi = fc.ci) {
  const ar = await requestAuth(app, token, { fcUserCi, client: patient(who), agreedTermsIds: terms, ...extra });
  clock.advance(3 * SECOND);
  const res = await complete(ar.authRequestId, token);
  assert.equal(res.statusCode, 200, res.body);
  const done = res.json();
  assert.equal(done.status, 'COMPLETED');
  await run(done.analysisId);
  return done.analysisId as string;
}

test('terms: the MEDICAL terms with the sensitive-information consent', async () => {
  const res = await get(app, fc.token, '/api/v1/medical/terms');
  assert.equal(res.statusCode, 200);
  assert.ok((res.json() as Json[]).some((x) => String(x.name ?? x.termsNm).includes('민감정보')));
});

test('auth request: WAITING per source, phone masked; missing terms → 400 TERMS_NOT_AGREED; other FC → 403', async () => {
  const ar = await requestAuth(app, fc.token, { fcUserCi: fc.ci, client: patient(), agreedTermsIds: terms });
  assert.match(ar.authRequestId as string, /^ar_[a-z2-7]{20}$/);
  assert.equal(ar.status, 'WAITING');
  assert.equal(ar.statusLabel, '승인대기');
  assert.deepEqual(ar.sources, [
    { source: 'TREATMENTS', status: 'WAITING', statusLabel: '승인대기' },
    { source: 'CHECKUPS', status: 'WAITING', statusLabel: '승인대기' },
  ]);
  assert.equal((ar.client as Json).phone, '010-****-5678');
  assert.equal(ar.analysisId, null);
  assert.equal(ar.sandbox, true);
  const body = { fcUserCi: fc.ci, client: patient(), authMethod: 'KAKAO' };
  expectProblem(await post(app, fc.token, AUTH_REQUESTS, { ...body, agreedTermsIds: [] }), 400, 'TERMS_NOT_AGREED');
  expectProblem(
    await post(app, fc.token, AUTH_REQUESTS, { ...body, fcUserCi: other.ci, agreedTermsIds: terms }),
    403,
    'CONSULTANT_SCOPE',
  );
  expectProblem(await get(app, other.token, `${AUTH_REQUESTS}/${ar.authRequestId}`), 404, 'AUTH_REQUEST_NOT_FOUND');
  expectProblem(await get(app, fc.token, `${AUTH_REQUESTS}/ar_aaaaaaaaaaaaaaaaaaaa`), 404, 'AUTH_REQUEST_NOT_FOUND');
});

test('complete: 409 AUTH_PENDING with Retry-After before the approval (not stored under the key); then COMPLETED, the same again', async (ctx) => {
  // Only `advance` moves the clock here: the approval's time is checked to the second however slowly the test runs.
  ctx.after(clock.freeze());
  const ar = await requestAuth(app, fc.token, { fcUserCi: fc.ci, client: patient(), agreedTermsIds: terms });
  clock.advance(2 * SECOND);
  const early = await complete(ar.authRequestId, fc.token, { 'idempotency-key': 'medical-complete-1' });
  expectProblem(early, 409, 'AUTH_PENDING');
  assert.equal(early.headers['retry-after'], '3');
  clock.advance(SECOND);
  const done = await complete(ar.authRequestId, fc.token, { 'idempotency-key': 'medical-complete-1' });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json().status, 'COMPLETED');
  assert.equal(done.json().statusLabel, '인증완료');
  assert.match(done.json().analysisId, /^ma_[a-z2-7]{20}$/);
  const again = await complete(ar.authRequestId);
  assert.equal(again.statusCode, 200);
  assert.equal(again.json().analysisId, done.json().analysisId);
  const read = await get(app, fc.token, `${AUTH_REQUESTS}/${ar.authRequestId}`);
  assert.equal(read.json().status, 'COMPLETED');
});

test('거절: 400 AUTH_DENIED, the request DENIED; retry gives a new request', async () => {
  const ar = await requestAuth(app, fc.token, {
    fcUserCi: fc.ci,
    client: patient({ name: '거절이' }),
    agreedTermsIds: terms,
  });
  expectProblem(
    await post(app, fc.token, `${AUTH_REQUESTS}/${ar.authRequestId}/retry`),
    400,
    'AUTH_REQUEST_NOT_RETRYABLE',
  );
  clock.advance(3 * SECOND);
  expectProblem(await complete(ar.authRequestId), 400, 'AUTH_DENIED');
  const denied = (await get(app, fc.token, `${AUTH_REQUESTS}/${ar.authRequestId}`)).json();
  assert.equal(denied.status, 'DENIED');
  assert.ok(denied.sources.every((s: Json) => s.status === 'DENIED'));
  expectProblem(await complete(ar.authRequestId), 400, 'AUTH_DENIED');
  // 30 s after the push at the soonest.
  clock.advance(27 * SECOND);
  const retried = await post(app, fc.token, `${AUTH_REQUESTS}/${ar.authRequestId}/retry`);
  assert.equal(retried.statusCode, 200, retried.body);
  assert.notEqual(retried.json().authRequestId, ar.authRequestId);
  assert.equal(retried.json().status, 'WAITING');
});

test('past expiresAt: 400 AUTH_EXPIRED, the request EXPIRED; retry', async () => {
  const ar = await requestAuth(app, fc.token, { fcUserCi: fc.ci, client: patient(), agreedTermsIds: terms });
  clock.advance(5 * 60 * SECOND + SECOND);
  expectProblem(await complete(ar.authRequestId), 400, 'AUTH_EXPIRED');
  assert.equal((await get(app, fc.token, `${AUTH_REQUESTS}/${ar.authRequestId}`)).json().status, 'EXPIRED');
  assert.equal((await post(app, fc.token, `${AUTH_REQUESTS}/${ar.authRequestId}/retry`)).statusCode, 200);
});

test('검진만: the treatments source FAILED, the analysis has checkups only and names the missing source', async () => {
  const ar = await requestAuth(app, fc.token, {
    fcUserCi: fc.ci,
    client: patient({ name: '검진만' }),
    agreedTermsIds: terms,
  });
  clock.advance(3 * SECOND);
  const res = await complete(ar.authRequestId);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(
    res.json().sources.map((s: Json) => [s.source, s.status, s.statusLabel]),
    [
      ['TREATMENTS', 'FAILED', '실패'],
      ['CHECKUPS', 'COMPLETED', '인증완료'],
    ],
  );
  await run(res.json().analysisId);
  const a = (await get(app, fc.token, `${MEDICAL}/${res.json().analysisId}`)).json();
  assert.deepEqual(a.summary.missingSources, ['TREATMENTS']);
  assert.equal(a.summary.treatmentCount, 0);
  assert.equal(a.summary.checkupCount, 2);
  const answers = Object.fromEntries(a.disclosures.map((d: Json) => [d.questionCd, d.answer]));
  // Without treatments only the checkup questions can be answered: the newest checkup (within the year) is abnormal.
  assert.equal(answers.Q2_3M_REGULAR_MEDICATION, 'NOT_DETERMINABLE');
  assert.equal(answers.Q3_1Y_RETEST, 'CHECK');
  assert.equal(answers.Q4_5Y_HOSPITAL_SURGERY_7D_30D, 'NOT_DETERMINABLE');
  assert.equal(answers.Q5_5Y_TEN_DISEASES, 'NOT_DETERMINABLE');
  assert.ok(['YES', 'NOT_DETERMINABLE'].includes(answers.Q1_3M_MEDICAL_CARE));
  assert.equal(
    ((await get(app, fc.token, `${MEDICAL}/${res.json().analysisId}/medications`)).json() as Json[]).length,
    0,
  );
  clock.advance(27 * SECOND);
  assert.equal((await post(app, fc.token, `${AUTH_REQUESTS}/${ar.authRequestId}/retry`)).statusCode, 200);
});

test('the analysis: REQUESTED then COMPLETED by the job; records judged and named; disclosures; no claimables without a coverage analysis', async () => {
  const ar = await requestAuth(app, fc.token, { fcUserCi: fc.ci, client: patient(), agreedTermsIds: terms });
  clock.advance(3 * SECOND);
  const id = (await complete(ar.authRequestId)).json().analysisId;
  const before = (await get(app, fc.token, `${MEDICAL}/${id}`)).json();
  assert.equal(before.status, 'REQUESTED');
  expectProblem(await get(app, fc.token, `${MEDICAL}/${id}/treatments`), 409, 'ANALYSIS_NOT_READY');
  await run(id);
  await run(id);
  const a = (await get(app, fc.token, `${MEDICAL}/${id}`)).json();
  assert.equal(a.status, 'COMPLETED');
  assert.equal(a.statusLabel, '완료');
  // The completion is a public event (webhooks of system clients), once though the job ran twice, the id only.
  const events = await db.execute<{ payload: unknown; actor: string }>(
    sql`select payload, actor from outbox_events where type = 'medical_analysis.completed'`,
  );
  const mine = events.rows
    .map((r) => ({ actor: r.actor, payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload }))
    .filter((e) => e.payload.analysisId === id);
  assert.deepEqual(mine, [{ actor: 'job:medical-analysis', payload: { analysisId: id } }]);
  assert.equal(a.authRequestId, ar.authRequestId);
  assert.equal(a.claimables, null);
  assert.equal(a.disclosures.length, 5);
  for (const cd of ['Q1_3M_MEDICAL_CARE', 'Q4_5Y_HOSPITAL_SURGERY_7D_30D', 'Q5_5Y_TEN_DISEASES']) {
    assert.equal(a.disclosures.find((d: Json) => d.questionCd === cd).answer, 'YES', cd);
  }
  assert.ok(a.summary.inpatientCount >= 1 && a.summary.surgeryCount >= 1);
  const tr = await get(app, fc.token, `${MEDICAL}/${id}/treatments`);
  assert.equal(tr.statusCode, 200);
  const treatments = tr.json() as Json[];
  assert.equal(Number(tr.headers['x-total-count']), treatments.length);
  assert.equal(treatments.length, a.summary.treatmentCount);
  assert.ok(treatments.every((x) => typeof x.diagnosisNm === 'string' && x.diagnosisNm !== x.diagnosisCd));
  const dates = treatments.map((x) => x.visitDate as string);
  assert.deepEqual(dates, [...dates].sort().reverse());
  const checkups = (await get(app, fc.token, `${MEDICAL}/${id}/checkups`)).json() as Json[];
  assert.equal(checkups.length, 2);
  assert.equal(checkups[0].stage, 'FIRST');
  assert.equal(checkups[0].overallJudgement, 'ABNORMAL');
  const meds = (await get(app, fc.token, `${MEDICAL}/${id}/medications`)).json() as Json[];
  const classes: Record<string, string | null> = {
    AMLODIPINE: 'ANTIHYPERTENSIVE',
    ATORVASTATIN: null,
    FAMOTIDINE: null,
  };
  for (const m of meds) {
    if ((m.ingredientCd as string) in classes) assert.equal(m.drugClass, classes[m.ingredientCd as string]);
  }
  // Every read is access-logged with the analysis id.
  const logged = await db.select().from(piiAccessLog);
  assert.ok(logged.some((r) => JSON.stringify(r).includes(id) && r.action === 'LIST_MEDICAL_TREATMENTS'));
  // Encrypted at rest: no diagnosis code in the stored row.
  const [row] = await db.select().from(medicalAnalyses).where(eq(medicalAnalyses.id, id));
  assert.ok(!JSON.stringify(row).includes(treatments[0].diagnosisCd as string));
});

test('김건강: two all-normal FIRST checkups and no treatments', async () => {
  const id = await analysed({ name: '김건강' });
  const checkups = (await get(app, fc.token, `${MEDICAL}/${id}/checkups`)).json() as Json[];
  assert.equal(checkups.length, 2);
  assert.ok(checkups.every((c) => c.stage === 'FIRST' && c.overallJudgement === 'NORMAL'));
  assert.equal(((await get(app, fc.token, `${MEDICAL}/${id}/treatments`)).json() as Json[]).length, 0);
  const a = (await get(app, fc.token, `${MEDICAL}/${id}`)).json();
  assert.deepEqual(a.summary.missingSources, []);
  assert.equal(a.summary.checkupCount, 2);
  // Nothing found, and both sources fetched: every answer is NO_RECORD (never a proof of no).
  assert.deepEqual(
    a.disclosures.map((d: Json) => d.answer),
    Array(5).fill('NO_RECORD'),
  );
});

test('거절…: any name starting with 거절 denies, both sources', async () => {
  for (const name of ['거절', '거절하는고객']) {
    const ar = await requestAuth(app, fc.token, { fcUserCi: fc.ci, client: patient({ name }), agreedTermsIds: terms });
    clock.advance(3 * SECOND);
    expectProblem(await complete(ar.authRequestId), 400, 'AUTH_DENIED');
  }
  // A name with 거절 elsewhere is an ordinary client.
  const id = await analysed({ name: '김거절' });
  assert.equal((await get(app, fc.token, `${MEDICAL}/${id}`)).json().status, 'COMPLETED');
});

test('access: a MANAGER gets the masked summary and 403 SENSITIVE_DATA_SCOPE on records; a system client all; another FC 404', async () => {
  const id = await analysed();
  const m = (await get(app, manager.token, `${MEDICAL}/${id}`)).json();
  assert.equal(m.client.name, '홍*동');
  assert.equal(m.client.birthDate, null);
  assert.equal(m.disclosures, null);
  assert.equal(m.claimables, null);
  assert.ok(m.summary.treatmentCount > 0);
  expectProblem(await get(app, manager.token, `${MEDICAL}/${id}/checkups`), 403, 'SENSITIVE_DATA_SCOPE');
  const s = (await get(app, system, `${MEDICAL}/${id}`)).json();
  assert.equal(s.client.name, '홍길동');
  assert.equal(s.disclosures.length, 5);
  assert.equal((await get(app, system, `${MEDICAL}/${id}/treatments`)).statusCode, 200);
  expectProblem(await get(app, other.token, `${MEDICAL}/${id}`), 404, 'ANALYSIS_NOT_FOUND');
  expectProblem(await get(app, admin.token, `${MEDICAL}/${id}`), 404, 'ANALYSIS_NOT_FOUND');
});

test('list: filters of §7.1, X-Total-Count, FC needs fcUserCi', async () => {
  const name = '이목록';
  const id = await analysed({ name, birthDate: '19900101' });
  expectProblem(await get(app, fc.token, MEDICAL), 400, 'VALIDATION_FAILED');
  const res = await get(
    app,
    fc.token,
    `${MEDICAL}?fcUserCi=${fc.ci}&clientName=${encodeURIComponent('이 목')}&status=COMPLETED`,
  );
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(
    (res.json() as Json[]).map((a) => a.analysisId),
    [id],
  );
  assert.equal(res.headers['x-total-count'], '1');
  assert.equal((res.json() as Json[])[0].disclosures, undefined);
  const byBirth = (await get(app, fc.token, `${MEDICAL}?fcUserCi=${fc.ci}&birthDate=19900101`)).json() as Json[];
  assert.deepEqual(
    byBirth.map((a) => a.analysisId),
    [id],
  );
  expectProblem(await get(app, fc.token, `${MEDICAL}?fcUserCi=${fc.ci}&status=NOPE`), 400, 'VALIDATION_FAILED');
  // A MANAGER is shown the name masked and no birth date: the filters match only that.
  const byManager = (
    await get(app, manager.token, `${MEDICAL}?clientName=${encodeURIComponent('이*록')}`)
  ).json() as Json[];
  assert.deepEqual(
    byManager.map((a) => [a.analysisId, (a.client as Json).name]),
    [[id, '이*록']],
  );
  assert.deepEqual((await get(app, manager.token, `${MEDICAL}?birthDate=19900101`)).json(), []);
});

test('claimables with a linked coverage analysis (PUT); a draft completed files a claim, then shows as claimReqId', async () => {
  const coverageTerms = await coverageTermIds(app, fc.token);
  const who = { name: '홍길동', birthDate: '19850315', gender: 'M' };
  const startCoverage = async (token: string, fcUserCi: string, client: Json) => {
    const res = await post(app, token, '/api/v1/coverage/analyses', {
      fcUserCi,
      client,
      agreedTermsIds: coverageTerms,
      contracts: [
        manualContract({
          contractDate: '2015-01-01',
          coverages: [
            { coverageNm: '질병수술비', categoryCd: 'SURGERY_DISEASE', amount: 500_000, startDate: '2015-01-01' },
            { coverageNm: '상해수술비', categoryCd: 'SURGERY_INJURY', amount: 300_000, startDate: '2015-01-01' },
            { coverageNm: '실손의료비', categoryCd: 'MEDICAL_EXPENSE', amount: 50_000_000, startDate: '2015-01-01' },
          ],
        }),
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().analysisId as string;
  };
  const coverage = await startCoverage(fc.token, fc.ci, who);
  const id = await analysed();
  const link = (coverageAnalysisId: string) =>
    app.inject({
      method: 'PUT',
      url: `${MEDICAL}/${id}/coverage-analysis`,
      headers: bearer(fc.token),
      payload: { coverageAnalysisId },
    });
  // Not completed yet → 400.
  expectProblem(await link(coverage), 400, 'COVERAGE_ANALYSIS_NOT_USABLE');
  await processAnalysis(deps, coverage, { retryCount: 0, retryLimit: 0 });
  // Another client, another consultant → 400.
  const otherClient = await startCoverage(fc.token, fc.ci, { ...who, name: '김다른' });
  await processAnalysis(deps, otherClient, { retryCount: 0, retryLimit: 0 });
  expectProblem(await link(otherClient), 400, 'COVERAGE_ANALYSIS_NOT_USABLE');
  const ofOther = await startCoverage(other.token, other.ci, who);
  await processAnalysis(deps, ofOther, { retryCount: 0, retryLimit: 0 });
  expectProblem(await link(ofOther), 400, 'COVERAGE_ANALYSIS_NOT_USABLE');

  const res = await link(coverage);
  assert.equal(res.statusCode, 200, res.body);
  const a = res.json();
  assert.equal(a.coverageAnalysisId, coverage);
  const surgery = (a.claimables as Json[]).find((c) => String(c.categoryCd).startsWith('SURGERY_'));
  assert.ok(surgery, 'the sandbox stay with a surgery in the last 3 years is claimable');
  assert.ok((a.claimables as Json[]).some((c) => c.categoryCd === 'MEDICAL_EXPENSE'));
  assert.equal(surgery.claimReqId, null);
  const draft = surgery.claimDraft as Json;

  // The consultant completes the draft and files it.
  const claimTerms = (await get(app, fc.token, `/api/v1/claim/terms/${draft.insuCompCd}`)).json() as {
    id: number;
    required: boolean;
  }[];
  const filed = await post(app, fc.token, '/api/v1/claim/requests', {
    ...draft,
    fcUserCi: fc.ci,
    clientNm: '홍길동',
    clientBirthday: '19850315',
    clientTel: '01012345678',
    jobCd: 'J0101',
    directDebitAccntYn: true,
    wellFareYn: false,
    callbackWho: 'FC',
    callbackName: '최설계',
    callbackTel: '01098765432',
    fileIds: [],
    agreedTermsIds: claimTerms.filter((x) => x.required).map((x) => x.id),
  });
  assert.equal(filed.statusCode, 200, filed.body);
  const after = (await get(app, fc.token, `${MEDICAL}/${id}`)).json();
  const same = (after.claimables as Json[]).find((c) => c.claimableId === surgery.claimableId)!;
  assert.ok(same.claimReqId, 'the filed claim shows');
});

test('retention: the sweep expires an analysis after ANALYSIS_RETENTION_DAYS; then 410', async () => {
  const id = await analysed({ name: '박보존' });
  clock.advance((deps.config.retentionDays + 1) * 86_400_000);
  await sweepMedical(deps);
  expectProblem(await get(app, fc.token, `${MEDICAL}/${id}`), 410, 'ANALYSIS_EXPIRED');
  expectProblem(await get(app, fc.token, `${MEDICAL}/${id}/checkups`), 410, 'ANALYSIS_EXPIRED');
  const [row] = await db.select().from(medicalAnalyses).where(eq(medicalAnalyses.id, id));
  assert.equal(row.status, 'EXPIRED');
  assert.equal(row.recordsEnc, null);
  assert.equal(row.resultEnc, null);
  const listed = (await get(app, fc.token, `${MEDICAL}?fcUserCi=${fc.ci}&status=EXPIRED`)).json() as Json[];
  assert.ok(listed.some((a) => a.analysisId === id));
});

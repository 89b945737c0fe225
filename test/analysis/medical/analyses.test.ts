import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { processAnalysis } from '../../../src/analysis/coverage/analysis-job.js';
import { processMedicalAnalysis } from '../../../src/analysis/medical/analysis-job.js';
import { sweepMedical } from '../../../src/analysis/medical/sweep.js';
import { medicalAnalyses } from '../../../src/db/schema/index.js';
import { bearer, createConsultant, createOrg, systemToken } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { coverageTermIds, get, type Json, manualContract, post, testClock } from '../coverage/helpers.js';
import { AUTH_REQUESTS, completeUrl, MEDICAL, medicalTermIds, patient, requestAuth } from './helpers.js';

/** Who reads a medical analysis and what they get; its ends (failure, retention); bad input on its routes. */
const clock = testClock();
const t = await build({}, { clock: clock.now });
const { app, db } = t;
const deps = app.deps.analysis;
const admin = await createConsultant(app, 'ADMIN', { name: '관리자' });
const root = await createOrg(app, admin.token, '본부');
const branch = await createOrg(app, admin.token, '지점', root.id);
const elsewhere = await createOrg(app, admin.token, '다른본부');
const manager = await createConsultant(app, 'MANAGER', { orgId: root.id, name: '김관리' });
const outsider = await createConsultant(app, 'MANAGER', { orgId: elsewhere.id, name: '남관리' });
const fc = await createConsultant(app, 'FC', { orgId: branch.id, name: '최설계' });
const other = await createConsultant(app, 'FC', { name: '박설계' });
const system = await systemToken(app);
const terms = await medicalTermIds(app, fc.token);
const SECOND = 1000;
const DAY = 86_400_000;
const RECORDS = ['treatments', 'medications', 'checkups'] as const;

const run = (id: string) => processMedicalAnalysis(deps, id, { retryCount: 0, retryLimit: 0 });

/** An auth request completed (the sandbox approved it) and, unless `process` is false, its analysis job run. */
async function analysed(who: Json = {}, token = fc.token, fcUserCi = fc.ci, process = true) {
  const ar = await requestAuth(app, token, { fcUserCi, client: patient(who), agreedTermsIds: terms });
  clock.advance(3 * SECOND);
  const res = await post(app, token, completeUrl(ar.authRequestId));
  assert.equal(res.statusCode, 200, res.body);
  const id = res.json().analysisId as string;
  if (process) await run(id);
  return { id, authRequestId: ar.authRequestId as string };
}

const put = (id: string, payload: unknown, token = fc.token) =>
  app.inject({
    method: 'PUT',
    url: `${MEDICAL}/${id}/coverage-analysis`,
    headers: bearer(token),
    payload: payload as Json,
  });

async function completedCoverage(name = '홍길동') {
  const res = await post(app, fc.token, '/api/v1/coverage/analyses', {
    fcUserCi: fc.ci,
    client: { name, birthDate: '19850315', gender: 'M' },
    agreedTermsIds: await coverageTermIds(app, fc.token),
    contracts: [manualContract()],
  });
  assert.equal(res.statusCode, 200, res.body);
  await processAnalysis(deps, res.json().analysisId, { retryCount: 0, retryLimit: 0 });
  return res.json().analysisId as string;
}

test('the FC: the whole analysis and its records; another FC, an ADMIN, a MANAGER elsewhere → 404 everywhere', async () => {
  const { id } = await analysed();
  const a = (await get(app, fc.token, `${MEDICAL}/${id}`)).json();
  assert.equal(a.client.name, '홍길동');
  assert.equal(a.client.birthDate, '19850315');
  assert.equal(a.fcUserCi, fc.ci);
  assert.equal(a.disclosures.length, 5);
  for (const kind of RECORDS) assert.equal((await get(app, fc.token, `${MEDICAL}/${id}/${kind}`)).statusCode, 200);
  const coverage = await completedCoverage();
  for (const token of [other.token, admin.token, outsider.token]) {
    expectProblem(await get(app, token, `${MEDICAL}/${id}`), 404, 'ANALYSIS_NOT_FOUND');
    for (const kind of RECORDS) {
      expectProblem(await get(app, token, `${MEDICAL}/${id}/${kind}`), 404, 'ANALYSIS_NOT_FOUND');
    }
    expectProblem(await put(id, { coverageAnalysisId: coverage }, token), 404, 'ANALYSIS_NOT_FOUND');
  }
  const listed = (await get(app, outsider.token, `${MEDICAL}?birthDate=19850315`)).json() as Json[];
  assert.ok(!listed.some((x) => x.analysisId === id));
});

test('a MANAGER above the FC: masked client, no disclosures or claimables, 403 on every record list and on the link', async () => {
  const { id } = await analysed({ name: '이감독' });
  const m = (await get(app, manager.token, `${MEDICAL}/${id}`)).json();
  assert.equal(m.client.name, '이*독');
  assert.equal(m.client.birthDate, null);
  assert.equal(m.client.gender, 'M');
  assert.equal(m.disclosures, null);
  assert.equal(m.claimables, null);
  assert.equal(m.status, 'COMPLETED');
  assert.ok(m.summary.treatmentCount > 0);
  for (const kind of RECORDS) {
    expectProblem(await get(app, manager.token, `${MEDICAL}/${id}/${kind}`), 403, 'SENSITIVE_DATA_SCOPE');
  }
  expectProblem(
    await put(id, { coverageAnalysisId: await completedCoverage('이감독') }, manager.token),
    403,
    'SENSITIVE_DATA_SCOPE',
  );
  // The list matches the masked name it shows, not the hidden characters.
  const listed = (
    await get(app, manager.token, `${MEDICAL}?clientName=${encodeURIComponent('이*독')}`)
  ).json() as Json[];
  assert.deepEqual(
    listed.map((x) => [x.analysisId, (x.client as Json).name, (x.client as Json).birthDate]),
    [[id, '이*독', null]],
  );
  assert.deepEqual((await get(app, manager.token, `${MEDICAL}?clientName=${encodeURIComponent('감독')}`)).json(), []);
});

/** Every character a guesser would try for a hidden position, the right one among them. */
const GUESSES = [...'가나다라마바사아자차카타파하길김이박최정강조윤장임한오서신권황안송전홍비'];
/** Every birth date of a month, the right one among them. */
const JULY_1977 = Array.from({ length: 31 }, (_, i) => `197707${String(i + 1).padStart(2, '0')}`);

test('the list filters a masked client only by what it shows: guessing a hidden character or the birth date never changes the total or the rows', async () => {
  const { id } = await analysed({ name: '탁비밀', birthDate: '19770707' });
  const { id: own } = await analysed({ name: '강몸소', birthDate: '19880808' }, manager.token, manager.ci);
  const page = async (token: string, query: string) => {
    const res = await get(app, token, `${MEDICAL}?${query}&pageSize=100`);
    assert.equal(res.statusCode, 200, res.body);
    return { total: res.headers['x-total-count'], ids: (res.json() as Json[]).map((a) => a.analysisId as string) };
  };
  const byName = (token: string, name: string) => page(token, `clientName=${encodeURIComponent(name)}`);
  // Before the fix the right guess (비, 19770707) answered 1 and every other 0.
  const names = await Promise.all(GUESSES.map((c) => byName(manager.token, `탁${c}`)));
  assert.equal(new Set(names.map((r) => JSON.stringify(r))).size, 1, 'name: 탁 + each guess');
  assert.equal(names[0].total, '0');
  assert.deepEqual(await byName(manager.token, '비밀'), { total: '0', ids: [] }, 'hidden characters alone');
  const births = await Promise.all(JULY_1977.map((d) => page(manager.token, `birthDate=${d}`)));
  assert.equal(new Set(births.map((r) => JSON.stringify(r))).size, 1, 'birthDate: each day of the month');
  assert.equal(births[0].total, '0');
  const both = await Promise.all(JULY_1977.map((d) => page(manager.token, `clientName=%ED%83%81&birthDate=${d}`)));
  assert.equal(new Set(both.map((r) => JSON.stringify(r))).size, 1, 'birthDate with the shown first character');
  // What the masked row shows still matches it.
  for (const shown of ['탁', '밀', '탁*밀']) assert.ok((await byName(manager.token, shown)).ids.includes(id), shown);
  // Rows whose client the caller is shown filter on the clear values.
  assert.deepEqual(await byName(manager.token, '몸소'), { total: '1', ids: [own] });
  assert.deepEqual(await page(manager.token, 'birthDate=19880808'), { total: '1', ids: [own] });
  assert.deepEqual(await page(manager.token, 'birthDate=19880809'), { total: '0', ids: [] });
  for (const token of [fc.token, system]) {
    const scope = token === fc.token ? `fcUserCi=${fc.ci}&` : '';
    assert.deepEqual(await page(token, `${scope}clientName=${encodeURIComponent('비밀')}`), { total: '1', ids: [id] });
    assert.deepEqual(await page(token, `${scope}birthDate=19770707`), { total: '1', ids: [id] });
    assert.deepEqual(await page(token, `${scope}birthDate=19770708`), { total: '0', ids: [] });
  }
});

test('a MANAGER doing its own analysis sees it whole', async () => {
  const { id } = await analysed({ name: '강본인' }, manager.token, manager.ci);
  const a = (await get(app, manager.token, `${MEDICAL}/${id}`)).json();
  assert.equal(a.client.name, '강본인');
  assert.equal(a.disclosures.length, 5);
  assert.equal((await get(app, manager.token, `${MEDICAL}/${id}/checkups`)).statusCode, 200);
});

test('a system client: any consultant, unmasked, records and lists without fcUserCi', async () => {
  const { id } = await analysed({ name: '시스템' }, system, other.ci);
  const a = (await get(app, system, `${MEDICAL}/${id}`)).json();
  assert.equal(a.fcUserCi, other.ci);
  assert.equal(a.client.name, '시스템');
  assert.equal(a.client.birthDate, '19850315');
  for (const kind of RECORDS) {
    const res = await get(app, system, `${MEDICAL}/${id}/${kind}`);
    assert.equal(res.statusCode, 200);
    assert.equal(Number(res.headers['x-total-count']), (res.json() as Json[]).length);
  }
  const all = (await get(app, system, `${MEDICAL}?clientName=${encodeURIComponent('시스템')}`)).json() as Json[];
  assert.deepEqual(
    all.map((x) => [x.analysisId, (x.client as Json).name]),
    [[id, '시스템']],
  );
  // The consultant sees it too; an FC cannot list another's.
  assert.equal((await get(app, other.token, `${MEDICAL}/${id}`)).statusCode, 200);
  expectProblem(await get(app, fc.token, `${MEDICAL}?fcUserCi=${other.ci}`), 403, 'CONSULTANT_SCOPE');
  assert.deepEqual((await get(app, system, `${MEDICAL}?fcUserCi=NOBODY`)).json(), []);
});

test('before the job: 409 ANALYSIS_NOT_READY on records and on the link; a failed job: FAILED with its code, 409 ANALYSIS_FAILED', async () => {
  const { id } = await analysed({ name: '실패함' }, fc.token, fc.ci, false);
  const coverage = await completedCoverage('실패함');
  for (const kind of RECORDS) {
    const res = await get(app, fc.token, `${MEDICAL}/${id}/${kind}`);
    expectProblem(res, 409, 'ANALYSIS_NOT_READY');
    assert.equal(res.headers['retry-after'], '3');
  }
  expectProblem(await put(id, { coverageAnalysisId: coverage }), 409, 'ANALYSIS_NOT_READY');
  // Records that cannot be read: the last attempt marks the analysis FAILED.
  await db
    .update(medicalAnalyses)
    .set({ recordsEnc: deps.vault.encrypt('not json') })
    .where(eq(medicalAnalyses.id, id));
  await assert.rejects(processMedicalAnalysis(deps, id, { retryCount: 0, retryLimit: 2 }));
  assert.equal((await get(app, fc.token, `${MEDICAL}/${id}`)).json().status, 'PROCESSING');
  await processMedicalAnalysis(deps, id, { retryCount: 2, retryLimit: 2 });
  const a = (await get(app, fc.token, `${MEDICAL}/${id}`)).json();
  assert.equal(a.status, 'FAILED');
  assert.equal(a.statusLabel, '실패');
  assert.equal(a.failureCode, 'ANALYSIS_ERROR');
  assert.ok(typeof a.failureMessage === 'string' && a.failureMessage.length > 0);
  assert.equal(a.disclosures, null);
  for (const kind of RECORDS)
    expectProblem(await get(app, fc.token, `${MEDICAL}/${id}/${kind}`), 409, 'ANALYSIS_FAILED');
  expectProblem(await put(id, { coverageAnalysisId: coverage }), 409, 'ANALYSIS_FAILED');
  const failed = (await get(app, fc.token, `${MEDICAL}?fcUserCi=${fc.ci}&status=FAILED`)).json() as Json[];
  assert.deepEqual(
    failed.map((x) => x.analysisId),
    [id],
  );
});

test('bad input on the analysis routes → 400 problem+json (never 500); unknown ids → 404', async () => {
  const { id } = await analysed({ name: '입력값' });
  const list = (query: string) => get(app, fc.token, `${MEDICAL}?fcUserCi=${fc.ci}&${query}`);
  for (const query of [
    'pageSize=0',
    'pageSize=101',
    'pageSize=ten',
    'page=0',
    'page=-1',
    'status=NOPE',
    'status=COMPLETED,NOPE',
    'from=2026-13-01',
    'to=yesterday',
    'birthDate=1985-03-15',
    'birthDate=19850230',
    'clientName=',
    'unknown=1',
  ]) {
    expectProblem(await list(query), 400, 'VALIDATION_FAILED');
  }
  assert.equal(
    (await list('status=COMPLETED,FAILED&from=2000-01-01&to=2999-12-31&page=1&pageSize=100')).statusCode,
    200,
  );
  const long = `ma_${'a'.repeat(120)}`;
  expectProblem(await get(app, fc.token, `${MEDICAL}/${long}`), 400, 'BAD_URL');
  for (const kind of RECORDS) expectProblem(await get(app, fc.token, `${MEDICAL}/${long}/${kind}`), 400, 'BAD_URL');
  for (const bad of ['1', 'ma_', 'ar_aaaaaaaaaaaaaaaaaaaa', 'ma_AAAAAAAAAAAAAAAAAAAA', '%27%3B--']) {
    expectProblem(await get(app, fc.token, `${MEDICAL}/${bad}`), 404, 'ANALYSIS_NOT_FOUND');
    for (const kind of RECORDS) {
      expectProblem(await get(app, fc.token, `${MEDICAL}/${bad}/${kind}`), 404, 'ANALYSIS_NOT_FOUND');
    }
    expectProblem(await put(bad, { coverageAnalysisId: 'ca_aaaaaaaaaaaaaaaaaaaa' }), 404, 'ANALYSIS_NOT_FOUND');
  }
  for (const body of [
    {},
    { coverageAnalysisId: '' },
    { coverageAnalysisId: null },
    { coverageAnalysisId: 'ca_aaaaaaaaaaaaaaaaaaaa', extra: true },
    { coverageAnalysisId: 'c'.repeat(101) },
  ]) {
    expectProblem(await put(id, body), 400, 'VALIDATION_FAILED');
  }
  // A number is read as its text (the schemas coerce scalars), so it is an id of nothing.
  for (const coverageAnalysisId of ['ca_aaaaaaaaaaaaaaaaaaaa', 'nope', id, 12]) {
    expectProblem(await put(id, { coverageAnalysisId }), 400, 'COVERAGE_ANALYSIS_NOT_USABLE');
  }
  const raw = await app.inject({
    method: 'PUT',
    url: `${MEDICAL}/${id}/coverage-analysis`,
    headers: { ...bearer(fc.token), 'content-type': 'application/json' },
    payload: '{"coverageAnalysisId": ',
  });
  expectProblem(raw, 400);
  const noBody = await app.inject({
    method: 'PUT',
    url: `${MEDICAL}/${id}/coverage-analysis`,
    headers: bearer(fc.token),
  });
  expectProblem(noBody, 400);
  // Nothing changed.
  assert.equal((await get(app, fc.token, `${MEDICAL}/${id}`)).json().coverageAnalysisId, null);
});

test('retention: kept until ANALYSIS_RETENTION_DAYS after completion, then 410 everywhere; auth requests go 24 h after they end', async () => {
  const kept = await analysed({ name: '박보존' });
  const coverage = await completedCoverage('박보존');
  const ended = await requestAuth(app, fc.token, {
    fcUserCi: fc.ci,
    client: patient({ name: '거절만' }),
    agreedTermsIds: terms,
  });
  clock.advance(3 * SECOND);
  expectProblem(await post(app, fc.token, completeUrl(ended.authRequestId)), 400, 'AUTH_DENIED');

  clock.advance(DAY + 60 * SECOND);
  await sweepMedical(deps);
  expectProblem(await get(app, fc.token, `${AUTH_REQUESTS}/${ended.authRequestId}`), 404, 'AUTH_REQUEST_NOT_FOUND');
  expectProblem(await get(app, fc.token, `${AUTH_REQUESTS}/${kept.authRequestId}`), 404, 'AUTH_REQUEST_NOT_FOUND');

  clock.advance((deps.config.retentionDays - 1) * DAY - 2 * 60 * SECOND);
  await sweepMedical(deps);
  assert.equal((await get(app, fc.token, `${MEDICAL}/${kept.id}`)).json().status, 'COMPLETED');

  clock.advance(2 * 60 * SECOND);
  await sweepMedical(deps);
  expectProblem(await get(app, fc.token, `${MEDICAL}/${kept.id}`), 410, 'ANALYSIS_EXPIRED');
  for (const kind of RECORDS) {
    expectProblem(await get(app, fc.token, `${MEDICAL}/${kept.id}/${kind}`), 410, 'ANALYSIS_EXPIRED');
  }
  expectProblem(await put(kept.id, { coverageAnalysisId: coverage }), 410, 'ANALYSIS_EXPIRED');
  expectProblem(await get(app, system, `${MEDICAL}/${kept.id}`), 410, 'ANALYSIS_EXPIRED');
  // Out of scope stays 404: expiry does not reveal existence.
  expectProblem(await get(app, other.token, `${MEDICAL}/${kept.id}`), 404, 'ANALYSIS_NOT_FOUND');
  const listed = (await get(app, fc.token, `${MEDICAL}?fcUserCi=${fc.ci}&status=EXPIRED`)).json() as Json[];
  const row = listed.find((x) => x.analysisId === kept.id)!;
  assert.equal(row.status, 'EXPIRED');
  assert.equal(row.statusLabel, '만료');
  assert.equal(row.summary, null);
  const [stored] = await db.select().from(medicalAnalyses).where(eq(medicalAnalyses.id, kept.id));
  assert.equal(stored.recordsEnc, null);
  assert.equal(stored.resultEnc, null);
  assert.equal(stored.summaryEnc, null);
});

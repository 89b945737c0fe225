import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { processAnalysis } from '../../../src/analysis/coverage/analysis-job.js';
import { sweepCoverage } from '../../../src/analysis/coverage/sweep.js';
import {
  analysisConsents,
  coverageAnalyses,
  coverageVerifications,
  piiAccessLog,
} from '../../../src/db/schema/index.js';
import { koreaDate } from '../../../src/platform/korea-time.js';
import { createConsultant } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { build, onPostgres } from '../../helpers/build.js';
import {
  begin,
  client,
  confirmUrl,
  coverageTermIds,
  get,
  type Json,
  MINUTE,
  manualContract,
  post,
  testClock,
  verified,
} from './helpers.js';

const clock = testClock();
const t = await build({}, { clock: clock.now });
const { app, db } = t;
const deps = app.deps.analysis;
const fc = await createConsultant(app, 'FC', { name: '최설계' });
const other = await createConsultant(app, 'FC', { name: '박설계' });
const terms = await coverageTermIds(app, fc.token);
const ANALYSES = '/api/v1/coverage/analyses';
const DAY = 86_400_000;

const start = (token: string, body: Json, headers: Record<string, string> = {}) =>
  post(app, token, ANALYSES, body, headers);
const manual = (extra: Json = {}) => ({
  fcUserCi: fc.ci,
  client: { name: '홍길동', birthDate: '19850315', gender: 'M' },
  contracts: [manualContract()],
  agreedTermsIds: terms,
  ...extra,
});
const run = (id: unknown) => processAnalysis(deps, id as string, { retryCount: 0, retryLimit: 0 });
const result = async (id: unknown, token = fc.token) => get(app, token, `${ANALYSES}/${id}`);

test('from a verification: 200 REQUESTED with the Korea date of the fetch; the verification is USED; the job completes it', async () => {
  const v = await verified(app, fc.token, fc.ci, terms);
  const res = await start(fc.token, { fcUserCi: fc.ci, verificationId: v.verificationId, annualIncome: 50_000_000 });
  assert.equal(res.statusCode, 200, res.body);
  const a = res.json();
  assert.match(a.analysisId, /^ca_[a-z2-7]{20}$/);
  assert.equal(a.status, 'REQUESTED');
  assert.equal(a.statusLabel, '요청');
  assert.equal(a.source, 'VERIFICATION');
  assert.equal(a.fcUserCi, fc.ci);
  assert.equal(a.analysisDate, koreaDate(new Date(v.verifiedAt as string)));
  assert.deepEqual(a.client, { name: '홍길동', birthDate: '19850315', gender: 'M', age: a.client.age });
  assert.ok(a.client.age >= 40);
  assert.equal(a.sandbox, true);
  for (const f of ['summary', 'contracts', 'categories', 'timeline', 'completedAt', 'failureCode', 'failureMessage']) {
    assert.equal(a[f], null, f);
  }
  const used = (await get(app, fc.token, `/api/v1/coverage/verifications/${v.verificationId}`)).json();
  assert.equal(used.status, 'USED');
  assert.equal(used.statusLabel, '사용됨');

  await run(a.analysisId);
  const done = (await result(a.analysisId)).json();
  assert.equal(done.status, 'COMPLETED');
  assert.equal(done.statusLabel, '완료');
  assert.ok(done.completedAt);
  assert.ok(done.summary.contractCount >= 2);
  assert.equal(done.contracts.length, done.summary.contractCount);
  assert.ok(done.contracts.every((c: Json) => /^ct_/.test(c.contractId as string)));
  assert.ok(
    done.contracts.every((c: { coverages: Json[] }) => c.coverages.every((l) => l.classifiedBy === 'PROVIDER')),
    'the sandbox classifies its coverages itself',
  );
  const death = done.categories.find((c: Json) => c.categoryCd === 'DEATH_GENERAL');
  assert.equal(death.recommendedAmount, 150_000_000, 'with annualIncome the death categories recommend 3 × it');
  assert.ok(done.summary.activeContractCount >= 1);
  const [stored] = await db.select().from(coverageAnalyses).where(eq(coverageAnalyses.id, a.analysisId));
  assert.equal(
    stored.consentId,
    (
      await db
        .select()
        .from(analysisConsents)
        .where(eq(analysisConsents.verificationId, v.verificationId as string))
    )[0].id,
  );
  assert.ok(!stored.resultEnc?.includes('홍길동') && !stored.clientEnc.includes('홍길동'), 'encrypted at rest');
});

test('a verification starts one analysis: again → 400 VERIFICATION_NOT_USABLE', async () => {
  const v = await verified(app, fc.token, fc.ci, terms);
  assert.equal((await start(fc.token, { fcUserCi: fc.ci, verificationId: v.verificationId })).statusCode, 200);
  expectProblem(
    await start(fc.token, { fcUserCi: fc.ci, verificationId: v.verificationId }),
    400,
    'VERIFICATION_NOT_USABLE',
  );
});

test('not usable → 400 VERIFICATION_NOT_USABLE: another consultant’s, not yet verified, expired after 30 minutes, unknown, malformed', async () => {
  const mine = await verified(app, fc.token, fc.ci, terms);
  expectProblem(
    await start(other.token, { fcUserCi: other.ci, verificationId: mine.verificationId }),
    400,
    'VERIFICATION_NOT_USABLE',
  );
  const pending = await begin(app, fc.token, { fcUserCi: fc.ci, client: client(), agreedTermsIds: terms });
  expectProblem(
    await start(fc.token, { fcUserCi: fc.ci, verificationId: pending.verificationId }),
    400,
    'VERIFICATION_NOT_USABLE',
  );
  clock.advance(30 * MINUTE + 1000);
  expectProblem(
    await start(fc.token, { fcUserCi: fc.ci, verificationId: mine.verificationId }),
    400,
    'VERIFICATION_NOT_USABLE',
  );
  for (const id of ['cv_aaaaaaaaaaaaaaaaaaaa', 'nope']) {
    expectProblem(await start(fc.token, { fcUserCi: fc.ci, verificationId: id }), 400, 'VERIFICATION_NOT_USABLE');
  }
});

test('two analyses started at once from one verification: exactly one wins, the other → 400 VERIFICATION_NOT_USABLE', async () => {
  const v = await verified(app, fc.token, fc.ci, terms);
  const answers = await Promise.all(
    Array.from({ length: onPostgres ? 8 : 4 }, () =>
      start(fc.token, { fcUserCi: fc.ci, verificationId: v.verificationId }),
    ),
  );
  const won = answers.filter((r) => r.statusCode === 200);
  assert.equal(won.length, 1, answers.map((r) => r.body).join('\n'));
  for (const lost of answers.filter((r) => r.statusCode !== 200)) expectProblem(lost, 400, 'VERIFICATION_NOT_USABLE');
  const rows = await db
    .select()
    .from(coverageAnalyses)
    .where(eq(coverageAnalyses.verificationId, v.verificationId as string));
  assert.equal(rows.length, 1);
});

test('persona 무보험: verified with no contract; the analysis completes with none', async () => {
  const v = await verified(app, fc.token, fc.ci, terms, { name: '무보험' });
  const a = (await start(fc.token, { fcUserCi: fc.ci, verificationId: v.verificationId })).json();
  await run(a.analysisId);
  const done = (await result(a.analysisId)).json();
  assert.equal(done.status, 'COMPLETED');
  assert.equal(done.summary.contractCount, 0);
  assert.deepEqual(done.contracts, []);
});

test('manual contracts: a client without phone, the analysis date is the request date, categoryCd given → INPUT, omitted → RULES', async () => {
  const res = await start(fc.token, manual());
  assert.equal(res.statusCode, 200, res.body);
  const a = res.json();
  assert.equal(a.source, 'MANUAL');
  assert.equal(a.analysisDate, koreaDate(new Date(clock.now())));
  await run(a.analysisId);
  const done = (await result(a.analysisId)).json();
  assert.equal(done.status, 'COMPLETED');
  const [contract] = done.contracts;
  assert.equal(contract.insuCompNm, '삼성화재', 'the insurer name from the code');
  assert.deepEqual(
    contract.coverages.map((c: Json) => [c.coverageNm, c.classifiedBy]),
    [
      ['(무)일반암진단비(유사암제외)', 'RULES'],
      ['상해입원일당(1일이상)', 'INPUT'],
      ['보험료납입면제특약', 'RULES'],
    ],
  );
  assert.deepEqual(
    contract.coverages.map((c: Json) => c.categoryCd),
    ['CANCER', 'HOSPITAL_INJURY', 'UNCLASSIFIED'],
    'a name no rule places stays with its contract as UNCLASSIFIED',
  );
  assert.equal(contract.insuredIsClient, true, 'an omitted insured is the client');
  assert.equal(done.summary.unclassifiedCount, 1);
  assert.equal(done.summary.monthlyPremium, 85_000);
  assert.equal(done.categories.length, 21);
  const cancer = done.categories.find((c: Json) => c.categoryCd === 'CANCER');
  assert.deepEqual(
    [cancer.amount, cancer.recommendedAmount, cancer.gap, cancer.ratio, cancer.status, cancer.statusLabel],
    [30_000_000, 50_000_000, 20_000_000, 0.6, 'SHORT', '부족'],
  );
  assert.ok(!done.categories.some((c: Json) => c.categoryCd === 'UNCLASSIFIED'));
  assert.deepEqual(done.timeline[0].date, done.analysisDate);
  assert.equal(done.timeline[0].age, done.client.age);
  const [consent] = await db.select().from(analysisConsents).where(eq(analysisConsents.analysisId, a.analysisId));
  assert.equal(consent.userId, fc.id);
});

test('manual contracts refused: over 50, an unknown insurer, no insurer at all, a bad date, consent missing, mixed with verificationId', async () => {
  expectProblem(
    await start(fc.token, manual({ contracts: Array.from({ length: 51 }, () => manualContract()) })),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(
    await start(fc.token, manual({ contracts: [manualContract({ insuCompCd: 'NOPE' })] })),
    400,
    'INSURER_NOT_FOUND',
  );
  expectProblem(
    await start(fc.token, manual({ contracts: [manualContract({ insuCompCd: null })] })),
    400,
    'VALIDATION_FAILED',
  );
  const own = await start(
    fc.token,
    manual({ contracts: [manualContract({ insuCompCd: null, insuCompNm: '우체국보험' })] }),
  );
  assert.equal(own.statusCode, 200, own.body);
  expectProblem(
    await start(fc.token, manual({ contracts: [manualContract({ contractDate: '2019-02-30' })] })),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(await start(fc.token, manual({ agreedTermsIds: [] })), 400, 'TERMS_NOT_AGREED');
  expectProblem(await start(fc.token, manual({ verificationId: 'cv_aaaaaaaaaaaaaaaaaaaa' })), 400, 'VALIDATION_FAILED');
  expectProblem(await start(fc.token, { fcUserCi: fc.ci }), 400, 'VALIDATION_FAILED');
  const full = await start(fc.token, manual({ contracts: Array.from({ length: 50 }, () => manualContract()) }));
  assert.equal(full.statusCode, 200, '50 is allowed');
});

test('an engine that keeps failing: retried, then FAILED with failureCode and failureMessage', async () => {
  const a = (await start(fc.token, manual())).json();
  const engine = deps.analyze;
  deps.analyze = () => {
    throw new Error('engine broke');
  };
  try {
    await assert.rejects(processAnalysis(deps, a.analysisId, { retryCount: 0, retryLimit: 2 }));
    assert.equal((await result(a.analysisId)).json().status, 'PROCESSING');
    await assert.rejects(processAnalysis(deps, a.analysisId, { retryCount: 1, retryLimit: 2 }));
    await processAnalysis(deps, a.analysisId, { retryCount: 2, retryLimit: 2 });
  } finally {
    deps.analyze = engine;
  }
  const failed = (await result(a.analysisId)).json();
  assert.equal(failed.status, 'FAILED');
  assert.equal(failed.statusLabel, '실패');
  assert.equal(failed.failureCode, 'ANALYSIS_ERROR');
  assert.ok(failed.failureMessage);
  assert.equal(failed.summary, null);
});

test('Idempotency-Key on a start: the same key and body answer the first analysis; a verification is not used twice', async () => {
  const v = await verified(app, fc.token, fc.ci, terms);
  const key = { 'idempotency-key': `start-${Math.random()}` };
  const first = await start(fc.token, { fcUserCi: fc.ci, verificationId: v.verificationId }, key);
  const second = await start(fc.token, { fcUserCi: fc.ci, verificationId: v.verificationId }, key);
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(second.headers['idempotent-replayed'], 'true');
  assert.equal(second.json().analysisId, first.json().analysisId);
  const mkey = { 'idempotency-key': `manual-${Math.random()}` };
  const m1 = await start(fc.token, manual(), mkey);
  const m2 = await start(fc.token, manual(), mkey);
  assert.equal(m2.json().analysisId, m1.json().analysisId);
});

test('the list: summaries newest first with X-Total-Count, every filter, pagination; each list and read is access-logged', async () => {
  const lister = await createConsultant(app, 'FC', { name: '이목록' });
  const mk = async (name: string, birthDate: string) => {
    const res = await start(lister.token, manual({ fcUserCi: lister.ci, client: { name, birthDate, gender: 'F' } }));
    assert.equal(res.statusCode, 200, res.body);
    clock.advance(1000);
    return res.json().analysisId as string;
  };
  const a1 = await mk('김 영희', '19900101');
  const a2 = await mk('박영희', '19900101');
  const a3 = await mk('최철수', '19750505');
  await run(a3);
  const list = async (qs: string) => {
    const res = await get(app, lister.token, `${ANALYSES}?fcUserCi=${encodeURIComponent(lister.ci)}${qs}`);
    assert.equal(res.statusCode, 200, res.body);
    return {
      ids: (res.json() as Json[]).map((a) => a.analysisId),
      total: Number(res.headers['x-total-count']),
      body: res.json(),
    };
  };
  const all = await list('');
  assert.deepEqual(all.ids, [a3, a2, a1]);
  assert.equal(all.total, 3);
  assert.ok(!('contracts' in all.body[0]) && !('categories' in all.body[0]) && !('timeline' in all.body[0]));
  assert.ok(all.body[0].summary, 'a completed one shows its summary');
  assert.deepEqual((await list(`&clientName=${encodeURIComponent('영 희')}`)).ids, [a2, a1]);
  assert.deepEqual((await list('&birthDate=19750505')).ids, [a3]);
  assert.deepEqual((await list('&status=COMPLETED')).ids, [a3]);
  assert.deepEqual((await list('&status=REQUESTED,COMPLETED')).ids, [a3, a2, a1]);
  const today = koreaDate(new Date(clock.now()));
  assert.deepEqual((await list(`&from=${today}&to=${today}`)).ids, [a3, a2, a1]);
  assert.deepEqual((await list('&to=2000-01-01')).ids, []);
  const page2 = await list('&page=2&pageSize=2');
  assert.deepEqual(page2.ids, [a1]);
  assert.equal(page2.total, 3);
  const named = await list(`&clientName=${encodeURIComponent('영희')}&pageSize=1&page=2`);
  assert.deepEqual([named.ids, named.total], [[a1], 2]);
  for (const bad of [
    '&pageSize=0',
    '&pageSize=101',
    '&status=DONE',
    '&from=2026-02-30',
    '&birthDate=1990',
    '&page=0',
  ]) {
    expectProblem(await get(app, lister.token, `${ANALYSES}?fcUserCi=${lister.ci}${bad}`), 400, 'VALIDATION_FAILED');
  }
  expectProblem(await get(app, lister.token, ANALYSES), 400, 'VALIDATION_FAILED');

  const [logged] = await db.select().from(piiAccessLog).orderBy(desc(piiAccessLog.id)).limit(1);
  assert.equal(logged.action, 'LIST_COVERAGE_ANALYSES');
  assert.equal(logged.actor, `user:${lister.id}`);
  await result(a3, lister.token);
  const [read] = await db.select().from(piiAccessLog).orderBy(desc(piiAccessLog.id)).limit(1);
  assert.deepEqual([read.action, read.analysisIds], ['GET_COVERAGE_ANALYSIS', [a3]]);
});

test('retention: ANALYSIS_RETENTION_DAYS after completion (after the request for a failed one) the data go, EXPIRED, the result → 410 ANALYSIS_EXPIRED', async () => {
  const done = (await start(fc.token, manual())).json();
  await run(done.analysisId);
  const failing = (await start(fc.token, manual())).json();
  await db
    .update(coverageAnalyses)
    .set({ status: 'FAILED', failureCode: 'ANALYSIS_ERROR', failureMessage: 'x' })
    .where(eq(coverageAnalyses.id, failing.analysisId));
  clock.advance(90 * DAY - MINUTE);
  await sweepCoverage(deps);
  assert.equal((await result(done.analysisId)).statusCode, 200, 'not yet');
  clock.advance(2 * MINUTE);
  await sweepCoverage(deps);
  for (const id of [done.analysisId, failing.analysisId]) {
    expectProblem(await result(id), 410, 'ANALYSIS_EXPIRED');
    const [row] = await db.select().from(coverageAnalyses).where(eq(coverageAnalyses.id, id));
    assert.equal(row.status, 'EXPIRED');
    assert.deepEqual([row.contractsEnc, row.resultEnc, row.summaryEnc, row.failureCode], [null, null, null, null]);
    assert.ok(row.consentId, 'the consent stays as proof');
  }
  const listed = (await get(app, fc.token, `${ANALYSES}?fcUserCi=${fc.ci}&status=EXPIRED`)).json() as Json[];
  const expired = listed.find((a) => a.analysisId === done.analysisId)!;
  assert.deepEqual([expired.statusLabel, expired.summary], ['만료', null]);
});

test('verifications are deleted 24 h after they end; their consent stays', async () => {
  const v = await begin(app, fc.token, { fcUserCi: fc.ci, client: client(), agreedTermsIds: terms });
  await post(app, fc.token, confirmUrl(v.verificationId), { code: '123456' });
  clock.advance(30 * MINUTE + 24 * 60 * MINUTE - MINUTE);
  await sweepCoverage(deps);
  const exists = async () =>
    (
      await db
        .select()
        .from(coverageVerifications)
        .where(eq(coverageVerifications.id, v.verificationId as string))
    ).length;
  assert.equal(await exists(), 1);
  clock.advance(2 * MINUTE);
  await sweepCoverage(deps);
  assert.equal(await exists(), 0);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(analysisConsents)
    .where(eq(analysisConsents.verificationId, v.verificationId as string));
  assert.equal(Number(n), 1);
});

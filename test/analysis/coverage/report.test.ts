import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { desc, eq } from 'drizzle-orm';
import { processAnalysis } from '../../../src/analysis/coverage/analysis-job.js';
import { COVERAGE_DISCLAIMER } from '../../../src/analysis/coverage/report.schemas.js';
import { renderCoverageReportPdf } from '../../../src/analysis/coverage/report.service.js';
import { coverageAnalyses, piiAccessLog } from '../../../src/db/schema/index.js';
import { createConsultant } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { build, TEST_ADMIN_KEY } from '../../helpers/build.js';
import {
  assertMatchesReference,
  assertPopplerAgrees,
  hasPdftoppm,
  pdfText,
  renderPdf,
} from '../../helpers/pdf-render.js';
import { coverageTermIds, get, type Json, manualContract, post } from './helpers.js';

// Reference images of what a reader sees; `UPDATE_REFERENCE=1` rewrites them (look at them before committing).
const REFERENCE_DIR = fileURLToPath(new URL('./__reference__', import.meta.url));

// A fixed clock: the analysis date (Korea date of the request) and the report's date are the same on every run.
const NOW = Date.parse('2026-11-20T01:30:00Z');
const t = await build({}, { clock: () => NOW });
const { app, db } = t;
const deps = app.deps.analysis;
const fc = await createConsultant(app, 'FC', { name: '최설계' });
const other = await createConsultant(app, 'FC', { name: '박설계' });
const terms = await coverageTermIds(app, fc.token);
const ANALYSES = '/api/v1/coverage/analyses';

/**
 * A portfolio whose result is computed by hand (client born 1985-03-15, 41 on 2026-11-20):
 * - A: 건강보험, monthly 85,000: 일반암 3,000만 and 상해입원일당 3만 to 2085-03-15 (age 100), a waiver line
 *   (unclassified, 0 원).
 * - B: 종신보험 (insurer by name), quarterly 300,000 → 100,000 a month: 일반사망 1억 for life, 뇌혈관 2,000만 to
 *   2045-03-15 (age 60).
 * - C: 연금 (ANNUITY), annual 600,000 → 50,000 a month, no coverage.
 * - D: a LAPSED 암보험 with 일반암 5,000만: not counted, and no premium.
 */
const portfolio: Json[] = [
  manualContract(),
  manualContract({
    insuCompCd: null,
    insuCompNm: '한화생명',
    productNm: '무배당 종신보험',
    contractDate: '2015-06-01',
    endDate: null,
    payEndDate: '2035-06-01',
    premium: 300_000,
    payCycle: 'QUARTERLY',
    coverages: [
      { coverageNm: '일반사망보험금', categoryCd: 'DEATH_GENERAL', amount: 100_000_000, startDate: '2015-06-01' },
      {
        coverageNm: '뇌혈관질환진단비',
        categoryCd: 'CEREBROVASCULAR',
        amount: 20_000_000,
        startDate: '2015-06-01',
        endDate: '2045-03-15',
      },
    ],
  }),
  manualContract({
    productNm: '연금저축보험',
    productType: 'ANNUITY',
    contractDate: '2020-01-10',
    endDate: '2050-01-10',
    payEndDate: '2030-01-10',
    premium: 600_000,
    payCycle: 'ANNUAL',
    coverages: [],
  }),
  manualContract({
    productNm: '(무)암보험',
    status: 'LAPSED',
    statusDate: '2022-05-01',
    premium: 40_000,
    coverages: [
      { coverageNm: '일반암진단비', categoryCd: 'CANCER', amount: 50_000_000, startDate: '2017-01-01', endDate: null },
    ],
  }),
];

const manual = (extra: Json = {}) => ({
  fcUserCi: fc.ci,
  client: { name: '홍길동', birthDate: '19850315', gender: 'M', phone: '010-1234-5678', carrier: 'SKT' },
  contracts: portfolio,
  agreedTermsIds: terms,
  ...extra,
});

async function completed(body: Json = manual()): Promise<string> {
  const res = await post(app, fc.token, ANALYSES, body);
  assert.equal(res.statusCode, 200, res.body);
  const id = res.json().analysisId as string;
  await processAnalysis(deps, id, { retryCount: 0, retryLimit: 0 });
  return id;
}

const reportJson = (id: string, token = fc.token) => get(app, token, `${ANALYSES}/${id}/report.json`);
const reportPdf = (id: string, token = fc.token) => get(app, token, `${ANALYSES}/${id}/report.pdf`);
const lastRead = async () => (await db.select().from(piiAccessLog).orderBy(desc(piiAccessLog.id)).limit(1))[0];

const analysisId = await completed();

test('report.json: the analysis computed by hand, the client with the phone masked, the consultant, the disclaimer', async () => {
  const res = await reportJson(analysisId);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['x-sandbox'], 'true');
  const r = res.json();
  assert.deepEqual(Object.keys(r).sort(), ['analysis', 'client', 'consultant', 'disclaimer', 'generatedAt']);
  assert.equal(r.generatedAt, '2026-11-20T01:30:00.000Z');
  assert.equal(r.disclaimer, COVERAGE_DISCLAIMER);
  assert.deepEqual(r.client, {
    name: '홍길동',
    birthDate: '19850315',
    gender: 'M',
    age: 41,
    phone: '010-****-5678',
  });
  assert.deepEqual(r.consultant, { fcUserCi: fc.ci, name: '최설계', orgName: null });
  const a = r.analysis;
  assert.equal(a.analysisId, analysisId);
  assert.equal(a.status, 'COMPLETED');
  assert.equal(a.analysisDate, '2026-11-20');
  assert.deepEqual(a.summary, {
    contractCount: 4,
    activeContractCount: 3,
    monthlyPremium: 85_000 + 100_000 + 50_000,
    protectionMonthlyPremium: 185_000,
    savingsMonthlyPremium: 50_000,
    unclassifiedCount: 1,
  });
  const recommended = new Map(
    ((await get(app, fc.token, '/api/v1/coverage/categories')).json() as Json[]).map((c) => [
      c.categoryCd,
      c.recommendedAmount as number,
    ]),
  );
  const cat = (cd: string) => a.categories.find((c: Json) => c.categoryCd === cd);
  const expectCategory = (cd: string, amount: number, coverEndAge: number | null, lifetime: boolean) => {
    const c = cat(cd);
    const rec = recommended.get(cd)!;
    assert.equal(c.amount, amount, cd);
    assert.equal(c.recommendedAmount, rec, cd);
    assert.equal(c.gap, Math.max(rec - amount, 0), cd);
    const status =
      amount === 0 ? 'NONE' : amount * 10 < rec * 7 ? 'SHORT' : amount * 2 <= rec * 3 ? 'ADEQUATE' : 'EXCESS';
    assert.equal(c.status, status, cd);
    assert.equal(c.coverEndAge, coverEndAge, cd);
    assert.equal(c.lifetime, lifetime, cd);
  };
  expectCategory('CANCER', 30_000_000, 100, false); // the lapsed 5,000만 is not counted
  expectCategory('HOSPITAL_INJURY', 30_000, 100, false);
  expectCategory('DEATH_GENERAL', 100_000_000, null, true);
  expectCategory('DEATH_DISEASE', 100_000_000, null, true); // counts the general death line
  expectCategory('CEREBROVASCULAR', 20_000_000, 60, false);
  expectCategory('ACUTE_MI', 0, null, false);
  assert.equal(a.categories.length, 21);
  assert.deepEqual(
    a.timeline.map((p: Json) => [p.age, p.date]),
    [
      [41, '2026-11-20'],
      ...[45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100].map((age) => [age, `${1985 + age}-03-15`]),
    ],
  );
  const at = (age: number) => a.timeline.find((p: Json) => p.age === age).amounts;
  assert.equal(at(60).CEREBROVASCULAR, 20_000_000, 'in force on its last day');
  assert.equal(at(65).CEREBROVASCULAR, 0);
  assert.equal(at(100).CANCER, 30_000_000);
  assert.equal(at(100).DEATH_GENERAL, 100_000_000);
  assert.equal(a.contracts.length, 4);
  assert.deepEqual(
    a.contracts.map((c: Json) => c.productNm),
    ['무배당 건강보험', '무배당 종신보험', '연금저축보험', '(무)암보험'],
  );
});

test('every read of a report is one access-log row naming the analysis (json and pdf)', async () => {
  await reportJson(analysisId);
  const json = await lastRead();
  assert.deepEqual([json.action, json.analysisIds, json.actor], ['GET_COVERAGE_REPORT', [analysisId], `user:${fc.id}`]);
  const before = json.id;
  assert.equal((await reportPdf(analysisId)).statusCode, 200);
  const pdf = await lastRead();
  assert.deepEqual([pdf.action, pdf.analysisIds], ['GET_COVERAGE_REPORT_PDF', [analysisId]]);
  assert.equal(pdf.id, before + 1, 'one row per read');
  // A refused read is not a read.
  await reportJson(analysisId, other.token);
  assert.equal((await lastRead()).id, pdf.id);
});

test('report.pdf: application/pdf, not cached, an attachment named after the client and the date', async () => {
  const res = await reportPdf(analysisId);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.equal(res.headers['x-sandbox'], 'true');
  assert.equal(
    res.headers['content-disposition'],
    `attachment; filename="coverage-report-20261120.pdf"; filename*=UTF-8''${encodeURIComponent('보장분석_홍길동_20261120.pdf')}`,
  );
  assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
});

test('the report PDF renders as its reference images, every page; its text names client, consultant and date', async () => {
  const bytes = await renderCoverageReportPdf(deps, analysisId);
  const { text, pages } = await pdfText(bytes);
  assert.equal(pages.length, 4, 'cover and summary, bar chart, coverage by age, contracts and disclaimer');
  for (const wanted of ['홍길동', '최설계', '2026.11.20', '010-****-5678', '일반암진단', '무배당 종신보험', '1 / 4']) {
    assert.ok(text.includes(wanted), `${wanted} in the text`);
  }
  assert.ok(pages[3].includes('유의사항'));
  const text2 = Buffer.from(bytes).toString('latin1');
  assert.match(text2, /\/BaseFont \/[A-Z]{6}\+Pretendard-Regular/, 'Korean text embedded as a subset font');
  assertMatchesReference(await renderPdf(bytes), REFERENCE_DIR, 'coverage-report');
});

test('a long contract list continues on further pages with its header repeated', async () => {
  const many = Array.from({ length: 50 }, (_, i) =>
    manualContract({ productNm: `무배당 건강보험 ${i + 1}호`, premium: 10_000 + i }),
  );
  const id = await completed(manual({ contracts: many }));
  const bytes = await renderCoverageReportPdf(deps, id);
  const { pages } = await pdfText(bytes);
  assert.ok(pages.length >= 6, `${pages.length} pages`);
  const contractPages = pages.filter((p) => p.includes('무배당 건강보험'));
  assert.ok(contractPages.length >= 2);
  for (const p of contractPages) assert.ok(p.includes('상품명'), 'the header on every page of the table');
  for (let n = 1; n <= 50; n++) assert.ok(pages.join('\n').includes(`무배당 건강보험 ${n}호`), `contract ${n}`);
  assert.ok(pages.at(-1)!.includes('유의사항'));
  // No blank page: each has ink beyond its footer.
  for (const [i, page] of (await renderPdf(bytes, 0.5)).entries()) {
    let dark = 0;
    for (let p = 0; p < page.data.length * 0.9; p += 4) if (page.data[p] < 160) dark++;
    assert.ok(dark > 200, `page ${i + 1} has ${dark} dark pixels`);
  }
});

test('not completed → 409 ANALYSIS_NOT_READY, failed → 409 ANALYSIS_FAILED, expired → 410 ANALYSIS_EXPIRED; the same without an access check', async () => {
  const res = await post(app, fc.token, ANALYSES, manual());
  const id = res.json().analysisId as string;
  const expectAll = async (status: number, code: string) => {
    expectProblem(await reportJson(id), status, code);
    expectProblem(await reportPdf(id), status, code);
    await assert.rejects(renderCoverageReportPdf(deps, id), (e: { code?: string }) => e.code === code);
  };
  await expectAll(409, 'ANALYSIS_NOT_READY');
  await db.update(coverageAnalyses).set({ status: 'PROCESSING' }).where(eq(coverageAnalyses.id, id));
  await expectAll(409, 'ANALYSIS_NOT_READY');
  await db
    .update(coverageAnalyses)
    .set({ status: 'FAILED', failureCode: 'ANALYSIS_ERROR', failureMessage: '오류' })
    .where(eq(coverageAnalyses.id, id));
  await expectAll(409, 'ANALYSIS_FAILED');
  await db
    .update(coverageAnalyses)
    .set({ status: 'EXPIRED', expiredAt: new Date(NOW), failureCode: null, failureMessage: null, contractsEnc: null })
    .where(eq(coverageAnalyses.id, id));
  await expectAll(410, 'ANALYSIS_EXPIRED');
});

test('another consultant’s analysis, an ADMIN-role token, an unknown or malformed id → 404 ANALYSIS_NOT_FOUND; an API key → 401', async () => {
  const admin = await createConsultant(app, 'ADMIN');
  for (const path of ['report.json', 'report.pdf']) {
    // The ADMIN role of the claims interface covers no one's analyses (contract §7.1): existence is not revealed.
    expectProblem(await get(app, admin.token, `${ANALYSES}/${analysisId}/${path}`), 404, 'ANALYSIS_NOT_FOUND');
    expectProblem(await get(app, other.token, `${ANALYSES}/${analysisId}/${path}`), 404, 'ANALYSIS_NOT_FOUND');
    expectProblem(await get(app, fc.token, `${ANALYSES}/ca_aaaaaaaaaaaaaaaaaaaa/${path}`), 404, 'ANALYSIS_NOT_FOUND');
    expectProblem(await get(app, fc.token, `${ANALYSES}/123/${path}`), 404, 'ANALYSIS_NOT_FOUND');
    const keyed = await app.inject({
      method: 'GET',
      url: `${ANALYSES}/${analysisId}/${path}`,
      headers: { 'x-api-key': TEST_ADMIN_KEY },
    });
    assert.equal(keyed.statusCode, 401, keyed.body);
  }
  await assert.rejects(renderCoverageReportPdf(deps, 'ca_aaaaaaaaaaaaaaaaaaaa'), { code: 'ANALYSIS_NOT_FOUND' });
});

test('a second renderer (poppler) draws as much of every page as PDF.js', {
  skip: !hasPdftoppm && 'pdftoppm is not installed',
}, async () => {
  await assertPopplerAgrees(await renderCoverageReportPdf(deps, analysisId), {
    threshold: 200,
    tolerance: 0.2,
    minInk: 3_000,
  });
});

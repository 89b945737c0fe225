import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { desc, eq } from 'drizzle-orm';
import { processAnalysis } from '../../../src/analysis/coverage/analysis-job.js';
import { processMedicalAnalysis } from '../../../src/analysis/medical/analysis-job.js';
import { renderMedicalReportPdf } from '../../../src/analysis/medical/report.service.js';
import { buildMedicalReportPdf, type MedicalReportView } from '../../../src/analysis/medical/report-pdf.js';
import { medicalAnalyses, piiAccessLog } from '../../../src/db/schema/index.js';
import { createConsultant, createOrg, systemToken } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { build, TEST_ADMIN_KEY } from '../../helpers/build.js';
import {
  assertMatchesReference,
  assertPopplerAgrees,
  hasPdftoppm,
  pdfText,
  renderPdf,
} from '../../helpers/pdf-render.js';
import { coverageTermIds, get, type Json, manualContract, post } from '../coverage/helpers.js';
import { MEDICAL, medicalTermIds, patient, requestAuth } from './helpers.js';

// Reference images of what a reader sees; `UPDATE_REFERENCE=1` rewrites them (look at them before committing).
const REFERENCE_DIR = fileURLToPath(new URL('./__reference__', import.meta.url));

/** The notice every medical report carries, as contract §7.3 words it. */
const RECORDS_NOTICE =
  '건강보험 급여 진료기록 기준이며 비급여·자동차보험·산재 진료와 아직 청구되지 않은 최근 진료는 포함되지 않습니다. ' +
  '청약서는 고객 본인이 사실대로 작성해야 합니다.';

// A fixed clock and a sandbox that approves at once: the analysis date, the records the sandbox makes from it and
// the report's date are the same on every run.
const NOW = Date.parse('2026-11-20T01:30:00Z');
const t = await build({ MEDICAL_SANDBOX_APPROVAL_SECONDS: '0' }, { clock: () => NOW });
const { app, db } = t;
const deps = app.deps.analysis;
const admin = await createConsultant(app, 'ADMIN', { name: '관리자' });
const branch = await createOrg(app, admin.token, '강남지점');
const manager = await createConsultant(app, 'MANAGER', { orgId: branch.id, name: '김관리' });
const fc = await createConsultant(app, 'FC', { orgId: branch.id, name: '최설계' });
const other = await createConsultant(app, 'FC', { name: '박설계' });
const system = await systemToken(app);
const terms = await medicalTermIds(app, fc.token);

/** A completed coverage analysis of the client whose lines pay for the sandbox's stay, surgery and visits. */
async function coverage(who: Json): Promise<string> {
  const res = await post(app, fc.token, '/api/v1/coverage/analyses', {
    fcUserCi: fc.ci,
    client: { name: who.name, birthDate: who.birthDate, gender: who.gender },
    agreedTermsIds: await coverageTermIds(app, fc.token),
    contracts: [
      manualContract({
        contractDate: '2015-01-01',
        coverages: [
          {
            coverageNm: '질병입원일당(1일이상)',
            categoryCd: 'HOSPITAL_DISEASE',
            amount: 30_000,
            startDate: '2015-01-01',
          },
          { coverageNm: '질병수술비', categoryCd: 'SURGERY_DISEASE', amount: 500_000, startDate: '2015-01-01' },
          { coverageNm: '상해수술비', categoryCd: 'SURGERY_INJURY', amount: 300_000, startDate: '2015-01-01' },
          { coverageNm: '실손의료비', categoryCd: 'MEDICAL_EXPENSE', amount: 50_000_000, startDate: '2015-01-01' },
        ],
      }),
    ],
  });
  assert.equal(res.statusCode, 200, res.body);
  const id = res.json().analysisId as string;
  await processAnalysis(deps, id, { retryCount: 0, retryLimit: 0 });
  return id;
}

/** An auth request completed (the sandbox approves at once) and its analysis job run. */
async function analysed(who: Json = patient(), extra: Json = {}): Promise<string> {
  const ar = await requestAuth(app, fc.token, { fcUserCi: fc.ci, client: who, agreedTermsIds: terms, ...extra });
  const res = await post(app, fc.token, `/api/v1/medical/auth-requests/${ar.authRequestId}/complete`);
  assert.equal(res.statusCode, 200, res.body);
  const id = res.json().analysisId as string;
  await processMedicalAnalysis(deps, id, { retryCount: 0, retryLimit: 0 });
  return id;
}

const reportJson = (id: string, token = fc.token) => get(app, token, `${MEDICAL}/${id}/report.json`);
const reportPdf = (id: string, token = fc.token) => get(app, token, `${MEDICAL}/${id}/report.pdf`);
const lastRead = async () => (await db.select().from(piiAccessLog).orderBy(desc(piiAccessLog.id)).limit(1))[0];

const analysisId = await analysed(patient(), { coverageAnalysisId: await coverage(patient()) });

test('report.json: the analysis and its records as the consultant reads them, the client as the cover names them, the §7.3 notice', async () => {
  const res = await reportJson(analysisId);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.equal(res.headers['x-sandbox'], 'true');
  const r = res.json();
  assert.deepEqual(Object.keys(r).sort(), [
    'analysis',
    'checkups',
    'client',
    'consultant',
    'disclaimer',
    'generatedAt',
    'medications',
    'treatments',
  ]);
  assert.equal(r.generatedAt, '2026-11-20T01:30:00.000Z');
  assert.ok(r.disclaimer.startsWith(RECORDS_NOTICE), 'the disclaimer begins with the notice of §7.3');
  assert.deepEqual(r.client, { name: '홍*동', gender: 'M', age: 41 });
  assert.deepEqual(r.consultant, { fcUserCi: fc.ci, name: '최설계', orgName: '강남지점' });
  // The same analysis and records the consultant reads one by one.
  assert.deepEqual(r.analysis, (await get(app, fc.token, `${MEDICAL}/${analysisId}`)).json());
  for (const kind of ['treatments', 'medications', 'checkups']) {
    assert.deepEqual(r[kind], (await get(app, fc.token, `${MEDICAL}/${analysisId}/${kind}`)).json(), kind);
  }
  const a = r.analysis;
  assert.equal(a.analysisDate, '2026-11-20');
  assert.deepEqual(a.period, { from: '2021-11-20', to: '2026-11-20' });
  assert.equal(a.client.name, '홍길동', 'the consultant reads the name in full');
  assert.equal(a.disclosures.length, 5);
  assert.ok(a.claimables.length > 0, 'a linked coverage analysis gives claimables');
  assert.equal(r.checkups.length, 2);
  assert.equal(r.treatments.length, a.summary.treatmentCount);
});

test('every read of a report is one access-log row naming the analysis (json and pdf); a refused read records nothing', async () => {
  await reportJson(analysisId);
  const json = await lastRead();
  assert.deepEqual([json.action, json.analysisIds, json.actor], ['GET_MEDICAL_REPORT', [analysisId], `user:${fc.id}`]);
  assert.ok(json.fields.includes('treatments') && json.fields.includes('disclosures'));
  assert.equal((await reportPdf(analysisId)).statusCode, 200);
  const pdf = await lastRead();
  assert.deepEqual([pdf.action, pdf.analysisIds], ['GET_MEDICAL_REPORT_PDF', [analysisId]]);
  assert.equal(pdf.id, json.id + 1, 'one row per read');
  expectProblem(await reportJson(analysisId, manager.token), 403, 'SENSITIVE_DATA_SCOPE');
  expectProblem(await reportPdf(analysisId, other.token), 404, 'ANALYSIS_NOT_FOUND');
  assert.equal((await lastRead()).id, pdf.id);
});

test('report.pdf: application/pdf, not cached, an attachment named with the masked name and the date', async () => {
  const res = await reportPdf(analysisId);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.equal(res.headers['x-sandbox'], 'true');
  assert.equal(
    res.headers['content-disposition'],
    `attachment; filename="medical-report-20261120.pdf"; filename*=UTF-8''${encodeURIComponent('진료분석_홍○동_20261120.pdf')}`,
  );
  assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
});

test('the report PDF renders as its reference images, every page; its text holds every section, the name only masked', async () => {
  const bytes = await renderMedicalReportPdf(deps, analysisId);
  const { text, pages } = await pdfText(bytes);
  const report = (await reportJson(analysisId)).json() as MedicalReportView;
  const n = pages.length;
  for (const wanted of [
    '진료·건강 분석 리포트',
    '홍*동',
    '최설계 (강남지점)',
    '2026.11.20',
    '2021.11.20 ~ 2026.11.20',
    '건강검진 결과',
    '주요 수치의 변화',
    '계약 전 알릴 의무 답변 초안',
    '진료 내역',
    '처방 내역',
    '청구 가능 보험금',
    '유의사항',
    `1 / ${n}`,
    `${n} / ${n}`,
  ]) {
    assert.ok(text.includes(wanted), `${wanted} in the text`);
  }
  assert.ok(!text.includes('홍길동'), 'the client is named masked only (contract §7.3)');
  assert.ok(!text.includes('19850315') && !text.includes('1985.03.15'), 'no birth date');
  // Every checkup value, treatment, question and claimable is printed.
  for (const c of report.checkups) {
    assert.ok(text.includes(c.checkupDate.replaceAll('-', '.')), c.checkupDate);
    for (const item of c.items) assert.ok(text.includes(item.itemNm), item.itemNm);
  }
  for (const tr of report.treatments) assert.ok(text.includes(`(${tr.diagnosisCd})`), tr.diagnosisCd);
  for (const m of report.medications) assert.ok(text.includes(m.drugNm), m.drugNm);
  for (const d of report.analysis.disclosures!) assert.ok(text.replaceAll('\n', '').includes(d.answerLabel));
  for (const c of report.analysis.claimables!) {
    assert.ok(text.includes(c.claimDeadline.replaceAll('-', '.')), `deadline ${c.claimDeadline}`);
  }
  // The notice of §7.3, whole, on the last page (lines joined as a reader's copy gives them).
  const last = pages.at(-1)!.replaceAll('\n', '');
  assert.ok(last.replaceAll(' ', '').includes(RECORDS_NOTICE.replaceAll(' ', '')), 'the notice of §7.3');
  assert.match(Buffer.from(bytes).toString('latin1'), /\/BaseFont \/[A-Z]{6}\+Pretendard-Regular/);
  assertMatchesReference(await renderPdf(bytes), REFERENCE_DIR, 'medical-report');
});

test('a long treatment list continues on further pages with its header repeated; no page is blank', async () => {
  const report = (await reportJson(analysisId)).json() as MedicalReportView;
  const base = report.treatments[0];
  const treatments = Array.from({ length: 90 }, (_, i) => ({
    ...base,
    treatmentId: `tr_long${i}`,
    institutionNm: `연세바른의원 ${i + 1}호점`,
  }));
  const bytes = await buildMedicalReportPdf({ ...report, treatments }, new Date(NOW));
  const { pages } = await pdfText(bytes);
  const listPages = pages.filter((p) => p.includes('연세바른의원'));
  assert.ok(listPages.length >= 3, `${listPages.length} pages of treatments`);
  for (const p of listPages) assert.ok(p.includes('의료기관') && p.includes('진단명'), 'the header on every page');
  const all = pages.join('\n');
  for (let k = 1; k <= 90; k++) assert.ok(all.includes(`연세바른의원 ${k}호점`), `treatment ${k}`);
  assert.ok(pages.at(-1)!.includes('유의사항'));
  for (const [i, page] of (await renderPdf(bytes, 0.5)).entries()) {
    let dark = 0;
    for (let p = 0; p < page.data.length * 0.9; p += 4) if (page.data[p] < 160) dark++;
    assert.ok(dark > 200, `page ${i + 1} has ${dark} dark pixels`);
  }
});

test('without a coverage analysis, without treatments, with only checkups: the report says what it could not compute', async () => {
  const plain = await renderMedicalReportPdf(deps, await analysed(patient({ name: '이단독' })));
  const plainText = (await pdfText(plain)).text;
  assert.ok(plainText.includes('연결된 보장분석이 없어'));
  const healthy = (await pdfText(await renderMedicalReportPdf(deps, await analysed(patient({ name: '김건강' }))))).text;
  assert.ok(healthy.includes('조회 기간에 진료 기록이 없습니다'));
  assert.ok(!healthy.includes('처방 내역'));
  const onlyCheckups = await renderMedicalReportPdf(deps, await analysed(patient({ name: '검진만' })));
  const text = (await pdfText(onlyCheckups)).text;
  assert.ok(text.includes('진료·투약 기록(건강보험심사평가원)을 가져오지 못했습니다'));
  assert.ok(text.includes('판단불가'));
  assert.ok(text.includes('진료 기록을 가져오지 못했습니다'));
});

test('not completed → 409 ANALYSIS_NOT_READY, failed → 409 ANALYSIS_FAILED, expired → 410 ANALYSIS_EXPIRED; the same without an access check', async () => {
  const id = await analysed(patient({ name: '정상태' }));
  const expectAll = async (status: number, code: string) => {
    expectProblem(await reportJson(id), status, code);
    expectProblem(await reportPdf(id), status, code);
    await assert.rejects(renderMedicalReportPdf(deps, id), (e: { code?: string }) => e.code === code);
  };
  await db.update(medicalAnalyses).set({ status: 'REQUESTED' }).where(eq(medicalAnalyses.id, id));
  await expectAll(409, 'ANALYSIS_NOT_READY');
  await db.update(medicalAnalyses).set({ status: 'PROCESSING' }).where(eq(medicalAnalyses.id, id));
  await expectAll(409, 'ANALYSIS_NOT_READY');
  await db
    .update(medicalAnalyses)
    .set({ status: 'FAILED', failureCode: 'ANALYSIS_ERROR', failureMessage: '오류' })
    .where(eq(medicalAnalyses.id, id));
  await expectAll(409, 'ANALYSIS_FAILED');
  await db
    .update(medicalAnalyses)
    .set({ status: 'EXPIRED', expiredAt: new Date(NOW), failureCode: null, failureMessage: null, resultEnc: null })
    .where(eq(medicalAnalyses.id, id));
  await expectAll(410, 'ANALYSIS_EXPIRED');
});

test('access: the own FC and a system client read it; a MANAGER over the FC → 403 SENSITIVE_DATA_SCOPE; another FC, an ADMIN role, an unknown id → 404; an API key → 401', async () => {
  for (const path of ['report.json', 'report.pdf']) {
    const url = `${MEDICAL}/${analysisId}/${path}`;
    const bySystem = await get(app, system, url);
    assert.equal(bySystem.statusCode, 200, bySystem.body);
    assert.equal(bySystem.headers['cache-control'], 'no-store');
    // The MANAGER reads the masked summary (GET the analysis) but never the health data a report holds.
    assert.equal((await get(app, manager.token, `${MEDICAL}/${analysisId}`)).statusCode, 200);
    expectProblem(await get(app, manager.token, url), 403, 'SENSITIVE_DATA_SCOPE');
    expectProblem(await get(app, other.token, url), 404, 'ANALYSIS_NOT_FOUND');
    expectProblem(await get(app, admin.token, url), 404, 'ANALYSIS_NOT_FOUND');
    expectProblem(await get(app, fc.token, `${MEDICAL}/ma_aaaaaaaaaaaaaaaaaaaa/${path}`), 404, 'ANALYSIS_NOT_FOUND');
    expectProblem(await get(app, fc.token, `${MEDICAL}/ca_aaaaaaaaaaaaaaaaaaaa/${path}`), 404, 'ANALYSIS_NOT_FOUND');
    const keyed = await app.inject({ method: 'GET', url, headers: { 'x-api-key': TEST_ADMIN_KEY } });
    assert.equal(keyed.statusCode, 401, keyed.body);
  }
  const json = (await get(app, system, `${MEDICAL}/${analysisId}/report.json`)).json();
  assert.equal(json.analysis.client.name, '홍길동', 'a system client reads it as the consultant does');
  assert.ok(json.treatments.length > 0);
  await assert.rejects(renderMedicalReportPdf(deps, 'ma_aaaaaaaaaaaaaaaaaaaa'), { code: 'ANALYSIS_NOT_FOUND' });
});

test('a second renderer (poppler) draws as much of every page as PDF.js', {
  skip: !hasPdftoppm && 'pdftoppm is not installed',
}, async () => {
  await assertPopplerAgrees(await renderMedicalReportPdf(deps, analysisId), {
    threshold: 200,
    tolerance: 0.2,
    minInk: 3_000,
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type {
  ProviderCheckup,
  ProviderMedication,
  ProviderTreatment,
} from '../../../src/analysis/adapters/health-data.js';
import { processAnalysis } from '../../../src/analysis/coverage/analysis-job.js';
import { processMedicalAnalysis } from '../../../src/analysis/medical/analysis-job.js';
import { bearer, createConsultant } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { coverageTermIds, get, type Json, manualContract, post, testClock } from '../coverage/helpers.js';
import {
  completeUrl,
  MEDICAL,
  medicalTermIds,
  patient,
  providerCheckup,
  providerTreatment,
  requestAuth,
  scriptedHealth,
  setClock,
  sourceData,
  withHealth,
} from './helpers.js';

/**
 * The medical rules through the API, on a controlled clock: every date of a rule is a calendar date counted from
 * `analysisDate`, the Korea date of the fetch (here 2026-06-01, while it is still 31 May in UTC).
 */
const clock = testClock();
const t = await build({}, { clock: clock.now });
const { app } = t;
const deps = app.deps.analysis;
const fc = await createConsultant(app, 'FC', { name: '최설계' });
const other = await createConsultant(app, 'FC', { name: '박설계' });
const terms = await medicalTermIds(app, fc.token);
const coverageTerms = await coverageTermIds(app, fc.token);

/** 2026-06-01 00:30 in Korea. */
const FETCHED_AT = '2026-05-31T15:30:00Z';
const ANALYSIS_DATE = '2026-06-01';

type Records = { treatments?: ProviderTreatment[]; medications?: ProviderMedication[]; checkups?: ProviderCheckup[] };
const recordsByName = new Map<string, Records>();
const { adapter } = scriptedHealth((input) => sourceData(input, recordsByName.get(input.client.name) ?? {}));

/** A medical analysis of `name` whose sources send `records`, fetched at `FETCHED_AT`; the job run. */
async function analysed(name: string, records: Records, extra: Json = {}) {
  recordsByName.set(name, records);
  setClock(clock, FETCHED_AT);
  return withHealth(app, adapter, async () => {
    const ar = await requestAuth(app, fc.token, {
      fcUserCi: fc.ci,
      client: patient({ name }),
      agreedTermsIds: terms,
      ...extra,
    });
    const res = await post(app, fc.token, completeUrl(ar.authRequestId));
    assert.equal(res.statusCode, 200, res.body);
    const id = res.json().analysisId as string;
    await processMedicalAnalysis(deps, id, { retryCount: 0, retryLimit: 0 });
    return id;
  });
}

const read = async (id: string) => {
  const res = await get(app, fc.token, `${MEDICAL}/${id}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Json;
};
const answers = (a: Json) => Object.fromEntries((a.disclosures as Json[]).map((d) => [d.questionCd, d.answer]));

/** The records of one day in each window, moved by `shift` days (0: each window's first day; -1: the day before). */
function atWindowStarts(shift: number): Records {
  const day = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + shift);
    return d.toISOString().slice(0, 10);
  };
  const visit = providerTreatment({ ref: 'V', visitDate: day('2026-03-02'), diagnosisCd: 'J06.9' });
  const pharmacy = providerTreatment({ ref: 'P', visitDate: day('2026-03-02'), visitType: 'PHARMACY' });
  // A stay from 30 May 2021: its 4th day is the first day of the 5 years.
  const stay = providerTreatment({
    ref: 'S',
    visitDate: day('2021-05-30'),
    visitType: 'INPATIENT',
    days: 4,
    diagnosisCd: 'K35.8',
  });
  const hypertension = providerTreatment({ ref: 'H', visitDate: day('2021-06-02'), diagnosisCd: 'I10' });
  return {
    treatments: [visit, pharmacy, stay, hypertension],
    medications: [
      {
        treatmentRef: 'P',
        prescribedDate: day('2026-03-02'),
        drugNm: '노바스크정5mg',
        ingredientCd: 'AMLODIPINE',
        // 30 days is regular medication inside the window; 29 keeps Q4's 30-day rule out of the day-before case.
        days: shift === 0 ? 30 : 29,
      },
    ],
    checkups: [
      providerCheckup({ checkupDate: day('2025-06-02'), stage: 'SECOND' }),
      // Abnormal on the first day of the 3 months (a day earlier it would still be in the year: Q3 CHECK).
      providerCheckup({
        checkupDate: day('2026-03-02'),
        items: [
          { itemCd: 'GLUCOSE', value: shift === 0 ? 126 : 99 },
          { itemCd: 'BMI', value: 22.0 },
        ],
      }),
    ],
  };
}

test('analysisDate is the Korea date of the fetch; the period is the 5 years ending on it', async () => {
  const id = await analysed('이날짜', {});
  const a = await read(id);
  assert.equal(a.analysisDate, ANALYSIS_DATE);
  assert.deepEqual(a.period, { from: '2021-06-01', to: ANALYSIS_DATE });
});

test('disclosures: a record on the first day of each window is YES', async () => {
  const id = await analysed('김처음', atWindowStarts(0));
  const a = await read(id);
  assert.deepEqual(answers(a), {
    Q1_3M_MEDICAL_CARE: 'YES',
    Q2_3M_REGULAR_MEDICATION: 'YES',
    Q3_1Y_RETEST: 'YES',
    Q4_5Y_HOSPITAL_SURGERY_7D_30D: 'YES',
    Q5_5Y_TEN_DISEASES: 'YES',
  });
  // The evidence names the records by their ids in the treatments list.
  const treatments = (await get(app, fc.token, `${MEDICAL}/${id}/treatments`)).json() as Json[];
  const idOn = (visitDate: string, visitType = 'OUTPATIENT') =>
    treatments.find((x) => x.visitDate === visitDate && x.visitType === visitType)!.treatmentId as string;
  const q = (cd: string) => (a.disclosures as Json[]).find((d) => d.questionCd === cd)!.evidence as Json;
  assert.deepEqual(
    new Set(q('Q1_3M_MEDICAL_CARE').treatmentIds as string[]),
    new Set([idOn('2026-03-02'), idOn('2026-03-02', 'PHARMACY')]),
  );
  assert.equal((q('Q1_3M_MEDICAL_CARE').checkupIds as string[]).length, 1);
  assert.ok((q('Q4_5Y_HOSPITAL_SURGERY_7D_30D').treatmentIds as string[]).includes(idOn('2021-05-30', 'INPATIENT')));
  assert.deepEqual(q('Q5_5Y_TEN_DISEASES').treatmentIds, [idOn('2021-06-02')]);
});

test('disclosures: the same records a day earlier are outside every window (as they would not be in UTC)', async () => {
  const id = await analysed('김전날', atWindowStarts(-1));
  assert.deepEqual(answers(await read(id)), {
    Q1_3M_MEDICAL_CARE: 'NO_RECORD',
    Q2_3M_REGULAR_MEDICATION: 'NO_RECORD',
    Q3_1Y_RETEST: 'NO_RECORD',
    Q4_5Y_HOSPITAL_SURGERY_7D_30D: 'NO_RECORD',
    Q5_5Y_TEN_DISEASES: 'NO_RECORD',
  });
});

test('disclosures: CHECK answers — a short prescription, an abnormal checkup, a code that suggests cirrhosis', async () => {
  const id = await analysed('김확인', {
    treatments: [
      providerTreatment({ ref: 'P', visitDate: '2026-05-01', visitType: 'PHARMACY' }),
      providerTreatment({ ref: 'F', visitDate: '2024-01-01', diagnosisCd: 'K74.1' }),
    ],
    medications: [
      {
        treatmentRef: 'P',
        prescribedDate: '2026-05-01',
        drugNm: '노바스크정5mg',
        ingredientCd: 'AMLODIPINE',
        days: 29,
      },
    ],
    checkups: [providerCheckup({ checkupDate: '2025-06-02', items: [{ itemCd: 'GLUCOSE', value: 126 }] })],
  });
  assert.deepEqual(answers(await read(id)), {
    Q1_3M_MEDICAL_CARE: 'YES',
    Q2_3M_REGULAR_MEDICATION: 'CHECK',
    Q3_1Y_RETEST: 'CHECK',
    Q4_5Y_HOSPITAL_SURGERY_7D_30D: 'NO_RECORD',
    Q5_5Y_TEN_DISEASES: 'CHECK',
  });
});

test('a result read months later is the same: nothing depends on when it is read', async () => {
  const id = await analysed('김나중', atWindowStarts(0));
  const first = await read(id);
  clock.advance(40 * 86_400_000);
  const later = await read(id);
  assert.deepEqual(later.disclosures, first.disclosures);
  assert.equal(later.analysisDate, ANALYSIS_DATE);
});

// ---------- claimables ----------

const CLIENT = '정청구';
const line = (coverageNm: string, categoryCd: string, amount: number, startDate: string) => ({
  coverageNm,
  categoryCd,
  amount,
  startDate,
  endDate: null,
});

/** A completed coverage analysis of `fcUserCi` for the client named `name`, with these contracts. */
async function coverage(contracts: Json[], name = CLIENT, token = fc.token, fcUserCi = fc.ci, run = true) {
  setClock(clock, FETCHED_AT);
  const res = await post(app, token, '/api/v1/coverage/analyses', {
    fcUserCi,
    client: { name, birthDate: '19850315', gender: 'M' },
    agreedTermsIds: coverageTerms,
    contracts,
  });
  assert.equal(res.statusCode, 200, res.body);
  const id = res.json().analysisId as string;
  if (run) await processAnalysis(deps, id, { retryCount: 0, retryLimit: 0 });
  return id;
}

const contracts = [
  manualContract({
    productNm: '건강보험 A',
    contractDate: '2015-01-01',
    coverages: [
      line('질병입원일당(4일이상)', 'HOSPITAL_DISEASE', 10_000, '2015-01-01'),
      line('질병입원일당(1일이상)', 'HOSPITAL_DISEASE', 20_000, '2015-01-01'),
      line('질병수술비', 'SURGERY_DISEASE', 500_000, '2015-01-01'),
      line('실손의료비', 'MEDICAL_EXPENSE', 50_000_000, '2015-01-01'),
    ],
  }),
  // Lapsed on 2024-01-01: it pays for events before that day only.
  manualContract({
    productNm: '상해보험 B',
    status: 'LAPSED',
    statusDate: '2024-01-01',
    contractDate: '2016-01-01',
    coverages: [line('상해수술비', 'SURGERY_INJURY', 300_000, '2016-01-01')],
  }),
  // Cancer: 89 days before the diagnosis (excluded) and 90 days before it (counted).
  manualContract({
    productNm: '암보험 C89',
    contractDate: '2025-10-01',
    coverages: [line('일반암진단비 89', 'CANCER', 30_000_000, '2025-10-01')],
  }),
  manualContract({
    productNm: '암보험 C90',
    contractDate: '2025-09-30',
    coverages: [line('일반암진단비 90', 'CANCER', 20_000_000, '2025-09-30')],
  }),
  // In force only after the stroke record.
  manualContract({
    productNm: '뇌혈관보험 D',
    contractDate: '2026-01-01',
    coverages: [line('뇌졸중진단비', 'STROKE', 10_000_000, '2026-01-01')],
  }),
];

const claimRecords: Records = {
  treatments: [
    // 200 days from 2023-06-01: its deadline is analysisDate itself, the last timely day.
    providerTreatment({
      visitDate: '2023-06-01',
      visitType: 'INPATIENT',
      days: 200,
      diagnosisCd: 'K35.8',
      surgery: true,
      surgeryNm: '충수절제술',
      patientPaid: 1_000_000,
    }),
    // A day earlier: past its deadline.
    providerTreatment({
      visitDate: '2023-05-31',
      visitType: 'INPATIENT',
      days: 3,
      diagnosisCd: 'K35.8',
      surgery: true,
      patientPaid: 500_000,
    }),
    providerTreatment({ visitDate: '2023-12-01', diagnosisCd: 'S82.0', surgery: true, patientPaid: 50_000 }),
    providerTreatment({ visitDate: '2024-02-01', diagnosisCd: 'S82.0', surgery: true, patientPaid: 12_500 }),
    providerTreatment({ visitDate: '2025-03-01', visitType: 'PHARMACY', patientPaid: 20_000 }),
    providerTreatment({ visitDate: '2025-12-29', diagnosisCd: 'C50.9', patientPaid: 100_000 }),
    providerTreatment({ visitDate: '2025-11-01', diagnosisCd: 'I63.9', patientPaid: 10_000 }),
    providerTreatment({
      visitDate: '2025-01-01',
      visitType: 'INPATIENT',
      days: 3,
      diagnosisCd: 'K35.8',
      patientPaid: 0,
    }),
  ],
};

test('claimables: every rule of §7.3 on one client, linked when the auth request starts', async () => {
  const coverageId = await coverage(contracts);
  const id = await analysed(CLIENT, claimRecords, { coverageAnalysisId: coverageId });
  const a = await read(id);
  assert.equal(a.coverageAnalysisId, coverageId);
  const items = (a.claimables as Json[]).map((c) => [c.eventDate, c.coverageNm, c.estimatedAmount, c.claimDeadline]);
  const expected = [
    // The 200-day stay: day 4 on (177 days of the 180), from day 1 (180), the surgery, 실손 without deductible.
    ['2023-06-01', '질병입원일당(4일이상)', 10_000 * 177, ANALYSIS_DATE],
    ['2023-06-01', '질병입원일당(1일이상)', 20_000 * 180, ANALYSIS_DATE],
    ['2023-06-01', '질병수술비', 500_000, ANALYSIS_DATE],
    ['2023-06-01', '실손의료비', 800_000, ANALYSIS_DATE],
    // An injury before the lapse: the lapsed contract pays; 실손 outpatient: 50,000 × 0.8 − 10,000.
    ['2023-12-01', '상해수술비', 300_000, '2026-12-01'],
    ['2023-12-01', '실손의료비', 30_000, '2026-12-01'],
    // After the lapse: 실손 only, and 12,500 × 0.8 − 10,000 = 0 gives nothing.
    // A 3-day stay: the 4일이상 line pays nothing; 실손 of 0 paid gives nothing.
    ['2025-01-01', '질병입원일당(1일이상)', 60_000, '2028-01-01'],
    // Pharmacy: 20,000 × 0.8 − 8,000.
    ['2025-03-01', '실손의료비', 8_000, '2028-03-01'],
    // The stroke line started after the record: nothing; 실손 10,000 × 0.8 − 10,000 = 0: nothing.
    // Cancer 90 days after one contract date, 89 after the other.
    ['2025-12-29', '일반암진단비 90', 20_000_000, '2028-12-29'],
    ['2025-12-29', '실손의료비', 70_000, '2028-12-29'],
  ];
  const key = (x: unknown[]) => x.join('|');
  assert.deepEqual(items.map(key).sort(), expected.map(key).sort());
  // Listed by deadline.
  const deadlines = (a.claimables as Json[]).map((c) => c.claimDeadline as string);
  assert.deepEqual(deadlines, [...deadlines].sort());
  const surgery = (a.claimables as Json[]).find((c) => c.coverageNm === '상해수술비')!;
  assert.deepEqual(surgery.claimDraft, {
    insuCompCd: 'SAMSUNG_FIRE',
    eventDate: '2023-12-01',
    eventTypeCd: 'INJURY',
    eventText: '무릎뼈의 골절 (S82.0), 서울내과의원, 외래',
  });
  // The same claimables a day later, read or linked again: the deadline passed is still counted from analysisDate.
  clock.advance(86_400_000);
  const relinked = await app.inject({
    method: 'PUT',
    url: `${MEDICAL}/${id}/coverage-analysis`,
    headers: bearer(fc.token),
    payload: { coverageAnalysisId: coverageId },
  });
  assert.equal(relinked.statusCode, 200, relinked.body);
  assert.deepEqual(relinked.json().claimables, (await read(id)).claimables);
  assert.deepEqual(
    (relinked.json().claimables as Json[]).map((c) => c.claimableId),
    (a.claimables as Json[]).map((c) => c.claimableId),
  );
});

test('linking at request time: another consultant’s, another client’s, or a not completed coverage analysis → 400', async () => {
  const body = (coverageAnalysisId: string, name = CLIENT) => ({
    fcUserCi: fc.ci,
    client: patient({ name }),
    agreedTermsIds: terms,
    authMethod: 'KAKAO',
    coverageAnalysisId,
  });
  const url = '/api/v1/medical/auth-requests';
  const theirs = await coverage(contracts, CLIENT, other.token, other.ci);
  expectProblem(await post(app, fc.token, url, body(theirs)), 400, 'COVERAGE_ANALYSIS_NOT_USABLE');
  const anotherClient = await coverage(contracts, '정다른');
  expectProblem(await post(app, fc.token, url, body(anotherClient)), 400, 'COVERAGE_ANALYSIS_NOT_USABLE');
  const notYet = await coverage(contracts, CLIENT, fc.token, fc.ci, false);
  expectProblem(await post(app, fc.token, url, body(notYet)), 400, 'COVERAGE_ANALYSIS_NOT_USABLE');
  // Another birth date is another client.
  const res = await post(app, fc.token, url, {
    ...body(anotherClient, '정다른'),
    client: patient({ name: '정다른', birthDate: '19850316' }),
  });
  expectProblem(res, 400, 'COVERAGE_ANALYSIS_NOT_USABLE');
  // The same client written with a space is the same client.
  const ok = await post(app, fc.token, url, body(anotherClient, '정 다른'));
  assert.equal(ok.statusCode, 200, ok.body);
});

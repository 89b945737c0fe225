import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type ClaimContract,
  claimDeadlineOf,
  firstPaidDay,
  listClaimables,
  MEDICAL_EXPENSE_BASIS,
} from '../../../src/analysis/medical/claimables.rules.js';
import type { Treatment } from '../../../src/analysis/medical/records.js';
import { treatment } from './records.fixture.js';

const DAY = '2026-06-15';
const contract = (extra: Partial<ClaimContract> = {}): ClaimContract => ({
  contractId: 'ct1',
  insuCompCd: 'SAMSUNG_FIRE',
  insuCompNm: '삼성화재',
  status: 'ACTIVE',
  statusDate: null,
  insuredIsClient: true,
  contractDate: '2020-01-01',
  coverages: [],
  ...extra,
});
const line = (categoryCd: string, amount: number, coverageNm = categoryCd) => ({
  coverageNm,
  categoryCd,
  amount,
  startDate: '2020-01-01',
  endDate: null,
});
const run = (treatments: Treatment[], contracts: ClaimContract[], analysisDate = DAY) =>
  listClaimables({
    analysisDate,
    treatments,
    contracts,
    diagnosisRanges: { CANCER: ['C00-C43', 'C45-C72', 'C74-C97'], MINOR_CANCER: ['C44', 'C73'], STROKE: ['I60-I63'] },
    injuryRanges: ['S00-T98', 'V01-Y98'],
    claimInjuryRanges: ['S00-T98'],
    idOf: (key) => `id:${key}`,
  });

test('claim deadline: 3 years later, same month and day; 29 February → 28 February', () => {
  assert.equal(claimDeadlineOf('2023-06-15'), '2026-06-15');
  assert.equal(claimDeadlineOf('2024-02-29'), '2027-02-28');
});

test('only items whose deadline is on or after analysisDate are listed', () => {
  const c = contract({ coverages: [line('SURGERY_DISEASE', 1_000_000)] });
  const onDeadline = treatment({ visitDate: '2023-06-15', surgery: true });
  const past = treatment({ visitDate: '2023-06-14', surgery: true });
  const items = run([onDeadline, past], [c]);
  assert.deepEqual(
    items.map((i) => i.treatmentIds[0]),
    [onDeadline.treatmentId],
  );
  assert.equal(items[0].claimDeadline, DAY);
});

test('hospital: daily amount × min(days, 180), from day N of "(N일이상)"; disease and injury lines apart', () => {
  assert.equal(firstPaidDay('질병입원일당(4일이상)'), 4);
  assert.equal(firstPaidDay('질병입원일당'), 1);
  const stay = treatment({ visitType: 'INPATIENT', days: 200, visitDate: '2025-01-01', diagnosisCd: 'K35.8' });
  const short = treatment({ visitType: 'INPATIENT', days: 3, visitDate: '2025-02-01', diagnosisCd: 'K35.8' });
  const injury = treatment({ visitType: 'INPATIENT', days: 5, visitDate: '2025-03-01', diagnosisCd: 'S82.0' });
  const c = contract({
    coverages: [
      line('HOSPITAL_DISEASE', 30_000, '질병입원일당(1일이상)'),
      line('HOSPITAL_DISEASE', 20_000, '질병입원일당(4일이상)'),
      line('HOSPITAL_INJURY', 10_000, '상해입원일당(1일이상)'),
    ],
  });
  const items = run([stay, short, injury], [c]);
  const of = (t: Treatment, nm: string) =>
    items.find((i) => i.treatmentIds[0] === t.treatmentId && i.coverageNm === nm);
  assert.equal(of(stay, '질병입원일당(1일이상)')?.estimatedAmount, 30_000 * 180);
  assert.equal(of(stay, '질병입원일당(4일이상)')?.estimatedAmount, 20_000 * 177);
  assert.equal(of(short, '질병입원일당(1일이상)')?.estimatedAmount, 90_000);
  assert.equal(of(short, '질병입원일당(4일이상)'), undefined);
  assert.equal(of(injury, '상해입원일당(1일이상)')?.estimatedAmount, 50_000);
  assert.equal(of(injury, '질병입원일당(1일이상)'), undefined);
  assert.equal(of(stay, '상해입원일당(1일이상)'), undefined);
});

test('surgery: the amount per surgery, disease or injury by the code', () => {
  const s = treatment({ surgery: true, surgeryNm: '충수절제술', diagnosisCd: 'K35.8', visitDate: '2025-01-01' });
  const c = contract({ coverages: [line('SURGERY_DISEASE', 500_000), line('SURGERY_INJURY', 300_000)] });
  const items = run([s, treatment({ visitDate: '2025-01-02' })], [c]);
  assert.deepEqual(
    items.map((i) => [i.categoryCd, i.estimatedAmount]),
    [['SURGERY_DISEASE', 500_000]],
  );
});

test('a line qualifies only in force on the event date, insuring the client, before a lapse', () => {
  const s = treatment({ surgery: true, visitDate: '2025-01-01' });
  const amount = (c: ClaimContract) => run([s], [c]).length;
  assert.equal(amount(contract({ coverages: [line('SURGERY_DISEASE', 1)] })), 1);
  assert.equal(amount(contract({ insuredIsClient: false, coverages: [line('SURGERY_DISEASE', 1)] })), 0);
  assert.equal(amount(contract({ coverages: [{ ...line('SURGERY_DISEASE', 1), startDate: '2025-01-02' }] })), 0);
  assert.equal(amount(contract({ coverages: [{ ...line('SURGERY_DISEASE', 1), endDate: '2025-01-01' }] })), 1);
  assert.equal(amount(contract({ coverages: [{ ...line('SURGERY_DISEASE', 1), endDate: '2024-12-31' }] })), 0);
  assert.equal(
    amount(contract({ status: 'LAPSED', statusDate: '2025-01-02', coverages: [line('SURGERY_DISEASE', 1)] })),
    1,
  );
  assert.equal(
    amount(contract({ status: 'CANCELLED', statusDate: '2025-01-01', coverages: [line('SURGERY_DISEASE', 1)] })),
    0,
  );
});

test('diagnosis: once per line, for the earliest matching record, within 3 years', () => {
  const first = treatment({ diagnosisCd: 'I63.9', visitDate: '2025-01-01' });
  const later = treatment({ diagnosisCd: 'I63.9', visitDate: '2025-02-01' });
  const items = run([later, first], [contract({ coverages: [line('STROKE', 20_000_000)] })]);
  assert.equal(items.length, 1);
  assert.deepEqual(items[0].treatmentIds, [first.treatmentId]);
  assert.equal(items[0].estimatedAmount, 20_000_000);
  // The earliest is past its deadline: nothing, even though a later record is within 3 years.
  const old = treatment({ diagnosisCd: 'I63.9', visitDate: '2023-06-14' });
  assert.equal(run([old, later], [contract({ coverages: [line('STROKE', 1)] })]).length, 0);
});

test('cancer: at least 90 days after the contract date', () => {
  const c = (contractDate: string) =>
    contract({ contractDate, coverages: [{ ...line('CANCER', 1), startDate: contractDate }] });
  const dx = treatment({ diagnosisCd: 'C50.9', visitDate: '2025-04-01' });
  assert.equal(run([dx], [c('2025-01-01')]).length, 1); // 90 days
  assert.equal(run([dx], [c('2025-01-02')]).length, 0); // 89 days
  const minor = treatment({ diagnosisCd: 'C73', visitDate: '2025-04-01' });
  assert.equal(
    run([minor], [contract({ contractDate: '2025-01-02', coverages: [line('MINOR_CANCER', 1)] })]).length,
    0,
  );
});

test('medical expense: max(patientPaid × 0.8 − deductible, 0), from the latest-starting 실손 contract only', () => {
  const out = treatment({ visitType: 'OUTPATIENT', patientPaid: 50_000, visitDate: '2025-01-01' });
  const ph = treatment({ visitType: 'PHARMACY', patientPaid: 20_000, visitDate: '2025-01-01' });
  const inp = treatment({ visitType: 'INPATIENT', patientPaid: 100_000, visitDate: '2025-01-01', days: 2 });
  const tiny = treatment({ visitType: 'OUTPATIENT', patientPaid: 12_500, visitDate: '2025-01-01' });
  const older = contract({
    contractId: 'old',
    contractDate: '2015-01-01',
    coverages: [line('MEDICAL_EXPENSE', 50_000_000)],
  });
  const newer = contract({
    contractId: 'new',
    contractDate: '2021-01-01',
    coverages: [{ ...line('MEDICAL_EXPENSE', 50_000_000), startDate: '2021-01-01' }],
  });
  const items = run([out, ph, inp, tiny], [older, newer]);
  const by = new Map(items.map((i) => [i.treatmentIds[0], i]));
  assert.equal(by.get(out.treatmentId)?.estimatedAmount, 30_000);
  assert.equal(by.get(ph.treatmentId)?.estimatedAmount, 8_000);
  assert.equal(by.get(inp.treatmentId)?.estimatedAmount, 80_000);
  assert.equal(by.has(tiny.treatmentId), false);
  for (const i of items) {
    assert.equal(i.contractId, 'new');
    assert.ok(i.basis.startsWith(MEDICAL_EXPENSE_BASIS));
  }
  // Before the newer one started, the older one pays.
  const early = treatment({ visitType: 'OUTPATIENT', patientPaid: 50_000, visitDate: '2020-12-31' });
  assert.deepEqual(
    run([early], [older, newer], '2023-01-01').map((i) => i.contractId),
    ['old'],
  );
});

test('claim draft: insurer, event date, INJURY for S00–T98 else DISEASE, the event text', () => {
  const t = treatment({
    surgery: true,
    diagnosisCd: 'S82.0',
    diagnosisNm: '무릎뼈의 골절',
    institutionNm: '한국정형외과',
    visitType: 'INPATIENT',
    visitDate: '2025-01-01',
  });
  const [item] = run([t], [contract({ coverages: [line('SURGERY_INJURY', 1_000_000)] })]);
  assert.deepEqual(item.claimDraft, {
    insuCompCd: 'SAMSUNG_FIRE',
    eventDate: '2025-01-01',
    eventTypeCd: 'INJURY',
    eventText: '무릎뼈의 골절 (S82.0), 한국정형외과, 입원',
  });
  assert.equal(item.claimReqId, null);
  assert.equal(item.claimableId, `id:${t.treatmentId}|ct1|0`);
  const external = treatment({ surgery: true, diagnosisCd: 'V43.5', visitDate: '2025-01-01' });
  const [ext] = run([external], [contract({ coverages: [line('SURGERY_INJURY', 1)] })]);
  assert.equal(ext.claimDraft?.eventTypeCd, 'DISEASE');
  const [none] = run([external], [contract({ insuCompCd: null, coverages: [line('SURGERY_INJURY', 1)] })]);
  assert.equal(none.claimDraft, null);
});

test('in force: a line starting on the event date counts; an ACTIVE contract counts whatever its statusDate', () => {
  const s = treatment({ surgery: true, visitDate: '2025-01-01' });
  const count = (c: ClaimContract) => run([s], [c]).length;
  assert.equal(count(contract({ coverages: [{ ...line('SURGERY_DISEASE', 1), startDate: '2025-01-01' }] })), 1);
  assert.equal(count(contract({ statusDate: '2024-06-01', coverages: [line('SURGERY_DISEASE', 1)] })), 1);
  // A lapsed contract whose end date is unknown counts; one that ended the day after the event too.
  assert.equal(count(contract({ status: 'LAPSED', statusDate: null, coverages: [line('SURGERY_DISEASE', 1)] })), 1);
  assert.equal(
    count(contract({ status: 'MATURED', statusDate: '2025-01-02', coverages: [line('SURGERY_DISEASE', 1)] })),
    1,
  );
  assert.equal(
    count(contract({ status: 'MATURED', statusDate: '2024-12-31', coverages: [line('SURGERY_DISEASE', 1)] })),
    0,
  );
});

test('"(N일이상)" is read with spaces anywhere and numbers of any length', () => {
  assert.equal(firstPaidDay('질병입원일당( 4 일 이상 )'), 4);
  assert.equal(firstPaidDay('질병입원일당(4일 이상)'), 4);
  assert.equal(firstPaidDay('질병입원일당(31일이상)'), 31);
  assert.equal(firstPaidDay('질병입원일당(0일이상)'), 1);
  assert.equal(firstPaidDay('질병입원일당(4일)'), 1);
});

test('hospital: a stay only (not a visit), on a line in force; a stay shorter than N days gives nothing', () => {
  const visit = treatment({ visitType: 'OUTPATIENT', days: 1, visitDate: '2025-01-01', diagnosisCd: 'K35.8' });
  const c = contract({ coverages: [line('HOSPITAL_DISEASE', 30_000, '질병입원일당(1일이상)')] });
  assert.deepEqual(run([visit], [c]), []);
  const stay = treatment({ visitType: 'INPATIENT', days: 5, visitDate: '2025-01-01', diagnosisCd: 'K35.8' });
  const later = contract({
    coverages: [{ ...line('HOSPITAL_DISEASE', 30_000, '질병입원일당(1일이상)'), startDate: '2025-01-02' }],
  });
  assert.deepEqual(run([stay], [later]), []);
  const day181 = treatment({ visitType: 'INPATIENT', days: 181, visitDate: '2025-01-01', diagnosisCd: 'K35.8' });
  const day180 = treatment({ visitType: 'INPATIENT', days: 180, visitDate: '2025-01-02', diagnosisCd: 'K35.8' });
  const day179 = treatment({ visitType: 'INPATIENT', days: 179, visitDate: '2025-01-03', diagnosisCd: 'K35.8' });
  const amounts = run([day181, day180, day179], [c]).map((i) => [i.treatmentIds[0], i.estimatedAmount]);
  assert.deepEqual(amounts, [
    [day181.treatmentId, 30_000 * 180],
    [day180.treatmentId, 30_000 * 180],
    [day179.treatmentId, 30_000 * 179],
  ]);
  const fromDay4 = contract({ coverages: [line('HOSPITAL_DISEASE', 10_000, '질병입원일당(4일이상)')] });
  const three = treatment({ visitType: 'INPATIENT', days: 3, visitDate: '2025-01-01', diagnosisCd: 'K35.8' });
  const four = treatment({ visitType: 'INPATIENT', days: 4, visitDate: '2025-01-02', diagnosisCd: 'K35.8' });
  assert.deepEqual(
    run([three, four], [fromDay4]).map((i) => [i.treatmentIds[0], i.estimatedAmount]),
    [[four.treatmentId, 10_000]],
  );
});

test('basis: what each amount is made of, amounts with thousands separators', () => {
  const stay = treatment({ visitType: 'INPATIENT', days: 200, visitDate: '2025-01-01', diagnosisCd: 'K35.8' });
  const [hospital] = run(
    [stay],
    [contract({ coverages: [line('HOSPITAL_DISEASE', 1_234_567, '질병입원일당(4일이상)')] })],
  );
  assert.equal(hospital.basis, '입원일당 1,234,567원 × 177일 (입원 200일, 4일째부터, 최대 180일)');
  const surgery = treatment({ surgery: true, surgeryNm: '충수절제술', visitDate: '2025-01-01', diagnosisCd: 'K35.8' });
  const unnamed = treatment({ surgery: true, visitDate: '2025-01-02', diagnosisCd: 'K35.8' });
  const items = run([surgery, unnamed], [contract({ coverages: [line('SURGERY_DISEASE', 500_000)] })]);
  assert.deepEqual(
    items.map((i) => i.basis),
    ['수술 1회 500,000원 (충수절제술)', '수술 1회 500,000원'],
  );
  const dx = treatment({ diagnosisCd: 'I63.9', visitDate: '2025-01-01' });
  const [diagnosis] = run([dx], [contract({ coverages: [line('STROKE', 20_000_000)] })]);
  assert.equal(diagnosis.basis, '진단비 20,000,000원 (최초 진단 기록 I63.9, 2025-01-01)');
  const out = treatment({ visitType: 'OUTPATIENT', patientPaid: 1_000, visitDate: '2025-01-01' });
  const out2 = treatment({ visitType: 'OUTPATIENT', patientPaid: 999_999, visitDate: '2025-01-02' });
  const expense = run([out, out2], [contract({ coverages: [line('MEDICAL_EXPENSE', 50_000_000)] })]);
  assert.deepEqual(
    expense.map((i) => i.basis),
    ['급여 본인부담금 기준 추정, 비급여 미포함: 본인부담금 999,999원 × 80% − 공제 10,000원'],
  );
  assert.equal(expense[0].estimatedAmount, 789_999);
  const ph = treatment({ visitType: 'PHARMACY', patientPaid: 100_000, visitDate: '2025-01-01' });
  assert.equal(
    run([ph], [contract({ coverages: [line('MEDICAL_EXPENSE', 1)] })])[0].basis,
    '급여 본인부담금 기준 추정, 비급여 미포함: 본인부담금 100,000원 × 80% − 공제 8,000원',
  );
});

test('diagnosis: a line not in force on the earliest record gives nothing, even if in force on a later one', () => {
  const first = treatment({ diagnosisCd: 'I63.9', visitDate: '2025-01-01' });
  const later = treatment({ diagnosisCd: 'I63.9', visitDate: '2025-03-01' });
  const c = contract({ coverages: [{ ...line('STROKE', 1), startDate: '2025-02-01' }] });
  assert.deepEqual(run([first, later], [c]), []);
  // A category without KCD ranges and a record of no category give nothing.
  assert.deepEqual(run([first], [contract({ coverages: [line('DEMENTIA_CARE', 1)] })]), []);
  assert.deepEqual(run([treatment({ visitDate: '2025-01-01' })], [contract({ coverages: [line('STROKE', 1)] })]), []);
});

test('diagnosis: of two records on the same earliest day, the one with the lower id, whatever the input order', () => {
  const a = treatment({ treatmentId: 'a', diagnosisCd: 'I63.9', visitDate: '2025-01-01' });
  const b = treatment({ treatmentId: 'b', diagnosisCd: 'I63.9', visitDate: '2025-01-01' });
  const c = treatment({ treatmentId: 'c', diagnosisCd: 'I63.9', visitDate: '2025-01-02' });
  const stroke = contract({ coverages: [line('STROKE', 1)] });
  for (const list of [
    [a, b, c],
    [b, a, c],
    [c, b, a],
    [c, a, b],
    [b, c, a],
  ]) {
    assert.deepEqual(
      run(list, [stroke]).map((i) => i.treatmentIds),
      [['a']],
    );
  }
});

test('medical expense: of 실손 contracts starting the same day, the lower contract id; else the latest', () => {
  const out = treatment({ visitType: 'OUTPATIENT', patientPaid: 50_000, visitDate: '2025-01-01' });
  const silson = (contractId: string, contractDate: string) =>
    contract({ contractId, contractDate, coverages: [{ ...line('MEDICAL_EXPENSE', 1), startDate: contractDate }] });
  const a = silson('a', '2021-01-01');
  const b = silson('b', '2021-01-01');
  const z = silson('z', '2015-01-01');
  const y = silson('y', '2023-01-01');
  for (const list of [
    [a, b, z],
    [b, a, z],
    [z, b, a],
    [z, a, b],
  ]) {
    assert.deepEqual(
      run([out], list).map((i) => i.contractId),
      ['a'],
    );
  }
  for (const list of [
    [a, y, z],
    [y, a, z],
    [z, y, a],
    [a, z, y],
  ]) {
    assert.deepEqual(
      run([out], list).map((i) => i.contractId),
      ['y'],
    );
  }
});

test('items are listed by deadline, then by id, whatever the order of the records and contracts', () => {
  const early = treatment({ treatmentId: 't-early', surgery: true, visitDate: '2024-01-01' });
  const late = treatment({ treatmentId: 't-late', surgery: true, visitDate: '2025-06-01' });
  const mid = treatment({ treatmentId: 't-mid', surgery: true, visitDate: '2024-08-01' });
  const c1 = contract({ contractId: 'c1', coverages: [line('SURGERY_DISEASE', 1), line('SURGERY_DISEASE', 2)] });
  const c2 = contract({ contractId: 'c2', coverages: [line('SURGERY_DISEASE', 3)] });
  const expected = [
    'id:t-early|c1|0',
    'id:t-early|c1|1',
    'id:t-early|c2|0',
    'id:t-mid|c1|0',
    'id:t-mid|c1|1',
    'id:t-mid|c2|0',
    'id:t-late|c1|0',
    'id:t-late|c1|1',
    'id:t-late|c2|0',
  ];
  for (const [treatments, contracts] of [
    [
      [late, early, mid],
      [c2, c1],
    ],
    [
      [mid, late, early],
      [c1, c2],
    ],
    [
      [early, mid, late],
      [c2, c1],
    ],
  ] as [Treatment[], ClaimContract[]][]) {
    const items = run(treatments, contracts);
    assert.deepEqual(
      items.map((i) => i.claimableId),
      expected,
    );
    assert.deepEqual(
      items.map((i) => i.claimDeadline),
      [...items.map((i) => i.claimDeadline)].sort(),
    );
  }
});

test('medical expense: a contract with several 실손 lines pays from its first one', () => {
  const out = treatment({ visitType: 'OUTPATIENT', patientPaid: 50_000, visitDate: '2025-01-01' });
  const c = contract({
    coverages: [
      line('SURGERY_DISEASE', 1),
      line('MEDICAL_EXPENSE', 1, '실손의료비(급여)'),
      line('MEDICAL_EXPENSE', 1, '실손의료비(비급여)'),
    ],
  });
  assert.deepEqual(
    run([out], [c]).map((i) => [i.coverageNm, i.claimableId]),
    [['실손의료비(급여)', `id:${out.treatmentId}|ct1|1`]],
  );
});

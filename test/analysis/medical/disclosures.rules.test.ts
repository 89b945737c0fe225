import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type Disclosure,
  draftDisclosures,
  QUESTIONS,
  treatmentInWindow,
  windowOf,
} from '../../../src/analysis/medical/disclosures.rules.js';
import type { MedicalRecords } from '../../../src/analysis/medical/records.js';
import { abnormal, checkup, medication, treatment } from './records.fixture.js';
import { RANGE_GROUPS } from './reference.fixture.js';

const DAY = '2026-05-31';
const records = (r: Partial<MedicalRecords>): MedicalRecords => ({
  treatments: [],
  medications: [],
  checkups: [],
  missingSources: [],
  ...r,
});
const run = (r: Partial<MedicalRecords>, analysisDate = DAY) =>
  draftDisclosures({ analysisDate, records: records(r), rangeGroups: RANGE_GROUPS });
const answer = (list: Disclosure[], cd: string) => list.find((d) => d.questionCd === cd)!;

test('windows: from the day after the same date N months/years earlier, to analysisDate inclusive', () => {
  assert.deepEqual(windowOf('2026-05-31', { months: 3 }), { from: '2026-03-01', to: '2026-05-31' });
  assert.deepEqual(windowOf('2026-06-15', { months: 3 }), { from: '2026-03-16', to: '2026-06-15' });
  assert.deepEqual(windowOf('2026-06-15', { years: 1 }), { from: '2025-06-16', to: '2026-06-15' });
  assert.deepEqual(windowOf('2028-02-29', { years: 5 }), { from: '2023-03-01', to: '2028-02-29' });
});

test('a stay is in a window when any of its days is', () => {
  const w = windowOf('2026-06-15', { months: 3 });
  assert.equal(treatmentInWindow(treatment({ visitType: 'INPATIENT', visitDate: '2026-03-10', days: 7 }), w), true);
  assert.equal(treatmentInWindow(treatment({ visitType: 'INPATIENT', visitDate: '2026-03-10', days: 6 }), w), false);
  assert.equal(treatmentInWindow(treatment({ visitDate: '2026-03-15' }), w), false);
  assert.equal(treatmentInWindow(treatment({ visitDate: '2026-03-16' }), w), true);
  assert.equal(treatmentInWindow(treatment({ visitDate: '2026-06-15' }), w), true);
  assert.equal(treatmentInWindow(treatment({ visitDate: '2026-06-16' }), w), false);
});

test('five questions, in order, with the standard wording', () => {
  const list = run({});
  assert.deepEqual(
    list.map((d) => d.questionCd),
    QUESTIONS.map((q) => q.questionCd),
  );
  for (const d of list) {
    assert.equal(d.answer, 'NO_RECORD');
    assert.equal(d.answerLabel, '기록없음');
  }
});

test('Q1: a treatment on the first and last day of the 3-month window is YES; the day before is not', () => {
  const inside = treatment({ visitDate: '2026-03-01' });
  const last = treatment({ visitDate: DAY });
  const before = treatment({ visitDate: '2026-02-28' });
  const q1 = answer(run({ treatments: [inside, last, before] }), 'Q1_3M_MEDICAL_CARE');
  assert.equal(q1.answer, 'YES');
  assert.deepEqual(q1.evidence.treatmentIds, [inside.treatmentId, last.treatmentId]);
  assert.equal(answer(run({ treatments: [before] }), 'Q1_3M_MEDICAL_CARE').answer, 'NO_RECORD');
});

test('Q1: an abnormal checkup in the window is YES; a normal one is not', () => {
  const c = abnormal({ checkupDate: '2026-03-01' });
  const q1 = answer(run({ checkups: [c, checkup({ checkupDate: '2026-04-01' })] }), 'Q1_3M_MEDICAL_CARE');
  assert.equal(q1.answer, 'YES');
  assert.deepEqual(q1.evidence.checkupIds, [c.checkupId]);
  assert.equal(
    answer(run({ checkups: [checkup({ checkupDate: '2026-04-01' })] }), 'Q1_3M_MEDICAL_CARE').answer,
    'NO_RECORD',
  );
});

test('Q1: without treatments fetched, nothing found is NOT_DETERMINABLE; a finding is still YES', () => {
  assert.equal(answer(run({ missingSources: ['TREATMENTS'] }), 'Q1_3M_MEDICAL_CARE').answer, 'NOT_DETERMINABLE');
  const c = abnormal({ checkupDate: '2026-04-01' });
  assert.equal(answer(run({ missingSources: ['TREATMENTS'], checkups: [c] }), 'Q1_3M_MEDICAL_CARE').answer, 'YES');
});

test('Q2: 30 days of one class is YES, 29 is CHECK; classes are not added together; any narcotic is YES', () => {
  const t = treatment({ visitDate: '2026-04-01' });
  const a = medication(t.treatmentId, { prescribedDate: '2026-03-01', days: 15 });
  const b = medication(t.treatmentId, { prescribedDate: DAY, days: 15 });
  assert.equal(answer(run({ treatments: [t], medications: [a, b] }), 'Q2_3M_REGULAR_MEDICATION').answer, 'YES');
  const short = medication(t.treatmentId, { prescribedDate: DAY, days: 14 });
  const q = answer(run({ treatments: [t], medications: [a, short] }), 'Q2_3M_REGULAR_MEDICATION');
  assert.equal(q.answer, 'CHECK');
  assert.deepEqual(q.evidence.medicationIds, [a.medicationId, short.medicationId]);
  const hyp = medication(t.treatmentId, { drugClass: 'HYPNOTIC', prescribedDate: DAY, days: 15 });
  assert.equal(answer(run({ treatments: [t], medications: [a, hyp] }), 'Q2_3M_REGULAR_MEDICATION').answer, 'CHECK');
  const narcotic = medication(t.treatmentId, { drugClass: 'NARCOTIC', prescribedDate: DAY, days: 1 });
  assert.equal(answer(run({ treatments: [t], medications: [narcotic] }), 'Q2_3M_REGULAR_MEDICATION').answer, 'YES');
});

test('Q2: prescriptions before the window or of other classes do not count', () => {
  const t = treatment();
  const old = medication(t.treatmentId, { prescribedDate: '2026-02-28', days: 60 });
  const other = medication(t.treatmentId, { drugClass: null, prescribedDate: DAY, days: 60 });
  assert.equal(
    answer(run({ treatments: [t], medications: [old, other] }), 'Q2_3M_REGULAR_MEDICATION').answer,
    'NO_RECORD',
  );
  assert.equal(answer(run({ missingSources: ['TREATMENTS'] }), 'Q2_3M_REGULAR_MEDICATION').answer, 'NOT_DETERMINABLE');
});

test('Q3: a second-stage checkup in the last year is YES; an abnormal one CHECK; the edges of the year', () => {
  const second = checkup({ stage: 'SECOND', checkupDate: '2025-06-01' });
  assert.equal(answer(run({ checkups: [second] }), 'Q3_1Y_RETEST').answer, 'YES');
  const outside = checkup({ stage: 'SECOND', checkupDate: '2025-05-31' });
  assert.equal(answer(run({ checkups: [outside] }), 'Q3_1Y_RETEST').answer, 'NO_RECORD');
  const ab = abnormal({ checkupDate: '2025-06-01' });
  assert.equal(answer(run({ checkups: [ab] }), 'Q3_1Y_RETEST').answer, 'CHECK');
  assert.equal(answer(run({ missingSources: ['CHECKUPS'] }), 'Q3_1Y_RETEST').answer, 'NOT_DETERMINABLE');
});

test('Q4: a stay or a surgery in 5 years is YES; a stay ending on the first day still counts', () => {
  const stay = treatment({ visitType: 'INPATIENT', visitDate: '2021-05-30', days: 3 }); // 05-30..06-01
  assert.equal(answer(run({ treatments: [stay] }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D').answer, 'YES');
  const earlier = treatment({ visitType: 'INPATIENT', visitDate: '2021-05-29', days: 3 }); // ..05-31
  assert.equal(answer(run({ treatments: [earlier] }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D').answer, 'NO_RECORD');
  const surgery = treatment({ surgery: true, surgeryNm: '절제술', visitDate: '2023-01-01' });
  assert.equal(answer(run({ treatments: [surgery] }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D').answer, 'YES');
});

test('Q4: 7 treatment days of one 3-character category at any institutions is YES, 6 is not', () => {
  const six = Array.from({ length: 6 }, (_, i) =>
    treatment({ diagnosisCd: i % 2 ? 'M54.5' : 'M54.9', institutionNm: `의원${i}`, visitDate: `2024-01-0${i + 1}` }),
  );
  assert.equal(answer(run({ treatments: six }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D').answer, 'NO_RECORD');
  const seven = [...six, treatment({ diagnosisCd: 'M54.1', visitDate: '2024-01-09' })];
  const q = answer(run({ treatments: seven }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D');
  assert.equal(q.answer, 'YES');
  assert.equal(q.evidence.treatmentIds.length, 7);
  const mixed = [...six, treatment({ diagnosisCd: 'M51.2', visitDate: '2024-01-09' })];
  assert.equal(answer(run({ treatments: mixed }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D').answer, 'NO_RECORD');
});

test('Q4: 30 prescribed days for one category is YES, 29 is not', () => {
  const t = treatment({ diagnosisCd: 'I10', visitDate: '2024-01-01' });
  const m29 = medication(t.treatmentId, { drugClass: null, prescribedDate: '2024-01-01', days: 29 });
  assert.equal(
    answer(run({ treatments: [t], medications: [m29] }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D').answer,
    'NO_RECORD',
  );
  const m1 = medication(t.treatmentId, { drugClass: null, prescribedDate: '2024-02-01', days: 1 });
  const q = answer(run({ treatments: [t], medications: [m29, m1] }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D');
  assert.equal(q.answer, 'YES');
  assert.deepEqual(q.evidence.medicationIds, [m29.medicationId, m1.medicationId]);
});

test('Q5: every one of the ten diseases is YES; K74.0–K74.2 is CHECK; I25.9 and K74.7 are not', () => {
  for (const code of [
    'C00.0',
    'C97',
    'C92.0',
    'I10',
    'I15.9',
    'I20.9',
    'I21.9',
    'I23.0',
    'I25.2',
    'I05.0',
    'I08.9',
    'I34.0',
    'I38',
    'K70.3',
    'K74.3',
    'K74.6',
    'I60.9',
    'I64',
    'E10.9',
    'E14.9',
    'B20',
    'B24',
    'Z21',
  ]) {
    const q = answer(
      run({ treatments: [treatment({ diagnosisCd: code, visitDate: '2022-01-01' })] }),
      'Q5_5Y_TEN_DISEASES',
    );
    assert.equal(q.answer, 'YES', code);
  }
  for (const code of ['K74.0', 'K74.2']) {
    assert.equal(
      answer(run({ treatments: [treatment({ diagnosisCd: code })] }), 'Q5_5Y_TEN_DISEASES').answer,
      'CHECK',
      code,
    );
  }
  for (const code of ['I25.9', 'K74.7', 'K70.0', 'I16', 'C98', 'D00.0', 'E15', 'I65']) {
    assert.equal(
      answer(run({ treatments: [treatment({ diagnosisCd: code })] }), 'Q5_5Y_TEN_DISEASES').answer,
      'NO_RECORD',
      code,
    );
  }
});

test('Q5: the 5-year window edges', () => {
  const first = treatment({ diagnosisCd: 'I10', visitDate: '2021-06-01' });
  assert.equal(answer(run({ treatments: [first] }), 'Q5_5Y_TEN_DISEASES').answer, 'YES');
  const before = treatment({ diagnosisCd: 'I10', visitDate: '2021-05-31' });
  assert.equal(answer(run({ treatments: [before] }), 'Q5_5Y_TEN_DISEASES').answer, 'NO_RECORD');
  assert.equal(answer(run({ missingSources: ['TREATMENTS'] }), 'Q5_5Y_TEN_DISEASES').answer, 'NOT_DETERMINABLE');
});

const NO_EVIDENCE = { treatmentIds: [], medicationIds: [], checkupIds: [] };

test('labels: 해당, 확인필요, 기록없음, 판단불가; NO_RECORD with no evidence and no note', () => {
  const labels = new Map<string, string>();
  const t = treatment({ visitDate: DAY, diagnosisCd: 'K74.0' });
  const m = medication(t.treatmentId, { prescribedDate: DAY, days: 5 });
  const lists = [
    run({}),
    run({ missingSources: ['TREATMENTS'] }),
    run({ treatments: [t], medications: [m] }),
    run({ checkups: [abnormal({ checkupDate: DAY })] }),
  ];
  for (const d of lists.flat()) labels.set(d.answer, d.answerLabel);
  assert.deepEqual(Object.fromEntries(labels), {
    NO_RECORD: '기록없음',
    NOT_DETERMINABLE: '판단불가',
    YES: '해당',
    CHECK: '확인필요',
  });
  for (const d of run({})) {
    assert.deepEqual(d.evidence, NO_EVIDENCE);
    assert.equal(d.note, null);
  }
});

test('a source not fetched: NOT_DETERMINABLE with a note naming it, no evidence', () => {
  const noTreatments = run({ missingSources: ['TREATMENTS'] });
  for (const cd of ['Q2_3M_REGULAR_MEDICATION', 'Q4_5Y_HOSPITAL_SURGERY_7D_30D', 'Q5_5Y_TEN_DISEASES']) {
    const d = answer(noTreatments, cd);
    assert.equal(d.answer, 'NOT_DETERMINABLE', cd);
    assert.equal(d.note, '진료·투약 기록을 가져오지 못했습니다.', cd);
    assert.deepEqual(d.evidence, NO_EVIDENCE, cd);
  }
  assert.equal(answer(noTreatments, 'Q3_1Y_RETEST').answer, 'NO_RECORD');
  const noCheckups = run({ missingSources: ['CHECKUPS'] });
  assert.equal(answer(noCheckups, 'Q3_1Y_RETEST').note, '건강검진 기록을 가져오지 못했습니다.');
  assert.equal(answer(noCheckups, 'Q1_3M_MEDICAL_CARE').answer, 'NOT_DETERMINABLE');
  assert.equal(answer(noCheckups, 'Q1_3M_MEDICAL_CARE').note, '건강검진 기록을 가져오지 못했습니다.');
  assert.equal(answer(noCheckups, 'Q5_5Y_TEN_DISEASES').answer, 'NO_RECORD');
  const neither = run({ missingSources: ['TREATMENTS', 'CHECKUPS'] });
  assert.equal(answer(neither, 'Q1_3M_MEDICAL_CARE').note, '진료·투약, 건강검진 기록을 가져오지 못했습니다.');
  // Records found while a source is missing: Q4 and Q5 still cannot be answered without treatments.
  const stay = treatment({ visitType: 'INPATIENT', visitDate: '2025-01-01', days: 3, diagnosisCd: 'I10' });
  const partial = run({ treatments: [stay], missingSources: ['TREATMENTS'] });
  assert.equal(answer(partial, 'Q4_5Y_HOSPITAL_SURGERY_7D_30D').answer, 'NOT_DETERMINABLE');
  assert.equal(answer(partial, 'Q5_5Y_TEN_DISEASES').answer, 'NOT_DETERMINABLE');
});

test('windows: a record dated after analysisDate is in none', () => {
  const after = '2026-06-01';
  const t = treatment({ visitDate: '2026-04-01' });
  const m = medication(t.treatmentId, { prescribedDate: after, days: 60 });
  const list = run({
    treatments: [t],
    medications: [m],
    checkups: [checkup({ stage: 'SECOND', checkupDate: after }), abnormal({ checkupDate: after })],
  });
  assert.deepEqual(answer(list, 'Q1_3M_MEDICAL_CARE').evidence, { ...NO_EVIDENCE, treatmentIds: [t.treatmentId] });
  assert.equal(answer(list, 'Q2_3M_REGULAR_MEDICATION').answer, 'NO_RECORD');
  assert.equal(answer(list, 'Q3_1Y_RETEST').answer, 'NO_RECORD');
  assert.equal(answer(list, 'Q4_5Y_HOSPITAL_SURGERY_7D_30D').answer, 'NO_RECORD');
});

test('a visit is in a window on its day only, whatever its days', () => {
  const w = windowOf('2026-06-15', { months: 3 });
  assert.equal(treatmentInWindow(treatment({ visitType: 'OUTPATIENT', visitDate: '2026-03-10', days: 7 }), w), false);
  assert.equal(treatmentInWindow(treatment({ visitType: 'PHARMACY', visitDate: '2026-03-15', days: 30 }), w), false);
  // A stay of 0 days counts as its admission day.
  assert.equal(treatmentInWindow(treatment({ visitType: 'INPATIENT', visitDate: '2026-03-16', days: 0 }), w), true);
  assert.equal(treatmentInWindow(treatment({ visitType: 'INPATIENT', visitDate: '2026-03-15', days: 0 }), w), false);
});

test('Q1: a checkup with one abnormal item among normal ones is YES', () => {
  const mixed = checkup({
    checkupDate: '2026-04-01',
    items: [...checkup().items, ...abnormal().items.map((i) => ({ ...i, itemCd: 'BP_SYSTOLIC' }))],
  });
  const q1 = answer(run({ checkups: [mixed] }), 'Q1_3M_MEDICAL_CARE');
  assert.equal(q1.answer, 'YES');
  assert.deepEqual(q1.evidence, { ...NO_EVIDENCE, checkupIds: [mixed.checkupId] });
  assert.equal(q1.note, null);
});

test('Q2: 30 days of each counted class is YES; YES names the proving prescriptions, CHECK all with a note', () => {
  const t = treatment({ visitDate: '2026-04-01' });
  for (const drugClass of ['ANTIHYPERTENSIVE', 'TRANQUILIZER', 'HYPNOTIC', 'STIMULANT', 'ANALGESIC'] as const) {
    const a = medication(t.treatmentId, { drugClass, prescribedDate: '2026-04-01', days: 20 });
    const b = medication(t.treatmentId, { drugClass, prescribedDate: '2026-05-01', days: 10 });
    const q = answer(run({ treatments: [t], medications: [a, b] }), 'Q2_3M_REGULAR_MEDICATION');
    assert.equal(q.answer, 'YES', drugClass);
    assert.deepEqual(q.evidence, { ...NO_EVIDENCE, medicationIds: [a.medicationId, b.medicationId] }, drugClass);
    assert.equal(q.note, null);
    const short = answer(run({ treatments: [t], medications: [a] }), 'Q2_3M_REGULAR_MEDICATION');
    assert.equal(short.answer, 'CHECK', drugClass);
  }
  const thirty = medication(t.treatmentId, { drugClass: 'HYPNOTIC', prescribedDate: DAY, days: 30 });
  const few = medication(t.treatmentId, { drugClass: 'ANALGESIC', prescribedDate: DAY, days: 3 });
  const yes = answer(run({ treatments: [t], medications: [few, thirty] }), 'Q2_3M_REGULAR_MEDICATION');
  assert.deepEqual(yes.evidence.medicationIds, [thirty.medicationId]);
  const check = answer(run({ treatments: [t], medications: [few] }), 'Q2_3M_REGULAR_MEDICATION');
  assert.deepEqual(check.evidence, { ...NO_EVIDENCE, medicationIds: [few.medicationId] });
  assert.equal(check.note, '처방 기록이 있습니다. 상시 복용 여부를 고객에게 확인하세요.');
});

test('Q3: YES names the second-stage checkups; CHECK the abnormal ones with a note; a normal first stage is none', () => {
  const second = checkup({ stage: 'SECOND', checkupDate: '2025-09-01' });
  const ab = abnormal({ checkupDate: '2025-08-01' });
  const normal = checkup({ checkupDate: '2025-07-01' });
  const yes = answer(run({ checkups: [ab, second, normal] }), 'Q3_1Y_RETEST');
  assert.equal(yes.answer, 'YES');
  assert.deepEqual(yes.evidence, { ...NO_EVIDENCE, checkupIds: [second.checkupId] });
  assert.equal(yes.note, null);
  const check = answer(run({ checkups: [ab, normal] }), 'Q3_1Y_RETEST');
  assert.equal(check.answer, 'CHECK');
  assert.deepEqual(check.evidence, { ...NO_EVIDENCE, checkupIds: [ab.checkupId] });
  assert.equal(check.note, '질환의심 판정이 있습니다. 재검사 여부를 고객에게 확인하세요.');
  assert.equal(answer(run({ checkups: [normal] }), 'Q3_1Y_RETEST').answer, 'NO_RECORD');
});

test('Q4: pharmacy records are not treatment days; a visit of several days counts them, of 0 days counts 1', () => {
  const visits = Array.from({ length: 6 }, (_, i) =>
    treatment({ diagnosisCd: 'M54.5', visitDate: `2024-02-0${i + 1}` }),
  );
  const pharmacy = treatment({ visitType: 'PHARMACY', diagnosisCd: 'M54.5', visitDate: '2024-02-09' });
  assert.equal(answer(run({ treatments: [...visits, pharmacy] }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D').answer, 'NO_RECORD');
  const long = treatment({ diagnosisCd: 'M54.5', visitDate: '2024-03-01', days: 7 });
  const q = answer(run({ treatments: [long] }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D');
  assert.equal(q.answer, 'YES');
  assert.deepEqual(q.evidence, { ...NO_EVIDENCE, treatmentIds: [long.treatmentId] });
  const zero = treatment({ diagnosisCd: 'M54.5', visitDate: '2024-02-10', days: 0 });
  assert.equal(answer(run({ treatments: [...visits, zero] }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D').answer, 'YES');
});

test('Q4: prescribed days add up per category, in the window, of known treatments only', () => {
  const hypertension = treatment({ diagnosisCd: 'I10', visitDate: '2024-01-01' });
  const diabetes = treatment({ diagnosisCd: 'E11.9', visitDate: '2024-01-01' });
  const a = medication(hypertension.treatmentId, { drugClass: null, prescribedDate: '2024-01-01', days: 15 });
  const b = medication(diabetes.treatmentId, { drugClass: null, prescribedDate: '2024-01-01', days: 15 });
  const q4 = (r: Partial<MedicalRecords>) => answer(run(r), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D');
  assert.equal(q4({ treatments: [hypertension, diabetes], medications: [a, b] }).answer, 'NO_RECORD');
  // 30 days, but the first 15 prescribed before the window (its treatment is older than 5 years too).
  const old = treatment({ diagnosisCd: 'I10', visitDate: '2021-05-01' });
  const before = medication(old.treatmentId, { drugClass: null, prescribedDate: '2021-05-31', days: 15 });
  assert.equal(q4({ treatments: [hypertension, old], medications: [a, before] }).answer, 'NO_RECORD');
  // A prescription of a treatment not in the records is not counted (and breaks nothing).
  const orphan = medication('unknown', { drugClass: null, prescribedDate: '2024-01-02', days: 30 });
  assert.equal(q4({ treatments: [hypertension], medications: [a, orphan] }).answer, 'NO_RECORD');
});

test('Q4: the evidence ids are sorted', () => {
  const stay = treatment({ treatmentId: 'z-stay', visitType: 'INPATIENT', visitDate: '2024-01-01', days: 2 });
  const long = treatment({ treatmentId: 'a-long', diagnosisCd: 'M54.5', visitDate: '2024-03-01', days: 7 });
  const q = answer(run({ treatments: [stay, long] }), 'Q4_5Y_HOSPITAL_SURGERY_7D_30D');
  assert.deepEqual(q.evidence.treatmentIds, ['a-long', 'z-stay']);
});

test('Q5: YES names the diseases found and their records; CHECK names its records with a note', () => {
  const htn = treatment({ diagnosisCd: 'I10', visitDate: '2024-01-01' });
  const dm = treatment({ diagnosisCd: 'E11.9', visitDate: '2024-02-01' });
  const cold = treatment({ diagnosisCd: 'J06.9', visitDate: '2024-03-01' });
  const yes = answer(run({ treatments: [dm, cold, htn] }), 'Q5_5Y_TEN_DISEASES');
  assert.equal(yes.answer, 'YES');
  assert.equal(yes.note, '고혈압, 당뇨병');
  assert.deepEqual(yes.evidence, { ...NO_EVIDENCE, treatmentIds: [dm.treatmentId, htn.treatmentId] });
  assert.equal(answer(run({ treatments: [htn] }), 'Q5_5Y_TEN_DISEASES').note, '고혈압');
  const fibrosis = treatment({ diagnosisCd: 'K74.1', visitDate: '2024-01-01' });
  const check = answer(run({ treatments: [fibrosis, cold] }), 'Q5_5Y_TEN_DISEASES');
  assert.equal(check.answer, 'CHECK');
  assert.deepEqual(check.evidence, { ...NO_EVIDENCE, treatmentIds: [fibrosis.treatmentId] });
  assert.equal(check.note, '간경화증 진단 여부를 고객에게 확인하세요.');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  criteriaFor,
  judgeCheckup,
  judgeValue,
  overallJudgement,
  roundHalfUp,
} from '../../../src/analysis/medical/checkup.rules.js';
import type { Judgement } from '../../../src/analysis/medical/records.js';
import { CRITERIA } from './reference.fixture.js';

const M = criteriaFor(CRITERIA, '2026-06-01', 'M');
const F = criteriaFor(CRITERIA, '2026-06-01', 'F');

// [item, sex, value, judgement]: every boundary of the table of contract §7.3, on both sides.
const CASES: [string, 'M' | 'F', number | string, Judgement][] = [
  ['BMI', 'M', 18.4, 'BORDERLINE'],
  ['BMI', 'M', 18.45, 'NORMAL'], // rounds half-up to 18.5
  ['BMI', 'M', 18.5, 'NORMAL'],
  ['BMI', 'M', 24.9, 'NORMAL'],
  ['BMI', 'M', 24.94, 'NORMAL'],
  ['BMI', 'M', 24.95, 'BORDERLINE'], // 25.0
  ['BMI', 'M', 25.0, 'BORDERLINE'],
  ['BMI', 'M', 29.9, 'BORDERLINE'],
  ['BMI', 'M', 30.0, 'ABNORMAL'],
  ['BP_SYSTOLIC', 'M', 119, 'NORMAL'],
  ['BP_SYSTOLIC', 'M', 120, 'BORDERLINE'],
  ['BP_SYSTOLIC', 'M', 139, 'BORDERLINE'],
  ['BP_SYSTOLIC', 'M', 140, 'ABNORMAL'],
  ['BP_DIASTOLIC', 'F', 79, 'NORMAL'],
  ['BP_DIASTOLIC', 'F', 80, 'BORDERLINE'],
  ['BP_DIASTOLIC', 'F', 89, 'BORDERLINE'],
  ['BP_DIASTOLIC', 'F', 90, 'ABNORMAL'],
  ['GLUCOSE', 'M', 99, 'NORMAL'],
  ['GLUCOSE', 'M', 100, 'BORDERLINE'],
  ['GLUCOSE', 'M', 125, 'BORDERLINE'],
  ['GLUCOSE', 'M', 126, 'ABNORMAL'],
  ['TOTAL_CHOLESTEROL', 'M', 199, 'NORMAL'],
  ['TOTAL_CHOLESTEROL', 'M', 200, 'BORDERLINE'],
  ['TOTAL_CHOLESTEROL', 'M', 239, 'BORDERLINE'],
  ['TOTAL_CHOLESTEROL', 'M', 240, 'ABNORMAL'],
  ['HDL', 'M', 60, 'NORMAL'],
  ['HDL', 'M', 59, 'BORDERLINE'],
  ['HDL', 'M', 40, 'BORDERLINE'],
  ['HDL', 'M', 39, 'ABNORMAL'],
  ['TRIGLYCERIDES', 'M', 149, 'NORMAL'],
  ['TRIGLYCERIDES', 'M', 150, 'BORDERLINE'],
  ['TRIGLYCERIDES', 'M', 199, 'BORDERLINE'],
  ['TRIGLYCERIDES', 'M', 200, 'ABNORMAL'],
  ['LDL', 'M', 129, 'NORMAL'],
  ['LDL', 'M', 130, 'BORDERLINE'],
  ['LDL', 'M', 159, 'BORDERLINE'],
  ['LDL', 'M', 160, 'ABNORMAL'],
  ['AST', 'M', 40, 'NORMAL'],
  ['AST', 'M', 41, 'BORDERLINE'],
  ['AST', 'M', 50, 'BORDERLINE'],
  ['AST', 'M', 51, 'ABNORMAL'],
  ['ALT', 'M', 35, 'NORMAL'],
  ['ALT', 'M', 36, 'BORDERLINE'],
  ['ALT', 'M', 45, 'BORDERLINE'],
  ['ALT', 'M', 46, 'ABNORMAL'],
  ['GGT', 'M', 63, 'NORMAL'],
  ['GGT', 'M', 64, 'BORDERLINE'],
  ['GGT', 'M', 77, 'BORDERLINE'],
  ['GGT', 'M', 78, 'ABNORMAL'],
  ['GGT', 'F', 35, 'NORMAL'],
  ['GGT', 'F', 36, 'BORDERLINE'],
  ['GGT', 'F', 45, 'BORDERLINE'],
  ['GGT', 'F', 46, 'ABNORMAL'],
  ['HEMOGLOBIN', 'M', 13.0, 'NORMAL'],
  ['HEMOGLOBIN', 'M', 12.9, 'BORDERLINE'],
  ['HEMOGLOBIN', 'M', 12.0, 'BORDERLINE'],
  ['HEMOGLOBIN', 'M', 11.9, 'ABNORMAL'],
  ['HEMOGLOBIN', 'F', 12.0, 'NORMAL'],
  ['HEMOGLOBIN', 'F', 11.9, 'BORDERLINE'],
  ['HEMOGLOBIN', 'F', 10.0, 'BORDERLINE'],
  ['HEMOGLOBIN', 'F', 9.9, 'ABNORMAL'],
  ['CREATININE', 'M', 1.5, 'NORMAL'],
  ['CREATININE', 'M', 1.51, 'ABNORMAL'],
  ['CREATININE', 'M', 1.6, 'ABNORMAL'],
  ['EGFR', 'M', 60, 'NORMAL'],
  ['EGFR', 'M', 59.9, 'ABNORMAL'],
  ['URINE_PROTEIN', 'M', '-', 'NORMAL'],
  ['URINE_PROTEIN', 'M', '−', 'NORMAL'],
  ['URINE_PROTEIN', 'M', '±', 'BORDERLINE'],
  ['URINE_PROTEIN', 'M', '+1', 'ABNORMAL'],
  ['URINE_PROTEIN', 'M', '+', 'ABNORMAL'],
  ['URINE_PROTEIN', 'M', '+4', 'ABNORMAL'],
  // Readings as sources write them: spaces around, a space after the plus, a number sent as text.
  ['URINE_PROTEIN', 'M', ' ± ', 'BORDERLINE'],
  ['URINE_PROTEIN', 'F', ' - ', 'NORMAL'],
  ['URINE_PROTEIN', 'M', '+ 2', 'ABNORMAL'],
  ['URINE_PROTEIN', 'M', '+  3', 'ABNORMAL'],
  ['URINE_PROTEIN', 'M', '–', 'NORMAL'],
  ['GLUCOSE', 'M', '105', 'BORDERLINE'],
  ['GLUCOSE', 'F', '99', 'NORMAL'],
  ['BMI', 'F', '24.95', 'BORDERLINE'],
];

for (const [item, sex, value, expected] of CASES) {
  test(`${item} ${sex} ${value} → ${expected}`, () => {
    const criterion = (sex === 'M' ? M : F).get(item)!;
    assert.equal(judgeValue(criterion, value), expected);
  });
}

test('a band with no lower bound holds everything below the next band', () => {
  const criterion = {
    ...M.get('GLUCOSE')!,
    bands: [
      { from: null, judgement: 'ABNORMAL' as const },
      { from: 0, judgement: 'NORMAL' as const },
    ],
  };
  assert.equal(judgeValue(criterion, -0.6), 'ABNORMAL');
  assert.equal(judgeValue(criterion, 0), 'NORMAL');
});

test('a value that does not fit its item is not judged', () => {
  assert.equal(judgeValue(M.get('URINE_PROTEIN')!, 2), null);
  assert.equal(judgeValue(M.get('URINE_PROTEIN')!, '++++'), null);
  assert.equal(judgeValue(M.get('GLUCOSE')!, 'high'), null);
});

test('half-up rounding is decimal, not binary', () => {
  assert.equal(roundHalfUp(24.95, 1), 25);
  assert.equal(roundHalfUp(24.94, 1), 24.9);
  assert.equal(roundHalfUp(1.005, 2), 1.01);
  assert.equal(roundHalfUp(2.5, 0), 3);
  assert.equal(roundHalfUp(2.4, 0), 2);
  assert.equal(roundHalfUp(-2.5, 0), -3);
  assert.equal(roundHalfUp(-2.4, 0), -2);
  // Zero stays +0 (strict equality tells -0 apart).
  assert.equal(roundHalfUp(0, 1), 0);
  // Numbers whose text is in exponent form are rounded arithmetically.
  assert.equal(roundHalfUp(1e21, 1), 1e21);
  assert.equal(roundHalfUp(4e-7, 1), 0);
  assert.equal(roundHalfUp(6e-7, 6), 0.000001);
});

test('overall: ABNORMAL with any abnormal item, else BORDERLINE with any borderline, else NORMAL', () => {
  assert.equal(overallJudgement([]), 'NORMAL');
  assert.equal(overallJudgement([{ judgement: 'NORMAL' }, { judgement: 'NORMAL' }]), 'NORMAL');
  assert.equal(overallJudgement([{ judgement: 'NORMAL' }, { judgement: 'BORDERLINE' }]), 'BORDERLINE');
  assert.equal(overallJudgement([{ judgement: 'ABNORMAL' }, { judgement: 'BORDERLINE' }]), 'ABNORMAL');
  assert.equal(overallJudgement([{ judgement: 'BORDERLINE' }, { judgement: 'ABNORMAL' }]), 'ABNORMAL');
});

test('a checkup: items in the criteria order, unknown items left out, sex-specific criteria used', () => {
  const judged = judgeCheckup(F, [
    { itemCd: 'GGT', value: 40 },
    { itemCd: 'UNKNOWN', value: 1 },
    { itemCd: 'GLUCOSE', value: 90 },
  ]);
  assert.deepEqual(
    judged.items.map((i) => [i.itemCd, i.judgement, i.referenceRange]),
    [
      ['GLUCOSE', 'NORMAL', '100 미만'],
      ['GGT', 'BORDERLINE', '35 이하'],
    ],
  );
  assert.equal(judged.overallJudgement, 'BORDERLINE');
  assert.equal(judgeCheckup(M, [{ itemCd: 'GGT', value: 40 }]).overallJudgement, 'NORMAL');
});

test('a checkup: numbers shown rounded at the item precision, readings as sent; an unfit value left out', () => {
  const judged = judgeCheckup(M, [
    { itemCd: 'URINE_PROTEIN', value: '±' },
    { itemCd: 'BMI', value: 24.95 },
    { itemCd: 'GLUCOSE', value: 'high' },
    { itemCd: 'HEMOGLOBIN', value: 13.04 },
  ]);
  assert.deepEqual(
    judged.items.map((i) => [i.itemCd, i.value, i.judgement]),
    [
      ['BMI', 25, 'BORDERLINE'],
      ['HEMOGLOBIN', 13, 'NORMAL'],
      ['URINE_PROTEIN', '±', 'BORDERLINE'],
    ],
  );
  assert.deepEqual(Object.keys(judged.items[0]).sort(), [
    'itemCd',
    'itemNm',
    'judgement',
    'referenceRange',
    'unit',
    'value',
  ]);
  assert.equal(judged.items[0].itemNm, M.get('BMI')!.itemNm);
  assert.equal(judged.items[0].unit, M.get('BMI')!.unit);
  assert.equal(judged.overallJudgement, 'BORDERLINE');
  assert.deepEqual(judgeCheckup(M, []), { items: [], overallJudgement: 'NORMAL' });
});

test('criteria: none before the first version; a row for the other sex only is never used', () => {
  assert.equal(criteriaFor(CRITERIA, '1899-12-31', 'M').size, 0);
  const femaleOnly = { ...F.get('GGT')!, itemCd: 'FEMALE_ONLY', sex: 'F' as const };
  const all = [...CRITERIA, femaleOnly];
  assert.equal(criteriaFor(all, '2026-06-01', 'M').has('FEMALE_ONLY'), false);
  assert.equal(criteriaFor(all, '2026-06-01', 'F').get('FEMALE_ONLY'), femaleOnly);
  // The sex-specific row wins over the row for both, whichever comes first.
  const both = { ...F.get('GGT')!, sex: 'A' as const, referenceRange: 'both' };
  for (const list of [
    [...CRITERIA, both],
    [both, ...CRITERIA],
  ]) {
    assert.equal(criteriaFor(list, '2026-06-01', 'M').get('GGT')!.sex, 'M');
    assert.equal(criteriaFor(list, '2026-06-01', 'F').get('GGT')!.sex, 'F');
  }
});

test('the version in force on the checkup date judges it', () => {
  const newer = CRITERIA.filter((c) => c.itemCd === 'GLUCOSE').map((c) => ({
    ...c,
    version: '2027.1',
    validFrom: '2027-01-01',
    bands: [
      { from: null, judgement: 'NORMAL' as const },
      { from: 110, judgement: 'ABNORMAL' as const },
    ],
  }));
  // In either order of the rows.
  for (const all of [
    [...CRITERIA, ...newer],
    [...newer, ...CRITERIA],
  ]) {
    assert.equal(judgeValue(criteriaFor(all, '2026-12-31', 'M').get('GLUCOSE')!, 105), 'BORDERLINE');
    assert.equal(judgeValue(criteriaFor(all, '2027-01-01', 'M').get('GLUCOSE')!, 105), 'NORMAL');
    assert.equal(criteriaFor(all, '2027-01-01', 'M').has('BMI'), false);
    assert.equal(criteriaFor(all, '2026-12-31', 'M').has('BMI'), true);
  }
});

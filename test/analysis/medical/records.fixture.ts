import type { Checkup, Medication, Treatment } from '../../../src/analysis/medical/records.js';

let n = 0;
export const treatment = (extra: Partial<Treatment> = {}): Treatment => ({
  treatmentId: `t${++n}`,
  visitDate: '2026-01-10',
  institutionNm: '서울내과의원',
  departmentNm: '내과',
  diagnosisCd: 'J06.9',
  diagnosisNm: '상세불명의 급성 상기도감염',
  visitType: 'OUTPATIENT',
  days: 1,
  surgery: false,
  surgeryNm: null,
  totalCost: 20_000,
  patientPaid: 6_000,
  ...extra,
});

export const medication = (treatmentId: string, extra: Partial<Medication> = {}): Medication => ({
  medicationId: `m${++n}`,
  treatmentId,
  prescribedDate: '2026-01-10',
  drugNm: '노바스크정5mg',
  ingredientCd: 'AMLODIPINE',
  drugClass: 'ANTIHYPERTENSIVE',
  days: 10,
  ...extra,
});

export const checkup = (extra: Partial<Checkup> = {}): Checkup => ({
  checkupId: `c${++n}`,
  checkupDate: '2026-01-10',
  stage: 'FIRST',
  institutionNm: '국민건강검진센터',
  overallJudgement: 'NORMAL',
  items: [
    {
      itemCd: 'GLUCOSE',
      itemNm: '공복혈당',
      value: 90,
      unit: 'mg/dL',
      judgement: 'NORMAL',
      referenceRange: '100 미만',
    },
  ],
  ...extra,
});

export const abnormal = (extra: Partial<Checkup> = {}): Checkup =>
  checkup({
    overallJudgement: 'ABNORMAL',
    items: [
      {
        itemCd: 'GLUCOSE',
        itemNm: '공복혈당',
        value: 130,
        unit: 'mg/dL',
        judgement: 'ABNORMAL',
        referenceRange: '100 미만',
      },
    ],
    ...extra,
  });

import type { Criterion } from '../../../src/analysis/medical/checkup.rules.js';
import type { RangeGroup } from '../../../src/analysis/medical/disclosures.rules.js';
import type { Judgement } from '../../../src/analysis/medical/records.js';

/** The seeded reference data as the rules receive it (a database test checks the seed equals this). */

const N: Judgement = 'NORMAL';
const B: Judgement = 'BORDERLINE';
const A: Judgement = 'ABNORMAL';
type Band = [number | null, Judgement];
let order = 0;
function row(
  itemCd: string,
  sex: 'M' | 'F' | 'A',
  itemNm: string,
  unit: string,
  decimals: number,
  bands: Band[],
  referenceRange: string,
  scale: string[] | null = null,
  sortOrder?: number,
): Criterion {
  return {
    version: '2026.1',
    validFrom: '1900-01-01',
    itemCd,
    sex,
    itemNm,
    unit,
    decimals,
    scale,
    bands: bands.map(([from, judgement]) => ({ from, judgement })),
    referenceRange,
    sortOrder: sortOrder ?? ++order,
  };
}

export const CRITERIA: Criterion[] = [
  row(
    'BMI',
    'A',
    '체질량지수',
    'kg/m²',
    1,
    [
      [null, B],
      [18.5, N],
      [25.0, B],
      [30.0, A],
    ],
    '18.5–24.9',
  ),
  row(
    'BP_SYSTOLIC',
    'A',
    '수축기 혈압',
    'mmHg',
    0,
    [
      [null, N],
      [120, B],
      [140, A],
    ],
    '120 미만',
  ),
  row(
    'BP_DIASTOLIC',
    'A',
    '이완기 혈압',
    'mmHg',
    0,
    [
      [null, N],
      [80, B],
      [90, A],
    ],
    '80 미만',
  ),
  row(
    'GLUCOSE',
    'A',
    '공복혈당',
    'mg/dL',
    0,
    [
      [null, N],
      [100, B],
      [126, A],
    ],
    '100 미만',
  ),
  row(
    'TOTAL_CHOLESTEROL',
    'A',
    '총콜레스테롤',
    'mg/dL',
    0,
    [
      [null, N],
      [200, B],
      [240, A],
    ],
    '200 미만',
  ),
  row(
    'HDL',
    'A',
    'HDL 콜레스테롤',
    'mg/dL',
    0,
    [
      [null, A],
      [40, B],
      [60, N],
    ],
    '60 이상',
  ),
  row(
    'TRIGLYCERIDES',
    'A',
    '중성지방',
    'mg/dL',
    0,
    [
      [null, N],
      [150, B],
      [200, A],
    ],
    '150 미만',
  ),
  row(
    'LDL',
    'A',
    'LDL 콜레스테롤',
    'mg/dL',
    0,
    [
      [null, N],
      [130, B],
      [160, A],
    ],
    '130 미만',
  ),
  row(
    'AST',
    'A',
    'AST(SGOT)',
    'IU/L',
    0,
    [
      [null, N],
      [41, B],
      [51, A],
    ],
    '40 이하',
  ),
  row(
    'ALT',
    'A',
    'ALT(SGPT)',
    'IU/L',
    0,
    [
      [null, N],
      [36, B],
      [46, A],
    ],
    '35 이하',
  ),
  row(
    'GGT',
    'M',
    '감마지티피(γ-GTP)',
    'IU/L',
    0,
    [
      [null, N],
      [64, B],
      [78, A],
    ],
    '63 이하',
  ),
  row(
    'GGT',
    'F',
    '감마지티피(γ-GTP)',
    'IU/L',
    0,
    [
      [null, N],
      [36, B],
      [46, A],
    ],
    '35 이하',
    null,
    order,
  ),
  row(
    'HEMOGLOBIN',
    'M',
    '혈색소',
    'g/dL',
    1,
    [
      [null, A],
      [12.0, B],
      [13.0, N],
    ],
    '13.0 이상',
  ),
  row(
    'HEMOGLOBIN',
    'F',
    '혈색소',
    'g/dL',
    1,
    [
      [null, A],
      [10.0, B],
      [12.0, N],
    ],
    '12.0 이상',
    null,
    order,
  ),
  row(
    'CREATININE',
    'A',
    '혈청 크레아티닌',
    'mg/dL',
    2,
    [
      [null, N],
      [1.51, A],
    ],
    '1.5 이하',
  ),
  row(
    'EGFR',
    'A',
    '신사구체여과율(e-GFR)',
    'mL/min/1.73m²',
    1,
    [
      [null, A],
      [60, N],
    ],
    '60 이상',
  ),
  row(
    'URINE_PROTEIN',
    'A',
    '요단백',
    '',
    0,
    [
      [null, N],
      [1, B],
      [2, A],
    ],
    '음성(-)',
    ['-', '±', '+1', '+2', '+3', '+4'],
  ),
];

export const RANGE_GROUPS: RangeGroup[] = [
  { groupCd: 'CANCER', purpose: 'TEN_DISEASES', name: '암', ranges: ['C00-C97'] },
  { groupCd: 'LEUKEMIA', purpose: 'TEN_DISEASES', name: '백혈병', ranges: ['C91-C95'] },
  { groupCd: 'HYPERTENSION', purpose: 'TEN_DISEASES', name: '고혈압', ranges: ['I10-I15'] },
  { groupCd: 'ANGINA', purpose: 'TEN_DISEASES', name: '협심증', ranges: ['I20'] },
  { groupCd: 'MYOCARDIAL_INFARCTION', purpose: 'TEN_DISEASES', name: '심근경색', ranges: ['I21-I23', 'I25.2'] },
  { groupCd: 'VALVULAR_HEART', purpose: 'TEN_DISEASES', name: '심장판막증', ranges: ['I05-I08', 'I34-I38'] },
  { groupCd: 'CIRRHOSIS', purpose: 'TEN_DISEASES', name: '간경화증', ranges: ['K70.3', 'K74.3-K74.6'] },
  { groupCd: 'STROKE', purpose: 'TEN_DISEASES', name: '뇌졸중', ranges: ['I60-I64'] },
  { groupCd: 'DIABETES', purpose: 'TEN_DISEASES', name: '당뇨병', ranges: ['E10-E14'] },
  { groupCd: 'HIV', purpose: 'TEN_DISEASES', name: '에이즈·HIV 보균', ranges: ['B20-B24', 'Z21'] },
  { groupCd: 'LIVER_FIBROSIS', purpose: 'TEN_DISEASES_CHECK', name: '간섬유증·간경화 의심', ranges: ['K74.0-K74.2'] },
  { groupCd: 'INJURY', purpose: 'INJURY', name: '손상·외인', ranges: ['S00-T98', 'V01-Y98'] },
  { groupCd: 'CLAIM_INJURY', purpose: 'CLAIM_INJURY', name: '손상(청구 사고유형 상해)', ranges: ['S00-T98'] },
];

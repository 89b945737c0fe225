import { randomUUID } from 'node:crypto';
import { addDays, addYears } from '../korean-age.js';
import type {
  HealthData,
  HealthDataAdapter,
  HealthDataInput,
  ProviderCheckup,
  ProviderMedication,
  ProviderTreatment,
} from './health-data.js';
import { drawsFor } from './sandbox-insurance.js';
import type { ContinueResult, ProviderTxn } from './two-step.js';

/**
 * The default health-data source (contract §7.4): each source approves by itself `approvalSeconds` after the
 * request; a client whose name starts with `거절` denies. Records are deterministic from (name, birthDate) and dated
 * relative to `analysisDate`, and always hold within the 5 years: one stay with a surgery in the last 3 years, one
 * outpatient visit and its pharmacy record in the last 3 months, one diagnosis among the ten diseases, and two
 * checkups (the newest within a year, FIRST stage, with at least one ABNORMAL item).
 * Personas: `김건강` has only two all-normal FIRST checkups; `검진만` fails the treatments source.
 */
const TXN_MINUTES = 5;
export const SANDBOX_HEALTH_FAILED = 'SANDBOX_SOURCE_FAILED';

interface SandboxTxn extends ProviderTxn {
  txnId: string;
  requestedAt: string;
  expiresAt: string;
  input: HealthDataInput;
}

type Draw = (n: number) => number;
const between = (draw: Draw, low: number, high: number) => low + draw(high - low + 1);
const pick = <T>(draw: Draw, list: readonly T[]) => list[draw(list.length)];

const STAYS = [
  { diagnosisCd: 'K35.8', departmentNm: '외과', surgeryNm: '충수절제술', institutionNm: '서울중앙병원' },
  {
    diagnosisCd: 'S82.0',
    departmentNm: '정형외과',
    surgeryNm: '슬개골 골절 관혈적 정복술',
    institutionNm: '한국정형외과병원',
  },
  { diagnosisCd: 'K80.2', departmentNm: '외과', surgeryNm: '복강경 담낭절제술', institutionNm: '연세바른병원' },
] as const;

const VISITS = [
  {
    diagnosisCd: 'J06.9',
    departmentNm: '이비인후과',
    institutionNm: '맑은이비인후과의원',
    drugs: ['ACETAMINOPHEN', 'CETIRIZINE'],
  },
  {
    diagnosisCd: 'J20.9',
    departmentNm: '내과',
    institutionNm: '푸른내과의원',
    drugs: ['AMOXICILLIN', 'ACETAMINOPHEN'],
  },
  { diagnosisCd: 'K29.7', departmentNm: '내과', institutionNm: '속편한내과의원', drugs: ['FAMOTIDINE'] },
  { diagnosisCd: 'M54.5', departmentNm: '정형외과', institutionNm: '튼튼정형외과의원', drugs: ['IBUPROFEN'] },
  { diagnosisCd: 'H10.9', departmentNm: '안과', institutionNm: '밝은안과의원', drugs: ['CEFACLOR'] },
] as const;

/** One of the ten diseases and its regular medication (30 days). */
const DISEASES = [
  { diagnosisCd: 'I10', departmentNm: '내과', drug: 'AMLODIPINE', institutionNm: '푸른내과의원' },
  { diagnosisCd: 'E11.9', departmentNm: '내분비내과', drug: 'METFORMIN', institutionNm: '서울중앙병원' },
  { diagnosisCd: 'I20.9', departmentNm: '순환기내과', drug: 'AMLODIPINE', institutionNm: '서울중앙병원' },
  { diagnosisCd: 'C73', departmentNm: '내분비외과', drug: 'ACETAMINOPHEN', institutionNm: '국립암센터' },
] as const;

const DRUG_NAMES: Record<string, string> = {
  ACETAMINOPHEN: '타이레놀정500mg',
  CETIRIZINE: '지르텍정',
  AMOXICILLIN: '아목시실린캡슐500mg',
  FAMOTIDINE: '가스터정20mg',
  IBUPROFEN: '부루펜정400mg',
  CEFACLOR: '세크라캡슐250mg',
  AMLODIPINE: '노바스크정5mg',
  METFORMIN: '다이아벡스정500mg',
  ATORVASTATIN: '리피토정10mg',
};

/** Normal values of the screening items, and the ones that make the newest checkup abnormal. */
const NORMAL_ITEMS = (draw: Draw, sex: 'M' | 'F') => [
  { itemCd: 'BMI', value: between(draw, 195, 239) / 10 },
  { itemCd: 'BP_SYSTOLIC', value: between(draw, 102, 118) },
  { itemCd: 'BP_DIASTOLIC', value: between(draw, 62, 78) },
  { itemCd: 'GLUCOSE', value: between(draw, 78, 98) },
  { itemCd: 'TOTAL_CHOLESTEROL', value: between(draw, 150, 195) },
  { itemCd: 'HDL', value: between(draw, 60, 75) },
  { itemCd: 'TRIGLYCERIDES', value: between(draw, 70, 145) },
  { itemCd: 'LDL', value: between(draw, 80, 125) },
  { itemCd: 'AST', value: between(draw, 15, 35) },
  { itemCd: 'ALT', value: between(draw, 10, 30) },
  { itemCd: 'GGT', value: between(draw, 12, sex === 'M' ? 55 : 30) },
  { itemCd: 'HEMOGLOBIN', value: between(draw, sex === 'M' ? 135 : 122, sex === 'M' ? 160 : 145) / 10 },
  { itemCd: 'CREATININE', value: between(draw, 6, 11) / 10 },
  { itemCd: 'EGFR', value: between(draw, 75, 110) },
  { itemCd: 'URINE_PROTEIN', value: '-' },
];

const ABNORMAL_VALUES: { itemCd: string; value: (draw: Draw) => number | string }[] = [
  { itemCd: 'GLUCOSE', value: (d) => between(d, 126, 160) },
  { itemCd: 'BP_SYSTOLIC', value: (d) => between(d, 140, 165) },
  { itemCd: 'TOTAL_CHOLESTEROL', value: (d) => between(d, 240, 280) },
  { itemCd: 'ALT', value: (d) => between(d, 46, 80) },
];

function checkup(draw: Draw, date: string, sex: 'M' | 'F', abnormal: boolean): ProviderCheckup {
  const items: ProviderCheckup['items'] = NORMAL_ITEMS(draw, sex);
  if (abnormal) {
    const bad = pick(draw, ABNORMAL_VALUES);
    const at = items.findIndex((i) => i.itemCd === bad.itemCd);
    items[at] = { itemCd: bad.itemCd, value: bad.value(draw) };
  }
  return { checkupDate: date, stage: 'FIRST', institutionNm: '국민건강보험공단 일산병원', items };
}

/** The checkups of a person on `analysisDate`: the newest within a year, the other about two years before it. */
export function sandboxCheckups(input: HealthDataInput): ProviderCheckup[] {
  const { name, birthDate, gender } = input.client;
  const draw = drawsFor(`health|checkups|${name}|${birthDate}`);
  const healthy = name === '김건강';
  const newest = addDays(input.analysisDate, -between(draw, 10, 300));
  const older = addDays(addYears(newest, -2), between(draw, -20, 20));
  return [checkup(draw, newest, gender, !healthy), checkup(draw, older, gender, false)];
}

/** The treatments and prescriptions of a person in the 5 years ending on `analysisDate`. */
export function sandboxTreatments(input: HealthDataInput): {
  treatments: ProviderTreatment[];
  medications: ProviderMedication[];
} {
  const { name, birthDate } = input.client;
  if (name === '김건강') return { treatments: [], medications: [] };
  const draw = drawsFor(`health|treatments|${name}|${birthDate}`);
  const day = input.analysisDate;
  const treatments: ProviderTreatment[] = [];
  const medications: ProviderMedication[] = [];
  const cost = (low: number, high: number) => {
    const totalCost = between(draw, low, high) * 100;
    return { totalCost, patientPaid: Math.round((totalCost * 0.3) / 10) * 10 };
  };
  const visit = (
    date: string,
    v: { diagnosisCd: string; departmentNm: string; institutionNm: string },
    drugs: { cd: string; days: number }[],
  ) => {
    const ref = `T${treatments.length + 1}`;
    treatments.push({
      ref,
      visitDate: date,
      institutionNm: v.institutionNm,
      departmentNm: v.departmentNm,
      diagnosisCd: v.diagnosisCd,
      visitType: 'OUTPATIENT',
      days: 1,
      surgery: false,
      surgeryNm: null,
      ...cost(150, 600),
    });
    if (drugs.length === 0) return;
    const rx = `T${treatments.length + 1}`;
    treatments.push({
      ref: rx,
      visitDate: date,
      institutionNm: '온누리약국',
      departmentNm: '약국',
      diagnosisCd: v.diagnosisCd,
      visitType: 'PHARMACY',
      days: 1,
      surgery: false,
      surgeryNm: null,
      ...cost(50, 400),
    });
    for (const d of drugs)
      medications.push({
        treatmentRef: rx,
        prescribedDate: date,
        drugNm: DRUG_NAMES[d.cd],
        ingredientCd: d.cd,
        days: d.days,
      });
  };

  // A stay with a surgery in the last 3 years (admission at least a month back, so that it has ended).
  const stay = pick(draw, STAYS);
  treatments.push({
    ref: `T${treatments.length + 1}`,
    visitDate: addDays(day, -between(draw, 30, 1000)),
    institutionNm: stay.institutionNm,
    departmentNm: stay.departmentNm,
    diagnosisCd: stay.diagnosisCd,
    visitType: 'INPATIENT',
    days: between(draw, 3, 10),
    surgery: true,
    surgeryNm: stay.surgeryNm,
    ...cost(15_000, 60_000),
  });
  // A visit and its pharmacy record in the last 3 months.
  const recent = pick(draw, VISITS);
  visit(
    addDays(day, -between(draw, 2, 80)),
    recent,
    recent.drugs.map((cd) => ({ cd, days: between(draw, 3, 7) })),
  );
  // One of the ten diseases, with a month of its regular medication, 4 months to 4 years back.
  const disease = pick(draw, DISEASES);
  visit(addDays(day, -between(draw, 120, 1460)), disease, [{ cd: disease.drug, days: 30 }]);
  // A few ordinary visits over the 5 years.
  for (let i = between(draw, 2, 6); i > 0; i--) {
    const v = pick(draw, VISITS);
    visit(addDays(day, -between(draw, 100, 1800)), v, draw(2) === 0 ? [] : v.drugs.map((cd) => ({ cd, days: 3 })));
  }
  return { treatments, medications };
}

function dataOf(input: HealthDataInput): HealthData {
  return input.source === 'CHECKUPS'
    ? { source: 'CHECKUPS', checkups: sandboxCheckups(input) }
    : { source: 'TREATMENTS', ...sandboxTreatments(input) };
}

/** The sandbox source; `approvalSeconds` is `MEDICAL_SANDBOX_APPROVAL_SECONDS`. */
export function sandboxHealthData(approvalSeconds: number): HealthDataAdapter {
  return {
    name: 'sandbox',
    sandbox: true,
    async begin(input, now) {
      const expiresAt = new Date(now.getTime() + TXN_MINUTES * 60_000);
      const providerTxn: SandboxTxn = {
        txnId: randomUUID(),
        requestedAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        input,
      };
      return { outcome: 'STARTED', providerTxn, expiresAt, method: 'APP_PUSH' };
    },
    async continue(providerTxn, _code, now): Promise<ContinueResult<HealthData>> {
      const txn = providerTxn as SandboxTxn;
      if (now.getTime() > Date.parse(txn.expiresAt)) return { outcome: 'EXPIRED' };
      if (now.getTime() < Date.parse(txn.requestedAt) + approvalSeconds * 1000) return { outcome: 'PENDING' };
      if (txn.input.client.name.startsWith('거절')) return { outcome: 'DENIED' };
      if (txn.input.client.name === '검진만' && txn.input.source === 'TREATMENTS') {
        return { outcome: 'FAILED', code: SANDBOX_HEALTH_FAILED, message: '진료기록 조회에 실패했습니다 (sandbox)' };
      }
      return { outcome: 'DATA', data: dataOf(txn.input) };
    },
  };
}

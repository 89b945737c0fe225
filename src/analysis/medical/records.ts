import type { HealthSource } from '../../db/schema/index.js';

/** The records of a medical analysis as the API shows them (contract §7.3). */

export const VISIT_TYPES = ['OUTPATIENT', 'INPATIENT', 'PHARMACY'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];
export const VISIT_TYPE_LABELS: Record<VisitType, string> = { OUTPATIENT: '외래', INPATIENT: '입원', PHARMACY: '약국' };

export const DRUG_CLASSES = [
  'ANTIHYPERTENSIVE',
  'TRANQUILIZER',
  'HYPNOTIC',
  'STIMULANT',
  'ANALGESIC',
  'NARCOTIC',
] as const;
export type DrugClass = (typeof DRUG_CLASSES)[number];
export const DRUG_CLASS_LABELS: Record<DrugClass, string> = {
  ANTIHYPERTENSIVE: '혈압강하제',
  TRANQUILIZER: '신경안정제',
  HYPNOTIC: '수면제',
  STIMULANT: '각성제',
  ANALGESIC: '진통제',
  NARCOTIC: '마약류',
};

export const JUDGEMENTS = ['NORMAL', 'BORDERLINE', 'ABNORMAL'] as const;
export type Judgement = (typeof JUDGEMENTS)[number];
export const JUDGEMENT_LABELS: Record<Judgement, string> = {
  NORMAL: '정상',
  BORDERLINE: '정상(경계)',
  ABNORMAL: '질환의심',
};

export interface Treatment {
  treatmentId: string;
  /** A stay's admission date. */
  visitDate: string;
  institutionNm: string;
  departmentNm: string;
  diagnosisCd: string;
  diagnosisNm: string;
  visitType: VisitType;
  /** A stay's length (days, admission day included); 1 for a visit. */
  days: number;
  surgery: boolean;
  surgeryNm: string | null;
  totalCost: number;
  patientPaid: number;
}

export interface Medication {
  medicationId: string;
  treatmentId: string;
  prescribedDate: string;
  drugNm: string;
  ingredientCd: string;
  drugClass: DrugClass | null;
  days: number;
}

export interface CheckupItem {
  itemCd: string;
  itemNm: string;
  /** A number, or the reading of an ordinal item (`-`, `±`, `+1`, ...). */
  value: number | string;
  unit: string;
  judgement: Judgement;
  referenceRange: string;
}

export interface Checkup {
  checkupId: string;
  checkupDate: string;
  stage: 'FIRST' | 'SECOND';
  institutionNm: string;
  overallJudgement: Judgement;
  items: CheckupItem[];
}

export interface MedicalRecords {
  treatments: Treatment[];
  medications: Medication[];
  checkups: Checkup[];
  /** The sources that gave nothing: their records are not known (not "none"). */
  missingSources: HealthSource[];
}

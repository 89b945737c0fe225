import type { HealthSource } from '../../db/schema/index.js';
import type { TwoStepAdapter } from './two-step.js';

/**
 * What the service asks a health-data source for (contract §7.3): one provider transaction per source — the review
 * agency's treatments and prescriptions, the national health insurer's checkups — approved by the client in an app.
 */
export interface HealthDataInput {
  source: HealthSource;
  client: {
    name: string;
    /** `YYYYMMDD`. */
    birthDate: string;
    gender: 'M' | 'F';
    phone: string;
    carrier: string;
  };
  /** `KAKAO`, `PASS`, `NAVER`, ... */
  authMethod: string;
  /** `YYYY-MM-DD`, Korea date: the records are of the 5 years ending here. */
  analysisDate: string;
}

/** A treatment as the source reports it; `ref` links its prescriptions. Names of codes come from our tables. */
export interface ProviderTreatment {
  ref: string;
  visitDate: string;
  institutionNm: string;
  departmentNm: string;
  diagnosisCd: string;
  visitType: 'OUTPATIENT' | 'INPATIENT' | 'PHARMACY';
  days: number;
  surgery: boolean;
  surgeryNm: string | null;
  totalCost: number;
  patientPaid: number;
}

export interface ProviderMedication {
  treatmentRef: string;
  prescribedDate: string;
  drugNm: string;
  ingredientCd: string;
  days: number;
}

export interface ProviderCheckup {
  checkupDate: string;
  stage: 'FIRST' | 'SECOND';
  institutionNm: string;
  /** Measured values by item code; the service judges them by the screening criteria. */
  items: { itemCd: string; value: number | string }[];
}

export type HealthData =
  | { source: 'TREATMENTS'; treatments: ProviderTreatment[]; medications: ProviderMedication[] }
  | { source: 'CHECKUPS'; checkups: ProviderCheckup[] };

export type HealthDataAdapter = TwoStepAdapter<HealthDataInput, HealthData>;

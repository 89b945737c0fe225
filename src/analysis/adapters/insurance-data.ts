import type { TwoStepAdapter } from './two-step.js';

/** What the service asks an insurance-data source for: the client and, where the source needs it, a login. */
export interface InsuranceDataInput {
  client: {
    name: string;
    /** `YYYYMMDD`. */
    birthDate: string;
    gender: 'M' | 'F';
    phone: string;
    carrier: string;
    /** Resident registration number, only for sources that ask for it. */
    rrn?: string;
  };
  institutionLogin?: { loginId: string; password: string };
  /** `YYYY-MM-DD`, Korea date: the day the data is fetched. */
  analysisDate: string;
}

/** One coverage line as the source reports it; `categoryCd` when the source classifies it itself. */
export interface ProviderCoverage {
  coverageNm: string;
  categoryCd: string | null;
  amount: number;
  startDate: string;
  endDate: string | null;
}

/** One contract as the source reports it (the Contract of contract §7.2 without the service's own fields). */
export interface ProviderContract {
  insuCompCd: string | null;
  insuCompNm: string;
  productNm: string;
  productType: 'PROTECTION' | 'SAVINGS' | 'ANNUITY';
  status: 'ACTIVE' | 'LAPSED' | 'MATURED' | 'CANCELLED';
  statusDate: string | null;
  contractor: { name: string; birthDate: string | null };
  insured: { name: string; birthDate: string | null };
  /** The source's own statement that the insured is the client; null when it does not say. */
  insuredIsClient: boolean | null;
  contractDate: string;
  endDate: string | null;
  payEndDate: string | null;
  premium: number;
  payCycle: 'MONTHLY' | 'QUARTERLY' | 'SEMIANNUAL' | 'ANNUAL' | 'LUMP_SUM';
  coverages: ProviderCoverage[];
}

export type InsuranceDataAdapter = TwoStepAdapter<InsuranceDataInput, ProviderContract[]>;

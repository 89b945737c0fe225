import type { Static } from 'typebox';
import type { CategoryResult, Contract, Summary, TimelinePoint } from '../coverage/analyses.schemas.js';
import type { CategoryCd } from '../coverage/categories.js';

/** A contract as the analysis shows it (`Contract` of the document). */
type ContractView = Static<typeof Contract>;

/** A contract as stored with an analysis: classified, with its id; `insuredIsClient` as the source said. */
export interface StoredContract extends Omit<ContractView, 'insuredIsClient'> {
  /** The source's own statement; null when it said nothing (the engine decides by name and birth date). */
  providerInsuredIsClient: boolean | null;
}

/** What the engine is given. */
export interface AnalyzerInput {
  analysisDate: string;
  client: { name: string; birthDate: string; gender: 'M' | 'F' };
  contracts: StoredContract[];
  /** The recommended amount of each category (the catalogue's, before `annualIncome`). */
  recommended: Record<CategoryCd, number>;
  annualIncome: number | null;
}

/** What the engine answers. */
export interface AnalyzerResult {
  summary: Static<typeof Summary>;
  contracts: ContractView[];
  categories: Static<typeof CategoryResult>[];
  timeline: Static<typeof TimelinePoint>[];
}

export type CoverageAnalyzer = (input: AnalyzerInput) => AnalyzerResult | Promise<AnalyzerResult>;

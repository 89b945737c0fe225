import type { Static } from 'typebox';
import type { coverageAnalyses } from '../../db/schema/index.js';
import { clientOf } from '../client.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import { ageOn, compactToIso } from '../korean-age.js';
import { ANALYSIS_STATUS_LABELS } from '../schemas.js';
import type { AnalysisSummary, CategoryResult, Contract, CoverageAnalysis, TimelinePoint } from './analyses.schemas.js';

export type Row = typeof coverageAnalyses.$inferSelect;
export type ContractView = Static<typeof Contract>;
export type AnalysisView = Static<typeof CoverageAnalysis>;
export type AnalysisSummaryView = Static<typeof AnalysisSummary>;

/** The stored result (encrypted). */
export interface StoredResult {
  contracts: ContractView[];
  categories: Static<typeof CategoryResult>[];
  timeline: Static<typeof TimelinePoint>[];
}

export const isoOf = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

export function summaryView(deps: AnalysisDeps, row: Row, fcUserCi: string): AnalysisSummaryView {
  const client = clientOf(deps, row.clientEnc);
  return {
    analysisId: row.id,
    status: row.status,
    statusLabel: ANALYSIS_STATUS_LABELS[row.status],
    fcUserCi,
    source: row.source,
    analysisDate: row.analysisDate,
    client: {
      name: client.name,
      birthDate: client.birthDate,
      gender: client.gender,
      age: ageOn(compactToIso(client.birthDate), row.analysisDate),
    },
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    sandbox: row.sandbox,
    summary: row.summaryEnc ? JSON.parse(deps.vault.decrypt(row.summaryEnc)) : null,
  };
}

export function fullView(deps: AnalysisDeps, row: Row, fcUserCi: string): AnalysisView {
  const result = row.resultEnc ? (JSON.parse(deps.vault.decrypt(row.resultEnc)) as StoredResult) : null;
  return {
    ...summaryView(deps, row, fcUserCi),
    contracts: result?.contracts ?? null,
    categories: result?.categories ?? null,
    timeline: result?.timeline ?? null,
  };
}

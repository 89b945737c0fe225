import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Static } from 'typebox';
import { claims, type medicalAnalyses } from '../../db/schema/index.js';
import { maskName } from '../../platform/masking.js';
import { clientOf } from '../client.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import { addYears } from '../korean-age.js';
import { ANALYSIS_STATUS_LABELS } from '../schemas.js';
import type { Claimable } from './claimables.rules.js';
import type { Disclosure } from './disclosures.rules.js';
import type { MedicalSummary } from './medical.engine.js';
import type { MedicalAnalysis, MedicalAnalysisSummary } from './medical.schemas.js';
import type { MedicalRecords } from './records.js';

export type AnalysisRow = typeof medicalAnalyses.$inferSelect;

export type MedicalAnalysisView = Static<typeof MedicalAnalysis>;
export type MedicalAnalysisSummaryView = Static<typeof MedicalAnalysisSummary>;

/** The stored result of an analysis (encrypted). */
export interface StoredResult {
  records: MedicalRecords;
  disclosures: Disclosure[];
  claimables: Claimable[] | null;
}

/** An analysis as a summary; `full` false: as a MANAGER who is not its consultant sees it (name masked). */
export function summaryView(
  deps: AnalysisDeps,
  full: boolean,
  row: AnalysisRow,
  fcUserCi: string,
): MedicalAnalysisSummaryView {
  const client = clientOf(deps, row.clientEnc);
  return {
    analysisId: row.id,
    authRequestId: row.authRequestId,
    status: row.status,
    statusLabel: ANALYSIS_STATUS_LABELS[row.status],
    fcUserCi,
    client: {
      name: full ? client.name : maskName(client.name),
      birthDate: full ? client.birthDate : null,
      gender: client.gender,
    },
    coverageAnalysisId: row.coverageAnalysisId,
    analysisDate: row.analysisDate,
    period: { from: addYears(row.analysisDate, -5), to: row.analysisDate },
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    sandbox: row.sandbox,
    summary: row.summaryEnc ? (JSON.parse(deps.vault.decrypt(row.summaryEnc)) as MedicalSummary) : null,
  };
}

export const resultOf = (deps: AnalysisDeps, row: AnalysisRow) =>
  row.resultEnc ? (JSON.parse(deps.vault.decrypt(row.resultEnc)) as StoredResult) : null;

/** `claimReqId`: a claim submitted through this service for the same consultant, client, insurer and event date. */
async function withClaimReqIds(deps: AnalysisDeps, row: AnalysisRow, items: Claimable[]): Promise<Claimable[]> {
  if (items.length === 0) return items;
  const client = clientOf(deps, row.clientEnc);
  const birthday = `${client.birthDate.slice(0, 4)}-${client.birthDate.slice(4, 6)}-${client.birthDate.slice(6, 8)}`;
  const found = await deps.db
    .select({ id: claims.id, insurerCd: claims.insurerCd, eventDate: claims.eventDate })
    .from(claims)
    .where(
      and(
        eq(claims.userId, row.userId),
        eq(claims.clientNm, client.name),
        eq(claims.clientBirthday, birthday),
        ne(claims.status, 'CANCELLED'),
        inArray(claims.eventDate, [...new Set(items.map((i) => i.eventDate))]),
      ),
    )
    .orderBy(claims.id);
  return items.map((i) => {
    const claim = found.find((c) => c.insurerCd === i.insuCompCd && c.eventDate === i.eventDate);
    return { ...i, claimReqId: claim ? String(claim.id) : null };
  });
}

/** The whole analysis; `full` false: without the health data (a MANAGER who is not its consultant). */
export async function fullView(deps: AnalysisDeps, full: boolean, row: AnalysisRow, fcUserCi: string) {
  const summary = summaryView(deps, full, row, fcUserCi);
  const result = full ? resultOf(deps, row) : null;
  return {
    ...summary,
    disclosures: result?.disclosures ?? null,
    claimables: result?.claimables ? await withClaimReqIds(deps, row, result.claimables) : null,
  } satisfies MedicalAnalysisView;
}

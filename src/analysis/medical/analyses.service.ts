import { and, eq, inArray } from 'drizzle-orm';
import { medicalAnalyses } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import type { PiiReadAction } from '../../platform/actions.js';
import { AppError } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { ciOf } from '../access.js';
import { clientOf } from '../client.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import { isOpaqueId } from '../ids.js';
import { type AnalysisListQuery, inOrderOf, pageOfAnalyses } from '../lists.js';
import { claimableIdOf, loadReference } from './analysis-job.js';
import { usableCoverage } from './coverage-link.js';
import { medicalAnalysisAccess, seesHealthData, seesHealthDataOf, sensitiveScope } from './medical.access.js';
import { claimablesOf } from './medical.engine.js';
import type { MedicalRecords } from './records.js';
import {
  type AnalysisRow,
  fullView,
  type MedicalAnalysisSummaryView,
  type MedicalAnalysisView,
  resultOf,
  type StoredResult,
  summaryView,
} from './views.js';

const fcUserCiColumn = ciOf(medicalAnalyses.userId);

async function recordAccess(
  deps: AnalysisDeps,
  caller: Caller,
  action: PiiReadAction,
  ids: string[],
  fields: string[],
) {
  await emit(deps.db, caller, [{ type: 'pii.read', action, analysisIds: ids, fields }]);
}

async function readAnalysis(deps: AnalysisDeps, caller: Caller, id: string) {
  if (!isOpaqueId('ma', id)) throw medicalAnalysisAccess.notFound();
  const [found] = await deps.db
    .select({ row: medicalAnalyses, fcUserCi: fcUserCiColumn })
    .from(medicalAnalyses)
    .where(and(eq(medicalAnalyses.id, id), scopeOf(medicalAnalysisAccess, caller)));
  if (!found) throw medicalAnalysisAccess.notFound();
  if (found.row.status === 'EXPIRED') {
    throw new AppError('ANALYSIS_EXPIRED', 'The data of this analysis were deleted after the retention period');
  }
  return found;
}

/** `GET /api/v1/medical/analyses/{analysisId}`: access-logged; a MANAGER not its consultant gets it masked. */
export async function getMedicalAnalysis(deps: AnalysisDeps, caller: Caller, id: string): Promise<MedicalAnalysisView> {
  const { row, fcUserCi } = await readAnalysis(deps, caller, id);
  const view = await fullView(deps, seesHealthData(caller, row.userId), row, fcUserCi);
  await recordAccess(
    deps,
    caller,
    'GET_MEDICAL_ANALYSIS',
    [row.id],
    ['client', 'summary', 'disclosures', 'claimables'],
  );
  return view;
}

export type MedicalListQuery = AnalysisListQuery;

/** One page of summaries and the number of analyses the filters match. */
export interface MedicalAnalysisPage {
  items: MedicalAnalysisSummaryView[];
  total: number;
}

/** `GET /api/v1/medical/analyses`: summaries, the filters of §7.1; access-logged. */
export async function listMedicalAnalyses(
  deps: AnalysisDeps,
  caller: Caller,
  q: MedicalListQuery,
): Promise<MedicalAnalysisPage> {
  const { ids, total } = await pageOfAnalyses(deps, caller, q, {
    table: medicalAnalyses,
    id: medicalAnalyses.id,
    userId: medicalAnalyses.userId,
    status: medicalAnalyses.status,
    clientBirthHash: medicalAnalyses.clientBirthHash,
    clientEnc: medicalAnalyses.clientEnc,
    analysisDate: medicalAnalyses.analysisDate,
    requestedAt: medicalAnalyses.requestedAt,
    scope: scopeOf(medicalAnalysisAccess, caller),
    clientShown: seesHealthDataOf(caller, medicalAnalyses.userId),
  });
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .select({ row: medicalAnalyses, fcUserCi: fcUserCiColumn })
          .from(medicalAnalyses)
          .where(inArray(medicalAnalyses.id, ids));
  const items = inOrderOf(
    ids,
    rows.map((r) => ({ ...r, id: r.row.id })),
  ).map((r) => summaryView(deps, seesHealthData(caller, r.row.userId), r.row, r.fcUserCi));
  await recordAccess(
    deps,
    caller,
    'LIST_MEDICAL_ANALYSES',
    items.map((i) => i.analysisId),
    ['client', 'summary'],
  );
  return { items, total };
}

export function requireCompleted(row: Pick<AnalysisRow, 'status'>): void {
  if (row.status === 'REQUESTED' || row.status === 'PROCESSING') {
    throw new AppError('ANALYSIS_NOT_READY', 'The analysis is not completed yet', {
      headers: { 'Retry-After': '3' },
    });
  }
  if (row.status === 'FAILED') throw new AppError('ANALYSIS_FAILED', 'The analysis failed: ask again');
}

const LIST_RECORDS_ACTION = {
  treatments: 'LIST_MEDICAL_TREATMENTS',
  medications: 'LIST_MEDICAL_MEDICATIONS',
  checkups: 'LIST_MEDICAL_CHECKUPS',
} as const satisfies Record<string, PiiReadAction>;

/** The health records of a completed analysis, for its consultant (or a system client); access-logged. */
export async function listRecords<K extends 'treatments' | 'medications' | 'checkups'>(
  deps: AnalysisDeps,
  caller: Caller,
  id: string,
  kind: K,
): Promise<MedicalRecords[K]> {
  const { row } = await readAnalysis(deps, caller, id);
  if (!seesHealthData(caller, row.userId)) throw sensitiveScope();
  requireCompleted(row);
  const result = resultOf(deps, row)!;
  await recordAccess(deps, caller, LIST_RECORDS_ACTION[kind], [row.id], [kind]);
  return result.records[kind];
}

/**
 * `PUT .../{analysisId}/coverage-analysis`: links a coverage analysis (same consultant and client, COMPLETED) to a
 * completed medical analysis and recomputes its claimables.
 */
export async function linkCoverageAnalysis(
  deps: AnalysisDeps,
  caller: Caller,
  id: string,
  coverageAnalysisId: string,
): Promise<MedicalAnalysisView> {
  const { row, fcUserCi } = await readAnalysis(deps, caller, id);
  if (!seesHealthData(caller, row.userId)) throw sensitiveScope();
  requireCompleted(row);
  const client = clientOf(deps, row.clientEnc);
  const contracts = await usableCoverage(deps, deps.db, row.userId, client, coverageAnalysisId);
  const result = resultOf(deps, row)!;
  const reference = await loadReference(deps.db);
  const claimables = claimablesOf(row.analysisDate, result.records, reference, contracts, claimableIdOf(row.id));
  const [updated] = await deps.db
    .update(medicalAnalyses)
    .set({
      coverageAnalysisId,
      resultEnc: deps.vault.encrypt(JSON.stringify({ ...result, claimables } satisfies StoredResult)),
    })
    .where(and(eq(medicalAnalyses.id, row.id), eq(medicalAnalyses.status, 'COMPLETED')))
    .returning();
  if (!updated) throw medicalAnalysisAccess.notFound();
  const view = await fullView(deps, true, updated, fcUserCi);
  await recordAccess(deps, caller, 'LINK_MEDICAL_COVERAGE', [row.id], ['claimables']);
  return view;
}

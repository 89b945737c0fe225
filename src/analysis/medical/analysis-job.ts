import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  checkupCriteria,
  drugIngredients,
  kcdCodes,
  kcdRangeGroups,
  kcdRevisions,
  medicalAnalyses,
} from '../../db/schema/index.js';
import { internalCaller } from '../../platform/access/caller.js';
import { emit } from '../../platform/events.js';
import { withTransaction } from '../../platform/transactions.js';
import { clientOf } from '../client.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import { CATEGORIES } from '../coverage/categories.js';
import { opaqueId } from '../ids.js';
import type { Criterion } from './checkup.rules.js';
import { linkedContracts } from './coverage-link.js';
import { analyzeMedical, type FetchedRecords, type Reference } from './medical.engine.js';
import type { DrugClass } from './records.js';
import type { StoredResult } from './views.js';

export const MEDICAL_ANALYZE_QUEUE = 'medical.analyze';

export async function enqueue(deps: AnalysisDeps, analysisId: string) {
  try {
    await deps.queuesReady();
    await deps.jobs.send(MEDICAL_ANALYZE_QUEUE, { analysisId });
  } catch {
    // The sweep re-queues analyses left REQUESTED.
  }
}

/** The reference tables the rules read. */
export async function loadReference(db: Executor): Promise<Reference> {
  const [revisions, codes, groups, drugs, criteria] = await Promise.all([
    db.select().from(kcdRevisions),
    db.select().from(kcdCodes),
    db.select().from(kcdRangeGroups),
    db.select().from(drugIngredients),
    db.select().from(checkupCriteria),
  ]);
  return {
    kcdRevisions: revisions,
    kcdNames: new Map(codes.map((c) => [`${c.revision}|${c.code}`, c.name])),
    rangeGroups: groups,
    drugClasses: new Map(drugs.map((d) => [d.ingredientCd, d.drugClass as DrugClass | null])),
    criteria: criteria.map((c) => ({ ...c, sex: c.sex as Criterion['sex'] })),
    diagnosisRanges: Object.fromEntries(
      CATEGORIES.filter((c) => c.group === 'DIAGNOSIS').map((c) => [c.categoryCd, c.kcdRanges]),
    ),
  };
}

/** A claimable's id: the same item keeps it when the claimables are recomputed. */
export const claimableIdOf = (analysisId: string) => (key: string) =>
  `cl_${createHash('sha256').update(`${analysisId}|${key}`).digest('hex').slice(0, 20)}`;

const FAILURE_CODE = 'ANALYSIS_ERROR';
const FAILURE_MESSAGE = '진료/건강 분석 중 오류가 발생했습니다. 다시 요청해 주세요.';

/** The analysis job: `REQUESTED` → `PROCESSING` → `COMPLETED` (or `FAILED` after the last retry). */
export async function processMedicalAnalysis(
  deps: AnalysisDeps,
  analysisId: string,
  attempt: { retryCount: number; retryLimit: number },
) {
  const [row] = await deps.db
    .update(medicalAnalyses)
    .set({ status: 'PROCESSING', startedAt: new Date(deps.clock()) })
    .where(and(eq(medicalAnalyses.id, analysisId), inArray(medicalAnalyses.status, ['REQUESTED', 'PROCESSING'])))
    .returning();
  if (!row) return;
  try {
    const client = clientOf(deps, row.clientEnc);
    const result = analyzeMedical({
      analysisDate: row.analysisDate,
      sex: client.gender,
      fetched: JSON.parse(deps.vault.decrypt(row.recordsEnc!)) as FetchedRecords,
      reference: await loadReference(deps.db),
      contracts: await linkedContracts(deps, row),
      newId: opaqueId,
      claimableIdOf: claimableIdOf(row.id),
    });
    const stored: StoredResult = {
      records: result.records,
      disclosures: result.disclosures,
      claimables: result.claimables,
    };
    await withTransaction(deps.db, async (tx) => {
      const done = await tx
        .update(medicalAnalyses)
        .set({
          status: 'COMPLETED',
          completedAt: new Date(deps.clock()),
          resultEnc: deps.vault.encrypt(JSON.stringify(stored)),
          summaryEnc: deps.vault.encrypt(JSON.stringify(result.summary)),
        })
        .where(and(eq(medicalAnalyses.id, analysisId), eq(medicalAnalyses.status, 'PROCESSING')))
        .returning({ id: medicalAnalyses.id });
      // Once per completion: a second delivery of the job finds it no longer PROCESSING.
      if (done.length > 0) {
        await emit(tx, internalCaller('job:medical-analysis'), [{ type: 'medical_analysis.completed', analysisId }]);
      }
    });
  } catch (error) {
    if (attempt.retryCount < attempt.retryLimit) throw error;
    await deps.db
      .update(medicalAnalyses)
      .set({ status: 'FAILED', failureCode: FAILURE_CODE, failureMessage: FAILURE_MESSAGE })
      .where(and(eq(medicalAnalyses.id, analysisId), eq(medicalAnalyses.status, 'PROCESSING')));
  }
}

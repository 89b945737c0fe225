import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { coverageAnalyses, coverageCategorySettings } from '../../db/schema/index.js';
import { internalCaller } from '../../platform/access/caller.js';
import { emit } from '../../platform/events.js';
import { withTransaction } from '../../platform/transactions.js';
import { clientOf } from '../client.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import type { StoredContract } from '../core/analyzer.js';
import { CATEGORIES, type CategoryCd } from './categories.js';
import type { StoredResult } from './views.js';

export const ANALYZE_QUEUE = 'coverage.analyze';

export async function enqueueAnalysis(deps: AnalysisDeps, analysisId: string) {
  try {
    await deps.queuesReady();
    await deps.jobs.send(ANALYZE_QUEUE, { analysisId });
  } catch {
    // The sweep re-queues analyses left REQUESTED.
  }
}

const FAILURE_CODE = 'ANALYSIS_ERROR';
const FAILURE_MESSAGE = '보장분석 중 오류가 발생했습니다. 다시 요청해 주세요.';

/** The recommended amount of each category, as the catalogue says now. */
export async function recommendedAmounts(db: Executor): Promise<Record<CategoryCd, number>> {
  const rows = await db.select().from(coverageCategorySettings);
  const byCd = new Map(rows.map((r) => [r.categoryCd, Number(r.recommendedAmount)]));
  return Object.fromEntries(CATEGORIES.map((c) => [c.categoryCd, byCd.get(c.categoryCd) ?? 1])) as Record<
    CategoryCd,
    number
  >;
}

/**
 * The analysis job: `REQUESTED` → `PROCESSING` → `COMPLETED` with the engine's result. An error is retried by the
 * queue; after the last retry the analysis is `FAILED` (`failureCode`, `failureMessage`; nothing personal).
 * A delivery that finds it no longer `REQUESTED`/`PROCESSING` (done, expired) does nothing.
 */
export async function processAnalysis(
  deps: AnalysisDeps,
  analysisId: string,
  attempt: { retryCount: number; retryLimit: number },
) {
  const [row] = await deps.db
    .update(coverageAnalyses)
    .set({ status: 'PROCESSING', startedAt: new Date(deps.clock()) })
    .where(and(eq(coverageAnalyses.id, analysisId), inArray(coverageAnalyses.status, ['REQUESTED', 'PROCESSING'])))
    .returning();
  if (!row) return;
  try {
    const client = clientOf(deps, row.clientEnc);
    const contracts = JSON.parse(deps.vault.decrypt(row.contractsEnc!)) as StoredContract[];
    const result = await deps.analyze({
      analysisDate: row.analysisDate,
      client: { name: client.name, birthDate: client.birthDate, gender: client.gender },
      contracts,
      recommended: await recommendedAmounts(deps.db),
      annualIncome: row.annualIncome,
    });
    const stored: StoredResult = {
      contracts: result.contracts,
      categories: result.categories,
      timeline: result.timeline,
    };
    await withTransaction(deps.db, async (tx) => {
      const done = await tx
        .update(coverageAnalyses)
        .set({
          status: 'COMPLETED',
          completedAt: new Date(deps.clock()),
          resultEnc: deps.vault.encrypt(JSON.stringify(stored)),
          summaryEnc: deps.vault.encrypt(JSON.stringify(result.summary)),
        })
        .where(and(eq(coverageAnalyses.id, analysisId), eq(coverageAnalyses.status, 'PROCESSING')))
        .returning({ id: coverageAnalyses.id });
      // Once per completion: a second delivery of the job finds it no longer PROCESSING.
      if (done.length > 0) {
        await emit(tx, internalCaller('job:coverage-analysis'), [{ type: 'coverage_analysis.completed', analysisId }]);
      }
    });
  } catch (error) {
    if (attempt.retryCount < attempt.retryLimit) throw error;
    await deps.db
      .update(coverageAnalyses)
      .set({ status: 'FAILED', failureCode: FAILURE_CODE, failureMessage: FAILURE_MESSAGE })
      .where(and(eq(coverageAnalyses.id, analysisId), eq(coverageAnalyses.status, 'PROCESSING')));
  }
}

import { and, eq, lt, sql } from 'drizzle-orm';
import { coverageAnalyses, coverageVerifications } from '../../db/schema/index.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import { DAY_MS, expireAnalyses } from '../retention.js';
import { enqueueAnalysis } from './analysis-job.js';

export const SWEEP_QUEUE = 'coverage.sweep';

/** A verification is deleted this long after it ended. */
export const VERIFICATION_KEEP_MS = DAY_MS;
/** An analysis left REQUESTED this long is queued again (a crash between its commit and its send). */
const REQUEUE_AFTER_MS = 2 * 60_000;

/**
 * Every minute: analyses `ANALYSIS_RETENTION_DAYS` after they completed (after they were requested, for a failed
 * one) lose their data and result and become `EXPIRED` (the row, the client's name, birth date and gender and the
 * consent stay) and their transmissions' links die; verifications are deleted 24 h after they ended (their consent stays); analyses left `REQUESTED`
 * are queued again.
 */
export async function sweepCoverage(deps: AnalysisDeps) {
  const now = new Date(deps.clock());
  const expired = await expireAnalyses(
    deps,
    'COVERAGE',
    deps.config.retentionDays,
    {
      table: coverageAnalyses,
      id: coverageAnalyses.id,
      status: coverageAnalyses.status,
      completedAt: coverageAnalyses.completedAt,
      requestedAt: coverageAnalyses.requestedAt,
      clientEnc: coverageAnalyses.clientEnc,
    },
    { contractsEnc: null, resultEnc: null, summaryEnc: null },
  );
  const keepUntil = new Date(now.getTime() - VERIFICATION_KEEP_MS);
  await deps.db
    .delete(coverageVerifications)
    .where(
      sql`coalesce(${coverageVerifications.endedAt}, ${coverageVerifications.expiresAt}) < ${keepUntil.toISOString()}::timestamptz`,
    );
  const lost = await deps.db
    .select({ id: coverageAnalyses.id })
    .from(coverageAnalyses)
    .where(
      and(
        eq(coverageAnalyses.status, 'REQUESTED'),
        lt(coverageAnalyses.requestedAt, new Date(now.getTime() - REQUEUE_AFTER_MS)),
      ),
    )
    .limit(100);
  for (const { id } of lost) await enqueueAnalysis(deps, id);
  return { expired, requeued: lost.length };
}

import { and, eq, lt, sql } from 'drizzle-orm';
import { medicalAnalyses, medicalAuthRequests } from '../../db/schema/index.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import { expireAnalyses } from '../retention.js';
import { enqueue } from './analysis-job.js';

/** An auth request is deleted this long after it ended. */
const AUTH_REQUEST_KEEP_MS = 86_400_000;
const REQUEUE_AFTER_MS = 2 * 60_000;

/**
 * The medical part of the minute sweep: the shared retention rule, auth requests deleted 24 h after they ended
 * (their consent stays), analyses left `REQUESTED` queued again.
 */
export async function sweepMedical(deps: AnalysisDeps) {
  const now = new Date(deps.clock());
  const expired = await expireAnalyses(
    deps,
    'MEDICAL',
    deps.config.retentionDays,
    {
      table: medicalAnalyses,
      id: medicalAnalyses.id,
      status: medicalAnalyses.status,
      completedAt: medicalAnalyses.completedAt,
      requestedAt: medicalAnalyses.requestedAt,
      clientEnc: medicalAnalyses.clientEnc,
    },
    { recordsEnc: null, resultEnc: null, summaryEnc: null },
  );
  const keepUntil = new Date(now.getTime() - AUTH_REQUEST_KEEP_MS);
  await deps.db
    .delete(medicalAuthRequests)
    .where(
      sql`coalesce(${medicalAuthRequests.endedAt}, ${medicalAuthRequests.expiresAt}) < ${keepUntil.toISOString()}::timestamptz`,
    );
  const lost = await deps.db
    .select({ id: medicalAnalyses.id })
    .from(medicalAnalyses)
    .where(
      and(
        eq(medicalAnalyses.status, 'REQUESTED'),
        lt(medicalAnalyses.requestedAt, new Date(now.getTime() - REQUEUE_AFTER_MS)),
      ),
    )
    .limit(100);
  for (const { id } of lost) await enqueue(deps, id);
  return { expired, requeued: lost.length };
}

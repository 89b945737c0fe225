import { and, eq, isNull, lt, lte } from 'drizzle-orm';
import { medicalAuthRequests } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';

/**
 * How often the client's phone is pushed again for one auth request, as a verification's code is resent: at most 3
 * retries from the first request, each at least 30 s after the push before it. A request is asked again once; its
 * retry carries the count on, so a chain of retries cannot branch.
 */
export const MAX_AUTH_RETRIES = 3;
export const AUTH_RETRY_INTERVAL_MS = 30_000;

type RetryState = Pick<typeof medicalAuthRequests.$inferSelect, 'retries' | 'retriedAt' | 'createdAt'>;

function tooSoon(waitMs: number) {
  const seconds = Math.ceil(waitMs / 1000);
  return new AppError('AUTH_RETRY_TOO_SOON', `Ask again in ${seconds} s`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

/**
 * Why a request (`DENIED`, `EXPIRED` or with a `FAILED` source) may not be asked again at `now`, or null: 400
 * `AUTH_RETRY_LIMIT` after 3 retries; 429 `AUTH_RETRY_TOO_SOON` within 30 s of the last push (its own, or the one of
 * its retry); 400 `AUTH_REQUEST_NOT_RETRYABLE` once it was asked again (the retry is the one to ask again).
 */
export function retryRefusal(row: RetryState, now: Date): AppError | null {
  if (row.retries >= MAX_AUTH_RETRIES) {
    return badRequest(
      'AUTH_RETRY_LIMIT',
      `A request is asked again at most ${MAX_AUTH_RETRIES} times: start a new one`,
    );
  }
  const wait = (row.retriedAt ?? row.createdAt).getTime() + AUTH_RETRY_INTERVAL_MS - now.getTime();
  if (wait > 0) return tooSoon(wait);
  if (row.retriedAt) {
    return badRequest('AUTH_REQUEST_NOT_RETRYABLE', 'The request was asked again already: ask its retry again');
  }
  return null;
}

/**
 * Marks the request asked again at `now` if it still may be, before any push is sent: one conditional update, so
 * that of retries sent together exactly one pushes the client. False when another got there first.
 */
export async function claimRetry(deps: AnalysisDeps, id: string, now: Date): Promise<boolean> {
  const [claimed] = await deps.db
    .update(medicalAuthRequests)
    .set({ retriedAt: now })
    .where(
      and(
        eq(medicalAuthRequests.id, id),
        isNull(medicalAuthRequests.retriedAt),
        lt(medicalAuthRequests.retries, MAX_AUTH_RETRIES),
        lte(medicalAuthRequests.createdAt, new Date(now.getTime() - AUTH_RETRY_INTERVAL_MS)),
      ),
    )
    .returning({ id: medicalAuthRequests.id });
  return claimed !== undefined;
}

/** What a retry that lost to another answers, from the request as it is now (read after the winner's mark). */
export const lostRetry = (now: RetryState, at: Date) => retryRefusal(now, at) ?? tooSoon(AUTH_RETRY_INTERVAL_MS);

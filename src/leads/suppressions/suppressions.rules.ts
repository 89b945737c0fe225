import type { SuppressionReason } from '../../db/schema/index.js';

/**
 * The pure rules of do-not-contact suppressions and erasure requests (consumer-rights.md §3–§4): the Korean labels,
 * the dates a request sets (`dueAt`, `expiresAt`) and which `requestedAt` is accepted. When an entry applies is the
 * database's `suppression_in_force` (`suppressionInForceSql`), the one definition every read shares.
 */

export const REASON_LABELS: Record<SuppressionReason, string> = {
  CONSUMER_REQUEST: '본인요청',
  DNC_REGISTRY: '두낫콜',
  ERASURE_REQUEST: '삭제요청',
  LEGAL: '법적요구',
  OTHER: '기타',
};

const DAY_MS = 86_400_000;
/** The person must be told the result within 10 days of asking (PIPA decree §44 for erasures, the same for 연락금지). */
export const NOTICE_DAYS = 10;
/** A 두낫콜 registration is in force five years. */
export const DNC_YEARS = 5;
/** How far back a request may be dated: a request taken on paper and entered late. */
export const MAX_BACKDATE_DAYS = 30;
/** Clock skew allowed for a `requestedAt` "now" sent by another machine. */
export const FUTURE_SKEW_MS = 60_000;

/** When the person must have been told the result. */
export const dueAtOf = (requestedAt: Date) => new Date(requestedAt.getTime() + NOTICE_DAYS * DAY_MS);

/** When the entry stops applying: five calendar years after the request for `DNC_REGISTRY` (UTC), else never. */
export function expiresAtOf(reason: SuppressionReason, requestedAt: Date): Date | null {
  if (reason !== 'DNC_REGISTRY') return null;
  const at = new Date(requestedAt.getTime());
  at.setUTCFullYear(at.getUTCFullYear() + DNC_YEARS);
  return at;
}

/**
 * `requestedAt` as given, or now when absent: not in the future (a minute of skew allowed), at most 30 days back.
 * Returns the date, or the rule it breaks.
 */
export function requestedAtOf(
  input: string | undefined,
  now: number,
): { ok: true; at: Date } | { ok: false; message: string } {
  if (input === undefined) return { ok: true, at: new Date(now) };
  const at = new Date(input);
  if (Number.isNaN(at.getTime())) return { ok: false, message: 'must be a date-time' };
  if (at.getTime() > now + FUTURE_SKEW_MS) return { ok: false, message: 'must not be in the future' };
  if (at.getTime() < now - MAX_BACKDATE_DAYS * DAY_MS) {
    return { ok: false, message: `must be at most ${MAX_BACKDATE_DAYS} days ago` };
  }
  return { ok: true, at };
}

/** Not told in time: no notice yet and the due date passed. */
export function isOverdue(entry: { resultNotifiedAt: Date | null; dueAt: Date }, now: number): boolean {
  return entry.resultNotifiedAt === null && entry.dueAt.getTime() < now;
}

import { AppError, type FieldError } from '../../platform/errors.js';
import { koreaDayStart, koreaMinuteOfDay } from '../../platform/korea-time.js';
import { clockMinutes, DAY_MINUTES, DAY_MS, MINUTE_MS } from './schedule.rules.js';

/**
 * When a consultant's lead message goes out (routing contract §4): 60 s after the first lead not yet notified to
 * them, unless that falls in their quiet hours, which hold it until they end. Pure: instants are given.
 */

/** Korea-time `HH:MM`; the period may wrap midnight (`21:00`–`08:00`). Equal ends mean no quiet hours. */
export interface QuietHours {
  from: string;
  to: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { from: '21:00', to: '08:00' };

/** A message covers every lead that became the consultant's in this time after the first one. */
export const BATCH_DELAY_MS = 60_000;

/** What is wrong with quiet hours, each problem naming `<field>.from` or `<field>.to`; empty when they are valid. */
export function quietHoursProblems(raw: { from?: unknown; to?: unknown }, field = 'quietHours'): FieldError[] {
  const problems: FieldError[] = [];
  const from = clockMinutes(raw.from);
  const to = clockMinutes(raw.to, true);
  if (from === null) problems.push({ field: `${field}.from`, message: 'must be HH:MM from 00:00 to 23:59' });
  if (to === null) problems.push({ field: `${field}.to`, message: 'must be HH:MM from 00:00 to 24:00' });
  // Quiet all day would hold every message for good: channel NONE says that.
  else if (from === 0 && to === DAY_MINUTES) {
    problems.push({ field: `${field}.to`, message: 'must leave some hours for messages (channel NONE sends none)' });
  }
  return problems;
}

/** Quiet hours checked; omitted or null → the default. Problems → 400 VALIDATION_FAILED naming every one. */
export function parseQuietHours(
  raw: { from?: unknown; to?: unknown } | null | undefined,
  field = 'quietHours',
): QuietHours {
  if (raw === null || raw === undefined) return DEFAULT_QUIET_HOURS;
  const problems = quietHoursProblems(raw, field);
  if (problems.length > 0) {
    const detail = problems.map((p) => `${p.field}: ${p.message}`).join('; ');
    throw new AppError('VALIDATION_FAILED', detail, { errors: problems });
  }
  return { from: raw.from as string, to: raw.to as string };
}

const boundsOf = (quiet: QuietHours) => ({
  from: clockMinutes(quiet.from) as number,
  to: clockMinutes(quiet.to, true) as number,
});

/** Whether `at` falls in the quiet hours (`from` inclusive, `to` exclusive). */
export function isQuiet(at: Date, quiet: QuietHours): boolean {
  const { from, to } = boundsOf(quiet);
  const minute = koreaMinuteOfDay(at);
  // 24:00 is later than every `from`, so only a `to` before `from` wraps midnight.
  return from < to ? minute >= from && minute < to : from > to && (minute >= from || minute < to);
}

/** When the quiet period around `at` ends: `at` itself when it is not quiet. */
export function quietEnd(at: Date, quiet: QuietHours): Date {
  if (!isQuiet(at, quiet)) return at;
  const { to } = boundsOf(quiet);
  const dayStart = koreaDayStart(at).getTime();
  // Quiet after `to` on the clock means the period wrapped midnight: it ends at tomorrow's `to`.
  const endsToday = koreaMinuteOfDay(at) < to;
  return new Date(dayStart + (endsToday ? 0 : DAY_MS) + to * MINUTE_MS);
}

/**
 * When the message about the consultant's waiting leads goes out: 60 s after the first lead not yet notified became
 * theirs, or, when that falls in quiet hours, at their end.
 */
export const notifyAt = (firstUnnotifiedAt: Date, quiet: QuietHours): Date =>
  quietEnd(new Date(firstUnnotifiedAt.getTime() + BATCH_DELAY_MS), quiet);

import { isCalendarDate } from '../../platform/dates.js';

/**
 * The pure rules of source quality (routing.md §7; docs/decisions/routing.md, "Source quality"): which refusals it
 * counts and under which heading, the range of Korea-time days it covers, how fresh kept figures must be, and the
 * rounding of the median. No database, no clock: the service passes the instant.
 */

/** The headings of `rejected`. */
export const REJECTION_KINDS = ['DUPLICATE_CONTACT', 'CONTACT_SUPPRESSED', 'CONSENT', 'SSN_NOT_ACCEPTED'] as const;
export type RejectionKind = (typeof REJECTION_KINDS)[number];

/**
 * The heading a refusal's code counts under, or null when source quality does not count it. Every `CONSENT_*` code
 * is one heading; a row of an import with the phone of an earlier row of the same file (`DUPLICATE_IN_FILE`) is a
 * duplicate contact the source sent, as a second registration of the phone would be.
 */
export function rejectionKindOf(code: string): RejectionKind | null {
  if (code === 'DUPLICATE_CONTACT' || code === 'DUPLICATE_IN_FILE') return 'DUPLICATE_CONTACT';
  if (code === 'CONTACT_SUPPRESSED' || code === 'SSN_NOT_ACCEPTED') return code;
  if (code.startsWith('CONSENT_')) return 'CONSENT';
  return null;
}

/** At most this many days in one range, both ends counted: a leap year. */
export const MAX_RANGE_DAYS = 366;
/** The years a range may name: a date outside them is a typing mistake. */
export const RANGE_YEARS = { minimum: 2000, maximum: 2100 } as const;

const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3_600_000;

/** A checked range: its Korea dates and the instants it covers, `end` exclusive (the Korea midnight after `to`). */
export interface QualityRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

export type RangeCheck = { ok: true; range: QualityRange } | { ok: false; field: 'from' | 'to'; message: string };

/** Days since 1970-01-01 of a `YYYY-MM-DD` calendar day of the accepted years, or null. */
function dayNumber(raw: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDate(year, month, day) || year < RANGE_YEARS.minimum || year > RANGE_YEARS.maximum) return null;
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** `from` and `to`, Korea-time days both included: real days, `from` not after `to`, at most 366 days. */
export function checkRange(from: string, to: string): RangeCheck {
  const first = dayNumber(from);
  if (first === null) return { ok: false, field: 'from', message: notADay };
  const last = dayNumber(to);
  if (last === null) return { ok: false, field: 'to', message: notADay };
  if (first > last) return { ok: false, field: 'from', message: 'must not be after to' };
  if (last - first + 1 > MAX_RANGE_DAYS) {
    return { ok: false, field: 'to', message: `must be at most ${MAX_RANGE_DAYS} days from from, both included` };
  }
  const start = new Date(first * DAY_MS - KST_OFFSET_MS);
  const end = new Date((last + 1) * DAY_MS - KST_OFFSET_MS);
  return { ok: true, range: { from, to, start, end } };
}

const notADay = `must be a calendar day YYYY-MM-DD of the years ${RANGE_YEARS.minimum}–${RANGE_YEARS.maximum}`;

/** How old kept figures may be. */
export const FIGURES_MAX_AGE_MS = 3_600_000;

/**
 * Kept figures are answered while at most an hour old; figures dated after `now` (a clock set back) are computed
 * again rather than trusted.
 */
export const figuresFresh = (asOf: number, now: number) => now >= asOf && now - asOf <= FIGURES_MAX_AGE_MS;

/** The median of the durations in seconds as whole minutes, to the nearest (a half minute up); null when none. */
export function medianMinutes(medianSeconds: number | null): number | null {
  if (medianSeconds === null) return null;
  return Math.floor(medianSeconds / 60 + 0.5);
}

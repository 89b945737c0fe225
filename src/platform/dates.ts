import { validationFailed } from './errors.js';

const KST_MS = 9 * 3_600_000;

/**
 * An instant whose UTC year is 0001–9999: what ISO 8601 text without an expanded year (and so the database's input
 * format) can carry. `9999-12-31T23:59:59-14:00` is valid text, but its instant falls in year 10000.
 */
export const inStorableRange = (d: Date) => {
  const year = d.getUTCFullYear();
  return !Number.isNaN(year) && year >= 1 && year <= 9999;
};

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** True when `year`-`month`-`day` is a day of the (proleptic) Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  // A month outside 1–12 has no length (undefined), and no day is ≤ undefined.
  const length = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return day >= 1 && day <= length;
}

function kstMidnight(year: number, month: number, day: number): Date | null {
  if (!isCalendarDate(year, month, day)) return null;
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  return new Date(new Date(0).setUTCFullYear(year, month - 1, day) - KST_MS);
}

/**
 * A date-only input (`YYYY-MM-DD` or `YYYYMMDD`) is a Korea-time day; with `endOfDay` the result is the next
 * midnight, so a `< ` comparison includes the whole day. A full ISO 8601 date-time with offset is taken as given.
 */
export function parseKstDate(input: string, field: string, endOfDay = false): Date {
  const value = input.trim();
  const dateOnly = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  if (dateOnly) {
    const start = kstMidnight(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
    if (!start || !inStorableRange(start)) throw validationFailed(field, 'is not a valid date');
    return endOfDay ? new Date(start.getTime() + 86_400_000) : start;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const d = new Date(value);
    if (!Number.isNaN(d.getTime())) {
      if (!inStorableRange(d)) throw validationFailed(field, 'must fall between the years 0001 and 9999 (UTC)');
      return d;
    }
  }
  throw validationFailed(field, 'must be YYYY-MM-DD (Korea time) or an ISO 8601 date-time with offset');
}

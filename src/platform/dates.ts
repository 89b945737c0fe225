import { validationFailed } from './errors.js';

const KST_MS = 9 * 3_600_000;

function kstMidnight(year: number, month: number, day: number): Date | null {
  const utc = Date.UTC(year, month - 1, day);
  const d = new Date(utc);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return new Date(utc - KST_MS);
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
    if (!start) throw validationFailed(field, 'is not a valid date');
    return endOfDay ? new Date(start.getTime() + 86_400_000) : start;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const d = new Date(value);
    if (!Number.isNaN(d.getTime())) return d;
  }
  throw validationFailed(field, 'must be YYYY-MM-DD (Korea time) or an ISO 8601 date-time with offset');
}

/** `YYYY-MM-DD` of an instant in Korea time. */
export function kstDay(d: Date): string {
  return new Date(d.getTime() + KST_MS).toISOString().slice(0, 10);
}

import { inStorableRange } from './dates.js';

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:MM:SS` in Korea time (Asia/Seoul has no daylight saving). */
export const koreaDateTime = (d: Date) =>
  new Date(d.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** `YYYY-MM-DD`, the Korea-time date of an instant. */
export const koreaDate = (d: Date) => new Date(d.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/** Parses `YYYY-MM-DD HH:MM:SS` as Korea time, or an ISO 8601 date-time with its own offset; null if invalid. */
export function parseKoreaDateTime(raw: string): Date | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(raw);
  const date = local ? new Date(`${raw.replace(' ', 'T')}+09:00`) : new Date(raw);
  if (!inStorableRange(date)) return null; // also an invalid date; year 10000 in UTC cannot be stored
  if (local && koreaDateTime(date) !== raw.replace('T', ' ')) return null; // 2026-02-30 and the like
  return date;
}

/** `YYYYMMDD` → `YYYY-MM-DD` if it is a real calendar date, else null. */
export function parseCompactDate(raw: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

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

const DAY_MS = 86_400_000;

/** The Korea-time midnight that starts the day of an instant. */
export const koreaDayStart = (d: Date) =>
  new Date(Math.floor((d.getTime() + KST_OFFSET_MS) / DAY_MS) * DAY_MS - KST_OFFSET_MS);

/** The Korea-time midnight that ends the day of an instant (the next day's start). */
export const koreaNextDayStart = (d: Date) => new Date(koreaDayStart(d).getTime() + DAY_MS);

/** Whole minutes since the Korea-time midnight of the instant's day: 0–1439. */
export const koreaMinuteOfDay = (d: Date) => Math.floor((d.getTime() - koreaDayStart(d).getTime()) / 60_000);

/** The day of the week in Korea time: 0 Sunday, 1 Monday … 6 Saturday. */
export const koreaWeekday = (d: Date) => new Date(d.getTime() + KST_OFFSET_MS).getUTCDay();

/** `YYYY-MM`, the Korea-time calendar month of an instant. */
export const koreaMonth = (d: Date) => koreaDate(d).slice(0, 7);

/** The Korea-time midnight that starts the calendar month after the instant's. */
export function koreaNextMonthStart(d: Date): Date {
  const local = new Date(d.getTime() + KST_OFFSET_MS);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999; month 12 rolls into the next year.
  return new Date(new Date(0).setUTCFullYear(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - KST_OFFSET_MS);
}

/** The Korea-time midnight that starts the calendar month of the instant. */
export function koreaMonthStart(d: Date): Date {
  const local = new Date(d.getTime() + KST_OFFSET_MS);
  return new Date(new Date(0).setUTCFullYear(local.getUTCFullYear(), local.getUTCMonth(), 1) - KST_OFFSET_MS);
}

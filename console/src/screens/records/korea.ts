/** Date-time fields typed and shown in Korea time, whatever the browser's zone (Asia/Seoul has no daylight saving). */
const KST_MS = 9 * 3600_000;

/** An instant as a `datetime-local` field's value in Korea time (`2026-12-01T09:30`); '' for none. */
export function toKoreaInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + KST_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Korea time, as an ISO instant; null for an empty field. */
export function fromKoreaInput(value: string): string | null {
  if (value === '') return null;
  const at = new Date(`${value}:00+09:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** Today in Korea as `YYYY-MM-DD`, `days` days back (0: today). */
export function koreaDay(days = 0): string {
  return new Date(Date.now() + KST_MS - days * 86_400_000).toISOString().slice(0, 10);
}

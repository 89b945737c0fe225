/** Dates and times as Korean operators read them: Korea time, whatever the browser's zone. */
const dateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const number = new Intl.NumberFormat('ko-KR');

export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatNumber = (n: number | null | undefined) => (n === null || n === undefined ? '—' : number.format(n));
export const formatPercent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
/** `2026-11-27` → `11/27` for chart axes. */
export const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

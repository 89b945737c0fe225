/**
 * Calendar-date arithmetic for the analyses (contract §7.1): dates are `YYYY-MM-DD` strings of the Korean calendar
 * day, with no time of day and no time zone, so everything here is integer arithmetic on year, month and day. A date
 * string of this form (four-digit year) sorts as text in calendar order, so callers compare dates with `<`.
 *
 * Two different rules meet at 29 February and both are the contract's or the calendar's, not choices:
 * - a birthday on 29 February falls on 1 March in common years (만 나이 and "the birthday at age N");
 * - adding years or months keeps the day, or takes the month's last day when the month is shorter
 *   (29 February 2024 + 3 years = 28 February 2027; 31 March − 1 month = 28 or 29 February).
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

export const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

function checked(year: number, month: number, day: number, text: string): CalendarDate {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`not a calendar date: ${text}`);
  }
  return { year, month, day };
}

function parseWith(pattern: RegExp, text: string): CalendarDate {
  const m = pattern.exec(text);
  if (!m) throw new RangeError(`not a calendar date: ${text}`);
  return checked(Number(m[1]), Number(m[2]), Number(m[3]), text);
}

/** `YYYY-MM-DD` → its parts; a malformed or impossible date (2026-02-29) is a RangeError. */
export const parseIsoDate = (text: string) => parseWith(ISO, text);

/** True when `text` is a real calendar date written `YYYY-MM-DD` (years 0001–9999). */
export function isIsoDate(text: string): boolean {
  try {
    parseIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Parts → `YYYY-MM-DD`; outside the years 0001–9999 (four digits) there is no such string: RangeError. */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  if (year < 1 || year > 9999) throw new RangeError(`year out of range: ${year}`);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** `YYYYMMDD` (how birth dates are written in the API) → `YYYY-MM-DD`. */
export const compactToIso = (text: string) => formatIsoDate(parseWith(COMPACT, text));

/** `YYYY-MM-DD` → `YYYYMMDD`. */
export function isoToCompact(text: string): string {
  parseIsoDate(text);
  return text.replaceAll('-', '');
}

/** A date in either form (`YYYYMMDD` or `YYYY-MM-DD`) → `YYYY-MM-DD`. */
export function toIsoDate(text: string): string {
  if (COMPACT.test(text)) return compactToIso(text);
  parseIsoDate(text);
  return text;
}

/** The month and day of the birthday in `year`: 29 February falls on 1 March in common years. */
function birthdayIn(birth: CalendarDate, year: number): { month: number; day: number } {
  return birth.month === 2 && birth.day === 29 && !isLeapYear(year)
    ? { month: 3, day: 1 }
    : { month: birth.month, day: birth.day };
}

/**
 * 만 나이 on `date`: completed years since `birthDate` (both `YYYY-MM-DD`); the age goes up on the birthday itself.
 * Before the birth date the result is negative.
 */
export function ageOn(birthDate: string, date: string): number {
  const birth = parseIsoDate(birthDate);
  const on = parseIsoDate(date);
  const birthday = birthdayIn(birth, on.year);
  const before = on.month < birthday.month || (on.month === birthday.month && on.day < birthday.day);
  return on.year - birth.year - (before ? 1 : 0);
}

/** The day the person born on `birthDate` turns `age` (만 나이): the first day on which `ageOn` gives `age`. */
export function birthdayAtAge(birthDate: string, age: number): string {
  const birth = parseIsoDate(birthDate);
  const year = birth.year + age;
  return formatIsoDate({ year, ...birthdayIn(birth, year) });
}

/** `date` + `months` calendar months (negative goes back); a day the target month lacks becomes its last day. */
export function addMonths(date: string, months: number): string {
  const d = parseIsoDate(date);
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return formatIsoDate({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
}

/** `date` + `years` (negative goes back); 29 February becomes 28 February in a common year. */
export const addYears = (date: string, years: number) => addMonths(date, years * 12);

// Days since 1970-01-01 of a proleptic Gregorian date and back (H. Hinnant's civil-date algorithms): integers only,
// with none of Date's readings of years 0–99.
function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function fromDayNumber(n: number): CalendarDate {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** `date` + `days` (negative goes back). */
export const addDays = (date: string, days: number) =>
  formatIsoDate(fromDayNumber(dayNumber(parseIsoDate(date)) + days));

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(parseIsoDate(to)) - dayNumber(parseIsoDate(from));

/**
 * The first day of the period of `months` months (or `years` years) that ends on `date` inclusive: the day after
 * the same date that many months earlier (the last 5 years on 2026-03-15 run from 2021-03-16). Windows of the
 * medical analysis ("treatments of the last 5 years", "within 3 months") start here.
 */
export function windowStart(date: string, length: { months?: number; years?: number }): string {
  const months = (length.years ?? 0) * 12 + (length.months ?? 0);
  return addDays(addMonths(date, -months), 1);
}

import type { Schedule } from '../../db/schema/routing.js';
import { AppError, type FieldError } from '../../platform/errors.js';
import { koreaDate, koreaDayStart, koreaMinuteOfDay, koreaWeekday } from '../../platform/korea-time.js';

/**
 * An order's schedule (routing contract §1): the days and Korea-time hours in which the allocation engine may assign
 * to it, and whether it skips holidays. Pure: the instant is given, and holidays come in as a set of Korea dates
 * (`YYYY-MM-DD`) that the caller read.
 */

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Korea dates (`YYYY-MM-DD`) that are holidays. */
export type Holidays = ReadonlySet<string>;

/** Days once each, Monday first; `from` 00:00–23:59 and `to` later, up to 24:00 (exclusive), Korea time. */
export type { Schedule };

/** A schedule as a request or a stored row carries it: unchecked. */
export interface ScheduleInput {
  days?: unknown;
  from?: unknown;
  to?: unknown;
  skipHolidays?: unknown;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const DAY_MINUTES = 1440;

/** Minutes since midnight of `HH:MM` (00:00–23:59; also 24:00 with `endOfDay`), or null if it is not one. */
export function clockMinutes(text: unknown, endOfDay = false): number | null {
  if (typeof text !== 'string') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return endOfDay && text === '24:00' ? DAY_MINUTES : null;
}

/** The weekday of an instant's Korea-time day. */
export const weekdayOf = (at: Date): Weekday => WEEKDAYS[(koreaWeekday(at) + 6) % 7];

const isWeekday = (value: unknown): value is Weekday => WEEKDAYS.some((day) => day === value);

/** What is wrong with a schedule, each problem naming `<field>.<part>`; empty when it is valid. */
export function scheduleProblems(raw: ScheduleInput, field = 'schedule'): FieldError[] {
  const problems: FieldError[] = [];
  const { days } = raw;
  if (!Array.isArray(days) || days.length === 0 || !days.every(isWeekday)) {
    problems.push({ field: `${field}.days`, message: 'must be a non-empty set of MON, TUE, WED, THU, FRI, SAT, SUN' });
  }
  const from = clockMinutes(raw.from);
  const to = clockMinutes(raw.to, true);
  if (from === null) problems.push({ field: `${field}.from`, message: 'must be HH:MM from 00:00 to 23:59' });
  if (to === null) problems.push({ field: `${field}.to`, message: 'must be HH:MM from 00:01 to 24:00' });
  else if (from !== null && from >= to) {
    problems.push({ field: `${field}.to`, message: 'must be later than from (a window does not run past midnight)' });
  }
  if (raw.skipHolidays !== undefined && typeof raw.skipHolidays !== 'boolean') {
    problems.push({ field: `${field}.skipHolidays`, message: 'must be true or false' });
  }
  return problems;
}

/**
 * A schedule checked and normalized: its days once each, Monday first, and `skipHolidays` false when omitted. Null
 * (no schedule) stays null. A schedule with problems → 400 VALIDATION_FAILED naming every one.
 */
export function parseSchedule(raw: ScheduleInput | null, field = 'schedule'): Schedule | null {
  if (raw === null) return null;
  const problems = scheduleProblems(raw, field);
  if (problems.length > 0) {
    const detail = problems.map((p) => `${p.field}: ${p.message}`).join('; ');
    throw new AppError('VALIDATION_FAILED', detail, { errors: problems });
  }
  const days = raw.days as Weekday[];
  return {
    days: WEEKDAYS.filter((day) => days.includes(day)),
    from: raw.from as string,
    to: raw.to as string,
    skipHolidays: raw.skipHolidays === true,
  };
}

/** Whether an instant's Korea-time day is one of the schedule's days, and not a holiday it skips. */
export function scheduledDay(schedule: Schedule, at: Date, holidays: Holidays): boolean {
  return schedule.days.includes(weekdayOf(at)) && !(schedule.skipHolidays && holidays.has(koreaDate(at)));
}

/** Whether the engine may assign at `at`: always without a schedule; else on a scheduled day, `from` ≤ time < `to`. */
export function insideSchedule(schedule: Schedule | null, at: Date, holidays: Holidays): boolean {
  if (schedule === null) return true;
  const minute = koreaMinuteOfDay(at);
  const from = clockMinutes(schedule.from) as number;
  const to = clockMinutes(schedule.to, true) as number;
  return minute >= from && minute < to && scheduledDay(schedule, at, holidays);
}

/**
 * The next window start strictly after `after`: the `from` time of the next scheduled day that is not a skipped
 * holiday. The engine offers waiting leads again then. Ends: every week has a scheduled day and holidays are finite.
 */
export function nextOpening(schedule: Schedule, after: Date, holidays: Holidays): Date {
  if (schedule.days.length === 0) throw new RangeError('a schedule has at least one day');
  const from = clockMinutes(schedule.from) as number;
  for (let day = koreaDayStart(after).getTime(); ; day += DAY_MS) {
    const opening = new Date(day + from * MINUTE_MS);
    if (opening > after && scheduledDay(schedule, opening, holidays)) return opening;
  }
}

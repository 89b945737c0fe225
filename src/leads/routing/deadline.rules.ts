import { koreaDayStart } from '../../platform/korea-time.js';
import { DAY_MS, type Holidays, MINUTE_MS, type Schedule, scheduledDay } from './schedule.rules.js';

/**
 * The first-contact deadline (routing contract §6): it counts only contactable minutes. Pure: the start, the
 * minutes and the holidays are given.
 *
 * A contactable minute is one of Korea time 08:00–21:00, or of the whole day when the lead's consent has
 * `NIGHT_CONTACT`; on the order's schedule days when it has a schedule, and not on holidays when that schedule skips
 * them. The schedule's hours do not narrow it (they say when leads arrive, not when people may be called), and an
 * order without a schedule counts holidays like any day.
 */

/** Korea time when calls are made without a night-contact consent: 08:00 to 21:00. */
export const CONTACT_HOURS = { from: 8 * 60, to: 21 * 60 } as const;

/** What decides which minutes count for a lead. */
export interface ContactWindow {
  /** The lead's consent has `NIGHT_CONTACT`: every hour of a counted day counts. */
  nightContact: boolean;
  /** The order's schedule: only its days and `skipHolidays` are read. */
  schedule: Schedule | null;
  holidays: Holidays;
}

/**
 * When the clock starts: the later of the lead's confirmation and the sending of the consultant's message about it.
 * `toldAt` null means no message will be sent (channel `NONE`): the confirmation starts it.
 */
export const clockStart = (confirmedAt: Date, toldAt: Date | null): Date =>
  toldAt !== null && toldAt > confirmedAt ? toldAt : confirmedAt;

/** The contactable span [open, close) of the Korea-time day that starts at `dayStart` (ms), or null when none. */
function spanOf(dayStart: number, window: ContactWindow): { open: number; close: number } | null {
  if (window.schedule !== null && !scheduledDay(window.schedule, new Date(dayStart), window.holidays)) return null;
  if (window.nightContact) return { open: dayStart, close: dayStart + DAY_MS };
  return { open: dayStart + CONTACT_HOURS.from * MINUTE_MS, close: dayStart + CONTACT_HOURS.to * MINUTE_MS };
}

/** Whether the minute around `at` counts. */
export function isContactable(at: Date, window: ContactWindow): boolean {
  const span = spanOf(koreaDayStart(at).getTime(), window);
  return span !== null && at.getTime() >= span.open && at.getTime() < span.close;
}

/** The instant at which `ms` contactable milliseconds from `start` are used up. */
function afterContactable(start: Date, ms: number, window: ContactWindow): Date {
  if (window.schedule?.days.length === 0) throw new RangeError('a schedule has at least one day');
  let remaining = ms;
  // Ends: every week has a counted day (holidays are finite), and each counted day takes a positive share.
  for (let day = koreaDayStart(start).getTime(); ; day += DAY_MS) {
    const span = spanOf(day, window);
    if (span === null) continue;
    const from = Math.max(span.open, start.getTime());
    const available = span.close - from;
    // A start at or after the day's close waits for the next counted day.
    if (available <= 0) continue;
    if (remaining <= available) return new Date(from + remaining);
    remaining -= available;
  }
}

/**
 * The first-contact deadline: `minutes` contactable minutes after `start`. It falls at the end of a contactable
 * minute (21:00 when the last one is 20:59); with 0 minutes it is the first contactable instant from `start`.
 */
export const contactDeadline = (start: Date, minutes: number, window: ContactWindow): Date =>
  afterContactable(start, minutes * MINUTE_MS, window);

/** When the consultant is told that half the first-contact time has passed: half the contactable minutes. */
export const halfTimeAt = (start: Date, minutes: number, window: ContactWindow): Date =>
  afterContactable(start, (minutes * MINUTE_MS) / 2, window);

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type ContactWindow,
  clockStart,
  contactDeadline,
  halfTimeAt,
  isContactable,
} from '../../../src/leads/routing/deadline.rules.js';
import type { Schedule } from '../../../src/leads/routing/schedule.rules.js';
import { HOLIDAYS, kst } from './helpers.js';

const DAYTIME: ContactWindow = { nightContact: false, schedule: null, holidays: HOLIDAYS };
const NIGHT: ContactWindow = { ...DAYTIME, nightContact: true };
const WEEKDAYS: Schedule = {
  days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  from: '09:00',
  to: '18:00',
  skipHolidays: true,
};
const WEEKDAYS_SKIPPING: ContactWindow = { ...DAYTIME, schedule: WEEKDAYS };

const deadline = (start: string, minutes: number, window: ContactWindow) =>
  contactDeadline(kst(start), minutes, window).toISOString();

test('the clock starts at the later of the confirmation and the message; no message → the confirmation', () => {
  const confirmed = kst('2026-03-06 20:30');
  const told = kst('2026-03-06 20:31');
  assert.equal(clockStart(confirmed, told), told);
  assert.equal(clockStart(told, confirmed), told);
  assert.equal(clockStart(confirmed, confirmed), confirmed);
  assert.equal(clockStart(confirmed, null), confirmed);
});

test("the contract's example: confirmed Friday 20:30, told 20:31, 120 minutes → Saturday 09:31", () => {
  const start = clockStart(kst('2026-03-06 20:30'), kst('2026-03-06 20:31'));
  assert.equal(contactDeadline(start, 120, DAYTIME).toISOString(), kst('2026-03-07 09:31').toISOString());
});

test('only 08:00–21:00 Korea time counts without a night-contact consent', () => {
  const cases: [string, number, string][] = [
    ['2026-03-04 10:00', 60, '2026-03-04 11:00'],
    ['2026-03-04 10:00:30', 1, '2026-03-04 10:01:30'],
    ['2026-03-04 06:00', 30, '2026-03-04 08:30'],
    ['2026-03-04 07:59:59', 1, '2026-03-04 08:01'],
    ['2026-03-04 22:00', 30, '2026-03-05 08:30'],
    ['2026-03-04 20:00', 60, '2026-03-04 21:00'], // the last minute counted is 20:59
    ['2026-03-04 20:00', 61, '2026-03-05 08:01'],
    ['2026-03-04 21:00', 5, '2026-03-05 08:05'],
    ['2026-03-04 23:59:59', 5, '2026-03-05 08:05'],
    ['2026-03-04 00:00', 780, '2026-03-04 21:00'], // a whole day is 13 hours
    ['2026-03-04 00:00', 781, '2026-03-05 08:01'],
    // The longest deadline, 10,080 minutes: twelve whole days and twelve hours.
    ['2026-03-09 08:00', 10_080, '2026-03-21 20:00'],
    // Across a month end in Korea time (UTC is still on the 31st at Korea's 08:00 on the 1st).
    ['2026-03-31 20:50', 20, '2026-04-01 08:10'],
  ];
  for (const [start, minutes, expected] of cases) {
    assert.equal(deadline(start, minutes, DAYTIME), kst(expected).toISOString(), `${start} + ${minutes}`);
  }
});

test('with a night-contact consent every minute counts, across midnight', () => {
  assert.equal(deadline('2026-03-06 20:31', 120, NIGHT), kst('2026-03-06 22:31').toISOString());
  assert.equal(deadline('2026-03-06 23:30', 60, NIGHT), kst('2026-03-07 00:30').toISOString());
  assert.equal(deadline('2026-03-06 23:00', 60, NIGHT), kst('2026-03-07 00:00').toISOString());
  assert.equal(deadline('2026-03-06 03:00', 1440, NIGHT), kst('2026-03-07 03:00').toISOString());
});

test('an order without a schedule counts weekends and holidays like any day', () => {
  // 설날 2026: Monday 16 to Wednesday 18 February.
  assert.equal(deadline('2026-02-13 20:31', 120, DAYTIME), kst('2026-02-14 09:31').toISOString());
  assert.equal(deadline('2026-02-15 20:31', 120, DAYTIME), kst('2026-02-16 09:31').toISOString());
});

test("a schedule's days count, its hours do not; a holiday weekend is skipped when the schedule skips holidays", () => {
  assert.equal(deadline('2026-03-06 20:31', 120, WEEKDAYS_SKIPPING), kst('2026-03-09 09:31').toISOString());
  // Before the schedule's 09:00 and after its 18:00 still count.
  assert.equal(deadline('2026-03-04 08:00', 30, WEEKDAYS_SKIPPING), kst('2026-03-04 08:30').toISOString());
  assert.equal(deadline('2026-03-04 18:30', 30, WEEKDAYS_SKIPPING), kst('2026-03-04 19:00').toISOString());
  // 설날: Friday evening, then the weekend and three holidays: Thursday.
  assert.equal(deadline('2026-02-13 20:31', 120, WEEKDAYS_SKIPPING), kst('2026-02-19 09:31').toISOString());
  // 추석 2026: Thursday 24 to Saturday 26 September; started on the Wednesday evening.
  assert.equal(deadline('2026-09-23 20:00', 180, WEEKDAYS_SKIPPING), kst('2026-09-28 10:00').toISOString());
  const working: ContactWindow = { ...WEEKDAYS_SKIPPING, schedule: { ...WEEKDAYS, skipHolidays: false } };
  assert.equal(deadline('2026-02-13 20:31', 120, working), kst('2026-02-16 09:31').toISOString());
  // A start on a day that does not count waits for the next that does.
  assert.equal(deadline('2026-03-07 10:00', 10, WEEKDAYS_SKIPPING), kst('2026-03-09 08:10').toISOString());
});

test('with a night-contact consent and a schedule skipping holidays, whole days count and holidays none', () => {
  const window: ContactWindow = { ...WEEKDAYS_SKIPPING, nightContact: true };
  assert.equal(deadline('2026-02-13 23:00', 120, window), kst('2026-02-19 01:00').toISOString());
  // 2026-03-02 (Monday, a substitute holiday) starts at 15:00 UTC on 1 March: it is skipped as a Korea day.
  assert.equal(deadline('2026-02-27 23:30', 60, window), kst('2026-03-03 00:30').toISOString());
});

test('half the first-contact time is half the contactable minutes', () => {
  assert.equal(halfTimeAt(kst('2026-03-06 20:31'), 120, DAYTIME).toISOString(), kst('2026-03-07 08:31').toISOString());
  assert.equal(halfTimeAt(kst('2026-03-04 10:00'), 5, DAYTIME).toISOString(), kst('2026-03-04 10:02:30').toISOString());
  assert.equal(
    halfTimeAt(kst('2026-02-13 20:31'), 120, WEEKDAYS_SKIPPING).toISOString(),
    kst('2026-02-19 08:31').toISOString(),
  );
});

test('no minutes: the first contactable instant from the start', () => {
  assert.equal(deadline('2026-03-04 10:00', 0, DAYTIME), kst('2026-03-04 10:00').toISOString());
  assert.equal(deadline('2026-03-04 22:00', 0, DAYTIME), kst('2026-03-05 08:00').toISOString());
  assert.equal(deadline('2026-03-04 21:00', 0, DAYTIME), kst('2026-03-05 08:00').toISOString());
  assert.equal(deadline('2026-03-04 20:59:59', 0, DAYTIME), kst('2026-03-04 20:59:59').toISOString());
  assert.equal(deadline('2026-03-07 10:00', 0, WEEKDAYS_SKIPPING), kst('2026-03-09 08:00').toISOString());
});

test('which instants are contactable', () => {
  const cases: [string, ContactWindow, boolean][] = [
    ['2026-03-04 07:59:59.999', DAYTIME, false],
    ['2026-03-04 08:00', DAYTIME, true],
    ['2026-03-04 20:59:59.999', DAYTIME, true],
    ['2026-03-04 21:00', DAYTIME, false],
    ['2026-03-04 03:00', NIGHT, true],
    ['2026-03-04 23:59:59.999', NIGHT, true],
    ['2026-03-07 10:00', WEEKDAYS_SKIPPING, false], // Saturday
    ['2026-03-02 10:00', WEEKDAYS_SKIPPING, false], // a holiday
    ['2026-03-02 10:00', DAYTIME, true],
    ['2026-03-03 10:00', WEEKDAYS_SKIPPING, true],
  ];
  for (const [at, window, expected] of cases) assert.equal(isContactable(kst(at), window), expected, at);
});

test('a schedule without days has no contactable minute: refused rather than searched for ever', () => {
  const never: ContactWindow = { ...DAYTIME, schedule: { ...WEEKDAYS, days: [] } };
  assert.throws(() => contactDeadline(kst('2026-03-04 10:00'), 10, never), {
    name: 'RangeError',
    message: 'a schedule has at least one day',
  });
});

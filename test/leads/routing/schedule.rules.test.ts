import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  clockMinutes,
  insideSchedule,
  nextOpening,
  parseSchedule,
  type Schedule,
  type ScheduleInput,
  scheduledDay,
  scheduleProblems,
  weekdayOf,
} from '../../../src/leads/routing/schedule.rules.js';
import { AppError } from '../../../src/platform/errors.js';
import { HOLIDAYS, kst, NO_HOLIDAYS } from './helpers.js';

const WEEKDAYS_9_TO_6: Schedule = {
  days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  from: '09:00',
  to: '18:00',
  skipHolidays: true,
};

test('HH:MM is minutes since midnight; 24:00 only as an end', () => {
  const cases: [unknown, boolean, number | null][] = [
    ['00:00', false, 0],
    ['09:05', false, 545],
    ['19:59', false, 1199],
    ['20:00', false, 1200],
    ['23:59', false, 1439],
    ['24:00', false, null],
    ['24:00', true, 1440],
    ['24:01', true, null],
    ['25:00', true, null],
    ['07:60', false, null],
    ['7:00', false, null],
    [' 07:00', false, null],
    ['07:00 ', false, null],
    ['0700', false, null],
    [700, false, null],
    [undefined, true, null],
  ];
  for (const [text, endOfDay, minutes] of cases) {
    assert.equal(clockMinutes(text, endOfDay), minutes, `${String(text)} ${endOfDay}`);
  }
});

test('the weekday is the Korea-time day: Friday 00:30 in Korea is still Thursday in UTC', () => {
  assert.equal(weekdayOf(kst('2026-03-06 00:30')), 'FRI');
  assert.equal(weekdayOf(kst('2026-03-05 23:59:59')), 'THU');
  assert.equal(weekdayOf(kst('2026-03-08 12:00')), 'SUN');
  assert.equal(weekdayOf(kst('2026-03-09 00:00')), 'MON');
  assert.equal(weekdayOf(kst('2026-03-07 12:00')), 'SAT');
});

test('a valid schedule has no problems; 24:00 ends the day; skipHolidays may be omitted', () => {
  assert.deepEqual(scheduleProblems({ days: ['MON'], from: '09:00', to: '18:00', skipHolidays: true }), []);
  assert.deepEqual(scheduleProblems({ days: ['SUN', 'SAT'], from: '00:00', to: '24:00' }), []);
  assert.deepEqual(scheduleProblems({ days: ['WED'], from: '23:59', to: '24:00', skipHolidays: false }), []);
});

test('each problem of a schedule is named by its part', () => {
  const days = 'must be a non-empty set of MON, TUE, WED, THU, FRI, SAT, SUN';
  const cases: [ScheduleInput, [string, string][]][] = [
    [{ from: '09:00', to: '18:00' }, [['schedule.days', days]]],
    [{ days: [], from: '09:00', to: '18:00' }, [['schedule.days', days]]],
    [{ days: 'MON', from: '09:00', to: '18:00' }, [['schedule.days', days]]],
    [{ days: ['MON', 'mon'], from: '09:00', to: '18:00' }, [['schedule.days', days]]],
    [{ days: ['HOLIDAY'], from: '09:00', to: '18:00' }, [['schedule.days', days]]],
    [{ days: ['MON'], from: '24:00', to: '24:00' }, [['schedule.from', 'must be HH:MM from 00:00 to 23:59']]],
    [{ days: ['MON'], from: '9:00', to: '18:00' }, [['schedule.from', 'must be HH:MM from 00:00 to 23:59']]],
    // An unreadable `from` is named once: `to` is not compared with it.
    [{ days: ['MON'], from: 'x', to: '00:00' }, [['schedule.from', 'must be HH:MM from 00:00 to 23:59']]],
    [{ days: ['MON'], from: '09:00' }, [['schedule.to', 'must be HH:MM from 00:01 to 24:00']]],
    [{ days: ['MON'], from: '09:00', to: '24:30' }, [['schedule.to', 'must be HH:MM from 00:01 to 24:00']]],
    [
      { days: ['MON'], from: '22:00', to: '06:00' },
      [['schedule.to', 'must be later than from (a window does not run past midnight)']],
    ],
    [
      { days: ['MON'], from: '09:00', to: '09:00' },
      [['schedule.to', 'must be later than from (a window does not run past midnight)']],
    ],
    [
      { days: ['MON'], from: '00:00', to: '00:00' },
      [['schedule.to', 'must be later than from (a window does not run past midnight)']],
    ],
    [
      { days: ['MON'], from: '09:00', to: '18:00', skipHolidays: 'yes' },
      [['schedule.skipHolidays', 'must be true or false']],
    ],
    [
      { days: ['MON'], from: '09:00', to: '18:00', skipHolidays: null },
      [['schedule.skipHolidays', 'must be true or false']],
    ],
    [
      { days: [], from: 'x', to: 'y', skipHolidays: 1 },
      [
        ['schedule.days', days],
        ['schedule.from', 'must be HH:MM from 00:00 to 23:59'],
        ['schedule.to', 'must be HH:MM from 00:01 to 24:00'],
        ['schedule.skipHolidays', 'must be true or false'],
      ],
    ],
  ];
  for (const [input, expected] of cases) {
    assert.deepEqual(
      scheduleProblems(input).map((p) => [p.field, p.message]),
      expected,
      JSON.stringify(input),
    );
  }
  assert.deepEqual(
    scheduleProblems({ days: ['MON'], from: 'x', to: '18:00' }, 'body.schedule').map((p) => p.field),
    ['body.schedule.from'],
  );
});

test('parsing keeps null, sorts the days Monday first once each, and reads an omitted skipHolidays as false', () => {
  assert.equal(parseSchedule(null), null);
  assert.deepEqual(parseSchedule({ days: ['SUN', 'MON', 'SUN', 'WED'], from: '08:30', to: '24:00' }), {
    days: ['MON', 'WED', 'SUN'],
    from: '08:30',
    to: '24:00',
    skipHolidays: false,
  });
  assert.equal(parseSchedule({ days: ['MON'], from: '08:30', to: '09:00', skipHolidays: true })?.skipHolidays, true);
});

test('a schedule with problems → 400 VALIDATION_FAILED naming every one', () => {
  try {
    parseSchedule({ days: [], from: '10:00', to: '09:00' });
    assert.fail('expected a 400');
  } catch (e) {
    assert.ok(e instanceof AppError);
    assert.equal(e.status, 400);
    assert.equal(e.code, 'VALIDATION_FAILED');
    assert.equal(
      e.message,
      'schedule.days: must be a non-empty set of MON, TUE, WED, THU, FRI, SAT, SUN; ' +
        'schedule.to: must be later than from (a window does not run past midnight)',
    );
    assert.deepEqual(
      e.errors?.map((p) => p.field),
      ['schedule.days', 'schedule.to'],
    );
  }
});

test('no schedule is always open', () => {
  assert.equal(insideSchedule(null, kst('2026-03-01 03:00'), HOLIDAYS), true);
});

test('inside a schedule: from inclusive, to exclusive, Korea-time days', () => {
  const cases: [string, boolean][] = [
    ['2026-03-06 08:59:59', false],
    ['2026-03-06 09:00', true],
    ['2026-03-06 17:59:59.999', true],
    ['2026-03-06 18:00', false],
    ['2026-03-07 10:00', false], // Saturday
    ['2026-03-08 10:00', false], // Sunday
    ['2026-03-09 10:00', true], // Monday
  ];
  for (const [at, inside] of cases) assert.equal(insideSchedule(WEEKDAYS_9_TO_6, kst(at), NO_HOLIDAYS), inside, at);
});

test('a window to 24:00 holds until the day ends; the next day opens only if it is scheduled', () => {
  const evenings: Schedule = { days: ['FRI'], from: '18:00', to: '24:00', skipHolidays: false };
  assert.equal(insideSchedule(evenings, kst('2026-03-06 23:59:59.999'), NO_HOLIDAYS), true);
  assert.equal(insideSchedule(evenings, kst('2026-03-07 00:00'), NO_HOLIDAYS), false);
  const nights: Schedule = { days: ['FRI', 'SAT'], from: '00:00', to: '24:00', skipHolidays: false };
  assert.equal(insideSchedule(nights, kst('2026-03-07 00:00'), NO_HOLIDAYS), true);
  assert.equal(insideSchedule(nights, kst('2026-03-08 00:00'), NO_HOLIDAYS), false);
  // Monday 01:00 in Korea is Sunday 16:00 UTC: the Korea day decides.
  const earlyMonday: Schedule = { days: ['MON'], from: '00:00', to: '02:00', skipHolidays: false };
  assert.equal(insideSchedule(earlyMonday, new Date('2026-03-08T16:00:00Z'), NO_HOLIDAYS), true);
});

test('holidays close a schedule that skips them, for the whole Korea-time day, and only then', () => {
  // 2026-03-02 (Monday) is a substitute holiday.
  assert.equal(insideSchedule(WEEKDAYS_9_TO_6, kst('2026-03-02 10:00'), HOLIDAYS), false);
  assert.equal(insideSchedule(WEEKDAYS_9_TO_6, kst('2026-03-03 10:00'), HOLIDAYS), true);
  const keepsWorking = { ...WEEKDAYS_9_TO_6, skipHolidays: false };
  assert.equal(insideSchedule(keepsWorking, kst('2026-03-02 10:00'), HOLIDAYS), true);
  const allDay: Schedule = { days: ['SUN', 'MON', 'TUE'], from: '00:00', to: '24:00', skipHolidays: true };
  assert.equal(insideSchedule(allDay, kst('2026-03-02 23:59:59.999'), HOLIDAYS), false);
  assert.equal(insideSchedule(allDay, kst('2026-03-03 00:00'), HOLIDAYS), true);
  assert.equal(scheduledDay(allDay, kst('2026-03-01 12:00'), HOLIDAYS), false);
  assert.equal(scheduledDay(allDay, kst('2026-03-01 12:00'), NO_HOLIDAYS), true);
});

test('the next opening is the next window start strictly after the instant', () => {
  const cases: [string, string][] = [
    ['2026-03-06 07:00', '2026-03-06 09:00'], // before today's window
    ['2026-03-06 08:59:59.999', '2026-03-06 09:00'],
    ['2026-03-06 09:00', '2026-03-09 09:00'], // at an opening: the next one, after the weekend
    ['2026-03-05 12:00', '2026-03-06 09:00'], // inside a window: tomorrow's
    ['2026-03-07 10:00', '2026-03-09 09:00'], // Saturday
    ['2026-01-30 19:00', '2026-02-02 09:00'], // Friday evening, across a month end
    ['2026-02-13 19:00', '2026-02-19 09:00'], // 설날: Monday to Wednesday are holidays
    ['2026-09-23 10:00', '2026-09-28 09:00'], // 추석: Thursday and Friday are holidays
  ];
  for (const [after, opens] of cases) {
    assert.equal(nextOpening(WEEKDAYS_9_TO_6, kst(after), HOLIDAYS).toISOString(), kst(opens).toISOString(), after);
  }
  const keepsWorking = { ...WEEKDAYS_9_TO_6, skipHolidays: false };
  assert.equal(
    nextOpening(keepsWorking, kst('2026-09-23 10:00'), HOLIDAYS).toISOString(),
    kst('2026-09-24 09:00').toISOString(),
  );
  const midnight: Schedule = { days: ['SUN'], from: '00:00', to: '06:00', skipHolidays: false };
  assert.equal(
    nextOpening(midnight, kst('2026-03-07 23:59'), NO_HOLIDAYS).toISOString(),
    kst('2026-03-08 00:00').toISOString(),
  );
});

test('a schedule without days never opens: refused rather than searched for ever', () => {
  assert.throws(() => nextOpening({ ...WEEKDAYS_9_TO_6, days: [] }, kst('2026-03-06 07:00'), NO_HOLIDAYS), {
    name: 'RangeError',
    message: 'a schedule has at least one day',
  });
});

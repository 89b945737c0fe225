import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  addYears,
  ageOn,
  birthdayAtAge,
  compactToIso,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  isIsoDate,
  isLeapYear,
  isoToCompact,
  parseIsoDate,
  toIsoDate,
  windowStart,
} from '../../src/analysis/korean-age.js';

test('leap years: every 4th year, except centuries not divisible by 400', () => {
  for (const y of [2024, 2000, 1600, 2028, 4]) assert.equal(isLeapYear(y), true, String(y));
  for (const y of [2026, 1900, 2100, 2023, 1]) assert.equal(isLeapYear(y), false, String(y));
  assert.equal(daysInMonth(2024, 2), 29);
  assert.equal(daysInMonth(2026, 2), 28);
  assert.equal(daysInMonth(2026, 1), 31);
  assert.equal(daysInMonth(2026, 4), 30);
  assert.equal(daysInMonth(2024, 12), 31);
});

test('YYYY-MM-DD: real calendar dates of the years 0001–9999 parse; anything else is a RangeError', () => {
  assert.deepEqual(parseIsoDate('2024-02-29'), { year: 2024, month: 2, day: 29 });
  assert.deepEqual(parseIsoDate('0001-01-01'), { year: 1, month: 1, day: 1 });
  assert.deepEqual(parseIsoDate('9999-12-31'), { year: 9999, month: 12, day: 31 });
  for (const bad of [
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '0000-01-01',
    '2026-1-01',
    '20260101',
    ' 2026-01-01',
    '2026-01-01T00:00',
    '',
  ]) {
    assert.throws(() => parseIsoDate(bad), { name: 'RangeError', message: `not a calendar date: ${bad}` });
    assert.equal(isIsoDate(bad), false, bad);
  }
  assert.equal(isIsoDate('2000-02-29'), true);
});

test('formatting pads to YYYY-MM-DD and refuses years that need more or fewer than four digits', () => {
  assert.equal(formatIsoDate({ year: 1, month: 2, day: 3 }), '0001-02-03');
  assert.equal(formatIsoDate({ year: 2026, month: 11, day: 26 }), '2026-11-26');
  assert.equal(formatIsoDate({ year: 9999, month: 12, day: 31 }), '9999-12-31');
  assert.throws(() => formatIsoDate({ year: 0, month: 12, day: 31 }), /^RangeError: year out of range: 0$/);
  assert.throws(() => formatIsoDate({ year: 10000, month: 1, day: 1 }), /^RangeError: year out of range: 10000$/);
});

test('YYYYMMDD ↔ YYYY-MM-DD, both directions checked as calendar dates', () => {
  assert.equal(compactToIso('19860315'), '1986-03-15');
  assert.equal(compactToIso('20000229'), '2000-02-29');
  assert.equal(isoToCompact('1986-03-15'), '19860315');
  assert.equal(toIsoDate('19860315'), '1986-03-15');
  assert.equal(toIsoDate('1986-03-15'), '1986-03-15');
  for (const bad of ['19000229', '1986-03-15', '1986031', '198603150', 'x19860315']) {
    assert.throws(() => compactToIso(bad), RangeError, bad);
  }
  for (const bad of ['19860315', '2026-02-30']) assert.throws(() => isoToCompact(bad), RangeError, bad);
  for (const bad of ['20260230', '2026-02-30', '2026/02/10']) assert.throws(() => toIsoDate(bad), RangeError, bad);
});

test('만 나이 goes up on the birthday itself, not the day before', () => {
  assert.equal(ageOn('1986-03-15', '2026-03-14'), 39);
  assert.equal(ageOn('1986-03-15', '2026-03-15'), 40);
  assert.equal(ageOn('1986-03-15', '2026-02-20'), 39, 'an earlier month, a later day');
  assert.equal(ageOn('1986-03-15', '2026-04-01'), 40, 'a later month, an earlier day');
  assert.equal(ageOn('1990-12-31', '2026-12-30'), 35);
  assert.equal(ageOn('1990-12-31', '2026-12-31'), 36);
  assert.equal(ageOn('1990-01-01', '2026-01-01'), 36);
  assert.equal(ageOn('2026-05-20', '2026-05-20'), 0);
  assert.equal(ageOn('2026-05-21', '2026-05-20'), -1, 'before the birth');
});

test('a 29 February birthday falls on 1 March in common years and on 29 February in leap years', () => {
  assert.equal(ageOn('2000-02-29', '2001-02-28'), 0);
  assert.equal(ageOn('2000-02-29', '2001-03-01'), 1);
  assert.equal(ageOn('2000-02-29', '2004-02-28'), 3);
  assert.equal(ageOn('2000-02-29', '2004-02-29'), 4);
  assert.equal(ageOn('2000-02-29', '2100-02-28'), 99, '2100 is a common year');
  assert.equal(ageOn('2000-02-29', '2100-03-01'), 100);
  assert.equal(birthdayAtAge('2000-02-29', 1), '2001-03-01');
  assert.equal(birthdayAtAge('2000-02-29', 4), '2004-02-29');
  assert.equal(birthdayAtAge('2000-02-29', 100), '2100-03-01');
  assert.equal(birthdayAtAge('1986-03-15', 45), '2031-03-15');
  assert.equal(birthdayAtAge('1986-02-28', 1), '1987-02-28', 'only 29 February moves');
  assert.equal(birthdayAtAge('1990-01-29', 37), '2027-01-29', 'only 29 February moves');
  assert.equal(ageOn('1990-01-29', '2027-01-29'), 37);
});

test('adding months or years keeps the day, or takes the last day of a shorter month', () => {
  assert.equal(addYears('2024-02-29', 3), '2027-02-28');
  assert.equal(addYears('2024-02-29', 4), '2028-02-29');
  assert.equal(addYears('2024-02-29', -1), '2023-02-28');
  assert.equal(addYears('2026-05-20', -5), '2021-05-20');
  assert.equal(addMonths('2024-01-31', 1), '2024-02-29');
  assert.equal(addMonths('2023-01-31', 1), '2023-02-28');
  assert.equal(addMonths('2026-03-31', -1), '2026-02-28');
  assert.equal(addMonths('2026-05-31', 1), '2026-06-30');
  assert.equal(addMonths('2026-12-15', 1), '2027-01-15');
  assert.equal(addMonths('2026-01-15', -1), '2025-12-15');
  assert.equal(addMonths('2026-01-15', -13), '2024-12-15');
  assert.equal(addMonths('2026-01-15', 0), '2026-01-15');
  assert.equal(addMonths('2026-01-15', 24), '2028-01-15');
  assert.throws(() => addYears('0001-06-01', -1), RangeError);
  assert.throws(() => addMonths('9999-12-01', 1), RangeError);
});

test('adding days crosses months, years and leap days; the day count between dates is its inverse', () => {
  assert.equal(addDays('2024-02-28', 1), '2024-02-29');
  assert.equal(addDays('2024-02-28', 2), '2024-03-01');
  assert.equal(addDays('2026-02-28', 1), '2026-03-01');
  assert.equal(addDays('2100-02-28', 1), '2100-03-01');
  assert.equal(addDays('2000-02-28', 1), '2000-02-29');
  assert.equal(addDays('2025-12-31', 1), '2026-01-01');
  assert.equal(addDays('2026-01-01', -1), '2025-12-31');
  assert.equal(addDays('1970-01-01', -1), '1969-12-31');
  assert.equal(addDays('2026-03-01', -1), '2026-02-28');
  assert.equal(addDays('2026-05-20', 0), '2026-05-20');
  assert.equal(addDays('2000-01-01', 146097), '2400-01-01', '400 years are 146 097 days');
  assert.equal(addDays('0001-01-01', 365), '0002-01-01');
  assert.throws(() => addDays('0001-01-01', -1), RangeError);
  assert.equal(daysBetween('2026-01-01', '2026-12-31'), 364);
  assert.equal(daysBetween('2024-01-01', '2025-01-01'), 366);
  assert.equal(daysBetween('2026-05-20', '2026-05-19'), -1);
});

test('a window of N months or years ending on a date starts the day after the same date N earlier', () => {
  assert.equal(windowStart('2026-03-15', { years: 5 }), '2021-03-16');
  assert.equal(windowStart('2026-05-31', { months: 3 }), '2026-03-01', '28 February + 1 day');
  assert.equal(windowStart('2024-02-29', { years: 1 }), '2023-03-01');
  assert.equal(windowStart('2026-03-15', { years: 1, months: 1 }), '2025-02-16');
  assert.equal(windowStart('2026-03-15', {}), '2026-03-16');
});

const dayOffset = fc.integer({ min: -80_000, max: 80_000 });
const fromEpochDays = (days: number) => new Date(Date.UTC(2000, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);

test('property: adding days agrees with the Gregorian calendar of Date.UTC', () => {
  fc.assert(
    fc.property(dayOffset, fc.integer({ min: -3000, max: 3000 }), (start, n) => {
      const date = fromEpochDays(start);
      assert.equal(addDays(date, n), fromEpochDays(start + n));
      assert.equal(daysBetween(date, addDays(date, n)), n);
    }),
  );
});

test('property: on the birthday at age N the age is N, and the day before it is N − 1', () => {
  fc.assert(
    fc.property(dayOffset, fc.integer({ min: 1, max: 120 }), (start, n) => {
      const birth = fromEpochDays(start);
      const birthday = birthdayAtAge(birth, n);
      assert.equal(ageOn(birth, birthday), n);
      assert.equal(ageOn(birth, addDays(birthday, -1)), n - 1);
    }),
  );
});

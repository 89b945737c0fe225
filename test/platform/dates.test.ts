import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isCalendarDate, parseKstDate } from '../../src/platform/dates.js';
import { AppError } from '../../src/platform/errors.js';

const iso = (d: Date) => d.toISOString();

function rejects(input: string, message: RegExp) {
  assert.throws(
    () => parseKstDate(input, 'from'),
    (err: unknown) =>
      err instanceof AppError &&
      err.code === 'VALIDATION_FAILED' &&
      err.errors?.[0].field === 'from' &&
      message.test(err.errors[0].message),
    input,
  );
}

test('calendar dates: months 1–12, days 1 to the month’s length, 29 February in leap years only', () => {
  for (const [y, m, d] of [
    [2026, 1, 1],
    [2026, 1, 31],
    [2026, 12, 31],
    [2026, 4, 30],
    [2024, 2, 29],
    [2000, 2, 29],
    [2026, 2, 28],
  ]) {
    assert.equal(isCalendarDate(y, m, d), true, `${y}-${m}-${d}`);
  }
  for (const [y, m, d] of [
    [2026, 0, 10],
    [2026, 13, 1],
    [2026, 1, 0],
    [2026, 1, 32],
    [2026, 4, 31],
    [2026, 2, 29],
    [1900, 2, 29],
    [2100, 2, 29],
    [2026, 2, 30],
  ]) {
    assert.equal(isCalendarDate(y, m, d), false, `${y}-${m}-${d}`);
  }
});

test('a date is a Korea-time day: it starts at 15:00 UTC the day before; endOfDay is the next midnight', () => {
  assert.equal(iso(parseKstDate('2026-03-02', 'from')), '2026-03-01T15:00:00.000Z');
  assert.equal(iso(parseKstDate('20260302', 'from')), '2026-03-01T15:00:00.000Z');
  assert.equal(iso(parseKstDate(' 2026-03-02 ', 'from')), '2026-03-01T15:00:00.000Z');
  assert.equal(iso(parseKstDate('2026-03-02', 'to', true)), '2026-03-02T15:00:00.000Z');
  assert.equal(iso(parseKstDate('2026-03-02', 'to', false)), '2026-03-01T15:00:00.000Z');
  assert.equal(iso(parseKstDate('2024-02-29', 'from')), '2024-02-28T15:00:00.000Z');
  assert.equal(iso(parseKstDate('0050-01-01', 'from')), '0049-12-31T15:00:00.000Z');
});

test('an impossible date is 400 "is not a valid date"', () => {
  for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '20260132', '2026-01-00']) {
    rejects(bad, /^is not a valid date$/);
  }
});

test('a date-time with an offset is taken as given', () => {
  for (const [input, expected] of [
    ['2026-03-02T10:00Z', '2026-03-02T10:00:00.000Z'],
    ['2026-03-02T10:00:30Z', '2026-03-02T10:00:30.000Z'],
    ['2026-03-02T10:00:30.5Z', '2026-03-02T10:00:30.500Z'],
    ['2026-03-02T10:00:30.123456Z', '2026-03-02T10:00:30.123Z'],
    ['2026-03-02T10:00:00+09:00', '2026-03-02T01:00:00.000Z'],
    ['2026-03-02T10:00:00+0900', '2026-03-02T01:00:00.000Z'],
    ['2026-03-02T10:00:00-05:00', '2026-03-02T15:00:00.000Z'],
  ]) {
    assert.equal(iso(parseKstDate(input, 'from')), expected, input);
  }
});

test('anything else is 400 naming the accepted forms', () => {
  for (const bad of [
    '',
    'yesterday',
    '2026-3-2',
    '2026-03-02T10:00:00',
    '2026-03-02 10:00:00+09:00',
    '2026-03-02T10:00:00.1234567Z',
    '2026-03-02T10Z',
    '2026-03-02T10:00:00+9',
    'x2026-03-02T10:00:00Z',
    '2026-03-02T10:00:00Zx',
    '2026-03-02x',
    'x2026-03-02',
    '2026-03-02T99:00:00Z',
  ]) {
    rejects(bad, /^must be YYYY-MM-DD \(Korea time\) or an ISO 8601 date-time with offset$/);
  }
});

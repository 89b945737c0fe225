import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  koreaDate,
  koreaDateTime,
  koreaDayStart,
  koreaMinuteOfDay,
  koreaMonth,
  koreaMonthStart,
  koreaNextDayStart,
  koreaNextMonthStart,
  koreaWeekday,
  parseCompactDate,
  parseKoreaDateTime,
} from '../../src/platform/korea-time.js';

test('an instant in Korea time: nine hours ahead of UTC, no daylight saving', () => {
  assert.equal(koreaDateTime(new Date('2026-03-01T14:59:59.999Z')), '2026-03-01 23:59:59');
  assert.equal(koreaDateTime(new Date('2026-03-01T15:00:00Z')), '2026-03-02 00:00:00');
  assert.equal(koreaDateTime(new Date('2026-07-01T03:04:05Z')), '2026-07-01 12:04:05');
  assert.equal(koreaDate(new Date('2026-03-01T14:59:59.999Z')), '2026-03-01');
  assert.equal(koreaDate(new Date('2026-03-01T15:00:00Z')), '2026-03-02');
});

test('YYYY-MM-DD HH:MM:SS (or with T) is Korea time; an ISO date-time with an offset keeps its own', () => {
  const cases: [string, string][] = [
    ['2026-03-02 10:00:00', '2026-03-02T01:00:00.000Z'],
    ['2026-03-02T10:00:00', '2026-03-02T01:00:00.000Z'],
    ['2026-03-02 00:00:00', '2026-03-01T15:00:00.000Z'],
    ['2024-02-29 12:00:00', '2024-02-29T03:00:00.000Z'],
    ['2026-03-02T10:00:00Z', '2026-03-02T10:00:00.000Z'],
    ['2026-03-02T10:00:00+09:00', '2026-03-02T01:00:00.000Z'],
    ['2026-03-02T10:00:00.250-01:00', '2026-03-02T11:00:00.250Z'],
  ];
  for (const [input, expected] of cases) assert.equal(parseKoreaDateTime(input)?.toISOString(), expected, input);
});

test('an impossible or unreadable date-time is null', () => {
  for (const bad of [
    '2026-02-30 10:00:00',
    '2026-02-29 10:00:00',
    '2026-04-31T10:00:00',
    '2026-03-02 24:00:00',
    '2026-03-02 10:60:00',
    '2026-13-02 10:00:00',
    'not a date',
    '',
  ]) {
    assert.equal(parseKoreaDateTime(bad), null, bad);
  }
});

test('YYYYMMDD becomes YYYY-MM-DD when it is a real date, else null', () => {
  assert.equal(parseCompactDate('20260302'), '2026-03-02');
  assert.equal(parseCompactDate('20240229'), '2024-02-29');
  for (const bad of [
    '20260229',
    '20260230',
    '20261301',
    '20260001',
    '20260100',
    '2026032',
    '202603021',
    'x20260302',
    '20260302x',
    '2026-03-02',
    '',
  ]) {
    assert.equal(parseCompactDate(bad), null, bad);
  }
});

test('the Korea-time day of an instant starts and ends at Korea midnight (15:00 UTC)', () => {
  const cases: [string, string, string][] = [
    ['2026-03-01T14:59:59.999Z', '2026-02-28T15:00:00.000Z', '2026-03-01T15:00:00.000Z'],
    ['2026-03-01T15:00:00.000Z', '2026-03-01T15:00:00.000Z', '2026-03-02T15:00:00.000Z'],
    ['2026-03-02T00:00:00.000Z', '2026-03-01T15:00:00.000Z', '2026-03-02T15:00:00.000Z'],
    ['1969-12-31T20:00:00.000Z', '1969-12-31T15:00:00.000Z', '1970-01-01T15:00:00.000Z'],
  ];
  for (const [at, start, end] of cases) {
    assert.equal(koreaDayStart(new Date(at)).toISOString(), start, at);
    assert.equal(koreaNextDayStart(new Date(at)).toISOString(), end, at);
  }
});

test('minutes since Korea midnight: 0 at midnight, 1439 in the last minute, seconds dropped', () => {
  assert.equal(koreaMinuteOfDay(new Date('2026-03-01T15:00:00Z')), 0);
  assert.equal(koreaMinuteOfDay(new Date('2026-03-01T15:00:59.999Z')), 0);
  assert.equal(koreaMinuteOfDay(new Date('2026-03-01T15:01:00Z')), 1);
  assert.equal(koreaMinuteOfDay(new Date('2026-03-02T14:59:59.999Z')), 1439);
  assert.equal(koreaMinuteOfDay(new Date('2026-03-02T11:30:00Z')), 20 * 60 + 30);
});

test('the Korea-time weekday turns at Korea midnight, not UTC midnight', () => {
  // 2026-03-06 is a Friday: Thursday 15:00 UTC is already Friday in Korea.
  assert.equal(koreaWeekday(new Date('2026-03-05T14:59:59Z')), 4);
  assert.equal(koreaWeekday(new Date('2026-03-05T15:00:00Z')), 5);
  assert.equal(koreaWeekday(new Date('2026-03-07T15:00:00Z')), 0);
  assert.equal(koreaWeekday(new Date('2026-03-08T15:00:00Z')), 1);
});

test('the Korea-time month of an instant, its start and the start of the next one', () => {
  const cases: [string, string, string, string][] = [
    ['2026-01-31T14:59:59.999Z', '2026-01', '2025-12-31T15:00:00.000Z', '2026-01-31T15:00:00.000Z'],
    ['2026-01-31T15:00:00.000Z', '2026-02', '2026-01-31T15:00:00.000Z', '2026-02-28T15:00:00.000Z'],
    ['2024-02-15T00:00:00.000Z', '2024-02', '2024-01-31T15:00:00.000Z', '2024-02-29T15:00:00.000Z'],
    ['2026-12-31T14:59:59.999Z', '2026-12', '2026-11-30T15:00:00.000Z', '2026-12-31T15:00:00.000Z'],
    ['2026-12-31T15:00:00.000Z', '2027-01', '2026-12-31T15:00:00.000Z', '2027-01-31T15:00:00.000Z'],
    ['0050-06-10T00:00:00.000Z', '0050-06', '0050-05-31T15:00:00.000Z', '0050-06-30T15:00:00.000Z'],
  ];
  for (const [at, month, start, next] of cases) {
    assert.equal(koreaMonth(new Date(at)), month, at);
    assert.equal(koreaMonthStart(new Date(at)).toISOString(), start, at);
    assert.equal(koreaNextMonthStart(new Date(at)).toISOString(), next, at);
  }
});

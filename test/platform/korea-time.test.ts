import assert from 'node:assert/strict';
import { test } from 'node:test';
import { koreaDate, koreaDateTime, parseCompactDate, parseKoreaDateTime } from '../../src/platform/korea-time.js';

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

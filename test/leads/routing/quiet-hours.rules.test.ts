import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DEFAULT_QUIET_HOURS,
  isQuiet,
  notifyAt,
  parseQuietHours,
  type QuietHours,
  quietEnd,
  quietHoursProblems,
} from '../../../src/leads/routing/quiet-hours.rules.js';
import { AppError } from '../../../src/platform/errors.js';
import { kst } from './helpers.js';

const LUNCH: QuietHours = { from: '13:00', to: '14:00' };
const LATE: QuietHours = { from: '22:00', to: '24:00' };
const NONE: QuietHours = { from: '09:00', to: '09:00' };

test('quiet hours are two HH:MM times; only `to` may be 24:00; quiet all day is refused', () => {
  const cases: [{ from?: unknown; to?: unknown }, [string, string][]][] = [
    [{ from: '21:00', to: '08:00' }, []],
    [{ from: '22:00', to: '24:00' }, []],
    [{ from: '00:00', to: '06:00' }, []],
    [{ from: '09:00', to: '09:00' }, []],
    [{ from: '00:01', to: '24:00' }, []],
    [{ from: '24:00', to: '08:00' }, [['quietHours.from', 'must be HH:MM from 00:00 to 23:59']]],
    [{ to: '08:00' }, [['quietHours.from', 'must be HH:MM from 00:00 to 23:59']]],
    [{ from: '21:00', to: '8:00' }, [['quietHours.to', 'must be HH:MM from 00:00 to 24:00']]],
    [
      { from: '00:00', to: '24:00' },
      [['quietHours.to', 'must leave some hours for messages (channel NONE sends none)']],
    ],
    [
      { from: 2100, to: null },
      [
        ['quietHours.from', 'must be HH:MM from 00:00 to 23:59'],
        ['quietHours.to', 'must be HH:MM from 00:00 to 24:00'],
      ],
    ],
  ];
  for (const [input, expected] of cases) {
    assert.deepEqual(
      quietHoursProblems(input).map((p) => [p.field, p.message]),
      expected,
      JSON.stringify(input),
    );
  }
  assert.deepEqual(
    quietHoursProblems({ from: 'x', to: '08:00' }, 'settings.quietHours').map((p) => p.field),
    ['settings.quietHours.from'],
  );
});

test('omitted quiet hours are 21:00–08:00; invalid ones → 400 VALIDATION_FAILED naming each', () => {
  assert.deepEqual(DEFAULT_QUIET_HOURS, { from: '21:00', to: '08:00' });
  assert.equal(parseQuietHours(undefined), DEFAULT_QUIET_HOURS);
  assert.equal(parseQuietHours(null), DEFAULT_QUIET_HOURS);
  assert.deepEqual(parseQuietHours({ from: '22:30', to: '07:00' }), { from: '22:30', to: '07:00' });
  try {
    parseQuietHours({ from: '25:00', to: '0:00' });
    assert.fail('expected a 400');
  } catch (e) {
    assert.ok(e instanceof AppError);
    assert.equal(e.status, 400);
    assert.equal(e.code, 'VALIDATION_FAILED');
    assert.equal(
      e.message,
      'quietHours.from: must be HH:MM from 00:00 to 23:59; quietHours.to: must be HH:MM from 00:00 to 24:00',
    );
    assert.deepEqual(
      e.errors?.map((p) => p.field),
      ['quietHours.from', 'quietHours.to'],
    );
  }
});

test('quiet from `from` (inclusive) to `to` (exclusive), wrapping midnight when `to` is earlier', () => {
  const cases: [string, QuietHours, boolean][] = [
    ['2026-03-04 20:59:59.999', DEFAULT_QUIET_HOURS, false],
    ['2026-03-04 21:00', DEFAULT_QUIET_HOURS, true],
    ['2026-03-04 23:59:59', DEFAULT_QUIET_HOURS, true],
    ['2026-03-05 00:00', DEFAULT_QUIET_HOURS, true],
    ['2026-03-05 07:59:59.999', DEFAULT_QUIET_HOURS, true],
    ['2026-03-05 08:00', DEFAULT_QUIET_HOURS, false],
    ['2026-03-05 12:59:59', LUNCH, false],
    ['2026-03-05 13:00', LUNCH, true],
    ['2026-03-05 13:59:59', LUNCH, true],
    ['2026-03-05 14:00', LUNCH, false],
    ['2026-03-05 21:59', LATE, false],
    ['2026-03-05 23:59:59.999', LATE, true],
    ['2026-03-06 00:00', LATE, false],
    ['2026-03-05 09:00', NONE, false],
    ['2026-03-05 03:00', NONE, false],
    ['2026-03-05 21:00', NONE, false],
  ];
  for (const [at, quiet, expected] of cases) assert.equal(isQuiet(kst(at), quiet), expected, `${at} ${quiet.from}`);
});

test('quiet hours end at their `to`, the next day when they wrapped midnight', () => {
  const cases: [string, QuietHours, string][] = [
    ['2026-03-04 22:00', DEFAULT_QUIET_HOURS, '2026-03-05 08:00'],
    ['2026-03-04 21:00', DEFAULT_QUIET_HOURS, '2026-03-05 08:00'],
    ['2026-03-05 03:00', DEFAULT_QUIET_HOURS, '2026-03-05 08:00'],
    ['2026-03-05 00:00', DEFAULT_QUIET_HOURS, '2026-03-05 08:00'],
    ['2026-03-05 10:00:05', DEFAULT_QUIET_HOURS, '2026-03-05 10:00:05'],
    ['2026-03-31 22:00', DEFAULT_QUIET_HOURS, '2026-04-01 08:00'],
    ['2026-03-05 13:30', LUNCH, '2026-03-05 14:00'],
    ['2026-03-05 23:00', LATE, '2026-03-06 00:00'],
    ['2026-03-05 23:00', NONE, '2026-03-05 23:00'],
  ];
  for (const [at, quiet, expected] of cases) {
    assert.equal(quietEnd(kst(at), quiet).toISOString(), kst(expected).toISOString(), `${at} ${quiet.from}`);
  }
});

test('a message goes 60 s after the first lead not yet notified, or when quiet hours end', () => {
  const cases: [string, QuietHours, string][] = [
    ['2026-03-04 10:00', DEFAULT_QUIET_HOURS, '2026-03-04 10:01'],
    ['2026-03-04 20:58:59', DEFAULT_QUIET_HOURS, '2026-03-04 20:59:59'],
    ['2026-03-04 20:59:00', DEFAULT_QUIET_HOURS, '2026-03-05 08:00'],
    ['2026-03-04 23:10', DEFAULT_QUIET_HOURS, '2026-03-05 08:00'],
    ['2026-03-05 07:58', DEFAULT_QUIET_HOURS, '2026-03-05 08:00'],
    ['2026-03-05 07:59:30', DEFAULT_QUIET_HOURS, '2026-03-05 08:00:30'],
    ['2026-03-05 12:59:30', LUNCH, '2026-03-05 14:00'],
    ['2026-03-05 23:59:30', NONE, '2026-03-06 00:00:30'],
  ];
  for (const [first, quiet, expected] of cases) {
    assert.equal(notifyAt(kst(first), quiet).toISOString(), kst(expected).toISOString(), first);
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  beforeOwnership,
  DO_NOT_CALL_MAX_BACKDATE_DAYS,
  FUTURE_SKEW_MS,
  outcomeTimes,
} from '../../../src/leads/outcomes/outcomes.rules.js';

/** The times of a contact outcome (routing.md §5), without a database. */

const now = Date.parse('2026-12-01T01:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const fields = (result: ReturnType<typeof outcomeTimes>) => (result.ok ? [] : result.errors.map((e) => e.field));

test('at defaults to now; callbackAt and appointmentAt are null unless given', () => {
  const result = outcomeTimes({ outcome: 'NO_ANSWER' }, now);
  assert.deepEqual(result, { ok: true, times: { at: new Date(now), callbackAt: null, appointmentAt: null } });
});

test('times given are kept as given, on any outcome', () => {
  const result = outcomeTimes(
    { outcome: 'NO_ANSWER', at: iso(now - 5000), callbackAt: iso(now + DAY), appointmentAt: iso(now + 2 * DAY) },
    now,
  );
  assert.deepEqual(result, {
    ok: true,
    times: { at: new Date(now - 5000), callbackAt: new Date(now + DAY), appointmentAt: new Date(now + 2 * DAY) },
  });
});

test('at may be up to a minute ahead of the clock (a device’s skew), not more', () => {
  assert.equal(outcomeTimes({ outcome: 'CONSULTED', at: iso(now + FUTURE_SKEW_MS) }, now).ok, true);
  const ahead = outcomeTimes({ outcome: 'CONSULTED', at: iso(now + FUTURE_SKEW_MS + 1) }, now);
  assert.deepEqual(ahead, { ok: false, errors: [{ field: 'at', message: 'must not be in the future' }] });
});

test('a DO_NOT_CALL is dated at most 30 days back; other outcomes any time back', () => {
  const limit = now - DO_NOT_CALL_MAX_BACKDATE_DAYS * DAY;
  assert.equal(outcomeTimes({ outcome: 'DO_NOT_CALL', at: iso(limit) }, now).ok, true);
  assert.deepEqual(outcomeTimes({ outcome: 'DO_NOT_CALL', at: iso(limit - 1) }, now), {
    ok: false,
    errors: [{ field: 'at', message: 'must be at most 30 days ago for DO_NOT_CALL' }],
  });
  assert.equal(outcomeTimes({ outcome: 'NOT_INTERESTED', at: iso(limit - 365 * DAY) }, now).ok, true);
});

test('CALLBACK needs callbackAt, APPOINTMENT needs appointmentAt', () => {
  assert.deepEqual(outcomeTimes({ outcome: 'CALLBACK' }, now), {
    ok: false,
    errors: [{ field: 'callbackAt', message: 'is required for CALLBACK' }],
  });
  assert.deepEqual(outcomeTimes({ outcome: 'APPOINTMENT' }, now), {
    ok: false,
    errors: [{ field: 'appointmentAt', message: 'is required for APPOINTMENT' }],
  });
  assert.equal(outcomeTimes({ outcome: 'CALLBACK', callbackAt: iso(now + DAY) }, now).ok, true);
  assert.equal(outcomeTimes({ outcome: 'APPOINTMENT', appointmentAt: iso(now + DAY) }, now).ok, true);
  // Neither is needed by the other outcome.
  assert.equal(outcomeTimes({ outcome: 'APPOINTMENT', appointmentAt: iso(now + DAY) }, now).ok, true);
});

test('every field that is not a date-time is named, all at once', () => {
  const result = outcomeTimes({ outcome: 'CALLBACK', at: 'soon', callbackAt: 'later', appointmentAt: 'x' }, now);
  assert.deepEqual(result, {
    ok: false,
    errors: [
      { field: 'at', message: 'must be a date-time' },
      { field: 'callbackAt', message: 'must be a date-time' },
      { field: 'appointmentAt', message: 'must be a date-time' },
    ],
  });
});

test('a refused field alone is enough to refuse, whichever it is', () => {
  assert.deepEqual(fields(outcomeTimes({ outcome: 'NO_ANSWER', callbackAt: 'x' }, now)), ['callbackAt']);
  assert.deepEqual(fields(outcomeTimes({ outcome: 'NO_ANSWER', appointmentAt: 'x' }, now)), ['appointmentAt']);
  assert.deepEqual(fields(outcomeTimes({ outcome: 'NO_ANSWER', at: 'x' }, now)), ['at']);
  assert.deepEqual(fields(outcomeTimes({ outcome: 'APPOINTMENT', callbackAt: iso(now) }, now)), ['appointmentAt']);
});

test('an outcome before the lead became the caller’s is refused; at that moment it is not', () => {
  const since = new Date(now - 1000);
  assert.equal(beforeOwnership(new Date(now - 1001), since), true);
  assert.equal(beforeOwnership(new Date(now - 1000), since), false);
  assert.equal(beforeOwnership(new Date(now), since), false);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  type ContactWindow,
  contactDeadline,
  halfTimeAt,
  isContactable,
} from '../../../src/leads/routing/deadline.rules.js';
import type { Schedule } from '../../../src/leads/routing/schedule.rules.js';
import { HOLIDAYS, kst } from './helpers.js';

/** Random starts over 2026 (holiday weekends included), minutes, consents and schedules. */

const YEAR_START = kst('2026-01-01 00:00').getTime();
const MINUTE = 60_000;

const schedule: fc.Arbitrary<Schedule | null> = fc.option(
  fc.record({
    days: fc.subarray(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const, { minLength: 1 }),
    from: fc.constant('09:00'),
    to: fc.constant('18:00'),
    skipHolidays: fc.boolean(),
  }),
  { nil: null },
);

const window: fc.Arbitrary<ContactWindow> = fc.record({
  nightContact: fc.boolean(),
  schedule,
  holidays: fc.constant(HOLIDAYS),
});

/** A start in 2026, to the millisecond. */
const start = fc.integer({ min: 0, max: 364 * 1440 * MINUTE }).map((ms) => new Date(YEAR_START + ms));

test('the deadline grows with the minutes', () => {
  fc.assert(
    fc.property(start, fc.nat({ max: 10_080 }), fc.nat({ max: 10_080 }), window, (from, a, b, w) => {
      const [fewer, more] = a <= b ? [a, b] : [b, a];
      assert.ok(contactDeadline(from, fewer, w) <= contactDeadline(from, more, w));
      assert.ok(halfTimeAt(from, more, w) <= contactDeadline(from, more, w));
    }),
    { numRuns: 200 },
  );
});

test('the deadline ends a contactable minute, after the start', () => {
  fc.assert(
    fc.property(start, fc.integer({ min: 1, max: 10_080 }), window, (from, minutes, w) => {
      const deadline = contactDeadline(from, minutes, w);
      assert.ok(deadline.getTime() >= from.getTime() + minutes * MINUTE);
      assert.ok(isContactable(new Date(deadline.getTime() - 1), w), deadline.toISOString());
    }),
    { numRuns: 200 },
  );
});

test('between the start and the deadline lie exactly the contactable minutes asked for', () => {
  // Counted minute by minute from a whole-minute start: a walk independent of the day spans the rule uses.
  const wholeMinute = start.map((d) => new Date(d.getTime() - (d.getTime() % MINUTE)));
  fc.assert(
    fc.property(wholeMinute, fc.integer({ min: 1, max: 400 }), window, (from, minutes, w) => {
      const deadline = contactDeadline(from, minutes, w).getTime();
      let counted = 0;
      for (let t = from.getTime(); t < deadline; t += MINUTE) if (isContactable(new Date(t), w)) counted += 1;
      assert.equal(counted, minutes);
      assert.equal(halfTimeAt(from, 2 * minutes, w).getTime(), deadline);
    }),
    { numRuns: 60 },
  );
});

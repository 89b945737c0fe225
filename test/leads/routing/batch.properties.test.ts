import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { planBatch } from '../../../src/leads/routing/batch.rules.js';
import {
  NO_USAGE,
  type RoutableOrder,
  type RoutingMode,
  type RoutingState,
  recordAssignment,
  routeLead,
} from '../../../src/leads/routing/routing.rules.js';
import type { Schedule } from '../../../src/leads/routing/schedule.rules.js';
import { koreaDate, koreaMonth } from '../../../src/platform/korea-time.js';
import { HOLIDAYS, kst } from './helpers.js';

/**
 * The engine plans a batch in one pass (`planBatch`); the rules state what happens lead after lead (`routeLead`,
 * `recordAssignment`, whose properties `routing.properties.test.ts` checks). For random orders, counters, pauses and
 * leads at one instant (around 설날 and a month end), the two must agree exactly.
 */

const MINUTE = 60_000;
const REGIONS = [1, 2];
const STARTS = [kst('2026-02-12 00:00').getTime(), kst('2026-02-26 00:00').getTime()];
const SCHEDULES: (Schedule | null)[] = [
  null,
  { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], from: '09:00', to: '18:00', skipHolidays: true },
  { days: ['SAT', 'SUN'], from: '10:00', to: '24:00', skipHolidays: false },
];
const cap = fc.option(fc.integer({ min: 1, max: 6 }), { nil: null, freq: 2 });

const orderSpec = fc.record({
  portalId: fc.integer({ min: 1, max: 4 }),
  createdMinutes: fc.integer({ min: -5000, max: 0 }),
  reservedMinutes: fc.option(fc.integer({ min: -5000, max: 5000 }), { nil: null }),
  room: fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })),
  dailyCap: cap,
  monthlyCap: cap,
  usedToday: fc.integer({ min: 0, max: 3 }),
  usedEarlier: fc.integer({ min: 0, max: 3 }),
  schedule: fc.constantFrom(...SCHEDULES),
  pausedMinutes: fc.option(fc.integer({ min: -60, max: 60 }), { nil: null }),
  status: fc.constantFrom('PENDING', 'IN_PROGRESS', 'IN_PROGRESS', 'COMPLETED'),
  source: fc.constantFrom('ORDER', 'ORDER', 'ORDER', 'AUTO'),
});

const scenario = fc.record({
  start: fc.constantFrom(...STARTS),
  minutes: fc.integer({ min: 0, max: 4 * 1440 }),
  mode: fc.constantFrom<RoutingMode>('FIFO', 'ROUND_ROBIN'),
  orders: fc.array(orderSpec, { minLength: 1, maxLength: 7 }),
  pausedConsultants: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  turns: fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 20 })), { maxLength: 4 }),
  leads: fc.array(fc.constantFrom(...REGIONS), { maxLength: 40 }),
});

test('a batch planned in one pass routes exactly as its leads do one after another at that instant', () => {
  fc.assert(
    fc.property(scenario, (s) => {
      const now = new Date(s.start + s.minutes * MINUTE);
      const moment = { now, holidays: HOLIDAYS };
      const periods = { day: koreaDate(now), month: koreaMonth(now) };
      const orders: RoutableOrder[] = s.orders.map((o, i) => ({
        id: i + 1,
        portalId: o.portalId,
        source: o.source,
        status: o.status,
        createdAt: new Date(s.start + o.createdMinutes * MINUTE),
        reservationDate: o.reservedMinutes === null ? null : new Date(s.start + o.reservedMinutes * MINUTE),
        regionRoom: new Map(REGIONS.map((r, k) => [r, o.room[k]])),
        orderRoom: o.room[0] + o.room[1],
        dailyCap: o.dailyCap,
        monthlyCap: o.monthlyCap,
        usage: i % 3 === 0 ? NO_USAGE : { periods, today: o.usedToday, thisMonth: o.usedToday + o.usedEarlier },
        schedule: o.schedule,
        pausedUntil: o.pausedMinutes === null ? null : new Date(now.getTime() + o.pausedMinutes * MINUTE),
        consultantPausedUntil: s.pausedConsultants.includes(o.portalId) ? new Date(now.getTime() + MINUTE) : null,
      }));
      const initial: RoutingState = { lastAssigned: new Map(s.turns) };
      let state = initial;
      let oneByOne = orders;
      const expected: { leadId: number; orderId: number }[] = [];
      s.leads.forEach((region, leadId) => {
        const result = routeLead(region, oneByOne, s.mode, state, moment);
        if (!result) return;
        state = result.state;
        expected.push({ leadId, orderId: result.order.id });
        oneByOne = oneByOne.map((o) => (o.id === result.order.id ? recordAssignment(o, region, now) : o));
      });
      const leads = [
        ...s.leads.map((regionId, id) => ({ id, regionId, group: 'g' })),
        // A lead that no group offers is left alone.
        { id: 999, regionId: REGIONS[0], group: 'other' },
      ];
      const planned = planBatch(leads, new Map([['g', { mode: s.mode, orders, state: initial }]]), moment);
      assert.deepEqual(
        planned.map((p) => ({ leadId: p.leadId, orderId: p.order.id })),
        expected,
      );
    }),
    { numRuns: 300 },
  );
});

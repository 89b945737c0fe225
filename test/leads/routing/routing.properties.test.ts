import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  fifoCompare,
  isEligible,
  NEW_ROUTING_STATE,
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
 * Runs of leads routed with the rules, over random orders, caps, pauses and arrivals (across 설날 and a month end):
 * the facts the contract states are checked against a record the test keeps itself.
 */

/** Runs start before 설날 (16–18 February 2026) or before the end of February and the 삼일절 substitute holiday. */
const STARTS = [kst('2026-02-12 00:00').getTime(), kst('2026-02-26 00:00').getTime()];
const MINUTE = 60_000;
const REGIONS = [1, 2];

const SCHEDULES: (Schedule | null)[] = [
  null,
  { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], from: '09:00', to: '18:00', skipHolidays: true },
  { days: ['SAT', 'SUN'], from: '10:00', to: '24:00', skipHolidays: false },
  { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], from: '00:00', to: '24:00', skipHolidays: true },
];

const cap = fc.option(fc.integer({ min: 1, max: 6 }), { nil: null, freq: 2 });
const minutesAhead = fc.integer({ min: 0, max: 1440 });

const orderSpec = fc.record({
  portalId: fc.integer({ min: 1, max: 4 }),
  createdMinutes: fc.integer({ min: -5000, max: 0 }),
  reservedMinutes: fc.option(fc.integer({ min: -5000, max: 5000 }), { nil: null }),
  room: fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 })),
  dailyCap: cap,
  monthlyCap: cap,
  schedule: fc.constantFrom(...SCHEDULES),
  status: fc.constantFrom('PENDING', 'PENDING', 'IN_PROGRESS', 'IN_PROGRESS', 'IN_PROGRESS', 'COMPLETED'),
  source: fc.constantFrom('ORDER', 'ORDER', 'ORDER', 'ORDER', 'ORDER', 'AUTO'),
});

type Event =
  | { kind: 'lead'; gap: number; region: number }
  | { kind: 'caps'; gap: number; order: number; dailyCap: number | null; monthlyCap: number | null }
  | { kind: 'pauseOrder'; gap: number; order: number; minutes: number }
  | { kind: 'pauseConsultant'; gap: number; portalId: number; minutes: number };

const gap = fc.integer({ min: 0, max: 240 });
const event: fc.Arbitrary<Event> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('lead' as const), gap, region: fc.constantFrom(...REGIONS) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('caps' as const), gap, order: fc.nat(), dailyCap: cap, monthlyCap: cap }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('pauseOrder' as const), gap, order: fc.nat(), minutes: minutesAhead }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('pauseConsultant' as const),
      gap,
      portalId: fc.integer({ min: 1, max: 4 }),
      minutes: minutesAhead,
    }),
  },
);

const scenario = fc.record({
  start: fc.constantFrom(...STARTS),
  mode: fc.constantFrom<RoutingMode>('FIFO', 'ROUND_ROBIN'),
  orders: fc.array(orderSpec, { minLength: 1, maxLength: 7, size: 'max' }),
  events: fc.array(event, { minLength: 1, maxLength: 60, size: 'max' }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

function ordersOf(s: Scenario): RoutableOrder[] {
  return s.orders.map((o, i) => ({
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
    usage: NO_USAGE,
    schedule: o.schedule,
    pausedUntil: null,
    consultantPausedUntil: null,
  }));
}

/** One lead routed: who could have taken it, and who did. */
interface Routed {
  at: Date;
  region: number;
  /** The orders eligible for it, in FIFO order. */
  eligible: RoutableOrder[];
  eligibleConsultants: string;
  orderId: number | null;
  portalId: number | null;
}

/** Plays the scenario; the check runs at every lead with the orders as they were. */
function play(s: Scenario, check: (routed: Routed) => void): Routed[] {
  let orders = ordersOf(s);
  let state: RoutingState = NEW_ROUTING_STATE;
  const consultantPauses = new Map<number, Date>();
  const log: Routed[] = [];
  let now = s.start;
  for (const e of s.events) {
    now += e.gap * MINUTE;
    const at = new Date(now);
    if (e.kind === 'caps') {
      const i = e.order % orders.length;
      orders[i] = { ...orders[i], dailyCap: e.dailyCap, monthlyCap: e.monthlyCap };
    } else if (e.kind === 'pauseOrder') {
      const i = e.order % orders.length;
      orders[i] = { ...orders[i], pausedUntil: new Date(now + e.minutes * MINUTE) };
    } else if (e.kind === 'pauseConsultant') {
      consultantPauses.set(e.portalId, new Date(now + e.minutes * MINUTE));
      orders = orders.map((o) => ({ ...o, consultantPausedUntil: consultantPauses.get(o.portalId) ?? null }));
    } else {
      const moment = { now: at, holidays: HOLIDAYS };
      const eligible = orders.filter((o) => isEligible(o, e.region, moment)).sort(fifoCompare);
      const result = routeLead(e.region, orders, s.mode, state, moment);
      const routed: Routed = {
        at,
        region: e.region,
        eligible,
        eligibleConsultants: [...new Set(eligible.map((o) => o.portalId))].sort().join(','),
        orderId: result?.order.id ?? null,
        portalId: result?.order.portalId ?? null,
      };
      check(routed);
      log.push(routed);
      if (result) {
        state = result.state;
        orders = orders.map((o) => (o.id === result.order.id ? recordAssignment(o, e.region, at) : o));
      }
    }
  }
  return log;
}

test('no assignment is made at or above a cap in force, nor beyond a region or order quantity', () => {
  fc.assert(
    fc.property(scenario, (s) => {
      const made: { orderId: number; region: number; day: string; month: string }[] = [];
      play(s, (routed) => {
        if (routed.orderId === null) return;
        const order = routed.eligible.find((o) => o.id === routed.orderId) as RoutableOrder;
        const day = koreaDate(routed.at);
        const month = koreaMonth(routed.at);
        const sameOrder = made.filter((m) => m.orderId === order.id);
        if (order.dailyCap !== null) assert.ok(sameOrder.filter((m) => m.day === day).length < order.dailyCap);
        if (order.monthlyCap !== null) assert.ok(sameOrder.filter((m) => m.month === month).length < order.monthlyCap);
        made.push({ orderId: order.id, region: routed.region, day, month });
      });
      for (const o of ordersOf(s)) {
        const taken = made.filter((m) => m.orderId === o.id);
        assert.ok(taken.length <= o.orderRoom, `order ${o.id}: ${taken.length} > ${o.orderRoom}`);
        for (const [region, room] of o.regionRoom) assert.ok(taken.filter((m) => m.region === region).length <= room);
      }
    }),
    { numRuns: 150 },
  );
});

test('a lead goes to an eligible order when there is one, and stays unassigned only when there is none', () => {
  fc.assert(
    fc.property(scenario, (s) => {
      play(s, (routed) => {
        if (routed.orderId === null) assert.deepEqual(routed.eligible, []);
        else assert.ok(routed.eligible.some((o) => o.id === routed.orderId));
      });
    }),
    { numRuns: 100 },
  );
});

test('FIFO takes the first eligible order in FIFO order', () => {
  fc.assert(
    fc.property(
      scenario.filter((s) => s.mode === 'FIFO'),
      (s) => {
        play(s, (routed) => {
          if (routed.orderId !== null) assert.equal(routed.orderId, routed.eligible[0].id);
        });
      },
    ),
    { numRuns: 100 },
  );
});

test('ROUND_ROBIN: among the same eligible consultants, their counts over a run differ by at most 1', () => {
  fc.assert(
    fc.property(
      scenario.map((s) => ({ ...s, mode: 'ROUND_ROBIN' as const })),
      (s) => {
        const log = play(s, () => {}).filter((r) => r.portalId !== null);
        // Runs of consecutive leads with the same eligible consultants.
        let start = 0;
        for (let i = 1; i <= log.length; i++) {
          if (i < log.length && log[i].eligibleConsultants === log[start].eligibleConsultants) continue;
          const counts = new Map(log[start].eligibleConsultants.split(',').map((p) => [Number(p), 0]));
          for (const r of log.slice(start, i))
            counts.set(r.portalId as number, (counts.get(r.portalId as number) ?? 0) + 1);
          assert.ok(Math.max(...counts.values()) - Math.min(...counts.values()) <= 1, JSON.stringify([...counts]));
          start = i;
        }
      },
    ),
    { numRuns: 150 },
  );
});

test('ROUND_ROBIN takes the consultant assigned longest ago (ties: first eligible order in FIFO order), then their first order', () => {
  fc.assert(
    fc.property(
      scenario.map((s) => ({ ...s, mode: 'ROUND_ROBIN' as const })),
      (s) => {
        const lastLead = new Map<number, number>();
        let n = 0;
        play(s, (routed) => {
          n += 1;
          const chosen = routed.portalId;
          if (chosen === null) return;
          const turnOf = (p: number) => lastLead.get(p) ?? -1;
          const firstOrderOf = (p: number) => routed.eligible.findIndex((o) => o.portalId === p);
          assert.equal(routed.orderId, routed.eligible[firstOrderOf(chosen)].id);
          for (const other of routed.eligibleConsultants.split(',').map(Number)) {
            assert.ok(turnOf(chosen) <= turnOf(other), `${chosen} before ${other}`);
            if (other !== chosen && turnOf(other) === turnOf(chosen))
              assert.ok(firstOrderOf(chosen) < firstOrderOf(other));
          }
          lastLead.set(chosen, n);
        });
      },
    ),
    { numRuns: 100 },
  );
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  afterAssignment,
  type CapUsage,
  capReached,
  capStop,
  chooseOrder,
  countAssignment,
  eligibleFrom,
  fifoCompare,
  type Ineligibility,
  ineligibility,
  isEligible,
  isPaused,
  NEW_ROUTING_STATE,
  NO_USAGE,
  periodsOf,
  type QueuedOrder,
  type RoutableOrder,
  type RoutingState,
  recordAssignment,
  routeLead,
  usageAt,
} from '../../../src/leads/routing/routing.rules.js';
import type { Schedule } from '../../../src/leads/routing/schedule.rules.js';
import { HOLIDAYS, kst, NO_HOLIDAYS } from './helpers.js';

const REGION = 7;
const NOW = kst('2026-03-04 10:00'); // a Wednesday
const at = (now: Date) => ({ now, holidays: HOLIDAYS });

function order(overrides: Partial<RoutableOrder> = {}): RoutableOrder {
  return {
    id: 1,
    portalId: 100,
    source: 'ORDER',
    status: 'PENDING',
    createdAt: kst('2026-03-01 09:00'),
    reservationDate: null,
    regionRoom: new Map([[REGION, 3]]),
    orderRoom: 3,
    dailyCap: null,
    monthlyCap: null,
    usage: NO_USAGE,
    schedule: null,
    pausedUntil: null,
    consultantPausedUntil: null,
    ...overrides,
  };
}

const usage = (when: Date, today: number, thisMonth: number): CapUsage => ({
  periods: periodsOf(when),
  today,
  thisMonth,
});

const state = (entries: [number, number][]): RoutingState => ({ lastAssigned: new Map(entries) });

test('the periods of caps are the Korea-time day and month, not UTC', () => {
  assert.deepEqual(periodsOf(kst('2026-01-31 23:59:59.999')), { day: '2026-01-31', month: '2026-01' });
  // 2026-02-01 00:00 in Korea is still January 31 in UTC.
  assert.deepEqual(periodsOf(kst('2026-02-01 00:00')), { day: '2026-02-01', month: '2026-02' });
  assert.deepEqual(periodsOf(kst('2026-12-31 23:59')), { day: '2026-12-31', month: '2026-12' });
  assert.deepEqual(periodsOf(kst('2027-01-01 00:00')), { day: '2027-01-01', month: '2027-01' });
});

test('counts of a day or month that rolled over start again from 0', () => {
  const lastEvening = usage(kst('2026-01-30 23:00'), 4, 9);
  assert.deepEqual(usageAt(lastEvening, kst('2026-01-30 23:59:59')), { today: 4, thisMonth: 9 });
  assert.deepEqual(usageAt(lastEvening, kst('2026-01-31 00:00')), { today: 0, thisMonth: 9 });
  assert.deepEqual(usageAt(lastEvening, kst('2026-02-01 00:00')), { today: 0, thisMonth: 0 });
  assert.deepEqual(usageAt(NO_USAGE, NOW), { today: 0, thisMonth: 0 });
});

test('an assignment counts in the periods of its instant', () => {
  const counted = countAssignment(usage(kst('2026-01-31 08:00'), 4, 9), kst('2026-01-31 09:00'));
  assert.deepEqual(counted, { periods: { day: '2026-01-31', month: '2026-01' }, today: 5, thisMonth: 10 });
  assert.deepEqual(countAssignment(counted, kst('2026-02-01 00:00')), {
    periods: { day: '2026-02-01', month: '2026-02' },
    today: 1,
    thisMonth: 1,
  });
  assert.deepEqual(countAssignment(counted, kst('2026-01-31 23:59')).thisMonth, 11);
  assert.deepEqual(countAssignment(counted, kst('2026-01-30 23:59')).today, 1);
});

test('a cap is reached at or above its count; no cap never is', () => {
  assert.equal(capReached(null, 1_000_000), false);
  assert.equal(capReached(3, 2), false);
  assert.equal(capReached(3, 3), true);
  assert.equal(capReached(3, 5), true); // a cap lowered below its counter
});

test('the daily cap is checked before the monthly; a rolled-over day frees the daily cap', () => {
  const caps = { dailyCap: 2, monthlyCap: 10 };
  assert.equal(capStop(caps, usage(NOW, 1, 9), NOW), null);
  assert.equal(capStop(caps, usage(NOW, 2, 9), NOW), 'DAILY_CAP');
  assert.equal(capStop(caps, usage(NOW, 2, 10), NOW), 'DAILY_CAP');
  assert.equal(capStop(caps, usage(NOW, 1, 10), NOW), 'MONTHLY_CAP');
  assert.equal(capStop(caps, usage(NOW, 2, 9), kst('2026-03-05 00:00')), null);
  assert.equal(capStop(caps, usage(NOW, 2, 10), kst('2026-03-05 00:00')), 'MONTHLY_CAP');
  assert.equal(capStop({ dailyCap: null, monthlyCap: null }, usage(NOW, 500, 5000), NOW), null);
});

test('paused only while pausedUntil is in the future', () => {
  assert.equal(isPaused(null, NOW), false);
  assert.equal(isPaused(new Date(NOW.getTime() + 1), NOW), true);
  assert.equal(isPaused(NOW, NOW), false);
  assert.equal(isPaused(new Date(NOW.getTime() - 1), NOW), false);
});

test('each rule of eligibility, alone, makes an order ineligible', () => {
  const officeHours: Schedule = {
    days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
    from: '09:00',
    to: '18:00',
    skipHolidays: true,
  };
  const later = new Date(NOW.getTime() + 60_000);
  const cases: [Partial<RoutableOrder>, Ineligibility | null][] = [
    [{}, null],
    [{ status: 'IN_PROGRESS' }, null],
    [{ status: 'COMPLETED' }, 'CLOSED'],
    [{ status: 'CANCELLED' }, 'CLOSED'],
    [{ source: 'AUTO' }, 'NOT_ROUTABLE'],
    [{ source: 'DISTRIBUTION' }, 'NOT_ROUTABLE'],
    [{ regionRoom: new Map([[REGION, 0]]) }, 'REGION_FILLED'],
    [{ regionRoom: new Map([[REGION, 1]]) }, null],
    [{ regionRoom: new Map([[REGION + 1, 3]]) }, 'REGION_FILLED'],
    [{ orderRoom: 0 }, 'REGION_FILLED'],
    [{ orderRoom: 1 }, null],
    [{ pausedUntil: later }, 'PAUSED'],
    [{ pausedUntil: NOW }, null],
    [{ consultantPausedUntil: later }, 'CONSULTANT_PAUSED'],
    [{ consultantPausedUntil: NOW }, null],
    [{ schedule: officeHours }, null],
    [{ schedule: { ...officeHours, from: '10:01' } }, 'OUTSIDE_SCHEDULE'],
    [{ schedule: { ...officeHours, days: ['THU'] } }, 'OUTSIDE_SCHEDULE'],
    [{ dailyCap: 2, usage: usage(NOW, 2, 2) }, 'DAILY_CAP'],
    [{ dailyCap: 3, usage: usage(NOW, 2, 2) }, null],
    [{ monthlyCap: 2, usage: usage(NOW, 0, 2) }, 'MONTHLY_CAP'],
    [{ dailyCap: 2, monthlyCap: 2, usage: usage(kst('2026-02-28 10:00'), 2, 2) }, null],
  ];
  for (const [overrides, expected] of cases) {
    const o = order(overrides);
    assert.equal(ineligibility(o, REGION, at(NOW)), expected, JSON.stringify(overrides));
    assert.equal(isEligible(o, REGION, at(NOW)), expected === null, JSON.stringify(overrides));
  }
});

test('a schedule that skips holidays makes an order ineligible on a holiday', () => {
  const allDays: Schedule = { days: ['MON'], from: '00:00', to: '24:00', skipHolidays: true };
  assert.equal(ineligibility(order({ schedule: allDays }), REGION, at(kst('2026-03-02 10:00'))), 'OUTSIDE_SCHEDULE');
  const moment = { now: kst('2026-03-02 10:00'), holidays: NO_HOLIDAYS };
  assert.equal(ineligibility(order({ schedule: allDays }), REGION, moment), null);
});

test('the first failing rule is named, in the order of the contract', () => {
  const everything: Partial<RoutableOrder> = {
    status: 'CANCELLED',
    source: 'AUTO',
    orderRoom: 0,
    pausedUntil: kst('2026-03-05 00:00'),
    consultantPausedUntil: kst('2026-03-05 00:00'),
    schedule: { days: ['SUN'], from: '09:00', to: '10:00', skipHolidays: false },
    dailyCap: 1,
    usage: usage(NOW, 1, 1),
  };
  const expected: Ineligibility[] = ['CLOSED', 'NOT_ROUTABLE', 'REGION_FILLED', 'PAUSED', 'CONSULTANT_PAUSED'];
  const lifted: Partial<RoutableOrder>[] = [
    { status: 'PENDING' },
    { source: 'ORDER' },
    { orderRoom: 3 },
    { pausedUntil: null },
    { consultantPausedUntil: null },
    { schedule: null },
  ];
  let current = { ...everything };
  for (const [i, reason] of [...expected, 'OUTSIDE_SCHEDULE', 'DAILY_CAP'].entries()) {
    assert.equal(ineligibility(order(current), REGION, at(NOW)), reason);
    current = { ...current, ...lifted[i] };
  }
});

test('when time alone makes an order eligible again', () => {
  const officeHours: Schedule = {
    days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
    from: '09:00',
    to: '18:00',
    skipHolidays: true,
  };
  const cases: [Partial<RoutableOrder>, Date, string | null][] = [
    [{}, NOW, '2026-03-04 10:00'],
    [{ status: 'COMPLETED', pausedUntil: kst('2026-03-05 00:00') }, NOW, null],
    [{ source: 'AUTO' }, NOW, null],
    [{ orderRoom: 0 }, NOW, null],
    [{ pausedUntil: kst('2026-03-04 12:34') }, NOW, '2026-03-04 12:34'],
    [{ consultantPausedUntil: kst('2026-03-04 12:34') }, NOW, '2026-03-04 12:34'],
    [{ pausedUntil: kst('2026-03-04 12:00'), consultantPausedUntil: kst('2026-03-04 13:00') }, NOW, '2026-03-04 13:00'],
    [{ pausedUntil: kst('2026-03-04 14:00'), consultantPausedUntil: kst('2026-03-04 13:00') }, NOW, '2026-03-04 14:00'],
    // A pause that ends in the evening: the schedule opens the next morning.
    [{ pausedUntil: kst('2026-03-04 19:00'), schedule: officeHours }, NOW, '2026-03-05 09:00'],
    // A pause that ends inside the window: then.
    [{ pausedUntil: kst('2026-03-04 17:59'), schedule: officeHours }, NOW, '2026-03-04 17:59'],
    // Outside the window (Friday evening before the 삼일절 substitute holiday): Tuesday.
    [{ schedule: officeHours }, kst('2026-02-27 18:00'), '2026-03-03 09:00'],
    // The daily cap frees at Korea midnight, the monthly one on the 1st.
    [{ dailyCap: 1, usage: usage(NOW, 1, 1) }, NOW, '2026-03-05 00:00'],
    [{ monthlyCap: 1, usage: usage(NOW, 0, 1) }, NOW, '2026-04-01 00:00'],
    [{ dailyCap: 1, monthlyCap: 1, usage: usage(NOW, 1, 1) }, NOW, '2026-04-01 00:00'],
    [{ dailyCap: 1, usage: usage(NOW, 1, 1), schedule: officeHours }, NOW, '2026-03-05 09:00'],
    [{ dailyCap: 1, usage: usage(NOW, 1, 1), pausedUntil: kst('2026-03-04 11:00') }, NOW, '2026-03-05 00:00'],
    [{ dailyCap: 1, usage: usage(NOW, 1, 1), pausedUntil: kst('2026-03-06 11:00') }, NOW, '2026-03-06 11:00'],
  ];
  for (const [overrides, now, expected] of cases) {
    const from = eligibleFrom(order(overrides), REGION, at(now));
    assert.equal(from?.toISOString() ?? null, expected === null ? null : kst(expected).toISOString(), expected ?? '');
    if (from !== null) assert.equal(isEligible(order(overrides), REGION, at(from)), true, expected ?? '');
  }
});

const queued = (id: number, portalId: number, created: string, reserved: string | null = null): QueuedOrder => ({
  id,
  portalId,
  createdAt: kst(created),
  reservationDate: reserved === null ? null : kst(reserved),
});

test('FIFO order: reservation date or else creation, then creation, then id', () => {
  const a = queued(5, 1, '2026-03-01 09:00');
  const reservedEarlier = queued(9, 1, '2026-03-02 09:00', '2026-02-28 09:00');
  const sameTurnCreatedEarlier = queued(8, 1, '2026-02-27 09:00', '2026-03-01 09:00');
  const sameEverythingLowerId = queued(4, 1, '2026-03-01 09:00');
  const sorted = [a, reservedEarlier, sameTurnCreatedEarlier, sameEverythingLowerId].sort(fifoCompare);
  assert.deepEqual(
    sorted.map((o) => o.id),
    [9, 8, 4, 5],
  );
  assert.equal(fifoCompare(a, a), 0);
  assert.ok(fifoCompare(queued(1, 1, '2026-03-01 09:00'), queued(2, 1, '2026-03-01 09:00', '2026-03-01 08:59')) > 0);
});

test('FIFO takes the first order in FIFO order, whoever holds it; none eligible → null', () => {
  const orders = [queued(3, 1, '2026-03-03 09:00'), queued(2, 2, '2026-03-02 09:00'), queued(1, 1, '2026-03-04 09:00')];
  assert.equal(chooseOrder('FIFO', orders, state([[2, 99]]))?.id, 2);
  assert.equal(chooseOrder('FIFO', [], NEW_ROUTING_STATE), null);
  assert.equal(chooseOrder('ROUND_ROBIN', [], NEW_ROUTING_STATE), null);
});

test('ROUND_ROBIN takes the consultant assigned longest ago, never-assigned first, then their first order', () => {
  const orders = [
    queued(1, 10, '2026-03-01 09:00'),
    queued(2, 20, '2026-03-02 09:00'),
    queued(3, 20, '2026-03-01 10:00'),
    queued(4, 30, '2026-03-03 09:00'),
  ];
  assert.equal(
    chooseOrder(
      'ROUND_ROBIN',
      orders,
      state([
        [10, 5],
        [20, 3],
        [30, 4],
      ]),
    )?.id,
    3,
  );
  assert.equal(
    chooseOrder(
      'ROUND_ROBIN',
      orders,
      state([
        [10, 5],
        [20, 6],
        [30, 4],
      ]),
    )?.id,
    4,
  );
  assert.equal(
    chooseOrder(
      'ROUND_ROBIN',
      orders,
      state([
        [10, 5],
        [20, 3],
      ]),
    )?.id,
    4,
  ); // 30 never assigned
  // Ties (never assigned, or the same turn) go to the consultant whose first eligible order comes first.
  assert.equal(chooseOrder('ROUND_ROBIN', orders, NEW_ROUTING_STATE)?.id, 1);
  assert.equal(chooseOrder('ROUND_ROBIN', orders, state([[10, 5]]))?.id, 3);
  assert.equal(
    chooseOrder(
      'ROUND_ROBIN',
      orders,
      state([
        [10, 5],
        [20, 5],
        [30, 5],
      ]),
    )?.id,
    1,
  );
  assert.equal(
    chooseOrder(
      'ROUND_ROBIN',
      orders,
      state([
        [10, 6],
        [20, 5],
        [30, 5],
      ]),
    )?.id,
    3,
  );
});

test('an engine assignment makes the consultant the latest, without changing the state it came from', () => {
  const before = state([
    [10, 5],
    [20, 3],
  ]);
  const after = afterAssignment(before, 20);
  assert.deepEqual(
    [...after.lastAssigned],
    [
      [10, 5],
      [20, 6],
    ],
  );
  assert.deepEqual(
    [...before.lastAssigned],
    [
      [10, 5],
      [20, 3],
    ],
  );
  assert.deepEqual([...afterAssignment(NEW_ROUTING_STATE, 7).lastAssigned], [[7, 1]]);
  assert.deepEqual(
    [...afterAssignment(state([[7, -4]]), 8).lastAssigned],
    [
      [7, -4],
      [8, 1],
    ],
  );
});

test('routing a lead: only eligible orders compete; the state moves to the chosen consultant', () => {
  const closed = order({ id: 1, portalId: 10, createdAt: kst('2026-02-01 09:00'), status: 'CANCELLED' });
  const filled = order({ id: 2, portalId: 20, createdAt: kst('2026-02-02 09:00'), regionRoom: new Map() });
  const open = order({ id: 3, portalId: 30, createdAt: kst('2026-02-03 09:00') });
  const routed = routeLead(REGION, [closed, filled, open], 'FIFO', NEW_ROUTING_STATE, at(NOW));
  assert.equal(routed?.order.id, 3);
  assert.deepEqual([...(routed?.state.lastAssigned ?? [])], [[30, 1]]);
  assert.equal(routeLead(REGION, [closed, filled], 'ROUND_ROBIN', NEW_ROUTING_STATE, at(NOW)), null);
});

test('recording an assignment takes one room of the region and the order and counts it, on a copy', () => {
  const before = order({
    regionRoom: new Map([
      [REGION, 2],
      [9, 4],
    ]),
    orderRoom: 5,
    usage: usage(NOW, 1, 3),
  });
  const after = recordAssignment(before, REGION, NOW);
  assert.deepEqual(
    [...after.regionRoom],
    [
      [REGION, 1],
      [9, 4],
    ],
  );
  assert.equal(after.orderRoom, 4);
  assert.deepEqual(after.usage, usage(NOW, 2, 4));
  assert.deepEqual(
    [...before.regionRoom],
    [
      [REGION, 2],
      [9, 4],
    ],
  );
  assert.equal(before.orderRoom, 5);
});

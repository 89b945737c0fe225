import type { orders } from '../../db/schema/leads.js';
import { koreaDate, koreaMonth, koreaNextDayStart, koreaNextMonthStart } from '../../platform/korea-time.js';
import { type Holidays, insideSchedule, nextOpening, type Schedule } from './schedule.rules.js';

/**
 * Which orders the allocation engine may give a lead, and which of them gets it (routing contract §1, §2). Pure:
 * the engine reads the orders, their counters and the holidays, and passes the instant; a run of leads is planned by
 * calling `routeLead` once per lead with the state the previous call returned.
 */

type OrderRow = typeof orders.$inferSelect;

export type { RoutingMode } from '../../db/schema/catalog.js';

import type { RoutingMode } from '../../db/schema/catalog.js';

// ---- Caps ----

/** The Korea-time day (`YYYY-MM-DD`) and calendar month (`YYYY-MM`) of an instant: the periods caps count in. */
export interface Periods {
  day: string;
  month: string;
}

export const periodsOf = (at: Date): Periods => ({ day: koreaDate(at), month: koreaMonth(at) });

/** What the caps count (the order's assignments in the period, less those released before confirmation). */
export interface CapUsage {
  /** The periods the counts are of; a count of an earlier period is 0 now. */
  periods: Periods;
  today: number;
  thisMonth: number;
}

export interface Caps {
  dailyCap: number | null;
  monthlyCap: number | null;
}

export const NO_USAGE: CapUsage = { periods: { day: '', month: '' }, today: 0, thisMonth: 0 };

/** The counts as of `at`: a day or month that has rolled over counts from 0. */
export function usageAt(usage: CapUsage, at: Date): { today: number; thisMonth: number } {
  const now = periodsOf(at);
  return {
    today: usage.periods.day === now.day ? usage.today : 0,
    thisMonth: usage.periods.month === now.month ? usage.thisMonth : 0,
  };
}

/** The counts after one more assignment at `at`. */
export function countAssignment(usage: CapUsage, at: Date): CapUsage {
  const { today, thisMonth } = usageAt(usage, at);
  return { periods: periodsOf(at), today: today + 1, thisMonth: thisMonth + 1 };
}

/** No cap (null) is never reached; a cap is reached once the count is at or above it (a lowered cap included). */
export const capReached = (cap: number | null, count: number) => cap !== null && count >= cap;

/** Which cap stops the engine at `at`, if any. */
export function capStop(caps: Caps, usage: CapUsage, at: Date): 'DAILY_CAP' | 'MONTHLY_CAP' | null {
  const { today, thisMonth } = usageAt(usage, at);
  if (capReached(caps.dailyCap, today)) return 'DAILY_CAP';
  return capReached(caps.monthlyCap, thisMonth) ? 'MONTHLY_CAP' : null;
}

// ---- Eligibility ----

/** Paused while `pausedUntil` is in the future. */
export const isPaused = (pausedUntil: Date | null, now: Date) =>
  pausedUntil !== null && pausedUntil.getTime() > now.getTime();

/** What the engine reads of an order to route a lead to it. */
export interface RoutableOrder extends Caps {
  id: number;
  /** The consultant (portal user) whose order it is. */
  portalId: number;
  source: OrderRow['source'];
  status: OrderRow['status'];
  createdAt: Date;
  reservationDate: Date | null;
  /** Room left per region id (quantity − provisional − confirmed); a region the order does not take is absent. */
  regionRoom: ReadonlyMap<number, number>;
  /** Room left in the whole order (ordered quantity − provisional − confirmed). */
  orderRoom: number;
  usage: CapUsage;
  schedule: Schedule | null;
  pausedUntil: Date | null;
  /** The consultant's routing profile: all their orders pause with it. */
  consultantPausedUntil: Date | null;
}

/** The instant of a routing decision and the holidays around it. */
export interface RoutingMoment {
  now: Date;
  holidays: Holidays;
}

export type Ineligibility =
  | 'CLOSED'
  | 'NOT_ROUTABLE'
  | 'REGION_FILLED'
  | 'PAUSED'
  | 'CONSULTANT_PAUSED'
  | 'OUTSIDE_SCHEDULE'
  | 'DAILY_CAP'
  | 'MONTHLY_CAP';

/** Reasons no waiting for time can lift. */
const PERMANENT: readonly Ineligibility[] = ['CLOSED', 'NOT_ROUTABLE', 'REGION_FILLED'];

/** Why the order may not take a lead of the region now, or null when it may (§1, in that order). */
export function ineligibility(order: RoutableOrder, regionId: number, moment: RoutingMoment): Ineligibility | null {
  const { now, holidays } = moment;
  if (order.status !== 'PENDING' && order.status !== 'IN_PROGRESS') return 'CLOSED';
  // Automatic and distribution orders are not the engine's (specification 4.1, distributions).
  if (order.source !== 'ORDER') return 'NOT_ROUTABLE';
  if ((order.regionRoom.get(regionId) ?? 0) <= 0 || order.orderRoom <= 0) return 'REGION_FILLED';
  if (isPaused(order.pausedUntil, now)) return 'PAUSED';
  if (isPaused(order.consultantPausedUntil, now)) return 'CONSULTANT_PAUSED';
  if (!insideSchedule(order.schedule, now, holidays)) return 'OUTSIDE_SCHEDULE';
  return capStop(order, order.usage, now);
}

export const isEligible = (order: RoutableOrder, regionId: number, moment: RoutingMoment) =>
  ineligibility(order, regionId, moment) === null;

const later = (a: Date, b: Date | null) => (b !== null && b.getTime() > a.getTime() ? b : a);

/**
 * The first instant from `now` at which time alone makes the order eligible for a lead of the region (a pause ends,
 * a day or month rolls over, the schedule opens), with its counts as they are: when the engine offers waiting leads
 * again. `now` when it is eligible; null when only something else can change it (closed, not routable, filled).
 */
export function eligibleFrom(order: RoutableOrder, regionId: number, moment: RoutingMoment): Date | null {
  const reason = ineligibility(order, regionId, moment);
  if (reason === null) return moment.now;
  if (PERMANENT.includes(reason)) return null;
  let at = later(later(moment.now, order.pausedUntil), order.consultantPausedUntil);
  const { today, thisMonth } = usageAt(order.usage, moment.now);
  if (capReached(order.dailyCap, today)) at = later(at, koreaNextDayStart(moment.now));
  if (capReached(order.monthlyCap, thisMonth)) at = later(at, koreaNextMonthStart(moment.now));
  // Every wait above ends at an instant; the schedule may still be closed then.
  if (order.schedule !== null && !insideSchedule(order.schedule, at, moment.holidays)) {
    at = nextOpening(order.schedule, at, moment.holidays);
  }
  return at;
}

// ---- Choice ----

/** What the choice reads of an eligible order. */
export interface QueuedOrder {
  id: number;
  portalId: number;
  createdAt: Date;
  reservationDate: Date | null;
}

/** `FIFO` order: `coalesce(reservationDate, createdAt)`, then `createdAt`, then id. */
export function fifoCompare(a: QueuedOrder, b: QueuedOrder): number {
  const byTurn = (a.reservationDate ?? a.createdAt).getTime() - (b.reservationDate ?? b.createdAt).getTime();
  return byTurn || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
}

/**
 * The round-robin memory of one product: each consultant's last engine assignment as a number that grows with
 * every assignment (the engine reads the id of each consultant's latest assignment; a planned run continues above
 * the highest). A consultant never assigned is absent.
 */
export interface RoutingState {
  readonly lastAssigned: ReadonlyMap<number, number>;
}

export const NEW_ROUTING_STATE: RoutingState = { lastAssigned: new Map() };

const lastTurn = (state: RoutingState, portalId: number) =>
  state.lastAssigned.get(portalId) ?? Number.NEGATIVE_INFINITY;

/** The state after an engine assignment to the consultant: theirs becomes the latest. */
export function afterAssignment(state: RoutingState, portalId: number): RoutingState {
  const latest = Math.max(0, ...state.lastAssigned.values());
  return { lastAssigned: new Map(state.lastAssigned).set(portalId, latest + 1) };
}

/**
 * The order that takes the lead among eligible ones, or null when none is. `FIFO`: the first in `FIFO` order.
 * `ROUND_ROBIN`: the consultant whose last assignment is the oldest (never assigned first; ties by their first
 * eligible order in `FIFO` order), and their first order in `FIFO` order.
 */
export function chooseOrder<T extends QueuedOrder>(mode: RoutingMode, eligible: readonly T[], state: RoutingState) {
  const queue = [...eligible].sort(fifoCompare);
  if (mode === 'FIFO') return queue[0] ?? null;
  // A consultant's first order met is their first in FIFO order; only a strictly older turn displaces the best, so
  // a tie keeps the consultant met first.
  let best: T | null = null;
  for (const order of queue) {
    if (best === null || lastTurn(state, order.portalId) < lastTurn(state, best.portalId)) best = order;
  }
  return best;
}

/** Routes one lead: the order it goes to and the state for the next lead, or null when no order is eligible. */
export function routeLead<T extends RoutableOrder>(
  regionId: number,
  candidates: readonly T[],
  mode: RoutingMode,
  state: RoutingState,
  moment: RoutingMoment,
): { order: T; state: RoutingState } | null {
  const order = chooseOrder(
    mode,
    candidates.filter((o) => isEligible(o, regionId, moment)),
    state,
  );
  return order === null ? null : { order, state: afterAssignment(state, order.portalId) };
}

/** The order after it took a lead of the region at `at`: one less room, one more assignment counted. */
export function recordAssignment<T extends RoutableOrder>(order: T, regionId: number, at: Date): T {
  const regionRoom = new Map(order.regionRoom).set(regionId, (order.regionRoom.get(regionId) ?? 0) - 1);
  return { ...order, regionRoom, orderRoom: order.orderRoom - 1, usage: countAssignment(order.usage, at) };
}

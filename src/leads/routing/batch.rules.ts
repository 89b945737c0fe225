import {
  capReached,
  fifoCompare,
  isPaused,
  type RoutableOrder,
  type RoutingMode,
  type RoutingMoment,
  type RoutingState,
  usageAt,
} from './routing.rules.js';
import { insideSchedule } from './schedule.rules.js';

/**
 * The allocation engine's batch (routing contract §1, §2): a run of leads routed at one instant in one pass, as
 * `routeLead` and `recordAssignment` would route them lead after lead (a property test holds the two equal). Pure.
 */

/** Whether the rules of time and status leave an order open now (its room and counters aside). */
export function openNow(order: RoutableOrder, moment: RoutingMoment): boolean {
  return (
    (order.status === 'PENDING' || order.status === 'IN_PROGRESS') &&
    order.source === 'ORDER' &&
    !isPaused(order.pausedUntil, moment.now) &&
    !isPaused(order.consultantPausedUntil, moment.now) &&
    insideSchedule(order.schedule, moment.now, moment.holidays)
  );
}

/** A lead of a batch: `group` names the orders that may take it (its provider and product). */
export interface BatchLead {
  id: number;
  regionId: number;
  group: string;
  /** Consultants whose orders may not take it (a first-contact deadline they missed). */
  excluded?: readonly number[];
}

/** The orders of one group, the product's routing mode and its round-robin memory. */
export interface BatchGroup<T extends RoutableOrder> {
  mode: RoutingMode;
  orders: readonly T[];
  state: RoutingState;
}

/** An order during a batch: what the batch has taken from it so far. */
interface Seat<T extends RoutableOrder> {
  order: T;
  regionRoom: Map<number, number>;
  orderRoom: number;
  today: number;
  thisMonth: number;
}

const fits = <T extends RoutableOrder>(seat: Seat<T>, regionId: number) =>
  (seat.regionRoom.get(regionId) ?? 0) > 0 &&
  seat.orderRoom > 0 &&
  !capReached(seat.order.dailyCap, seat.today) &&
  !capReached(seat.order.monthlyCap, seat.thisMonth);

/**
 * Routes a batch of leads, in their order, at one instant: what `routeLead` followed by `recordAssignment` gives
 * lead after lead, computed in one pass (the time rules are read once per order, not once per lead and order).
 * Returns each placed lead with its order.
 */
export function planBatch<T extends RoutableOrder>(
  leads: readonly BatchLead[],
  groups: ReadonlyMap<string, BatchGroup<T>>,
  moment: RoutingMoment,
): { leadId: number; order: T }[] {
  const live = new Map<string, { mode: RoutingMode; seats: Seat<T>[]; turns: Map<number, number>; top: number }>();
  for (const [key, group] of groups) {
    const seats = group.orders
      .filter((order) => openNow(order, moment))
      .sort(fifoCompare)
      .map((order) => ({
        order,
        regionRoom: new Map(order.regionRoom),
        orderRoom: order.orderRoom,
        ...usageAt(order.usage, moment.now),
      }));
    const turns = new Map(group.state.lastAssigned);
    live.set(key, { mode: group.mode, seats, turns, top: Math.max(0, ...turns.values()) });
  }
  const planned: { leadId: number; order: T }[] = [];
  for (const lead of leads) {
    const group = live.get(lead.group);
    if (!group) continue;
    let chosen: Seat<T> | null = null;
    for (const seat of group.seats) {
      if (!fits(seat, lead.regionId) || lead.excluded?.includes(seat.order.portalId)) continue;
      if (group.mode === 'FIFO') {
        chosen = seat;
        break;
      }
      const turn = group.turns.get(seat.order.portalId) ?? Number.NEGATIVE_INFINITY;
      if (chosen === null || turn < (group.turns.get(chosen.order.portalId) ?? Number.NEGATIVE_INFINITY)) {
        chosen = seat;
      }
    }
    if (chosen === null) continue;
    chosen.regionRoom.set(lead.regionId, (chosen.regionRoom.get(lead.regionId) ?? 0) - 1);
    chosen.orderRoom -= 1;
    chosen.today += 1;
    chosen.thisMonth += 1;
    group.top += 1;
    group.turns.set(chosen.order.portalId, group.top);
    planned.push({ leadId: lead.id, order: chosen.order });
  }
  return planned;
}

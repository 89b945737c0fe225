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

/** The consultants of a `ROUND_ROBIN` group in turn order, each with their open orders in `FIFO` order. */
interface Rotation<T extends RoutableOrder> {
  /** Longest waiting first: never assigned (no turn), then by their last turn; a consultant served goes last. */
  queue: number[];
  seatsOf: Map<number, Seat<T>[]>;
  /** Each seat's place in `FIFO` order: it breaks ties between consultants never assigned. */
  place: Map<Seat<T>, number>;
}

interface LiveGroup<T extends RoutableOrder> {
  mode: RoutingMode;
  seats: Seat<T>[];
  turns: Map<number, number>;
  top: number;
  rotation: Rotation<T>;
}

function rotationOf<T extends RoutableOrder>(seats: Seat<T>[], turns: Map<number, number>): Rotation<T> {
  const seatsOf = new Map<number, Seat<T>[]>();
  for (const seat of seats) {
    const list = seatsOf.get(seat.order.portalId) ?? [];
    list.push(seat);
    seatsOf.set(seat.order.portalId, list);
  }
  const turnOf = (portalId: number) => turns.get(portalId) ?? Number.NEGATIVE_INFINITY;
  const queue = [...seatsOf.keys()].sort((a, b) => turnOf(a) - turnOf(b) || a - b);
  return { queue, seatsOf, place: new Map(seats.map((seat, i) => [seat, i])) };
}

const canTake = <T extends RoutableOrder>(seat: Seat<T>, lead: BatchLead) =>
  fits(seat, lead.regionId) && !lead.excluded?.includes(seat.order.portalId);

/**
 * `ROUND_ROBIN`'s choice (`chooseOrder`): the consultant waiting longest who has an order that can take the lead,
 * and their first such order; consultants waiting equally long (never assigned) are taken in the `FIFO` order of
 * those orders. Walks the consultants in turn order and stops after the first turn that has a taker, instead of
 * looking at every order.
 */
function nextInTurn<T extends RoutableOrder>(group: LiveGroup<T>, lead: BatchLead): Seat<T> | null {
  const { queue, seatsOf, place } = group.rotation;
  const turnOf = (portalId: number) => group.turns.get(portalId) ?? Number.NEGATIVE_INFINITY;
  let chosen: Seat<T> | null = null;
  for (const portalId of queue) {
    if (chosen !== null && turnOf(portalId) !== turnOf(chosen.order.portalId)) break;
    const seat = (seatsOf.get(portalId) ?? []).find((s) => canTake(s, lead));
    if (seat !== undefined && (chosen === null || (place.get(seat) as number) < (place.get(chosen) as number))) {
      chosen = seat;
    }
  }
  return chosen;
}

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
  const live = new Map<string, LiveGroup<T>>();
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
    const top = Math.max(0, ...turns.values());
    live.set(key, { mode: group.mode, seats, turns, top, rotation: rotationOf(seats, turns) });
  }
  const planned: { leadId: number; order: T }[] = [];
  for (const lead of leads) {
    const group = live.get(lead.group);
    if (!group) continue;
    const chosen =
      group.mode === 'FIFO' ? (group.seats.find((seat) => canTake(seat, lead)) ?? null) : nextInTurn(group, lead);
    if (chosen === null) continue;
    chosen.regionRoom.set(lead.regionId, (chosen.regionRoom.get(lead.regionId) ?? 0) - 1);
    chosen.orderRoom -= 1;
    chosen.today += 1;
    chosen.thisMonth += 1;
    group.top += 1;
    group.turns.set(chosen.order.portalId, group.top);
    const { queue } = group.rotation;
    queue.splice(queue.indexOf(chosen.order.portalId), 1);
    queue.push(chosen.order.portalId);
    planned.push({ leadId: lead.id, order: chosen.order });
  }
  return planned;
}

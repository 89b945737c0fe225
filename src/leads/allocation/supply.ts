import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RoutingMode, Schedule } from '../../db/schema/index.js';
import { holidays, orderRegions, orders, products, routingProfiles } from '../../db/schema/index.js';
import { koreaDate } from '../../platform/korea-time.js';
import { idArray } from '../core/lead.repo.js';
import { usageOf } from '../orders/cap-usage.js';
import { type BatchGroup, openNow } from '../routing/batch.rules.js';
import { capStop, NEW_ROUTING_STATE, type RoutableOrder } from '../routing/routing.rules.js';
import type { Holidays } from '../routing/schedule.rules.js';

/**
 * What the allocation engine reads of its orders: each with its room, rules, counters and consultant's pause
 * (`RoutableOrder`), grouped by provider and product with the product's routing mode and round-robin memory.
 */

export interface EngineOrder extends RoutableOrder {
  providerId: number;
  productId: number;
}

export interface Supply {
  groups: Map<string, BatchGroup<EngineOrder>>;
  /** Products whose engine assignments are confirmed in the same transaction. */
  autoConfirm: Set<number>;
  holidays: Holidays;
}

interface SupplyRow {
  id: number | string;
  provider_id: number;
  product_id: number;
  portal_id: number;
  source: EngineOrder['source'];
  status: EngineOrder['status'];
  created_at: Date | string;
  reservation_date: Date | string | null;
  daily_cap: number | null;
  monthly_cap: number | null;
  schedule: Schedule | string | null;
  paused_until: Date | string | null;
  sent_day: string | null;
  sent_today: number;
  sent_month: string | null;
  sent_this_month: number;
  consultant_paused_until: Date | string | null;
  order_room: number;
  region_rooms: [number, number][] | string;
  routing: RoutingMode;
  auto_confirm: boolean;
  consultant_last_routed: number | string | null;
  holiday: boolean;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const dateOrNull = (value: Date | string | null) => (value === null ? null : date(value));
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Round-robin's memory of a product among its consultants: the id of each one's latest engine assignment for the
 * product, on any of their orders (kept on the orders by the assignments); for the round-robin products of these
 * orders only, one look into the index `orders_routing_memory` per consultant.
 */
export function routingMemory(orderIds: SQL): SQL {
  return sql`select pairs.product_id, pairs.portal_id,
      (select max(t.last_routed_id) from ${orders} t where t.product_id = pairs.product_id
        and t.portal_id = pairs.portal_id and t.last_routed_id is not null) as last_id
    from (select distinct o.product_id, o.portal_id from ${orders} o
        join ${products} p on p.id = o.product_id where o.id = any(${orderIds}) and p.routing = 'ROUND_ROBIN') as pairs`;
}

/** The orders with these ids as the engine routes to them (the caller holds their locks, or only looks). */
export async function readSupply(tx: Executor, orderIds: number[], now: Date, withTurns = true): Promise<Supply> {
  const supply: Supply = { groups: new Map(), autoConfirm: new Set(), holidays: new Set() };
  if (orderIds.length === 0) return supply;
  const today = koreaDate(now);
  const lastRouted = new Map<string, Map<number, number>>();
  const ids = idArray(orderIds);
  const turns = withTurns
    ? routingMemory(ids)
    : sql`select null::int as product_id, null::int as portal_id, null::bigint as last_id where false`;
  const { rows } = await tx.execute<SupplyRow & Record<string, unknown>>(sql`
    with turns as (${turns})
    select ${orders.id} as id, ${orders.providerId} as provider_id, ${orders.productId} as product_id,
      ${orders.portalId} as portal_id, ${orders.source} as source, ${orders.status} as status,
      ${orders.createdAt} as created_at, ${orders.reservationDate} as reservation_date,
      ${orders.dailyCap} as daily_cap, ${orders.monthlyCap} as monthly_cap, ${orders.schedule} as schedule,
      ${orders.pausedUntil} as paused_until, ${orders.sentDay} as sent_day, ${orders.sentToday} as sent_today,
      ${orders.sentMonth} as sent_month, ${orders.sentThisMonth} as sent_this_month,
      ${routingProfiles.pausedUntil} as consultant_paused_until,
      (${orders.orderedQuantity} - ${orders.provisionalCount} - ${orders.confirmedCount})::int as order_room,
      (select coalesce(json_agg(json_build_array(${orderRegions.regionId},
          ${orderRegions.quantity} - ${orderRegions.provisionalCount} - ${orderRegions.confirmedCount})), '[]')
        from ${orderRegions} where ${orderRegions.orderId} = ${orders.id}) as region_rooms,
      ${products.routing} as routing, ${products.autoConfirm} as auto_confirm,
      turns.last_id as consultant_last_routed,
      -- Whether the Korea day of \`now\` is a holiday: read once, used only when an order's schedule skips them.
      exists (select 1 from ${holidays} where ${holidays.date} = ${today}) as holiday
    from ${orders}
    join ${products} on ${products.id} = ${orders.productId}
    left join ${routingProfiles} on ${routingProfiles.portalId} = ${orders.portalId}
    left join turns on turns.product_id = ${orders.productId} and turns.portal_id = ${orders.portalId}
    where ${orders.id} = any(${ids})`);
  if (rows[0]?.holiday) supply.holidays = new Set([today]);
  for (const r of rows) {
    const order: EngineOrder = {
      id: Number(r.id),
      providerId: r.provider_id,
      productId: r.product_id,
      portalId: r.portal_id,
      source: r.source,
      status: r.status,
      createdAt: date(r.created_at),
      reservationDate: dateOrNull(r.reservation_date),
      dailyCap: r.daily_cap,
      monthlyCap: r.monthly_cap,
      schedule: r.schedule === null ? null : json(r.schedule),
      pausedUntil: dateOrNull(r.paused_until),
      consultantPausedUntil: dateOrNull(r.consultant_paused_until),
      orderRoom: r.order_room,
      regionRoom: new Map(json(r.region_rooms)),
      usage: usageOf({
        sentDay: r.sent_day,
        sentToday: r.sent_today,
        sentMonth: r.sent_month,
        sentThisMonth: r.sent_this_month,
      }),
    };
    const key = `${order.providerId}:${order.productId}`;
    if (r.consultant_last_routed !== null) {
      const turns = lastRouted.get(key) ?? new Map<number, number>();
      turns.set(order.portalId, Number(r.consultant_last_routed));
      lastRouted.set(key, turns);
    }
    const group = supply.groups.get(key) ?? { mode: r.routing, orders: [], state: NEW_ROUTING_STATE };
    (group.orders as EngineOrder[]).push(order);
    supply.groups.set(key, group);
    if (r.auto_confirm) supply.autoConfirm.add(order.productId);
  }
  for (const [key, group] of supply.groups) {
    if (withTurns && group.mode === 'ROUND_ROBIN') group.state = { lastAssigned: lastRouted.get(key) ?? new Map() };
  }
  return supply;
}

/**
 * The ids of the orders that could take a lead now (open, with room, inside their time rules and under their caps),
 * optionally of one product, and whether they are all the open orders with room (no rule holds one back): what a
 * backlog run offers leads to. Read without locks; the run locks and reads again.
 */
export async function ordersOpenNow(
  tx: Executor,
  now: Date,
  productId?: number,
): Promise<{ ids: number[]; all: boolean }> {
  const { rows } = await tx.execute<{ id: number | string }>(sql`
    select ${orders.id} as id from ${orders}
    where ${orders.status} in ('PENDING', 'IN_PROGRESS') and ${orders.source} = 'ORDER'
      and ${orders.provisionalCount} + ${orders.confirmedCount} < ${orders.orderedQuantity}
      ${productId === undefined ? sql`` : sql`and ${orders.productId} = ${productId}`}`);
  const supply = await readSupply(
    tx,
    rows.map((r) => Number(r.id)),
    now,
    // Which orders are open needs no round-robin turns: the batch reads them under its locks.
    false,
  );
  const moment = { now, holidays: supply.holidays };
  const ids = [...supply.groups.values()].flatMap((group) =>
    group.orders.filter((o) => openNow(o, moment) && capStop(o, o.usage, now) === null).map((o) => o.id),
  );
  return { ids, all: ids.length === rows.length };
}

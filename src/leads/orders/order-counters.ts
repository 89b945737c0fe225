import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderRegions, orders } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { type DomainEvent, emit } from '../../platform/events.js';
import { idArray } from '../core/lead.repo.js';
import { countSent } from './cap-usage.js';

/**
 * The counters of orders and of their regions, and the status they give an order: changed by the primitives that
 * move leads in and out of orders (`assignments.service.ts`), in the caller's transaction, under the order's lock.
 */

/** The status an order's counters give it once `p` provisional and `c` confirmed leads are added. */
export const statusAfter = (p: number | SQL, c: number | SQL): SQL => sql`case
  when ${orders.status} = 'CANCELLED' then 'CANCELLED'
  when ${orders.confirmedCount} + ${c} >= ${orders.orderedQuantity} then 'COMPLETED'
  when ${orders.provisionalCount} + ${p} + ${orders.confirmedCount} + ${c} > 0 then 'IN_PROGRESS'
  else 'PENDING' end`;

/** Per-region counters: `byRegion` maps region id → change. Regions the order did not ask for are ignored. */
export async function adjustOrderRegions(
  tx: Executor,
  orderId: number,
  kind: 'provisional' | 'confirmed',
  byRegion: Map<number | null, number>,
): Promise<void> {
  const column = kind === 'provisional' ? orderRegions.provisionalCount : orderRegions.confirmedCount;
  for (const [regionId, change] of byRegion) {
    if (regionId === null || change === 0) continue;
    await tx
      .update(orderRegions)
      .set({ [kind === 'provisional' ? 'provisionalCount' : 'confirmedCount']: sql`${column} + ${change}` })
      .where(and(eq(orderRegions.orderId, orderId), eq(orderRegions.regionId, regionId)));
  }
}

export function countByRegion(rows: { regionId: number | null }[], sign = 1): Map<number | null, number> {
  const map = new Map<number | null, number>();
  for (const r of rows) map.set(r.regionId, (map.get(r.regionId) ?? 0) + sign);
  return map;
}

/** Emits `events` now, or adds them to `into` when the caller emits them later with its own (same transaction). */
export async function emitOrCollect(
  tx: Executor,
  caller: Caller,
  events: DomainEvent[],
  into: DomainEvent[] | undefined,
) {
  if (into) into.push(...events);
  else await emit(tx, caller, events);
}

/**
 * Numbers (or nulls) as one array parameter, for `unnest`: a batch's deltas bind as a few parameters rather than a
 * `values` list of thousands, which PostgreSQL parses and plans in several times the time of the update itself.
 */
function numbers(values: (number | null)[], type: 'int' | 'bigint'): SQL {
  const literal = `{${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}}`;
  return sql`${literal}::${sql.raw(type)}[]`;
}

export interface OrderDelta {
  provisional?: number;
  confirmed?: number;
  /** Changes the ordered quantity too (a distribution order shrinking on recall). */
  ordered?: number;
  /** New assignments the caps count, made at `adjustOrders`' `sentAt`. */
  sent?: number;
  /** The id of the order's latest new assignment by the engine (round-robin's memory). */
  routedUpTo?: number;
}

/**
 * The UPDATE that adds `deltas` to orders' counters and derives their status from them (the status before is read in
 * the same statement, under the lock): returning each changed order's id, portal user (`portal_id`), status before
 * (`was`) and after. `adjustOrders` runs it; a statement that moves leads embeds it as a data-modifying CTE.
 */
export function adjustOrdersSql(deltas: Map<number, OrderDelta>, sentAt?: Date): SQL | null {
  const rows = [...deltas].filter(([, d]) => d.provisional || d.confirmed || d.ordered);
  if (rows.length === 0) return null;
  const ids = rows.map(([id]) => id);
  const column = (pick: (d: OrderDelta) => number | null, type: 'int' | 'bigint' = 'int') =>
    numbers(
      rows.map(([, d]) => pick(d)),
      type,
    );
  const p = column((d) => d.provisional ?? 0);
  const c = column((d) => d.confirmed ?? 0);
  const q = column((d) => d.ordered ?? 0);
  const n = column((d) => d.sent ?? 0);
  const r = column((d) => d.routedUpTo ?? null, 'bigint');
  return sql`
    update orders set
      provisional_count = orders.provisional_count + v.p,
      confirmed_count = orders.confirmed_count + v.c,
      ordered_quantity = orders.ordered_quantity + v.q,
      status = case
        when orders.status = 'CANCELLED' then 'CANCELLED'
        when orders.confirmed_count + v.c >= orders.ordered_quantity + v.q then 'COMPLETED'
        when orders.provisional_count + v.p + orders.confirmed_count + v.c > 0 then 'IN_PROGRESS'
        else 'PENDING' end,
      ${sentAt ? sql`${countSent(sql`v.s`, sentAt)},` : sql``}
      last_routed_id = greatest(orders.last_routed_id, v.r),
      updated_at = now()
    from unnest(${numbers(ids, 'bigint')}, ${p}, ${c}, ${q}, ${n}, ${r}) as v(id, p, c, q, s, r),
      (select id, status from orders where id = any(${idArray(ids)}) for update) as before
    where orders.id = v.id and before.id = orders.id
    returning orders.id, orders.portal_id, before.status as was, orders.status`;
}

/**
 * Adds to orders' counters and derives their status from them, in one statement; the callers hold their row locks.
 * An order whose status becomes COMPLETED here emits `order.completed` (the status before is read in the same
 * statement, under the lock: once per transition). Returns each changed order's portal user and statuses.
 */
export async function adjustOrders(
  tx: Executor,
  caller: Caller,
  deltas: Map<number, OrderDelta>,
  into?: DomainEvent[],
  sentAt?: Date,
): Promise<Map<number, { portalId: number; was: string; status: string }>> {
  const changed = new Map<number, { portalId: number; was: string; status: string }>();
  const update = adjustOrdersSql(deltas, sentAt);
  if (update === null) return changed;
  const { rows: updated } = await tx.execute<{
    id: number | string;
    portal_id: number;
    was: string;
    status: string;
  }>(update);
  for (const r of updated) changed.set(Number(r.id), { portalId: r.portal_id, was: r.was, status: r.status });
  await emitOrCollect(
    tx,
    caller,
    [...changed]
      .filter(([, o]) => o.status === 'COMPLETED' && o.was !== 'COMPLETED')
      .map(([orderId, o]) => ({ type: 'order.completed' as const, orderId, portalId: o.portalId })),
    into,
  );
  return changed;
}

/**
 * The public events `adjustOrders` emits, as rows (`type`, `payload`) for a statement that embeds `adjustOrdersSql`
 * as the CTE named `cte`: `order.completed` for each order that became COMPLETED in it.
 */
export const completedOrdersSql = (cte: string): SQL => sql`
  select 'order.completed' as type, jsonb_build_object('orderId', c.id::text, 'portalId', c.portal_id) as payload,
    c.id as n
  from ${sql.identifier(cte)} c where c.status = 'COMPLETED' and c.was <> 'COMPLETED'`;

export interface RegionDelta {
  orderId: number;
  regionId: number;
  provisional?: number;
  confirmed?: number;
}

/** `adjustOrderRegions` for many (order, region) pairs in one statement (a round-robin batch touches thousands). */
export async function adjustRegionCounters(tx: Executor, deltas: RegionDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const column = (pick: (d: RegionDelta) => number, type: 'int' | 'bigint' = 'int') => numbers(deltas.map(pick), type);
  const orderIds = column((d) => d.orderId, 'bigint');
  const regionIds = column((d) => d.regionId);
  const p = column((d) => d.provisional ?? 0);
  const c = column((d) => d.confirmed ?? 0);
  await tx.execute(sql`
    update order_regions set
      provisional_count = order_regions.provisional_count + v.p,
      confirmed_count = order_regions.confirmed_count + v.c
    from unnest(${orderIds}, ${regionIds}, ${p}, ${c}) as v(order_id, region_id, p, c)
    where order_regions.order_id = v.order_id and order_regions.region_id = v.region_id`);
}

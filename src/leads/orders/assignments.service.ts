import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { assignments, leads, orderRegions, orders } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { type DomainEvent, emit, type LeadEventName, type RecallReason } from '../../platform/events.js';
import { idArray } from '../core/lead.repo.js';
import { countSent, uncountReleased } from './cap-usage.js';

/**
 * The primitives that move leads in and out of orders. Each keeps the order's counters, its region counters
 * and its status exact in the same transaction; callers hold the order's row lock (`lockOrder`).
 */

export type OrderRow = typeof orders.$inferSelect;

export type { LeadEventName };

export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/**
 * True when some open order of the provider and product has room in the region: what the allocation engine needs to
 * offer a lead there. Only `ORDER` orders have region quantities (automatic and distribution orders have none), so
 * only they are looked at. The arguments are SQL expressions (a lead's columns) or values.
 */
export const openRoomIn = (
  providerId: SQL | number,
  productId: SQL | number,
  regionId: SQL | number | null,
): SQL => sql`exists (
  select 1 from ${orderRegions} join ${orders} on ${orders.id} = ${orderRegions.orderId}
  where ${orders.providerId} = ${providerId} and ${orders.productId} = ${productId}
    and ${orderRegions.regionId} = ${regionId}
    and ${orders.status} in ('PENDING', 'IN_PROGRESS') and ${orders.source} = 'ORDER'
    and ${orderRegions.provisionalCount} + ${orderRegions.confirmedCount} < ${orderRegions.quantity}
    and ${orders.provisionalCount} + ${orders.confirmedCount} < ${orders.orderedQuantity})`;

/** The status an order's counters give it once `p` provisional and `c` confirmed leads are added. */
export const statusAfter = (p: number, c: number): SQL => sql`case
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

/**
 * Ends live provisional assignments: their leads go back to UNASSIGNED. `RELEASED` is a taking-away the portal user
 * did not ask for (room for a confirmation, a suppression; `PAUSED` tells them with `lead.recalled`), `RECALLED` the
 * cancellation of their order. Returns the freed lead ids so the caller can offer them to other orders.
 */
export async function releaseProvisional(
  tx: Executor,
  caller: Caller,
  orderId: number,
  assignmentIds: number[] | 'all',
  event: 'RELEASED' | 'RECALLED',
  reason: RecallReason | null = event === 'RECALLED' ? 'ORDER_CANCELLED' : null,
): Promise<number[]> {
  const ended = await tx
    .update(assignments)
    .set({ endedAt: sql`now()`, endReason: event })
    .where(
      and(
        eq(assignments.orderId, orderId),
        eq(assignments.kind, 'PROVISIONAL'),
        isNull(assignments.endedAt),
        assignmentIds === 'all' ? undefined : inArray(assignments.id, assignmentIds),
      ),
    )
    .returning({ leadId: assignments.leadId, createdAt: assignments.createdAt });
  if (ended.length === 0) return [];
  const leadIds = ended.map((e) => e.leadId);
  // Released before confirmation: they leave the caps' counts.
  await uncountReleased(
    tx,
    orderId,
    ended.map((e) => e.createdAt),
  );
  const freed = await tx
    .update(leads)
    .set({ status: 'UNASSIGNED', orderId: null, assignmentId: null })
    .where(inArray(leads.id, leadIds))
    .returning({ id: leads.id, regionId: leads.regionId });
  const order = await adjustOrders(tx, caller, new Map([[orderId, { provisional: -freed.length }]]));
  await adjustOrderRegions(tx, orderId, 'provisional', countByRegion(freed, -1));
  const portalId = order.get(orderId)?.portalId;
  await emit(tx, caller, [
    ...freed.map((l) => ({ type: 'lead.history' as const, leadId: l.id, event, orderId })),
    ...(reason !== null && portalId !== undefined
      ? freed.map((l) => ({ type: 'lead.recalled' as const, leadId: l.id, orderId, portalId, reason }))
      : []),
  ]);
  return leadIds;
}

/** What placing one lead needs to know of its (locked) order. */
export type OrderRoom = Pick<OrderRow, 'id' | 'portalId' | 'provisionalCount' | 'confirmedCount' | 'orderedQuantity'>;

/**
 * Makes room for one confirmed assignment: a full order's newest provisional assignment goes back to the pool.
 * Returns the freed lead ids.
 */
export async function makeRoomForConfirmation(tx: Executor, caller: Caller, order: OrderRoom): Promise<number[]> {
  if (order.provisionalCount + order.confirmedCount < order.orderedQuantity) return [];
  const [newest] = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.orderId, order.id), eq(assignments.kind, 'PROVISIONAL'), isNull(assignments.endedAt)))
    .orderBy(desc(assignments.id))
    .limit(1);
  return newest ? releaseProvisional(tx, caller, order.id, [newest.id], 'RELEASED') : [];
}

// ---- set-based primitives (allocation engine, confirmation, distribution) ----

/** Emits `events` now, or adds them to `into` when the caller emits them later with its own (same transaction). */
async function emitOrCollect(tx: Executor, caller: Caller, events: DomainEvent[], into: DomainEvent[] | undefined) {
  if (into) into.push(...events);
  else await emit(tx, caller, events);
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
  const rows = [...deltas].filter(([, d]) => d.provisional || d.confirmed || d.ordered);
  if (rows.length === 0) return changed;
  const values = sql.join(
    rows.map(
      ([orderId, d]) =>
        sql`(${orderId}::bigint, ${d.provisional ?? 0}::int, ${d.confirmed ?? 0}::int, ${d.ordered ?? 0}::int,
          ${d.sent ?? 0}::int, ${d.routedUpTo ?? null}::bigint)`,
    ),
    sql`, `,
  );
  const { rows: updated } = await tx.execute<{
    id: number | string;
    portal_id: number;
    was: string;
    status: string;
  }>(sql`
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
    from (values ${values}) as v(id, p, c, q, s, r),
      (select id, status from orders where id = any(${idArray(rows.map(([id]) => id))}) for update) as before
    where orders.id = v.id and before.id = orders.id
    returning orders.id, orders.portal_id, before.status as was, orders.status`);
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

export interface RegionDelta {
  orderId: number;
  regionId: number;
  provisional?: number;
  confirmed?: number;
}

/** `adjustOrderRegions` for many (order, region) pairs in one statement. */
export async function adjustRegionCounters(tx: Executor, deltas: RegionDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const values = sql.join(
    deltas.map(
      (d) => sql`(${d.orderId}::bigint, ${d.regionId}::int, ${d.provisional ?? 0}::int, ${d.confirmed ?? 0}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update order_regions set
      provisional_count = order_regions.provisional_count + v.p,
      confirmed_count = order_regions.confirmed_count + v.c
    from (values ${values}) as v(order_id, region_id, p, c)
    where order_regions.order_id = v.order_id and order_regions.region_id = v.region_id`);
}

export interface ProvisionalPlacement {
  leadId: number;
  orderId: number;
  regionId: number;
}

/**
 * Provisionally assigns UNASSIGNED leads (locked by the caller) to orders (locked by the caller, with room checked):
 * one statement per table whatever the count. With `into`, the events are added to it for the caller to emit with
 * its own (in this order: history, `lead.assigned`, `order.completed`) instead of being emitted here.
 */
export async function provisionallyAssign(
  tx: Executor,
  caller: Caller,
  placements: ProvisionalPlacement[],
  at: Date,
  into?: DomainEvent[],
): Promise<void> {
  if (placements.length === 0) return;
  const leadIds = idArray(placements.map((p) => p.leadId));
  // Assignments and leads in one statement, the placements passed as two arrays (two parameters whatever the batch
  // size): a backlog run places thousands of leads a second.
  const { rows: placed } = await tx.execute<{
    id: number | string;
    lead_id: number | string;
    order_id: number | string;
    portal_id: number;
  }>(sql`
    with placed as (
      select * from unnest(${leadIds}, ${idArray(placements.map((p) => p.orderId))}) as p(lead_id, order_id)
    ), created as (
      -- Made by the engine, at the app's time: the caps count them per Korea day and month.
      insert into ${assignments} (lead_id, order_id, kind, created_at)
      select lead_id, order_id, 'PROVISIONAL', ${at.toISOString()}::timestamptz from placed
      returning id, lead_id, order_id
    ), moved as (
      -- The ids again as an array: the leads are found by their primary key, not by a join the planner may turn
      -- into a scan of the whole table (it did on a freshly loaded one, whose row estimates were stale).
      update ${leads} set status = 'PROVISIONAL', order_id = created.order_id, assignment_id = created.id
      from created where ${leads.id} = created.lead_id and ${leads.id} = any(${leadIds})
    )
    select created.id, created.lead_id, created.order_id, ${orders.portalId} as portal_id
    from created join ${orders} on ${orders.id} = created.order_id
    order by created.id`);
  await emitOrCollect(
    tx,
    caller,
    [
      ...placed.map((p) => ({
        type: 'lead.history' as const,
        leadId: Number(p.lead_id),
        event: 'PROVISIONALLY_ASSIGNED' as const,
        orderId: Number(p.order_id),
      })),
      ...placed.map((p) => ({
        type: 'lead.assigned' as const,
        leadId: Number(p.lead_id),
        orderId: Number(p.order_id),
        portalId: p.portal_id,
        assignment: 'PROVISIONAL' as const,
      })),
    ],
    into,
  );
  const byOrder = new Map<number, OrderDelta>();
  const byRegion = new Map<string, RegionDelta>();
  for (const p of placed) {
    const orderId = Number(p.order_id);
    const n = (byOrder.get(orderId)?.provisional ?? 0) + 1;
    // In id order: the last is the order's latest.
    byOrder.set(orderId, { provisional: n, sent: n, routedUpTo: Number(p.id) });
  }
  for (const p of placements) {
    const key = `${p.orderId}:${p.regionId}`;
    const r = byRegion.get(key) ?? { orderId: p.orderId, regionId: p.regionId, provisional: 0 };
    r.provisional = (r.provisional ?? 0) + 1;
    byRegion.set(key, r);
  }
  await adjustOrders(tx, caller, byOrder, into, at);
  await adjustRegionCounters(tx, [...byRegion.values()]);
}

/**
 * Turns the live provisional assignments of a locked order (all, or those of `leadIds`) into confirmed ones (the same
 * assignment rows, so their ids stay): the leads become owned by the order's portal user, assigned at `at`. With
 * `into`, the events are added to it for the caller to emit with its own. Returns the confirmed lead ids.
 */
export async function confirmProvisional(
  tx: Executor,
  caller: Caller,
  order: Pick<OrderRow, 'id' | 'portalId'>,
  at: Date,
  options: { leadIds?: number[]; into?: DomainEvent[] } = {},
): Promise<number[]> {
  const confirmed = await tx
    .update(assignments)
    // The transaction's time, as the audit record of an admin's confirmation; the lead's assignedAt is the app's.
    .set({ kind: 'CONFIRMED', confirmedAt: sql`now()` })
    .where(
      and(
        eq(assignments.orderId, order.id),
        eq(assignments.kind, 'PROVISIONAL'),
        isNull(assignments.endedAt),
        options.leadIds ? sql`${assignments.leadId} = any(${idArray(options.leadIds)})` : undefined,
      ),
    )
    .returning({ leadId: assignments.leadId });
  if (confirmed.length === 0) return [];
  const leadIds = confirmed.map((c) => c.leadId);
  const moved = await tx
    .update(leads)
    .set({
      status: 'ASSIGNED',
      ownerPortalId: order.portalId,
      assignedAt: at,
      lastDistributedAt: at,
      lastDistributedFrom: null,
      usedAt: null,
    })
    .where(sql`${leads.id} = any(${idArray(leadIds)})`)
    .returning({ regionId: leads.regionId });
  await adjustOrders(
    tx,
    caller,
    new Map([[order.id, { provisional: -leadIds.length, confirmed: leadIds.length }]]),
    options.into,
  );
  if (options.leadIds) {
    await adjustRegionCounters(
      tx,
      [...countByRegion(moved)].flatMap(([regionId, n]) =>
        regionId === null ? [] : [{ orderId: order.id, regionId, provisional: -n, confirmed: n }],
      ),
    );
  } else {
    // Every live provisional assignment of the order became confirmed: the region counters move as a whole.
    await tx
      .update(orderRegions)
      .set({
        confirmedCount: sql`${orderRegions.confirmedCount} + ${orderRegions.provisionalCount}`,
        provisionalCount: 0,
      })
      .where(eq(orderRegions.orderId, order.id));
  }
  await emitOrCollect(
    tx,
    caller,
    [
      ...leadIds.map((leadId) => ({
        type: 'lead.history' as const,
        leadId,
        event: 'CONFIRMED' as const,
        portalId: order.portalId,
        orderId: order.id,
      })),
      ...leadIds.map((leadId) => ({
        type: 'lead.assigned' as const,
        leadId,
        orderId: order.id,
        portalId: order.portalId,
        assignment: 'CONFIRMED' as const,
      })),
    ],
    options.into,
  );
  return leadIds;
}

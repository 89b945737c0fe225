import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { assignments, leadEvents, leads, orderRegions, orders, outboxEvents } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import {
  actorOf,
  type DomainEvent,
  emit,
  type LeadEventName,
  type RecallReason,
  wroteOutboxIn,
} from '../../platform/events.js';
import { idArray } from '../core/lead.repo.js';
import { countSent, uncountReleased } from './cap-usage.js';
import {
  adjustOrderRegions,
  adjustOrders,
  adjustRegionCounters,
  countByRegion,
  emitOrCollect,
  statusAfter,
} from './order-counters.js';

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

export interface ProvisionalPlacement {
  leadId: number;
  orderId: number;
  regionId: number;
}

interface PlacedRow extends Record<string, unknown> {
  kind: 'placed' | 'completed';
  id: number | string;
  lead_id: number | string | null;
  order_id: number | string;
  portal_id: number;
}

/**
 * Provisionally assigns UNASSIGNED leads (locked by the caller) to orders (locked by the caller, with room checked):
 * one statement whatever the count — the assignments, the leads, the orders' counters (with what the caps count and
 * round-robin's memory) and status, their regions' counters, and the history and public events (`emit`'s rows: the
 * history, `lead.assigned`, then `order.completed`). With `into`, the events are added to it instead, in that order,
 * for the caller to emit with its own.
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
  const orderIds = idArray([...new Set(placements.map((p) => p.orderId))]);
  const regionIds = sql`${`{${placements.map((p) => p.regionId).join(',')}}`}::int[]`;
  // The placements are three array parameters whatever the batch size: a backlog run places thousands of leads a
  // second.
  const records = into
    ? sql``
    : sql`, history as (
      insert into ${leadEvents} (lead_id, event, order_id)
      select lead_id, 'PROVISIONALLY_ASSIGNED', order_id from created order by id
    ), outbox as (
      insert into ${outboxEvents} (type, payload, actor)
      select e.type, e.payload, ${actorOf(caller)}::text from (
        select 1 as part, created.id as n, 'lead.assigned' as type,
          jsonb_build_object('leadId', created.lead_id::text, 'orderId', created.order_id::text,
            'portalId', counted.portal_id, 'assignment', 'PROVISIONAL') as payload
        from created join counted on counted.id = created.order_id
        union all
        select 2, counted.id, 'order.completed',
          jsonb_build_object('orderId', counted.id::text, 'portalId', counted.portal_id)
        from counted where counted.status = 'COMPLETED' and counted.was <> 'COMPLETED'
      ) e
      order by e.part, e.n
    )`;
  const { rows } = await tx.execute<PlacedRow>(sql`
    with placed as (
      select * from unnest(${leadIds}, ${idArray(placements.map((p) => p.orderId))}, ${regionIds})
        as p(lead_id, order_id, region_id)
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
    ), per_order as (
      -- The highest id is the order's latest assignment (round-robin's memory).
      select order_id, count(*)::int as n, max(id) as last_id from created group by order_id
    ), counted as (
      -- Every order placed into, with its portal user for the events (a join of the batch with \`orders\` was planned
      -- as a scan of the whole table). The status before is read under the lock: \`order.completed\` once per
      -- transition (as \`adjustOrders\`).
      update ${orders} set provisional_count = ${orders.provisionalCount} + per_order.n,
        status = ${statusAfter(sql`per_order.n`, 0)}, ${countSent(sql`per_order.n`, at)},
        last_routed_id = greatest(${orders.lastRoutedId}, per_order.last_id), updated_at = now()
      from per_order, (select id, status from ${orders} where id = any(${orderIds}) for update) as before
      where ${orders.id} = per_order.order_id and before.id = ${orders.id}
      returning ${orders.id} as id, ${orders.portalId} as portal_id, before.status as was, ${orders.status} as status
    ), regions as (
      update ${orderRegions} set provisional_count = ${orderRegions.provisionalCount} + r.n
      from (select order_id, region_id, count(*)::int as n from placed group by order_id, region_id) as r
      where ${orderRegions.orderId} = r.order_id and ${orderRegions.regionId} = r.region_id
    )${records}
    ${
      into
        ? sql`select 'placed' as kind, created.id, created.lead_id, created.order_id, counted.portal_id
          from created join counted on counted.id = created.order_id
          union all
          select 'completed', counted.id, null, counted.id, counted.portal_id
          from counted where counted.status = 'COMPLETED' and counted.was <> 'COMPLETED'`
        : sql`select count(*) from created`
    }`);
  if (!into) {
    wroteOutboxIn(tx);
    return;
  }
  const placed = rows.filter((r) => r.kind === 'placed').sort((a, b) => Number(a.id) - Number(b.id));
  into.push(
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
    ...rows
      .filter((r) => r.kind === 'completed')
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((r) => ({ type: 'order.completed' as const, orderId: Number(r.order_id), portalId: r.portal_id })),
  );
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

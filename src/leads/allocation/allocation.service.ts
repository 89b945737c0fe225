import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { columnsOf } from '../../db/columns.js';
import { executeNamed } from '../../db/named.js';
import { leads, orderRegions, orders, products } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type DomainEvent, emit } from '../../platform/events.js';
import { parseId, parseIntId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type { LeadDeps, LeadToPlace } from '../core/lead.js';
import { idArray, suppressedSql } from '../core/lead.repo.js';
import {
  confirmProvisional,
  lockOrder,
  openRoomIn,
  type ProvisionalPlacement,
  provisionallyAssign,
} from '../orders/assignments.service.js';
import type { ConfirmOrderResponse, RunAllocationBody, RunAllocationResponse } from './allocation.schemas.js';

/**
 * The allocation engine: UNASSIGNED leads are provisionally assigned to open orders of the same provider and
 * product whose quantity for the lead's region is not filled yet. Orders are served oldest first:
 * `coalesce(reservationDate, createdAt)`, then `createdAt`, then id. Leads are taken oldest (lowest id) first.
 *
 * Concurrency: leads are locked with `FOR UPDATE SKIP LOCKED` (two instances never take the same lead), orders
 * with `FOR UPDATE` in id order (no deadlock between allocations), and room is read again after the order locks
 * are held, so no region quantity is ever exceeded. Whether a locked lead is suppressed or erased is read again after
 * its lock too (`stillContactable`).
 */

export const ALLOCATION_BATCH = 500;
/** A backlog run takes larger batches: fewer round trips per lead, still one short transaction each. */
export const BACKLOG_BATCH = 2000;
const OPEN = ['PENDING', 'IN_PROGRESS'] as const;

/** An (order, region) pair with room, in serving order. */
interface Slot {
  orderId: number;
  key: string;
  regionRoom: number;
}

const groupKey = (providerId: number, productId: number, regionId: number) => `${providerId}:${productId}:${regionId}`;

/** True when some open order has room for the lead (the lead's columns as the arguments). */
const openRoomForLead = openRoomIn(sql`${leads.providerId}`, sql`${leads.productId}`, sql`${leads.regionId}`);

/** Which leads a batch looks at; each kind is one statement text, prepared once per connection. */
type BatchScope =
  | { kind: 'offered'; leadIds: number[] }
  | { kind: 'backlog'; afterId: number }
  | { kind: 'backlog_product'; afterId: number; productId: number };

function scopeCondition(scope: BatchScope): SQL {
  if (scope.kind === 'offered') return sql`${leads.id} = any(${idArray(scope.leadIds)})`;
  if (scope.kind === 'backlog') return sql`${leads.id} > ${scope.afterId}`;
  return sql`${leads.id} > ${scope.afterId} and ${leads.productId} = ${scope.productId}`;
}

const PLACE_COLUMNS = columnsOf(leads, ['id', 'providerId', 'productId', 'regionId']);

async function lockUnassigned(tx: Executor, scope: BatchScope, limit: number): Promise<LeadToPlace[]> {
  const rows = await executeNamed(
    tx,
    `allocation_lock_${scope.kind}`,
    sql`
    select ${PLACE_COLUMNS.list} from ${leads}
    where ${leads.status} = 'UNASSIGNED' and ${leads.regionId} is not null and ${openRoomForLead}
      and ${scopeCondition(scope)}
      -- A suppressed or erased lead is offered to no order (consumer-rights.md §3).
      and ${leads.erasedAt} is null and not ${suppressedSql}
    order by ${leads.id}
    limit ${limit}
    for update skip locked`,
  );
  return rows.map(PLACE_COLUMNS.read);
}

/**
 * The locked batch without the leads now suppressed or erased, read in a statement of its own after the locks (as
 * distribution does). The locking statement filtered them with a snapshot taken before its locks: a suppression
 * that committed in between only locked the lead's row, so the row was not read again, and the lead would be offered
 * under a suppression that never saw it provisional. A later suppression waits for this transaction's row locks and
 * then releases what it placed. The statement answers only the leads to drop (usually none), not the whole batch.
 */
async function stillContactable(tx: Executor, batch: LeadToPlace[]): Promise<LeadToPlace[]> {
  const dropped = await executeNamed<{ id: number | string }>(
    tx,
    'allocation_recheck',
    sql`
    select ${leads.id} as id from ${leads}
    where ${leads.id} = any(${idArray(batch.map((l) => l.id))})
      and (${leads.erasedAt} is not null or ${suppressedSql})`,
  );
  if (dropped.length === 0) return batch;
  const ids = new Set(dropped.map((r) => Number(r.id)));
  return batch.filter((l) => !ids.has(l.id));
}

/** Open (order, region) pairs that may take the given leads, read after their orders are locked. */
async function lockSlots(tx: Executor, batch: LeadToPlace[]) {
  const providerIds = [...new Set(batch.map((l) => l.providerId))];
  const productIds = [...new Set(batch.map((l) => l.productId))];
  const regionIds = [...new Set(batch.map((l) => l.regionId as number))];
  const matching = and(
    inArray(orders.status, [...OPEN]),
    eq(orders.source, 'ORDER'),
    inArray(orders.providerId, providerIds),
    inArray(orders.productId, productIds),
    inArray(orderRegions.regionId, regionIds),
    sql`${orderRegions.provisionalCount} + ${orderRegions.confirmedCount} < ${orderRegions.quantity}`,
    sql`${orders.provisionalCount} + ${orders.confirmedCount} < ${orders.orderedQuantity}`,
  );
  // The candidate orders found and locked in one statement, in id order (no deadlock between allocations).
  const candidates = tx
    .selectDistinct({ id: orders.id })
    .from(orderRegions)
    .innerJoin(orders, eq(orders.id, orderRegions.orderId))
    .where(matching);
  const locked = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, candidates))
    .orderBy(asc(orders.id))
    .for('update');
  if (locked.length === 0) return { slots: new Map<string, Slot[]>(), orderRoom: new Map<number, number>() };
  const ids = locked.map((c) => c.id);
  // Read again under the locks: another transaction may have filled, confirmed or cancelled meanwhile.
  const rows = await tx
    .select({
      orderId: orders.id,
      providerId: orders.providerId,
      productId: orders.productId,
      regionId: orderRegions.regionId,
      regionRoom: sql<number>`(${orderRegions.quantity} - ${orderRegions.provisionalCount} - ${orderRegions.confirmedCount})::int`,
      orderRoom: sql<number>`(${orders.orderedQuantity} - ${orders.provisionalCount} - ${orders.confirmedCount})::int`,
    })
    .from(orderRegions)
    .innerJoin(orders, eq(orders.id, orderRegions.orderId))
    .where(and(inArray(orders.id, ids), matching))
    .orderBy(sql`coalesce(${orders.reservationDate}, ${orders.createdAt})`, asc(orders.createdAt), asc(orders.id));
  const slots = new Map<string, Slot[]>();
  const orderRoom = new Map<number, number>();
  for (const r of rows) {
    const key = groupKey(r.providerId, r.productId, r.regionId);
    const list = slots.get(key) ?? [];
    list.push({ orderId: r.orderId, key, regionRoom: Number(r.regionRoom) });
    slots.set(key, list);
    orderRoom.set(r.orderId, Number(r.orderRoom));
  }
  return { slots, orderRoom };
}

/** Each lead, oldest first, goes to the first order in serving order with room in its region and in total. */
export function planPlacements(
  batch: LeadToPlace[],
  slots: Map<string, Slot[]>,
  orderRoom: Map<number, number>,
): ProvisionalPlacement[] {
  const placements: ProvisionalPlacement[] = [];
  for (const lead of batch) {
    if (lead.regionId === null) continue;
    const slot = slots
      .get(groupKey(lead.providerId, lead.productId, lead.regionId))
      ?.find((s) => s.regionRoom > 0 && (orderRoom.get(s.orderId) ?? 0) > 0);
    if (!slot) continue;
    slot.regionRoom -= 1;
    orderRoom.set(slot.orderId, (orderRoom.get(slot.orderId) ?? 0) - 1);
    placements.push({ leadId: lead.id, orderId: slot.orderId, regionId: lead.regionId });
  }
  return placements;
}

/**
 * Places leads the caller holds (locked, or inserted by its own transaction) with region in open orders: the slots
 * locked and read, the plan, the provisional assignments. With `into`, the events are added to it for the caller to
 * emit with its own. Returns how many leads were placed.
 */
async function placeBatch(tx: Executor, caller: Caller, batch: LeadToPlace[], into?: DomainEvent[]) {
  const { slots, orderRoom } = await lockSlots(tx, batch);
  if (slots.size === 0) return 0;
  const placements = planPlacements(batch, slots, orderRoom);
  await provisionallyAssign(tx, caller, placements, into);
  return placements.length;
}

/**
 * Offers leads that the caller's transaction has just inserted to open orders, in one pass whatever their number
 * (the bulk import's batch): `placeBatch` as `offerLeads` runs it, without its first statement — no other transaction
 * can see these leads yet, so there is nothing to lock, and they are UNASSIGNED as written. `fresh` is in the order
 * the leads take their turn (lowest id first). The events are added to `into` for the caller to emit with its own.
 * Returns how many leads were placed.
 */
export async function offerNewLeads(
  tx: Executor,
  caller: Caller,
  fresh: LeadToPlace[],
  into: DomainEvent[],
): Promise<number> {
  const batch = fresh.filter((l) => l.regionId !== null);
  return batch.length === 0 ? 0 : placeBatch(tx, caller, batch, into);
}

/** One batch in the caller's transaction: returns how many leads it placed and the last lead id it looked at. */
async function allocateBatch(tx: Executor, caller: Caller, scope: BatchScope, limit: number) {
  const batch = await lockUnassigned(tx, scope, limit);
  if (batch.length === 0) return { seen: 0, assigned: 0, lastId: 0 };
  const contactable = await stillContactable(tx, batch);
  const assigned = contactable.length === 0 ? 0 : await placeBatch(tx, caller, contactable);
  // The run goes on after the last lead locked, whether or not it was dropped.
  return { seen: batch.length, assigned, lastId: batch[batch.length - 1].id };
}

/**
 * Offers unowned leads to open orders inside the caller's transaction (registration, cancellation, a confirmation
 * that freed leads). Leads that are not UNASSIGNED, or locked by another transaction, are left alone.
 */
export async function offerLeads(tx: Executor, caller: Caller, leadIds: number[]): Promise<number> {
  let assigned = 0;
  for (let i = 0; i < leadIds.length; i += ALLOCATION_BATCH) {
    const chunk = leadIds.slice(i, i + ALLOCATION_BATCH);
    assigned += (await allocateBatch(tx, caller, { kind: 'offered', leadIds: chunk }, chunk.length)).assigned;
  }
  return assigned;
}

/** Works through the whole backlog (optionally of one product), one transaction per batch. */
export async function runAllocation(
  deps: Pick<LeadDeps, 'db'>,
  caller: Caller,
  input: Static<typeof RunAllocationBody>,
  batchSize = BACKLOG_BATCH,
): Promise<Static<typeof RunAllocationResponse>> {
  const { db } = deps;
  let productId: number | undefined;
  if (input.productId !== undefined) {
    productId = parseIntId(input.productId) ?? undefined;
    const [product] = productId ? await db.select().from(products).where(eq(products.id, productId)) : [];
    if (!product) throw badRequest('PRODUCT_NOT_FOUND', 'productId: no such product');
  }
  let assigned = 0;
  let lastId = 0;
  for (;;) {
    const after = lastId;
    const scope: BatchScope = productId
      ? { kind: 'backlog_product', afterId: after, productId }
      : { kind: 'backlog', afterId: after };
    const result = await withTransaction(db, (tx) => allocateBatch(tx, caller, scope, batchSize));
    if (result.seen === 0) break;
    assigned += result.assigned;
    lastId = result.lastId;
  }
  return { assigned };
}

/**
 * Confirms every provisional assignment of an order: `{confirmed}` is how many leads its portal user now owns.
 * The caller is recorded in the audit log in the same transaction.
 */
export async function confirmOrder(
  deps: Pick<LeadDeps, 'db'>,
  caller: Caller,
  rawId: string,
): Promise<Static<typeof ConfirmOrderResponse>> {
  const orderId = parseId(rawId);
  if (orderId === null) throw notFound('Order');
  return withTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    if (order.status === 'CANCELLED') throw badRequest('ORDER_CANCELLED', 'A cancelled order cannot be confirmed');
    const confirmed = await confirmProvisional(tx, caller, order);
    await emit(tx, caller, [{ type: 'audit', action: 'ORDER_CONFIRMED', target: `order:${order.id}` }]);
    return { confirmed: confirmed.length };
  });
}

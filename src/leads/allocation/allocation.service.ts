import { eq, type SQL, sql } from 'drizzle-orm';
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
import { applyContactDeadlines } from '../deadline/contact-deadline.service.js';
import { confirmProvisional, lockOrder, openRoomIn, provisionallyAssign } from '../orders/assignments.service.js';
import { planBatch } from '../routing/batch.rules.js';
import type { ConfirmOrderResponse, RunAllocationBody, RunAllocationResponse } from './allocation.schemas.js';
import { type EngineOrder, ordersOpenNow, readSupply } from './supply.js';

/**
 * The allocation engine: UNASSIGNED leads are provisionally assigned to orders of the same provider and product that
 * are eligible now (routing.md §1: open, the lead's region not filled, not paused, inside their schedule, under
 * their caps), chosen by the product's routing mode (§2: `FIFO`, oldest order first by
 * `coalesce(reservationDate, createdAt)`, then `createdAt`, then id; or `ROUND_ROBIN` per consultant); the rules are
 * `routing/routing.rules.ts`. Leads are taken oldest (lowest id) first. A product with `autoConfirm` has its engine
 * assignments confirmed in the same transaction.
 *
 * Concurrency: leads are locked with `FOR UPDATE SKIP LOCKED` (two instances never take the same lead), orders
 * with `FOR UPDATE` in id order (no deadlock between allocations), and room is read again after the order locks
 * are held, so no region quantity is ever exceeded. Whether a locked lead is suppressed or erased is read again after
 * its lock too (`stillContactable`).
 */

export const ALLOCATION_BATCH = 500;
/** A backlog run takes larger batches: fewer round trips per lead, still one short transaction each. */
export const BACKLOG_BATCH = 2000;

const groupKey = (providerId: number, productId: number) => `${providerId}:${productId}`;

/** True when some open order has room for the lead (the lead's columns as the arguments). */
const openRoomForLead = openRoomIn(sql`${leads.providerId}`, sql`${leads.productId}`, sql`${leads.regionId}`);

/** Which leads a batch looks at; each kind is one statement text, prepared once per connection. */
type BatchScope =
  | { kind: 'offered'; leadIds: number[] }
  | { kind: 'backlog' | 'backlog_eligible'; afterId: number; orderIds: number[] }
  | { kind: 'backlog_product' | 'backlog_product_eligible'; afterId: number; productId: number; orderIds: number[] };

/**
 * A backlog run looks only at leads an order open now could take: leads waiting for a schedule, a pause or a cap
 * are not locked and read again every minute.
 */
const takenByOneOf = (orderIds: number[]) => sql`exists (
  select 1 from ${orderRegions} join ${orders} on ${orders.id} = ${orderRegions.orderId}
  where ${orders.id} = any(${idArray(orderIds)}) and ${orders.providerId} = ${leads.providerId}
    and ${orders.productId} = ${leads.productId} and ${orderRegions.regionId} = ${leads.regionId}
    and ${orderRegions.provisionalCount} + ${orderRegions.confirmedCount} < ${orderRegions.quantity})`;

function scopeCondition(scope: BatchScope): SQL {
  if (scope.kind === 'offered') return sql`${leads.id} = any(${idArray(scope.leadIds)}) and ${openRoomForLead}`;
  // When no rule holds an open order back, every open order with room is eligible: the plain room test, found
  // through the open orders' own index, is cheaper than a list of ids.
  const eligible = scope.kind.endsWith('_eligible') ? takenByOneOf(scope.orderIds) : openRoomForLead;
  const after = sql`${leads.id} > ${scope.afterId} and ${eligible}`;
  return 'productId' in scope ? sql`${after} and ${leads.productId} = ${scope.productId}` : after;
}

const PLACE_COLUMNS = columnsOf(leads, ['id', 'providerId', 'productId', 'regionId', 'slaMissedBy']);

/** The (provider, product, region) triples whose leads the scope's orders could take now: where a backlog looks. */
function groupsOf(scope: Exclude<BatchScope, { kind: 'offered' }>): SQL {
  const open = scope.kind.endsWith('_eligible')
    ? sql`${orders.id} = any(${idArray(scope.orderIds)})`
    : sql`${orders.status} in ('PENDING', 'IN_PROGRESS') and ${orders.source} = 'ORDER'
      and ${orders.provisionalCount} + ${orders.confirmedCount} < ${orders.orderedQuantity}`;
  return sql`select distinct ${orders.providerId} as provider_id, ${orders.productId} as product_id,
      ${orderRegions.regionId} as region_id
    from ${orderRegions} join ${orders} on ${orders.id} = ${orderRegions.orderId}
    where ${open} and ${orderRegions.provisionalCount} + ${orderRegions.confirmedCount} < ${orderRegions.quantity}
      ${'productId' in scope ? sql`and ${orders.productId} = ${scope.productId}` : sql``}`;
}

interface LockedBatch {
  leads: LeadToPlace[];
  /** How many leads the batch looked at, and the last of them (by id): the run goes on after it. */
  seen: number;
  lastId: number;
}

/**
 * The leads a batch looks at, lowest id first, locked (\`FOR UPDATE SKIP LOCKED\`: two instances never take the same
 * lead). A backlog batch first picks its candidates, the first \`limit\` waiting leads (by id) of the regions some
 * order could take, from the index of unassigned leads of each such region: a plain \`order by id limit\` over the
 * room test was planned as a read and sort of the whole backlog, in every batch. Only the candidates are then locked
 * and read again under the full rule; the run goes on after the last candidate, taken or not (locked elsewhere,
 * suppressed, erased).
 */
async function lockUnassigned(tx: Executor, scope: BatchScope, limit: number): Promise<LockedBatch> {
  const rule = sql`${leads.status} = 'UNASSIGNED' and ${leads.regionId} is not null and ${scopeCondition(scope)}
      -- A suppressed or erased lead is offered to no order (consumer-rights.md §3).
      and ${leads.erasedAt} is null and not ${suppressedSql}`;
  if (scope.kind === 'offered') {
    const rows = await executeNamed(
      tx,
      `allocation_lock_${scope.kind}`,
      sql`
      select ${PLACE_COLUMNS.list} from ${leads} where ${rule}
      order by ${leads.id}
      limit ${limit}
      for update skip locked`,
    );
    const batch = rows.map(PLACE_COLUMNS.read);
    return { leads: batch, seen: batch.length, lastId: batch.at(-1)?.id ?? 0 };
  }
  const rows = await executeNamed<{ seen: number; last_candidate: number | string | null } & Record<string, unknown>>(
    tx,
    `allocation_lock_${scope.kind}`,
    sql`
    with candidates as materialized (
      select array(
        select c.id from (${groupsOf(scope)}) as g
        cross join lateral (
          select l.id from ${leads} l
          where l.status = 'UNASSIGNED' and l.provider_id = g.provider_id and l.product_id = g.product_id
            and l.region_id = g.region_id and l.id > ${scope.afterId}
          order by l.id limit ${limit}
        ) as c
        order by c.id limit ${limit}
      ) as ids
    ), locked as (
      select ${PLACE_COLUMNS.list} from ${leads}
      where ${leads.id} = any((select ids from candidates)::bigint[]) and ${rule}
      order by ${leads.id}
      for update skip locked
    )
    select cardinality(candidates.ids) as seen, candidates.ids[cardinality(candidates.ids)] as last_candidate,
      locked.*
    from candidates left join locked on true
    order by locked."id"`,
  );
  const batch = rows.filter((r) => r.id !== null && r.id !== undefined).map(PLACE_COLUMNS.read);
  return { leads: batch, seen: Number(rows[0]?.seen ?? 0), lastId: Number(rows[0]?.last_candidate ?? 0) };
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

/** Open orders with room of the given providers and products, in one of the regions. */
function supplyOf(providerIds: number[], productIds: number[], regionIds: number[] | null): SQL {
  return sql`${orders.status} in ('PENDING', 'IN_PROGRESS') and ${orders.source} = 'ORDER'
    and ${orders.providerId} = any(${idArray(providerIds)}) and ${orders.productId} = any(${idArray(productIds)})
    and ${orders.provisionalCount} + ${orders.confirmedCount} < ${orders.orderedQuantity}
    and exists (select 1 from ${orderRegions} where ${orderRegions.orderId} = ${orders.id}
      ${regionIds === null ? sql`` : sql`and ${orderRegions.regionId} = any(${idArray(regionIds)})`}
      and ${orderRegions.provisionalCount} + ${orderRegions.confirmedCount} < ${orderRegions.quantity})`;
}

/**
 * Locks the open orders that could take the batch, in id order (no deadlock between allocations), and reads them
 * with their rules under the locks: another transaction may have filled, confirmed, paused or capped them meanwhile.
 */
async function lockSupply(tx: Executor, batch: LeadToPlace[], now: Date) {
  const providerIds = [...new Set(batch.map((l) => l.providerId))];
  const productIds = [...new Set(batch.map((l) => l.productId))];
  const regionIds = [...new Set(batch.map((l) => l.regionId as number))];
  const { rows } = await tx.execute<{ id: number | string }>(sql`
    select ${orders.id} as id from ${orders} where ${supplyOf(providerIds, productIds, regionIds)}
    order by ${orders.id} for update of ${orders}`);
  return readSupply(
    tx,
    rows.map((r) => Number(r.id)),
    now,
  );
}

/** Confirms the engine's assignments to orders of products that confirm at once (`autoConfirm`). */
async function confirmAtOnce(
  tx: Executor,
  caller: Caller,
  planned: { leadId: number; order: EngineOrder }[],
  autoConfirm: Set<number>,
  now: Date,
  into?: DomainEvent[],
) {
  const byOrder = new Map<number, { order: EngineOrder; leadIds: number[] }>();
  for (const { leadId, order } of planned) {
    if (!autoConfirm.has(order.productId)) continue;
    const entry = byOrder.get(order.id) ?? { order, leadIds: [] };
    entry.leadIds.push(leadId);
    byOrder.set(order.id, entry);
  }
  for (const { order, leadIds } of byOrder.values()) {
    const confirmed = await confirmProvisional(tx, caller, order, now, { leadIds, into });
    await applyContactDeadlines(tx, confirmed);
  }
}

/**
 * Places leads the caller holds (locked, or inserted by its own transaction) with region in orders eligible now:
 * the orders locked and read with their rules, the plan (`planBatch`), the provisional assignments, and the
 * confirmation of those of products that confirm at once. With `into`, the events are added to it for the caller to
 * emit with its own. Returns how many leads were placed.
 */
async function placeBatch(tx: Executor, caller: Caller, batch: LeadToPlace[], now: Date, into?: DomainEvent[]) {
  const supply = await lockSupply(tx, batch, now);
  if (supply.groups.size === 0) return 0;
  const planned = planBatch(
    batch.map((l) => ({
      id: l.id,
      regionId: l.regionId as number,
      group: groupKey(l.providerId, l.productId),
      excluded: l.slaMissedBy ?? undefined,
    })),
    supply.groups,
    { now, holidays: supply.holidays },
  );
  const regionOf = new Map(batch.map((l) => [l.id, l.regionId as number]));
  const placements = planned.map((p) => ({
    leadId: p.leadId,
    orderId: p.order.id,
    regionId: regionOf.get(p.leadId) as number,
  }));
  await provisionallyAssign(tx, caller, placements, now, into);
  await confirmAtOnce(tx, caller, planned, supply.autoConfirm, now, into);
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
  now: Date,
): Promise<number> {
  const batch = fresh.filter((l) => l.regionId !== null);
  return batch.length === 0 ? 0 : placeBatch(tx, caller, batch, now, into);
}

/** One batch in the caller's transaction: returns how many leads it placed and the last lead id it looked at. */
async function allocateBatch(tx: Executor, caller: Caller, scope: BatchScope, limit: number, now: Date) {
  const { leads: batch, seen, lastId } = await lockUnassigned(tx, scope, limit);
  if (batch.length === 0) return { seen, assigned: 0, lastId };
  const contactable = await stillContactable(tx, batch);
  const assigned = contactable.length === 0 ? 0 : await placeBatch(tx, caller, contactable, now);
  // The run goes on after the last lead looked at, whether or not it was locked or dropped.
  return { seen, assigned, lastId };
}

/**
 * Offers unowned leads to orders eligible now inside the caller's transaction (registration, cancellation, a
 * confirmation that freed leads). Leads that are not UNASSIGNED, or locked by another transaction, are left alone.
 */
export async function offerLeads(tx: Executor, caller: Caller, leadIds: number[], now: Date): Promise<number> {
  let assigned = 0;
  for (let i = 0; i < leadIds.length; i += ALLOCATION_BATCH) {
    const chunk = leadIds.slice(i, i + ALLOCATION_BATCH);
    assigned += (await allocateBatch(tx, caller, { kind: 'offered', leadIds: chunk }, chunk.length, now)).assigned;
  }
  return assigned;
}

/**
 * Works through the backlog (optionally of one product), one transaction per batch, offering waiting leads to the
 * orders eligible now. The engine's minute tick runs it too: leads that waited for a schedule, a pause, a new period,
 * a raised cap or a new order are offered within a minute of the order becoming eligible.
 */
export async function runAllocation(
  deps: Pick<LeadDeps, 'db' | 'clock'>,
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
  // Read once per run: each batch locks its orders and reads their room, rules and counters again, so an order
  // that filled, closed or reached a cap since takes nothing more (its leads are only looked at in vain).
  const open = await ordersOpenNow(db, new Date(deps.clock()), productId);
  if (open.ids.length === 0) return { assigned: 0 };
  const orderIds = open.ids;
  const suffix = open.all ? '' : '_eligible';
  for (;;) {
    const now = new Date(deps.clock());
    const scope: BatchScope = productId
      ? { kind: `backlog_product${suffix}`, afterId: lastId, productId, orderIds }
      : { kind: `backlog${suffix}`, afterId: lastId, orderIds };
    const result = await withTransaction(db, (tx) => allocateBatch(tx, caller, scope, batchSize, now));
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
  deps: Pick<LeadDeps, 'db' | 'clock'>,
  caller: Caller,
  rawId: string,
): Promise<Static<typeof ConfirmOrderResponse>> {
  const orderId = parseId(rawId);
  if (orderId === null) throw notFound('Order');
  return withTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    if (order.status === 'CANCELLED') throw badRequest('ORDER_CANCELLED', 'A cancelled order cannot be confirmed');
    const confirmed = await confirmProvisional(tx, caller, order, new Date(deps.clock()));
    // The engine's confirmations start the first-contact deadline of products that have one.
    await applyContactDeadlines(tx, confirmed);
    await emit(tx, caller, [{ type: 'audit', action: 'ORDER_CONFIRMED', target: `order:${order.id}` }]);
    return { confirmed: confirmed.length };
  });
}

import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import {
  asRequests,
  assignments,
  distributionItems,
  distributions,
  leads,
  orders,
  products,
  regions,
} from '../../db/schema/index.js';
import { allowedColumn } from '../../platform/access/access.js';
import type { Caller, PortalCaller } from '../../platform/access/caller.js';
import { pageWindow } from '../../platform/bounded-list.js';
import { emit } from '../../platform/events.js';
import { intIdOrNone, iso, pagination } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import { leadAccess } from '../core/lead.access.js';
import { type LeadDeps, leadView, privacyOf, type Reader } from '../core/lead.js';
import { asHistory, hasAsCondition, idArray, leadColumns, searchCondition, suppressedSql } from '../core/lead.repo.js';
import { consentSummaries } from '../core/lead-consent.js';
import { revealsContact } from '../core/privacy.js';
import { adjustOrders, type OrderDelta } from '../orders/order-counters.js';
import {
  checkContactable,
  checkDifferentPortals,
  checkDistributable,
  checkNoOpenAsRequest,
  checkRecallable,
  positionsOf,
  uniqueIds,
} from './distribution.rules.js';
import type {
  DistributeBody,
  DistributedAwayList,
  DistributedAwayQuery,
  DistributeResponse,
  RecallBody,
  RecallResponse,
} from './distribution.schemas.js';

/**
 * Distribution moves ownership, not orders: the distributor's order counters do not change. The recipient gets a
 * new DISTRIBUTION order (COMPLETED, ordered = confirmed = count) and a new CONFIRMED assignment per lead; the
 * distributor's assignment ends with `DISTRIBUTED` (and still counts for the distributor's order). A recall ends
 * the recipient's assignment (`DISTRIBUTION_RECALLED`), reopens the distributor's and restores the distributor's
 * state from `distribution_items`. Every statement is set-based: one per table whatever the number of leads.
 */

const OPEN_AS = ['WAITING', 'HOLD'] as const;

/** The leads of `ids`, locked, with whether `caller` owns each (the lead access rule). */
async function lockLeads(tx: Executor, ids: number[], caller: Caller) {
  return tx
    .select({
      id: leads.id,
      owned: allowedColumn(leadAccess, caller),
      status: leads.status,
      ownerPortalId: leads.ownerPortalId,
      providerId: leads.providerId,
      productId: leads.productId,
      assignmentId: leads.assignmentId,
      orderId: leads.orderId,
      usedAt: leads.usedAt,
      lastDistributedFrom: leads.lastDistributedFrom,
    })
    .from(leads)
    .where(sql`${leads.id} = any(${idArray(ids)})`)
    .orderBy(asc(leads.id))
    .for('update');
}

type LockedLead = Awaited<ReturnType<typeof lockLeads>>[number];

/**
 * Whether each lead is suppressed or erased, read in a statement of its own after the leads are locked: a
 * suppression that committed while this transaction waited for the locks is seen.
 */
async function rightsOf(tx: Executor, ids: number[]) {
  return tx
    .select({ id: leads.id, suppressed: suppressedSql, erased: sql<boolean>`${leads.erasedAt} is not null` })
    .from(leads)
    .where(sql`${leads.id} = any(${idArray(ids)})`);
}

async function withOpenAsRequest(tx: Executor, ids: number[]) {
  const rows = await tx
    .select({ leadId: asRequests.leadId })
    .from(asRequests)
    .where(and(sql`${asRequests.leadId} = any(${idArray(ids)})`, inArray(asRequests.status, [...OPEN_AS])));
  return [...new Set(rows.map((r) => r.leadId))].sort((a, b) => a - b);
}

// ---- distribute ----

export type DistributeInput = Static<typeof DistributeBody>;

async function createDistributionOrder(tx: Executor, lead: LockedLead, toPortalId: number, count: number) {
  const [order] = await tx
    .insert(orders)
    .values({
      providerId: lead.providerId,
      productId: lead.productId,
      portalId: toPortalId,
      source: 'DISTRIBUTION',
      ordererName: 'DISTRIBUTION',
      ordererContact: '',
      orderedQuantity: count,
      confirmedCount: count,
      status: 'COMPLETED',
    })
    .returning({ id: orders.id });
  return order.id;
}

/** Neither distribution nor recall may move a lead while an AS request on it is open. */
async function requireNoOpenAsRequest(tx: Executor, ids: number[], positions: Map<number, number>) {
  checkNoOpenAsRequest(await withOpenAsRequest(tx, ids), positions);
}

/** Moves ownership of every lead in one transaction, or of none. */
/** `caller`: the portal user named by `fromPortalId`. */
export async function distribute(
  deps: LeadDeps,
  caller: PortalCaller,
  input: DistributeInput,
): Promise<Static<typeof DistributeResponse>> {
  checkDifferentPortals(input.fromPortalId, input.toPortalId);
  const ids = uniqueIds(input.leadIds);
  const positions = positionsOf(input.leadIds);
  return withTransaction(deps.db, async (tx) => {
    const locked = await lockLeads(tx, ids, caller);
    const first = checkDistributable(locked, ids, positions);
    checkContactable(await rightsOf(tx, ids), positions);
    await requireNoOpenAsRequest(tx, ids, positions);
    const toOrderId = await createDistributionOrder(tx, first, input.toPortalId, ids.length);
    const [distribution] = await tx
      .insert(distributions)
      .values({
        fromPortalId: input.fromPortalId,
        toPortalId: input.toPortalId,
        toOrderId,
        providerId: first.providerId,
        productId: first.productId,
        leadCount: ids.length,
      })
      .returning({ id: distributions.id });
    await moveLeads(tx, caller, ids, { distributionId: distribution.id, toOrderId, ...input });
    return { success: true, transferredCount: ids.length, toOrderId: String(toOrderId) };
  });
}

interface Move {
  distributionId: number;
  toOrderId: number;
  fromPortalId: number;
  toPortalId: number;
}

async function moveLeads(tx: Executor, caller: Caller, ids: number[], move: Move) {
  const idList = idArray(ids);
  // The distributor's state, kept for a recall.
  await tx.execute(sql`
    insert into distribution_items (distribution_id, lead_id, previous_order_id, previous_assignment_id,
      previous_used_at, previous_distributed_at, previous_distributed_from)
    select ${move.distributionId}::bigint, l.id, l.order_id, l.assignment_id, l.used_at, l.last_distributed_at,
      l.last_distributed_from
    from leads l where l.id = any(${idList})`);
  await tx
    .update(assignments)
    .set({ endedAt: sql`now()`, endReason: 'DISTRIBUTED' })
    .where(and(sql`${assignments.leadId} = any(${idList})`, isNull(assignments.endedAt)));
  await tx.execute(sql`
    insert into assignments (lead_id, order_id, kind, confirmed_at)
    select l.id, ${move.toOrderId}::bigint, 'CONFIRMED', now() from leads l where l.id = any(${idList})`);
  // Usage is per owner: the recipient starts with an unused lead. `assignedAt` keeps the first confirmation.
  await tx
    .update(leads)
    .set({
      ownerPortalId: move.toPortalId,
      orderId: move.toOrderId,
      assignmentId: sql`${assignments.id}`,
      usedAt: null,
      lastDistributedAt: sql`now()`,
      lastDistributedFrom: move.fromPortalId,
      // A lead its owner passed on has no first-contact deadline any more (routing.md §6), recalled or not.
      slaMinutes: null,
      contactDeadline: null,
      contactHalfAt: null,
    })
    .from(assignments)
    .where(
      and(
        sql`${leads.id} = any(${idList})`,
        eq(assignments.leadId, leads.id),
        eq(assignments.orderId, move.toOrderId),
        isNull(assignments.endedAt),
      ),
    );
  const detail = { distributionId: move.distributionId, fromPortalId: move.fromPortalId, toPortalId: move.toPortalId };
  const at = { orderId: move.toOrderId, portalId: move.toPortalId };
  // The recipient's DISTRIBUTION order is created COMPLETED.
  await emit(tx, caller, [
    ...ids.map((leadId) => ({ type: 'lead.history' as const, leadId, event: 'DISTRIBUTED' as const, ...at, detail })),
    ...ids.map((leadId) => ({ type: 'lead.assigned' as const, leadId, ...at, assignment: 'DISTRIBUTED' as const })),
    { type: 'order.completed', ...at },
  ]);
}

// ---- recall ----

export type RecallInput = Static<typeof RecallBody>;

/** Each lead's latest distribution that has not been recalled. */
async function latestItems(tx: Executor, ids: number[]) {
  const rows = await tx
    .selectDistinctOn([distributionItems.leadId], {
      leadId: distributionItems.leadId,
      distributionId: distributionItems.distributionId,
      fromPortalId: distributions.fromPortalId,
      toPortalId: distributions.toPortalId,
      toOrderId: distributions.toOrderId,
      previousOrderId: distributionItems.previousOrderId,
      previousAssignmentId: distributionItems.previousAssignmentId,
    })
    .from(distributionItems)
    .innerJoin(distributions, eq(distributions.id, distributionItems.distributionId))
    .where(and(sql`${distributionItems.leadId} = any(${idArray(ids)})`, isNull(distributionItems.recalledAt)))
    .orderBy(distributionItems.leadId, desc(distributionItems.distributionId));
  return new Map(rows.map((r) => [r.leadId, r]));
}

type LatestItem = Awaited<ReturnType<typeof latestItems>> extends Map<number, infer T> ? T : never;

/** Gives leads back to the portal user who distributed them, restoring that user's state; all or nothing. */
/** `caller`: the portal user named by `portalId`. */
export async function recall(
  deps: LeadDeps,
  caller: PortalCaller,
  input: RecallInput,
): Promise<Static<typeof RecallResponse>> {
  const ids = uniqueIds(input.leadIds);
  const positions = positionsOf(input.leadIds);
  return withTransaction(deps.db, async (tx) => {
    const locked = await lockLeads(tx, ids, caller);
    const items = await latestItems(tx, ids);
    checkRecallable(locked, items, ids, input.portalId, positions);
    await requireNoOpenAsRequest(tx, ids, positions);
    await restoreLeads(tx, caller, locked, items, input.portalId);
    return { success: true, recalledCount: ids.length };
  });
}

async function restoreLeads(
  tx: Executor,
  caller: Caller,
  locked: LockedLead[],
  items: Map<number, LatestItem>,
  portalId: number,
) {
  const ids = locked.map((l) => l.id);
  const idList = idArray(ids);
  const pairs = sql.join(
    locked.map((l) => sql`(${items.get(l.id)?.distributionId}::bigint, ${l.id}::bigint)`),
    sql`, `,
  );
  const current = locked.map((l) => l.assignmentId).filter((a): a is number => a !== null);
  await tx
    .update(assignments)
    .set({ endedAt: sql`now()`, endReason: 'DISTRIBUTION_RECALLED' })
    .where(and(sql`${assignments.id} = any(${idArray(current)})`, isNull(assignments.endedAt)));
  const previous = [...items.values()].map((i) => i.previousAssignmentId).filter((a): a is number => a !== null);
  await tx
    .update(assignments)
    .set({ endedAt: null, endReason: null })
    .where(and(sql`${assignments.id} = any(${idArray(previous)})`, eq(assignments.endReason, 'DISTRIBUTED')));
  await tx.execute(sql`
    update leads set owner_portal_id = ${portalId}::int, order_id = i.previous_order_id,
      assignment_id = i.previous_assignment_id, used_at = i.previous_used_at,
      last_distributed_at = i.previous_distributed_at, last_distributed_from = i.previous_distributed_from
    from distribution_items i
    where i.lead_id = leads.id and leads.id = any(${idList}) and (i.distribution_id, i.lead_id) in (${pairs})`);
  await tx.execute(sql`
    update distribution_items set recalled_at = now()
    where lead_id = any(${idList}) and (distribution_id, lead_id) in (${pairs})`);
  // The recipient's distribution orders shrink by what went back: ordered = confirmed, still COMPLETED.
  const shrink = new Map<number, OrderDelta>();
  for (const l of locked) {
    const orderId = l.orderId as number;
    const n = (shrink.get(orderId)?.confirmed ?? 0) - 1;
    shrink.set(orderId, { confirmed: n, ordered: n });
  }
  await adjustOrders(tx, caller, shrink);
  const recalled = locked.map((l) => ({ leadId: l.id, item: items.get(l.id) as LatestItem }));
  await emit(tx, caller, [
    ...recalled.map(({ leadId, item }) => ({
      type: 'lead.history' as const,
      leadId,
      event: 'DISTRIBUTION_RECALLED' as const,
      portalId,
      orderId: item.previousOrderId,
      detail: { distributionId: item.distributionId, fromPortalId: item.toPortalId, toPortalId: item.fromPortalId },
    })),
    ...recalled.map(({ leadId, item }) => ({
      type: 'lead.recalled' as const,
      leadId,
      orderId: item.toOrderId,
      portalId: item.toPortalId,
      reason: 'DISTRIBUTION_RECALLED' as const,
    })),
  ]);
}

// ---- distributed-away list ----

export type DistributedAwayInput = Static<typeof DistributedAwayQuery>;

/**
 * Leads whose latest distribution was from `portalId` and which someone else owns now (so they can be recalled).
 * Phone and email are always masked; the name is masked until the current owner uses the lead.
 */
export async function listDistributedAway(
  deps: LeadDeps,
  reader: Reader,
  q: DistributedAwayInput,
): Promise<Static<typeof DistributedAwayList>> {
  const { page, limit, offset } = pageWindow(q);
  const where = and(
    eq(leads.lastDistributedFrom, q.portalId),
    eq(leads.status, 'ASSIGNED'),
    ne(leads.ownerPortalId, q.portalId),
    q.used === undefined ? undefined : q.used === 'true' ? isNotNull(leads.usedAt) : isNull(leads.usedAt),
    hasAsCondition(q.hasAs),
    q.providerId ? eq(leads.providerId, intIdOrNone(q.providerId)) : undefined,
    // Phone and email are always masked here, the name until the current owner uses the lead.
    searchCondition(q.search, { email: 'always' }),
  );
  const column = q.sortBy === 'usedAt' ? leads.usedAt : leads.lastDistributedAt;
  const order =
    q.sortOrder === 'asc'
      ? [sql`${column} asc nulls last`, asc(leads.id)]
      : [sql`${column} desc nulls last`, desc(leads.id)];
  const base = () =>
    deps.db
      .select(leadColumns)
      .from(leads)
      .innerJoin(products, eq(products.id, leads.productId))
      .leftJoin(regions, eq(regions.id, leads.regionId));
  const [rows, [{ total }]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(leads)
      .innerJoin(products, eq(products.id, leads.productId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.lead.id);
  const [history, consents] = await Promise.all([asHistory(deps.db, ids), consentSummaries(deps.db, ids)]);
  const data = rows.map((r) => ({
    ...leadView(
      r,
      history.get(r.lead.id) ?? [],
      { contact: 'always', vault: deps.vault },
      consents.get(r.lead.id) ?? null,
    ),
    currentOwnerId: String(r.lead.ownerPortalId),
    distributedAt: iso(r.lead.lastDistributedAt) as string,
  }));
  const named = rows.filter((r) => revealsContact(privacyOf(r), r.lead.usedAt !== null)).map((r) => r.lead.id);
  await emit(deps.db, reader, [
    { type: 'pii.read', action: 'LIST_DISTRIBUTED_AWAY', leadIds: named, fields: ['name'] },
  ]);
  return { data, pagination: pagination(page, limit, Number(total)) };
}

import { asc, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import {
  asRequests,
  assignments,
  distributionItems,
  distributions,
  leadEvents,
  leads,
  orders,
  outboxEvents,
} from '../../db/schema/index.js';
import { allowedColumn } from '../../platform/access/access.js';
import type { Caller, PortalCaller } from '../../platform/access/caller.js';
import { actorOf, historyInsert, outboxRows, wroteOutboxIn } from '../../platform/events.js';
import { withTransaction } from '../../platform/transactions.js';
import { leadAccess } from '../core/lead.access.js';
import type { LeadDeps } from '../core/lead.js';
import { idArray, suppressedSql } from '../core/lead.repo.js';
import { adjustOrdersSql, completedOrdersSql, type OrderDelta } from '../orders/order-counters.js';
import {
  checkContactable,
  checkDifferentPortals,
  checkDistributable,
  checkNoOpenAsRequest,
  checkRecallable,
  positionsOf,
  uniqueIds,
} from './distribution.rules.js';
import type { DistributeBody, DistributeResponse, RecallBody, RecallResponse } from './distribution.schemas.js';

/**
 * Distribution moves ownership, not orders: the distributor's order counters do not change. The recipient gets a
 * new DISTRIBUTION order (COMPLETED, ordered = confirmed = count) and a new CONFIRMED assignment per lead; the
 * distributor's assignment ends with `DISTRIBUTED` (and still counts for the distributor's order). A recall ends
 * the recipient's assignment (`DISTRIBUTION_RECALLED`), reopens the distributor's and restores the distributor's
 * state from `distribution_items`. Every statement is set-based, and the move itself is one statement after the
 * locks (data-modifying CTEs: a distribution is four statements, a recall five, whatever the number of leads).
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

/** Whether a lead has an AS request that is open (neither distribution nor recall may move it then). */
const openAsSql = (leadId: SQL) => sql`exists (select 1 from ${asRequests}
  where ${asRequests.leadId} = ${leadId} and ${asRequests.status} in (${sql.join(
    OPEN_AS.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

// ---- distribute ----

export type DistributeInput = Static<typeof DistributeBody>;

interface RightsRow extends Record<string, unknown> {
  id: number | string;
  suppressed: boolean;
  erased: boolean;
  open_as: boolean;
  to_order_id: number | string | null;
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
    const first = checkDistributable(await lockLeads(tx, ids, caller), ids, positions);
    const rows = await moveLeads(tx, caller, ids, {
      ...input,
      providerId: first.providerId,
      productId: first.productId,
    });
    const rights = rows.map((r) => ({ id: Number(r.id), suppressed: r.suppressed, erased: r.erased }));
    checkContactable(rights, positions);
    checkNoOpenAsRequest(
      rows.filter((r) => r.open_as).map((r) => Number(r.id)),
      positions,
    );
    return { success: true, transferredCount: ids.length, toOrderId: String(rows[0].to_order_id) };
  });
}

interface Move {
  fromPortalId: number;
  toPortalId: number;
  providerId: number;
  productId: number;
}

/**
 * The whole move as one statement, after the leads' locks (so it sees every suppression, erasure and AS request that
 * committed while they were awaited): each lead's rights, and only when none forbids the move, the recipient's
 * DISTRIBUTION order (created COMPLETED, ordered = confirmed = count), the distribution and the distributor's state
 * kept for a recall, the ended and new assignments, the leads, their history and the public events (`emit`'s rows).
 * Answers each lead's rights, and the new order's id (null when nothing moved).
 */
async function moveLeads(tx: Executor, caller: Caller, ids: number[], move: Move): Promise<RightsRow[]> {
  const idList = idArray(ids);
  const { rows } = await tx.execute<RightsRow>(sql`
    with rights as (
      select ${leads.id} as id, ${suppressedSql} as suppressed, ${leads.erasedAt} is not null as erased,
        ${openAsSql(sql`${leads.id}`)} as open_as
      from ${leads} where ${leads.id} = any(${idList})
    ), allowed as (
      select not exists (select 1 from rights where suppressed or erased or open_as) as yes
    ), to_order as (
      insert into ${orders} (provider_id, product_id, portal_id, source, orderer_name, orderer_contact,
        ordered_quantity, confirmed_count, status)
      select ${move.providerId}::int, ${move.productId}::int, ${move.toPortalId}::int, 'DISTRIBUTION', 'DISTRIBUTION',
        '', ${ids.length}::int, ${ids.length}::int, 'COMPLETED'
      from allowed where allowed.yes
      returning id
    ), distribution as (
      insert into ${distributions} (from_portal_id, to_portal_id, to_order_id, provider_id, product_id, lead_count)
      select ${move.fromPortalId}::int, ${move.toPortalId}::int, to_order.id, ${move.providerId}::int,
        ${move.productId}::int, ${ids.length}::int
      from to_order
      returning id, to_order_id
    ), items as (
      -- The distributor's state, kept for a recall: the leads as they were before this statement.
      insert into ${distributionItems} (distribution_id, lead_id, previous_order_id, previous_assignment_id,
        previous_used_at, previous_distributed_at, previous_distributed_from)
      select distribution.id, l.id, l.order_id, l.assignment_id, l.used_at, l.last_distributed_at,
        l.last_distributed_from
      from distribution cross join ${leads} l where l.id = any(${idList})
    ), ended as (
      update ${assignments} set ended_at = now(), end_reason = 'DISTRIBUTED'
      where ${assignments.leadId} = any(${idList}) and ${assignments.endedAt} is null
        and exists (select 1 from distribution)
      returning ${assignments.id}
    ), created as (
      -- After the distributor's assignments ended (read first): a lead has one live assignment at a time.
      insert into ${assignments} (lead_id, order_id, kind, confirmed_at)
      select l.id, distribution.to_order_id, 'CONFIRMED', now()
      from distribution cross join unnest(${idList}) as l(id)
      where (select count(*) from ended) >= 0
      order by l.id
      returning id, lead_id, order_id
    ), moved as (
      -- Usage is per owner: the recipient starts with an unused lead. \`assigned_at\` keeps the first confirmation.
      -- A lead its owner passed on has no first-contact deadline any more (routing.md §6), recalled or not.
      update ${leads} set owner_portal_id = ${move.toPortalId}::int, order_id = created.order_id,
        assignment_id = created.id, used_at = null, last_distributed_at = now(),
        last_distributed_from = ${move.fromPortalId}::int, sla_minutes = null, contact_deadline = null,
        contact_half_at = null
      from created where ${leads.id} = created.lead_id and ${leads.id} = any(${idList})
    ), history as (
      insert into ${leadEvents} (lead_id, event, portal_id, order_id, detail)
      select created.lead_id, 'DISTRIBUTED', ${move.toPortalId}::int, created.order_id,
        jsonb_build_object('distributionId', distribution.id, 'fromPortalId', ${move.fromPortalId}::int,
          'toPortalId', ${move.toPortalId}::int)
      from created cross join distribution
      order by created.lead_id
    ), outbox as (
      -- The recipient's DISTRIBUTION order is created COMPLETED.
      insert into ${outboxEvents} (type, payload, actor)
      select e.type, e.payload, ${actorOf(caller)}::text from (
        select 1 as part, created.lead_id as lead_id, 'lead.assigned' as type,
          jsonb_build_object('leadId', created.lead_id::text, 'orderId', created.order_id::text,
            'portalId', ${move.toPortalId}::int, 'assignment', 'DISTRIBUTED') as payload
        from created
        union all
        select 2, 0, 'order.completed',
          jsonb_build_object('orderId', to_order_id::text, 'portalId', ${move.toPortalId}::int)
        from distribution
      ) e
      order by e.part, e.lead_id
    )
    select rights.id, rights.suppressed, rights.erased, rights.open_as,
      (select to_order_id from distribution) as to_order_id
    from rights order by rights.id`);
  if (rows[0]?.to_order_id !== null) wroteOutboxIn(tx);
  return rows;
}

// ---- recall ----

export type RecallInput = Static<typeof RecallBody>;

interface LatestItem {
  leadId: number;
  distributionId: number;
  fromPortalId: number;
  toPortalId: number;
  toOrderId: number;
  previousOrderId: number | null;
  previousAssignmentId: number | null;
}

interface LatestRow extends Record<string, unknown> {
  lead_id: number | string;
  distribution_id: number | string | null;
  from_portal_id: number | null;
  to_portal_id: number | null;
  to_order_id: number | string | null;
  previous_order_id: number | string | null;
  previous_assignment_id: number | string | null;
  open_as: boolean;
}

const idOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Each lead's latest distribution that has not been recalled, and the leads with an open AS request: one statement,
 * after the leads' locks.
 */
async function latestItems(tx: Executor, ids: number[]) {
  const { rows } = await tx.execute<LatestRow>(sql`
    select u.id as lead_id, i.distribution_id, d.from_portal_id, d.to_portal_id, d.to_order_id,
      i.previous_order_id, i.previous_assignment_id, ${openAsSql(sql`u.id`)} as open_as
    from unnest(${idArray(ids)}) as u(id)
    left join lateral (
      select * from ${distributionItems} i where i.lead_id = u.id and i.recalled_at is null
      order by i.distribution_id desc limit 1
    ) i on true
    left join ${distributions} d on d.id = i.distribution_id
    order by u.id`);
  const items = new Map<number, LatestItem>();
  for (const r of rows) {
    if (r.distribution_id === null) continue;
    const leadId = Number(r.lead_id);
    items.set(leadId, {
      leadId,
      distributionId: Number(r.distribution_id),
      fromPortalId: r.from_portal_id as number,
      toPortalId: r.to_portal_id as number,
      toOrderId: Number(r.to_order_id),
      previousOrderId: idOrNull(r.previous_order_id),
      previousAssignmentId: idOrNull(r.previous_assignment_id),
    });
  }
  return { items, openAs: rows.filter((r) => r.open_as).map((r) => Number(r.lead_id)) };
}

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
    const { items, openAs } = await latestItems(tx, ids);
    checkRecallable(locked, items, ids, input.portalId, positions);
    checkNoOpenAsRequest(openAs, positions);
    await restoreLeads(tx, caller, locked, items, input.portalId);
    return { success: true, recalledCount: ids.length };
  });
}

/**
 * The recall as one statement: the recipient's assignments end, the distributor's reopen (after, as a lead has one
 * live assignment at a time), the leads take back the distributor's state from \`distribution_items\`, which are marked
 * recalled, the recipient's distribution orders shrink (\`adjustOrders\`), and the history and public events are
 * written (\`emit\`'s rows, the orders' first as \`adjustOrders\` emits them before).
 */
async function restoreLeads(
  tx: Executor,
  caller: Caller,
  locked: LockedLead[],
  items: Map<number, LatestItem>,
  portalId: number,
) {
  const ids = locked.map((l) => l.id);
  const idList = idArray(ids);
  const recalled = locked.map((l) => ({ leadId: l.id, item: items.get(l.id) as LatestItem }));
  const distributionIds = idArray(recalled.map((r) => r.item.distributionId));
  const current = locked.map((l) => l.assignmentId).filter((a): a is number => a !== null);
  const previous = recalled.map((r) => r.item.previousAssignmentId).filter((a): a is number => a !== null);
  // The recipient's distribution orders shrink by what went back: ordered = confirmed, still COMPLETED.
  const shrink = new Map<number, OrderDelta>();
  for (const l of locked) {
    const orderId = l.orderId as number;
    const n = (shrink.get(orderId)?.confirmed ?? 0) - 1;
    shrink.set(orderId, { confirmed: n, ordered: n });
  }
  const history = historyInsert(
    recalled.map(({ leadId, item }) => ({
      type: 'lead.history' as const,
      leadId,
      event: 'DISTRIBUTION_RECALLED' as const,
      portalId,
      orderId: item.previousOrderId,
      detail: { distributionId: item.distributionId, fromPortalId: item.toPortalId, toPortalId: item.fromPortalId },
    })),
  );
  const events = outboxRows(
    recalled.map(({ leadId, item }) => ({
      type: 'lead.recalled' as const,
      leadId,
      orderId: item.toOrderId,
      portalId: item.toPortalId,
      reason: 'DISTRIBUTION_RECALLED' as const,
    })),
  );
  await tx.execute(sql`
    with pairs as (
      select * from unnest(${distributionIds}, ${idList}) as p(distribution_id, lead_id)
    ), ended as (
      update ${assignments} set ended_at = now(), end_reason = 'DISTRIBUTION_RECALLED'
      where ${assignments.id} = any(${idArray(current)}) and ${assignments.endedAt} is null
      returning ${assignments.id}
    ), reopened as (
      update ${assignments} set ended_at = null, end_reason = null
      where ${assignments.id} = any(${idArray(previous)}) and ${assignments.endReason} = 'DISTRIBUTED'
        and (select count(*) from ended) >= 0
    ), restored as (
      update ${leads} set owner_portal_id = ${portalId}::int, order_id = i.previous_order_id,
        assignment_id = i.previous_assignment_id, used_at = i.previous_used_at,
        last_distributed_at = i.previous_distributed_at, last_distributed_from = i.previous_distributed_from
      from ${distributionItems} i join pairs on (i.distribution_id, i.lead_id) = (pairs.distribution_id, pairs.lead_id)
      where i.lead_id = ${leads.id} and ${leads.id} = any(${idList})
    ), marked as (
      update ${distributionItems} set recalled_at = now() from pairs
      where ${distributionItems.leadId} = any(${idList})
        and (${distributionItems.distributionId}, ${distributionItems.leadId}) = (pairs.distribution_id, pairs.lead_id)
    ), shrunk as (${adjustOrdersSql(shrink) as SQL /* every recalled lead is in a distribution order */}
    ), history as (${history}
    ), outbox as (
      insert into ${outboxEvents} (type, payload, actor)
      select e.type, e.payload, ${actorOf(caller)}::text from (
        select 1 as part, * from (${completedOrdersSql('shrunk')}) completed
        union all
        select 2, * from (${events}) recalled
      ) e
      order by e.part, e.n
    )
    select 1`);
  wroteOutboxIn(tx);
}

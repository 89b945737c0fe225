import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { assignments, leads, noticeItems, noticeMessages, orders, products } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { emit } from '../../platform/events.js';
import { withTransaction } from '../../platform/transactions.js';
import type { LeadDeps } from '../core/lead.js';
import { idArray } from '../core/lead.repo.js';
import { queueNotices } from '../notifications/notices.service.js';
import { adjustOrders, adjustRegionCounters, countByRegion } from '../orders/order-counters.js';

/**
 * The first-contact deadline's sweep (routing.md §6), run every minute: the half-time notices, and the leads whose
 * owner neither used them nor recorded an outcome by their deadline — taken back and offered to other consultants,
 * or, after `maxSlaRecalls` take-backs, left with their owner as overdue. A lead whose message still waits (quiet
 * hours) has no clock running yet and is left alone.
 *
 * Races: the due leads are locked `FOR UPDATE SKIP LOCKED` by a statement that checks them again on the latest row
 * (READ COMMITTED re-reads a row it waited for): a use or an outcome that commits first sets `first_contact_at`, and
 * the lead is no longer due; one that comes after finds it no longer its owner's (404).
 */

const SWEEP_BATCH = 200;

/** The lead's owner has not been told of it yet: its ASSIGNED notice waits in a queued message. */
const messageWaiting = sql`exists (
  select 1 from ${noticeItems} join ${noticeMessages} on ${noticeMessages.id} = ${noticeItems.messageId}
  where ${noticeItems.leadId} = ${leads.id} and ${noticeItems.portalId} = ${leads.ownerPortalId}
    and ${noticeItems.kind} = 'ASSIGNED' and ${noticeMessages.status} = 'QUEUED')`;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Tells owners of leads past half their time, once per lead and owner. Returns how many leads. */
async function tellHalfTime(tx: Executor, now: Date): Promise<number> {
  const { rows } = await tx.execute<{ id: number | string; owner: number }>(sql`
    select ${leads.id} as id, ${leads.ownerPortalId} as owner from ${leads}
    where ${leads.contactHalfAt} <= ${at(now)} and ${leads.contactHalfAt} is not null and ${leads.firstContactAt} is null
      and ${leads.status} = 'ASSIGNED' and not ${messageWaiting}
    order by ${leads.contactHalfAt} limit ${SWEEP_BATCH}
    for update of ${leads} skip locked`);
  if (rows.length === 0) return 0;
  const byOwner = new Map<number, number[]>();
  for (const r of rows) byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), Number(r.id)]);
  await queueNotices(
    tx,
    now,
    [...byOwner].map(([portalId, leadIds]) => ({ portalId, kind: 'HALF_TIME' as const, leadIds, source: 'half-time' })),
  );
  await tx.execute(
    sql`update ${leads} set contact_half_at = null where ${leads.id} = any(${idArray(rows.map((r) => Number(r.id)))})`,
  );
  return rows.length;
}

interface DueLead extends Record<string, unknown> {
  id: number | string;
  order_id: number | string;
  assignment_id: number | string;
  owner: number;
  region_id: number | null;
  recalls: number;
  max_recalls: number;
}

/**
 * Acts on one batch of due leads: overdue ones are marked, the others taken back and offered to other consultants.
 * Returns what it did.
 */
async function takeBackDue(tx: Executor, caller: Caller, deps: Pick<LeadDeps, 'offerLeads'>, now: Date) {
  const { rows } = await tx.execute<DueLead>(sql`
    select ${leads.id} as id, ${leads.orderId} as order_id, ${leads.assignmentId} as assignment_id,
      ${leads.ownerPortalId} as owner, ${leads.regionId} as region_id, ${leads.slaRecalls} as recalls,
      ${products.maxSlaRecalls} as max_recalls
    from ${leads} join ${products} on ${products.id} = ${leads.productId}
    where ${leads.contactDeadline} <= ${at(now)} and ${leads.contactDeadline} is not null
      and ${leads.firstContactAt} is null and not ${leads.contactOverdue} and ${leads.status} = 'ASSIGNED'
      and not ${messageWaiting}
    order by ${leads.contactDeadline} limit ${SWEEP_BATCH}
    for update of ${leads} skip locked`);
  const overdue = rows.filter((r) => r.recalls >= r.max_recalls);
  const due = rows.filter((r) => r.recalls < r.max_recalls);
  if (overdue.length > 0) {
    await tx.execute(
      sql`update ${leads} set contact_overdue = true where ${leads.id} = any(${idArray(overdue.map((r) => Number(r.id)))})`,
    );
  }
  if (due.length > 0) await takeBack(tx, caller, due, deps);
  return { seen: rows.length, overdue: overdue.length, takenBack: due.length };
}

/** Ends the leads' confirmed assignments (`SLA_EXPIRED`) and puts them back in the pool for other consultants. */
async function takeBack(tx: Executor, caller: Caller, due: DueLead[], deps: Pick<LeadDeps, 'offerLeads'>) {
  const orderIds = [...new Set(due.map((r) => Number(r.order_id)))].sort((a, b) => a - b);
  // The orders' locks in id order, as every change of their counters takes them.
  await tx.execute(sql`select id from ${orders} where id = any(${idArray(orderIds)}) order by id for update`);
  const leadIds = due.map((r) => Number(r.id));
  await tx.execute(sql`
    update ${assignments} set ended_at = now(), end_reason = 'SLA_EXPIRED'
    where ${assignments.id} = any(${idArray(due.map((r) => Number(r.assignment_id)))}) and ${assignments.endedAt} is null`);
  await tx.execute(sql`
    update ${leads} set status = 'UNASSIGNED', owner_portal_id = null, order_id = null, assignment_id = null,
      sla_recalls = sla_recalls + 1, sla_missed_by = array_append(coalesce(sla_missed_by, '{}'), owner_portal_id),
      sla_minutes = null, contact_deadline = null, contact_half_at = null
    where ${leads.id} = any(${idArray(leadIds)})`);
  const byOrder = new Map<number, DueLead[]>();
  for (const r of due) byOrder.set(Number(r.order_id), [...(byOrder.get(Number(r.order_id)) ?? []), r]);
  await adjustOrders(tx, caller, new Map([...byOrder].map(([id, list]) => [id, { confirmed: -list.length }])));
  // A completed order goes back to IN_PROGRESS for a replacement; a cancelled one stays cancelled.
  await tx.execute(sql`
    update ${orders} set status = 'IN_PROGRESS' where id = any(${idArray(orderIds)}) and status <> 'CANCELLED'`);
  await adjustRegionCounters(
    tx,
    [...byOrder].flatMap(([orderId, list]) =>
      [
        ...countByRegion(
          list.map((r) => ({ regionId: r.region_id })),
          -1,
        ),
      ].flatMap(([regionId, n]) => (regionId === null ? [] : [{ orderId, regionId, confirmed: n }])),
    ),
  );
  await emit(tx, caller, [
    ...due.map((r) => ({
      type: 'lead.history' as const,
      leadId: Number(r.id),
      event: 'SLA_EXPIRED' as const,
      portalId: r.owner,
      orderId: Number(r.order_id),
    })),
    ...due.map((r) => ({
      type: 'lead.recalled' as const,
      leadId: Number(r.id),
      orderId: Number(r.order_id),
      portalId: r.owner,
      reason: 'SLA_EXPIRED' as const,
    })),
  ]);
  if (deps.offerLeads) await deps.offerLeads(tx, caller, leadIds);
}

/** One sweep at `now`, batch after batch, each in its own transaction. */
export async function sweepContactDeadlines(
  deps: Pick<LeadDeps, 'db' | 'clock' | 'offerLeads'>,
  caller: Caller,
): Promise<{ halfTimeTold: number; takenBack: number; overdue: number }> {
  const now = new Date(deps.clock());
  const result = { halfTimeTold: 0, takenBack: 0, overdue: 0 };
  for (;;) {
    const told = await withTransaction(deps.db, (tx) => tellHalfTime(tx, now));
    result.halfTimeTold += told;
    if (told < SWEEP_BATCH) break;
  }
  for (;;) {
    const batch = await withTransaction(deps.db, (tx) => takeBackDue(tx, caller, deps, now));
    result.takenBack += batch.takenBack;
    result.overdue += batch.overdue;
    if (batch.seen < SWEEP_BATCH) break;
  }
  return result;
}

import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type AsStatus, asRequests, leads } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { badRequest } from '../../platform/errors.js';
import { type DomainEvent, emit } from '../../platform/events.js';
import { parseId } from '../../platform/schemas.js';
import { asRequestAccess } from './as-request.access.js';

/**
 * After-service (AS) requests: the owner of a bad lead files one with evidence, an operator reviews it, and an
 * approval returns the lead and frees its order's quantity for a replacement.
 *
 * `leads.latest_as_status` is a copy of the status of the lead's most recent request; every change here
 * recomputes it in the same transaction (`syncLatestStatus`). Locks are taken in one order everywhere:
 * AS request, then lead, then order.
 */

export type AsRow = typeof asRequests.$inferSelect;
export const OPEN: readonly AsStatus[] = ['WAITING', 'HOLD'];

export const requestNotFound = asRequestAccess.notFound;
export const invalidTransition = (from: AsStatus, to: AsStatus) =>
  badRequest('AS_INVALID_TRANSITION', `An AS request in status ${from} cannot become ${to}`);

/** Recomputes `leads.latest_as_status` from the lead's most recent request (createdAt, then id). */
export async function syncLatestStatus(tx: Executor, leadId: number) {
  await tx
    .update(leads)
    .set({
      latestAsStatus: sql`(select r.status from as_requests r where r.lead_id = ${leadId}
        order by r.created_at desc, r.id desc limit 1)`,
    })
    .where(eq(leads.id, leadId));
}

export async function lockRequest(tx: Executor, rawId: string): Promise<AsRow> {
  const id = parseId(rawId);
  if (id === null) throw requestNotFound();
  const [row] = await tx.select().from(asRequests).where(eq(asRequests.id, id)).for('update');
  if (!row) throw requestNotFound();
  return row;
}

/** Moves a locked request to `status` (`extra`: further events of the change, recorded with it). */
export async function setStatus(
  tx: Executor,
  caller: Caller,
  row: AsRow,
  status: AsStatus,
  adminNote?: string | null,
  extra: DomainEvent[] = [],
): Promise<AsRow> {
  const [updated] = await tx
    .update(asRequests)
    .set({ status, adminNote, updatedAt: sql`now()` })
    .where(eq(asRequests.id, row.id))
    .returning();
  await syncLatestStatus(tx, row.leadId);
  await emit(tx, caller, [
    ...extra,
    {
      type: 'as.status_changed',
      asRequestId: row.id,
      leadId: row.leadId,
      portalId: row.portalId,
      from: row.status,
      to: status,
    },
  ]);
  return updated;
}

export const statusList = (raw: string | undefined) => (raw ? (raw.split(',') as AsStatus[]) : undefined);

export async function pageOf(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  window: { limit: number; offset: number },
) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ request: asRequests })
      .from(asRequests)
      .innerJoin(leads, eq(leads.id, asRequests.leadId))
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(asRequests)
      .innerJoin(leads, eq(leads.id, asRequests.leadId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.request), total: Number(total) };
}

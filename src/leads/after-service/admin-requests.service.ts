import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { asRequests, leads, orderRegions } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { pageWindow } from '../../platform/bounded-list.js';
import { type BulkResults, eachId } from '../../platform/bulk.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { formatPhone, phoneFromDigits } from '../../platform/phone.js';
import { intIdOrNone, pagination, parseId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import { ALLOCATION_BATCH } from '../allocation/allocation.service.js';
import type { LeadDeps } from '../core/lead.js';
import { lockOrder, type OrderRow } from '../orders/assignments.service.js';
import { REVIEW_TRANSITIONS, rejectionWithoutReason } from './after-service.rules.js';
import type {
  AdminAsListQuery,
  AdminAsRequestList,
  AsContact,
  AsParams,
  BulkHoldBody,
  ReviewBody,
} from './after-service.schemas.js';
import { returnConfirmedLead } from './returned-lead.js';
import {
  type AsRow,
  invalidTransition,
  lockRequest,
  OPEN,
  pageOf,
  requestNotFound,
  setStatus,
  statusList,
} from './shared-steps.js';
import { type AdminAsView, present, presentOne } from './views.js';

export type AdminAsListInput = Static<typeof AdminAsListQuery>;

/** The operators' queue: oldest first unless `sortOrder=desc`. */
export async function listAsQueue(
  deps: LeadDeps,
  _caller: Caller,
  q: AdminAsListInput,
): Promise<Static<typeof AdminAsRequestList>> {
  const { page, limit, offset } = pageWindow(q);
  const statuses = statusList(q.status);
  const where = and(
    statuses ? inArray(asRequests.status, statuses) : undefined,
    q.providerId ? eq(leads.providerId, intIdOrNone(q.providerId)) : undefined,
    q.productId ? eq(leads.productId, intIdOrNone(q.productId)) : undefined,
    q.portalId ? eq(asRequests.portalId, q.portalId) : undefined,
    q.olderThanHours === undefined
      ? undefined
      : sql`${asRequests.createdAt} <= now() - make_interval(hours => ${q.olderThanHours}::int)`,
  );
  const direction = q.sortOrder === 'desc' ? desc : asc;
  const { rows, total } = await pageOf(deps.db, where, [direction(asRequests.createdAt), direction(asRequests.id)], {
    limit,
    offset,
  });
  return { data: await present(deps, rows, { kind: 'admin' }), pagination: pagination(page, limit, total) };
}

/** Unassigned leads of the order's provider and product in regions where it has room: the engine's candidates. */
async function offerReplacement(deps: LeadDeps, tx: Executor, caller: Caller, order: OrderRow) {
  if (!deps.offerLeads || order.source === 'DISTRIBUTION' || order.status === 'CANCELLED') return 0;
  const regionsWithRoom = tx
    .select({ regionId: orderRegions.regionId })
    .from(orderRegions)
    .where(
      and(
        eq(orderRegions.orderId, order.id),
        sql`${orderRegions.provisionalCount} + ${orderRegions.confirmedCount} < ${orderRegions.quantity}`,
      ),
    );
  const backlog = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.status, 'UNASSIGNED'),
        eq(leads.providerId, order.providerId),
        eq(leads.productId, order.productId),
        inArray(leads.regionId, regionsWithRoom),
      ),
    )
    .orderBy(asc(leads.id))
    .limit(ALLOCATION_BATCH);
  if (backlog.length === 0) return 0;
  return deps.offerLeads(
    tx,
    caller,
    backlog.map((b) => b.id),
  );
}

/** Returns the request's lead (locked after the request) and offers the freed quantity to the engine. */
async function approve(deps: LeadDeps, tx: Executor, caller: Caller, row: AsRow) {
  const [lead] = await tx
    .select({
      id: leads.id,
      status: leads.status,
      ownerPortalId: leads.ownerPortalId,
      orderId: leads.orderId,
      assignmentId: leads.assignmentId,
      regionId: leads.regionId,
    })
    .from(leads)
    .where(eq(leads.id, row.leadId))
    .for('update');
  if (lead.status !== 'ASSIGNED' || lead.ownerPortalId !== row.portalId || !lead.orderId || !lead.assignmentId) {
    throw badRequest('AS_LEAD_NOT_RETURNABLE', 'The lead is no longer owned by the portal user who filed the request');
  }
  const order = (await lockOrder(tx, lead.orderId))!;
  await returnConfirmedLead(
    tx,
    caller,
    order,
    { id: lead.id, regionId: lead.regionId, assignmentId: lead.assignmentId },
    { portalId: row.portalId, asRequestId: row.id, detail: { asRequestId: String(row.id) } },
  );
  const reopened = (await lockOrder(tx, order.id))!;
  await offerReplacement(deps, tx, caller, reopened);
}

export type ReviewInput = Static<typeof AsParams> & Static<typeof ReviewBody>;

/**
 * 보류 for several requests with one note: each held as `PATCH /admin/v1/lead-as/{id}` holds it (its own
 * transaction, its own audit entry), and the answer says per request whether it was (a decided or cancelled one →
 * `AS_INVALID_TRANSITION`, an unknown one → `AS_REQUEST_NOT_FOUND`). A request already on hold is held again with
 * the note.
 */
export async function holdAsRequests(
  deps: LeadDeps,
  caller: Caller,
  input: Static<typeof BulkHoldBody>,
): Promise<Static<typeof BulkResults>> {
  return eachId(input.ids, (id) => reviewAsRequest(deps, caller, { id, status: 'HOLD', adminNote: input.adminNote }));
}

/**
 * An operator's decision; APPROVED returns the lead in the same transaction, and the caller is recorded in the audit
 * log in it too (the note is not copied).
 */
export async function reviewAsRequest(
  deps: LeadDeps,
  caller: Caller,
  input: ReviewInput,
  ifMatch?: string,
): Promise<AdminAsView> {
  const row = await withTransaction(deps.db, async (tx) => {
    const current = await lockRequest(tx, input.id);
    if (ifMatch !== undefined && !etagMatches(ifMatch, asRequestEtag(current))) {
      throw new AppError('AS_REVIEW_STALE', 'Someone else reviewed this AS request meanwhile: read it again');
    }
    if (!REVIEW_TRANSITIONS[current.status].includes(input.status)) {
      throw invalidTransition(current.status, input.status);
    }
    if (rejectionWithoutReason(input.status, input.adminNote, current.adminNote)) {
      throw badRequest('AS_REJECTION_REASON_REQUIRED', 'A rejection needs its reason in adminNote');
    }
    if (input.status === 'APPROVED') await approve(deps, tx, caller, current);
    // Nothing personal is written about an erased lead, an operator's note included (an erasure clears the notes).
    const adminNote = (await leadErased(tx, current.leadId)) ? null : input.adminNote;
    return setStatus(tx, caller, current, input.status, adminNote, [
      { type: 'audit', action: 'AS_REVIEWED', target: `as_request:${current.id}`, detail: { status: input.status } },
    ]);
  });
  return presentOne(deps, row, { kind: 'admin' });
}

async function leadErased(tx: Executor, leadId: number): Promise<boolean> {
  const [lead] = await tx.select({ erasedAt: leads.erasedAt }).from(leads).where(eq(leads.id, leadId));
  return lead?.erasedAt != null;
}

/**
 * The version of an AS request as an entity tag: it changes with every review (status, note, time). The console
 * sends it back in `If-Match`, so a request reviewed by someone else meanwhile is not silently overwritten.
 */
export function asRequestEtag(row: { id: number | string; status: string; updatedAt: Date | string }): string {
  return `"as-${row.id}-${new Date(row.updatedAt).getTime()}-${row.status}"`;
}

/** RFC 9110 If-Match: `*` or a list of strong tags, one of them `etag`. */
function etagMatches(ifMatch: string, etag: string) {
  return ifMatch.trim() === '*' || ifMatch.split(',').some((tag) => tag.trim() === etag);
}

/** One AS request with the operators' fields (out of range or unknown → 404). */
export async function getAdminAsRequest(deps: LeadDeps, rawId: string): Promise<AdminAsView> {
  const id = parseId(rawId);
  if (id === null) throw requestNotFound();
  const [row] = await deps.db.select().from(asRequests).where(eq(asRequests.id, id));
  if (!row) throw requestNotFound();
  return presentOne(deps, row, { kind: 'admin' });
}

/**
 * An operator reviewing an AS request calls the customer to check the claim: the lead's contact in clear, while the
 * request is open (WAITING or HOLD) only, recorded in the personal-data access log and the audit log.
 */
export async function revealAsContact(
  deps: LeadDeps,
  caller: Caller,
  rawId: string,
): Promise<Static<typeof AsContact>> {
  const id = parseId(rawId);
  if (id === null) throw requestNotFound();
  const [row] = await deps.db
    .select({
      status: asRequests.status,
      leadId: leads.id,
      name: leads.name,
      phoneEnc: leads.phoneEnc,
      email: leads.email,
      erasedAt: leads.erasedAt,
    })
    .from(asRequests)
    .innerJoin(leads, eq(leads.id, asRequests.leadId))
    .where(eq(asRequests.id, id));
  if (!row) throw requestNotFound();
  if (row.erasedAt !== null) throw badRequest('LEAD_ERASED', "The lead's personal data was erased");
  if (!OPEN.includes(row.status)) {
    throw badRequest('AS_REQUEST_CLOSED', 'The contact is shown while the AS request is open (WAITING or HOLD)');
  }
  await withTransaction(deps.db, (tx) =>
    emit(tx, caller, [
      { type: 'pii.read', action: 'REVEAL_AS_CONTACT', leadIds: [row.leadId], fields: ['name', 'phone', 'email'] },
      { type: 'audit', action: 'CONTACT_REVEALED', target: `as_request:${id}`, detail: { leadId: String(row.leadId) } },
    ]),
  );
  return {
    asRequestId: String(id),
    leadId: String(row.leadId),
    name: row.name,
    phone: formatPhone(phoneFromDigits(deps.vault.decrypt(row.phoneEnc))),
    email: row.email,
  };
}

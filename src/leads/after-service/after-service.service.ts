import { and, asc, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import {
  type AsStatus,
  asReasons,
  asRequestFiles,
  asRequests,
  files,
  leads,
  orderRegions,
  products,
  regions,
} from '../../db/schema/index.js';
import { fileView, requireUploadedFiles } from '../../files/files.service.js';
import { requireAccess, scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { type DomainEvent, emit } from '../../platform/events.js';
import { createdRange } from '../../platform/list-filters.js';
import { maskName } from '../../platform/masking.js';
import { intIdOrNone, iso, pagination, parseId } from '../../platform/schemas.js';
import { isUniqueViolation, withTransaction } from '../../platform/transactions.js';
import { ALLOCATION_BATCH } from '../allocation/allocation.service.js';
import { formatPhone, phoneFromDigits } from '../core/contact.js';
import { leadAccess } from '../core/lead.access.js';
import { AS_STATUS_LABELS, type LeadDeps, type Reader } from '../core/lead.js';
import { lockOrder, type OrderRow, returnConfirmedLead } from '../orders/assignments.service.js';
import type {
  AdminAsListQuery,
  AdminAsRequest,
  AdminAsRequestList,
  AdminReason,
  AdminReasonList,
  AsContact,
  AsGetQuery,
  AsListQuery,
  AsParams,
  AsRequestDetail,
  AsRequestList,
  CreateAsBody,
  CreateReasonBody,
  ReasonList,
  ReasonParams,
  ReviewBody,
  SuccessResponse,
  UpdateReasonBody,
} from './after-service.schemas.js';
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
const OPEN: readonly AsStatus[] = ['WAITING', 'HOLD'];

/** What an operator may move a request to, from each status. APPROVED, REJECTED and CANCELLED are final. */
export const REVIEW_TRANSITIONS: Record<AsStatus, readonly AsStatus[]> = {
  WAITING: ['WAITING', 'HOLD', 'APPROVED', 'REJECTED'],
  HOLD: ['WAITING', 'HOLD', 'APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
  CANCELLED: [],
};

const requestNotFound = asRequestAccess.notFound;
const invalidTransition = (from: AsStatus, to: AsStatus) =>
  badRequest('AS_INVALID_TRANSITION', `An AS request in status ${from} cannot become ${to}`);

// ---- reasons ----

const reasonView = (r: typeof asReasons.$inferSelect): Static<typeof AdminReason> => ({
  code: r.code,
  label: r.label,
  active: r.active,
  sortOrder: r.sortOrder,
});

/**
 * The reasons a user may choose: reference data of the lead interface, the same for every portal user (the route
 * names none), so it takes no caller.
 */
export async function listActiveReasons(deps: Pick<LeadDeps, 'db'>): Promise<Static<typeof ReasonList>> {
  const rows = await deps.db
    .select({ code: asReasons.code, label: asReasons.label })
    .from(asReasons)
    .where(eq(asReasons.active, true))
    .orderBy(asc(asReasons.sortOrder), asc(asReasons.code));
  return { data: rows };
}

export async function listAllReasons(
  deps: Pick<LeadDeps, 'db'>,
  _caller: Caller,
): Promise<Static<typeof AdminReasonList>> {
  const rows = await deps.db.select().from(asReasons).orderBy(asc(asReasons.sortOrder), asc(asReasons.code));
  return { data: rows.map(reasonView) };
}

export async function createReason(
  deps: Pick<LeadDeps, 'db'>,
  _caller: Caller,
  input: Static<typeof CreateReasonBody>,
): Promise<Static<typeof AdminReason>> {
  const { db } = deps;
  const [{ last }] = await db.select({ last: max(asReasons.sortOrder) }).from(asReasons);
  try {
    const [row] = await db
      .insert(asReasons)
      .values({
        code: input.code,
        label: input.label.trim(),
        active: input.active ?? true,
        sortOrder: input.sortOrder ?? (last ?? 0) + 1,
      })
      .returning();
    return reasonView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('AS_REASON_CODE_TAKEN', 'An AS reason with this code exists');
    throw error;
  }
}

export async function updateReason(
  deps: Pick<LeadDeps, 'db'>,
  _caller: Caller,
  input: Static<typeof ReasonParams> & Static<typeof UpdateReasonBody>,
): Promise<Static<typeof AdminReason>> {
  const { code } = input;
  const [row] = await deps.db
    .update(asReasons)
    .set({ label: input.label?.trim(), active: input.active, sortOrder: input.sortOrder })
    .where(eq(asReasons.code, code))
    .returning();
  if (!row) throw notFound('AS reason', 'AS_REASON_NOT_FOUND');
  return reasonView(row);
}

async function requireActiveReason(db: Executor, code: string) {
  const [reason] = await db.select().from(asReasons).where(eq(asReasons.code, code));
  if (!reason) throw badRequest('AS_REASON_NOT_FOUND', 'reasonCode: no such AS reason');
  if (!reason.active) throw badRequest('AS_REASON_INACTIVE', 'reasonCode: this AS reason is no longer offered');
}

// ---- the detail shape ----

/** Who is looking: a portal user sees name and phone of a lead they own and have used; operators never do. */
export type Viewer = { kind: 'portal'; reader: Reader; action: string } | { kind: 'admin' };

interface LeadSummaryRow {
  id: number;
  name: string;
  phoneEnc: string;
  phoneMasked: string;
  usedAt: Date | null;
  status: string;
  ownerPortalId: number | null;
  providerId: number;
  productId: number;
  productName: string;
  regionName: string | null;
}

async function leadSummaries(db: Executor, leadIds: number[]) {
  const rows: LeadSummaryRow[] = await db
    .select({
      id: leads.id,
      name: leads.name,
      phoneEnc: leads.phoneEnc,
      phoneMasked: leads.phoneMasked,
      usedAt: leads.usedAt,
      status: leads.status,
      ownerPortalId: leads.ownerPortalId,
      providerId: leads.providerId,
      productId: leads.productId,
      productName: products.name,
      regionName: regions.name,
    })
    .from(leads)
    .innerJoin(products, eq(products.id, leads.productId))
    .leftJoin(regions, eq(regions.id, leads.regionId))
    .where(inArray(leads.id, leadIds));
  return new Map(rows.map((r) => [r.id, r]));
}

async function evidenceOf(db: Executor, requestIds: number[]) {
  const rows = await db
    .select({ asRequestId: asRequestFiles.asRequestId, file: files })
    .from(asRequestFiles)
    .innerJoin(files, eq(files.id, asRequestFiles.fileId))
    .where(inArray(asRequestFiles.asRequestId, requestIds))
    .orderBy(asc(asRequestFiles.asRequestId), asc(asRequestFiles.position));
  const map = new Map<number, ReturnType<typeof fileView>[]>();
  for (const r of rows) map.set(r.asRequestId, [...(map.get(r.asRequestId) ?? []), fileView(r.file)]);
  return map;
}

async function reasonLabels(db: Executor, codes: string[]) {
  const rows = await db.select().from(asReasons).where(inArray(asReasons.code, codes));
  return new Map(rows.map((r) => [r.code, r.label]));
}

function revealFor(viewer: Viewer, lead: LeadSummaryRow) {
  return (
    viewer.kind === 'portal' &&
    lead.usedAt !== null &&
    lead.status === 'ASSIGNED' &&
    lead.ownerPortalId === viewer.reader.portalId
  );
}

function leadSummary(lead: LeadSummaryRow, reveal: boolean, decrypt: (enc: string) => string) {
  return {
    id: String(lead.id),
    name: reveal ? lead.name : maskName(lead.name),
    phone: reveal ? formatPhone(phoneFromDigits(decrypt(lead.phoneEnc))) : lead.phoneMasked,
    region: lead.regionName,
    product: { id: String(lead.productId), name: lead.productName },
  };
}

/** AS request details (spec 2.7) in the order given, with the operators' extra fields; reads of PII are logged. */
async function present(deps: LeadDeps, rows: AsRow[], viewer: Viewer): Promise<AdminAsView[]> {
  if (rows.length === 0) return [];
  const leadIds = [...new Set(rows.map((r) => r.leadId))];
  const [leadMap, evidence, labels] = await Promise.all([
    leadSummaries(deps.db, leadIds),
    evidenceOf(
      deps.db,
      rows.map((r) => r.id),
    ),
    reasonLabels(deps.db, [...new Set(rows.map((r) => r.reasonCode))]),
  ]);
  const revealed = new Set<number>();
  const decrypt = (enc: string) => deps.vault.decrypt(enc);
  const views = rows.map((row) => {
    const lead = leadMap.get(row.leadId)!;
    const reveal = revealFor(viewer, lead);
    if (reveal) revealed.add(lead.id);
    return {
      id: String(row.id),
      leadId: String(row.leadId),
      reasonCode: row.reasonCode,
      reasonLabel: labels.get(row.reasonCode) ?? row.reasonCode,
      status: row.status,
      statusLabel: AS_STATUS_LABELS[row.status],
      customerMemo: row.customerMemo,
      adminNote: row.adminNote,
      createdAt: iso(row.createdAt)!,
      updatedAt: iso(row.updatedAt)!,
      lead: leadSummary(lead, reveal, decrypt),
      files: evidence.get(row.id) ?? [],
      portalId: row.portalId,
      orderId: row.orderId === null ? null : String(row.orderId),
      providerId: String(lead.providerId),
    };
  });
  if (viewer.kind === 'portal') {
    await emit(deps.db, viewer.reader, [
      { type: 'pii.read', action: viewer.action, leadIds: [...revealed], fields: ['name', 'phone'] },
    ]);
  }
  return views;
}

export type AdminAsView = Static<typeof AdminAsRequest>;
export type AsView = Static<typeof AsRequestDetail>;

/** The portal shape: the detail without the operators' fields. */
export function portalView(view: AdminAsView): AsView {
  const { portalId: _p, orderId: _o, providerId: _v, ...detail } = view;
  return detail;
}

async function presentOne(deps: LeadDeps, row: AsRow, viewer: Viewer): Promise<AdminAsView> {
  const [view] = await present(deps, [row], viewer);
  return view;
}

// ---- shared steps ----

/** Recomputes `leads.latest_as_status` from the lead's most recent request (createdAt, then id). */
async function syncLatestStatus(tx: Executor, leadId: number) {
  await tx
    .update(leads)
    .set({
      latestAsStatus: sql`(select r.status from as_requests r where r.lead_id = ${leadId}
        order by r.created_at desc, r.id desc limit 1)`,
    })
    .where(eq(leads.id, leadId));
}

async function lockRequest(tx: Executor, rawId: string): Promise<AsRow> {
  const id = parseId(rawId);
  if (id === null) throw requestNotFound();
  const [row] = await tx.select().from(asRequests).where(eq(asRequests.id, id)).for('update');
  if (!row) throw requestNotFound();
  return row;
}

/** Moves a locked request to `status` (`extra`: further events of the change, recorded with it). */
async function setStatus(
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

// ---- portal operations ----

export type CreateAsInput = Static<typeof CreateAsBody>;

/** The lead, locked, if `reader` owns it; with whether its return window has closed. */
async function lockOwnedLead(tx: Executor, leadId: number, reader: Reader) {
  const windowClosed = sql<boolean>`coalesce(now() >= ${leads.assignedAt} + make_interval(hours =>
    (select p.as_window_days from products p where p.id = ${leads.productId}) * 24), false)`;
  const [lead] = await tx
    .select({ id: leads.id, orderId: leads.orderId, windowClosed })
    .from(leads)
    .where(and(eq(leads.id, leadId), scopeOf(leadAccess, reader)))
    .for('update');
  if (!lead) throw leadAccess.notFound();
  return lead;
}

async function requireNoOpenRequest(tx: Executor, leadId: number) {
  const [open] = await tx
    .select({ id: asRequests.id })
    .from(asRequests)
    .where(and(eq(asRequests.leadId, leadId), inArray(asRequests.status, [...OPEN])));
  if (open) throw alreadyOpen();
}

const alreadyOpen = () =>
  badRequest('AS_ALREADY_OPEN', 'This lead already has an open (WAITING or HOLD) AS request; cancel it first');

async function insertRequest(tx: Executor, values: typeof asRequests.$inferInsert): Promise<AsRow> {
  try {
    const [row] = await tx.insert(asRequests).values(values).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
}

export async function createAsRequest(deps: LeadDeps, reader: Reader, input: CreateAsInput): Promise<AsView> {
  const leadId = Number(input.leadId);
  const row = await withTransaction(deps.db, async (tx) => {
    const lead = await lockOwnedLead(tx, leadId, reader);
    await requireActiveReason(tx, input.reasonCode);
    if (lead.windowClosed) {
      throw badRequest('AS_WINDOW_CLOSED', "The AS window of this lead's product has closed");
    }
    const evidence = await requireUploadedFiles(tx, {
      fileIds: input.fileIds ?? [],
      caller: reader,
      purpose: 'AS_EVIDENCE',
    });
    await requireNoOpenRequest(tx, leadId);
    const created = await insertRequest(tx, {
      leadId,
      portalId: reader.portalId,
      orderId: lead.orderId,
      reasonCode: input.reasonCode,
      customerMemo: input.customerMemo?.trim() ? input.customerMemo : null,
    });
    if (evidence.length) {
      await tx
        .insert(asRequestFiles)
        .values(evidence.map((f, position) => ({ asRequestId: created.id, fileId: f.id, position })));
    }
    await syncLatestStatus(tx, leadId);
    return created;
  });
  return portalView(await presentOne(deps, row, { kind: 'portal', reader, action: 'CREATE_AS' }));
}

/** One request of `reader` (403 for another portal user's); `by: 'lead'`: their most recent on that lead. */
export async function getAsRequest(
  deps: LeadDeps,
  reader: Reader,
  input: Static<typeof AsParams> & Static<typeof AsGetQuery>,
): Promise<AsView> {
  const { by = 'id' } = input;
  const id = parseId(input.id);
  if (id === null) throw requestNotFound();
  if (by === 'id') await requireAccess(deps.db, reader, asRequestAccess, [id]);
  // By lead: the most recent request the reader filed on it, so another user's are not seen at all (404).
  const [row] =
    by === 'lead'
      ? await deps.db
          .select()
          .from(asRequests)
          .where(and(eq(asRequests.leadId, id), scopeOf(asRequestAccess, reader)))
          .orderBy(desc(asRequests.createdAt), desc(asRequests.id))
          .limit(1)
      : await deps.db.select().from(asRequests).where(eq(asRequests.id, id));
  if (!row) throw requestNotFound();
  return portalView(await presentOne(deps, row, { kind: 'portal', reader, action: 'GET_AS' }));
}

/** The filer withdraws an open request. */
export async function cancelAsRequest(
  deps: Pick<LeadDeps, 'db'>,
  reader: Reader,
  rawId: string,
): Promise<Static<typeof SuccessResponse>> {
  await withTransaction(deps.db, async (tx) => {
    const id = parseId(rawId);
    if (id === null) throw requestNotFound();
    await requireAccess(tx, reader, asRequestAccess, [id]);
    const row = await lockRequest(tx, rawId);
    if (!OPEN.includes(row.status)) throw invalidTransition(row.status, 'CANCELLED');
    await setStatus(tx, reader, row, 'CANCELLED');
  });
  return { success: true };
}

const statusList = (raw: string | undefined) => (raw ? (raw.split(',') as AsStatus[]) : undefined);

export type AsListInput = Static<typeof AsListQuery>;

async function pageOf(db: Executor, where: SQL | undefined, order: SQL[], page: number, limit: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ request: asRequests })
      .from(asRequests)
      .innerJoin(leads, eq(leads.id, asRequests.leadId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(asRequests)
      .innerJoin(leads, eq(leads.id, asRequests.leadId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.request), total: Number(total) };
}

/** The requests `reader` filed, newest first. */
export async function listAsRequests(
  deps: LeadDeps,
  reader: Reader,
  q: AsListInput,
): Promise<Static<typeof AsRequestList>> {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const statuses = statusList(q.status);
  const where = and(
    scopeOf(asRequestAccess, reader),
    statuses ? inArray(asRequests.status, statuses) : undefined,
    q.leadId ? eq(asRequests.leadId, Number(q.leadId)) : undefined,
    createdRange(asRequests.createdAt, q.createdFrom, q.createdTo),
  );
  const order = [desc(asRequests.createdAt), desc(asRequests.id)];
  const { rows, total } = await pageOf(deps.db, where, order, page, limit);
  const views = await present(deps, rows, { kind: 'portal', reader, action: 'LIST_AS' });
  return { data: views.map(portalView), pagination: pagination(page, limit, total) };
}

// ---- operators ----

export type AdminAsListInput = Static<typeof AdminAsListQuery>;

/** The operators' queue: oldest first unless `sortOrder=desc`. */
export async function listAsQueue(
  deps: LeadDeps,
  _caller: Caller,
  q: AdminAsListInput,
): Promise<Static<typeof AdminAsRequestList>> {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
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
  const { rows, total } = await pageOf(
    deps.db,
    where,
    [direction(asRequests.createdAt), direction(asRequests.id)],
    page,
    limit,
  );
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
    if (input.status === 'APPROVED') await approve(deps, tx, caller, current);
    return setStatus(tx, caller, current, input.status, input.adminNote, [
      { type: 'audit', action: 'AS_REVIEWED', target: `as_request:${current.id}`, detail: { status: input.status } },
    ]);
  });
  return presentOne(deps, row, { kind: 'admin' });
}

/**
 * The version of an AS request as an entity tag: it changes with every review (status, note, time). The console
 * sends it back in `If-Match`, so a request reviewed by someone else meanwhile is not silently overwritten.
 */
export function asRequestEtag(row: { id: number | string; status: string; updatedAt: Date | string }) {
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
    })
    .from(asRequests)
    .innerJoin(leads, eq(leads.id, asRequests.leadId))
    .where(eq(asRequests.id, id));
  if (!row) throw requestNotFound();
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

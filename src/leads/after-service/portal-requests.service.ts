import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { asRequestFiles, asRequests, leads } from '../../db/schema/index.js';
import { deleteUnlistedEvidence, requireUploadedFiles } from '../../files/attached-files.js';
import { requireAccess, scopeOf } from '../../platform/access/access.js';
import { pageWindow } from '../../platform/bounded-list.js';
import { badRequest } from '../../platform/errors.js';
import { createdRange } from '../../platform/list-filters.js';
import { pagination, parseId } from '../../platform/schemas.js';
import { isUniqueViolation, withTransaction } from '../../platform/transactions.js';
import { leadAccess } from '../core/lead.access.js';
import type { LeadDeps, Reader } from '../core/lead.js';
import { suppressionAtSql } from '../core/lead.repo.js';
import { asWindowWaived } from '../core/privacy.js';
import type {
  AsGetQuery,
  AsListQuery,
  AsParams,
  AsRequestList,
  CreateAsBody,
  SuccessResponse,
} from './after-service.schemas.js';
import { asRequestAccess } from './as-request.access.js';
import { requireActiveReason } from './reasons.service.js';
import {
  type AsRow,
  invalidTransition,
  lockRequest,
  OPEN,
  pageOf,
  requestNotFound,
  setStatus,
  statusList,
  syncLatestStatus,
} from './shared-steps.js';
import { type AsView, portalView, present, presentOne } from './views.js';

export type CreateAsInput = Static<typeof CreateAsBody>;

/** The lead, locked, if `reader` owns it; with whether its return window has closed at `now` (the app's clock). */
async function lockOwnedLead(tx: Executor, leadId: number, reader: Reader, now: Date) {
  const windowClosed = sql<boolean>`coalesce(${now}::timestamptz >= ${leads.assignedAt} + make_interval(hours =>
    (select p.as_window_days from products p where p.id = ${leads.productId}) * 24), false)`;
  const [lead] = await tx
    .select({
      id: leads.id,
      orderId: leads.orderId,
      windowClosed,
      usedAt: leads.usedAt,
      erased: sql<boolean>`${leads.erasedAt} is not null`,
      suppressedAt: suppressionAtSql,
    })
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

/**
 * Files an AS request. On an erased lead it is filed (its return still matters) but keeps nothing personal: no
 * `customerMemo`, and the evidence files, checked as usual, are deleted rather than attached, as the erasure would
 * have deleted them (consumer-rights.md §4; the lead's lock orders this against an erasure).
 */
export async function createAsRequest(deps: LeadDeps, reader: Reader, input: CreateAsInput): Promise<AsView> {
  const leadId = Number(input.leadId);
  const { row, discarded } = await withTransaction(deps.db, async (tx) => {
    const lead = await lockOwnedLead(tx, leadId, reader, new Date(deps.clock()));
    await requireActiveReason(tx, input.reasonCode);
    const suppressedAt = lead.suppressedAt === null ? null : new Date(lead.suppressedAt);
    if (lead.windowClosed && !asWindowWaived({ reasonCode: input.reasonCode, suppressedAt, usedAt: lead.usedAt })) {
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
      customerMemo: !lead.erased && input.customerMemo?.trim() ? input.customerMemo : null,
    });
    if (evidence.length && !lead.erased) {
      await tx
        .insert(asRequestFiles)
        .values(evidence.map((f, position) => ({ asRequestId: created.id, fileId: f.id, position })));
    }
    await syncLatestStatus(tx, leadId);
    const keys = lead.erased
      ? await deleteUnlistedEvidence(
          tx,
          evidence.map((f) => f.id),
        )
      : [];
    return { row: created, discarded: keys };
  });
  if (discarded.length > 0) await deps.storage?.remove(discarded);
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

export type AsListInput = Static<typeof AsListQuery>;

/** The requests `reader` filed, newest first. */
export async function listAsRequests(
  deps: LeadDeps,
  reader: Reader,
  q: AsListInput,
): Promise<Static<typeof AsRequestList>> {
  const { page, limit, offset } = pageWindow(q);
  const statuses = statusList(q.status);
  const where = and(
    scopeOf(asRequestAccess, reader),
    statuses ? inArray(asRequests.status, statuses) : undefined,
    q.leadId ? eq(asRequests.leadId, Number(q.leadId)) : undefined,
    createdRange(asRequests.createdAt, q.createdFrom, q.createdTo),
  );
  const order = [desc(asRequests.createdAt), desc(asRequests.id)];
  const { rows, total } = await pageOf(deps.db, where, order, { limit, offset });
  const views = await present(deps, rows, { kind: 'portal', reader, action: 'LIST_AS' });
  return { data: views.map(portalView), pagination: pagination(page, limit, total) };
}

import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { asRequests, consentSources, erasures, leads, suppressions } from '../../db/schema/index.js';
import type { FileStorage } from '../../files/storage/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { notFound, validationFailed } from '../../platform/errors.js';
import { actorOf, type DomainEvent, emit } from '../../platform/events.js';
import { koreaDate } from '../../platform/korea-time.js';
import { type Phone, requirePhone } from '../../platform/phone.js';
import { iso, pagination, parseId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type { LeadDeps } from '../core/lead.js';
import { idArray } from '../core/lead.repo.js';
import { RETAIN_UNTIL } from '../core/lead-consent.js';
import { eraseLeadData } from './erasure-steps.js';
import type { EraseBody, Erasure, ErasureList, ErasureListQuery, ErasureNoticeBody } from './erasures.schemas.js';
import { lockLeadsOfPhone, lockPhone, type PhoneLead, releaseProvisionalOf } from './phone-leads.js';
import { dueAtOf, requestedAtOf } from './suppressions.rules.js';
import { insertSuppression, liveEntry } from './suppressions.service.js';

/**
 * Erasure (삭제 요구, consumer-rights.md §4): the personal data of every lead with one phone, in every provider, is
 * deleted (`erasure-steps.ts`), and an `ERASURE_REQUEST` suppression keeps only the phone's keyed hash so the number
 * is not sold again. Retention erases the same way, by age, without a suppression and with the hash.
 */

export interface ErasureDeps extends LeadDeps {
  storage: FileStorage;
}

type ErasureRow = typeof erasures.$inferSelect;

function erasureView(row: ErasureRow): Static<typeof Erasure> {
  return {
    id: String(row.id),
    erasedLeadCount: row.erasedLeadCount,
    suppressionId: String(row.suppressionId),
    requestedAt: iso(row.requestedAt)!,
    identityCheck: row.identityCheck as Static<typeof Erasure>['identityCheck'],
    dueAt: iso(row.dueAt)!,
    resultNotifiedAt: iso(row.resultNotifiedAt),
    createdAt: iso(row.createdAt)!,
    createdBy: row.createdBy,
  };
}

/** Removes the bytes of deleted files once their rows are gone (a failure leaves unreadable orphans, never data). */
async function removeBytes(storage: FileStorage, keys: string[]) {
  if (keys.length > 0) await storage.remove(keys);
}

/** Why an erasure closed the phone's earlier entry (`liftReason`): the erasure's own entry took its place. */
export const SUPERSEDED_BY_ERASURE = 'SUPERSEDED_BY_ERASURE';

/**
 * The erasure's `ERASURE_REQUEST` entry for a phone whose lock and leads the caller holds: the live one when there
 * is one, else a new one. A live entry of another reason is closed first (`SUPERSEDED_BY_ERASURE`): it could lapse
 * (a 두낫콜 entry expires) or be lifted by a 두낫콜 withdrawal, while the erasure's entry does neither. The phone stays
 * suppressed throughout, so nobody is told of a lift, nor told again of a suppression.
 */
async function erasureEntry(
  deps: ErasureDeps,
  tx: Executor,
  caller: Caller,
  phone: Phone,
  request: { requestedAt: Date; identityCheck: Static<typeof EraseBody>['identityCheck']; phoneLeads: PhoneLead[] },
) {
  const phoneHash = deps.vault.blindIndex(phone.digits);
  // Every entry of the phone, earlier and lifted ones too, keeps the keyed hash alone from now on (§4).
  await tx
    .update(suppressions)
    .set({ phone1: null, phone3: null, phoneMasked: null })
    .where(and(eq(suppressions.phoneHash, phoneHash), isNotNull(suppressions.phone1)));
  const live = await liveEntry(tx, phoneHash);
  if (live?.reason === 'ERASURE_REQUEST') return live;
  if (live) {
    await tx
      .update(suppressions)
      .set({ liftedAt: new Date(deps.clock()), liftedBy: actorOf(caller), liftReason: SUPERSEDED_BY_ERASURE })
      .where(eq(suppressions.id, live.id));
  }
  const options = {
    reason: 'ERASURE_REQUEST',
    channel: 'WRITTEN',
    requestedAt: request.requestedAt,
    identityCheck: request.identityCheck,
    note: null,
  } as const;
  return insertSuppression(deps, tx, caller, phone, options, { phoneLeads: request.phoneLeads, tell: live === null });
}

/** `POST /admin/v1/erasures`. */
export async function requestErasure(
  deps: ErasureDeps,
  caller: Caller,
  input: Static<typeof EraseBody>,
): Promise<Static<typeof Erasure>> {
  const phone = requirePhone(input.phone);
  const checked = requestedAtOf(input.requestedAt, deps.clock());
  if (!checked.ok) throw validationFailed('requestedAt', checked.message);
  const requestedAt = checked.at;
  const phoneHash = deps.vault.blindIndex(phone.digits);
  const { row, keys } = await withTransaction(deps.db, async (tx) => {
    // The phone's lock, then its leads, once: a new entry releases their provisional assignments.
    await lockPhone(tx, phoneHash);
    const phoneLeads = await lockLeadsOfPhone(tx, phoneHash);
    const { identityCheck } = input;
    const suppression = await erasureEntry(deps, tx, caller, phone, { requestedAt, identityCheck, phoneLeads });
    // An entry that was in force already had released them; a lead of a suppressed phone is never provisional.
    const toErase = phoneLeads.filter((l) => !l.erased);
    const leadIds = toErase.map((l) => l.id);
    const removed = await eraseLeadData(tx, { leadIds, deletePhoneHash: false });
    const [created] = await tx
      .insert(erasures)
      .values({
        suppressionId: suppression.id,
        erasedLeadCount: leadIds.length,
        reason: input.reason,
        requestedAt,
        identityCheck: input.identityCheck,
        dueAt: dueAtOf(requestedAt),
        createdAt: new Date(deps.clock()),
        createdBy: actorOf(caller),
      })
      .returning();
    await emit(tx, caller, [
      ...toErase.map(
        (l): DomainEvent => ({
          type: 'lead.history',
          leadId: l.id,
          event: 'ERASED',
          detail: { erasureId: String(created.id), by: 'REQUEST' },
        }),
      ),
      {
        type: 'audit',
        action: 'ERASURE_CREATED',
        target: `erasure:${created.id}`,
        detail: {
          erasedLeadCount: leadIds.length,
          suppressionId: String(suppression.id),
          identityCheck: input.identityCheck,
        },
      },
    ]);
    return { row: created, keys: removed };
  });
  await removeBytes(deps.storage, keys);
  return erasureView(row);
}

/** `POST /admin/v1/erasures/{id}/notified`: when and how the person was told (once; audited). */
export async function markErasureNotified(
  deps: ErasureDeps,
  caller: Caller,
  rawId: string,
  input: Static<typeof ErasureNoticeBody>,
): Promise<Static<typeof Erasure>> {
  return withTransaction(deps.db, async (tx) => {
    const id = parseId(rawId);
    const [row] = id === null ? [] : await tx.select().from(erasures).where(eq(erasures.id, id)).for('update');
    if (!row) throw notFound('Erasure');
    if (row.resultNotifiedAt !== null) return erasureView(row);
    const [told] = await tx
      .update(erasures)
      .set({ resultNotifiedAt: new Date(deps.clock()), resultChannel: input.channel })
      .where(eq(erasures.id, row.id))
      .returning();
    await emit(tx, caller, [
      { type: 'audit', action: 'ERASURE_NOTIFIED', target: `erasure:${row.id}`, detail: { channel: input.channel } },
    ]);
    return erasureView(told);
  });
}

/** `GET /admin/v1/erasures`: newest first; `overdue=true` those not told by `dueAt`. No phone anywhere. */
export async function listErasures(
  deps: ErasureDeps,
  _caller: Caller,
  q: Static<typeof ErasureListQuery>,
): Promise<Static<typeof ErasureList>> {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const overdue = sql`(${erasures.resultNotifiedAt} is null and ${erasures.dueAt} < ${new Date(deps.clock())})`;
  const where = q.overdue === undefined ? undefined : q.overdue === 'true' ? overdue : sql`not ${overdue}`;
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(erasures)
      .where(where)
      .orderBy(desc(erasures.id))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(erasures).where(where),
  ]);
  return { data: rows.map(erasureView), pagination: pagination(page, limit, Number(total)) };
}

/** Leads per retention transaction. */
const RETENTION_BATCH = 500;

/**
 * The daily retention: every lead not yet erased whose consent's `retainUntil` has passed (from the Korea day after
 * it), or registered more than `days` days ago when `days` is set, is erased, with its keyed phone hash and without a
 * suppression; a lead with an open AS request waits for it to close. One short transaction per batch; audited once
 * per batch without any phone. Returns how many leads were erased.
 */
export async function eraseExpiredLeads(deps: ErasureDeps, caller: Caller, days: number | null): Promise<number> {
  const now = deps.clock();
  const registeredTooLongAgo = days === null ? sql`false` : sql`l.created_at < ${new Date(now - days * 86_400_000)}`;
  // A consent retained until any time of a Korea day before today has expired.
  const koreaToday = koreaDate(new Date(now));
  let erased = 0;
  for (;;) {
    const done = await withTransaction(deps.db, async (tx) => {
      const { rows } = await tx.execute<{ id: number | string }>(sql`
        select l.id from ${leads} l
        where l.erased_at is null
          and (${registeredTooLongAgo} or exists (
            select 1 from ${consentSources} s where s.id = l.consent_source_id
              and (${RETAIN_UNTIL} at time zone 'Asia/Seoul')::date < ${koreaToday}::date))
          and not exists (select 1 from ${asRequests} a where a.lead_id = l.id and a.status in ('WAITING', 'HOLD'))
        order by l.id limit ${RETENTION_BATCH}
        for update of l skip locked`);
      const leadIds = await withoutOpenAsRequest(
        tx,
        rows.map((r) => Number(r.id)),
      );
      if (rows.length === 0) return { count: 0, batch: 0, keys: [] as string[] };
      if (leadIds.length === 0) return { count: 0, batch: rows.length, keys: [] as string[] };
      await releaseProvisionalOf(tx, caller, await provisionalOf(tx, leadIds));
      const keys = await eraseLeadData(tx, { leadIds, deletePhoneHash: true });
      await emit(tx, caller, [
        ...leadIds.map(
          (leadId): DomainEvent => ({ type: 'lead.history', leadId, event: 'ERASED', detail: { by: 'RETENTION' } }),
        ),
        {
          type: 'audit',
          action: 'LEADS_RETENTION_ERASED',
          target: 'leads',
          detail: { count: leadIds.length, retentionDays: days, firstLeadId: leadIds[0], lastLeadId: leadIds.at(-1) },
        },
      ]);
      return { count: leadIds.length, batch: rows.length, keys };
    });
    await removeBytes(deps.storage, done.keys);
    erased += done.count;
    if (done.batch < RETENTION_BATCH) return erased;
  }
}

/**
 * The locked leads still without an open AS request, read by a statement of its own: the locking select judged by
 * its snapshot, taken before it reached a lead, so a request committed in between was not seen there. A request
 * filed once the lead is locked waits for the erasure (it locks the lead first) and is filed on an erased lead.
 */
async function withoutOpenAsRequest(tx: Executor, leadIds: number[]): Promise<number[]> {
  if (leadIds.length === 0) return [];
  const { rows } = await tx.execute<{ lead_id: number | string }>(sql`
    select distinct lead_id from ${asRequests}
    where lead_id = any(${idArray(leadIds)}) and status in ('WAITING', 'HOLD')`);
  const waiting = new Set(rows.map((r) => Number(r.lead_id)));
  return leadIds.filter((id) => !waiting.has(id));
}

async function provisionalOf(tx: Executor, leadIds: number[]) {
  const { rows } = await tx.execute<{
    id: number | string;
    provider_id: number;
    status: string;
    order_id: number | string | null;
    assignment_id: number | string | null;
  }>(sql`
    select id, provider_id, status, order_id, assignment_id from ${leads}
    where id = any(${idArray(leadIds)}) and status = 'PROVISIONAL'`);
  return rows.map((r) => ({
    id: Number(r.id),
    providerId: r.provider_id,
    status: r.status,
    orderId: r.order_id === null ? null : Number(r.order_id),
    assignmentId: r.assignment_id === null ? null : Number(r.assignment_id),
    ownerPortalId: null,
    erased: false,
  }));
}

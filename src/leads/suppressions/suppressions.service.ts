import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { suppressions } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { badRequest, notFound, validationFailed } from '../../platform/errors.js';
import { actorOf, emit } from '../../platform/events.js';
import { maskPhone, type Phone, parsePhone, requirePhone } from '../../platform/phone.js';
import { iso, pagination, parseId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type { LeadDeps } from '../core/lead.js';
import { suppressionInForceSql } from '../core/lead.repo.js';
import { lockLeadsOfPhone, lockPhone, type PhoneLead, releaseProvisionalOf, rightsEvents } from './phone-leads.js';
import { dueAtOf, expiresAtOf, REASON_LABELS, requestedAtOf } from './suppressions.rules.js';
import type {
  BulkLiftBody,
  BulkSuppressBody,
  BulkSuppressResponse,
  LiftBody,
  NoticeBody,
  SuppressBody,
  Suppression,
  SuppressionList,
  SuppressionListQuery,
} from './suppressions.schemas.js';

/**
 * Do-not-contact suppressions (consumer-rights.md §3). A suppression keeps the phone's keyed hash, `phone_1`,
 * `phone_3` and the mask, never the number; an erased phone's entries the hash alone. Its effects on the leads of that phone are read with the leads
 * (`suppressionAtSql`): nothing is copied onto them, so a lift or an expiry restores them by itself. What cannot be
 * read later is done in the suppression's transaction: provisional assignments released, history, events, audit.
 */

export type SuppressionView = Static<typeof Suppression>;
type SuppressionRow = typeof suppressions.$inferSelect;

export function suppressionView(row: SuppressionRow): SuppressionView {
  return {
    id: String(row.id),
    phone: row.phoneMasked,
    reason: row.reason,
    reasonLabel: REASON_LABELS[row.reason],
    channel: row.channel,
    requestedAt: iso(row.requestedAt)!,
    identityCheck: row.identityCheck,
    note: row.note,
    createdAt: iso(row.createdAt)!,
    createdBy: row.createdBy,
    dueAt: iso(row.dueAt)!,
    resultNotifiedAt: iso(row.resultNotifiedAt),
    resultChannel: row.resultChannel,
    expiresAt: iso(row.expiresAt),
    liftedAt: iso(row.liftedAt),
    liftedBy: row.liftedBy,
    liftReason: row.liftReason,
    affectedLeadCount: row.affectedLeadCount,
  };
}

type SuppressInput = Static<typeof SuppressBody>;

function requestedAt(deps: LeadDeps, input: string | undefined): Date {
  const checked = requestedAtOf(input, deps.clock());
  if (!checked.ok) throw validationFailed('requestedAt', checked.message);
  return checked.at;
}

/** Whether the entry is in force, by the one definition (`suppressionInForceSql`), read with the entry. */
const inForce = suppressionInForceSql('suppressions');

/** The entry not lifted for this phone, locked; an expired one is closed here (it no longer applies). */
export async function liveEntry(tx: Executor, phoneHash: string): Promise<SuppressionRow | null> {
  const [found] = await tx
    .select({ entry: suppressions, inForce })
    .from(suppressions)
    .where(and(eq(suppressions.phoneHash, phoneHash), isNull(suppressions.liftedAt)))
    .for('update');
  if (!found) return null;
  if (found.inForce) return found.entry;
  await tx
    .update(suppressions)
    .set({ liftedAt: found.entry.expiresAt, liftedBy: 'system', liftReason: 'EXPIRED' })
    .where(eq(suppressions.id, found.entry.id));
  return null;
}

export interface SuppressOptions {
  reason: SuppressionReason;
  channel: SuppressionChannel;
  requestedAt: Date;
  identityCheck: IdentityCheck;
  note: string | null;
}
type SuppressionReason = SuppressionRow['reason'];
type SuppressionChannel = SuppressionRow['channel'];
type IdentityCheck = SuppressionRow['identityCheck'];

/**
 * Suppresses one phone in the caller's transaction: the existing entry in force when there is one (`created`
 * false), else a new one with its effects on every lead of the phone. Serialized per phone by `lockPhone`.
 */
export async function suppressPhone(
  deps: LeadDeps,
  tx: Executor,
  caller: Caller,
  phone: Phone,
  options: SuppressOptions,
): Promise<{ row: SuppressionRow; created: boolean }> {
  const phoneHash = deps.vault.blindIndex(phone.digits);
  await lockPhone(tx, phoneHash);
  const existing = await liveEntry(tx, phoneHash);
  if (existing) return { row: existing, created: false };
  const phoneLeads = await lockLeadsOfPhone(tx, phoneHash);
  return { row: await insertSuppression(deps, tx, caller, phone, options, { phoneLeads, tell: true }), created: true };
}

/**
 * A new entry for a phone whose lock (`lockPhone`) the caller holds, with no live entry left, and whose leads it has
 * locked (`phoneLeads`): their provisional assignments are released and the entry audited. With `tell`, each lead's
 * history gets `SUPPRESSED` and its holders `lead.suppressed`; without, the phone was suppressed already and they were
 * told then.
 */
export async function insertSuppression(
  deps: LeadDeps,
  tx: Executor,
  caller: Caller,
  phone: Phone,
  options: SuppressOptions,
  leadsOfPhone: { phoneLeads: PhoneLead[]; tell: boolean },
): Promise<SuppressionRow> {
  const { phoneLeads, tell } = leadsOfPhone;
  const [row] = await tx
    .insert(suppressions)
    .values({
      phoneHash: deps.vault.blindIndex(phone.digits),
      // An erasure's entry keeps the keyed hash alone (consumer-rights.md §4).
      ...(options.reason === 'ERASURE_REQUEST'
        ? { phone1: null, phone3: null, phoneMasked: null }
        : { phone1: phone.first, phone3: phone.last, phoneMasked: maskPhone(phone) }),
      reason: options.reason,
      channel: options.channel,
      requestedAt: options.requestedAt,
      identityCheck: options.identityCheck,
      note: options.note,
      createdAt: new Date(deps.clock()),
      createdBy: actorOf(caller),
      dueAt: dueAtOf(options.requestedAt),
      expiresAt: expiresAtOf(options.reason, options.requestedAt),
      affectedLeadCount: phoneLeads.length,
    })
    .returning();
  await releaseProvisionalOf(tx, caller, phoneLeads);
  const live = tell ? phoneLeads.filter((l) => !l.erased) : [];
  await emit(tx, caller, [
    ...(await rightsEvents(tx, live, 'SUPPRESSED', { suppressionId: String(row.id), reason: row.reason })),
    {
      type: 'audit',
      action: 'SUPPRESSION_CREATED',
      target: `suppression:${row.id}`,
      detail: { reason: row.reason, channel: row.channel, affectedLeadCount: row.affectedLeadCount },
    },
  ]);
  return row;
}

/** `POST /admin/v1/suppressions`: the same phone in force again answers the existing entry. */
export async function suppress(deps: LeadDeps, caller: Caller, input: SuppressInput): Promise<SuppressionView> {
  const phone = requirePhone(input.phone);
  const at = requestedAt(deps, input.requestedAt);
  const { row } = await withTransaction(deps.db, (tx) =>
    suppressPhone(deps, tx, caller, phone, {
      reason: input.reason,
      channel: input.channel,
      requestedAt: at,
      identityCheck: input.identityCheck ?? 'NONE',
      note: input.note ?? null,
    }),
  );
  return suppressionView(row);
}

/** Phones per transaction of a bulk request: short transactions, each phone locked in hash order. */
const BULK_CHUNK = 200;

/** `POST /admin/v1/suppressions/bulk`: each valid phone suppressed (or found suppressed); invalid ones listed. */
export async function suppressMany(
  deps: LeadDeps,
  caller: Caller,
  input: Static<typeof BulkSuppressBody>,
): Promise<Static<typeof BulkSuppressResponse>> {
  const at = requestedAt(deps, input.requestedAt);
  const invalid: Static<typeof BulkSuppressResponse>['invalid'] = [];
  const phones = new Map<string, Phone>();
  input.phones.forEach((text, index) => {
    const phone = parsePhone(text);
    if (!phone) invalid.push({ index, code: 'PHONE_INVALID' });
    else phones.set(phone.digits, phone);
  });
  // Locked in one order by every bulk request: two of them never wait for each other in a cycle.
  const ordered = [...phones.values()].sort((a, b) => {
    const [ha, hb] = [deps.vault.blindIndex(a.digits), deps.vault.blindIndex(b.digits)];
    return ha < hb ? -1 : ha > hb ? 1 : 0;
  });
  let created = 0;
  let existing = 0;
  for (let i = 0; i < ordered.length; i += BULK_CHUNK) {
    const chunk = ordered.slice(i, i + BULK_CHUNK);
    const results = await withTransaction(deps.db, async (tx) => {
      const out: boolean[] = [];
      for (const phone of chunk) {
        const options = { reason: input.reason, channel: input.channel, requestedAt: at };
        const done = await suppressPhone(deps, tx, caller, phone, {
          ...options,
          identityCheck: 'NONE',
          note: input.note ?? null,
        });
        out.push(done.created);
      }
      return out;
    });
    for (const wasCreated of results) {
      if (wasCreated) created++;
      else existing++;
    }
  }
  return { created, existing, invalid };
}

/** Lifts one entry in the caller's transaction: the leads are restored, told, and offered again. */
async function liftRow(deps: LeadDeps, tx: Executor, caller: Caller, row: SuppressionRow, reason: string) {
  const now = new Date(deps.clock());
  const [lifted] = await tx
    .update(suppressions)
    .set({ liftedAt: now, liftedBy: actorOf(caller), liftReason: reason })
    .where(eq(suppressions.id, row.id))
    .returning();
  const phoneLeads = (await lockLeadsOfPhone(tx, row.phoneHash)).filter((l) => !l.erased);
  await emit(tx, caller, [
    ...(await rightsEvents(tx, phoneLeads, 'UNSUPPRESSED', { suppressionId: String(row.id) })),
    { type: 'audit', action: 'SUPPRESSION_LIFTED', target: `suppression:${row.id}`, detail: { reason: row.reason } },
  ]);
  const unassigned = phoneLeads.filter((l) => l.status === 'UNASSIGNED').map((l) => l.id);
  if (unassigned.length > 0 && deps.offerLeads) await deps.offerLeads(tx, caller, unassigned);
  return lifted;
}

async function lockedById(tx: Executor, rawId: string): Promise<SuppressionRow> {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await tx.select().from(suppressions).where(eq(suppressions.id, id)).for('update');
  if (!row) throw notFound('Suppression');
  return row;
}

/** `POST /admin/v1/suppressions/{id}/lift`. */
export async function lift(
  deps: LeadDeps,
  caller: Caller,
  rawId: string,
  input: Static<typeof LiftBody>,
): Promise<SuppressionView> {
  return withTransaction(deps.db, async (tx) => {
    // The phone's lock first, as a suppression takes it, then the entry's row: no wait in a cycle with one.
    const id = parseId(rawId);
    const [found] = id === null ? [] : await tx.select().from(suppressions).where(eq(suppressions.id, id));
    if (!found) throw notFound('Suppression');
    await lockPhone(tx, found.phoneHash);
    const row = await lockedById(tx, rawId);
    if (row.liftedAt !== null) throw badRequest('SUPPRESSION_LIFTED', 'The suppression was already lifted');
    return suppressionView(await liftRow(deps, tx, caller, row, input.reason));
  });
}

/**
 * `POST /admin/v1/suppressions/bulk-lift` (두낫콜 withdrawals): phones without an entry in force count as notFound. An
 * erasure's entry is not lifted here: withdrawing from 두낫콜 is no new consent to be sold again (it is lifted one by
 * one, with its reason), so such a phone counts as notFound too.
 */
export async function liftMany(
  deps: LeadDeps,
  caller: Caller,
  input: Static<typeof BulkLiftBody>,
): Promise<{ lifted: number; notFound: number }> {
  const hashes = new Set<string>();
  for (const text of input.phones) {
    const phone = parsePhone(text);
    if (phone) hashes.add(deps.vault.blindIndex(phone.digits));
  }
  const ordered = [...hashes.keys()].sort();
  let lifted = 0;
  for (let i = 0; i < ordered.length; i += BULK_CHUNK) {
    const chunk = ordered.slice(i, i + BULK_CHUNK);
    lifted += await withTransaction(deps.db, async (tx) => {
      let count = 0;
      for (const phoneHash of chunk) {
        await lockPhone(tx, phoneHash);
        const live = await liveEntry(tx, phoneHash);
        if (!live || live.reason === 'ERASURE_REQUEST') continue;
        await liftRow(deps, tx, caller, live, input.reason);
        count++;
      }
      return count;
    });
  }
  return { lifted, notFound: input.phones.length - lifted };
}

/** `POST /admin/v1/suppressions/{id}/notified`: when and how the person was told the result (once). */
export async function markNotified(
  deps: LeadDeps,
  caller: Caller,
  rawId: string,
  input: Static<typeof NoticeBody>,
): Promise<SuppressionView> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockedById(tx, rawId);
    if (row.resultNotifiedAt !== null) return suppressionView(row);
    const [told] = await tx
      .update(suppressions)
      .set({ resultNotifiedAt: new Date(deps.clock()), resultChannel: input.channel })
      .where(eq(suppressions.id, row.id))
      .returning();
    await emit(tx, caller, [
      {
        type: 'audit',
        action: 'SUPPRESSION_NOTIFIED',
        target: `suppression:${row.id}`,
        detail: { channel: input.channel },
      },
    ]);
    return suppressionView(told);
  });
}

/** The entry in force for a phone hash, or null. */
export async function suppressionInForce(db: Executor, phoneHash: string): Promise<SuppressionRow | null> {
  const [row] = await db
    .select()
    .from(suppressions)
    .where(and(eq(suppressions.phoneHash, phoneHash), inForce));
  return row ?? null;
}

/** `GET /admin/v1/suppressions`: newest first; `phone` matches exactly, in any accepted format. */
export async function listSuppressions(
  deps: LeadDeps,
  _caller: Caller,
  q: Static<typeof SuppressionListQuery>,
): Promise<Static<typeof SuppressionList>> {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const now = new Date(deps.clock());
  const conditions: (SQL | undefined)[] = [];
  if (q.phone !== undefined) {
    const phone = parsePhone(q.phone);
    if (!phone) throw validationFailed('phone', 'must be a Korean phone number');
    conditions.push(eq(suppressions.phoneHash, deps.vault.blindIndex(phone.digits)));
  }
  if (q.reason) conditions.push(eq(suppressions.reason, q.reason));
  const overdue = sql`(${suppressions.resultNotifiedAt} is null and ${suppressions.dueAt} < ${now})`;
  if (q.overdue) conditions.push(q.overdue === 'true' ? overdue : sql`not ${overdue}`);
  if (q.active) conditions.push(q.active === 'true' ? inForce : sql`not ${inForce}`);
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(suppressions)
      .where(where)
      .orderBy(desc(suppressions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(suppressions).where(where),
  ]);
  return { data: rows.map(suppressionView), pagination: pagination(page, limit, Number(total)) };
}

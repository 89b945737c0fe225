import { and, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { assignments, leadOutcomes, leads } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import { pageWindow } from '../../platform/bounded-list.js';
import { AppError, badRequest, validationFailed } from '../../platform/errors.js';
import { emit, rememberShown } from '../../platform/events.js';
import { phoneFromDigits } from '../../platform/phone.js';
import { iso, pagination, parseId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import { leadAccess } from '../core/lead.access.js';
import { type LeadDeps, OUTCOME_LABELS, type Reader } from '../core/lead.js';
import { lockPhone } from '../suppressions/phone-leads.js';
import { suppressPhone } from '../suppressions/suppressions.service.js';
import { beforeOwnership, type OutcomeTimes, outcomeTimes } from './outcomes.rules.js';
import type { LeadOutcome, LeadOutcomeList, OutcomeListQuery, RecordOutcomeBody } from './outcomes.schemas.js';

/**
 * Contact outcomes (routing.md §5): what a call of an owned lead ended in. Recording one keeps the lead's
 * `first_contact_at` and `last_outcome` in the same transaction (every lead shape reads them from the lead);
 * `DO_NOT_CALL` suppresses the lead's phone there too, with every effect of a suppression.
 */

export type OutcomeView = Static<typeof LeadOutcome>;
type OutcomeRow = typeof leadOutcomes.$inferSelect;

function outcomeView(deps: LeadDeps, row: OutcomeRow, reader: Reader): OutcomeView {
  const own = row.portalId === reader.portalId;
  return {
    id: String(row.id),
    leadId: String(row.leadId),
    portalId: row.portalId,
    outcome: row.outcome,
    outcomeLabel: OUTCOME_LABELS[row.outcome],
    note: own && row.noteEnc !== null ? deps.vault.decrypt(row.noteEnc) : null,
    at: iso(row.at)!,
    callbackAt: iso(row.callbackAt),
    appointmentAt: iso(row.appointmentAt),
    createdAt: iso(row.createdAt)!,
  };
}

/** The caller's lead as an outcome needs it, with when it became theirs; `lock` takes its row for update. */
async function ownedLeadForOutcome(tx: Executor, id: number, reader: Reader, lock: boolean) {
  const read = tx
    .select({
      id: leads.id,
      phoneEnc: leads.phoneEnc,
      phoneHash: leads.phoneHash,
      erasedAt: leads.erasedAt,
      ownedSince: sql<Date | string>`coalesce(${assignments.confirmedAt}, ${assignments.createdAt})`,
    })
    .from(leads)
    .innerJoin(assignments, eq(assignments.id, leads.assignmentId))
    .where(and(eq(leads.id, id), scopeOf(leadAccess, reader)));
  const [row] = lock ? await read.for('update', { of: leads }) : await read;
  if (!row) throw leadAccess.notFound();
  return row;
}

function checkedTimes(deps: LeadDeps, input: Static<typeof RecordOutcomeBody>): OutcomeTimes {
  const checked = outcomeTimes(input, deps.clock());
  if (!checked.ok) {
    const detail = checked.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    throw new AppError('VALIDATION_FAILED', detail, { errors: checked.errors });
  }
  return checked.times;
}

/**
 * `POST /api/v1/leads/{id}/outcomes`: the current owner only (else 404). An erased lead → 400 `LEAD_ERASED`; a
 * suppressed one accepts outcomes (the call that ended in the request is recorded). `DO_NOT_CALL` suppresses the
 * phone (`CONSUMER_REQUEST`, channel `CONSULTANT`, requested at `at`), taking the phone's lock before the lead's row
 * as every suppression does.
 */
export async function recordOutcome(
  deps: LeadDeps,
  reader: Reader,
  rawId: string,
  input: Static<typeof RecordOutcomeBody>,
): Promise<OutcomeView> {
  const times = checkedTimes(deps, input);
  const id = parseId(rawId);
  if (id === null) throw leadAccess.notFound();
  const row = await withTransaction(deps.db, async (tx) => {
    if (input.outcome === 'DO_NOT_CALL') {
      await lockPhone(tx, (await ownedLeadForOutcome(tx, id, reader, false)).phoneHash);
    }
    const lead = await ownedLeadForOutcome(tx, id, reader, true);
    if (lead.erasedAt !== null) throw badRequest('LEAD_ERASED', 'The personal data of this lead was erased');
    if (beforeOwnership(times.at, new Date(lead.ownedSince))) {
      throw validationFailed('at', `must not be before the lead became yours (${iso(lead.ownedSince)})`);
    }
    if (input.outcome === 'DO_NOT_CALL') {
      const phone = phoneFromDigits(deps.vault.decrypt(lead.phoneEnc));
      await suppressPhone(deps, tx, reader, phone, {
        reason: 'CONSUMER_REQUEST',
        channel: 'CONSULTANT',
        requestedAt: times.at,
        identityCheck: 'NONE',
        note: null,
      });
    }
    return insertOutcome(deps, tx, reader, lead.id, input, times);
  });
  // The stored copy of this answer (with an Idempotency-Key) shows the note: an erasure of the lead deletes it.
  if (row.noteEnc !== null)
    rememberShown(reader, { action: 'RECORD_OUTCOME', leadIds: [row.leadId], fields: ['note'] });
  return outcomeView(deps, row, reader);
}

async function insertOutcome(
  deps: LeadDeps,
  tx: Executor,
  reader: Reader,
  leadId: number,
  input: Static<typeof RecordOutcomeBody>,
  times: OutcomeTimes,
): Promise<OutcomeRow> {
  const note = input.note === undefined || input.note === '' ? null : input.note;
  const [row] = await tx
    .insert(leadOutcomes)
    .values({
      leadId,
      portalId: reader.portalId,
      outcome: input.outcome,
      noteEnc: note === null ? null : deps.vault.encrypt(note),
      at: times.at,
      callbackAt: times.callbackAt,
      appointmentAt: times.appointmentAt,
      createdAt: new Date(deps.clock()),
    })
    .returning();
  // The lead's kept fields: its first contact is the earliest of its first use and its outcomes' `at`; its last
  // outcome the latest by `at`, then id (an outcome dated earlier than one already recorded does not replace it).
  await tx
    .update(leads)
    .set({
      firstContactAt: sql`least(${leads.firstContactAt}, ${times.at})`,
      lastOutcome: sql`(select o.outcome from ${leadOutcomes} o where o.lead_id = ${leadId}
        order by o.at desc, o.id desc limit 1)`,
    })
    .where(eq(leads.id, leadId));
  return row;
}

/**
 * `GET /api/v1/leads/{id}/outcomes`: every outcome of the lead, by any owner, newest first (by `at`, then id), to
 * its current owner only; `note` only on the reader's own outcomes. Showing a note is a read of personal data.
 */
export async function listOutcomes(
  deps: LeadDeps,
  reader: Reader,
  rawId: string,
  q: Static<typeof OutcomeListQuery>,
): Promise<Static<typeof LeadOutcomeList>> {
  const id = parseId(rawId);
  if (id === null) throw leadAccess.notFound();
  const { page, limit, offset } = pageWindow(q);
  const [owned] = await deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, id), scopeOf(leadAccess, reader)));
  if (!owned) throw leadAccess.notFound();
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(leadOutcomes)
      .where(eq(leadOutcomes.leadId, id))
      .orderBy(sql`${leadOutcomes.at} desc, ${leadOutcomes.id} desc`)
      .limit(limit)
      .offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(leadOutcomes).where(eq(leadOutcomes.leadId, id)),
  ]);
  const data = rows.map((r) => outcomeView(deps, r, reader));
  if (data.some((o) => o.note !== null)) {
    await emit(deps.db, reader, [{ type: 'pii.read', action: 'LIST_OUTCOMES', leadIds: [id], fields: ['note'] }]);
  }
  return { data, pagination: pagination(page, limit, Number(total)) };
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { leadEvents, leads, suppressions } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import type { DomainEvent, LeadEventName } from '../../platform/events.js';
import { suppressionInForceSql } from '../core/lead.repo.js';
import { releaseProvisional } from '../orders/assignments.service.js';

/**
 * What suppressions, erasures and the lookup share: every lead of one phone (by its keyed hash) across providers,
 * the lock that orders a suppression against registrations of that phone, and who is told.
 */

/** A PostgreSQL `text[]` of keyed hashes (base64url: no character to escape), as one parameter. */
const textArray = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** The advisory-lock namespace of a phone's suppression (the second key is `hashtext` of the phone's keyed hash). */
const PHONE_LOCK = 7;

/**
 * Taken by a suppression, an erasure and a lift (exclusive), and by a registration that may assign the lead
 * provisionally (shared, `lockPhoneShared`): whichever comes second sees what the first committed, so no lead of a
 * suppressed phone keeps a provisional assignment.
 */
export async function lockPhone(tx: Executor, phoneHash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${phoneHash}))`);
}

/** The registrations' side of `lockPhone`: registrations of one phone do not wait for one another. */
export async function lockPhonesShared(tx: Executor, phoneHashes: string[]) {
  if (phoneHashes.length === 0) return;
  await tx.execute(sql`
    select count(pg_advisory_xact_lock_shared(${PHONE_LOCK}, hashtext(h)))
    from (select distinct h from unnest(${textArray(phoneHashes)}) as h order by h) as phones`);
}

/** The phones of `phoneHashes` that a suppression in force covers (a fresh statement: reads what has committed). */
export async function suppressedPhones(db: Executor, phoneHashes: string[]): Promise<Set<string>> {
  if (phoneHashes.length === 0) return new Set();
  const { rows } = await db.execute<{ phone_hash: string }>(sql`
    select phone_hash from ${suppressions}
    where phone_hash = any(${textArray(phoneHashes)}) and ${suppressionInForceSql('suppressions')}`);
  return new Set(rows.map((r) => r.phone_hash));
}

export interface PhoneLead {
  id: number;
  providerId: number;
  status: string;
  orderId: number | null;
  assignmentId: number | null;
  ownerPortalId: number | null;
  erased: boolean;
}

/** Every lead with this phone in every provider, locked (`leads_phone_hash`). */
export async function lockLeadsOfPhone(tx: Executor, phoneHash: string): Promise<PhoneLead[]> {
  const { rows } = await tx.execute<{
    id: number | string;
    provider_id: number;
    status: string;
    order_id: number | string | null;
    assignment_id: number | string | null;
    owner_portal_id: number | null;
    erased_at: Date | string | null;
  }>(sql`
    select id, provider_id, status, order_id, assignment_id, owner_portal_id, erased_at from ${leads}
    where phone_hash = ${phoneHash} order by id for update`);
  return rows.map((r) => ({
    id: Number(r.id),
    providerId: r.provider_id,
    status: r.status,
    orderId: r.order_id === null ? null : Number(r.order_id),
    assignmentId: r.assignment_id === null ? null : Number(r.assignment_id),
    ownerPortalId: r.owner_portal_id,
    erased: r.erased_at !== null,
  }));
}

/** Ends the provisional assignments of these leads (they go back to UNASSIGNED, `RELEASED`). */
export async function releaseProvisionalOf(tx: Executor, caller: Caller, phoneLeads: PhoneLead[]) {
  const byOrder = new Map<number, number[]>();
  for (const l of phoneLeads) {
    if (l.status !== 'PROVISIONAL' || l.orderId === null || l.assignmentId === null) continue;
    byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l.assignmentId]);
  }
  for (const [orderId, ids] of byOrder) await releaseProvisional(tx, caller, orderId, ids, 'RELEASED');
}

/**
 * The portal users to tell about a lead: its current owner (`current: true`), and every other portal user who used
 * it while holding it (`USED` in its history), one each.
 */
export async function holdersToTell(
  tx: Executor,
  phoneLeads: PhoneLead[],
): Promise<{ leadId: number; portalId: number; current: boolean }[]> {
  if (phoneLeads.length === 0) return [];
  const ids = phoneLeads.map((l) => l.id);
  const { rows } = await tx.execute<{ lead_id: number | string; portal_id: number }>(sql`
    select distinct lead_id, portal_id from ${leadEvents}
    where lead_id = any(${`{${ids.join(',')}}`}::bigint[]) and event = 'USED' and portal_id is not null`);
  const out: { leadId: number; portalId: number; current: boolean }[] = [];
  for (const l of phoneLeads) {
    const current = l.status === 'ASSIGNED' ? l.ownerPortalId : null;
    if (current !== null) out.push({ leadId: l.id, portalId: current, current: true });
    for (const r of rows) {
      if (Number(r.lead_id) === l.id && r.portal_id !== current) {
        out.push({ leadId: l.id, portalId: r.portal_id, current: false });
      }
    }
  }
  return out;
}

/** The history step of each lead and the public event to each holder. */
export async function rightsEvents(
  tx: Executor,
  phoneLeads: PhoneLead[],
  event: Extract<LeadEventName, 'SUPPRESSED' | 'UNSUPPRESSED' | 'ERASED'>,
  detail: Record<string, unknown>,
): Promise<DomainEvent[]> {
  const events: DomainEvent[] = phoneLeads.map((l) => ({
    type: 'lead.history',
    leadId: l.id,
    event,
    portalId: l.status === 'ASSIGNED' ? l.ownerPortalId : null,
    orderId: l.orderId,
    detail,
  }));
  if (event === 'ERASED') return events;
  const type = event === 'SUPPRESSED' ? 'lead.suppressed' : 'lead.unsuppressed';
  for (const h of await holdersToTell(tx, phoneLeads)) events.push({ type, ...h });
  return events;
}

import { asc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { leadEvents, leads } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { notFound } from '../../platform/errors.js';
import { iso, parseId } from '../../platform/schemas.js';
import { contactFieldsOf, type LeadDeps } from '../core/lead.js';
import { suppressedSql } from '../core/lead.repo.js';
import { consentSummary } from '../core/lead-consent.js';
import type { CustodyEvent } from './custody.js';
import type { LeadHistory } from './history.schemas.js';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/** Every move of one lead, oldest first, with where it stands now. No personal data. */
export async function leadHistory(
  deps: Pick<LeadDeps, 'db'>,
  _caller: Caller,
  rawId: string,
): Promise<Static<typeof LeadHistory>> {
  const { db } = deps;
  const id = parseId(rawId);
  if (id === null) throw notFound('Lead');
  const [lead] = await db
    .select({
      id: leads.id,
      status: leads.status,
      ownerPortalId: leads.ownerPortalId,
      orderId: leads.orderId,
      assignmentId: leads.assignmentId,
      erasedAt: leads.erasedAt,
      firstContactAt: leads.firstContactAt,
      lastOutcome: leads.lastOutcome,
      contactDeadline: leads.contactDeadline,
      contactOverdue: leads.contactOverdue,
      suppressed: suppressedSql,
    })
    .from(leads)
    .where(eq(leads.id, id));
  if (!lead) throw notFound('Lead');
  const [events, consent] = await Promise.all([
    db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.id)),
    consentSummary(db, id),
  ]);
  return {
    leadId: String(lead.id),
    status: lead.status,
    ownerPortalId: lead.ownerPortalId,
    orderId: idOrNull(lead.orderId),
    assignmentId: idOrNull(lead.assignmentId),
    suppressed: lead.suppressed,
    erased: lead.erasedAt !== null,
    consent,
    ...contactFieldsOf(lead),
    events: events.map((e) => ({
      id: String(e.id),
      event: e.event as CustodyEvent,
      portalId: e.portalId,
      orderId: idOrNull(e.orderId),
      detail: e.detail ?? null,
      at: iso(e.at) as string,
    })),
  };
}

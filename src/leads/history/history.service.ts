import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { leadEvents, leads } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { iso, parseId } from '../../platform/schemas.js';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/** Every move of one lead, oldest first, with where it stands now. No personal data. */
export async function leadHistory(db: Executor, rawId: string) {
  const id = parseId(rawId);
  if (id === null) throw notFound('Lead');
  const [lead] = await db
    .select({
      id: leads.id,
      status: leads.status,
      ownerPortalId: leads.ownerPortalId,
      orderId: leads.orderId,
      assignmentId: leads.assignmentId,
    })
    .from(leads)
    .where(eq(leads.id, id));
  if (!lead) throw notFound('Lead');
  const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.id));
  return {
    leadId: String(lead.id),
    status: lead.status,
    ownerPortalId: lead.ownerPortalId,
    orderId: idOrNull(lead.orderId),
    assignmentId: idOrNull(lead.assignmentId),
    events: events.map((e) => ({
      id: String(e.id),
      event: e.event,
      portalId: e.portalId,
      orderId: idOrNull(e.orderId),
      detail: e.detail ?? null,
      at: iso(e.at) as string,
    })),
  };
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { assignments, leadEvents, leads, orders, products, providers, regions } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { emit } from '../../platform/events.js';
import { requirePhone } from '../../platform/phone.js';
import { iso } from '../../platform/schemas.js';
import { adminLeadColumns, adminLeadView } from '../admin/admin-leads.service.js';
import type { LeadDeps } from '../core/lead.js';
import { idArray } from '../core/lead.repo.js';
import { consentSummaries } from '../core/lead-consent.js';
import type { LookupBody, LookupResult } from './lookup.schemas.js';
import { suppressionInForce, suppressionView } from './suppressions.service.js';

/**
 * Answering a person who calls in (consumer-rights.md §5): every lead with their phone across providers, where it
 * came from and who held it (the confirmed assignments: a distribution is one too), and the suppression in force.
 * The leads are shown masked, as the operators' list shows them; the read is recorded with its purpose.
 */
export async function lookupLeads(
  deps: LeadDeps,
  caller: Caller,
  input: Static<typeof LookupBody>,
): Promise<Static<typeof LookupResult>> {
  const phone = requirePhone(input.phone);
  const phoneHash = deps.vault.blindIndex(phone.digits);
  const rows = await deps.db
    .select({ ...adminLeadColumns, providerName: providers.name })
    .from(leads)
    .innerJoin(products, eq(products.id, leads.productId))
    .innerJoin(providers, eq(providers.id, leads.providerId))
    .leftJoin(regions, eq(regions.id, leads.regionId))
    .where(eq(leads.phoneHash, phoneHash))
    .orderBy(asc(leads.id));
  const ids = rows.map((r) => r.id);
  const [held, uses, suppression, consents] = await Promise.all([
    ids.length === 0
      ? []
      : deps.db
          .select({
            leadId: assignments.leadId,
            portalId: orders.portalId,
            from: sql<Date | string>`coalesce(${assignments.confirmedAt}, ${assignments.createdAt})`,
            to: assignments.endedAt,
          })
          .from(assignments)
          .innerJoin(orders, eq(orders.id, assignments.orderId))
          .where(sql`${assignments.leadId} = any(${idArray(ids)}) and ${assignments.kind} = 'CONFIRMED'`)
          .orderBy(asc(assignments.id)),
    ids.length === 0
      ? []
      : deps.db
          .select({ leadId: leadEvents.leadId, portalId: leadEvents.portalId, at: leadEvents.at })
          .from(leadEvents)
          .where(sql`${leadEvents.leadId} = any(${idArray(ids)}) and ${leadEvents.event} = 'USED'`)
          .orderBy(asc(leadEvents.id)),
    suppressionInForce(deps.db, phoneHash),
    consentSummaries(deps.db, ids),
  ]);
  await emit(deps.db, caller, [
    { type: 'pii.read', action: 'LEAD_LOOKUP', leadIds: ids, fields: ['provenance', 'holders'], reason: input.purpose },
  ]);
  return {
    data: rows.map((r) => {
      const consent = consents.get(r.id) ?? null;
      return {
        lead: adminLeadView(r, consent),
        providerName: r.providerName,
        consent: consent ? { sourceName: consent.sourceName, collectedAt: consent.collectedAt } : null,
        holders: held
          .filter((h) => h.leadId === r.id)
          .map((h) => {
            const firstUse = uses.find((u) => u.leadId === r.id && u.portalId === h.portalId);
            return { portalId: h.portalId, from: iso(h.from)!, to: iso(h.to), usedAt: iso(firstUse?.at ?? null) };
          }),
      };
    }),
    suppression: suppression ? suppressionView(suppression) : null,
  };
}

import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db, Executor } from '../../db/client.js';
import { products, providers } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { notFound } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { parseIntId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type { Provider, UpdateProductBody, UpdateProviderBody } from './catalog.schemas.js';
import { DEFAULT_LEADS_CONFIG, type LeadsConfig } from './lead-settings.js';
import type { SupplyCache } from './supply-cache.js';

/**
 * The consumer-rights settings of the catalog (docs/decisions/leads.md, "Consent", "Resident registration numbers"):
 * a provider's `ssnPolicy`, a product's consent requirements. Every change is audited with the values it set
 * (settings, never personal data).
 */

type ProviderRow = typeof providers.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export const providerView = (row: ProviderRow): Static<typeof Provider> => ({
  id: String(row.id),
  code: row.code,
  name: row.name,
  ssnPolicy: row.ssnPolicy,
});

/** A product's consent settings as its shape shows them: its own recipients, else the deployment's. */
export function consentSettingsView(
  row: Pick<ProductRow, 'consentRequired' | 'consentMaxAgeDays' | 'consentRecipients'>,
  settings: LeadsConfig = DEFAULT_LEADS_CONFIG,
): { consentRequired: boolean; consentMaxAgeDays: number; consentRecipients: string[] } {
  return {
    consentRequired: row.consentRequired,
    consentMaxAgeDays: row.consentMaxAgeDays,
    consentRecipients: row.consentRecipients ?? settings.consentRecipients,
  };
}

/** `PATCH /admin/v1/providers/{id}` `{ssnPolicy}`: audited; registrations see it at once on this instance. */
export async function updateProvider(
  deps: { db: Db; supply?: Pick<SupplyCache, 'invalidate'> },
  caller: Caller,
  input: { id: string } & Static<typeof UpdateProviderBody>,
): Promise<Static<typeof Provider>> {
  const id = parseIntId(input.id);
  if (id === null) throw notFound('Provider');
  const view = await withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(providers)
      .set({ ssnPolicy: input.ssnPolicy })
      .where(eq(providers.id, id))
      .returning();
    if (!row) throw notFound('Provider');
    await emit(tx, caller, [
      { type: 'audit', action: 'PROVIDER_UPDATED', target: `provider:${id}`, detail: { ssnPolicy: input.ssnPolicy } },
    ]);
    return providerView(row);
  });
  deps.supply?.invalidate();
  return view;
}

/**
 * The audited settings of a product's PATCH (consent, routing, first-contact deadline), in its transaction, audited
 * when any is given.
 */
export async function updateAuditedProductSettings(
  tx: Executor,
  caller: Caller,
  productId: number,
  input: Static<typeof UpdateProductBody>,
): Promise<void> {
  const changes = {
    consentRequired: input.consentRequired,
    consentMaxAgeDays: input.consentMaxAgeDays,
    consentRecipients: input.consentRecipients,
    autoConfirm: input.autoConfirm,
    routing: input.routing,
    firstContactMinutes: input.firstContactMinutes,
    maxSlaRecalls: input.maxSlaRecalls,
  };
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length === 0) return;
  await tx.update(products).set(given).where(eq(products.id, productId));
  await emit(tx, caller, [{ type: 'audit', action: 'PRODUCT_UPDATED', target: `product:${productId}`, detail: given }]);
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { executeNamed } from '../../db/named.js';
import { leads } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { type DomainEvent, emit } from '../../platform/events.js';
import type { LeadDeps, LeadToPlace } from '../core/lead.js';
import type { NewLeadRow } from './new-lead-row.js';
import { INPUT_VALUES, NEW_LEAD_COLUMNS, newLeadsInput } from './placement.js';

/**
 * Registers many leads of one provider and product without `portalId`, in the caller's transaction, by the rules of
 * a single registration: each lead written UNASSIGNED with its REGISTERED event, then all offered to open orders
 * (the allocation engine takes them oldest first, as it would one by one). One `INSERT … SELECT FROM unnest(…)`
 * writes them all, in the order given; a phone number the provider already has is skipped (`ON CONFLICT DO
 * NOTHING`). The phone numbers must differ from each other. Returns each row's lead id, or null for a duplicate.
 *
 * The batch is offered in one pass (`offerNewLeads`) and every event of the batch (REGISTERED, the provisional
 * assignments, the public events) is written by one `emit`: about a dozen statements a batch whatever its size and
 * however many leads the orders take.
 */
export async function registerLeadBatch(
  tx: Executor,
  deps: Pick<LeadDeps, 'offerNewLeads'>,
  caller: Caller,
  rows: NewLeadRow[],
): Promise<(number | null)[]> {
  if (rows.length === 0) return [];
  const { provider_id: providerId, product_id: productId } = rows[0];
  const inserted = await executeNamed<{ id: number | string; phone_hash: string }>(
    tx,
    'lead_register_batch',
    sql`
    with input as (${newLeadsInput(rows)})
    insert into ${leads} (${NEW_LEAD_COLUMNS})
    select ${INPUT_VALUES} from input i order by i.ord
    on conflict do nothing
    returning id, phone_hash`,
  );
  const idOf = new Map(inserted.map((r) => [r.phone_hash, Number(r.id)]));
  const ids = rows.map((r) => idOf.get(r.phone_hash) ?? null);
  const events: DomainEvent[] = [];
  const fresh: LeadToPlace[] = [];
  for (const [index, id] of ids.entries()) {
    if (id === null) continue;
    const detail = JSON.parse(rows[index].detail) as Record<string, unknown>;
    events.push({ type: 'lead.history', leadId: id, event: 'REGISTERED', detail });
    fresh.push({ id, providerId, productId, regionId: rows[index].region_id });
  }
  // Oldest (lowest id) first, as the engine takes them.
  fresh.sort((a, b) => a.id - b.id);
  if (fresh.length > 0) await deps.offerNewLeads?.(tx, caller, fresh, events);
  await emit(tx, caller, events);
  return ids;
}

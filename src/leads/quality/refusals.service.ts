import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { leadRefusals } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { rejectionKindOf } from './quality.rules.js';

/**
 * The record of registrations refused for the source's fault, which source quality counts (a refused registration
 * stores no lead). Provider, product, code and time only: nothing of the person.
 */

export interface Refusal {
  providerId: number;
  productId: number;
  code: string;
}

/** The code of an error source quality counts, or null (a malformed request, an unknown product, an outage). */
export function countedRefusalCode(error: unknown): string | null {
  return error instanceof AppError && rejectionKindOf(error.code) !== null ? error.code : null;
}

/**
 * Records a single registration's refusal. Called after the registration gave up, outside its transaction (which
 * rolled back with everything it wrote), so the record stays whatever the refusal undid.
 */
export async function recordRefusal(db: Executor, at: Date, refusal: Refusal): Promise<void> {
  await db.insert(leadRefusals).values({ ...refusal, refusedAt: at });
}

/**
 * Records the counted refusals of an import batch's rows, in the batch's transaction (which commits its row errors
 * with them): one record per row, with the row's first counted code.
 */
export async function recordRowRefusals(
  tx: Executor,
  at: Date,
  ids: { providerId: number; productId: number },
  rowErrors: readonly { row: number; code: string }[],
): Promise<void> {
  const codeOfRow = new Map<number, string>();
  for (const e of rowErrors) {
    if (!codeOfRow.has(e.row) && rejectionKindOf(e.code) !== null) codeOfRow.set(e.row, e.code);
  }
  if (codeOfRow.size === 0) return;
  await tx.execute(sql`
    insert into ${leadRefusals} (provider_id, product_id, code, refused_at)
    select ${ids.providerId}::int, ${ids.productId}::int, code, ${at.toISOString()}::timestamptz
    from unnest(${sql.param([...codeOfRow.values()])}::text[]) as r(code)`);
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type AppError, conflict } from '../../platform/errors.js';

/** 409 `CONTACT_SUPPRESSED`: the registration chain's suppression step (consumer-rights.md §3). */
export const contactSuppressed = (): AppError =>
  conflict('CONTACT_SUPPRESSED', 'The person asked not to be contacted (do-not-contact suppression)');

/**
 * The registration chain's suppression step (contract §5: after the consent rules, before the duplicate contact) in a
 * registration's transaction: a phone under a do-not-contact suppression is refused, whatever the provider, and
 * nothing is stored. The phone's shared lock comes first and the read after it (`phone_suppressed_after_lock`): a
 * suppression either committed before (refused here) or waits for this transaction and then finds its lead.
 */
export async function refuseSuppressedLocked(tx: Executor, phoneHash: string): Promise<void> {
  const { rows } = await tx.execute<{ yes: boolean }>(sql`select phone_suppressed_after_lock(${phoneHash}) as yes`);
  if (rows[0].yes) throw contactSuppressed();
}

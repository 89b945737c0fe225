import type { Executor } from '../../db/client.js';
import { conflict } from '../../platform/errors.js';
import { lockPhonesShared, suppressedPhones } from '../suppressions/phone-leads.js';

/**
 * The registration chain's suppression step (consumer-rights.md §3; contract §5: after the consent rules, before
 * the duplicate contact): a phone under a do-not-contact suppression is refused with 409 `CONTACT_SUPPRESSED`,
 * whatever the provider, and nothing is stored.
 */
export async function refuseSuppressed(db: Executor, phoneHash: string): Promise<void> {
  if ((await suppressedPhones(db, [phoneHash])).size > 0) {
    throw conflict('CONTACT_SUPPRESSED', 'The person asked not to be contacted (do-not-contact suppression)');
  }
}

/**
 * The same check inside a registration's transaction that may assign the lead provisionally: the phone's shared
 * lock first, then a fresh read. A suppression of the phone either committed before (refused here) or waits for
 * this transaction and then releases the provisional assignment it made.
 */
export async function refuseSuppressedLocked(tx: Executor, phoneHash: string): Promise<void> {
  await lockPhonesShared(tx, [phoneHash]);
  await refuseSuppressed(tx, phoneHash);
}

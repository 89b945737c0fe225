import type { Executor } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { GroupedCalls } from '../../platform/grouped-calls.js';
import { withRetries } from '../../platform/transactions.js';
import type { NewLeadRow } from './new-lead-row.js';
import { type IntoOrder, type OneStatement, registerAlone, registerIntoOpenOrders } from './placement.js';

/**
 * Single registrations made at the same time, gathered into one statement each (group commit): one round trip, one
 * commit, one lock of each order and one update of its counters for the group. Two registrations of one provider and
 * phone never share a statement (the second waits for the next, and is a duplicate there).
 */
export interface RegistrationGroups {
  /** Without `portalId` (`registerAlone`). */
  alone(row: NewLeadRow): Promise<OneStatement>;
  /** With `portalId` (`registerIntoOpenOrders`). */
  intoOrder(item: IntoOrder): Promise<OneStatement>;
}

/** Statements of each kind in flight at once, and registrations in one statement at most. */
export const REGISTRATION_GROUPS = { slots: 2, maxItems: 50 };

const leadKey = (row: NewLeadRow) => `${row.provider_id}:${row.phone_hash}`;

export function registrationGroups(db: Executor, clock: Clock, options = REGISTRATION_GROUPS): RegistrationGroups {
  const alone = new GroupedCalls((rows: NewLeadRow[]) => withRetries(() => registerAlone(db, rows)), {
    ...options,
    keyOf: leadKey,
  });
  const intoOrder = new GroupedCalls(
    // The group's instant: its leads are assigned when its statement runs.
    (items: IntoOrder[]) => withRetries(() => registerIntoOpenOrders(db, items, new Date(clock()))),
    { ...options, keyOf: (item) => leadKey(item.row) },
  );
  return { alone: (row) => alone.call(row), intoOrder: (item) => intoOrder.call(item) };
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import type { ReplayGuard, StoreCondition } from '../../platform/idempotency.js';
import type { PiiAccess } from '../../platform/pii-access.js';
import { idArray, suppressedSql } from '../core/lead.repo.js';

/**
 * A stored response that showed a lead's name, phone or e-mail (a registration, `use`, `contacts`) is not shown
 * again once that lead is suppressed or erased: the request runs again and answers as it would now
 * (consumer-rights.md §3). The leads are those its access records name (a registration's names its lead:
 * `REGISTER_LEAD`).
 */
export function leadReplayGuard(db: Executor): ReplayGuard {
  return async (stored) => {
    const ids = leadIdsOf(stored.piiAccess);
    if (ids.length === 0) return false;
    const { rows } = await db.execute(sql`
      select 1 from ${leads}
      where ${leads.id} = any(${idArray(ids)}) and (${leads.erasedAt} is not null or ${suppressedSql})
      limit 1`);
    return rows.length > 0;
  };
}

/**
 * A response that showed a lead's contact is stored only if none of its leads is erased, read in the storing
 * statement with the leads locked for share: an erasure holds them locked until it commits, so a response finished
 * just before an erasure is either stored before it (and deleted by it) or waits for it and is not stored. The
 * check sits above the lock (an aggregate), where the planner cannot move it below the lock to skip a row it would
 * otherwise have waited for.
 */
export const leadStoreCondition: StoreCondition = (records) => {
  const ids = leadIdsOf(records);
  if (ids.length === 0) return null;
  return sql`not coalesce((
    select bool_or(named.erased_at is not null)
    from (select erased_at from ${leads} where id = any(${idArray(ids)}) for share) named), false)`;
};

function leadIdsOf(records: PiiAccess[]): number[] {
  const ids = new Set<number>();
  for (const record of records) for (const id of record.leadIds) ids.add(Number(id));
  return [...ids];
}

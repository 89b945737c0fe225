import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import type { ReplayGuard } from '../../platform/idempotency.js';
import { idArray, suppressedSql } from '../core/lead.repo.js';

/**
 * A stored response that showed a lead's name, phone or e-mail (a registration, `use`, `contacts`) is not shown
 * again once that lead is suppressed or erased: the request runs again and answers as it would now
 * (consumer-rights.md §3). The leads are those its access records name (a registration's names its lead:
 * `REGISTER_LEAD`).
 */
export function leadReplayGuard(db: Executor): ReplayGuard {
  return async (stored) => {
    const ids = new Set<number>();
    for (const record of stored.piiAccess) for (const id of record.leadIds) ids.add(Number(id));
    if (ids.size === 0) return false;
    const { rows } = await db.execute(sql`
      select 1 from ${leads}
      where ${leads.id} = any(${idArray([...ids])}) and (${leads.erasedAt} is not null or ${suppressedSql})
      limit 1`);
    return rows.length > 0;
  };
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { leadImports } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { boundedList } from '../../platform/bounded-list.js';
import { createdRange } from '../../platform/list-filters.js';
import { intIdOrNone } from '../../platform/schemas.js';
import type { AdminLeadImportList, AdminLeadImportListQuery } from './admin-imports.schemas.js';
import { importView } from './imports.service.js';

export type AdminLeadImportListInput = Static<typeof AdminLeadImportListQuery>;

/**
 * Every provider's imports, newest first, in the view their provider gets (status, counters, failure code; never a
 * cell's content), filtered by provider, product, status, dry run and creation period; counted up to `COUNT_CAP`.
 */
export async function listAdminImports(
  deps: { db: Db },
  _caller: Caller,
  q: AdminLeadImportListInput,
): Promise<Static<typeof AdminLeadImportList>> {
  const where = and(
    q.providerId === undefined ? undefined : eq(leadImports.providerId, intIdOrNone(q.providerId)),
    q.productId === undefined ? undefined : eq(leadImports.productId, intIdOrNone(q.productId)),
    q.status === undefined ? undefined : eq(leadImports.status, q.status),
    q.dryRun === undefined ? undefined : eq(leadImports.dryRun, q.dryRun),
    createdRange(leadImports.createdAt, q.createdFrom, q.createdTo),
  );
  const { rows, pagination } = await boundedList(deps.db, q, 'imports', { from: sql`${leadImports}`, where }, (w) =>
    deps.db.select().from(leadImports).where(where).orderBy(desc(leadImports.id)).limit(w.limit).offset(w.offset),
  );
  return { data: rows.map(importView), pagination };
}

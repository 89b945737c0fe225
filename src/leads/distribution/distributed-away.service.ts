import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { leads, products, regions } from '../../db/schema/index.js';
import { pageWindow } from '../../platform/bounded-list.js';
import { emit } from '../../platform/events.js';
import { intIdOrNone, iso, pagination } from '../../platform/schemas.js';
import { type LeadDeps, leadView, privacyOf, type Reader } from '../core/lead.js';
import { asHistory, hasAsCondition, leadColumns, searchCondition } from '../core/lead.repo.js';
import { consentSummaries } from '../core/lead-consent.js';
import { revealsContact } from '../core/privacy.js';
import type { DistributedAwayList, DistributedAwayQuery } from './distribution.schemas.js';

export type DistributedAwayInput = Static<typeof DistributedAwayQuery>;

/**
 * Leads whose latest distribution was from `portalId` and which someone else owns now (so they can be recalled).
 * Phone and email are always masked; the name is masked until the current owner uses the lead.
 */
export async function listDistributedAway(
  deps: LeadDeps,
  reader: Reader,
  q: DistributedAwayInput,
): Promise<Static<typeof DistributedAwayList>> {
  const { page, limit, offset } = pageWindow(q);
  const where = and(
    eq(leads.lastDistributedFrom, q.portalId),
    eq(leads.status, 'ASSIGNED'),
    ne(leads.ownerPortalId, q.portalId),
    q.used === undefined ? undefined : q.used === 'true' ? isNotNull(leads.usedAt) : isNull(leads.usedAt),
    hasAsCondition(q.hasAs),
    q.providerId ? eq(leads.providerId, intIdOrNone(q.providerId)) : undefined,
    // Phone and email are always masked here, the name until the current owner uses the lead.
    searchCondition(q.search, { email: 'always' }),
  );
  const column = q.sortBy === 'usedAt' ? leads.usedAt : leads.lastDistributedAt;
  const order =
    q.sortOrder === 'asc'
      ? [sql`${column} asc nulls last`, asc(leads.id)]
      : [sql`${column} desc nulls last`, desc(leads.id)];
  const base = () =>
    deps.db
      .select(leadColumns)
      .from(leads)
      .innerJoin(products, eq(products.id, leads.productId))
      .leftJoin(regions, eq(regions.id, leads.regionId));
  const [rows, [{ total }]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(leads)
      .innerJoin(products, eq(products.id, leads.productId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.lead.id);
  const [history, consents] = await Promise.all([asHistory(deps.db, ids), consentSummaries(deps.db, ids)]);
  const data = rows.map((r) => ({
    ...leadView(
      r,
      history.get(r.lead.id) ?? [],
      { contact: 'always', vault: deps.vault },
      consents.get(r.lead.id) ?? null,
    ),
    currentOwnerId: String(r.lead.ownerPortalId),
    distributedAt: iso(r.lead.lastDistributedAt) as string,
  }));
  const named = rows.filter((r) => revealsContact(privacyOf(r), r.lead.usedAt !== null)).map((r) => r.lead.id);
  await emit(deps.db, reader, [
    { type: 'pii.read', action: 'LIST_DISTRIBUTED_AWAY', leadIds: named, fields: ['name'] },
  ]);
  return { data, pagination: pagination(page, limit, Number(total)) };
}

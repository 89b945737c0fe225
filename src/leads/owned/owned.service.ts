import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { leadOwnerCounts, leads, orders, products, regions } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import { pageWindow } from '../../platform/bounded-list.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { formatPhone, phoneFromDigits } from '../../platform/phone.js';
import { pagination, parseId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import { parseGender } from '../core/contact.js';
import { leadAccess } from '../core/lead.access.js';
import { type LeadDeps, type LeadJoinRow, type LeadView, leadView, privacyOf, type Reader } from '../core/lead.js';
import {
  asHistory,
  hasAsCondition,
  leadColumns,
  searchCondition,
  suppressedSql,
  suppressionAtSql,
  VIEW_COLUMNS,
} from '../core/lead.repo.js';
import { consentSummaries, consentSummary } from '../core/lead-consent.js';
import { contactRefusal, contactsSkipReason, revealsContact } from '../core/privacy.js';
import { orderAccess } from '../orders/order.access.js';
import { lockPhonesShared } from '../suppressions/phone-leads.js';
import type { ContactsBody, ContactsResponse, LeadList, LeadListQuery } from './owned.schemas.js';

/** A portal user's owned leads: the list, one lead, marking one used, and the contacts of used ones. */

export type LeadListInput = Static<typeof LeadListQuery>;

/** The leads a portal user owns, masked until used, filtered, sorted and paged. */
export async function listOwnedLeads(
  deps: LeadDeps,
  reader: Reader,
  q: LeadListInput,
): Promise<Static<typeof LeadList>> {
  const { page, limit, offset } = pageWindow(q);
  const regionName = q.region ? await deps.regions.normalize(q.region) : null;
  const gender = q.gender ? parseGender(q.gender) : null;
  // By id, so that the counters' key (and a count without a join) serves it.
  const regionId = regionName
    ? sql`(select ${regions.id} from ${regions} where ${regions.name} = ${regionName})`
    : null;
  const where = and(
    scopeOf(leadAccess, reader),
    q.used === undefined ? undefined : q.used === 'true' ? isNotNull(leads.usedAt) : isNull(leads.usedAt),
    hasAsCondition(q.hasAs),
    regionId ? sql`${leads.regionId} = ${regionId}` : undefined,
    gender ? eq(leads.gender, gender) : undefined,
    searchCondition(q.search, { email: 'untilUsed' }),
  );
  const sortColumn = { assignedAt: leads.lastDistributedAt, usedAt: leads.usedAt, age: leads.birthDate }[
    q.sortBy ?? 'assignedAt'
  ];
  const direction = q.sortOrder === 'asc' ? asc : desc;
  // Each order matches an index of the owner's ASSIGNED leads, so a page reads only its own rows. An ASSIGNED lead
  // always has `last_distributed_at` (set when it is confirmed or distributed): for it `desc` equals
  // `desc nulls last`, and plain `desc` is the order a backward scan of leads_owner_distributed gives.
  const sortKey =
    q.sortOrder === 'asc'
      ? sql`${sortColumn} asc nulls last`
      : sortColumn === leads.lastDistributedAt
        ? sql`${sortColumn} desc`
        : sql`${sortColumn} desc nulls last`;
  // Without `search`, the total is the owner's kept counters (a few rows, whatever their lead count), read by the
  // page's own statement; `search` matches text no counter holds, so it is counted.
  const kept = q.search ? null : keptTotal(reader, { used: q.used, hasAs: q.hasAs, regionId, gender });
  // Plain SQL with the shown columns only: the query builder's cost is paid per request, and this is the most
  // requested read. The product join of the count is needed only to search its name.
  const [page_, counted] = await Promise.all([
    deps.db.execute<{
      product_name: string;
      region_name: string | null;
      suppressed_at: Date | string | null;
      total: number | null;
    }>(sql`
      select ${VIEW_COLUMNS.list}, ${products.name} as product_name, ${regions.name} as region_name,
        ${suppressionAtSql} as suppressed_at, ${kept ?? sql`null::int`} as total
      from ${leads}
      join ${products} on ${products.id} = ${leads.productId}
      left join ${regions} on ${regions.id} = ${leads.regionId}
      where ${where}
      order by ${sortKey}, ${direction(leads.id)}
      limit ${limit} offset ${offset}`),
    kept
      ? null
      : deps.db.execute<{ total: number }>(sql`
      select count(*)::int as total from ${leads}
      join ${products} on ${products.id} = ${leads.productId}
      where ${where}`),
  ]);
  const rows: LeadJoinRow[] = page_.rows.map((r) => ({
    lead: VIEW_COLUMNS.read(r),
    productName: r.product_name,
    regionName: r.region_name,
    suppressedAt: r.suppressed_at,
  }));
  // A page past the last lead has no row to carry the kept total: it is read on its own.
  const total =
    counted?.rows[0].total ??
    page_.rows[0]?.total ??
    (await deps.db.execute<{ total: number }>(sql`select ${kept} as total`)).rows[0].total;
  // The access record names the used leads of the page, whose contact the response reveals; the statement that
  // reads their AS history writes it.
  const history = await asHistory(
    deps.db,
    rows.map((r) => r.lead.id),
    {
      caller: reader,
      event: {
        type: 'pii.read',
        action: 'LIST_LEADS',
        leadIds: rows.filter((r) => revealsContact(privacyOf(r), r.lead.usedAt !== null)).map((r) => r.lead.id),
        fields: ['phone', 'email', 'name'],
      },
    },
  );
  const consents = await consentSummaries(
    deps.db,
    rows.map((r) => r.lead.id),
  );
  const data = rows.map((r) =>
    leadView(
      r,
      history.get(r.lead.id) ?? [],
      { contact: 'untilUsed', vault: deps.vault },
      consents.get(r.lead.id) ?? null,
    ),
  );
  return { data, pagination: pagination(page, limit, Number(total)) };
}

/**
 * The number of the reader's owned leads that match the list's filters other than `search`, as a scalar subquery:
 * the sum of the owner's rows of `lead_owner_counts` (one per region, gender, used and open AS request; kept by the
 * database with every change of a lead, migration 0051) that the filters select. The same leads as `leadAccess`'s
 * scope and the list's conditions: `used_at is not null`, `hasAsCondition`, the region's id, the gender.
 */
function keptTotal(
  reader: Reader,
  filters: { used?: string; hasAs?: string; regionId: SQL | null; gender: string | null },
): SQL {
  const c = leadOwnerCounts;
  const wantsAs = filters.hasAs === undefined ? undefined : filters.hasAs === 'true' || filters.hasAs === 'Y';
  const where = and(
    eq(c.ownerPortalId, reader.portalId),
    filters.used === undefined ? undefined : eq(c.used, filters.used === 'true'),
    wantsAs === undefined ? undefined : eq(c.hasAs, wantsAs),
    filters.regionId ? sql`${c.regionId} = ${filters.regionId}` : undefined,
    filters.gender ? eq(c.gender, filters.gender) : undefined,
  );
  return sql`(select coalesce(sum(${c.n}), 0)::int from ${c} where ${where})`;
}

async function ownedLead(db: Executor, rawId: string, reader: Reader) {
  const id = parseId(rawId);
  if (id === null) throw notFound('Lead');
  const [row] = await db
    .select(leadColumns)
    .from(leads)
    .innerJoin(products, eq(products.id, leads.productId))
    .leftJoin(regions, eq(regions.id, leads.regionId))
    .where(and(eq(leads.id, id), scopeOf(leadAccess, reader)));
  if (!row) throw leadAccess.notFound();
  return row;
}

async function fullView(deps: LeadDeps, row: LeadJoinRow): Promise<LeadView> {
  const [history, consent] = await Promise.all([
    asHistory(deps.db, [row.lead.id]),
    consentSummary(deps.db, row.lead.id),
  ]);
  const view = leadView(row, history.get(row.lead.id) ?? [], { contact: 'untilUsed', vault: deps.vault }, consent);
  const fileIds = row.lead.metadata?.fileIds;
  if (Array.isArray(fileIds) && deps.attachments) {
    view.metadata = { ...row.lead.metadata, files: await deps.attachments.describe(deps.db, fileIds as string[]) };
  }
  return view;
}

/** One owned lead, masked until used; its attached files described. */
export async function getOwnedLead(deps: LeadDeps, reader: Reader, rawId: string): Promise<LeadView> {
  const row = await ownedLead(deps.db, rawId, reader);
  if (revealsContact(privacyOf(row), row.lead.usedAt !== null)) {
    await emit(deps.db, reader, [
      { type: 'pii.read', action: 'GET_LEAD', leadIds: [row.lead.id], fields: ['phone', 'email', 'name'] },
    ]);
  }
  return fullView(deps, row);
}

/** `use` of a suppressed or erased lead: 400 with the reason. */
function refuseContact(row: LeadJoinRow) {
  const refusal = contactRefusal(privacyOf(row));
  if (refusal === 'LEAD_ERASED') throw badRequest('LEAD_ERASED', 'The personal data of this lead was erased');
  if (refusal === 'CONTACT_SUPPRESSED') {
    throw badRequest('CONTACT_SUPPRESSED', 'The person asked not to be contacted (do-not-contact suppression)');
  }
}

/** Marks an owned lead used (once: a second call keeps the first `usedAt`) and returns it unmasked. */
export async function markUsed(deps: LeadDeps, reader: Reader, rawId: string): Promise<LeadView> {
  const row = await ownedLead(deps.db, rawId, reader);
  refuseContact(row);
  await withTransaction(deps.db, async (tx) => {
    // The phone's shared lock first, as a registration takes it: a suppression of the phone (which holds it
    // exclusively until it commits) has then committed before the UPDATE below reads, so the UPDATE sees it; one that
    // comes later waits for this use and finds the lead used. Without it, an UPDATE whose snapshot predates the
    // suppression's commit would mark the lead used after it (the suppression only locks the lead's row, so the row
    // is not read again).
    await lockPhonesShared(tx, [row.lead.phoneHash]);
    // Refused again in the statement: a suppression or an erasure committed since the read above leaves it unused.
    const [first] = await tx
      .update(leads)
      // The first use counts as the lead's first contact unless an outcome dated earlier already does.
      .set({ usedAt: sql`now()`, firstContactAt: sql`least(${leads.firstContactAt}, now())` })
      .where(
        and(
          eq(leads.id, row.lead.id),
          isNull(leads.usedAt),
          isNull(leads.erasedAt),
          sql`not ${suppressedSql}`,
          scopeOf(leadAccess, reader),
        ),
      )
      .returning({ orderId: leads.orderId });
    if (!first) refuseContact(await ownedLead(tx, rawId, reader));
    if (first?.orderId) {
      await tx
        .update(orders)
        .set({ usedCount: sql`${orders.usedCount} + 1`, updatedAt: sql`now()` })
        .where(and(eq(orders.id, first.orderId), scopeOf(orderAccess, reader)));
    }
    await emit(tx, reader, [
      ...(first?.orderId
        ? [
            {
              type: 'lead.history' as const,
              leadId: row.lead.id,
              event: 'USED' as const,
              portalId: reader.portalId,
              orderId: first.orderId,
            },
          ]
        : []),
      { type: 'pii.read', action: 'MARK_USED', leadIds: [row.lead.id], fields: ['phone', 'email', 'name'] },
    ]);
  });
  return fullView(deps, await ownedLead(deps.db, rawId, reader));
}

/** Names and decrypted phone numbers of owned, used leads; the others are listed as skipped with the reason. */
export async function lookupContacts(
  deps: LeadDeps,
  reader: Reader,
  input: Static<typeof ContactsBody>,
): Promise<Static<typeof ContactsResponse>> {
  const ids = [...new Set(input.leadIds)].map(Number);
  const rows = await deps.db
    .select({
      id: leads.id,
      name: leads.name,
      phoneEnc: leads.phoneEnc,
      usedAt: leads.usedAt,
      erasedAt: leads.erasedAt,
      suppressed: suppressedSql,
    })
    .from(leads)
    .where(and(inArray(leads.id, ids), scopeOf(leadAccess, reader)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data: Static<typeof ContactsResponse>['data'] = [];
  const skipped: Static<typeof ContactsResponse>['skipped'] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const reason =
      row && contactsSkipReason({ suppressed: row.suppressed, erased: row.erasedAt !== null }, !!row.usedAt);
    if (!row) skipped.push({ id: String(id), reason: 'NOT_FOUND' });
    else if (reason) skipped.push({ id: String(id), reason });
    else
      data.push({
        id: String(id),
        name: row.name,
        phone: formatPhone(phoneFromDigits(deps.vault.decrypt(row.phoneEnc))),
      });
  }
  await emit(deps.db, reader, [
    { type: 'pii.read', action: 'CONTACT_LOOKUP', leadIds: data.map((d) => Number(d.id)), fields: ['name', 'phone'] },
  ]);
  return { data, skipped };
}

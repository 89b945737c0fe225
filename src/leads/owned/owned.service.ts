import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import {
  type AsStatus,
  consentSources,
  leadConsentEvidence,
  leadOwnerCounts,
  leads,
  orders,
  products,
  regions,
} from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import { pageWindow } from '../../platform/bounded-list.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { emit, leadAccessOfRows, type PiiReadEvent, rememberRecorded } from '../../platform/events.js';
import { formatPhone, phoneFromDigits } from '../../platform/phone.js';
import { pagination, parseId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import { parseGender } from '../core/contact.js';
import { leadAccess } from '../core/lead.access.js';
import { type LeadDeps, type LeadJoinRow, type LeadView, leadView, privacyOf, type Reader } from '../core/lead.js';
import {
  asHistory,
  asHistoryJson,
  asHistoryOf,
  hasAsCondition,
  leadColumns,
  searchCondition,
  suppressedSql,
  suppressionAtSql,
  VIEW_COLUMNS,
  wantsOpenAs,
} from '../core/lead.repo.js';
import {
  CONSENT_SUMMARY_COLUMNS,
  type ConsentSummaryColumns,
  consentSummary,
  summaryOfColumns,
} from '../core/lead-consent.js';
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
  const sortField = SORT_FIELDS[q.sortBy ?? 'assignedAt'];
  // Each order matches an index of the owner's ASSIGNED leads, so a page reads only its own rows. An ASSIGNED lead
  // always has `last_distributed_at` (set when it is confirmed or distributed): for it `desc` equals
  // `desc nulls last`, and plain `desc` is the order a backward scan of leads_owner_distributed gives. The same order
  // over the page's own columns (`l`) lists the page and names its leads in the access record.
  const orderOf = (column: SQL, id: SQL) =>
    q.sortOrder === 'asc'
      ? sql`${column} asc nulls last, ${id} asc`
      : sortField === 'lastDistributedAt'
        ? sql`${column} desc, ${id} desc`
        : sql`${column} desc nulls last, ${id} desc`;
  const pageOrder = orderOf(sql`l.${sql.identifier(sortField)}`, sql`l.id`);
  // Without `search`, the total is the owner's kept counters (a few rows, whatever their lead count), read by the
  // page's own statement; `search` matches text no counter holds, so it is counted by a statement of its own.
  const kept = q.search ? null : keptTotal(reader, { used: q.used, hasAs: q.hasAs, regionId, gender });
  // One statement per page (issue #33): the page's leads (`page`, plain SQL with the shown columns only: the query
  // builder's cost is paid per request, and this is the most requested read), the access record of those whose
  // contact the response reveals (a data-modifying CTE: it exists exactly when the page was read), each lead's AS
  // history and consent summary, and the kept total. The total comes from a row of its own that the page is joined
  // to, so a page past the last lead still carries it (as one row without a lead).
  //
  // Which leads the record names is `revealsContact(privacyOf(row), used)` (privacy.ts), written in SQL over the
  // page's own columns (`REVEALS`): used, not erased, no suppression in force. It is safe in SQL because it reads
  // nothing but those columns: the suppression is the page's own `suppressed_at`, read in the same statement (one
  // snapshot) as the rest of the row, which is what the response is built from; each row also carries the flag,
  // and the response is refused should the two rules ever disagree (below).
  const statement = sql`
    with page as (
      select ${VIEW_COLUMNS.list}, ${products.name} as product_name, ${regions.name} as region_name,
        ${suppressionAtSql} as suppressed_at, ${leads.consentSourceId} as consent_source_id,
        ${leads.consentCollectedAt} as consent_collected_at
      from ${leads}
      join ${products} on ${products.id} = ${leads.productId}
      left join ${regions} on ${regions.id} = ${leads.regionId}
      where ${where}
      order by ${orderOf(sql`${sortColumns[sortField]}`, sql`${leads.id}`)}
      limit ${limit} offset ${offset}
    ),
    pii_access as (${leadAccessOfRows(reader, LIST_ACCESS, {
      leadIds: sql`array_agg(l.id order by ${pageOrder})`,
      from: sql`page l where ${REVEALS}`,
    })})
    select l.*, ${REVEALS} as reveals, ${asHistoryJson(sql`l.id`)} as as_history, ${CONSENT_SUMMARY_COLUMNS},
      t.total
    from (select ${kept ?? sql`null::int`} as total) t
      left join page l on true
      left join ${consentSources} s on s.id = l.consent_source_id
      left join ${leadConsentEvidence} e on e.lead_id = l.id
    order by ${pageOrder}`;
  const [page_, counted] = await Promise.all([
    deps.db.execute<PageRow>(statement),
    kept
      ? null
      : deps.db.execute<{ total: number }>(sql`
      select count(*)::int as total from ${leads}
      join ${products} on ${products.id} = ${leads.productId}
      where ${where}`),
  ]);
  const recorded: number[] = [];
  const data: LeadView[] = [];
  for (const r of page_.rows) {
    if (r.id === null) continue; // the total's row of a page past the last lead
    const row: LeadJoinRow = {
      lead: VIEW_COLUMNS.read(r),
      productName: r.product_name,
      regionName: r.region_name,
      suppressedAt: r.suppressed_at,
    };
    if (revealsContact(privacyOf(row), row.lead.usedAt !== null) !== r.reveals) {
      throw new Error('The access record of a list page disagrees with what the page shows');
    }
    if (r.reveals) recorded.push(row.lead.id);
    data.push(
      leadView(row, asHistoryOf(r.as_history), { contact: 'untilUsed', vault: deps.vault }, summaryOfColumns(r)),
    );
  }
  rememberRecorded(reader, { type: 'pii.read', ...LIST_ACCESS, leadIds: recorded });
  const total = counted?.rows[0].total ?? page_.rows[0].total;
  return { data, pagination: pagination(page, limit, Number(total)) };
}

/** The list's sort fields, each a column of the page (`VIEW_COLUMNS`' field name) that an owner index orders. */
const SORT_FIELDS = { assignedAt: 'lastDistributedAt', usedAt: 'usedAt', age: 'birthDate' } as const;
const sortColumns = { lastDistributedAt: leads.lastDistributedAt, usedAt: leads.usedAt, birthDate: leads.birthDate };

/** What the list's access record says: the used leads' contact is shown in clear. */
const LIST_ACCESS = { action: 'LIST_LEADS', fields: ['phone', 'email', 'name'] } as const satisfies Pick<
  PiiReadEvent,
  'action' | 'fields'
>;

/** `revealsContact(privacyOf(row), usedAt !== null)` over a row `l` of the list's page. */
const REVEALS = sql.raw('(l."usedAt" is not null and l."erasedAt" is null and l.suppressed_at is null)');

/** A row of the list's statement: the page's lead columns (null in a page past the last lead) and what it adds. */
type PageRow = Record<string, unknown> &
  ConsentSummaryColumns & {
    id: number | string | null;
    product_name: string;
    region_name: string | null;
    suppressed_at: Date | string | null;
    reveals: boolean;
    as_history: [string, AsStatus, number][] | null;
    total: number | null;
  };

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
  const wantsAs = wantsOpenAs(filters.hasAs);
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

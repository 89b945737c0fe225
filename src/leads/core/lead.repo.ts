import { and, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { columnsOf } from '../../db/columns.js';
import { type AsStatus, asRequests, leads, products, regions } from '../../db/schema/index.js';
import { containsPattern } from '../../platform/list-filters.js';
import { maskEmailSql, maskNameSql } from '../../platform/masking.js';
import { iso } from '../../platform/schemas.js';
import type { LeadAsSummary } from './lead.js';

/** Set-based reads that several lead capabilities share. */

/** A PostgreSQL `bigint[]` literal of ids, for `= any(...)`: one parameter whatever the count. */
export function idArray(ids: number[]) {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;
}

/**
 * `leads.phone_hash`, qualified whatever the statement: a select from `leads` alone writes the columns of its fields
 * bare, and a bare `phone_hash` inside the subquery below would be the suppression's own column (every live
 * suppression would match every lead).
 */
const leadPhoneHash = sql`${sql.identifier('leads')}.${sql.identifier('phone_hash')}`;

/**
 * Whether the suppression entry named `entry` in the statement is in force (neither lifted nor expired): the one
 * definition, the database's `suppression_in_force` (migration 0042), which the registration's check
 * (`phone_suppressed_after_lock`) calls too. Inlined by the planner: the live entries' partial index still serves.
 */
export const suppressionInForceSql = (entry: string) =>
  sql<boolean>`suppression_in_force(${sql.identifier(entry)}.lifted_at, ${sql.identifier(entry)}.expires_at)`;

/**
 * When the suppression in force of the lead's phone was made, or null: one index probe of the live suppressions
 * (`suppressions_one_live_per_phone`) per lead read. Read with the lead in the same statement, so a suppression
 * is seen by every read that starts after it commits, on every instance (nothing is cached).
 */
export const suppressionAtSql = sql<Date | string | null>`(select s.created_at from suppressions s
  where s.phone_hash = ${leadPhoneHash} and ${suppressionInForceSql('s')})`;

/** True while a suppression of the lead's phone is in force. */
export const suppressedSql = sql<boolean>`(${suppressionAtSql} is not null)`;

/** The query builder's selection of a lead's view: the lead, its product's and region's names. */
export const leadColumns = {
  lead: leads,
  productName: products.name,
  regionName: regions.name,
  suppressedAt: suppressionAtSql,
};

/** The lead columns a lead's view shows, for plain-SQL reads. */
export const VIEW_COLUMNS = columnsOf(leads, [
  'id',
  'productId',
  'name',
  'phoneEnc',
  'phoneMasked',
  'email',
  'address',
  'birthDate',
  'gender',
  'memo',
  'assignmentId',
  'usedAt',
  'assignedAt',
  'lastDistributedAt',
  'metadata',
  'latestAsStatus',
  'erasedAt',
  'firstContactAt',
  'lastOutcome',
  'contactDeadline',
  'contactOverdue',
]);

/** Each lead's AS requests, newest first (`leadAs` of the Lead shape), by lead id. */
export async function asHistory(db: Executor, leadIds: number[]) {
  const map = new Map<number, LeadAsSummary[]>();
  if (leadIds.length === 0) return map;
  const { rows } = await db.execute<{
    id: number | string;
    lead_id: number | string;
    status: AsStatus;
    created_at: Date | string;
  }>(sql`
    select id, lead_id, status, created_at from ${asRequests}
    where lead_id = any(${idArray(leadIds)}) order by created_at desc, id desc`);
  for (const r of rows) {
    const leadId = Number(r.lead_id);
    const list = map.get(leadId) ?? [];
    list.push({ id: String(r.id), status: r.status, createdAt: iso(r.created_at)! });
    map.set(leadId, list);
  }
  return map;
}

/**
 * One lead's AS requests as `asHistory` reads them (newest first: `created_at desc, id desc`), as a column of a
 * statement that reads the lead: `leadId` is its id there. JSON, `[id, status, created_at in ms since the epoch]` per
 * request (a number: no time zone's text to parse), or null when it has none; `asHistoryOf` makes it `leadAs`.
 */
export const asHistoryJson = (leadId: SQL): SQL => sql`(
  select json_agg(json_build_array(a.id::text, a.status, floor(extract(epoch from a.created_at) * 1000)::bigint)
    order by a.created_at desc, a.id desc)
  from ${asRequests} a where a.lead_id = ${leadId})`;

/** `leadAs` of the Lead shape from `asHistoryJson`'s column. */
export function asHistoryOf(column: [string, AsStatus, number][] | null): LeadAsSummary[] {
  if (column === null) return [];
  return column.map(([id, status, at]) => ({ id, status, createdAt: new Date(at).toISOString() }));
}

/** `hasAs` read: true/Y asks for leads with an open AS request (the latest not CANCELLED), false/N for the others. */
export const wantsOpenAs = (hasAs: string | undefined): boolean | undefined =>
  hasAs === undefined ? undefined : hasAs === 'true' || hasAs === 'Y';

/** `hasAs`: true/Y keeps leads whose latest AS request is not CANCELLED; false/N the others. */
export function hasAsCondition(hasAs: string | undefined): SQL | undefined {
  const wanted = wantsOpenAs(hasAs);
  if (wanted === undefined) return undefined;
  return wanted
    ? and(isNotNull(leads.latestAsStatus), ne(leads.latestAsStatus, 'CANCELLED'))
    : or(isNull(leads.latestAsStatus), eq(leads.latestAsStatus, 'CANCELLED'));
}

/**
 * `search` matches only what the list shows the caller: a substring of a masked field's masked form, never of
 * its hidden characters (else the total would answer "does the hidden name contain X?" one guess at a time).
 * The name is shown in clear once the lead is used (both lists); the email once used in the owned list and never
 * in the distributed-away list (`shown.email`). Masked, they are compared in the masked form the response holds.
 * `phone_3`, `memo` and the product name are always shown. The masks are computed only for the owner's rows that
 * the index range already selected, so the plan does not change.
 */
export function searchCondition(search: string | undefined, shown: { email: 'untilUsed' | 'always' }): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  // Shown in clear only when used, and neither suppressed nor erased: otherwise the mask is what is searched.
  const used = sql`(${leads.usedAt} is not null and ${leads.erasedAt} is null and not ${suppressedSql})`;
  const name = sql`(case when ${used} then ${leads.name} else ${maskNameSql(leads.name)} end)`;
  const email =
    shown.email === 'untilUsed'
      ? sql`(case when ${used} then ${leads.email} else ${maskEmailSql(leads.email)} end)`
      : maskEmailSql(leads.email);
  return or(
    ilike(name, pattern),
    ilike(leads.phone3, pattern),
    ilike(email, pattern),
    ilike(leads.memo, pattern),
    ilike(products.name, pattern),
  );
}

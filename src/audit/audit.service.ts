import { inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../db/client.js';
import { operators } from '../db/schema/index.js';
import { pageWindow } from '../platform/bounded-list.js';
import { parseKstDate } from '../platform/dates.js';
import { validationFailed } from '../platform/errors.js';
import { iso, pagination } from '../platform/schemas.js';
import type { AuditList, AuditQuery, AuditSourceSchema } from './audit.schemas.js';

export type AuditSource = Static<typeof AuditSourceSchema>;
export type AuditQueryInput = Static<typeof AuditQuery>;
export type AuditListView = Static<typeof AuditList>;

/** The filters of the timeline, parsed. */
interface AuditFilter {
  action?: string;
  actor?: string;
  source?: AuditSource;
  target?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

interface AuditRow {
  id: string;
  source: AuditSource;
  at: Date;
  actor: string;
  action: string;
  target: string;
  detail: Record<string, unknown> | null;
}

/**
 * One timeline over the three records: administrative actions (`audit_log`), reads of decrypted personal data
 * (`pii_access_log`, action `PII_<action>`, target `leads:<ids>`, `claims:<ids>` or `analyses:<ids>`) and operator actions of the claims interface (`claim_audit`).
 */
const timeline = sql`(
  select 'audit:' || a.id::text as id, 'ADMIN' as source, a.at, a.actor, a.action, a.target, a.detail
  from audit_log a
  union all
  select 'pii:' || p.id::text, 'PII_ACCESS', p.at,
    coalesce(p.actor, case when p.key_id is null then 'key:env-admin' else 'key:' || p.key_id::text end),
    'PII_' || upper(p.action),
    case when cardinality(p.claim_ids) > 0 then 'claims:' || array_to_string(p.claim_ids, ',')
      when cardinality(p.analysis_ids) > 0 then 'analyses:' || array_to_string(p.analysis_ids, ',')
      else 'leads:' || array_to_string(p.lead_ids, ',') end,
    jsonb_build_object('portalId', p.portal_id, 'leadIds', to_jsonb(p.lead_ids), 'claimIds', to_jsonb(p.claim_ids),
      'analysisIds', to_jsonb(p.analysis_ids), 'fields', to_jsonb(p.fields), 'reason', p.reason)
  from pii_access_log p
  union all
  select 'claims:' || c.id::text, 'CLAIMS_ADMIN', c.created_at, c.actor, upper(c.action), c.target, null
  from claim_audit c
) t`;

async function listAudit(db: Executor, q: AuditFilter) {
  const conditions = [sql`true`];
  if (q.action) conditions.push(sql`t.action = ${q.action}`);
  if (q.actor) conditions.push(sql`t.actor = ${q.actor}`);
  if (q.source) conditions.push(sql`t.source = ${q.source}`);
  // `kind:` alone is every target of that kind (the pattern allows no LIKE wildcard in it).
  if (q.target)
    conditions.push(q.target.endsWith(':') ? sql`t.target like ${`${q.target}%`}` : sql`t.target = ${q.target}`);
  if (q.from) conditions.push(sql`t.at >= ${q.from.toISOString()}::timestamptz`);
  if (q.to) conditions.push(sql`t.at < ${q.to.toISOString()}::timestamptz`);
  const where = sql.join(conditions, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute<{
      id: string;
      source: AuditSource;
      at: string | Date;
      actor: string;
      action: string;
      target: string;
      detail: Record<string, unknown> | string | null;
    }>(
      sql`select t.* from ${timeline} where ${where} order by t.at desc, t.id desc limit ${q.limit} offset ${q.offset}`,
    ),
    db.execute<{ n: number | string }>(sql`select count(*)::int as n from ${timeline} where ${where}`),
  ]);
  const data: AuditRow[] = rows.rows.map((r) => ({
    id: r.id,
    source: r.source,
    at: r.at instanceof Date ? r.at : new Date(r.at),
    actor: r.actor,
    action: r.action,
    target: r.target,
    detail: typeof r.detail === 'string' ? (JSON.parse(r.detail) as Record<string, unknown>) : r.detail,
  }));
  return { data, total: Number(total.rows[0]?.n ?? 0) };
}

/** One page of the timeline, newest first, filtered by action, actor, source, target and a time range (Korea-time days). */
export async function listAuditEvents(db: Executor, input: AuditQueryInput): Promise<AuditListView> {
  const { action, actor, source, target } = input;
  const { page, limit, offset } = pageWindow(input);
  const from = input.from ? parseKstDate(input.from, 'from') : undefined;
  const to = input.to ? parseKstDate(input.to, 'to', true) : undefined;
  if (from && to && from >= to) throw validationFailed('from', 'must be before to');
  const { data, total } = await listAudit(db, {
    action,
    actor,
    source,
    target,
    from,
    to,
    limit,
    offset,
  });
  const names = await operatorNames(
    db,
    data.map((r) => r.actor),
  );
  return {
    data: data.map((r) => ({ ...r, at: iso(r.at)!, actorName: names.get(r.actor) ?? null })),
    pagination: pagination(page, limit, total),
  };
}

const OPERATOR_ACTOR = /^operator:([1-9][0-9]{0,9})$/;

/** The names of the operators among a page's actors (`operator:<id>`), one query per page. */
async function operatorNames(db: Executor, actors: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(actors.map((a) => OPERATOR_ACTOR.exec(a)?.[1]).filter((id) => id !== undefined))]
    .map(Number)
    .filter((id) => id <= 2_147_483_647);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(inArray(operators.id, ids));
  return new Map(rows.map((r) => [`operator:${r.id}`, r.name]));
}

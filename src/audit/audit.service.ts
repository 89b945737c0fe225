import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  /** Who: `key:<id>`, `key:env-admin`, `user:<id>`, `client:<clientId>` (see `actorOf`). */
  actor: string;
  /** What, UPPER_SNAKE: `API_KEY_CREATED`, `AS_REVIEWED`, `ORDER_CONFIRMED`, ... */
  action: string;
  /** On what: `api_key:<id>`, `as_request:<id>`, `order:<id>`. */
  target: string;
  /** Ids and statuses only, never a personal data value. */
  detail?: Record<string, unknown> | null;
}

/**
 * Records an administrative action. Call it with the transaction of the change, so that the record exists
 * exactly when the change does.
 */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    target: entry.target,
    detail: entry.detail ?? null,
  });
}

/** The actor of a request: its API key or its token subject. */
export function actorOf(request: FastifyRequest): string {
  if (request.apiKey) return request.apiKey.keyId === null ? 'key:env-admin' : `key:${request.apiKey.keyId}`;
  if (request.bearer) return request.bearer.sub;
  return 'anonymous';
}

export type AuditSource = 'ADMIN' | 'PII_ACCESS' | 'CLAIMS_ADMIN';

export interface AuditQuery {
  action?: string;
  actor?: string;
  source?: AuditSource;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export interface AuditRecord {
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
      'analysisIds', to_jsonb(p.analysis_ids), 'fields', to_jsonb(p.fields))
  from pii_access_log p
  union all
  select 'claims:' || c.id::text, 'CLAIMS_ADMIN', c.created_at, c.actor, upper(c.action), c.target, null
  from claim_audit c
) t`;

export async function listAudit(db: Executor, q: AuditQuery) {
  const conditions = [sql`true`];
  if (q.action) conditions.push(sql`t.action = ${q.action}`);
  if (q.actor) conditions.push(sql`t.actor = ${q.actor}`);
  if (q.source) conditions.push(sql`t.source = ${q.source}`);
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
  const data: AuditRecord[] = rows.rows.map((r) => ({
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

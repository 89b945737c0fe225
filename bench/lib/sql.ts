import type pg from 'pg';

/**
 * The statements the service runs for each read scenario, written out by hand and run directly through `pg`: the
 * baselines the service's latencies are compared with. Each mirrors the service's query shape (same joins, filters,
 * order, page) so the difference is what the service adds: HTTP, validation, auth, mapping and serialization.
 */

export interface LeadListQuery {
  portalId: number;
  used?: 'true' | 'false';
  hasAs?: 'Y' | 'N';
  region?: string;
  gender?: 'M' | 'F';
  search?: string;
  sortBy?: 'assignedAt' | 'usedAt' | 'age';
  sortOrder?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

export function leadListQueryString(q: LeadListQuery) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, String(v));
  return params.toString();
}

function leadWhere(q: LeadListQuery) {
  const params: unknown[] = [q.portalId];
  const where = ['leads.owner_portal_id = $1', `leads.status = 'ASSIGNED'`];
  // The kept total's rows (`lead_owner_counts`) for the same filters: every one of them but `search`.
  const kept = ['c.owner_portal_id = $1'];
  if (q.used === 'true') where.push('leads.used_at is not null');
  if (q.used === 'false') where.push('leads.used_at is null');
  if (q.used) kept.push(`c.used = ${q.used === 'true'}`);
  if (q.hasAs === 'Y') where.push(`(leads.latest_as_status is not null and leads.latest_as_status <> 'CANCELLED')`);
  if (q.hasAs === 'N') where.push(`(leads.latest_as_status is null or leads.latest_as_status = 'CANCELLED')`);
  if (q.hasAs) kept.push(`c.has_as = ${q.hasAs === 'Y'}`);
  if (q.region) {
    params.push(q.region);
    const region = `(select regions.id from regions where regions.name = $${params.length})`;
    where.push(`leads.region_id = ${region}`);
    kept.push(`c.region_id = ${region}`);
  }
  if (q.gender) {
    params.push(q.gender);
    where.push(`leads.gender = $${params.length}`);
    kept.push(`c.gender = $${params.length}`);
  }
  if (q.search) {
    params.push(`%${q.search}%`);
    const p = `$${params.length}`;
    where.push(
      `(leads.name ilike ${p} or leads.phone_3 ilike ${p} or leads.email ilike ${p} or leads.memo ilike ${p} or products.name ilike ${p})`,
    );
  }
  return { where: where.join(' and '), kept: kept.join(' and '), params };
}

/** The list's shown columns, as the service reads them. */
const LIST_COLUMNS = `leads.id, leads.product_id, leads.name, leads.phone_enc, leads.phone_masked, leads.email,
  leads.address, leads.birth_date, leads.gender, leads.memo, leads.assignment_id, leads.used_at, leads.assigned_at,
  leads.last_distributed_at, leads.metadata, leads.latest_as_status, leads.erased_at, leads.first_contact_at,
  leads.last_outcome, leads.contact_deadline, leads.contact_overdue, leads.consent_source_id,
  leads.consent_collected_at`;

/** Used, not erased, no suppression in force: the page's leads whose contact the list shows (and records). */
const REVEALS = '(l.used_at is not null and l.erased_at is null and l.suppressed_at is null)';

/**
 * One page of the owned list as the service reads it: without `search` one statement (the page, the access record of
 * its used leads, each lead's AS history and consent summary, the kept total); with `search` the same and a count.
 */
export function leadListSql(q: LeadListQuery) {
  const { where, kept, params } = leadWhere(q);
  const column = { assignedAt: 'last_distributed_at', usedAt: 'used_at', age: 'birth_date' }[q.sortBy ?? 'assignedAt'];
  const dir = q.sortOrder === 'asc' ? 'asc' : 'desc';
  // The service's order: `desc` for assignedAt (never null on an ASSIGNED lead), `nulls last` otherwise.
  const nulls = dir === 'desc' && column === 'last_distributed_at' ? '' : ' nulls last';
  const order = (table: string) => `${table}.${column} ${dir}${nulls}, ${table}.id ${dir}`;
  const limit = q.limit ?? 20;
  const offset = ((q.page ?? 1) - 1) * limit;
  const total = q.search ? 'null::int' : `(select coalesce(sum(c.n), 0)::int from lead_owner_counts c where ${kept})`;
  return {
    rows: {
      text: `with page as (
          select ${LIST_COLUMNS}, products.name as product_name, regions.name as region_name,
            (select s.created_at from suppressions s
             where s.phone_hash = leads.phone_hash and suppression_in_force(s.lifted_at, s.expires_at)) as suppressed_at
          from leads inner join products on products.id = leads.product_id
            left join regions on regions.id = leads.region_id
          where ${where} order by ${order('leads')} limit ${limit} offset ${offset}
        ), pii_access as (
          insert into pii_access_log
            (key_id, portal_id, actor, action, lead_ids, claim_ids, analysis_ids, file_ids, fields, reason)
          select null, $1, null, 'LIST_LEADS', array_agg(l.id order by ${order('l')}), '{}', '{}', '{}',
            '{phone,email,name}', null
          from page l where ${REVEALS}
          having count(*) > 0
        )
        select l.*, ${REVEALS} as reveals,
          (select json_agg(json_build_array(a.id::text, a.status, floor(extract(epoch from a.created_at) * 1000)::bigint)
             order by a.created_at desc, a.id desc)
           from as_requests a where a.lead_id = l.id) as as_history,
          s.channel, s.source_name, s.terms_version, s.items, s.purposes,
          l.consent_collected_at + make_interval(hours => s.retention_days * 24) as retain_until,
          e.sha256 is not null as has_evidence, t.total
        from (select ${total} as total) t
          left join page l on true
          left join consent_sources s on s.id = l.consent_source_id
          left join lead_consent_evidence e on e.lead_id = l.id
        order by ${order('l')}`,
      params,
    },
    count: q.search
      ? {
          text: `select count(*)::int as total from leads
            inner join products on products.id = leads.product_id where ${where}`,
          params,
        }
      : null,
  };
}

/** One list request as the service sends it: one statement, and beside it the count of a `search`. */
export async function runLeadList(pool: pg.Pool, q: LeadListQuery) {
  const { rows, count } = leadListSql(q);
  await Promise.all([pool.query(rows.text, rows.params), count ? pool.query(count.text, count.params) : null]);
}

/**
 * One orders list request as the service sends it: the page and the summary in one statement (the matching orders
 * read once for the sums and the order, the page's orders then by id), then the page's region quantities.
 */
export async function runOrderList(pool: pg.Pool, portalId: number, page = 1, limit = 20) {
  const rows = await pool.query(
    `with mine as materialized (
       select id, created_at as sort_key, ordered_quantity as ordered, provisional_count as provisional,
         confirmed_count as confirmed, used_count as used
       from orders where orders.portal_id = $1
     ),
     sums as (
       select count(*)::int as total_orders, coalesce(sum(m.ordered), 0)::bigint as total_ordered,
         coalesce(sum(m.provisional), 0)::bigint as total_provisional,
         coalesce(sum(m.confirmed), 0)::bigint as total_confirmed, coalesce(sum(m.used), 0)::bigint as total_used
       from mine m
     ),
     keys as (select m.id, m.sort_key from mine m order by m.sort_key desc, m.id desc limit $2 offset $3)
     select p.*, s.* from sums s left join (
       select orders.*, k.sort_key, providers.name as provider_name, providers.code as provider_code,
         products.name as product_name
       from keys k join orders on orders.id = k.id
       join providers on providers.id = orders.provider_id
       join products on products.id = orders.product_id
     ) p on true
     order by p.sort_key desc, p.id desc`,
    [portalId, limit, (page - 1) * limit],
  );
  const ids = rows.rows.filter((r) => r.id !== null).map((r) => r.id);
  if (ids.length) {
    await pool.query(
      `select order_regions.order_id, regions.name, order_regions.quantity from order_regions
       inner join regions on regions.id = order_regions.region_id
       where order_regions.order_id = any($1::bigint[]) order by regions.sort_order`,
      [ids],
    );
  }
}

export interface ClaimHistoryQuery {
  fcUserCi: string;
  clientNm?: string;
  clientTel?: string;
  /** The keyed hash of clientTel, as the service computes it (phones are stored encrypted). */
  clientTelHash?: string;
  /** YYYY-MM-DD */
  startDate?: string;
  endDate?: string;
  page?: number;
  pageSize?: number;
}

/**
 * A history page as the service sends it: one named prepared statement per set of filters (the page's keys from the
 * history index, the page's claims, their files, the access record and the total). The total: the consultant's
 * kept claim count without a filter, the kept day counts with a date range alone, else a count.
 */
export function claimHistorySql(consultant: { id: number; claimCount: number }, q: ClaimHistoryQuery) {
  const params: unknown[] = [consultant.id];
  const where = ['claims.user_id = $1'];
  const days = ['c.user_id = $1'];
  const shape: string[] = [];
  if (q.clientNm) {
    params.push(q.clientNm);
    where.push(`strpos(claims.client_nm, $${params.length}) > 0`);
    shape.push('name');
  }
  if (q.clientTelHash) {
    params.push(q.clientTelHash);
    where.push(`claims.client_tel_hash = $${params.length}`);
    shape.push('tel');
  }
  if (q.startDate) {
    params.push(q.startDate);
    where.push(`claims.claim_date >= $${params.length}`);
    days.push(`c.claim_date >= $${params.length}`);
    shape.push('from');
  }
  if (q.endDate) {
    params.push(q.endDate);
    where.push(`claims.claim_date <= $${params.length}`);
    days.push(`c.claim_date <= $${params.length}`);
    shape.push('to');
  }
  const size = q.pageSize ?? 20;
  params.push(size, ((q.page ?? 1) - 1) * size);
  const [limit, offset] = [`$${params.length - 1}`, `$${params.length}`];
  let total: string;
  if (shape.length === 0) {
    params.push(consultant.claimCount);
    total = `$${params.length}::int`;
  } else if (shape.every((f) => f === 'from' || f === 'to')) {
    total = `(select coalesce(sum(c.n), 0)::int from claim_day_counts c where ${days.join(' and ')})`;
  } else {
    total = `(select count(*)::int from claims where ${where.join(' and ')})`;
  }
  return {
    name: `bench-claim-history:${shape.join(',')}`,
    text: `with keys as (
        select claims.id from claims where ${where.join(' and ')}
        order by claims.claim_date desc, claims.id desc limit ${limit} offset ${offset}
      ),
      page as (
        select claims.*, insurers.name as insu_comp_nm, insurers.logo_url, users.name as fc_name, banks.name as bank_name
        from keys k join claims on claims.id = k.id
        join insurers on insurers.code = claims.insurer_cd
        join users on users.id = claims.user_id left join banks on banks.code = claims.bank_cd
      ),
      pii_access as (
        insert into pii_access_log (key_id, portal_id, actor, action, lead_ids, claim_ids, analysis_ids, file_ids, fields,
          reason)
        select null, null, 'bench', 'CLAIM_HISTORY', '{}', array_agg(p.id order by p.claim_date desc, p.id desc), '{}',
          '{}', array['clientTel', 'callbackTel']
            || case when bool_or(coalesce(p.bank_account_enc, '') <> '') then array['bankAccount'] else '{}'::text[] end,
          null
        from page p having count(*) > 0
      )
      select p.*, t.total, (
          select json_agg(json_build_array(f.url, f.size) order by f.position) from claim_files f where f.claim_id = p.id
        ) as files
      from (select ${total} as total) t left join page p on true
      order by p.claim_date desc, p.id desc`,
    params,
  };
}

export async function runClaimHistory(pool: pg.Pool, q: ClaimHistoryQuery) {
  const user = await pool.query('select id, claim_count from users where ci = $1', [q.fcUserCi]);
  const { name, text, params } = claimHistorySql({ id: user.rows[0].id, claimCount: user.rows[0].claim_count }, q);
  return (await pool.query({ name, text, values: params })).rows;
}

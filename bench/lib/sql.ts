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
  if (q.used === 'true') where.push('leads.used_at is not null');
  if (q.used === 'false') where.push('leads.used_at is null');
  if (q.hasAs === 'Y') where.push(`(leads.latest_as_status is not null and leads.latest_as_status <> 'CANCELLED')`);
  if (q.hasAs === 'N') where.push(`(leads.latest_as_status is null or leads.latest_as_status = 'CANCELLED')`);
  if (q.region) {
    params.push(q.region);
    where.push(`leads.region_id = (select regions.id from regions where regions.name = $${params.length})`);
  }
  if (q.gender) {
    params.push(q.gender);
    where.push(`leads.gender = $${params.length}`);
  }
  if (q.search) {
    params.push(`%${q.search}%`);
    const p = `$${params.length}`;
    where.push(
      `(leads.name ilike ${p} or leads.phone_3 ilike ${p} or leads.email ilike ${p} or leads.memo ilike ${p} or products.name ilike ${p})`,
    );
  }
  return { where: where.join(' and '), params };
}

export function leadListSql(q: LeadListQuery) {
  const { where, params } = leadWhere(q);
  const column = { assignedAt: 'last_distributed_at', usedAt: 'used_at', age: 'birth_date' }[q.sortBy ?? 'assignedAt'];
  const dir = q.sortOrder === 'asc' ? 'asc' : 'desc';
  // The service's order: `desc` for assignedAt (never null on an ASSIGNED lead), `nulls last` otherwise.
  const nulls = dir === 'desc' && column === 'last_distributed_at' ? '' : ' nulls last';
  const limit = q.limit ?? 20;
  const offset = ((q.page ?? 1) - 1) * limit;
  const from = `from leads inner join products on products.id = leads.product_id
    left join regions on regions.id = leads.region_id`;
  return {
    rows: {
      text: `select leads.*, products.name as product_name, regions.name as region_name ${from}
        where ${where} order by leads.${column} ${dir}${nulls}, leads.id ${dir} limit ${limit} offset ${offset}`,
      params,
    },
    count: {
      text: `select count(*)::int as total from leads
        ${q.search ? 'inner join products on products.id = leads.product_id' : ''} where ${where}`,
      params,
    },
  };
}

/** One list request: page and total together, then the page's AS history and the access-log row in one statement. */
export async function runLeadList(pool: pg.Pool, q: LeadListQuery) {
  const { rows, count } = leadListSql(q);
  const [page] = await Promise.all([pool.query(rows.text, rows.params), pool.query(count.text, count.params)]);
  const ids = page.rows.map((r) => r.id);
  const used = page.rows.filter((r) => r.used_at).map((r) => r.id);
  // The AS history, with the access record written by the same statement as the service does.
  if (ids.length === 0) return;
  const history =
    'select id, lead_id, status, created_at from as_requests where lead_id = any($1::bigint[]) order by created_at desc, id desc';
  if (used.length === 0) await pool.query(history, [ids]);
  else
    await pool.query(
      `with pii_access as (insert into pii_access_log (key_id, portal_id, action, lead_ids, fields)
         values ($2, $3, 'LIST_LEADS', $4, $5)) ${history}`,
      [ids, null, q.portalId, used, ['phone', 'email', 'name']],
    );
}

export async function runOrderList(pool: pg.Pool, portalId: number, page = 1, limit = 20) {
  const [rows] = await Promise.all([
    pool.query(
      `select orders.*, providers.id as p_id, providers.name as p_name, providers.code as p_code, products.name as product_name
       from orders inner join providers on providers.id = orders.provider_id
       inner join products on products.id = orders.product_id
       where orders.portal_id = $1 order by orders.created_at desc, orders.id desc limit $2 offset $3`,
      [portalId, limit, (page - 1) * limit],
    ),
    pool.query(
      `select count(*)::int, coalesce(sum(ordered_quantity), 0)::bigint, coalesce(sum(provisional_count), 0)::bigint,
         coalesce(sum(confirmed_count), 0)::bigint, coalesce(sum(used_count), 0)::bigint
       from orders where orders.portal_id = $1`,
      [portalId],
    ),
  ]);
  const ids = rows.rows.map((r) => r.id);
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

export function claimHistorySql(userId: number, q: ClaimHistoryQuery) {
  const params: unknown[] = [userId];
  const where = ['claims.user_id = $1'];
  if (q.clientNm) {
    params.push(q.clientNm);
    where.push(`strpos(claims.client_nm, $${params.length}) > 0`);
  }
  if (q.clientTelHash) {
    params.push(q.clientTelHash);
    where.push(`claims.client_tel_hash = $${params.length}`);
  }
  if (q.startDate) {
    params.push(q.startDate);
    where.push(`claims.claim_date >= $${params.length}`);
  }
  if (q.endDate) {
    params.push(q.endDate);
    where.push(`claims.claim_date <= $${params.length}`);
  }
  const size = q.pageSize ?? 20;
  const offset = ((q.page ?? 1) - 1) * size;
  return {
    rows: {
      text: `select claims.*, insurers.name, insurers.logo_url, users.name as fc_name, banks.name as bank_name
        from claims inner join insurers on insurers.code = claims.insurer_cd
        inner join users on users.id = claims.user_id left join banks on banks.code = claims.bank_cd
        where ${where.join(' and ')} order by claims.claim_date desc, claims.id desc limit ${size} offset ${offset}`,
      params,
    },
    count: { text: `select count(*)::int from claims where ${where.join(' and ')}`, params },
  };
}

export async function runClaimHistory(pool: pg.Pool, q: ClaimHistoryQuery) {
  const user = await pool.query('select * from users where ci = $1', [q.fcUserCi]);
  const { rows, count } = claimHistorySql(user.rows[0].id, q);
  const [page] = await Promise.all([pool.query(rows.text, rows.params), pool.query(count.text, count.params)]);
  const ids = page.rows.map((r) => r.id);
  if (ids.length) {
    // The page's files, with the access record written by the same statement as the service does.
    const fields = ['clientTel', 'callbackTel', ...(page.rows.some((r) => r.bank_account_enc) ? ['bankAccount'] : [])];
    await pool.query(
      `with pii_access as (insert into pii_access_log (key_id, portal_id, actor, action, lead_ids, claim_ids, fields)
         values (null, null, $2, 'CLAIM_HISTORY', '{}', $1, $3))
       select claim_id, url, size from claim_files where claim_id = any($1::int[]) order by claim_id, position`,
      [ids, 'bench', fields],
    );
  }
}

import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { columnsOf } from '../../db/columns.js';
import { executeNamed } from '../../db/named.js';
import {
  type AsStatus,
  asRequests,
  assignments,
  leads,
  orderRegions,
  orders,
  productProviders,
  products,
  providers,
  regions,
} from '../../db/schema/index.js';
import type { ApiKeyPrincipal } from '../../keys/keys.service.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller, PortalCaller } from '../../platform/access/caller.js';
import { requireProviderScope } from '../../platform/auth.js';
import { badRequest, conflict, notFound, validationFailed } from '../../platform/errors.js';
import { type DomainEvent, emit } from '../../platform/events.js';
import { maskEmail, maskEmailSql, maskName, maskNameSql } from '../../platform/masking.js';
import type { PiiVault } from '../../platform/pii.js';
import { iso, parseId, parseIntId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type { RegionCatalog } from '../catalog/regions.service.js';
import {
  idArray,
  lockOrder,
  makeRoomForConfirmation,
  type OrderRoom,
  type OrderRow,
  statusAfter,
} from '../orders/assignments.service.js';
import { orderAccess } from '../orders/order.access.js';
import {
  formatPhone,
  maskPhone,
  parseBirthDate,
  parseGender,
  parseSsn,
  phoneFromDigits,
  requirePhone,
} from './contact.js';
import { leadAccess } from './lead.access.js';

export const AS_STATUS_LABELS: Record<AsStatus, string> = {
  WAITING: '대기',
  HOLD: '보류',
  APPROVED: '승인',
  REJECTED: '반려',
  CANCELLED: '취소',
};

export const METADATA_MAX_BYTES = 16 * 1024;

export interface LeadDeps {
  db: Db;
  vault: PiiVault;
  regions: RegionCatalog;
  /** Offers unowned leads to open orders (the allocation engine); returns how many were taken. */
  offerLeads?: (tx: Executor, caller: Caller, leadIds: number[]) => Promise<number>;
  /** Adds `files` to metadata that lists `fileIds`; checks ownership on registration. */
  attachments?: LeadAttachments;
}

export interface LeadAttachments {
  check(db: Executor, fileIds: string[], providerId: number): Promise<void>;
  describe(db: Executor, fileIds: string[]): Promise<Record<string, unknown>[]>;
}

export interface RegisterInput {
  productId: string;
  providerId: string;
  portalId?: number;
  name: string;
  phone: string;
  email?: string;
  region?: string;
  address?: string;
  memo?: string;
  birth_date?: string;
  gender?: string;
  ssn?: string;
  metadata?: Record<string, unknown>;
}

/** Provider, product and their mapping in one round trip, checked in the contract's order. */
async function requireProviderAndProduct(db: Executor, principal: ApiKeyPrincipal, input: RegisterInput) {
  // Ids above the integer columns' range name nothing: no provider (the first check), no product (0 is never an id).
  const providerId = parseIntId(input.providerId);
  if (providerId === null) throw badRequest('PROVIDER_NOT_FOUND', 'providerId: no such provider');
  const productId = parseIntId(input.productId) ?? 0;
  // Plain SQL with the few columns needed: registration is the hottest write path.
  const rows = await executeNamed<{
    provider_name: string;
    product_id: number | null;
    product_name: string | null;
    mapped: boolean;
  }>(
    db,
    'lead_register_catalog',
    sql`
    select pv.name as provider_name, pd.id as product_id, pd.name as product_name, pp.product_id is not null as mapped
    from ${providers} pv
    left join ${products} pd on pd.id = ${productId}
    left join ${productProviders} pp on pp.product_id = pd.id and pp.provider_id = pv.id
    where pv.id = ${providerId}`,
  );
  const row = rows[0];
  if (!row) throw badRequest('PROVIDER_NOT_FOUND', 'providerId: no such provider');
  requireProviderScope(principal, providerId);
  if (row.product_id === null) throw badRequest('PRODUCT_NOT_FOUND', 'productId: no such product');
  if (!row.mapped) throw badRequest('PRODUCT_NOT_MAPPED', 'productId: this product is not supplied by that provider');
  return {
    provider: { id: providerId, name: row.provider_name },
    product: { id: productId, name: row.product_name as string },
  };
}

function checkMetadata(metadata: Record<string, unknown> | undefined) {
  if (!metadata) return [];
  if (Buffer.byteLength(JSON.stringify(metadata)) > METADATA_MAX_BYTES) {
    throw validationFailed('metadata', 'must be at most 16 KiB of JSON');
  }
  const fileIds = metadata.fileIds;
  if (fileIds === undefined) return [];
  if (!Array.isArray(fileIds) || fileIds.length > 20 || fileIds.some((f) => typeof f !== 'string')) {
    throw validationFailed('metadata.fileIds', 'must be an array of at most 20 file ids');
  }
  return fileIds as string[];
}

/** Field formats, checked after the provider and product (the contract's validation order). */
async function normalizeFields(deps: LeadDeps, input: RegisterInput) {
  const phone = requirePhone(input.phone);
  const ssn = input.ssn ? parseSsn(input.ssn) : null;
  const birthDate = input.birth_date ? parseBirthDate(input.birth_date) : (ssn?.birthDate ?? null);
  if (ssn && birthDate !== ssn.birthDate) throw validationFailed('birth_date', 'does not match the ssn');
  const gender = input.gender ? parseGender(input.gender) : (ssn?.gender ?? null);
  if (ssn && gender !== ssn.gender) throw validationFailed('gender', 'does not match the ssn');
  const region = input.region ? await deps.regions.resolve(input.region) : null;
  const fileIds = checkMetadata(input.metadata);
  return { phone, ssn, birthDate, gender, region, fileIds };
}

/** The oldest open order of this provider, product and portal user, locked; or a new automatic one. */
async function orderForPortalUser(tx: Executor, providerId: number, productId: number, portalId: number) {
  for (let attempt = 0; attempt < 5; attempt++) {
    // Locked as it is found: a row that another transaction completed or cancelled while we waited for its lock
    // fails the re-checked conditions and the next open order is taken instead.
    const [locked] = await executeNamed<{
      id: number | string;
      portal_id: number;
      provisional_count: number;
      confirmed_count: number;
      ordered_quantity: number;
    }>(
      tx,
      'lead_register_order',
      sql`
      select id, portal_id, provisional_count, confirmed_count, ordered_quantity from ${orders}
      where provider_id = ${providerId} and product_id = ${productId} and portal_id = ${portalId}
        and status in ('PENDING', 'IN_PROGRESS')
        -- A recipient's distribution order holds passed-on leads, not supply.
        and source <> 'DISTRIBUTION'
      order by created_at, id
      limit 1
      for update`,
    );
    if (locked) {
      return {
        id: Number(locked.id),
        portalId: locked.portal_id,
        provisionalCount: locked.provisional_count,
        confirmedCount: locked.confirmed_count,
        orderedQuantity: locked.ordered_quantity,
      };
    }
    // A partial unique index allows one open automatic order: a racing registration waits here, then finds it.
    const [created] = await tx
      .insert(orders)
      .values({
        providerId,
        productId,
        portalId,
        source: 'AUTO',
        ordererName: 'AUTO',
        ordererContact: '',
        orderedQuantity: 1_000_000,
        status: 'IN_PROGRESS',
      })
      .onConflictDoNothing()
      .returning();
    if (created) return (await lockOrder(tx, created.id)) as OrderRow;
  }
  throw new Error('could not find or create an order for the portal user');
}

type LeadStatus = (typeof leads.$inferSelect)['status'];

interface NewLeadRow {
  provider_id: number;
  product_id: number;
  name: string;
  phone_enc: string;
  phone_hash: string;
  phone_1: string;
  phone_3: string;
  phone_masked: string;
  email: string | null;
  region_id: number | null;
  address: string | null;
  memo: string | null;
  birth_date: string | null;
  gender: string | null;
  ssn_enc: string | null;
  /** JSON text. */
  metadata: string | null;
  /** The REGISTERED event's detail, JSON text. */
  detail: string;
}

/** The columns a registration writes, and their values in that order. */
const NEW_LEAD_COLUMNS = sql.raw(
  'provider_id, product_id, name, phone_enc, phone_hash, phone_1, phone_3, phone_masked, email, region_id, address, ' +
    'memo, birth_date, gender, ssn_enc, metadata',
);
const newLeadValues = (v: NewLeadRow) =>
  sql`${v.provider_id}, ${v.product_id}, ${v.name}, ${v.phone_enc}, ${v.phone_hash}, ${v.phone_1}, ${v.phone_3},
    ${v.phone_masked}, ${v.email}, ${v.region_id}::int, ${v.address}, ${v.memo}, ${v.birth_date}, ${v.gender},
    ${v.ssn_enc}, ${v.metadata}::jsonb`;

/**
 * Inserts a lead in one statement (registration is the hottest write path: plain SQL, one round trip; its events
 * follow in one `emit`). Null when the provider already has a lead with this phone number.
 */
async function insertLead(tx: Executor, v: NewLeadRow) {
  const rows = await executeNamed<{
    id: number | string;
    status: LeadStatus;
    name: string;
    created_at: Date | string;
  }>(
    tx,
    'lead_register_insert',
    sql`
    with inserted as (
      insert into ${leads} (${NEW_LEAD_COLUMNS}) values (${newLeadValues(v)})
      on conflict do nothing
      returning id, status, name, created_at
    )
    select id, status, name, created_at from inserted`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    status: row.status,
    name: row.name,
    createdAt: new Date(row.created_at),
    regionId: v.region_id,
    orderId: null as number | null,
    assignmentId: null as number | null,
  };
}

/**
 * Registers a lead straight into a portal user's locked order, confirmed, in one statement: the lead is written once
 * in its final state (its assignment's id drawn first, both rows checked against each other at the statement's end),
 * with its assignment and the order's and region's counters (its events follow in one `emit`). Null for a
 * duplicate phone number. `orderStatus` is the order's status after it.
 */
async function insertLeadIntoOrder(tx: Executor, v: NewLeadRow, order: OrderRoom) {
  const rows = await executeNamed<{
    id: number | string;
    name: string;
    created_at: Date | string;
    assignment_id: number | string;
    order_status: string | null;
  }>(
    tx,
    'lead_register_into_order',
    sql`
    with next as (
      select nextval(pg_get_serial_sequence('assignments', 'id')) as assignment_id
    ), inserted as (
      insert into ${leads} (${NEW_LEAD_COLUMNS},
        status, owner_portal_id, order_id, assignment_id, assigned_at, last_distributed_at)
      select ${newLeadValues(v)},
        'ASSIGNED', ${order.portalId}::int, ${order.id}::bigint, next.assignment_id, now(), now()
      from next
      on conflict do nothing
      returning id, name, created_at, assignment_id
    ), assignment as (
      insert into ${assignments} (id, lead_id, order_id, kind, confirmed_at) overriding system value
      select assignment_id, id, ${order.id}::bigint, 'CONFIRMED', now() from inserted
    ), region as (
      update ${orderRegions} set confirmed_count = ${orderRegions.confirmedCount} + 1
      where ${orderRegions.orderId} = ${order.id}::bigint and ${orderRegions.regionId} = ${v.region_id}::int
        and exists (select 1 from inserted)
    ), counted as (
      update ${orders} set confirmed_count = ${orders.confirmedCount} + 1, status = ${statusAfter(0, 1)},
        updated_at = now()
      where ${orders.id} = ${order.id}::bigint and exists (select 1 from inserted)
      returning ${orders.status}
    )
    select id, name, created_at, assignment_id, (select status from counted) as order_status from inserted`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    status: 'ASSIGNED' as LeadStatus,
    name: row.name,
    createdAt: new Date(row.created_at),
    regionId: v.region_id,
    orderId: order.id as number | null,
    assignmentId: Number(row.assignment_id) as number | null,
    orderStatus: row.order_status,
  };
}

export async function registerLead(deps: LeadDeps, principal: ApiKeyPrincipal, input: RegisterInput) {
  const { provider, product } = await requireProviderAndProduct(deps.db, principal, input);
  const fields = await normalizeFields(deps, input);
  if (fields.fileIds.length && deps.attachments) await deps.attachments.check(deps.db, fields.fileIds, provider.id);
  const { vault } = deps;
  const caller: Caller =
    principal.kind === 'provider'
      ? { kind: 'provider', keyId: principal.keyId, providerId: provider.id }
      : { kind: 'admin', keyId: principal.keyId };
  const registered = (leadId: number, detail: string): DomainEvent => ({
    type: 'lead.history',
    leadId,
    event: 'REGISTERED',
    detail: JSON.parse(detail) as Record<string, unknown>,
  });
  const lead = await withTransaction(deps.db, async (tx) => {
    const values: NewLeadRow = {
      provider_id: provider.id,
      product_id: product.id,
      name: input.name.trim(),
      phone_enc: vault.encrypt(fields.phone.digits),
      phone_hash: vault.blindIndex(fields.phone.digits),
      phone_1: fields.phone.first,
      phone_3: fields.phone.last,
      phone_masked: maskPhone(fields.phone),
      email: input.email ?? null,
      region_id: fields.region?.id ?? null,
      address: input.address ?? null,
      memo: input.memo ?? null,
      birth_date: fields.birthDate,
      gender: fields.gender,
      ssn_enc: fields.ssn ? vault.encrypt(fields.ssn.digits) : null,
      metadata: input.metadata ? JSON.stringify(input.metadata) : null,
      detail: JSON.stringify({ portalId: input.portalId ?? null }),
    };
    const duplicate = () => conflict('DUPLICATE_CONTACT', 'A lead with this phone number exists for this provider');
    if (input.portalId !== undefined) {
      const order = await orderForPortalUser(tx, provider.id, product.id, input.portalId);
      // With room made first, the order can only complete with no provisional lead left (provisional + confirmed
      // never exceed the quantity): nothing else to release.
      const freed = await makeRoomForConfirmation(tx, caller, order);
      const placed = await insertLeadIntoOrder(tx, values, order);
      if (!placed) throw duplicate();
      // The order was open and locked: it completes here exactly when its status after this lead is COMPLETED.
      const completed = placed.orderStatus === 'COMPLETED' && order.confirmedCount < order.orderedQuantity;
      const at = { leadId: placed.id, orderId: order.id, portalId: order.portalId };
      await emit(tx, caller, [
        registered(placed.id, values.detail),
        { type: 'lead.history', ...at, event: 'CONFIRMED' },
        { type: 'lead.assigned', ...at, assignment: 'CONFIRMED' },
        ...(completed ? [{ type: 'order.completed' as const, orderId: order.id, portalId: order.portalId }] : []),
      ]);
      if (freed.length && deps.offerLeads) await deps.offerLeads(tx, caller, freed);
      return placed;
    }
    const row = await insertLead(tx, values);
    if (!row) throw duplicate();
    await emit(tx, caller, [registered(row.id, values.detail)]);
    if (deps.offerLeads && (await deps.offerLeads(tx, caller, [row.id])) > 0) {
      const { rows } = await tx.execute<{ status: LeadStatus; order_id: number | null; assignment_id: number | null }>(
        sql`select status, order_id, assignment_id from ${leads} where id = ${row.id}`,
      );
      const placed = rows[0];
      return { ...row, status: placed.status, orderId: placed.order_id, assignmentId: placed.assignment_id };
    }
    return row;
  });
  return {
    id: String(lead.id),
    productId: String(product.id),
    providerId: String(provider.id),
    status: lead.status,
    name: lead.name,
    phone_1: fields.phone.first,
    phone_3: fields.phone.last,
    email: input.email ?? null,
    region: fields.region?.name ?? null,
    address: input.address ?? null,
    birth_date: fields.birthDate,
    gender: fields.gender,
    createdAt: iso(lead.createdAt)!,
    product: { id: String(product.id), name: product.name },
    provider: { id: String(provider.id), name: provider.name },
    orderId: lead.orderId === null ? null : String(lead.orderId),
    assignmentId: lead.assignmentId === null ? null : String(lead.assignmentId),
  };
}

// ---- reading owned leads ----

const leadColumns = {
  lead: leads,
  productName: products.name,
  regionName: regions.name,
};

/** The lead columns a lead's view shows, for plain-SQL reads. */
const VIEW_COLUMNS = columnsOf(leads, [
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
]);

/** What a lead's view is made of: the lead's shown columns, its product's and region's names. */
type LeadJoinRow = {
  lead: ReturnType<typeof VIEW_COLUMNS.read>;
  productName: string;
  regionName: string | null;
};

/** The portal user reading leads (an admin key acting for one is one too). */
export type Reader = PortalCaller;

/** Each lead's AS requests, newest first (`leadAs` of the Lead shape). */
export async function asHistory(db: Executor, leadIds: number[]) {
  const map = new Map<number, { id: string; status: string; createdAt: string }[]>();
  if (leadIds.length === 0) return map;
  const { rows } = await db.execute<{
    id: number | string;
    lead_id: number | string;
    status: string;
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

export interface ViewOptions {
  /** Masking of contact and email: lifted once used, or always applied (distributed-away list). */
  contact: 'untilUsed' | 'always';
  vault: PiiVault;
}

export function leadView(
  row: LeadJoinRow,
  leadAs: { id: string; status: string; createdAt: string }[],
  opts: ViewOptions,
) {
  const { lead } = row;
  const used = lead.usedAt !== null;
  const revealContact = used && opts.contact === 'untilUsed';
  const status = lead.latestAsStatus;
  return {
    id: String(lead.id),
    productId: String(lead.productId),
    product: { id: String(lead.productId), name: row.productName },
    name: used ? lead.name : maskName(lead.name),
    phone: revealContact ? formatPhone(phoneFromDigits(opts.vault.decrypt(lead.phoneEnc))) : lead.phoneMasked,
    email: lead.email === null ? null : revealContact ? lead.email : maskEmail(lead.email),
    region: row.regionName,
    address: lead.address,
    birth_date: lead.birthDate,
    gender: lead.gender,
    memo: lead.memo,
    assignmentId: lead.assignmentId === null ? null : String(lead.assignmentId),
    usedAt: iso(lead.usedAt),
    assignedAt: iso(lead.assignedAt),
    lastDistributedAt: iso(lead.lastDistributedAt),
    metadata: lead.metadata,
    leadAs,
    leadAsStatus: status,
    leadAsStatusLabel: status ? AS_STATUS_LABELS[status] : null,
  };
}

export type LeadViewShape = ReturnType<typeof leadView>;

/** `hasAs`: true/Y keeps leads whose latest AS request is not CANCELLED; false/N the others. */
export function hasAsCondition(hasAs: string | undefined): SQL | undefined {
  if (hasAs === undefined) return undefined;
  const wanted = hasAs === 'true' || hasAs === 'Y';
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
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const used = sql`${leads.usedAt} is not null`;
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

export interface LeadListInput {
  portalId: number;
  used?: 'true' | 'false';
  hasAs?: 'true' | 'false' | 'Y' | 'N';
  region?: string;
  gender?: string;
  search?: string;
  sortBy?: 'assignedAt' | 'usedAt' | 'age';
  sortOrder?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

export async function listOwnedLeads(deps: LeadDeps, reader: Reader, q: LeadListInput) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const regionName = q.region ? await deps.regions.normalize(q.region) : null;
  const where = and(
    scopeOf(leadAccess, reader),
    q.used === undefined ? undefined : q.used === 'true' ? isNotNull(leads.usedAt) : isNull(leads.usedAt),
    hasAsCondition(q.hasAs),
    // By id, so that the total needs no join: it is then counted from the owner's partial index alone.
    regionName
      ? sql`${leads.regionId} = (select ${regions.id} from ${regions} where ${regions.name} = ${regionName})`
      : undefined,
    q.gender ? eq(leads.gender, parseGender(q.gender)) : undefined,
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
  // Plain SQL with the shown columns only: the query builder's cost is paid per request, and this is the most
  // requested read. The product join of the total is needed only to search its name.
  const [page_, counted] = await Promise.all([
    deps.db.execute<{ product_name: string; region_name: string | null }>(sql`
      select ${VIEW_COLUMNS.list}, ${products.name} as product_name, ${regions.name} as region_name
      from ${leads}
      join ${products} on ${products.id} = ${leads.productId}
      left join ${regions} on ${regions.id} = ${leads.regionId}
      where ${where}
      order by ${sortKey}, ${direction(leads.id)}
      limit ${limit} offset ${(page - 1) * limit}`),
    deps.db.execute<{ total: number }>(sql`
      select count(*)::int as total from ${leads}
      ${q.search ? sql`join ${products} on ${products.id} = ${leads.productId}` : sql``}
      where ${where}`),
  ]);
  const rows: LeadJoinRow[] = page_.rows.map((r) => ({
    lead: VIEW_COLUMNS.read(r),
    productName: r.product_name,
    regionName: r.region_name,
  }));
  const total = counted.rows[0].total;
  // The access record names the used leads of the page, whose contact the response reveals; it does not wait for
  // their AS history.
  const [history] = await Promise.all([
    asHistory(
      deps.db,
      rows.map((r) => r.lead.id),
    ),
    emit(deps.db, reader, [
      {
        type: 'pii.read',
        action: 'LIST_LEADS',
        leadIds: rows.filter((r) => r.lead.usedAt).map((r) => r.lead.id),
        fields: ['phone', 'email', 'name'],
      },
    ]),
  ]);
  const data = rows.map((r) => leadView(r, history.get(r.lead.id) ?? [], { contact: 'untilUsed', vault: deps.vault }));
  return { data, total: Number(total), page, limit };
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

async function fullView(deps: LeadDeps, row: LeadJoinRow) {
  const history = await asHistory(deps.db, [row.lead.id]);
  const view = leadView(row, history.get(row.lead.id) ?? [], { contact: 'untilUsed', vault: deps.vault });
  const fileIds = row.lead.metadata?.fileIds;
  if (Array.isArray(fileIds) && deps.attachments) {
    view.metadata = { ...row.lead.metadata, files: await deps.attachments.describe(deps.db, fileIds as string[]) };
  }
  return view;
}

export async function getOwnedLead(deps: LeadDeps, reader: Reader, rawId: string) {
  const row = await ownedLead(deps.db, rawId, reader);
  if (row.lead.usedAt) {
    await emit(deps.db, reader, [
      { type: 'pii.read', action: 'GET_LEAD', leadIds: [row.lead.id], fields: ['phone', 'email', 'name'] },
    ]);
  }
  return fullView(deps, row);
}

/** Marks an owned lead used (once: a second call keeps the first `usedAt`) and returns it unmasked. */
export async function markUsed(deps: LeadDeps, reader: Reader, rawId: string) {
  const row = await ownedLead(deps.db, rawId, reader);
  await withTransaction(deps.db, async (tx) => {
    const [first] = await tx
      .update(leads)
      .set({ usedAt: sql`now()` })
      .where(and(eq(leads.id, row.lead.id), isNull(leads.usedAt), scopeOf(leadAccess, reader)))
      .returning({ orderId: leads.orderId });
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

export async function lookupContacts(deps: LeadDeps, reader: Reader, leadIds: string[]) {
  const ids = [...new Set(leadIds)].map(Number);
  const rows = await deps.db
    .select({ id: leads.id, name: leads.name, phoneEnc: leads.phoneEnc, usedAt: leads.usedAt })
    .from(leads)
    .where(and(inArray(leads.id, ids), scopeOf(leadAccess, reader)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data: { id: string; name: string; phone: string }[] = [];
  const skipped: { id: string; reason: 'NOT_FOUND' | 'NOT_USED' }[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) skipped.push({ id: String(id), reason: 'NOT_FOUND' });
    else if (!row.usedAt) skipped.push({ id: String(id), reason: 'NOT_USED' });
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

import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { executeNamed } from '../../db/named.js';
import {
  assignments,
  type LeadStatus,
  leads,
  orderRegions,
  orders,
  productProviders,
  products,
  providers,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { badRequest, conflict, forbidden, validationFailed } from '../../platform/errors.js';
import { type DomainEvent, emit } from '../../platform/events.js';
import { iso, parseIntId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import { maskPhone } from '../core/contact.js';
import type { LeadDeps, LeadToPlace } from '../core/lead.js';
import { type NormalizedLeadFields, normalizeLeadFields } from '../core/lead-fields.js';
import {
  lockOrder,
  makeRoomForConfirmation,
  type OrderRoom,
  type OrderRow,
  statusAfter,
} from '../orders/assignments.service.js';
import type { RegisteredLead, RegisterLeadBody } from './intake.schemas.js';

export const METADATA_MAX_BYTES = 16 * 1024;

export type RegisterLeadInput = Static<typeof RegisterLeadBody>;
export type RegisteredLeadView = Static<typeof RegisteredLead>;

/** Provider, product and their mapping in one round trip, checked in the contract's order. */
export async function requireProviderAndProduct(
  db: Executor,
  caller: Caller,
  input: { providerId: string; productId: string },
) {
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
  if (caller.kind === 'provider' && caller.providerId !== providerId) {
    throw forbidden('KEY_SCOPE', 'This key may not act for that providerId');
  }
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

/**
 * Field formats, checked after the provider and product (the contract's validation order), by the validation the
 * bulk import shares: the first issue is the answer.
 */
async function normalizeFields(deps: LeadDeps, input: RegisterLeadInput) {
  const result = normalizeLeadFields(input, await deps.regions.current());
  if (!result.ok) {
    const [first] = result.issues;
    throw validationFailed(first.field, first.message);
  }
  const fileIds = checkMetadata(input.metadata);
  return { ...result.fields, fileIds };
}

/** The oldest open order of this provider, product and portal user, locked; or a new automatic one. */
export async function orderForPortalUser(tx: Executor, providerId: number, productId: number, portalId: number) {
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

export interface NewLeadRow {
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

/** The row a registration writes for normalized fields: contact encrypted, its blind index, the masked phone. */
export function newLeadRow(
  vault: LeadDeps['vault'],
  ids: { providerId: number; productId: number },
  fields: NormalizedLeadFields,
  extra: { metadata: Record<string, unknown> | null; detail: Record<string, unknown> },
): NewLeadRow {
  return {
    provider_id: ids.providerId,
    product_id: ids.productId,
    name: fields.name,
    phone_enc: vault.encrypt(fields.phone.digits),
    phone_hash: vault.blindIndex(fields.phone.digits),
    phone_1: fields.phone.first,
    phone_3: fields.phone.last,
    phone_masked: maskPhone(fields.phone),
    email: fields.email,
    region_id: fields.region?.id ?? null,
    address: fields.address,
    memo: fields.memo,
    birth_date: fields.birthDate,
    gender: fields.gender,
    ssn_enc: fields.ssn ? vault.encrypt(fields.ssn.digits) : null,
    metadata: extra.metadata ? JSON.stringify(extra.metadata) : null,
    detail: JSON.stringify(extra.detail),
  };
}

/**
 * Registers many leads of one provider and product without `portalId`, in the caller's transaction, by the rules of
 * a single registration: each lead written UNASSIGNED with its REGISTERED event, then all offered to open orders
 * (the allocation engine takes them oldest first, as it would one by one). One `INSERT … SELECT FROM unnest(…)`
 * writes them all, in the order given; a phone number the provider already has is skipped (`ON CONFLICT DO
 * NOTHING`). The phone numbers must differ from each other. Returns each row's lead id, or null for a duplicate.
 *
 * The batch is offered in one pass (`offerNewLeads`) and every event of the batch (REGISTERED, the provisional
 * assignments, the public events) is written by one `emit`: about a dozen statements a batch whatever its size and
 * however many leads the orders take.
 */
export async function registerLeadBatch(
  tx: Executor,
  deps: Pick<LeadDeps, 'offerNewLeads'>,
  caller: Caller,
  rows: NewLeadRow[],
): Promise<(number | null)[]> {
  if (rows.length === 0) return [];
  const column = <K extends keyof NewLeadRow>(key: K) => sql.param(rows.map((r) => r[key]));
  const { provider_id: providerId, product_id: productId } = rows[0];
  const inserted = await executeNamed<{ id: number | string; phone_hash: string }>(
    tx,
    'lead_register_batch',
    sql`
    with input as (
      select * from unnest(${column('name')}::text[], ${column('phone_enc')}::text[], ${column('phone_hash')}::text[],
        ${column('phone_1')}::text[], ${column('phone_3')}::text[], ${column('phone_masked')}::text[],
        ${column('email')}::text[], ${column('region_id')}::int[], ${column('address')}::text[],
        ${column('memo')}::text[], ${column('birth_date')}::text[], ${column('gender')}::text[],
        ${column('ssn_enc')}::text[], ${column('metadata')}::jsonb[])
        with ordinality as t(name, phone_enc, phone_hash, phone_1, phone_3, phone_masked, email, region_id, address,
          memo, birth_date, gender, ssn_enc, metadata, ord)
    )
    insert into ${leads} (${NEW_LEAD_COLUMNS})
    select ${providerId}::int, ${productId}::int, name, phone_enc, phone_hash, phone_1, phone_3, phone_masked, email,
      region_id, address, memo, birth_date, gender, ssn_enc, metadata
    from input order by ord
    on conflict do nothing
    returning id, phone_hash`,
  );
  const idOf = new Map(inserted.map((r) => [r.phone_hash, Number(r.id)]));
  const ids = rows.map((r) => idOf.get(r.phone_hash) ?? null);
  const events: DomainEvent[] = [];
  const fresh: LeadToPlace[] = [];
  for (const [index, id] of ids.entries()) {
    if (id === null) continue;
    const detail = JSON.parse(rows[index].detail) as Record<string, unknown>;
    events.push({ type: 'lead.history', leadId: id, event: 'REGISTERED', detail });
    fresh.push({ id, providerId, productId, regionId: rows[index].region_id });
  }
  // Oldest (lowest id) first, as the engine takes them.
  fresh.sort((a, b) => a.id - b.id);
  if (fresh.length > 0) await deps.offerNewLeads?.(tx, caller, fresh, events);
  await emit(tx, caller, events);
  return ids;
}

/**
 * Inserts a lead and its REGISTERED event in one statement (registration is the hottest write path: plain SQL,
 * one round trip). Null when the provider already has a lead with this phone number.
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

/**
 * Registers a lead for a provider (a provider key registers for its own provider only). With `portalId` it is
 * confirmed into that portal user's order; without, it is offered to open orders.
 */
export async function registerLead(
  deps: LeadDeps,
  caller: Caller,
  input: RegisterLeadInput,
): Promise<RegisteredLeadView> {
  const { provider, product } = await requireProviderAndProduct(deps.db, caller, input);
  const fields = await normalizeFields(deps, input);
  if (fields.fileIds.length && deps.attachments) await deps.attachments.check(deps.db, fields.fileIds, provider.id);
  const { vault } = deps;
  const registered = (leadId: number, detail: string): DomainEvent => ({
    type: 'lead.history',
    leadId,
    event: 'REGISTERED',
    detail: JSON.parse(detail) as Record<string, unknown>,
  });
  const lead = await withTransaction(deps.db, async (tx) => {
    const values = newLeadRow(vault, { providerId: provider.id, productId: product.id }, fields, {
      metadata: input.metadata ?? null,
      detail: { portalId: input.portalId ?? null },
    });
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

import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { executeNamed } from '../../db/named.js';
import {
  assignments,
  type LeadStatus,
  leadEvents,
  leads,
  orderRegions,
  orders,
  outboxEvents,
  productProviders,
  products,
  providers,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { badRequest, conflict, forbidden, validationFailed } from '../../platform/errors.js';
import { actorOf, type DomainEvent, emit } from '../../platform/events.js';
import { iso, parseIntId } from '../../platform/schemas.js';
import { outboxCommitted, withRetries, withTransaction } from '../../platform/transactions.js';
import type { Supply, SupplyCache } from '../catalog/supply-cache.js';
import type { LeadDeps, LeadToPlace } from '../core/lead.js';
import { normalizeLeadFields } from '../core/lead-fields.js';
import {
  lockOrder,
  makeRoomForConfirmation,
  type OrderRoom,
  type OrderRow,
  openRoomIn,
  statusAfter,
} from '../orders/assignments.service.js';
import type { RegisteredLead, RegisterLeadBody } from './intake.schemas.js';
import { type NewLeadRow, newLeadRow } from './new-lead-row.js';

export const METADATA_MAX_BYTES = 16 * 1024;

export type RegisterLeadInput = Static<typeof RegisterLeadBody>;
export type RegisteredLeadView = Static<typeof RegisteredLead>;

/**
 * Provider, product and their mapping in one round trip, checked in the contract's order. With `cache`, a pair found
 * supplied is kept a few seconds (every registration asks); a refusal always asks the database again.
 */
export async function requireProviderAndProduct(
  db: Executor,
  caller: Caller,
  input: { providerId: string; productId: string },
  cache?: SupplyCache,
): Promise<Supply> {
  // Ids above the integer columns' range name nothing: no provider (the first check), no product (0 is never an id).
  const providerId = parseIntId(input.providerId);
  if (providerId === null) throw badRequest('PROVIDER_NOT_FOUND', 'providerId: no such provider');
  const productId = parseIntId(input.productId) ?? 0;
  const cached = cache?.get(providerId, productId);
  if (cached) {
    // The pair exists and is mapped: of the checks, only the key's scope is left.
    if (caller.kind === 'provider' && caller.providerId !== providerId) {
      throw forbidden('KEY_SCOPE', 'This key may not act for that providerId');
    }
    return cached;
  }
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
  const supply = {
    provider: { id: providerId, name: row.provider_name },
    product: { id: productId, name: row.product_name as string },
  };
  cache?.set(supply);
  return supply;
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
 * What a registration in one statement gives: the lead as registered, `'duplicate'` (nothing written), or null when
 * the lead needs more than the statement does (it is then registered in a transaction of several statements).
 */
type OneStatement = PlacedLead | 'duplicate' | null;

interface PlacedLead {
  id: number;
  status: LeadStatus;
  name: string;
  createdAt: Date;
  orderId: number | null;
  assignmentId: number | null;
}

/**
 * Without `portalId`, in one statement committed on its own: the lead and its REGISTERED event, written only when no
 * open order has room in its region (no order to offer it to: the allocation would do nothing). Null when one has
 * room: nothing is written and the transaction that offers it does the registration.
 */
async function registerAlone(db: Executor, v: NewLeadRow): Promise<OneStatement> {
  const rows = await executeNamed<{
    room: boolean;
    id: number | string | null;
    status: LeadStatus;
    name: string;
    created_at: Date | string;
  }>(
    db,
    'lead_register_alone',
    sql`
    with room as (
      select ${openRoomIn(v.provider_id, v.product_id, sql`${v.region_id}::int`)} as open
    ), inserted as (
      insert into ${leads} (${NEW_LEAD_COLUMNS})
      select ${newLeadValues(v)} from room where not room.open
      on conflict do nothing
      returning id, status, name, created_at
    ), history as (
      insert into ${leadEvents} (lead_id, event, detail)
      select id, 'REGISTERED', ${v.detail}::jsonb from inserted
    )
    select room.open as room, inserted.id, inserted.status, inserted.name, inserted.created_at
    from room left join inserted on true`,
  );
  const row = rows[0];
  if (row.room) return null;
  if (row.id === null) return 'duplicate';
  return {
    id: Number(row.id),
    status: row.status,
    name: row.name,
    createdAt: new Date(row.created_at),
    orderId: null,
    assignmentId: null,
  };
}

/**
 * With `portalId`, in one statement committed on its own, what the transaction does when the portal user's oldest
 * open order exists and has room for one more confirmed lead (the usual case): the order locked as it is found, the
 * lead written once in its final state with its assignment, the order's and region's counters, the lead's history
 * (REGISTERED, CONFIRMED) and the public events (`lead.assigned`, `order.completed` when this lead completes it) —
 * the rows `emit` writes for them. Null when there is no such order or it is full (an automatic order to create, a
 * provisional lead to release): nothing is written and the transaction does the registration.
 */
async function registerIntoOpenOrder(
  db: Executor,
  caller: Caller,
  v: NewLeadRow,
  portalId: number,
): Promise<OneStatement> {
  const rows = await executeNamed<{
    order_id: number | string | null;
    room: boolean;
    id: number | string | null;
    name: string;
    created_at: Date | string;
    assignment_id: number | string;
  }>(
    db,
    'lead_register_into_open_order',
    sql`
    with target as (
      -- As orderForPortalUser: a row completed or cancelled while we waited for its lock fails the re-checked
      -- conditions and the next open order is taken instead.
      select id, portal_id, provisional_count + confirmed_count < ordered_quantity as room from ${orders}
      where provider_id = ${v.provider_id} and product_id = ${v.product_id} and portal_id = ${portalId}::int
        and status in ('PENDING', 'IN_PROGRESS') and source <> 'DISTRIBUTION'
      order by created_at, id
      limit 1
      for update
    ), open as (
      select id, portal_id, nextval(pg_get_serial_sequence('assignments', 'id')) as assignment_id
      from target where room
    ), inserted as (
      insert into ${leads} (${NEW_LEAD_COLUMNS},
        status, owner_portal_id, order_id, assignment_id, assigned_at, last_distributed_at)
      select ${newLeadValues(v)}, 'ASSIGNED', open.portal_id, open.id, open.assignment_id, now(), now()
      from open
      on conflict do nothing
      returning id, name, created_at, owner_portal_id, order_id, assignment_id
    ), assignment as (
      insert into ${assignments} (id, lead_id, order_id, kind, confirmed_at) overriding system value
      select assignment_id, id, order_id, 'CONFIRMED', now() from inserted
    ), region as (
      update ${orderRegions} set confirmed_count = ${orderRegions.confirmedCount} + 1
      from inserted
      where ${orderRegions.orderId} = inserted.order_id and ${orderRegions.regionId} = ${v.region_id}::int
    ), counted as (
      update ${orders} set confirmed_count = ${orders.confirmedCount} + 1, status = ${statusAfter(0, 1)},
        updated_at = now()
      from inserted
      where ${orders.id} = inserted.order_id
      -- It completes here when it is COMPLETED now and was short of its quantity before this lead.
      returning ${orders.status} = 'COMPLETED' and ${orders.confirmedCount} <= ${orders.orderedQuantity} as completed
    ), history as (
      insert into ${leadEvents} (lead_id, event, portal_id, order_id, detail)
      select inserted.id, e.event, e.portal_id, e.order_id, e.detail
      from inserted cross join lateral (values
        (1, 'REGISTERED', null::int, null::bigint, ${v.detail}::jsonb),
        (2, 'CONFIRMED', inserted.owner_portal_id, inserted.order_id, null::jsonb)
      ) as e(ord, event, portal_id, order_id, detail)
      order by e.ord
    ), outbox as (
      insert into ${outboxEvents} (type, payload, actor)
      select e.type, e.payload, ${actorOf(caller)}::text
      from inserted cross join lateral (values
        (1, 'lead.assigned', jsonb_build_object('leadId', inserted.id::text, 'orderId', inserted.order_id::text,
          'portalId', inserted.owner_portal_id, 'assignment', 'CONFIRMED')),
        (2, 'order.completed', jsonb_build_object('orderId', inserted.order_id::text,
          'portalId', inserted.owner_portal_id))
      ) as e(ord, type, payload)
      where e.ord = 1 or (select completed from counted)
      order by e.ord
    )
    select target.id as order_id, target.room, inserted.id, inserted.name, inserted.created_at,
      inserted.assignment_id
    from target left join inserted on true`,
  );
  const row = rows[0];
  if (!row?.room) return null;
  if (row.id === null) return 'duplicate';
  outboxCommitted();
  return {
    id: Number(row.id),
    status: 'ASSIGNED',
    name: row.name,
    createdAt: new Date(row.created_at),
    orderId: Number(row.order_id),
    assignmentId: Number(row.assignment_id),
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
  const { provider, product } = await requireProviderAndProduct(deps.db, caller, input, deps.supply);
  const fields = await normalizeFields(deps, input);
  if (fields.fileIds.length && deps.attachments) await deps.attachments.check(deps.db, fields.fileIds, provider.id);
  const { vault } = deps;
  const registered = (leadId: number, detail: string): DomainEvent => ({
    type: 'lead.history',
    leadId,
    event: 'REGISTERED',
    detail: JSON.parse(detail) as Record<string, unknown>,
  });
  const values = newLeadRow(vault, { providerId: provider.id, productId: product.id }, fields, {
    metadata: input.metadata ?? null,
    detail: { portalId: input.portalId ?? null },
  });
  const duplicate = () => conflict('DUPLICATE_CONTACT', 'A lead with this phone number exists for this provider');
  // The usual registration is one statement, one round trip with its commit; the rest takes the transaction below.
  const { portalId } = input;
  const quick = await withRetries(() =>
    portalId === undefined ? registerAlone(deps.db, values) : registerIntoOpenOrder(deps.db, caller, values, portalId),
  );
  if (quick === 'duplicate') throw duplicate();
  const lead: PlacedLead =
    quick ??
    (await withTransaction(deps.db, async (tx) => {
      if (portalId !== undefined) {
        const order = await orderForPortalUser(tx, provider.id, product.id, portalId);
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
        const { rows } = await tx.execute<{
          status: LeadStatus;
          order_id: number | null;
          assignment_id: number | null;
        }>(sql`select status, order_id, assignment_id from ${leads} where id = ${row.id}`);
        const placed = rows[0];
        return { ...row, status: placed.status, orderId: placed.order_id, assignmentId: placed.assignment_id };
      }
      return row;
    }));
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

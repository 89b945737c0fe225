import { sql } from 'drizzle-orm';
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
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { actorOf } from '../../platform/events.js';
import { outboxCommitted } from '../../platform/transactions.js';
import { lockOrder, type OrderRoom, type OrderRow, openRoomIn } from '../orders/assignments.service.js';
import { countSent } from '../orders/cap-usage.js';
import { statusAfter } from '../orders/order-counters.js';
import type { NewLeadRow } from './new-lead-row.js';

/** An instant of the app's clock as a statement's value: automatic assignments are counted by the caps on it. */
const atSql = (at: Date) => sql`${at.toISOString()}::timestamptz`;

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
export const NEW_LEAD_COLUMNS = sql.raw(
  'provider_id, product_id, name, phone_enc, phone_hash, phone_1, phone_3, phone_masked, email, region_id, address, ' +
    'memo, birth_date, gender, registered_key_id, metadata, consent_source_id, consent_collected_at',
);
const newLeadValues = (v: NewLeadRow) =>
  sql`${v.provider_id}, ${v.product_id}, ${v.name}, ${v.phone_enc}, ${v.phone_hash}, ${v.phone_1}, ${v.phone_3},
    ${v.phone_masked}, ${v.email}, ${v.region_id}::int, ${v.address}, ${v.memo}, ${v.birth_date}, ${v.gender},
    ${v.registered_key_id}::int, ${v.metadata}::jsonb, ${v.consent_source_id}::int, ${v.consent_collected_at}::timestamptz`;

/**
 * Inserts a lead and its REGISTERED event in one statement (registration is the hottest write path: plain SQL,
 * one round trip). Null when the provider already has a lead with this phone number.
 */
export async function insertLead(tx: Executor, v: NewLeadRow) {
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
export async function insertLeadIntoOrder(tx: Executor, v: NewLeadRow, order: OrderRoom, at: Date) {
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
        'ASSIGNED', ${order.portalId}::int, ${order.id}::bigint, next.assignment_id, ${atSql(at)}, ${atSql(at)}
      from next
      on conflict do nothing
      returning id, name, created_at, assignment_id
    ), assignment as (
      insert into ${assignments} (id, lead_id, order_id, kind, created_at, confirmed_at) overriding system value
      select assignment_id, id, ${order.id}::bigint, 'CONFIRMED', ${atSql(at)}, ${atSql(at)} from inserted
    ), region as (
      update ${orderRegions} set confirmed_count = ${orderRegions.confirmedCount} + 1
      where ${orderRegions.orderId} = ${order.id}::bigint and ${orderRegions.regionId} = ${v.region_id}::int
        and exists (select 1 from inserted)
    ), counted as (
      update ${orders} set confirmed_count = ${orders.confirmedCount} + 1, status = ${statusAfter(0, 1)},
        ${countSent(1, at)}, updated_at = now()
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
 * What a registration in one statement gives: the lead as registered, `'suppressed'` or `'duplicate'` (nothing
 * written), or null when the lead needs more than the statement does (it is then registered in a transaction of
 * several statements).
 */
type OneStatement = PlacedLead | 'suppressed' | 'duplicate' | null;

/**
 * The statement's suppression check (consumer-rights.md §3): the phone's shared lock, then a read after it
 * (`phone_suppressed_after_lock`, migration 0033), so a suppression of the phone committed meanwhile is seen and a
 * later one finds the lead.
 */

const suppressedCheck = (v: NewLeadRow) =>
  sql`suppressed as (select phone_suppressed_after_lock(${v.phone_hash}) as yes)`;

export interface PlacedLead {
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
export async function registerAlone(db: Executor, v: NewLeadRow): Promise<OneStatement> {
  const rows = await executeNamed<{
    suppressed: boolean;
    room: boolean;
    id: number | string | null;
    status: LeadStatus;
    name: string;
    created_at: Date | string;
  }>(
    db,
    'lead_register_alone',
    sql`
    with ${suppressedCheck(v)}, room as (
      select ${openRoomIn(v.provider_id, v.product_id, sql`${v.region_id}::int`)} as open
    ), inserted as (
      insert into ${leads} (${NEW_LEAD_COLUMNS})
      select ${newLeadValues(v)} from room, suppressed where not room.open and not suppressed.yes
      on conflict do nothing
      returning id, status, name, created_at
    ), history as (
      insert into ${leadEvents} (lead_id, event, detail)
      select id, 'REGISTERED', ${v.detail}::jsonb from inserted
    )
    select suppressed.yes as suppressed, room.open as room, inserted.id, inserted.status, inserted.name,
      inserted.created_at
    from suppressed, room left join inserted on true`,
  );
  const row = rows[0];
  if (row.suppressed) return 'suppressed';
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
export async function registerIntoOpenOrder(
  db: Executor,
  caller: Caller,
  v: NewLeadRow,
  portalId: number,
  at: Date,
): Promise<OneStatement> {
  const rows = await executeNamed<{
    suppressed: boolean;
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
    with ${suppressedCheck(v)}, target as (
      -- As orderForPortalUser: a row completed or cancelled while we waited for its lock fails the re-checked
      -- conditions and the next open order is taken instead.
      select id, portal_id, provisional_count + confirmed_count < ordered_quantity as room from ${orders}
      where provider_id = ${v.provider_id} and product_id = ${v.product_id} and portal_id = ${portalId}::int
        and status in ('PENDING', 'IN_PROGRESS') and source <> 'DISTRIBUTION'
        -- The phone's lock before the order's, as in the transaction path (a suppression takes them in that order).
        and not (select yes from suppressed)
      order by created_at, id
      limit 1
      for update
    ), open as (
      select id, portal_id, nextval(pg_get_serial_sequence('assignments', 'id')) as assignment_id
      from target where room
    ), inserted as (
      insert into ${leads} (${NEW_LEAD_COLUMNS},
        status, owner_portal_id, order_id, assignment_id, assigned_at, last_distributed_at)
      select ${newLeadValues(v)}, 'ASSIGNED', open.portal_id, open.id, open.assignment_id, ${atSql(at)}, ${atSql(at)}
      from open
      on conflict do nothing
      returning id, name, created_at, owner_portal_id, order_id, assignment_id
    ), assignment as (
      insert into ${assignments} (id, lead_id, order_id, kind, created_at, confirmed_at) overriding system value
      select assignment_id, id, order_id, 'CONFIRMED', ${atSql(at)}, ${atSql(at)} from inserted
    ), region as (
      update ${orderRegions} set confirmed_count = ${orderRegions.confirmedCount} + 1
      from inserted
      where ${orderRegions.orderId} = inserted.order_id and ${orderRegions.regionId} = ${v.region_id}::int
    ), counted as (
      update ${orders} set confirmed_count = ${orders.confirmedCount} + 1, status = ${statusAfter(0, 1)},
        ${countSent(1, at)}, updated_at = now()
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
    select suppressed.yes as suppressed, target.id as order_id, target.room, inserted.id, inserted.name,
      inserted.created_at, inserted.assignment_id
    from suppressed left join target on true left join inserted on true`,
  );
  const row = rows[0];
  if (row.suppressed) return 'suppressed';
  if (!row.room) return null;
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

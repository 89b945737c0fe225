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

/** The type of each column of `NewLeadRow` in the statements' `input` relation. */
const INPUT_TYPES: Record<keyof NewLeadRow, string> = {
  provider_id: 'int',
  product_id: 'int',
  name: 'text',
  phone_enc: 'text',
  phone_hash: 'text',
  phone_1: 'text',
  phone_3: 'text',
  phone_masked: 'text',
  email: 'text',
  region_id: 'int',
  address: 'text',
  memo: 'text',
  birth_date: 'text',
  gender: 'text',
  registered_key_id: 'int',
  metadata: 'jsonb',
  detail: 'jsonb',
  consent_source_id: 'int',
  consent_collected_at: 'timestamptz',
};
const INPUT_COLUMNS = Object.keys(INPUT_TYPES) as (keyof NewLeadRow)[];
/** The columns a registration writes (all but the event's `detail`), in this order everywhere. */
const WRITTEN_COLUMNS = INPUT_COLUMNS.filter((column) => column !== 'detail');
export const NEW_LEAD_COLUMNS = sql.raw(WRITTEN_COLUMNS.join(', '));
/** The new leads' columns of `input` (aliased `i`) in `NEW_LEAD_COLUMNS`' order. */
export const INPUT_VALUES = sql.raw(WRITTEN_COLUMNS.map((column) => `i.${column}`).join(', '));
/** One lead's values in `NEW_LEAD_COLUMNS`' order. */
const newLeadValues = (v: NewLeadRow) =>
  sql.join(
    WRITTEN_COLUMNS.map((column) => sql`${v[column]}::${sql.raw(INPUT_TYPES[column])}`),
    sql`, `,
  );

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
 * What a registration in a group statement gives: the lead as registered, `'suppressed'` or `'duplicate'` (nothing
 * written), or null when the lead needs more than the statement does (it is then registered in a transaction of
 * several statements).
 */
export type OneStatement = PlacedLead | 'suppressed' | 'duplicate' | null;

export interface PlacedLead {
  id: number;
  status: LeadStatus;
  name: string;
  createdAt: Date;
  orderId: number | null;
  assignmentId: number | null;
}

/**
 * New leads as the relation `input` (`… with ordinality`: `ord` is their place, from 1), one array parameter per
 * column, with `extra` columns of the same length: one statement text whatever the number of rows.
 */
export function newLeadsInput(rows: NewLeadRow[], extra: Record<string, { type: string; values: unknown[] }> = {}) {
  const arrays = [
    ...INPUT_COLUMNS.map((column) => sql`${sql.param(rows.map((r) => r[column]))}::${sql.raw(INPUT_TYPES[column])}[]`),
    ...Object.values(extra).map(({ type, values }) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
  ];
  const names = sql.raw([...INPUT_COLUMNS, ...Object.keys(extra), 'ord'].join(', '));
  return sql`select * from unnest(${sql.join(arrays, sql`, `)}) with ordinality as t(${names})`;
}

/**
 * The statements' suppression check (consumer-rights.md §3): each phone's shared lock, in key order (as
 * `lockPhonesShared`, so no two lockers wait on each other), then a read after it (`phone_suppressed_after_lock`,
 * migration 0033), so a suppression of the phone committed meanwhile is seen and a later one finds the lead.
 */
const PHONES = sql`phones as (
  select h, phone_suppressed_after_lock(h) as suppressed
  from (select distinct phone_hash as h from input order by h) as ordered
)`;

/** A registration's place in its group's answer; its lead is found again by provider and phone (one per group). */
const sameLead = sql`ins.provider_id = i.provider_id and ins.phone_hash = i.phone_hash`;

/**
 * Without `portalId`, in one statement committed on its own, for a group of registrations (no two of one provider
 * and phone): each lead and its REGISTERED event, written only when no open order has room in its region (no order
 * to offer it to: the allocation would do nothing). Null for a lead one has room for: nothing is written for it and
 * the transaction that offers it does the registration.
 */
export async function registerAlone(db: Executor, rows: NewLeadRow[]): Promise<OneStatement[]> {
  const answers = await executeNamed<{
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
    with input as (${newLeadsInput(rows)}), ${PHONES}, checked as materialized (
      select i.ord, p.suppressed, ${openRoomIn(sql`i.provider_id`, sql`i.product_id`, sql`i.region_id`)} as room
      from input i join phones p on p.h = i.phone_hash
    ), inserted as (
      insert into ${leads} (${NEW_LEAD_COLUMNS})
      select ${INPUT_VALUES} from input i join checked c on c.ord = i.ord
      where not c.room and not c.suppressed
      order by i.ord
      on conflict do nothing
      returning id, provider_id, phone_hash, status, name, created_at
    ), history as (
      insert into ${leadEvents} (lead_id, event, detail)
      select ins.id, 'REGISTERED', i.detail from inserted ins join input i on ${sameLead}
      order by ins.id
    )
    select c.suppressed, c.room, ins.id, ins.status, ins.name, ins.created_at
    from input i join checked c on c.ord = i.ord left join inserted ins on ${sameLead}
    order by i.ord`,
  );
  return answers.map((row): OneStatement => {
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
  });
}

/** A registration with `portalId`, and who makes it (the public events' actor). */
export interface IntoOrder {
  row: NewLeadRow;
  portalId: number;
  actor: string;
}

/**
 * With `portalId`, in one statement committed on its own, for a group of registrations (no two of one provider and
 * phone), what the transaction does when the portal user's oldest open order exists and has room for one more
 * confirmed lead (the usual case): the orders locked in id order as they are found, each lead written once in its
 * final state with its assignment, the orders' and regions' counters (one update per order for its group), the
 * leads' history (REGISTERED, CONFIRMED) and the public events (`lead.assigned`; `order.completed` after the
 * `lead.assigned` of the lead that completes the order) — the rows `emit` writes for them. Null for a lead with no
 * such order or no room left in it (an automatic order to create, a provisional lead to release, an order completed
 * or cancelled while the statement waited for its lock): nothing is written for it and the transaction registers it.
 */
export async function registerIntoOpenOrders(db: Executor, group: IntoOrder[], at: Date): Promise<OneStatement[]> {
  const answers = await executeNamed<{
    suppressed: boolean;
    order_id: number | string | null;
    id: number | string | null;
    name: string;
    created_at: Date | string;
    assignment_id: number | string;
  }>(
    db,
    'lead_register_into_open_order',
    sql`
    with input as (${newLeadsInput(
      group.map((g) => g.row),
      {
        portal_id: { type: 'int', values: group.map((g) => g.portalId) },
        actor: { type: 'text', values: group.map((g) => g.actor) },
      },
    )}), ${PHONES}, wanted as (
      -- Each portal user's oldest open order, looked for only after the phones' locks (a suppression takes the
      -- phone's lock, then the order's). A recipient's distribution order holds passed-on leads, not supply.
      select k.provider_id, k.product_id, k.portal_id, (
        select o.id from ${orders} o
        where o.provider_id = k.provider_id and o.product_id = k.product_id and o.portal_id = k.portal_id
          and o.status in ('PENDING', 'IN_PROGRESS') and o.source <> 'DISTRIBUTION'
        order by o.created_at, o.id limit 1) as order_id
      from (select distinct i.provider_id, i.product_id, i.portal_id
        from input i join phones p on p.h = i.phone_hash where not p.suppressed) as k
    ), target as (
      -- Locked in id order. A row completed or cancelled while we waited for its lock fails the re-checked
      -- conditions: its leads go to the transaction, which takes the next open order.
      select o.id, o.ordered_quantity - o.provisional_count - o.confirmed_count as room from ${orders} o
      where o.id in (select order_id from wanted) and o.status in ('PENDING', 'IN_PROGRESS')
      order by o.id
      for update
    ), placed as (
      select i.ord, t.id as order_id, t.room, row_number() over (partition by t.id order by i.ord) as place
      from input i join phones p on p.h = i.phone_hash and not p.suppressed
        join wanted w on w.provider_id = i.provider_id and w.product_id = i.product_id and w.portal_id = i.portal_id
        join target t on t.id = w.order_id
    ), chosen as (
      select ord, order_id, nextval(pg_get_serial_sequence('assignments', 'id')) as assignment_id
      from (select ord, order_id from placed where place <= room order by ord) as fits
    ), inserted as (
      insert into ${leads} (${NEW_LEAD_COLUMNS},
        status, owner_portal_id, order_id, assignment_id, assigned_at, last_distributed_at)
      select ${INPUT_VALUES}, 'ASSIGNED', i.portal_id, c.order_id, c.assignment_id, ${atSql(at)}, ${atSql(at)}
      from input i join chosen c on c.ord = i.ord
      order by i.ord
      on conflict do nothing
      returning id, provider_id, phone_hash, region_id, name, created_at, owner_portal_id, order_id, assignment_id
    ), assignment as (
      insert into ${assignments} (id, lead_id, order_id, kind, created_at, confirmed_at) overriding system value
      select assignment_id, id, order_id, 'CONFIRMED', ${atSql(at)}, ${atSql(at)} from inserted order by id
    ), region as (
      update ${orderRegions} set confirmed_count = ${orderRegions.confirmedCount} + g.n
      from (select order_id, region_id, count(*)::int as n from inserted group by order_id, region_id) as g
      where ${orderRegions.orderId} = g.order_id and ${orderRegions.regionId} = g.region_id
    ), counted as (
      update ${orders} set confirmed_count = ${orders.confirmedCount} + g.n, status = ${statusAfter(0, sql`g.n`)},
        ${countSent(sql`g.n`, at)}, updated_at = now()
      from (select order_id, count(*)::int as n, max(id) as last_lead from inserted group by order_id) as g
      where ${orders.id} = g.order_id
      -- It completes here when it is COMPLETED now and was short of its quantity before these leads.
      returning ${orders.id} as order_id, g.last_lead,
        ${orders.status} = 'COMPLETED' and ${orders.confirmedCount} - g.n < ${orders.orderedQuantity} as completed
    ), history as (
      insert into ${leadEvents} (lead_id, event, portal_id, order_id, detail)
      select ins.id, e.event, e.portal_id, e.order_id, e.detail
      from inserted ins join input i on ${sameLead} cross join lateral (values
        (1, 'REGISTERED', null::int, null::bigint, i.detail),
        (2, 'CONFIRMED', ins.owner_portal_id, ins.order_id, null::jsonb)
      ) as e(ord, event, portal_id, order_id, detail)
      order by ins.id, e.ord
    ), outbox as (
      insert into ${outboxEvents} (type, payload, actor)
      select type, payload, actor from (
        select ins.id as lead_id, 1 as ord, 'lead.assigned' as type,
          jsonb_build_object('leadId', ins.id::text, 'orderId', ins.order_id::text, 'portalId', ins.owner_portal_id,
            'assignment', 'CONFIRMED') as payload, i.actor
        from inserted ins join input i on ${sameLead}
        union all
        select c.last_lead, 2, 'order.completed',
          jsonb_build_object('orderId', ins.order_id::text, 'portalId', ins.owner_portal_id), i.actor
        from counted c join inserted ins on ins.id = c.last_lead join input i on ${sameLead}
        where c.completed
      ) as events
      order by lead_id, ord
    )
    select p.suppressed, c.order_id, ins.id, ins.name, ins.created_at, ins.assignment_id
    from input i join phones p on p.h = i.phone_hash left join chosen c on c.ord = i.ord
      left join inserted ins on ${sameLead}
    order by i.ord`,
  );
  if (answers.some((row) => row.id !== null)) outboxCommitted();
  return answers.map((row): OneStatement => {
    if (row.suppressed) return 'suppressed';
    if (row.order_id === null) return null;
    if (row.id === null) return 'duplicate';
    return {
      id: Number(row.id),
      status: 'ASSIGNED',
      name: row.name,
      createdAt: new Date(row.created_at),
      orderId: Number(row.order_id),
      assignmentId: Number(row.assignment_id),
    };
  });
}

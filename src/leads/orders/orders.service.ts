import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { columnsOf } from '../../db/columns.js';
import {
  type OrderStatus,
  orderRegions,
  orders,
  productProviders,
  products,
  providers,
} from '../../db/schema/index.js';
import { requireAccess, scopeOf } from '../../platform/access/access.js';
import type { Caller, PortalCaller } from '../../platform/access/caller.js';
import { pageWindow } from '../../platform/bounded-list.js';
import { parseKstDate } from '../../platform/dates.js';
import { badRequest, notFound, validationFailed } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { iso, pagination, parseId, parseIntId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type { LeadDeps } from '../core/lead.js';
import { isPaused } from '../routing/routing.rules.js';
import { releaseProvisional } from './assignments.service.js';
import { orderAccess } from './order.access.js';
import { regionsOfOrders } from './order-regions.js';
import { releasePaused, rulesFrom, rulesViews } from './order-rules.js';
import type {
  CancelOrderBody,
  CreateOrderBody,
  Order,
  OrderList,
  OrderListItem,
  OrderListQuery,
  OrderParams,
  UpdateOrderBody,
} from './orders.schemas.js';

export type CreateOrderInput = Static<typeof CreateOrderBody>;
export type OrderListInput = Static<typeof OrderListQuery>;
export type CancelOrderInput = Static<typeof OrderParams> & Static<typeof CancelOrderBody>;
/** `portalId` names the owner on the portal's route; an operator's change (the admin route) has none. */
export type UpdateOrderInput = Static<typeof OrderParams> & Omit<Static<typeof UpdateOrderBody>, 'portalId'>;
type OrderRulesView = Awaited<ReturnType<typeof rulesViews>> extends Map<number, infer V> ? V : never;
type OrderView = Static<typeof Order>;
type OrderListItemView = Static<typeof OrderListItem>;

async function resolveProvider(db: Executor, productId: number, providerId: string | undefined) {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const mapped = await db
    .select({ providerId: productProviders.providerId })
    .from(productProviders)
    .where(eq(productProviders.productId, productId));
  if (providerId !== undefined) {
    if (!mapped.some((m) => m.providerId === Number(providerId))) {
      throw badRequest('PRODUCT_NOT_MAPPED', 'providerId: this provider does not supply the product');
    }
    return Number(providerId);
  }
  if (mapped.length !== 1) {
    throw validationFailed('providerId', 'is required: the product is supplied by several providers');
  }
  return mapped[0].providerId;
}

async function resolveRegions(deps: LeadDeps, items: CreateOrderInput['regionQuantities']) {
  const resolved: { regionId: number; quantity: number }[] = [];
  for (const [i, item] of items.entries()) {
    const region = await deps.regions.resolve(item.region, `regionQuantities.${i}.region`);
    if (resolved.some((r) => r.regionId === region.id)) {
      throw validationFailed(`regionQuantities.${i}.region`, 'names a region listed twice');
    }
    resolved.push({ regionId: region.id, quantity: item.quantity });
  }
  return resolved;
}

/** Places an order of the portal user's for leads of one product, with a quantity per region. */
export async function createOrder(deps: LeadDeps, caller: PortalCaller, input: CreateOrderInput): Promise<OrderView> {
  const productId = parseIntId(input.productId);
  if (productId === null) throw notFound('Product', 'PRODUCT_NOT_FOUND');
  const providerId = await resolveProvider(deps.db, productId, input.providerId);
  const quantities = await resolveRegions(deps, input.regionQuantities);
  const reservationDate = input.reservationDate ? parseKstDate(input.reservationDate, 'reservationDate') : null;
  const rules = rulesFrom(input);
  const orderId = await withTransaction(deps.db, async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        providerId,
        productId,
        portalId: caller.portalId,
        source: 'ORDER',
        ordererName: input.ordererName,
        ordererContact: input.ordererContact,
        regionMemo: input.regionMemo ?? null,
        memo: input.memo ?? null,
        reservationDate,
        orderedQuantity: quantities.reduce((sum, q) => sum + q.quantity, 0),
        ...rules,
      })
      .returning({ id: orders.id });
    await tx.insert(orderRegions).values(quantities.map((q) => ({ orderId: order.id, ...q })));
    return order.id;
  });
  const [view] = await orderViews(deps, [orderId]);
  return view;
}

/** The order columns a list item shows, for plain-SQL reads. */
const LIST_COLUMNS = columnsOf(orders, [
  'id',
  'providerId',
  'productId',
  'ordererName',
  'ordererContact',
  'portalId',
  'status',
  'reservationDate',
  'createdAt',
  'updatedAt',
  'regionMemo',
  'memo',
  'dailyCap',
  'monthlyCap',
  'schedule',
  'pausedUntil',
  'sentDay',
  'sentToday',
  'sentMonth',
  'sentThisMonth',
  'orderedQuantity',
  'provisionalCount',
  'confirmedCount',
  'usedCount',
]);

type ListRow = {
  order: ReturnType<typeof LIST_COLUMNS.read>;
  provider: { id: number; name: string; code: string };
  productName: string;
};

function listItem(
  row: ListRow,
  regionQuantities: { region: string; quantity: number }[],
  rules: OrderRulesView,
): OrderListItemView {
  const { order } = row;
  return {
    id: String(order.id),
    providerId: String(order.providerId),
    productId: String(order.productId),
    ordererName: order.ordererName,
    ordererContact: order.ordererContact,
    portalId: order.portalId,
    regionQuantities,
    status: order.status,
    reservationDate: iso(order.reservationDate),
    ...rules,
    createdAt: iso(order.createdAt)!,
    updatedAt: iso(order.updatedAt)!,
    regionMemo: order.regionMemo,
    memo: order.memo,
    provider: { id: String(row.provider.id), name: row.provider.name, code: row.provider.code },
    product: { id: String(order.productId), name: row.productName },
    orderedDbQuantity: order.orderedQuantity,
    provisionalAssignedCount: order.provisionalCount,
    confirmedAssignedCount: order.confirmedCount,
    usedDbCount: order.usedCount,
  };
}

const listSelection = {
  order: orders,
  provider: { id: providers.id, name: providers.name, code: providers.code },
  productName: products.name,
};

async function withDetails(deps: LeadDeps, rows: ListRow[]): Promise<OrderListItemView[]> {
  const { db } = deps;
  const quantities = await regionsOfOrders(
    db,
    rows.map((r) => r.order.id),
  );
  const rules = await rulesViews(
    db,
    rows.map((r) => r.order),
    new Date(deps.clock()),
  );
  // A portal's view of its order: the quantities, not the counters of each region.
  const regionQuantities = (orderId: number) =>
    (quantities.get(orderId) ?? []).map(({ region, quantity }) => ({ region, quantity }));
  return rows.map((r) => listItem(r, regionQuantities(r.order.id), rules.get(r.order.id) as OrderRulesView));
}

async function orderViews(deps: LeadDeps, orderIds: number[]): Promise<OrderListItemView[]> {
  const rows = await deps.db
    .select(listSelection)
    .from(orders)
    .innerJoin(providers, eq(providers.id, orders.providerId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(inArray(orders.id, orderIds));
  return withDetails(deps, rows);
}

export async function getOwnedOrder(deps: LeadDeps, caller: PortalCaller, rawId: string): Promise<OrderListItemView> {
  const id = parseId(rawId);
  if (id === null) throw orderAccess.notFound();
  await requireAccess(deps.db, caller, orderAccess, [id]);
  const [view] = await orderViews(deps, [id]);
  if (!view) throw orderAccess.notFound();
  return view;
}

/** `portalId` and its synonym `userId`: one is required, and both must agree. */
export function ownerOf(q: Pick<OrderListInput, 'portalId' | 'userId'>): number {
  if (q.portalId !== undefined && q.userId !== undefined && q.portalId !== q.userId) {
    throw validationFailed('userId', 'must equal portalId when both are given');
  }
  const owner = q.portalId ?? q.userId;
  if (owner === undefined) throw validationFailed('portalId', 'is required (or userId)');
  return owner;
}

function createdToBound(raw: string) {
  const dateOnly = /^\d{4}-?\d{2}-?\d{2}$/.test(raw.trim());
  const bound = parseKstDate(raw, 'createdTo', dateOnly);
  // A date-time bound is inclusive too.
  return dateOnly ? bound : new Date(bound.getTime() + 1);
}

/** The orders of `reader` (the portal user named by `ownerOf(q)`). */
export async function listOrders(
  deps: LeadDeps,
  reader: PortalCaller,
  q: OrderListInput,
): Promise<Static<typeof OrderList>> {
  const { db } = deps;
  const { page, limit, offset } = pageWindow(q);
  const from = q.createdFrom ? parseKstDate(q.createdFrom, 'createdFrom') : null;
  const to = q.createdTo ? createdToBound(q.createdTo) : null;
  if (from && to && from >= to) throw validationFailed('createdFrom', 'must not be after createdTo');
  const statuses = q.status ? ([...new Set(q.status.split(','))] as OrderStatus[]) : null;
  const where: SQL | undefined = and(
    scopeOf(orderAccess, reader),
    statuses ? inArray(orders.status, statuses) : undefined,
    from ? gte(orders.createdAt, from) : undefined,
    to ? lt(orders.createdAt, to) : undefined,
  );
  const sortColumn = {
    createdAt: orders.createdAt,
    reservationDate: orders.reservationDate,
    orderedDbQuantity: orders.orderedQuantity,
  }[q.sortBy ?? 'createdAt'];
  const direction = sql.raw(q.sortOrder === 'asc' ? 'asc' : 'desc');
  // Only the reservation date can be null (nulls last either way). The other columns never are: plain `desc` is the
  // same order.
  const nulls = sql.raw(sortColumn === orders.reservationDate ? ' nulls last' : '');
  // One statement (issue #33): the summary and the page from one read of the matching orders. The summary sums every
  // one of them (no kept sum: docs/decisions/leads.md, "The orders' summary is summed"), so `mine` keeps what the
  // summary and the order need of each, and the page's orders are then read by id: a deep page reads the orders once,
  // not once for the summary and again for its offset. The summary is a row of its own that the page is joined to, so
  // a page past the last order still carries it. Plain SQL with the shown columns: the query builder's cost is paid
  // per request.
  const byKey = (table: string) =>
    sql`${sql.raw(table)}.sort_key ${direction}${nulls}, ${sql.raw(table)}.id ${direction}`;
  const listed = await db.execute<{
    id: number | string | null;
    provider_name: string;
    provider_code: string;
    product_name: string;
    total_orders: number;
    total_ordered: number | string;
    total_provisional: number | string;
    total_confirmed: number | string;
    total_used: number | string;
  }>(sql`
    with mine as materialized (
      select ${orders.id} as id, ${sortColumn} as sort_key, ${orders.orderedQuantity} as ordered,
        ${orders.provisionalCount} as provisional, ${orders.confirmedCount} as confirmed, ${orders.usedCount} as used
      from ${orders} where ${where}
    ),
    sums as (
      select count(*)::int as total_orders, coalesce(sum(m.ordered), 0)::bigint as total_ordered,
        coalesce(sum(m.provisional), 0)::bigint as total_provisional,
        coalesce(sum(m.confirmed), 0)::bigint as total_confirmed, coalesce(sum(m.used), 0)::bigint as total_used
      from mine m
    ),
    keys as (select m.id, m.sort_key from mine m order by ${byKey('m')} limit ${limit} offset ${offset})
    select p.*, s.* from sums s left join (
      select ${LIST_COLUMNS.list}, k.sort_key, ${providers.name} as provider_name, ${providers.code} as provider_code,
        ${products.name} as product_name
      from keys k
      join ${orders} on ${orders.id} = k.id
      join ${providers} on ${providers.id} = ${orders.providerId}
      join ${products} on ${products.id} = ${orders.productId}
    ) p on true
    order by ${byKey('p')}`);
  const sums = listed.rows[0];
  const rows: ListRow[] = listed.rows.flatMap((r) => {
    if (r.id === null) return []; // the summary's row of a page past the last order
    const order = LIST_COLUMNS.read(r);
    return {
      order,
      provider: { id: order.providerId, name: r.provider_name, code: r.provider_code },
      productName: r.product_name,
    };
  });
  return {
    data: await withDetails(deps, rows),
    pagination: pagination(page, limit, sums.total_orders),
    summary: {
      portalId: reader.portalId,
      totalOrders: sums.total_orders,
      totalOrderedDbQuantity: Number(sums.total_ordered),
      totalProvisionalAssigned: Number(sums.total_provisional),
      totalConfirmedAssigned: Number(sums.total_confirmed),
      totalUsedDb: Number(sums.total_used),
    },
  };
}

/**
 * Cancels an order: its provisional assignments are recalled (the leads are offered to other orders at once),
 * confirmed ones stay. The memo is replaced when one is given.
 */
export async function cancelOrder(deps: LeadDeps, reader: PortalCaller, input: CancelOrderInput): Promise<OrderView> {
  const { memo } = input;
  const id = parseId(input.id);
  if (id === null) throw orderAccess.notFound();
  await withTransaction(deps.db, async (tx) => {
    await requireAccess(tx, reader, orderAccess, [id]);
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw orderAccess.notFound();
    if (order.status === 'CANCELLED') throw badRequest('ORDER_ALREADY_CANCELLED', 'The order is already cancelled');
    await tx
      .update(orders)
      .set({ status: 'CANCELLED', memo: memo ?? order.memo, updatedAt: sql`now()` })
      .where(eq(orders.id, id));
    const freed = await releaseProvisional(tx, reader, id, 'all', 'RECALLED');
    if (freed.length && deps.offerLeads) await deps.offerLeads(tx, reader, freed);
  });
  const [view] = await orderViews(deps, [id]);
  return view;
}

/**
 * Changes an order's routing rules (the owner's, or any order for an operator; routing.md §1). A closed order → 400
 * ORDER_CLOSED; an automatic or distribution order, which the engine does not route to → 400 ORDER_NOT_ROUTABLE. A
 * pause in force releases the order's provisional leads, offered at once to other orders; leads waiting for what the
 * change opens are offered by the engine's next tick. An operator's change is audited (the fields it set).
 */
export async function updateOrder(deps: LeadDeps, reader: Caller, input: UpdateOrderInput): Promise<OrderView> {
  const id = parseId(input.id);
  if (id === null) throw orderAccess.notFound();
  const set = rulesFrom(input);
  const now = new Date(deps.clock());
  await withTransaction(deps.db, async (tx) => {
    await requireAccess(tx, reader, orderAccess, [id]);
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw orderAccess.notFound();
    if (order.status === 'COMPLETED' || order.status === 'CANCELLED') {
      throw badRequest('ORDER_CLOSED', `The order is ${order.status}: its rules no longer change anything`);
    }
    if (order.source !== 'ORDER') {
      throw badRequest('ORDER_NOT_ROUTABLE', 'Automatic and distribution orders take no routing rules');
    }
    await tx
      .update(orders)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(orders.id, id));
    if (reader.kind !== 'portal') {
      await emit(tx, reader, [
        { type: 'audit', action: 'ORDER_RULES_CHANGED', target: `order:${id}`, detail: { fields: Object.keys(set) } },
      ]);
    }
    if (!isPaused(set.pausedUntil === undefined ? order.pausedUntil : set.pausedUntil, now)) return;
    const freed = await releasePaused(tx, reader, [id]);
    if (freed.length && deps.offerLeads) await deps.offerLeads(tx, reader, freed);
  });
  const [view] = await orderViews(deps, [id]);
  return view;
}

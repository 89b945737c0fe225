import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { type OrderStatus, orders, products, providers } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { boundedList } from '../../platform/bounded-list.js';
import { createdRange } from '../../platform/list-filters.js';
import { maskEmail, maskName } from '../../platform/masking.js';
import { maskPhone, parsePhone } from '../../platform/phone.js';
import { intIdOrNone, iso } from '../../platform/schemas.js';
import type { LeadDeps } from '../core/lead.js';
import { regionsOfOrders } from '../orders/order-regions.js';
import { rulesViews } from '../orders/order-rules.js';
import type { AdminOrderList, AdminOrderListQuery } from './admin-orders.schemas.js';

export type AdminOrderListInput = Static<typeof AdminOrderListQuery>;

/**
 * The orderer's contact is free text (a phone, an e-mail, or anything a portal sent): a phone is masked as the
 * contract masks phones, an e-mail as it masks e-mails, and anything else shows its first character only.
 */
export function maskOrdererContact(contact: string): string {
  const phone = parsePhone(contact);
  if (phone) return maskPhone(phone);
  if (contact.includes('@')) return maskEmail(contact.trim());
  const chars = [...contact.trim()];
  return chars.length === 0 ? '' : `${chars[0]}***`;
}

/**
 * Every portal user's orders, newest first (by id, which follows placement) unless `sortOrder=asc`, with the live
 * counters the orders carry and the region quantities of the page (one more query). The total is counted up to
 * `COUNT_CAP`, and pages reach no further.
 */
export async function listAdminOrders(
  deps: LeadDeps,
  _caller: Caller,
  q: AdminOrderListInput,
): Promise<Static<typeof AdminOrderList>> {
  const statuses = q.status ? ([...new Set(q.status.split(','))] as OrderStatus[]) : null;
  const where = and(
    q.id ? eq(orders.id, intIdOrNone(q.id)) : undefined,
    q.providerId ? eq(orders.providerId, intIdOrNone(q.providerId)) : undefined,
    q.productId ? eq(orders.productId, intIdOrNone(q.productId)) : undefined,
    q.portalId === undefined ? undefined : eq(orders.portalId, q.portalId),
    statuses ? inArray(orders.status, statuses) : undefined,
    q.source ? eq(orders.source, q.source) : undefined,
    createdRange(orders.createdAt, q.createdFrom, q.createdTo),
  );
  const direction = q.sortOrder === 'asc' ? asc : desc;
  const { rows, pagination } = await boundedList(deps.db, q, 'orders', { from: sql`${orders}`, where }, (w) =>
    deps.db
      .select({
        order: orders,
        providerName: providers.name,
        productName: products.name,
      })
      .from(orders)
      .innerJoin(providers, eq(providers.id, orders.providerId))
      .innerJoin(products, eq(products.id, orders.productId))
      .where(where)
      .orderBy(direction(orders.id))
      .limit(w.limit)
      .offset(w.offset),
  );
  const quantities = await regionsOfOrders(
    deps.db,
    rows.map((r) => r.order.id),
  );
  const rules = await rulesViews(
    deps.db,
    rows.map((r) => r.order),
    new Date(deps.clock()),
  );
  return {
    data: rows.map(({ order: o, providerName, productName }) => ({
      id: String(o.id),
      providerId: String(o.providerId),
      providerName,
      productId: String(o.productId),
      productName,
      portalId: o.portalId,
      source: o.source,
      status: o.status,
      // Automatic and distribution orders are named by the system ('AUTO', 'DISTRIBUTION'), not by a person.
      ordererName: o.source === 'ORDER' ? maskName(o.ordererName) : o.ordererName,
      ordererContact: maskOrdererContact(o.ordererContact),
      orderedQuantity: o.orderedQuantity,
      provisionalCount: o.provisionalCount,
      confirmedCount: o.confirmedCount,
      usedCount: o.usedCount,
      regionQuantities: quantities.get(o.id) ?? [],
      reservationDate: iso(o.reservationDate),
      ...(rules.get(o.id) as NonNullable<ReturnType<typeof rules.get>>),
      createdAt: iso(o.createdAt)!,
      updatedAt: iso(o.updatedAt)!,
    })),
    pagination,
  };
}

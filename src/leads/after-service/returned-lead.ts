import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { assignments, leads, orders } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { emit } from '../../platform/events.js';
import type { OrderRow } from '../orders/assignments.service.js';
import { adjustOrderRegions, adjustOrders, countByRegion } from '../orders/order-counters.js';

/**
 * Returns a confirmed lead (an approved AS request): its live confirmed assignment ends with reason RETURNED, the
 * lead becomes RETURNED with no owner, and the locked order's confirmed counters (order and region) drop by one.
 * The order stays open for a replacement: a COMPLETED order goes back to IN_PROGRESS (never to PENDING, it has
 * delivered leads); a CANCELLED order stays cancelled. A DISTRIBUTION order, whose quantity is the count it
 * received, shrinks with it and stays COMPLETED: replacements go to orders that were bought, not given.
 */
export async function returnConfirmedLead(
  tx: Executor,
  caller: Caller,
  order: OrderRow,
  lead: { id: number; regionId: number | null; assignmentId: number },
  event: { portalId: number; asRequestId: number; detail?: Record<string, unknown> },
): Promise<void> {
  await tx
    .update(assignments)
    .set({ endedAt: sql`now()`, endReason: 'RETURNED' })
    .where(and(eq(assignments.id, lead.assignmentId), isNull(assignments.endedAt)));
  await tx
    .update(leads)
    .set({ status: 'RETURNED', ownerPortalId: null, orderId: null, assignmentId: null })
    .where(eq(leads.id, lead.id));
  const distribution = order.source === 'DISTRIBUTION';
  await adjustOrders(tx, caller, new Map([[order.id, { confirmed: -1, ordered: distribution ? -1 : 0 }]]));
  if (!distribution && order.status !== 'CANCELLED') {
    await tx.update(orders).set({ status: 'IN_PROGRESS' }).where(eq(orders.id, order.id));
  }
  await adjustOrderRegions(tx, order.id, 'confirmed', countByRegion([lead], -1));
  await emit(tx, caller, [
    {
      type: 'lead.history',
      leadId: lead.id,
      event: 'RETURNED',
      portalId: event.portalId,
      orderId: order.id,
      detail: event.detail,
    },
    {
      type: 'lead.returned',
      leadId: lead.id,
      orderId: order.id,
      portalId: event.portalId,
      asRequestId: event.asRequestId,
    },
  ]);
}

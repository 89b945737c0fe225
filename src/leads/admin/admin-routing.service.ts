import type { Static } from 'typebox';
import type { Caller } from '../../platform/access/caller.js';
import type { LeadDeps } from '../core/lead.js';
import { updateOrder } from '../orders/orders.service.js';
import type { AdminOrder } from './admin-orders.schemas.js';
import { listAdminOrders } from './admin-orders.service.js';
import type { AdminUpdateOrderBody } from './admin-routing.schemas.js';

/**
 * An operator changes any order's routing rules (the console's order page): the owner's rules of
 * `PATCH /api/v1/orders/{id}` (closed → 400 ORDER_CLOSED, automatic or distribution → 400 ORDER_NOT_ROUTABLE, a pause
 * in force releases the provisional leads), audited, answered in the operators' masked shape.
 */
export async function updateAdminOrder(
  deps: LeadDeps,
  caller: Caller,
  id: string,
  body: Static<typeof AdminUpdateOrderBody>,
): Promise<Static<typeof AdminOrder>> {
  await updateOrder(deps, caller, { id, ...body });
  const { data } = await listAdminOrders(deps, caller, { id, limit: 1 });
  return data[0];
}

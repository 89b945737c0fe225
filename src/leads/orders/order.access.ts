import { orders } from '../../db/schema/index.js';
import { type AccessRule, portalOwned } from '../../platform/access/access.js';
import { notFound } from '../../platform/errors.js';

/**
 * An order is the portal user's who placed it; anybody else's is 404 like an unknown one. Operators (admin routes)
 * reach every order.
 */
export const orderAccess: AccessRule = {
  object: 'order',
  table: orders,
  id: orders.id,
  scope: portalOwned(orders.portalId),
  notFound: () => notFound('Order'),
};

import { eq, sql } from 'drizzle-orm';
import { asRequests } from '../../db/schema/index.js';
import type { AccessRule } from '../../platform/access/access.js';
import { forbidden, notFound } from '../../platform/errors.js';

/**
 * An AS request is the portal user's who filed it. Another user's is 403 `AS_REQUEST_FORBIDDEN` (the specification
 * lists 403 here, unlike leads); an unknown one 404 `AS_REQUEST_NOT_FOUND`. Operators reach every request.
 */
export const asRequestAccess: AccessRule = {
  object: 'asRequest',
  table: asRequests,
  id: asRequests.id,
  scope: (caller) => {
    if (caller.kind === 'portal') return eq(asRequests.portalId, caller.portalId);
    return caller.kind === 'admin' ? sql`true` : null;
  },
  notFound: () => notFound('AS request', 'AS_REQUEST_NOT_FOUND'),
  forbidden: () => forbidden('AS_REQUEST_FORBIDDEN', 'This AS request was filed by another portal user'),
};

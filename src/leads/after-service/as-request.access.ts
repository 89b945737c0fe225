import { asRequests } from '../../db/schema/index.js';
import { type AccessRule, portalOwned } from '../../platform/access/access.js';
import { forbidden, notFound } from '../../platform/errors.js';

/**
 * An AS request is the portal user's who filed it. Another user's is 403 `AS_REQUEST_FORBIDDEN` (the specification
 * lists 403 here, unlike leads); an unknown one 404 `AS_REQUEST_NOT_FOUND`. Operators reach every request.
 */
export const asRequestAccess: AccessRule = {
  object: 'asRequest',
  table: asRequests,
  id: asRequests.id,
  scope: portalOwned(asRequests.portalId),
  notFound: () => notFound('AS request', 'AS_REQUEST_NOT_FOUND'),
  forbidden: () => forbidden('AS_REQUEST_FORBIDDEN', 'This AS request was filed by another portal user'),
};

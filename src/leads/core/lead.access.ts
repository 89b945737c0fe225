import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema/index.js';
import { type AccessRule, portalOwned } from '../../platform/access/access.js';
import { notFound } from '../../platform/errors.js';

/**
 * A lead is its owner's while it is ASSIGNED to them: the portal user reads, uses and files AS on it. Anybody
 * else's lead, or one no longer theirs, is 404 like an unknown one (never "it exists"). Operators (admin keys on
 * admin routes) reach every lead.
 */
export const leadAccess: AccessRule = {
  object: 'lead',
  table: leads,
  id: leads.id,
  scope: portalOwned(leads.ownerPortalId, eq(leads.status, 'ASSIGNED')),
  notFound: () => notFound('Lead'),
};

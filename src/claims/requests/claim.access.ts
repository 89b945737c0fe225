import { sql } from 'drizzle-orm';
import { claims, users } from '../../db/schema/index.js';
import type { AccessRule } from '../../platform/access/access.js';
import { isOperatorOrAdminKey } from '../../platform/access/caller.js';
import { notFound } from '../../platform/errors.js';
import { actingFor, consultantAccess, subtreeOf } from '../users/consultant.access.js';

const actingForClaimant = actingFor(
  claims.userId,
  (orgId) => sql`${claims.userId} in (select ${users.id} from ${users} where ${users.orgId} in ${subtreeOf(orgId)})`,
);

/**
 * A claim is read by whoever may act for its consultant (`consultantAccess`): an FC their own, a MANAGER those of
 * their organization subtree, ADMIN consultants and system clients any; and changed by an operator (admin key),
 * any. Another's claim is 403 `CONSULTANT_SCOPE`, like acting for that consultant; an unknown one 404.
 */
export const claimAccess: AccessRule = {
  object: 'claim',
  table: claims,
  id: claims.id,
  scope: (caller) => (isOperatorOrAdminKey(caller) ? sql`true` : actingForClaimant(caller)),
  notFound: () => notFound('Claim'),
  forbidden: (caller) => consultantAccess.forbidden!(caller),
};

import { eq, sql } from 'drizzle-orm';
import { leadImports } from '../../db/schema/index.js';
import type { AccessRule } from '../../platform/access/access.js';
import { isOperatorOrAdminKey } from '../../platform/access/caller.js';
import { notFound } from '../../platform/errors.js';

/**
 * A lead import is its provider's: a provider key touches the imports of its own provider only (another provider's
 * import is answered like an unknown one, 404), an admin key or an operator every import, nobody else any.
 */
export const importAccess: AccessRule = {
  object: 'lead import',
  table: leadImports,
  id: leadImports.id,
  scope: (caller) => {
    if (caller.kind === 'provider') return eq(leadImports.providerId, caller.providerId);
    return isOperatorOrAdminKey(caller) ? sql`true` : null;
  },
  notFound: () => notFound('Lead import', 'IMPORT_NOT_FOUND'),
};

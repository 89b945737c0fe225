import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { actingFor, subtreeOf } from '../claims/users/consultant.access.js';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { type AccessRule, allowedColumn } from '../platform/access/access.js';
import type { Caller } from '../platform/access/caller.js';
import { AppError, forbidden } from '../platform/errors.js';

/**
 * Whom a caller may do analyses for (contract §7.1), on a table naming a consultant in `consultant`: an FC
 * themselves, a MANAGER themselves and the consultants whose current organization is in their subtree, a system
 * client everyone. Unlike claims, the `ADMIN` role covers no one: an administrator of the claims interface sees no
 * client's insurance or health data.
 */
export function analysisActingFor(consultant: PgColumn): AccessRule['scope'] {
  const claimsScope = actingFor(
    consultant,
    (orgId) => sql`${consultant} in (select ${users.id} from ${users} where ${users.orgId} in ${subtreeOf(orgId)})`,
  );
  return (caller) => (caller.kind === 'consultant' && caller.role === 'ADMIN' ? null : claimsScope(caller));
}

const consultantScope = (caller: Caller) => {
  if (caller.kind === 'consultant' && caller.role === 'ADMIN') return null;
  return actingFor(users.id, (orgId) => sql`${users.orgId} in ${subtreeOf(orgId)}`)(caller);
};

/** The consultant an analysis is for: refusals say so (403 `CONSULTANT_SCOPE`), the CI is the caller's to know. */
export const analysisConsultantAccess: AccessRule = {
  object: 'consultant',
  table: users,
  id: users.id,
  scope: consultantScope,
  notFound: () => new AppError('CONSULTANT_UNKNOWN', 'fcUserCi: no active consultant has this CI'),
  forbidden: (caller) =>
    caller.kind === 'consultant' && caller.role === 'ADMIN'
      ? forbidden('CONSULTANT_SCOPE', 'The ADMIN role does analyses for no consultant')
      : caller.kind === 'consultant' && caller.role === 'FC'
        ? forbidden('CONSULTANT_SCOPE', 'An FC may act only for themselves')
        : forbidden('CONSULTANT_SCOPE', "This consultant is outside the manager's organization"),
};

export interface AnalysisConsultant {
  id: number;
  ci: string;
}

/**
 * The active consultant named by `fcUserCi` if the caller may act for them: 403 `CONSULTANT_SCOPE` out of scope,
 * null when no active consultant has the CI (400 `CONSULTANT_UNKNOWN` on a POST, `[]` on a list). An FC naming
 * another CI and an ADMIN token are refused before any look-up, so that they cannot learn which CIs exist.
 */
export async function analysisConsultantFor(
  db: Executor,
  caller: Caller,
  fcUserCi: string,
): Promise<AnalysisConsultant | null> {
  if (caller.kind === 'consultant' && (caller.role === 'ADMIN' || (caller.role === 'FC' && caller.ci !== fcUserCi))) {
    throw analysisConsultantAccess.forbidden!(caller);
  }
  if (caller.kind !== 'consultant' && caller.kind !== 'system') throw analysisConsultantAccess.forbidden!(caller);
  const [user] = await db
    .select({ id: users.id, ci: users.ci, allowed: allowedColumn(analysisConsultantAccess, caller) })
    .from(users)
    .where(sql`${eq(users.ci, fcUserCi)} and ${users.active}`);
  if (!user) return null;
  if (!user.allowed) throw analysisConsultantAccess.forbidden!(caller);
  return { id: user.id, ci: user.ci };
}

/**
 * The active consultant named by `fcUserCi`, in the caller's scope (contract §7.1): out of scope → 403
 * `CONSULTANT_SCOPE`, no active consultant with that CI → 400 `CONSULTANT_UNKNOWN` (a POST; a list answers `[]`).
 */
export async function requireAnalysisConsultant(
  deps: { db: Executor },
  caller: Caller,
  fcUserCi: string,
): Promise<AnalysisConsultant> {
  const consultant = await analysisConsultantFor(deps.db, caller, fcUserCi);
  if (!consultant) throw analysisConsultantAccess.notFound();
  return consultant;
}

/** The consultant's CI as a column of a read of `table` (for `fcUserCi` in responses). */
export const ciOf = (consultant: PgColumn): SQL<string> =>
  sql<string>`(select ${users.ci} from ${users} where ${users.id} = ${consultant})`;

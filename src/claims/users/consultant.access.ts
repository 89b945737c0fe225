import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { organizations, users } from '../../db/schema/index.js';
import { type AccessRule, allowedColumn, decide } from '../../platform/access/access.js';
import { type Caller, isOperatorOrAdminKey } from '../../platform/access/caller.js';
import { forbidden, notFound } from '../../platform/errors.js';

/** Ids of an organization and everything below it. */
export function subtreeOf(orgId: number) {
  return sql`(with recursive sub(id) as (
      select ${orgId}::integer
      union
      select o.id from ${organizations} o join sub on o.parent_id = sub.id
    ) select id from sub)`;
}

/**
 * The scope of whom a caller acts for, on a table naming a consultant in `consultant`: the caller themselves, and
 * for a MANAGER with an organization also `managed(orgId)` (the consultants of that subtree); anybody for ADMIN
 * consultants and system clients; nobody for API keys.
 */
export function actingFor(consultant: PgColumn, managed: (orgId: number) => SQL): AccessRule['scope'] {
  return (caller) => {
    if (caller.kind === 'system') return sql`true`;
    if (caller.kind !== 'consultant') return null;
    if (caller.role === 'ADMIN') return sql`true`;
    if (caller.role === 'MANAGER' && caller.orgId !== null) {
      return or(eq(consultant, caller.userId), managed(caller.orgId)) ?? null;
    }
    return eq(consultant, caller.userId);
  };
}

/**
 * Whom a caller of the claims interface may act for: an FC only for themselves, a MANAGER for themselves and the
 * consultants of their organization subtree, ADMIN consultants and system clients for anyone. Refusals say so
 * (403 `CONSULTANT_SCOPE`): the caller names the consultant by CI, which is theirs to know.
 */
export const consultantAccess: AccessRule = {
  object: 'consultant',
  table: users,
  id: users.id,
  scope: actingFor(users.id, (orgId) => sql`${users.orgId} in ${subtreeOf(orgId)}`),
  notFound: () => notFound('Consultant'),
  forbidden: (caller) =>
    caller.kind === 'consultant' && caller.role === 'FC'
      ? forbidden('CONSULTANT_SCOPE', 'An FC may act only for themselves')
      : forbidden('CONSULTANT_SCOPE', "This consultant is outside the manager's organization"),
};

/**
 * The consultant named by `fcUserCi` if the caller may act for them (else 403 `CONSULTANT_SCOPE`); null when nobody
 * has that CI. One query: every claims request starts here.
 */
export async function consultantFor(db: Executor, caller: Caller, fcUserCi: string) {
  // An FC naming another CI is refused before any look-up, so that it cannot learn which CIs exist.
  if (caller.kind === 'consultant' && caller.role === 'FC' && caller.ci !== fcUserCi) {
    throw consultantAccess.forbidden!(caller);
  }
  // Plain SQL: the query builder's cost would be paid on every claims request.
  const { rows } = await db.execute<{
    id: number;
    orgId: number | null;
    active: boolean;
    claimCount: number;
    allowed: boolean;
  }>(sql`
    select ${users.id} as id, ${users.orgId} as "orgId", ${users.active} as active,
      ${users.claimCount} as "claimCount", ${allowedColumn(consultantAccess, caller)} as allowed
    from ${users} where ${users.ci} = ${fcUserCi}`);
  const user = rows[0];
  if (!user) return null;
  const refused = decide(consultantAccess, caller, [user.id], [user]);
  if (refused) throw refused;
  return { id: user.id, orgId: user.orgId, active: user.active, claimCount: Number(user.claimCount) };
}

/** Operators: an admin key, a console operator or an ADMIN consultant. */
const operators: AccessRule['scope'] = (caller) =>
  isOperatorOrAdminKey(caller) || (caller.kind === 'consultant' && caller.role === 'ADMIN') ? sql`true` : null;

/**
 * Who may manage a consultant (change, deactivate): operators, any consultant; nobody else. An unknown one is 404.
 */
export const consultantAdministration: AccessRule = {
  object: 'consultant',
  table: users,
  id: users.id,
  scope: operators,
  notFound: () => notFound('User'),
};

/** Who may manage an organization (rename, move, delete): operators, any; nobody else. An unknown one is 404. */
export const organizationAccess: AccessRule = {
  object: 'organization',
  table: organizations,
  id: organizations.id,
  scope: operators,
  notFound: () => notFound('Organization'),
};

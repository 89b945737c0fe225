import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { type ClaimRole, organizations, users } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { type AuditEvent, emit } from '../../platform/events.js';
import { iso } from '../../platform/schemas.js';
import { isUniqueViolation, withTransaction } from '../../platform/transactions.js';
import { revokeUserRefreshTokens } from '../auth/tokens.service.js';

export type UserRow = typeof users.$inferSelect;

export const userView = (u: UserRow) => ({
  id: u.id,
  ci: u.ci,
  name: u.name,
  email: u.email,
  phone: u.phone,
  role: u.role,
  orgId: u.orgId,
  active: u.active,
  createdAt: iso(u.createdAt)!,
});

const digits = (phone: string | null | undefined) =>
  phone == null ? phone : phone.replace(/\D/g, '').replace(/^82/, '0');

async function requireOrg(db: Executor, orgId: number | null | undefined) {
  if (orgId == null) return;
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId));
  if (!org) throw badRequest('ORG_NOT_FOUND', 'orgId: no such organization');
}

export interface NewUser {
  ci: string;
  name: string;
  role: ClaimRole;
  orgId?: number | null;
  email?: string | null;
  phone?: string | null;
}

/** Creates a consultant; `caller` is recorded in the audit log with the change. */
export async function createUser(db: Db, caller: Caller, input: NewUser) {
  await requireOrg(db, input.orgId);
  try {
    return await withTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          ci: input.ci,
          name: input.name,
          role: input.role,
          orgId: input.orgId ?? null,
          email: input.email ?? null,
          phone: digits(input.phone) ?? null,
        })
        .returning();
      await emit(tx, caller, [
        {
          type: 'audit',
          action: 'USER_CREATED',
          target: `user:${row.id}`,
          detail: { role: row.role, orgId: row.orgId },
        },
      ]);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('USER_CI_TAKEN', 'ci: a consultant with this CI already exists');
    throw error;
  }
}

export async function listUsers(
  db: Executor,
  q: { page: number; pageSize: number; role?: ClaimRole; orgId?: number; active?: boolean },
) {
  const filters: SQL[] = [];
  if (q.role) filters.push(eq(users.role, q.role));
  if (q.orgId !== undefined) filters.push(eq(users.orgId, q.orgId));
  if (q.active !== undefined) filters.push(eq(users.active, q.active));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

/**
 * Changes a consultant. A deactivation revokes their refresh tokens; a deactivation or a role change raises their
 * token generation, so every access token issued before it stays invalid (also after a reactivation). Each kind of
 * change is audited (ids, role and field names only: never a personal data value).
 */
export async function updateUser(
  db: Db,
  caller: Caller,
  id: number,
  patch: Partial<Omit<NewUser, 'ci'>> & { active?: boolean },
) {
  await requireOrg(db, patch.orgId);
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound('User');
    const values: Partial<typeof users.$inferInsert> = {};
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.role !== undefined) values.role = patch.role;
    if (patch.orgId !== undefined) values.orgId = patch.orgId;
    if (patch.email !== undefined) values.email = patch.email;
    if (patch.phone !== undefined) values.phone = digits(patch.phone);
    if (patch.active !== undefined) values.active = patch.active;
    const roleChanged = patch.role !== undefined && patch.role !== before.role;
    if (patch.active === false || roleChanged) values.tokenGeneration = before.tokenGeneration + 1;
    if (Object.keys(values).length === 0) return before;
    const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
    if (patch.active === false) await revokeUserRefreshTokens(tx, id);

    const target = `user:${id}`;
    const events: AuditEvent[] = [];
    if (patch.active === false && before.active) events.push({ type: 'audit', action: 'USER_DEACTIVATED', target });
    if (patch.active === true && !before.active) events.push({ type: 'audit', action: 'USER_REACTIVATED', target });
    if (roleChanged) {
      events.push({ type: 'audit', action: 'USER_ROLE_CHANGED', target, detail: { from: before.role, to: row.role } });
    }
    const fields = (['name', 'email', 'phone', 'orgId'] as const).filter((f) => patch[f] !== undefined);
    if (fields.length > 0) {
      events.push({
        type: 'audit',
        action: 'USER_UPDATED',
        target,
        detail: { fields, ...(patch.orgId !== undefined ? { orgId: row.orgId } : {}) },
      });
    }
    await emit(tx, caller, events);
    return row;
  });
}

/** Deactivates (claims keep pointing at the consultant) and revokes every refresh token. */
export async function deactivateUser(db: Db, caller: Caller, id: number) {
  return updateUser(db, caller, id, { active: false });
}

/** Ids of an organization and everything below it. */
export function subtreeOf(orgId: number) {
  return sql`(with recursive sub(id) as (
      select ${orgId}::integer
      union
      select o.id from ${organizations} o join sub on o.parent_id = sub.id
    ) select id from sub)`;
}

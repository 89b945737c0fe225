import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db, Executor } from '../../db/client.js';
import { organizations, users } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { iso, parseIntId } from '../../platform/schemas.js';
import { isUniqueViolation, withTransaction } from '../../platform/transactions.js';
import { revokeUserRefreshTokens } from '../auth/tokens.service.js';
import { consultantAdministration } from './consultant.access.js';
import type { CreateUserBody, UpdateUserBody, User, UserListQuery } from './users.schemas.js';

/** What the consultant and organization services use; built once by the routes. */
export interface ConsultantDeps {
  db: Db;
  /** Drops the cached access tokens of `user:<id>`, so that the next request re-reads the consultant. */
  forgetSubject(sub: string): void;
}

export type UserRow = typeof users.$inferSelect;
export type UserView = Static<typeof User>;
export type NewUser = Static<typeof CreateUserBody>;
export type UserPatch = Static<typeof UpdateUserBody>;
export type UserListInput = Static<typeof UserListQuery>;

export const userView = (u: UserRow): UserView => ({
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

/** A consultant id of a path: anything that cannot be one names nobody (404). */
function userIdOf(raw: string) {
  const id = parseIntId(raw);
  if (id === null) throw consultantAdministration.notFound();
  return id;
}

/** Creates a consultant in `tx`, audited (`USER_CREATED`) as done by `caller`. */
export async function insertUser(tx: Executor, caller: Caller, input: NewUser): Promise<UserRow> {
  await requireOrg(tx, input.orgId);
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
    { type: 'audit', action: 'USER_CREATED', target: `user:${row.id}`, detail: { role: row.role, orgId: row.orgId } },
  ]);
  return row;
}

/** Creates a consultant (an operator: an ADMIN consultant, or an admin key for the first one). */
export async function createUser(deps: ConsultantDeps, caller: Caller, input: NewUser): Promise<UserView> {
  try {
    return userView(await withTransaction(deps.db, (tx) => insertUser(tx, caller, input)));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('USER_CI_TAKEN', 'ci: a consultant with this CI already exists');
    throw error;
  }
}

/** The consultants the caller manages, by id, filtered; with how many match. */
export async function listUsers(
  deps: ConsultantDeps,
  caller: Caller,
  input: UserListInput,
): Promise<{ rows: UserView[]; total: number }> {
  const { db } = deps;
  const { page = 1, pageSize = 20, ...q } = input;
  const filters: SQL[] = [scopeOf(consultantAdministration, caller)];
  if (q.role) filters.push(eq(users.role, q.role));
  if (q.orgId !== undefined) filters.push(eq(users.orgId, q.orgId));
  if (q.active !== undefined) filters.push(eq(users.active, q.active));
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(userView), total };
}

/**
 * Changes a consultant. A deactivation revokes their refresh tokens; a deactivation or a role change raises their
 * token generation, so every access token issued before it stays invalid (also after a reactivation). Each kind of
 * change is audited (ids, role and field names only: never a personal data value). Role, organization and active
 * state are read when a token is verified: the consultant's cached tokens are dropped after the change.
 */
export async function updateUser(
  deps: ConsultantDeps,
  caller: Caller,
  rawId: string,
  patch: UserPatch,
): Promise<UserView> {
  const id = userIdOf(rawId);
  const row = await withTransaction(deps.db, async (tx) => {
    await requireOrg(tx, patch.orgId);
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), scopeOf(consultantAdministration, caller)))
      .for('update');
    if (!before) throw consultantAdministration.notFound();
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
    if (patch.active === false && before.active)
      await emit(tx, caller, [{ type: 'audit', action: 'USER_DEACTIVATED', target }]);
    if (patch.active === true && !before.active)
      await emit(tx, caller, [{ type: 'audit', action: 'USER_REACTIVATED', target }]);
    if (roleChanged) {
      await emit(tx, caller, [
        { type: 'audit', action: 'USER_ROLE_CHANGED', target, detail: { from: before.role, to: row.role } },
      ]);
    }
    const fields = (['name', 'email', 'phone', 'orgId'] as const).filter((f) => patch[f] !== undefined);
    if (fields.length > 0) {
      await emit(tx, caller, [
        {
          type: 'audit',
          action: 'USER_UPDATED',
          target,
          detail: { fields, ...(patch.orgId !== undefined ? { orgId: row.orgId } : {}) },
        },
      ]);
    }
    return row;
  });
  // Tokens issued before a deactivation or role change are refused from now on: their generation is behind.
  deps.forgetSubject(`user:${id}`);
  return userView(row);
}

/** Deactivates (claims keep pointing at the consultant) and revokes every refresh token. */
export async function deactivateUser(deps: ConsultantDeps, caller: Caller, rawId: string): Promise<void> {
  await updateUser(deps, caller, rawId, { active: false });
}

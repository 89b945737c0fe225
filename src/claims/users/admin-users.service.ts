import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { organizations, users } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { boundedList } from '../../platform/bounded-list.js';
import { notFound, validationFailed } from '../../platform/errors.js';
import { containsPattern } from '../../platform/list-filters.js';
import { maskEmail } from '../../platform/masking.js';
import { maskPhone } from '../../platform/phone.js';
import { iso, parseId } from '../../platform/schemas.js';
import type {
  AdminOrganizationList,
  AdminUpdateUserBody,
  AdminUser,
  AdminUserList,
  AdminUserListQuery,
} from './admin-users.schemas.js';
import { type ConsultantDeps, updateUser } from './users.service.js';

export type AdminUserListInput = Static<typeof AdminUserListQuery>;
export type AdminUserPatch = Static<typeof AdminUpdateUserBody>;
type AdminUserView = Static<typeof AdminUser>;

/** A stored phone (digits) as the contract masks phones; a value that is no Korean number shows its first digit. */
function maskStoredPhone(phone: string): string {
  return maskPhone(phone) ?? `${phone.slice(0, 1)}***`;
}

const columns = {
  id: users.id,
  ci: users.ci,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  orgId: users.orgId,
  orgName: organizations.name,
  active: users.active,
  createdAt: users.createdAt,
};

/** Consultants with their organization's name. */
const selectUsers = (db: Executor) =>
  db.select(columns).from(users).leftJoin(organizations, eq(organizations.id, users.orgId));
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

const view = (r: Row): AdminUserView => ({
  id: r.id,
  ci: r.ci,
  name: r.name,
  email: r.email === null ? null : maskEmail(r.email),
  phone: r.phone === null ? null : maskStoredPhone(r.phone),
  role: r.role,
  orgId: r.orgId,
  orgName: r.orgName,
  active: r.active,
  createdAt: iso(r.createdAt)!,
});

/**
 * Every consultant by id, filtered by organization, role, active flag and part of the name, e-mail and phone masked
 * (nothing is decrypted: the list writes no access record). The total is counted up to `COUNT_CAP`.
 */
export async function listAdminUsers(
  deps: ConsultantDeps,
  _caller: Caller,
  q: AdminUserListInput,
): Promise<Static<typeof AdminUserList>> {
  if (q.noOrg === true && q.orgId !== undefined) throw validationFailed('noOrg', 'cannot be combined with orgId');
  const where: SQL | undefined = and(
    q.orgId === undefined ? undefined : eq(users.orgId, q.orgId),
    q.noOrg === true ? isNull(users.orgId) : undefined,
    q.role === undefined ? undefined : eq(users.role, q.role),
    q.active === undefined ? undefined : eq(users.active, q.active),
    q.name === undefined ? undefined : sql`${users.name} ilike ${containsPattern(q.name)}`,
    q.ci === undefined ? undefined : eq(users.ci, q.ci),
  );
  const { rows, pagination } = await boundedList(deps.db, q, 'consultants', { from: sql`${users}`, where }, (w) =>
    selectUsers(deps.db).where(where).orderBy(asc(users.id)).limit(w.limit).offset(w.offset),
  );
  return { data: rows.map(view), pagination };
}

async function adminUserView(deps: ConsultantDeps, id: number): Promise<AdminUserView> {
  const [row] = await selectUsers(deps.db).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return view(row);
}

/** One consultant by id, as the list shows them (the console's consultant page); an unknown id → 404. */
export async function getAdminUser(deps: ConsultantDeps, _caller: Caller, rawId: string): Promise<AdminUserView> {
  const id = parseId(rawId);
  if (id === null || id > 2_147_483_647) throw notFound('User');
  return adminUserView(deps, id);
}

/**
 * An operator moves a consultant to another organization, or deactivates or reactivates them: the same change as the
 * consultant-side `PATCH /api/v1/users/{id}` (`updateUser`: unknown organization → 400 `ORG_NOT_FOUND`, a
 * deactivation revokes refresh tokens and raises the token generation, each change audited with the caller), seen
 * through the operators' masked view.
 */
export async function updateAdminUser(
  deps: ConsultantDeps,
  caller: Caller,
  rawId: string,
  patch: AdminUserPatch,
): Promise<AdminUserView> {
  const updated = await updateUser(deps, caller, rawId, patch);
  return adminUserView(deps, updated.id);
}

/** Every organization by id with its parent and how many consultants it holds directly (all, and active ones). */
export async function listAdminOrganizations(
  deps: ConsultantDeps,
  _caller: Caller,
): Promise<Static<typeof AdminOrganizationList>> {
  const [orgs, members] = await Promise.all([
    deps.db
      .select({ id: organizations.id, name: organizations.name, parentId: organizations.parentId })
      .from(organizations)
      .orderBy(asc(organizations.id)),
    deps.db
      .select({
        orgId: users.orgId,
        all: count(),
        active: sql<number>`(count(*) filter (where ${users.active}))::int`,
      })
      .from(users)
      .groupBy(users.orgId),
  ]);
  const byOrg = new Map(members.map((m) => [m.orgId, m]));
  return {
    data: orgs.map((o) => ({
      ...o,
      consultantCount: Number(byOrg.get(o.id)?.all ?? 0),
      activeConsultantCount: Number(byOrg.get(o.id)?.active ?? 0),
    })),
  };
}

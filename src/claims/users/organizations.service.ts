import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor, Tx } from '../../db/client.js';
import { organizations, users } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import { badRequest } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { parseIntId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import { organizationAccess, subtreeOf } from './consultant.access.js';
import type { CreateOrgBody, Organization, UpdateOrgBody } from './users.schemas.js';
import type { ConsultantDeps } from './users.service.js';

// Moves are serialized so that two concurrent moves cannot close a cycle between them.
const ORG_TREE_LOCK = 727_006;

export type OrganizationView = Static<typeof Organization>;
export type NewOrganization = Static<typeof CreateOrgBody>;
export type OrganizationPatch = Static<typeof UpdateOrgBody>;

/**
 * A node of the organization chart (`OrgChartNode`). Written out: the schema refers to itself by `$ref`, which a
 * static type cannot follow.
 */
export interface ChartNode {
  id: number;
  name: string;
  parentId: number | null;
  memberCount: number;
  children: ChartNode[];
}

/** The whole organization tree (any valid token may read it). */
export async function orgChart(deps: ConsultantDeps): Promise<ChartNode[]> {
  const { db } = deps;
  const [orgs, members] = await Promise.all([
    db.select().from(organizations).orderBy(asc(organizations.id)),
    db.select({ orgId: users.orgId, n: count() }).from(users).where(eq(users.active, true)).groupBy(users.orgId),
  ]);
  const memberCount = new Map(members.map((m) => [m.orgId, m.n]));
  const nodes = new Map<number, ChartNode>(
    orgs.map((o) => [
      o.id,
      { id: o.id, name: o.name, parentId: o.parentId, memberCount: memberCount.get(o.id) ?? 0, children: [] },
    ]),
  );
  const roots: ChartNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const view = (o: typeof organizations.$inferSelect): OrganizationView => ({
  id: o.id,
  name: o.name,
  parentId: o.parentId,
});

/** An organization id of a path: anything that cannot be one names none (404). */
function orgIdOf(raw: string) {
  const id = parseIntId(raw);
  if (id === null) throw organizationAccess.notFound();
  return id;
}

/** The organization, locked against concurrent moves, if the caller may manage it (else 404). */
async function lockedOrg(tx: Tx, caller: Caller, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORG_TREE_LOCK})`);
  const [current] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), scopeOf(organizationAccess, caller)));
  if (!current) throw organizationAccess.notFound();
  return current;
}

/** Creates an organization in `tx`, audited (`ORG_CREATED`) as done by `caller`. */
export async function insertOrg(tx: Executor, caller: Caller, input: NewOrganization): Promise<OrganizationView> {
  if (input.parentId != null) {
    const [parent] = await tx.select().from(organizations).where(eq(organizations.id, input.parentId));
    if (!parent) throw badRequest('ORG_NOT_FOUND', 'parentId: no such organization');
  }
  const [row] = await tx
    .insert(organizations)
    .values({ name: input.name, parentId: input.parentId ?? null })
    .returning();
  await emit(tx, caller, [
    { type: 'audit', action: 'ORG_CREATED', target: `organization:${row.id}`, detail: { parentId: row.parentId } },
  ]);
  return view(row);
}

/** Organization changes are audited in their own transaction (`ORG_CREATED`, `ORG_UPDATED`, `ORG_DELETED`). */
export async function createOrg(
  deps: ConsultantDeps,
  caller: Caller,
  input: NewOrganization,
): Promise<OrganizationView> {
  return withTransaction(deps.db, (tx) => insertOrg(tx, caller, input));
}

export async function updateOrg(
  deps: ConsultantDeps,
  caller: Caller,
  rawId: string,
  patch: OrganizationPatch,
): Promise<OrganizationView> {
  const id = orgIdOf(rawId);
  return withTransaction(deps.db, async (tx) => {
    const current = await lockedOrg(tx, caller, id);
    if (patch.parentId != null) {
      const [parent] = await tx.select().from(organizations).where(eq(organizations.id, patch.parentId));
      if (!parent) throw badRequest('ORG_NOT_FOUND', 'parentId: no such organization');
      const below = await tx.execute(sql`select 1 as hit where ${patch.parentId}::integer in ${subtreeOf(id)}`);
      if (below.rows.length > 0) {
        throw badRequest('ORG_CYCLE', 'parentId: an organization cannot move under itself or one of its descendants');
      }
    }
    const [row] = await tx
      .update(organizations)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.parentId !== undefined ? { parentId: patch.parentId } : {}),
      })
      .where(eq(organizations.id, id))
      .returning();
    const fields = (['name', 'parentId'] as const).filter((f) => patch[f] !== undefined);
    await emit(tx, caller, [
      {
        type: 'audit',
        action: 'ORG_UPDATED',
        target: `organization:${id}`,
        detail: { fields, ...(patch.parentId !== undefined ? { from: current.parentId, parentId: row.parentId } : {}) },
      },
    ]);
    return view(row);
  });
}

/** Only an empty leaf can go: one with child organizations or consultants (active or not) → 400. */
export async function deleteOrg(deps: ConsultantDeps, caller: Caller, rawId: string): Promise<void> {
  const id = orgIdOf(rawId);
  await withTransaction(deps.db, async (tx) => {
    await lockedOrg(tx, caller, id);
    const [{ children }] = await tx
      .select({ children: count() })
      .from(organizations)
      .where(eq(organizations.parentId, id));
    if (children > 0) throw badRequest('ORG_HAS_CHILDREN', 'The organization has child organizations');
    const [{ members }] = await tx.select({ members: count() }).from(users).where(eq(users.orgId, id));
    if (members > 0) throw badRequest('ORG_HAS_MEMBERS', 'The organization has consultants');
    await tx.delete(organizations).where(eq(organizations.id, id));
    await emit(tx, caller, [{ type: 'audit', action: 'ORG_DELETED', target: `organization:${id}` }]);
  });
}

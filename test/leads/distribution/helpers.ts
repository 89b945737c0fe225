import { eq, sql } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import type { Db } from '../../../src/db/client.js';
import { asReasons, asRequests, leads, orders } from '../../../src/db/schema/index.js';
import type { World } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';

/** `n` leads confirmed to `portalId`, as registrations with portalId leave them (inserted directly). */
export async function ownedLeads(app: App, w: World, portalId: number, n: number, body: { productId?: string } = {}) {
  const given = factories(app);
  const world = body.productId ? { provider: w.provider, product: { id: body.productId, name: '' } } : w;
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await given.assignedLead({ world, portalId })).id);
  return ids;
}

export const post = (app: App, w: World, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: w.asPortal, payload });

export const distributeReq = (app: App, w: World, fromPortalId: number, toPortalId: number, leadIds: string[]) =>
  post(app, w, '/api/v1/distribute', { fromPortalId, toPortalId, leadIds });

export const recallReq = (app: App, w: World, portalId: number, leadIds: string[]) =>
  post(app, w, '/api/v1/distribute/recall', { portalId, leadIds });

export async function useLead(app: App, w: World, id: string, portalId: number) {
  const res = await post(app, w, `/api/v1/leads/${id}/use`, { portalId });
  if (res.statusCode !== 200) throw new Error(`use → ${res.statusCode} ${res.body}`);
}

/** An AS request row in the given status (the AS routes belong to another module). */
export async function fileAs(db: Db, leadId: string, portalId: number, status: 'WAITING' | 'REJECTED' | 'CANCELLED') {
  await db.insert(asReasons).values({ code: 'WRONG_NUMBER', label: '결번' }).onConflictDoNothing();
  await db.insert(asRequests).values({ leadId: Number(leadId), portalId, reasonCode: 'WRONG_NUMBER', status });
  await db
    .update(leads)
    .set({ latestAsStatus: status })
    .where(eq(leads.id, Number(leadId)));
}

export async function closeAs(db: Db, leadId: string) {
  await db
    .update(asRequests)
    .set({ status: 'REJECTED' })
    .where(eq(asRequests.leadId, Number(leadId)));
  await db
    .update(leads)
    .set({ latestAsStatus: 'REJECTED' })
    .where(eq(leads.id, Number(leadId)));
}

/** What a failed request must leave untouched. */
export async function snapshot(db: Db) {
  const [row] = await db
    .select({
      orders: sql<number>`(select count(*)::int from ${orders})`,
      distributions: sql<number>`(select count(*)::int from distributions)`,
      live: sql<number>`(select count(*)::int from assignments where ended_at is null)`,
      owners: sql<string>`(select string_agg(id || ':' || coalesce(owner_portal_id, 0), ',' order by id) from leads)`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

export interface CounterMismatch {
  orderId: number;
  stored: { provisional: number; confirmed: number; used: number };
  recomputed: { provisional: number; confirmed: number; used: number };
}

/**
 * Recomputes every order's counters from the raw rows and returns the orders whose stored counters differ:
 * provisional and confirmed = the order's live assignments of each kind; used = the leads the order holds
 * (`leads.order_id`) that the order's own portal user owns and has marked used.
 */
export async function counterMismatches(db: Db): Promise<CounterMismatch[]> {
  const res = await db.execute<{
    id: number;
    provisional_count: number;
    confirmed_count: number;
    used_count: number;
    p: number;
    c: number;
    u: number;
  }>(sql`
    select o.id, o.provisional_count, o.confirmed_count, o.used_count,
      (select count(*)::int from assignments a where a.order_id = o.id and a.ended_at is null and a.kind = 'PROVISIONAL') as p,
      (select count(*)::int from assignments a where a.order_id = o.id and a.ended_at is null and a.kind = 'CONFIRMED') as c,
      (select count(*)::int from leads l where l.order_id = o.id and l.used_at is not null
         and l.owner_portal_id = o.portal_id) as u
    from orders o`);
  return res.rows
    .map((r) => ({
      orderId: Number(r.id),
      stored: { provisional: Number(r.provisional_count), confirmed: Number(r.confirmed_count), used: Number(r.used_count) },
      recomputed: { provisional: Number(r.p), confirmed: Number(r.c), used: Number(r.u) },
    }))
    .filter((m) => JSON.stringify(m.stored) !== JSON.stringify(m.recomputed));
}

/** Orders whose region counters exceed the region's quantity, or differ from the live assignments. */
export async function regionMismatches(db: Db) {
  const res = await db.execute<{ order_id: number; region_id: number }>(sql`
    select r.order_id, r.region_id from order_regions r
    where r.provisional_count + r.confirmed_count > r.quantity
       or r.provisional_count <> (select count(*) from assignments a join leads l on l.id = a.lead_id
            where a.order_id = r.order_id and a.ended_at is null and a.kind = 'PROVISIONAL' and l.region_id = r.region_id)
       or r.confirmed_count <> (select count(*) from assignments a join leads l on l.id = a.lead_id
            where a.order_id = r.order_id and a.ended_at is null and a.kind = 'CONFIRMED' and l.region_id = r.region_id)`);
  return res.rows;
}

/** Leads whose ownership columns disagree with their live assignment. */
export async function ownershipMismatches(db: Db) {
  const res = await db.execute<{ id: number }>(sql`
    select l.id from leads l
    left join assignments a on a.lead_id = l.id and a.ended_at is null
    where (l.status = 'UNASSIGNED' and (a.id is not null or l.owner_portal_id is not null))
       or (l.status = 'PROVISIONAL' and (a.kind is distinct from 'PROVISIONAL' or l.owner_portal_id is not null))
       or (l.status = 'ASSIGNED' and l.owner_portal_id is null)`);
  return res.rows;
}

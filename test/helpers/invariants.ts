import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client.js';

/**
 * The recomputation rules of the stored counters, from raw rows (docs/decisions/leads.md, "Allocation and distribution"):
 *
 * - `orders.provisional_count`: the order's live (`ended_at is null`) PROVISIONAL assignments.
 * - `orders.confirmed_count`: the order's CONFIRMED assignments that are live or were ended by a distribution
 *   (`end_reason = 'DISTRIBUTED'`): a distribution moves ownership, the distributor's counters do not change.
 * - `orders.used_count`: distinct leads with a `USED` event for the order (marked used by its portal user).
 * - `order_regions` counters: the same, restricted to leads of that region.
 * - a DISTRIBUTION order: `ordered_quantity = confirmed_count`.
 * - `orders.sent_today` / `sent_this_month` (what the caps count): the order's assignments made in the Korea day
 *   `sent_day` / month `sent_month`, less those that ended unconfirmed; distribution orders count none.
 *
 * Returns one line per disagreement; an empty array means every counter is exact.
 */
export async function recomputeOrderCounters(db: Executor): Promise<string[]> {
  const orderRows = await db.execute(sql`
    with counted as (
      select a.order_id,
        count(*) filter (where a.kind = 'PROVISIONAL' and a.ended_at is null)::int as provisional,
        count(*) filter (where a.kind = 'CONFIRMED' and (a.ended_at is null or a.end_reason = 'DISTRIBUTED'))::int
          as confirmed
      from assignments a group by a.order_id
    ), used as (
      select order_id, count(distinct lead_id)::int as used from lead_events where event = 'USED' group by order_id
    ), sent as (
      select a.order_id,
        count(*) filter (where to_char(a.created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') = o.sent_day)::int
          as today,
        count(*) filter (where to_char(a.created_at at time zone 'Asia/Seoul', 'YYYY-MM') = o.sent_month)::int
          as month
      from assignments a join orders o on o.id = a.order_id
      where o.source <> 'DISTRIBUTION' and not (a.ended_at is not null and a.confirmed_at is null)
      group by a.order_id
    )
    select o.id::text as id, o.source, o.ordered_quantity as ordered,
      o.provisional_count as p, o.confirmed_count as c, o.used_count as u,
      coalesce(counted.provisional, 0) as rp, coalesce(counted.confirmed, 0) as rc, coalesce(used.used, 0) as ru,
      o.sent_day, o.sent_today, o.sent_this_month, coalesce(sent.today, 0) as r_today,
      coalesce(sent.month, 0) as r_month
    from orders o left join counted on counted.order_id = o.id left join used on used.order_id = o.id
      left join sent on sent.order_id = o.id
    where o.sent_today <> coalesce(sent.today, 0) or o.sent_this_month <> coalesce(sent.month, 0)
       or o.provisional_count <> coalesce(counted.provisional, 0)
       or o.confirmed_count <> coalesce(counted.confirmed, 0)
       or o.used_count <> coalesce(used.used, 0)
       or (o.source = 'DISTRIBUTION' and o.ordered_quantity <> o.confirmed_count)`);
  const regionRows = await db.execute(sql`
    with counted as (
      select a.order_id, l.region_id,
        count(*) filter (where a.kind = 'PROVISIONAL' and a.ended_at is null)::int as provisional,
        count(*) filter (where a.kind = 'CONFIRMED' and (a.ended_at is null or a.end_reason = 'DISTRIBUTED'))::int
          as confirmed
      from assignments a join leads l on l.id = a.lead_id group by a.order_id, l.region_id
    )
    select r.order_id::text as id, r.region_id as region, r.quantity, r.provisional_count as p,
      r.confirmed_count as c, coalesce(counted.provisional, 0) as rp, coalesce(counted.confirmed, 0) as rc
    from order_regions r
    left join counted on counted.order_id = r.order_id and counted.region_id = r.region_id
    where r.provisional_count <> coalesce(counted.provisional, 0)
       or r.confirmed_count <> coalesce(counted.confirmed, 0)`);
  return [
    ...orderRows.rows.map((r) => `order ${JSON.stringify(r)}`),
    ...regionRows.rows.map((r) => `order region ${JSON.stringify(r)}`),
  ];
}

/**
 * Regions filled beyond their quantity. The allocation engine never does this; a registration with `portalId`
 * confirms into the portal user's order whatever the region, so only engine-fed orders are expected to pass.
 */
export async function overfilledRegions(db: Executor): Promise<string[]> {
  const rows = await db.execute(sql`
    select order_id::text as id, region_id as region, quantity, provisional_count as p, confirmed_count as c
    from order_regions where provisional_count + confirmed_count > quantity`);
  return rows.rows.map((r) => `overfilled region ${JSON.stringify(r)}`);
}

/**
 * Leads agree with their live assignment: UNASSIGNED/RETURNED have none, PROVISIONAL a live PROVISIONAL one of
 * `leads.order_id`, ASSIGNED a live CONFIRMED one of `leads.order_id` whose portal user is the owner; at most one
 * live assignment per lead; every distribution has as many items as its lead count. Returns the disagreements.
 */
export async function checkLeadInvariants(db: Executor): Promise<string[]> {
  const leadRows = await db.execute(sql`
    with live as (
      select lead_id, count(*)::int as n, min(id) as id, min(order_id) as order_id, min(kind) as kind
      from assignments where ended_at is null group by lead_id
    )
    select l.id::text as id, l.status, l.owner_portal_id, l.order_id::text, l.assignment_id::text,
      live.n, live.id::text as live_id, live.kind, o.portal_id
    from leads l left join live on live.lead_id = l.id left join orders o on o.id = live.order_id
    where coalesce(live.n, 0) > 1
       or (l.status in ('UNASSIGNED', 'RETURNED') and live.n is not null)
       or (l.status in ('PROVISIONAL', 'ASSIGNED') and (live.n is null or live.id <> l.assignment_id
           or live.order_id <> l.order_id))
       or (l.status = 'PROVISIONAL' and live.kind <> 'PROVISIONAL')
       or (l.status = 'ASSIGNED' and (live.kind <> 'CONFIRMED' or o.portal_id <> l.owner_portal_id))`);
  const distributionRows = await db.execute(sql`
    select d.id::text as id, d.lead_count, count(i.lead_id)::int as items
    from distributions d left join distribution_items i on i.distribution_id = d.id
    group by d.id having count(i.lead_id) <> d.lead_count`);
  return [
    ...leadRows.rows.map((r) => `lead ${JSON.stringify(r)}`),
    ...distributionRows.rows.map((r) => `distribution ${JSON.stringify(r)}`),
  ];
}

/**
 * `lead_owner_counts` (the owned list's kept totals, migration 0051) against a recount of the leads, written from the
 * list's own conditions: a portal user's owned leads are the ASSIGNED ones they own; the key is the region (0 when
 * none), the gender ('' when none), whether `used_at` is set, and whether the latest AS request is open (neither
 * null nor CANCELLED, as `hasAs=true` reads it). A counter row at 0 with no lead is allowed. One line per
 * disagreement.
 */
export async function recomputeOwnerCounts(db: Executor): Promise<string[]> {
  const { rows } = await db.execute(sql`
    with counted as (
      select owner_portal_id, case when region_id is null then 0 else region_id end as region_id,
        case when gender is null then '' else gender end as gender,
        case when used_at is null then false else true end as used,
        case when latest_as_status is null or latest_as_status = 'CANCELLED' then false else true end as has_as,
        count(*)::int as n
      from leads where status = 'ASSIGNED' and owner_portal_id is not null
      group by 1, 2, 3, 4, 5
    )
    select owner_portal_id, region_id, gender, used, has_as, k.n as kept, c.n as counted
    from lead_owner_counts k full join counted c using (owner_portal_id, region_id, gender, used, has_as)
    where coalesce(k.n, 0) <> coalesce(c.n, 0)
    order by 1, 2, 3, 4, 5`);
  return rows.map((r) => `owner counter ${JSON.stringify(r)}`);
}

/** Every check; fails the test with every disagreement listed. */
export async function assertInvariants(db: Executor) {
  const problems = [
    ...(await recomputeOrderCounters(db)),
    ...(await checkLeadInvariants(db)),
    ...(await overfilledRegions(db)),
    ...(await recomputeOwnerCounts(db)),
    ...(await recomputeClaimDayCounts(db)),
  ];
  if (problems.length) throw new Error(`invariants broken:\n${problems.slice(0, 20).join('\n')}`);
}

/** `users.claim_count` against a recount of the claims that name each consultant; one line per disagreement. */
export async function recomputeClaimCounts(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ id: number; kept: number; counted: number }>(sql`
    select u.id, u.claim_count as kept, count(c.id)::int as counted
    from users u left join claims c on c.user_id = u.id
    group by u.id having u.claim_count <> count(c.id)`);
  return rows.map((r) => `consultant ${r.id}: claim_count ${r.kept}, counted ${r.counted}`);
}

/** `claim_day_counts` against a recount of the claims of each consultant and day; one line per disagreement. */
export async function recomputeClaimDayCounts(db: Executor): Promise<string[]> {
  const { rows } = await db.execute(sql`
    with counted as (select user_id, claim_date, count(*)::int as n from claims group by 1, 2)
    select user_id, claim_date::text as claim_date, k.n as kept, c.n as counted
    from claim_day_counts k full join counted c using (user_id, claim_date)
    where coalesce(k.n, 0) <> coalesce(c.n, 0)
    order by 1, 2`);
  return rows.map((r) => `claim day counter ${JSON.stringify(r)}`);
}

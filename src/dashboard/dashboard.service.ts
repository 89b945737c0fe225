import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/client.js';
import { dailyStats, providers } from '../db/schema/index.js';
import { koreaDate } from '../platform/korea-time.js';
import { withTransaction } from '../platform/transactions.js';
import type { Dashboard } from './dashboard.schemas.js';

const DAY_MS = 86_400_000;
/** How far back a missing day is computed (the longest window the dashboard shows). */
export const MAX_DAYS = 90;
const COMPUTED = '_computed';
/**
 * Rows written per INSERT: a statement takes at most 65,535 parameters (5 a row), and 90 days of a few hundred
 * providers' figures are tens of thousands of rows.
 */
const INSERT_CHUNK = 5_000;

/** Counts of a Korea-time day, by the table's time column; `dimension` names the breakdown (or ''). */
const DAILY_COUNTS: { metric: string; query: (from: Date, to: Date) => ReturnType<typeof sql> }[] = [
  {
    metric: 'leads.registered',
    query: (from, to) => sql`select (created_at at time zone 'Asia/Seoul')::date::text as day,
      provider_id::text as dimension, count(*)::bigint as value from leads
      where created_at >= ${from} and created_at < ${to} group by 1, 2`,
  },
  {
    metric: 'as.requested',
    query: (from, to) => sql`select (r.created_at at time zone 'Asia/Seoul')::date::text as day,
      l.provider_id::text as dimension, count(*)::bigint as value
      from as_requests r join leads l on l.id = r.lead_id
      where r.created_at >= ${from} and r.created_at < ${to} group by 1, 2`,
  },
  {
    // APPROVED is final, so the request's last change is its approval.
    metric: 'as.approved',
    query: (from, to) => sql`select (r.updated_at at time zone 'Asia/Seoul')::date::text as day,
      l.provider_id::text as dimension, count(*)::bigint as value
      from as_requests r join leads l on l.id = r.lead_id
      where r.status = 'APPROVED' and r.updated_at >= ${from} and r.updated_at < ${to} group by 1, 2`,
  },
  {
    metric: 'coverage.requested',
    query: (from, to) => sql`select (requested_at at time zone 'Asia/Seoul')::date::text as day, '' as dimension,
      count(*)::bigint as value from coverage_analyses
      where requested_at >= ${from} and requested_at < ${to} group by 1`,
  },
  {
    metric: 'medical.requested',
    query: (from, to) => sql`select (requested_at at time zone 'Asia/Seoul')::date::text as day, '' as dimension,
      count(*)::bigint as value from medical_analyses
      where requested_at >= ${from} and requested_at < ${to} group by 1`,
  },
  {
    metric: 'claims.received',
    query: (from, to) => sql`select (created_at at time zone 'Asia/Seoul')::date::text as day, '' as dimension,
      count(*)::bigint as value from claims
      where created_at >= ${from} and created_at < ${to} group by 1`,
  },
];

/** The present state, kept on today's row. */
const SNAPSHOTS: { metric: string; query: ReturnType<typeof sql> }[] = [
  { metric: 'orders.status', query: sql`select status as dimension, count(*)::bigint as value from orders group by 1` },
  {
    metric: 'orders.open',
    query: sql`select 'ordered' as dimension, coalesce(sum(ordered_quantity), 0)::bigint as value from orders
      where status in ('PENDING', 'IN_PROGRESS')
      union all select 'filled', coalesce(sum(confirmed_count + provisional_count), 0)::bigint from orders
      where status in ('PENDING', 'IN_PROGRESS')`,
  },
  { metric: 'claims.status', query: sql`select status as dimension, count(*)::bigint as value from claims group by 1` },
];

/** The start of a Korea-time day `YYYY-MM-DD` as an instant. */
const kstStart = (day: string) => new Date(`${day}T00:00:00+09:00`);
const addDays = (day: string, n: number) => koreaDate(new Date(kstStart(day).getTime() + n * DAY_MS));

interface StatRow {
  day: string;
  metric: string;
  dimension: string;
  value: number;
}

/**
 * Recomputes the dashboard's figures from the rows: every day from yesterday (Korea time) to today, plus any day of
 * the last `MAX_DAYS` never computed (a fresh database, a stop of several days). One statement per figure over the
 * whole span, then the span's rows replaced in one transaction.
 */
export async function rollupDailyStats(db: Db, now: Date): Promise<{ from: string; to: string }> {
  const today = koreaDate(now);
  const oldest = addDays(today, -(MAX_DAYS - 1));
  const computed = await db
    .select({ day: dailyStats.day })
    .from(dailyStats)
    .where(and(eq(dailyStats.metric, COMPUTED), gte(dailyStats.day, oldest)));
  const done = new Set(computed.map((r) => r.day));
  let from = addDays(today, -1);
  for (let day = oldest; day < from; day = addDays(day, 1)) {
    if (!done.has(day)) {
      from = day;
      break;
    }
  }
  const start = kstStart(from);
  const end = kstStart(addDays(today, 1));
  const rows: StatRow[] = [];
  for (const { metric, query } of DAILY_COUNTS) {
    const result = await db.execute<{ day: string; dimension: string; value: string | number }>(query(start, end));
    for (const r of result.rows) rows.push({ day: r.day, metric, dimension: r.dimension, value: Number(r.value) });
  }
  for (const { metric, query } of SNAPSHOTS) {
    const result = await db.execute<{ dimension: string; value: string | number }>(query);
    for (const r of result.rows) rows.push({ day: today, metric, dimension: r.dimension, value: Number(r.value) });
  }
  for (let day = from; day <= today; day = addDays(day, 1))
    rows.push({ day, metric: COMPUTED, dimension: '', value: 1 });
  const computedAt = now;
  await withTransaction(db, async (tx) => {
    await tx.delete(dailyStats).where(and(gte(dailyStats.day, from), lte(dailyStats.day, today)));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx
        .insert(dailyStats)
        .values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, computedAt })))
        .onConflictDoUpdate({
          target: [dailyStats.day, dailyStats.metric, dailyStats.dimension],
          set: { value: sql`excluded.value`, computedAt: sql`excluded.computed_at` },
        });
    }
  });
  stamps.delete(db);
  return { from, to: today };
}

type DashboardView = Static<typeof Dashboard>;

/** How many providers the registrations chart names; the others are summed per day into one entry. */
export const CHARTED_PROVIDERS = 10;

/**
 * Registrations per day of the providers with most registrations in the window (ties: the lower id), the others
 * summed per day with `providerId: null`: a chart of 200 stacked providers reads as noise, and the answer stays small
 * (it was 2,705 entries, 248 KB, on 200 providers). Every provider's own total is in `asReturns.registered`.
 */
function registrationsByDay(
  rows: { day: string; dimension: string; value: number }[],
  totals: Map<string, number>,
  names: Map<string, string>,
) {
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0])).map(([id]) => id);
  const named = new Set(ranked.slice(0, CHARTED_PROVIDERS));
  const others = ranked.length - named.size;
  const othersPerDay = new Map<string, number>();
  const entries: { date: string; providerId: string | null; providerName: string; count: number }[] = [];
  for (const r of rows) {
    if (named.has(r.dimension)) {
      entries.push({
        date: r.day,
        providerId: r.dimension,
        providerName: names.get(r.dimension) ?? '',
        count: r.value,
      });
    } else othersPerDay.set(r.day, (othersPerDay.get(r.day) ?? 0) + r.value);
  }
  for (const [date, count] of othersPerDay) {
    entries.push({ date, providerId: null, providerName: `그 밖의 공급사 ${others}곳`, count });
  }
  // Per day: the named providers by id, the others last.
  return entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.providerId === null ? 1 : 0) - (b.providerId === null ? 1 : 0) ||
      Number(a.providerId) - Number(b.providerId),
  );
}

/** An answer and its JSON, serialized once: 14 days of figures are tens of kilobytes to serialize per request. */
export interface BuiltDashboard {
  stamp: string;
  view: DashboardView;
  json: string;
}

/**
 * Answers already built, per database and window: the rollup rewrites every figure it touches together with today's
 * `_computed` row, in one transaction and with one `computed_at`, so an answer built from the same `computed_at` of
 * the same day is the same answer. A request then costs one primary-key read instead of thousands of rows (200
 * providers × 14 days) read and regrouped. Provider names are those of the last rollup's minute.
 */
const built = new WeakMap<Db, Map<string, BuiltDashboard>>();

/**
 * Today's `computed_at` as last read, per database and day. It is read again after `STAMP_TTL_MS`, so a rollup run by
 * another instance shows within that time; a rollup run by this process forgets it at once. Without it every request
 * waited for a pool connection behind the registrations' transactions just to learn that nothing changed.
 */
const stamps = new WeakMap<Db, { day: string; stamp: string; readAt: number }>();
export const STAMP_TTL_MS = 1000;

async function todaysStamp(db: Db, to: string, now: Date): Promise<string | null> {
  const known = stamps.get(db);
  if (known && known.day === to && now.getTime() - known.readAt < STAMP_TTL_MS) return known.stamp;
  const [computed] = await db
    .select({ at: dailyStats.computedAt })
    .from(dailyStats)
    .where(and(eq(dailyStats.day, to), eq(dailyStats.metric, COMPUTED), eq(dailyStats.dimension, '')));
  if (!computed) return null;
  const stamp = computed.at.toISOString();
  stamps.set(db, { day: to, stamp, readAt: now.getTime() });
  return stamp;
}

/**
 * The dashboard of the last `days` Korea-time days, read from the rollup alone (computed first if today never was).
 * `asOf` is when today's figures were computed.
 */
export async function getDashboard(db: Db, now: Date, days: number): Promise<BuiltDashboard> {
  const to = koreaDate(now);
  const from = addDays(to, -(days - 1));
  const key = `${from}/${to}`;
  const stamp = await todaysStamp(db, to, now);
  const known = stamp === null ? undefined : built.get(db)?.get(key);
  if (known && known.stamp === stamp) return known;
  const view = await buildDashboard(db, now, from, to);
  if (!built.has(db)) built.set(db, new Map());
  // Only the windows of the present day are kept (at most 90 of them).
  const kept = built.get(db) as Map<string, BuiltDashboard>;
  for (const k of kept.keys()) if (!k.endsWith(`/${to}`)) kept.delete(k);
  const answer = { stamp: view.asOf, view, json: JSON.stringify(view) };
  kept.set(key, answer);
  return answer;
}

async function buildDashboard(db: Db, now: Date, from: string, to: string): Promise<DashboardView> {
  const read = () =>
    db
      .select()
      .from(dailyStats)
      .where(and(gte(dailyStats.day, from), lte(dailyStats.day, to)));
  let rows = await read();
  if (!rows.some((r) => r.day === to && r.metric === COMPUTED)) {
    await rollupDailyStats(db, now);
    rows = await read();
  }
  const dates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) dates.push(day);
  const of = (metric: string) => rows.filter((r) => r.metric === metric);
  const perDay = (metric: string) => {
    const sums = new Map<string, number>();
    for (const r of of(metric)) sums.set(r.day, (sums.get(r.day) ?? 0) + r.value);
    return (day: string) => sums.get(day) ?? 0;
  };
  const byProvider = (metric: string) => {
    const sums = new Map<string, number>();
    for (const r of of(metric)) sums.set(r.dimension, (sums.get(r.dimension) ?? 0) + r.value);
    return sums;
  };
  const snapshot = (metric: string) =>
    of(metric)
      .filter((r) => r.day === to)
      .map((r) => ({ status: r.dimension, count: r.value }))
      .sort((a, b) => a.status.localeCompare(b.status));

  const registered = byProvider('leads.registered');
  const returned = byProvider('as.approved');
  const requested = byProvider('as.requested');
  const providerIds = [...new Set([...registered.keys(), ...returned.keys(), ...requested.keys()])].map(Number);
  const names = new Map(
    providerIds.length
      ? (
          await db
            .select({ id: providers.id, name: providers.name })
            .from(providers)
            .where(inArray(providers.id, providerIds))
        ).map((p) => [String(p.id), p.name])
      : [],
  );
  const coverage = perDay('coverage.requested');
  const medical = perDay('medical.requested');
  const claimsReceived = perDay('claims.received');
  const open = new Map(
    of('orders.open')
      .filter((r) => r.day === to)
      .map((r) => [r.dimension, r.value]),
  );
  const ordered = open.get('ordered') ?? 0;
  const filled = open.get('filled') ?? 0;
  const claimStatuses = snapshot('claims.status');
  const asOf = rows.find((r) => r.day === to && r.metric === COMPUTED)?.computedAt ?? now;
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

  return {
    asOf: asOf.toISOString(),
    from,
    to,
    registrations: registrationsByDay(of('leads.registered'), registered, names),
    asReturns: providerIds
      .sort((a, b) => a - b)
      .map(String)
      .map((id) => {
        const reg = registered.get(id) ?? 0;
        const ret = returned.get(id) ?? 0;
        return {
          providerId: id,
          providerName: names.get(id) ?? '',
          registered: reg,
          requested: requested.get(id) ?? 0,
          returned: ret,
          returnRate: ratio(ret, reg),
        };
      }),
    orders: {
      byStatus: snapshot('orders.status'),
      openOrdered: ordered,
      openFilled: filled,
      fillRatio: ratio(filled, ordered),
    },
    claims: {
      byStatus: claimStatuses,
      dispatchFailures: claimStatuses.find((s) => s.status === 'FAILED')?.count ?? 0,
      receivedPerDay: dates.map((date) => ({ date, count: claimsReceived(date) })),
    },
    analysesPerDay: dates.map((date) => ({ date, coverage: coverage(date), medical: medical(date) })),
  };
}

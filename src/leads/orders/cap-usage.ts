import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { assignments } from '../../db/schema/index.js';
import { koreaDayStart, koreaMonthStart } from '../../platform/korea-time.js';
import { idArray } from '../core/lead.repo.js';
import { type CapUsage, periodsOf } from '../routing/routing.rules.js';

/**
 * The counters the caps read, per order: its assignments made in the Korea day and month of `now` (by the engine or
 * by automatic assignment), less those released before confirmation. Returned and taken-back ones still count.
 */
export async function capUsage(tx: Executor, orderIds: number[], now: Date): Promise<Map<number, CapUsage>> {
  const usage = new Map<number, CapUsage>();
  if (orderIds.length === 0) return usage;
  const periods = periodsOf(now);
  const { rows } = await tx.execute<{ order_id: number | string; today: number; month: number }>(sql`
    select ${assignments.orderId} as order_id,
      count(*) filter (where ${assignments.createdAt} >= ${koreaDayStart(now).toISOString()}::timestamptz)::int as today,
      count(*)::int as month
    from ${assignments}
    where ${assignments.orderId} = any(${idArray(orderIds)}) and ${assignments.createdAt} >= ${koreaMonthStart(now).toISOString()}::timestamptz
      and not (${assignments.endedAt} is not null and ${assignments.confirmedAt} is null)
    group by ${assignments.orderId}`);
  for (const r of rows) usage.set(Number(r.order_id), { periods, today: r.today, thisMonth: r.month });
  return usage;
}

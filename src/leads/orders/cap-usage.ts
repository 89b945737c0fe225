import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { type CapUsage, periodsOf } from '../routing/routing.rules.js';

/**
 * The counters the caps read, kept on the order's row by the statements that assign and release (routing.md §1):
 * its assignments made in the Korea day and month (by the engine or by automatic assignment), less those released
 * before confirmation; returned and taken-back ones still count. Reading them costs nothing beyond the order's row,
 * whatever the number of its assignments.
 */

export interface SentCounters {
  sentDay: string | null;
  sentToday: number;
  sentMonth: string | null;
  sentThisMonth: number;
}

/** The counters as the rules read them (`usageAt` reads a count of an earlier period as 0). */
export const usageOf = (row: SentCounters): CapUsage => ({
  periods: { day: row.sentDay ?? '', month: row.sentMonth ?? '' },
  today: row.sentToday,
  thisMonth: row.sentThisMonth,
});

/**
 * The SET list that counts `count` more assignments made at `at` (an SQL expression or a number), for an UPDATE of
 * `orders` under the row's lock. A new period starts its count from them; an assignment dated before the counted
 * period (a clock set back) is not counted in it.
 */
export function countSent(count: SQL | number, at: Date): SQL {
  const { day, month } = periodsOf(at);
  const n = sql`(${count})::int`;
  return sql`sent_today = case when ${orders.sentDay} = ${day} then ${orders.sentToday} + ${n}
      when ${orders.sentDay} is null or ${orders.sentDay} < ${day} then ${n} else ${orders.sentToday} end,
    sent_day = greatest(${orders.sentDay}, ${day}),
    sent_this_month = case when ${orders.sentMonth} = ${month} then ${orders.sentThisMonth} + ${n}
      when ${orders.sentMonth} is null or ${orders.sentMonth} < ${month} then ${n} else ${orders.sentThisMonth} end,
    sent_month = greatest(${orders.sentMonth}, ${month})`;
}

/**
 * Takes assignments released before confirmation out of the counts of their order (locked by the caller): each
 * leaves the period it was made in, if that is the period counted.
 */
export async function uncountReleased(tx: Executor, orderId: number, madeAt: Date[]): Promise<void> {
  if (madeAt.length === 0) return;
  // One array parameter (the days are digits and dashes only).
  const days = sql`${`{${madeAt.map((at) => periodsOf(at).day).join(',')}}`}::text[]`;
  await tx.execute(sql`
    update ${orders} set
      sent_today = ${orders.sentToday} - (select count(*) from unnest(${days}) d where d = ${orders.sentDay}),
      sent_this_month = ${orders.sentThisMonth}
        - (select count(*) from unnest(${days}) d where left(d, 7) = ${orders.sentMonth})
    where ${orders.id} = ${orderId}`);
}

import { bigint, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The console dashboard's figures by Korea-time day: counts of the day (`leads.registered` per provider, ...) and,
 * on today's row, snapshots of the present (`orders.status` per status, ...). Recomputed by a job every minute for
 * today and yesterday from the rows themselves, so writes elsewhere gain no statement.
 */
export const dailyStats = pgTable(
  'daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    /** The breakdown: a provider id, a status, or '' when there is none. */
    dimension: text('dimension').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.dimension] }), index('daily_stats_metric_day').on(t.metric, t.day)],
);

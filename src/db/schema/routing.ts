import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An order's schedule as stored (`orders.schedule`), checked by `parseSchedule` before it is written. */
export interface Schedule {
  days: ('MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN')[];
  from: string;
  to: string;
  skipHolidays: boolean;
}

/**
 * A consultant's routing profile (routing.md §1): while `paused_until` is in the future every order of theirs is
 * paused (leave, training). A consultant without a row is not paused.
 */
export const routingProfiles = pgTable('routing_profiles', {
  portalId: integer('portal_id').primaryKey(),
  pausedUntil: timestamp('paused_until', { withTimezone: true, mode: 'date', precision: 3 }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  /** Who saved it last: the key's actor. */
  updatedBy: text('updated_by').notNull(),
});

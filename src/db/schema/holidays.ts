import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Public holidays (공휴일), each a whole Korea-time day. Kept as a list operators correct, not computed: substitute
 * holidays and election days are announced by the government, sometimes late.
 */
export const holidays = pgTable(
  'holidays',
  {
    /** The Korea-time date, `YYYY-MM-DD`. */
    date: date('date', { mode: 'string' }).primaryKey(),
    name: text('name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    /** Who saved it last: the admin key's actor, or `seed` for the migration's list. */
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [check('holidays_name_length', sql`char_length(${t.name}) between 1 and 50`)],
);

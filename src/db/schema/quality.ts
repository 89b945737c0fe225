import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products, providers } from './catalog.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * Registrations refused for the source's fault (routing.md §7): a duplicate contact, a suppressed phone, a resident
 * registration number the provider may not send, a consent the rules refuse. A refused registration stores no lead,
 * so source quality counts these rows instead. No phone, no name, nothing personal: who sent it, for which product,
 * why, when (the app's clock).
 */
export const leadRefusals = pgTable(
  'lead_refusals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The refusal's problem code, or an import row's (`DUPLICATE_IN_FILE`). */
    code: text('code').notNull(),
    refusedAt: ts('refused_at').notNull(),
  },
  (t) => [
    check(
      'lead_refusals_code',
      sql`${t.code} in ('DUPLICATE_CONTACT', 'DUPLICATE_IN_FILE', 'CONTACT_SUPPRESSED', 'SSN_NOT_ACCEPTED')
        or ${t.code} like 'CONSENT\\_%'`,
    ),
    // Source quality reads one provider's refusals over a range of days.
    index('lead_refusals_provider_at').on(t.providerId, t.refusedAt),
  ],
);

/**
 * Computed source-quality figures per provider and Korea-date range, kept up to an hour (routing.md §7 allows
 * figures that old): every instance answers the same `asOf`, and a console refreshing a year's figures does not
 * scan a year of leads each time.
 */
export const providerQuality = pgTable(
  'provider_quality',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** When the figures were computed, by the app's clock. */
    asOf: ts('as_of').notNull(),
    /** The answer's `total` and `byProduct`. */
    figures: jsonb('figures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.fromDate, t.toDate] }), index('provider_quality_as_of').on(t.asOf)],
);

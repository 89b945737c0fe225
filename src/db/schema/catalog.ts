import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const SSN_POLICIES = ['DISCARD', 'REJECT'] as const;
export const ROUTING_MODES = ['FIFO', 'ROUND_ROBIN'] as const;
export type RoutingMode = (typeof ROUTING_MODES)[number];
export type SsnPolicy = (typeof SSN_POLICIES)[number];

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /**
     * What a registration carrying a resident registration number gets: DISCARD (validated, used for gender and
     * birth date, never stored) or REJECT (400 SSN_NOT_ACCEPTED).
     */
    ssnPolicy: text('ssn_policy', { enum: SSN_POLICIES }).notNull().default('DISCARD'),
    createdAt: createdAt(),
  },
  (t) => [check('providers_ssn_policy', sql`${t.ssnPolicy} in ('DISCARD', 'REJECT')`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    asWindowDays: smallint('as_window_days').notNull().default(7),
    /** The product's current AS policy; every save adds a row to `as_policies`. */
    currentPolicyId: integer('current_policy_id'),
    /** A registration without a consent record is refused (CONSENT_REQUIRED). */
    consentRequired: boolean('consent_required').notNull().default(false),
    /** A consent collected longer ago than this is refused (CONSENT_STALE). */
    consentMaxAgeDays: smallint('consent_max_age_days').notNull().default(365),
    /** The parties a consent must name one of; null: the deployment's `CONSENT_RECIPIENTS`. */
    consentRecipients: text('consent_recipients').array(),
    // Routing (routing.md §1, §2, §6).
    /** An engine assignment is confirmed in the same transaction. */
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    routing: text('routing', { enum: ROUTING_MODES }).notNull().default('FIFO'),
    /** Contactable minutes a consultant has for a first contact; null: no deadline. */
    firstContactMinutes: smallint('first_contact_minutes'),
    /** Take-backs after a missed deadline before the lead stays with its owner, overdue. */
    maxSlaRecalls: smallint('max_sla_recalls').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_routing', sql`${t.routing} in ('FIFO', 'ROUND_ROBIN')`),
    check('products_first_contact_minutes', sql`${t.firstContactMinutes} between 5 and 10080`),
    check('products_max_sla_recalls', sql`${t.maxSlaRecalls} between 0 and 5`),
    check('products_as_window_days', sql`${t.asWindowDays} between 0 and 365`),
    check('products_consent_max_age_days', sql`${t.consentMaxAgeDays} between 1 and 3650`),
  ],
);

export const productProviders = pgTable(
  'product_providers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.providerId] })],
);

export const asPolicies = pgTable('as_policies', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  textContent: text('text_content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
});

export const asReasons = pgTable('as_reasons', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Full official names, former names and common spellings, each pointing at one region. */
export const regionAliases = pgTable('region_aliases', {
  alias: text('alias').primaryKey(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
});

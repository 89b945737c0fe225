import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    asWindowDays: smallint('as_window_days').notNull().default(7),
    /** The product's current AS policy; every save adds a row to `as_policies`. */
    currentPolicyId: integer('current_policy_id'),
    createdAt: createdAt(),
  },
  (t) => [check('products_as_window_days', sql`${t.asWindowDays} between 0 and 365`)],
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

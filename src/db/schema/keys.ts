import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './catalog.js';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['admin', 'portal', 'provider'] }).notNull(),
    providerId: integer('provider_id').references(() => providers.id),
    /** Null: a portal key may act for any portal user. */
    portalIds: integer('portal_ids').array(),
    /** SHA-256 of the whole key, hex; the key itself is never stored. */
    keyHash: text('key_hash').notNull().unique(),
    /** The first characters of the key, so an operator can tell keys apart. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Rate-limit override for this key (requests per second and burst); null: the configured default. */
    rateLimitRps: integer('rate_limit_rps'),
    rateLimitBurst: integer('rate_limit_burst'),
  },
  (t) => [
    check('api_keys_kind', sql`${t.kind} in ('admin', 'portal', 'provider')`),
    check('api_keys_provider_binding', sql`(${t.kind} = 'provider') = (${t.providerId} is not null)`),
    check(
      'api_keys_rate_limit',
      sql`(${t.rateLimitRps} is null or ${t.rateLimitRps} > 0) and (${t.rateLimitBurst} is null or ${t.rateLimitBurst} > 0)`,
    ),
  ],
);

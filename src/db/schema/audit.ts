import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * Administrative actions worth a record: who (`key:<id>`, `key:env-admin`, `user:<id>`, `client:<id>`), what,
 * on which target, when. Reads of decrypted personal data are in `pii_access_log`; `GET /admin/v1/audit` lists both.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: ts('at').notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    /** Never personal data: ids, statuses, names of keys. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_action_at').on(t.action, t.at),
    index('audit_log_actor_at').on(t.actor, t.at),
  ],
);

/**
 * The public events integrators subscribe to (`lead.assigned`, `order.completed`, ...), written by `emit` in the
 * transaction of the change and drained in id order by the outbox job (`published_at` set once every consumer took
 * it). The payload holds ids, statuses and masked values only, never personal data in clear.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    actor: text('actor').notNull(),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
  },
  (t) => [
    index('outbox_events_unpublished').on(t.id).where(sql`${t.publishedAt} is null`),
    index('outbox_events_published_at').on(t.publishedAt).where(sql`${t.publishedAt} is not null`),
  ],
);

/**
 * Token buckets of the rate limiter when it keeps them in PostgreSQL (several instances, no Redis):
 * `tokens` as of `updated_at`; refilled on read at the bucket's rate.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

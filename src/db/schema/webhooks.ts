import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oauthClients } from './claims.js';
import { apiKeys } from './keys.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * An integrator's webhook endpoint, owned by one API key (portal or provider) or one system client of the claims
 * interface. The signing secret is kept encrypted with the PII vault (it is read back to sign); after a rotation
 * the previous one keeps signing until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind', { enum: ['portal', 'provider', 'client'] }).notNull(),
    keyId: integer('key_id').references(() => apiKeys.id),
    clientId: text('client_id').references(() => oauthClients.clientId),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the service disabled it (`FAILING`, `KEY_REVOKED`, `CLIENT_REVOKED`): shown; null when the owner did. */
    disabledReason: text('disabled_reason'),
    secretEnc: text('secret_enc').notNull(),
    previousSecretEnc: text('previous_secret_enc'),
    previousSecretUntil: ts('previous_secret_until'),
    /** Start of the current run of failed attempts; null after a success. */
    failingSince: ts('failing_since'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'webhook_endpoints_owner',
      sql`(${t.ownerKind} = 'client') = (${t.clientId} is not null and ${t.keyId} is null)
      and (${t.ownerKind} = 'client' or ${t.keyId} is not null)`,
    ),
    index('webhook_endpoints_key').on(t.keyId),
    index('webhook_endpoints_client').on(t.clientId),
  ],
);

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SENDING', 'DELIVERED', 'FAILED'] as const;

/**
 * One event for one endpoint: the signed body is fixed at fan-out (every attempt sends the same bytes under the
 * same `webhook-id`); the last attempt's outcome is kept here too, every attempt in `webhook_attempts`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The outbox event; null for a test event. */
    eventId: bigint('event_id', { mode: 'number' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** While SENDING: after this the sender is taken to have died and the delivery is due again. */
    leaseUntil: ts('lease_until'),
    lastAttemptAt: ts('last_attempt_at'),
    responseStatus: integer('response_status'),
    /** At most 1 KiB of the response, as text. */
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    check('webhook_deliveries_status', sql`${t.status} in ('PENDING', 'SENDING', 'DELIVERED', 'FAILED')`),
    uniqueIndex('webhook_deliveries_event_endpoint').on(t.eventId, t.endpointId),
    index('webhook_deliveries_due').on(t.nextAttemptAt).where(sql`${t.status} in ('PENDING', 'SENDING')`),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.id),
  ],
);

export const WEBHOOK_ATTEMPT_STATUSES = ['SUCCEEDED', 'FAILED', 'UNKNOWN'] as const;

/**
 * One attempt of a delivery, for the delivery log: the last `ATTEMPTS_KEPT` per delivery are kept (older ones are
 * deleted as new ones are written). `attempt` is the delivery's attempt number (1, 2, …): a number is written once
 * by the sender that made it, or as `UNKNOWN` when that sender stopped before it recorded an outcome.
 */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: WEBHOOK_ATTEMPT_STATUSES }).notNull(),
    responseStatus: integer('response_status'),
    /** At most 1 KiB of the response, as text. */
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    /** When the attempt started (when it was claimed, for an `UNKNOWN` one). */
    attemptedAt: ts('attempted_at').notNull(),
  },
  (t) => [
    check('webhook_attempts_status', sql`${t.status} in ('SUCCEEDED', 'FAILED', 'UNKNOWN')`),
    uniqueIndex('webhook_attempts_delivery_attempt').on(t.deliveryId, t.attempt),
  ],
);

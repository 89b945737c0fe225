import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Db, Tx } from '../db/client.js';
import {
  apiKeys,
  leads,
  oauthClients,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema/index.js';
import type { Clock } from '../platform/clock.js';
import type { OutboxEvent } from '../platform/outbox.js';
import type { PiiVault } from '../platform/pii.js';
import { withTransaction } from '../platform/transactions.js';
import { type AttemptOutcome, attempt, type Connector, type Resolver } from './sender.js';
import type { TargetPolicy } from './ssrf.rules.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Retries after a failed attempt (the Standard Webhooks schedule), then every 10 hours, for 3 days in all. */
export const RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR];
export const RETRY_FOR_MS = 3 * DAY;
/** An endpoint whose attempts have all failed for this long is disabled (`disabledReason` FAILING). */
export const DISABLE_AFTER_MS = 5 * DAY;
/** A previous secret keeps signing this long after a rotation. */
export const PREVIOUS_SECRET_MS = DAY;
/** A SENDING delivery whose sender has not finished after this is due again (the sender died). */
const LEASE_MS = 2 * MINUTE;
/**
 * The attempts of a delivery the log keeps, the latest: a whole retry schedule (12 attempts in 3 days) and a few
 * redeliveries. Older ones are deleted as new ones are written.
 */
export const ATTEMPTS_KEPT = 20;

/** `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` for each secret still signing,
 * space-separated (after a rotation, the new and the previous one).
 */
export function signatureHeader(secrets: string[], messageId: string, at: Date, body: string) {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' ');
}

export function signedHeaders(secrets: string[], messageId: string, at: Date, body: string) {
  return {
    'content-type': 'application/json',
    'user-agent': 'leadline-webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatureHeader(secrets, messageId, at, body),
  };
}

/** The delay before the retry that follows `attempts` failed attempts, or null once 3 days have passed. */
export function nextRetryDelay(attempts: number, sinceFirstMs: number): number | null {
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
  return sinceFirstMs + delay > RETRY_FOR_MS ? null : delay;
}

// ---------- fan-out: outbox events into deliveries ----------

/** Events whose payload names a portal user, delivered to the portal keys that may act for it. */
const PORTAL_EVENTS = new Set([
  'lead.assigned',
  'lead.recalled',
  'lead.suppressed',
  'lead.unsuppressed',
  'as.status_changed',
  'order.completed',
]);
/** Events of the claims interface, delivered to its system clients (which may read every claim and analysis). */
const CLIENT_EVENTS = new Set(['claim.status_changed', 'coverage_analysis.completed', 'medical_analysis.completed']);

interface EndpointOwner {
  id: number;
  ownerKind: 'portal' | 'provider' | 'client';
  events: string[];
  portalIds: number[] | null;
  providerId: number | null;
}

/**
 * The body of an event as its receivers get it (Standard Webhooks form): `type`, `timestamp` (when the change
 * happened) and `data`, the outbox payload plus `version`, which grows with every change of the resource.
 */
export function bodyOf(event: OutboxEvent) {
  return JSON.stringify({
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: { ...event.payload, version: event.id },
  });
}

export const messageIdOf = (eventId: number) => `msg_${eventId}`;

/**
 * Writes a delivery for every enabled endpoint subscribed to each event whose owner may read its resource, in the
 * drain's transaction (an event is marked published exactly when its deliveries exist). Idempotent per event and
 * endpoint.
 */
export async function fanOut(tx: Tx, events: OutboxEvent[], now: Date) {
  const endpoints: EndpointOwner[] = await tx
    .select({
      id: webhookEndpoints.id,
      ownerKind: webhookEndpoints.ownerKind,
      events: webhookEndpoints.events,
      portalIds: apiKeys.portalIds,
      providerId: apiKeys.providerId,
    })
    .from(webhookEndpoints)
    .leftJoin(apiKeys, eq(apiKeys.id, webhookEndpoints.keyId))
    .leftJoin(oauthClients, eq(oauthClients.clientId, webhookEndpoints.clientId))
    .where(
      and(eq(webhookEndpoints.enabled, true), sql`${apiKeys.revokedAt} is null and ${oauthClients.revokedAt} is null`),
    );
  if (endpoints.length === 0) return;
  const leadIds = events
    .filter((e) => e.type === 'lead.assigned' || e.type === 'lead.returned')
    .map((e) => Number(e.payload.leadId));
  const leadRows =
    leadIds.length === 0
      ? []
      : await tx
          .select({ id: leads.id, status: leads.status, owner: leads.ownerPortalId, providerId: leads.providerId })
          .from(leads)
          .where(inArray(leads.id, leadIds));
  const leadOf = new Map(leadRows.map((l) => [Number(l.id), l]));

  const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
  for (const event of events) {
    const recipients = endpoints.filter((endpoint) => {
      if (!endpoint.events.includes(event.type)) return false;
      const portalId = Number(event.payload.portalId);
      if (PORTAL_EVENTS.has(event.type)) {
        if (endpoint.ownerKind !== 'portal') return false;
        if (endpoint.portalIds && !endpoint.portalIds.includes(portalId)) return false;
        if (event.type === 'lead.assigned') {
          // Only once the lead is the portal user's (confirmed or distributed), as GET /leads/{id} would show it.
          const lead = leadOf.get(Number(event.payload.leadId));
          return event.payload.assignment !== 'PROVISIONAL' && lead?.status === 'ASSIGNED' && lead.owner === portalId;
        }
        return true;
      }
      if (event.type === 'lead.returned') {
        const lead = leadOf.get(Number(event.payload.leadId));
        return endpoint.ownerKind === 'provider' && lead !== undefined && lead.providerId === endpoint.providerId;
      }
      if (event.type === 'lead_import.completed') {
        return endpoint.ownerKind === 'provider' && Number(event.payload.providerId) === endpoint.providerId;
      }
      return CLIENT_EVENTS.has(event.type) && endpoint.ownerKind === 'client';
    });
    const body = bodyOf(event);
    for (const endpoint of recipients) {
      rows.push({
        endpointId: endpoint.id,
        eventId: event.id,
        messageId: messageIdOf(event.id),
        eventType: event.type,
        body,
        // Due at once, on the dispatcher's clock.
        nextAttemptAt: now,
        createdAt: now,
      });
    }
  }
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

// ---------- sending ----------

export interface DispatcherOptions {
  db: Db;
  vault: PiiVault;
  log: FastifyBaseLogger;
  policy: TargetPolicy;
  /** Scheduling time (retries, leases, disabling); tests move it. */
  clock: Clock;
  /**
   * The time written into `webhook-timestamp`: the wall clock, which receivers compare with theirs (the system clock
   * in the app, whichever clock schedules).
   */
  signingClock: Clock;
  resolve?: Resolver;
  connect?: Connector;
  timeoutMs?: number;
  maxInFlight?: number;
  perEndpoint?: number;
}

interface Claimed {
  id: number;
  endpointId: number;
  messageId: string;
  body: string;
  /** The number of this attempt (1, 2, …). */
  attempts: number;
  /** When this attempt was claimed. */
  claimedAt: Date;
  createdAt: Date;
  url: string;
  secretEnc: string;
  previousSecretEnc: string | null;
  previousSecretUntil: Date | null;
}

/**
 * Sends due deliveries from this instance: at most `maxInFlight` (16) at once, and at most `perEndpoint` (2) per
 * endpoint across instances (counted from the SENDING rows), so that a slow or dead endpoint holds its own two
 * slots and never the others'. `pump()` claims what it can and returns at once; each finished attempt pumps again.
 */
export class WebhookDispatcher {
  private inFlight = 0;
  private readonly running = new Set<Promise<void>>();
  private pumping: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  readonly maxInFlight: number;
  readonly perEndpoint: number;

  constructor(private readonly options: DispatcherOptions) {
    this.maxInFlight = options.maxInFlight ?? 16;
    this.perEndpoint = options.perEndpoint ?? 2;
  }

  private now() {
    return new Date(this.options.clock());
  }

  /** Claims and starts due deliveries up to the limits. Concurrent calls coalesce. */
  pump(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.pumping) {
      this.again = true;
      return this.pumping;
    }
    this.pumping = (async () => {
      try {
        do {
          this.again = false;
          await this.claimAndStart();
        } while (this.again && !this.stopped);
      } catch (err) {
        this.options.log.warn({ err }, 'webhook dispatch failed');
      } finally {
        this.pumping = null;
      }
    })();
    return this.pumping;
  }

  /** Resolves once nothing is in flight (tests; shutdown). */
  async idle() {
    while (this.running.size > 0 || this.pumping) {
      await Promise.all([...this.running, this.pumping]);
    }
  }

  async stop() {
    this.stopped = true;
    await this.idle();
  }

  private async claimAndStart() {
    const free = this.maxInFlight - this.inFlight;
    if (free <= 0) return;
    const now = this.now();
    const lease = new Date(now.getTime() + LEASE_MS);
    const { rows } = await this.options.db.execute<Record<string, unknown>>(sql`
      with busy as (
        select endpoint_id, count(*)::int as n from ${webhookDeliveries}
        where status = 'SENDING' and lease_until > ${now}
        group by endpoint_id
      ),
      due as (
        select d.id, d.endpoint_id, d.status as was, d.lease_until as was_leased_until,
          row_number() over (partition by d.endpoint_id order by d.next_attempt_at, d.id) as rank
        from ${webhookDeliveries} d
        join ${webhookEndpoints} e on e.id = d.endpoint_id and e.enabled
        where (d.status = 'PENDING' and d.next_attempt_at <= ${now})
           or (d.status = 'SENDING' and d.lease_until <= ${now})
      ),
      chosen as (
        select due.id, due.was, due.was_leased_until from due left join busy using (endpoint_id)
        where due.rank + coalesce(busy.n, 0) <= ${this.perEndpoint}
        order by due.rank, due.id
        limit ${free}
      )
      update ${webhookDeliveries} d
      set status = 'SENDING', lease_until = ${lease}, attempts = d.attempts + 1
      from chosen, ${webhookEndpoints} e
      where d.id = chosen.id and e.id = d.endpoint_id
        and (d.status = 'PENDING' or d.lease_until <= ${now})
      returning d.id, d.endpoint_id, d.message_id, d.body, d.attempts, d.created_at,
        e.url, e.secret_enc, e.previous_secret_enc, e.previous_secret_until, chosen.was, chosen.was_leased_until`);
    await this.recordLostAttempts(rows);
    for (const row of rows) {
      const claimed: Claimed = {
        id: Number(row.id),
        endpointId: Number(row.endpoint_id),
        messageId: String(row.message_id),
        body: String(row.body),
        attempts: Number(row.attempts),
        claimedAt: now,
        createdAt: new Date(row.created_at as string | Date),
        url: String(row.url),
        secretEnc: String(row.secret_enc),
        previousSecretEnc: (row.previous_secret_enc as string | null) ?? null,
        previousSecretUntil: row.previous_secret_until ? new Date(row.previous_secret_until as string | Date) : null,
      };
      this.inFlight++;
      const run = this.send(claimed).finally(() => {
        this.inFlight--;
        this.running.delete(run);
        void this.pump();
      });
      this.running.add(run);
    }
  }

  /**
   * A delivery taken over after its lease ran out had an attempt whose sender stopped before recording it: it is
   * logged as UNKNOWN (the receiver may have got it), unless that sender records it after all.
   */
  private async recordLostAttempts(rows: Record<string, unknown>[]) {
    const lost = rows
      .filter((row) => row.was === 'SENDING' && row.was_leased_until)
      .map((row) => ({
        deliveryId: Number(row.id),
        attempt: Number(row.attempts) - 1,
        status: 'UNKNOWN' as const,
        error: 'NO_OUTCOME_RECORDED',
        attemptedAt: new Date(new Date(row.was_leased_until as string | Date).getTime() - LEASE_MS),
      }));
    if (lost.length === 0) return;
    try {
      await this.options.db.insert(webhookAttempts).values(lost).onConflictDoNothing();
    } catch (err) {
      this.options.log.warn({ err }, 'lost webhook attempts not logged');
    }
  }

  private secretsOf(claimed: Claimed) {
    const { vault } = this.options;
    const secrets = [vault.decrypt(claimed.secretEnc)];
    if (claimed.previousSecretEnc && claimed.previousSecretUntil && claimed.previousSecretUntil > this.now()) {
      secrets.push(vault.decrypt(claimed.previousSecretEnc));
    }
    return secrets;
  }

  private async send(claimed: Claimed) {
    let outcome: AttemptOutcome;
    try {
      // A fresh timestamp and signature on every attempt (receivers refuse timestamps over 5 minutes old).
      const at = new Date(this.options.signingClock());
      const headers = signedHeaders(this.secretsOf(claimed), claimed.messageId, at, claimed.body);
      outcome = await attempt(claimed.url, headers, claimed.body, {
        policy: this.options.policy,
        resolve: this.options.resolve,
        connect: this.options.connect,
        timeoutMs: this.options.timeoutMs,
      });
    } catch (err) {
      outcome = { ok: false, status: null, body: null, durationMs: 0, error: 'SIGNING_FAILED' };
      this.options.log.warn({ err, deliveryId: claimed.id }, 'webhook signing failed');
    }
    try {
      await this.record(claimed, outcome);
    } catch (err) {
      // The lease runs out and the delivery is sent again: at least once.
      this.options.log.warn({ err, deliveryId: claimed.id }, 'webhook outcome not recorded');
    }
  }

  /**
   * One transaction: the attempt into the log (the oldest beyond `ATTEMPTS_KEPT` out of it), the delivery's state
   * and schedule, the endpoint's run of failures (disabled after 5 days of them).
   */
  private async record(claimed: Claimed, outcome: AttemptOutcome) {
    const now = this.now();
    const common = {
      lastAttemptAt: now,
      leaseUntil: null,
      responseStatus: outcome.status,
      responseBody: outcome.body,
      durationMs: outcome.durationMs,
      error: outcome.error,
    };
    const logged = {
      status: outcome.ok ? ('SUCCEEDED' as const) : ('FAILED' as const),
      responseStatus: outcome.status,
      responseBody: outcome.body,
      durationMs: outcome.durationMs,
      error: outcome.error,
      attemptedAt: claimed.claimedAt,
    };
    await withTransaction(this.options.db, async (tx) => {
      await tx
        .insert(webhookAttempts)
        .values({ deliveryId: claimed.id, attempt: claimed.attempts, ...logged })
        // An attempt logged UNKNOWN by the instance that took the delivery over, recorded after all.
        .onConflictDoUpdate({ target: [webhookAttempts.deliveryId, webhookAttempts.attempt], set: logged });
      await tx
        .delete(webhookAttempts)
        .where(
          and(
            eq(webhookAttempts.deliveryId, claimed.id),
            sql`${webhookAttempts.attempt} <= ${claimed.attempts - ATTEMPTS_KEPT}`,
          ),
        );
      if (outcome.ok) {
        await tx
          .update(webhookDeliveries)
          .set({ ...common, status: 'DELIVERED', deliveredAt: now })
          .where(eq(webhookDeliveries.id, claimed.id));
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null, lastError: null })
          .where(eq(webhookEndpoints.id, claimed.endpointId));
        return;
      }
      const delay = nextRetryDelay(claimed.attempts, now.getTime() - claimed.createdAt.getTime());
      await tx
        .update(webhookDeliveries)
        .set(
          delay === null
            ? { ...common, status: 'FAILED' }
            : { ...common, status: 'PENDING', nextAttemptAt: new Date(now.getTime() + delay) },
        )
        .where(eq(webhookDeliveries.id, claimed.id));
      const lastError = outcome.error ?? 'FAILED';
      const disableBefore = new Date(now.getTime() - DISABLE_AFTER_MS);
      await tx.execute(sql`
        update ${webhookEndpoints} set
          failing_since = coalesce(failing_since, ${now}),
          last_error = ${lastError},
          enabled = case when failing_since <= ${disableBefore} then false else enabled end,
          disabled_reason = case when failing_since <= ${disableBefore} and enabled then 'FAILING' else disabled_reason end,
          updated_at = case when failing_since <= ${disableBefore} and enabled then ${now} else updated_at end
        where id = ${claimed.endpointId}`);
    });
  }
}

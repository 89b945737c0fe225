import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import { scopeOf } from '../platform/access/access.js';
import type { Caller } from '../platform/access/caller.js';
import { pageWindow } from '../platform/bounded-list.js';
import type { Clock } from '../platform/clock.js';
import { forbidden, notFound, validationFailed } from '../platform/errors.js';
import { emit } from '../platform/events.js';
import type { PiiVault } from '../platform/pii.js';
import { iso, pagination, parseId, parseIntId } from '../platform/schemas.js';
import { withTransaction } from '../platform/transactions.js';
import { newSecret, PREVIOUS_SECRET_MS } from './delivery.js';
import type { RevokedReason } from './revocation.js';
import { type TargetPolicy, urlRefusal } from './ssrf.rules.js';
import { requireWebhookUser, type WebhookOwnerKind, webhookAccess } from './webhook.access.js';
import type {
  CreatedWebhook,
  CreateWebhookBody,
  DeliveryList,
  DeliveryListQuery,
  Queued,
  RecoverBody,
  RotatedSecret,
  UpdateWebhookBody,
  WebhookEventType,
  WebhookList,
  WebhookView,
} from './webhooks.schemas.js';

export interface WebhookDeps {
  db: Db;
  vault: PiiVault;
  policy: TargetPolicy;
  /** Scheduling time (tests move it). */
  clock: Clock;
  /** Asks for the due deliveries to be sent (after the commit). */
  kick: () => void;
}

/** The events each kind of owner may subscribe to: those of resources it can read through the API. */
export const EVENTS_OF: Record<WebhookOwnerKind, readonly WebhookEventType[]> = {
  portal: [
    'lead.assigned',
    'lead.recalled',
    'lead.suppressed',
    'lead.unsuppressed',
    'as.status_changed',
    'order.completed',
  ],
  provider: ['lead.returned', 'lead_import.completed'],
  client: ['claim.status_changed', 'coverage_analysis.completed', 'medical_analysis.completed'],
};

type Endpoint = typeof webhookEndpoints.$inferSelect;

/** An endpoint as its owner sees it (never its secret). */
export function webhookView(row: Endpoint): Static<typeof WebhookView> {
  return {
    id: String(row.id),
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabledReason as 'FAILING' | RevokedReason | null,
    failingSince: iso(row.failingSince),
    lastError: row.lastError,
    previousSecretValidUntil: iso(row.previousSecretUntil),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

function checkUrl(policy: TargetPolicy, url: string) {
  const refusal = urlRefusal(url, policy);
  if (refusal) throw validationFailed('url', `is not allowed (${refusal})`);
}

/** The owner columns of an endpoint the caller subscribes; an admin key or an operator owns none (null). */
function ownerOf(caller: Caller): Pick<Endpoint, 'ownerKind' | 'keyId' | 'clientId'> | null {
  switch (caller.kind) {
    case 'portalKey':
      return { ownerKind: 'portal', keyId: caller.keyId, clientId: null };
    case 'provider':
      return { ownerKind: 'provider', keyId: caller.keyId, clientId: null };
    case 'system':
      return { ownerKind: 'client', keyId: null, clientId: caller.clientId };
    default:
      return null;
  }
}

/** An owner subscribes to the events of its kind; an operator changing another's endpoint is not limited. */
function checkEvents(caller: Caller, events: readonly string[]) {
  const kind = ownerOf(caller)?.ownerKind;
  if (kind === undefined) return;
  const allowed = EVENTS_OF[kind];
  const other = events.find((e) => !allowed.includes(e as WebhookEventType));
  if (other) throw validationFailed('events', `${other} is not an event of this ${kind} (${allowed.join(', ')})`);
}

async function endpointOf(db: Db, caller: Caller, rawId: string): Promise<Endpoint> {
  requireWebhookUser(caller);
  const id = parseIntId(rawId);
  if (id === null) throw webhookAccess.notFound();
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), scopeOf(webhookAccess, caller)));
  if (!row) throw webhookAccess.notFound();
  return row;
}

export async function createWebhook(
  deps: WebhookDeps,
  caller: Caller,
  input: Static<typeof CreateWebhookBody>,
): Promise<Static<typeof CreatedWebhook>> {
  requireWebhookUser(caller);
  const owner = ownerOf(caller);
  if (owner === null) {
    throw forbidden('KEY_SCOPE', 'An admin key owns no webhooks: subscribe with a portal or provider key');
  }
  checkUrl(deps.policy, input.url);
  checkEvents(caller, input.events);
  const secret = newSecret();
  const row = await withTransaction(deps.db, async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        ...owner,
        url: input.url,
        events: input.events,
        description: input.description ?? null,
        secretEnc: deps.vault.encrypt(secret),
      })
      .returning();
    await emit(tx, caller, [{ type: 'audit', action: 'WEBHOOK_CREATED', target: `webhook:${created!.id}` }]);
    return created!;
  });
  return { ...webhookView(row), secret };
}

export async function listWebhooks(deps: WebhookDeps, caller: Caller): Promise<Static<typeof WebhookList>> {
  requireWebhookUser(caller);
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(scopeOf(webhookAccess, caller))
    .orderBy(webhookEndpoints.id);
  return { data: rows.map(webhookView) };
}

export async function getWebhook(
  deps: WebhookDeps,
  caller: Caller,
  rawId: string,
): Promise<Static<typeof WebhookView>> {
  return webhookView(await endpointOf(deps.db, caller, rawId));
}

export async function updateWebhook(
  deps: WebhookDeps,
  caller: Caller,
  rawId: string,
  input: Static<typeof UpdateWebhookBody>,
): Promise<Static<typeof WebhookView>> {
  const current = await endpointOf(deps.db, caller, rawId);
  if (input.url !== undefined) checkUrl(deps.policy, input.url);
  if (input.events !== undefined) checkEvents(caller, input.events);
  const set: Partial<Endpoint> = { updatedAt: new Date(deps.clock()) };
  if (input.url !== undefined) set.url = input.url;
  if (input.events !== undefined) set.events = input.events;
  if (input.description !== undefined) set.description = input.description;
  if (input.enabled !== undefined) {
    // Enabled again by its owner: a new start, the old failures forgotten. Disabled by its owner: no reason shown.
    Object.assign(set, { enabled: input.enabled, disabledReason: null, failingSince: null });
  }
  const row = await withTransaction(deps.db, async (tx) => {
    const [updated] = await tx.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, current.id)).returning();
    await emit(tx, caller, [{ type: 'audit', action: 'WEBHOOK_UPDATED', target: `webhook:${current.id}` }]);
    return updated!;
  });
  if (row.enabled) deps.kick();
  return webhookView(row);
}

export async function deleteWebhook(deps: WebhookDeps, caller: Caller, rawId: string): Promise<void> {
  const current = await endpointOf(deps.db, caller, rawId);
  await withTransaction(deps.db, async (tx) => {
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id));
    await emit(tx, caller, [{ type: 'audit', action: 'WEBHOOK_DELETED', target: `webhook:${current.id}` }]);
  });
}

/** A new secret; the previous one keeps signing (a second signature) for 24 hours. */
export async function rotateSecret(
  deps: WebhookDeps,
  caller: Caller,
  rawId: string,
): Promise<Static<typeof RotatedSecret>> {
  const current = await endpointOf(deps.db, caller, rawId);
  const secret = newSecret();
  const until = new Date(deps.clock() + PREVIOUS_SECRET_MS);
  await withTransaction(deps.db, async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({
        secretEnc: deps.vault.encrypt(secret),
        previousSecretEnc: current.secretEnc,
        previousSecretUntil: until,
        updatedAt: new Date(deps.clock()),
      })
      .where(eq(webhookEndpoints.id, current.id));
    await emit(tx, caller, [{ type: 'audit', action: 'WEBHOOK_SECRET_ROTATED', target: `webhook:${current.id}` }]);
  });
  return { secret, previousSecretValidUntil: until.toISOString() };
}

type Delivery = typeof webhookDeliveries.$inferSelect;
type Attempt = typeof webhookAttempts.$inferSelect;

function attemptView(row: Attempt) {
  return {
    attempt: row.attempt,
    status: row.status,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    durationMs: row.durationMs,
    error: row.error,
    attemptedAt: iso(row.attemptedAt)!,
  };
}

function deliveryView(row: Delivery, attempts: Attempt[]) {
  const waiting = row.status === 'PENDING';
  return {
    id: String(row.id),
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    durationMs: row.durationMs,
    error: row.error,
    createdAt: iso(row.createdAt)!,
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: waiting ? iso(row.nextAttemptAt) : null,
    deliveredAt: iso(row.deliveredAt),
    attemptLog: attempts.map(attemptView),
  };
}

export async function listDeliveries(
  deps: WebhookDeps,
  caller: Caller,
  rawId: string,
  query: Static<typeof DeliveryListQuery>,
): Promise<Static<typeof DeliveryList>> {
  const endpoint = await endpointOf(deps.db, caller, rawId);
  const { page, limit, offset } = pageWindow(query);
  const where: SQL = and(
    eq(webhookDeliveries.endpointId, endpoint.id),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  const attempts =
    rows.length === 0
      ? []
      : await deps.db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(webhookAttempts.deliveryId), asc(webhookAttempts.attempt));
  const attemptsOf = new Map<number, Attempt[]>();
  for (const a of attempts) {
    const list = attemptsOf.get(a.deliveryId);
    if (list) list.push(a);
    else attemptsOf.set(a.deliveryId, [a]);
  }
  return {
    data: rows.map((row) => deliveryView(row, attemptsOf.get(row.id) ?? [])),
    pagination: pagination(page, limit, Number(total?.n ?? 0)),
  };
}

/** Sends a delivery again (same body, same webhook-id), whatever its status but SENDING. */
export async function redeliver(
  deps: WebhookDeps,
  caller: Caller,
  rawId: string,
  rawDeliveryId: string,
): Promise<Static<typeof Queued>> {
  const endpoint = await endpointOf(deps.db, caller, rawId);
  const deliveryId = parseId(rawDeliveryId);
  if (deliveryId === null) throw notFound('Delivery');
  const rows = await deps.db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', nextAttemptAt: new Date(deps.clock()) })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpoint.id),
        sql`${webhookDeliveries.status} <> 'SENDING'`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (rows.length === 0) {
    const [exists] = await deps.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
    if (!exists) throw notFound('Delivery');
  }
  deps.kick();
  return { deliveryIds: rows.map((r) => String(r.id)), queued: rows.length };
}

/** Every delivery of the endpoint that FAILED (retries exhausted) since `since` is sent again. */
export async function recover(
  deps: WebhookDeps,
  caller: Caller,
  rawId: string,
  input: Static<typeof RecoverBody>,
): Promise<Static<typeof Queued>> {
  const endpoint = await endpointOf(deps.db, caller, rawId);
  const rows = await deps.db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', nextAttemptAt: new Date(deps.clock()) })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        eq(webhookDeliveries.status, 'FAILED'),
        gte(webhookDeliveries.createdAt, new Date(input.since)),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  deps.kick();
  return { deliveryIds: rows.map((r) => String(r.id)), queued: rows.length };
}

/** A signed `webhook.test` event for this endpoint, queued like any other delivery (a disabled endpoint gets it once enabled). */
export async function sendTest(deps: WebhookDeps, caller: Caller, rawId: string): Promise<Static<typeof Queued>> {
  const endpoint = await endpointOf(deps.db, caller, rawId);
  const now = new Date(deps.clock());
  const body = JSON.stringify({
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: { webhookId: String(endpoint.id) },
  });
  const [row] = await deps.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      messageId: `msg_test_${randomBytes(12).toString('hex')}`,
      eventType: 'webhook.test',
      body,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  deps.kick();
  return { deliveryIds: [String(row!.id)], queued: 1 };
}

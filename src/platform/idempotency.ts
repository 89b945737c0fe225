import { createHash } from 'node:crypto';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Executor } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { internalCaller } from './access/caller.js';
import type { Clock } from './clock.js';
import { badRequest, conflict, validationFailed } from './errors.js';
import { emit } from './events.js';
import type { PiiVault } from './pii.js';
import { type PiiAccess, recordedByThisRequest, registerPiiAccessTracking } from './pii-access.js';

const TTL_MS = 24 * 3_600_000;
/** An in-progress record older than this belongs to a request that died; a retry may take it over. */
const ABANDONED_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null;
  }
  interface FastifyInstance {
    /** Features' checks of a stored response before it is shown again (`ReplayGuard`). */
    replayGuards: ReplayGuard[];
    /** Features' conditions for storing a response that showed personal data (`StoreCondition`). */
    storeConditions: StoreCondition[];
  }
}

/** A stored response about to be shown again: the request's path, the decrypted body, its access records. */
export interface StoredResponse {
  method: string;
  url: string;
  status: number;
  body: string;
  piiAccess: PiiAccess[];
}

/**
 * True when a stored response must not be shown again, because what it showed may no longer be shown (a lead's
 * contact after its person's suppression or erasure): the request then runs again and answers as it would now.
 * Features add theirs to `app.replayGuards` at start-up.
 */
export type ReplayGuard = (stored: StoredResponse) => Promise<boolean>;

/**
 * A condition a response that showed personal data must meet to be stored, as SQL true when it may be (null: none):
 * part of the storing statement itself, reading what it needs locked for share, so that nothing that deletes that
 * data (an erasure) commits between the check and the store. A response refused is not stored: the key is freed
 * and a retry runs again, answering as it would now.
 */
export type StoreCondition = (records: PiiAccess[]) => SQL | null;

/** Keys are scoped to the API key or token subject that sent them. */
function scopeOf(request: FastifyRequest): string | null {
  if (request.apiKey) return request.apiKey.keyId === null ? 'key:env-admin' : `key:${request.apiKey.keyId}`;
  const bearer = (request as { bearer?: { sub?: unknown } }).bearer;
  if (bearer && typeof bearer.sub === 'string') return `token:${bearer.sub}`;
  if (request.operator) return `operator:${request.operator.operatorId}`;
  return null;
}

/** What a request's fingerprint covers: the same key is the same request only with the same method, path and body. */
const requestText = (request: FastifyRequest) =>
  `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`;

/**
 * The request's fingerprint as stored (`request_hash`): keyed with the service's secret (the phone's blind index key),
 * so a stored hash of a body with few possible values (a resident registration number) cannot be reversed by
 * hashing every candidate.
 */
function fingerprint(vault: PiiVault, request: FastifyRequest) {
  return vault.blindIndex(`idempotency-request\n${requestText(request)}`);
}

/**
 * A record written before fingerprints were keyed holds the plain SHA-256 (hex): it still matches its own request
 * until it expires, so a retry across the upgrade is replayed, not refused. Such records are gone 24 hours later.
 */
const unkeyedFingerprint = (request: FastifyRequest) => createHash('sha256').update(requestText(request)).digest('hex');

type Claim =
  | { kind: 'proceed' }
  | { kind: 'replay'; status: number; body: string; type: string; piiAccess: PiiAccess[] };

/** The request's fingerprint, and whether a stored one is this request's. */
interface RequestPrint {
  hash: string;
  matches: (stored: string) => boolean;
}

async function claim(db: Db, clock: Clock, scope: string, key: string, print: RequestPrint): Promise<Claim> {
  const requestHash = print.hash;
  const now = clock();
  // Locked and expiring on the app's clock, which the abandonment and expiry checks below read.
  const lockedAt = new Date(now);
  const expiresAt = new Date(now + TTL_MS);
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, state: 'IN_PROGRESS', lockedAt, expiresAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted) return { kind: 'proceed' };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!existing) return claim(db, clock, scope, key, print);
  const expired = existing.expiresAt.getTime() <= now;
  const abandoned = existing.state === 'IN_PROGRESS' && now - existing.lockedAt.getTime() > ABANDONED_MS;
  if (expired || abandoned) {
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ requestHash, state: 'IN_PROGRESS', lockedAt, expiresAt, responseBody: null })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.lockedAt, existing.lockedAt),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken) return { kind: 'proceed' };
    throw conflict('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still running');
  }
  if (!print.matches(existing.requestHash)) {
    throw badRequest('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different request');
  }
  if (existing.state === 'IN_PROGRESS') {
    throw conflict('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still running');
  }
  return {
    kind: 'replay',
    status: existing.responseStatus ?? 200,
    body: existing.responseBody ?? '',
    type: existing.responseType ?? 'application/json; charset=utf-8',
    piiAccess: (existing.piiAccess as PiiAccess[] | null) ?? [],
  };
}

/**
 * `Idempotency-Key` on every POST of the lead and claims interfaces: the same key and body within 24 hours
 * return the first response without doing the work again. Records live in the database, so every instance sees
 * them.
 */
const REPLAY = internalCaller('idempotency-replay');

export function registerIdempotency(app: FastifyInstance, db: Db, vault: PiiVault, clock: Clock) {
  app.decorateRequest('idempotency', null);
  const guards: ReplayGuard[] = [];
  app.decorate('replayGuards', guards);
  const storeConditions: StoreCondition[] = [];
  app.decorate('storeConditions', storeConditions);
  registerPiiAccessTracking(app);

  // Callback hooks: a request without an Idempotency-Key (every GET, most POSTs) passes without a promise.
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'POST' || request.headers['idempotency-key'] === undefined) return done();
    if (!request.url.startsWith('/api/v1/')) return done();
    // A replay has answered: the chain stops there (done is not called, as with any reply sent from a hook).
    claimOrReplay(request, reply).then((replayed) => replayed || done(), done);
  });

  /** Claims the key for this request, or answers with the stored response (true). */
  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return false;
    const key = Array.isArray(header) ? header[0] : header;
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
      throw validationFailed('Idempotency-Key', 'must be 1–255 visible ASCII characters');
    }
    const scope = scopeOf(request);
    if (!scope) return false;
    const hash = fingerprint(vault, request);
    const matches = (stored: string) => stored === hash || stored === unkeyedFingerprint(request);
    const result = await claim(db, clock, scope, key, { hash, matches });
    if (result.kind === 'replay' && (await outdated(request, result))) {
      // Taken over for this request, as an abandoned record is: it runs again and its answer is stored instead.
      await db
        .update(idempotencyKeys)
        .set({ state: 'IN_PROGRESS', lockedAt: new Date(clock()), responseBody: null, piiAccess: null })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      request.idempotency = { scope, key };
      return false;
    }
    if (result.kind === 'replay') {
      // A replay shows the same personal data again: it is recorded again, marked as a replay.
      // The stored records name the reader; the replay is recorded under them.
      await emit(db, REPLAY, [{ type: 'pii.replayed', records: result.piiAccess }]);
      reply
        .status(result.status)
        .header('idempotent-replayed', 'true')
        .type(result.type)
        .serializer((payload: unknown) => payload as string)
        .send(result.body === '' ? '' : vault.decrypt(result.body));
      return true;
    }
    request.idempotency = { scope, key };
    return false;
  }

  /** True when a guard refuses to show the stored response again. */
  async function outdated(request: FastifyRequest, stored: Extract<Claim, { kind: 'replay' }>): Promise<boolean> {
    if (guards.length === 0 || stored.body === '' || stored.status >= 400) return false;
    const response: StoredResponse = {
      method: request.method,
      url: request.url,
      status: stored.status,
      body: vault.decrypt(stored.body),
      piiAccess: stored.piiAccess,
    };
    for (const guard of guards) if (await guard(response)) return true;
    return false;
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const record = request.idempotency;
    if (!record) return done(null, payload);
    request.idempotency = null;
    remember(record, reply, payload).then(() => done(null, payload), done);
  });

  async function remember(record: { scope: string; key: string }, reply: FastifyReply, payload: unknown) {
    const where = and(eq(idempotencyKeys.scope, record.scope), eq(idempotencyKeys.key, record.key));
    const status = reply.statusCode;
    // Failures that a retry may cure are not remembered: 5xx, 429, and a 409 that says when to ask again
    // (`Retry-After`: 409 AUTH_PENDING, a push the client has not approved yet).
    const askAgain = status === 409 && reply.getHeader('retry-after') !== undefined;
    if (status >= 500 || status === 429 || askAgain || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(where);
      return;
    }
    // Ids and field names only; an error response shows no personal data.
    const records = status < 400 ? recordedByThisRequest() : [];
    const conditions = records.length === 0 ? [] : storeConditions.map((c) => c(records)).filter((c) => c !== null);
    const stored = await db
      .update(idempotencyKeys)
      .set({
        state: 'DONE',
        responseStatus: status,
        // Responses can hold personal data (a used lead's phone): stored encrypted like any other.
        responseBody: vault.encrypt(payload),
        responseType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        piiAccess: records.length ? records : null,
      })
      .where(and(where, ...conditions))
      .returning({ key: idempotencyKeys.key });
    if (stored.length === 0) await db.delete(idempotencyKeys).where(where);
  }
}

export async function deleteExpiredIdempotencyKeys(db: Executor, now: Date) {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

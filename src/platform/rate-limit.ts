import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Database, Db } from '../db/client.js';
import type { AuthFailureGuard } from './auth.js';
import { type Clock, systemClock } from './clock.js';
import { ConfigError } from './env.js';
import { AppError } from './errors.js';
import { ExpiringMap } from './expiring-map.js';

/** Requests per second and the burst a bucket can hold. */
export interface RateLimit {
  rps: number;
  burst: number;
}

export type RateLimitStoreKind = 'memory' | 'postgres' | 'redis';

export interface RateLimitConfig extends RateLimit {
  /** `auto`: Redis when REDIS_URL is set, else PostgreSQL when DATABASE_URL is set, else in-process. */
  store: RateLimitStoreKind | 'auto';
  /** Prefix of the Redis keys (several deployments may share one Redis). */
  redisPrefix: string;
  /** How long a Redis command may take before this instance limits on its own (`RATE_LIMIT_REDIS_TIMEOUT_MS`). */
  redisTimeoutMs: number;
  /** Failed authentications per client address (`AUTH_FAILURE_BURST`, `AUTH_FAILURE_RPS`). */
  authFailures: RateLimit;
}

export interface Take {
  /** Tokens handed out, 0..want. */
  granted: number;
  /** Whole seconds until one token is available again (only meaningful when nothing was granted). */
  retryAfterSeconds: number;
}

/** Where buckets live. `take` removes up to `want` tokens from the bucket `key`, refilled at `limit.rps`. */
export interface BucketStore {
  readonly kind: RateLimitStoreKind;
  take(key: string, want: number, limit: RateLimit): Promise<Take>;
  /** `take` without waiting, for a store kept in this process. */
  takeNow?(key: string, want: number, limit: RateLimit): Take;
  /** Resolves when the store can answer (or has failed to connect); a store that needs no connection omits it. */
  ready?(): Promise<void>;
  close(): Promise<void>;
}

const retryAfter = (tokens: number, rps: number) => Math.max(1, Math.ceil((1 - tokens) / rps));

/** In-process buckets: exact for one process (PGlite can only be opened by one), not shared between instances. */
export class MemoryBucketStore implements BucketStore {
  readonly kind = 'memory' as const;
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly now: Clock = systemClock,
    private readonly maxBuckets = 100_000,
  ) {}

  async take(key: string, want: number, limit: RateLimit): Promise<Take> {
    return this.takeNow(key, want, limit);
  }

  takeNow(key: string, want: number, limit: RateLimit): Take {
    const now = this.now();
    const bucket = this.buckets.get(key);
    let tokens = limit.burst;
    if (bucket) tokens = Math.min(limit.burst, bucket.tokens + (Math.max(0, now - bucket.at) * limit.rps) / 1000);
    const granted = Math.min(want, Math.floor(tokens));
    tokens -= granted;
    if (!bucket && this.buckets.size >= this.maxBuckets) this.sweep(now, limit);
    this.buckets.set(key, { tokens, at: now });
    return { granted, retryAfterSeconds: retryAfter(tokens, limit.rps) };
  }

  /** Drops buckets that have refilled completely: they hold nothing a new bucket would not. */
  private sweep(now: number, limit: RateLimit) {
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.at) * limit.rps) / 1000 >= limit.burst) this.buckets.delete(key);
    }
    if (this.buckets.size >= this.maxBuckets) this.buckets.clear();
  }

  async close() {}
}

// Stryker disable all: the PostgreSQL and Redis stores are tested against real servers
// (test/security/rate-limit-shared.test.ts), not by the pure tests that mutation testing runs.
/** Buckets in the `rate_limit_buckets` table: shared by every instance on one PostgreSQL server. */
export class PostgresBucketStore implements BucketStore {
  readonly kind = 'postgres' as const;
  constructor(private readonly db: Db) {}

  async take(key: string, want: number, limit: RateLimit): Promise<Take> {
    // Under concurrency the update can come back empty (the row changed under it, and the re-check of the join
    // drops it); a new statement with a fresh snapshot sees the committed bucket, so try again a few times.
    for (let attempt = 0; attempt < 8; attempt++) {
      // The locked read sees the latest committed bucket; refill, take, write back, in one statement.
      const res = await this.db.execute<{ granted: number; tokens: number }>(sql`
        with cur as (
          select key, least(${limit.burst}::float8,
            tokens + greatest(0, extract(epoch from (now() - updated_at)))::float8 * ${limit.rps}::float8) as avail
          from rate_limit_buckets where key = ${key} for update
        )
        update rate_limit_buckets b
        set tokens = cur.avail - least(${want}::float8, floor(cur.avail)), updated_at = now()
        from cur where b.key = cur.key
        returning least(${want}::float8, floor(cur.avail))::int as granted, b.tokens`);
      const row = res.rows[0];
      if (row) {
        const tokens = Number(row.tokens);
        return { granted: Number(row.granted), retryAfterSeconds: retryAfter(tokens, limit.rps) };
      }
      // First request of this key: a full bucket, then take from it.
      await this.db.execute(sql`
        insert into rate_limit_buckets (key, tokens, updated_at) values (${key}, ${limit.burst}, now())
        on conflict (key) do nothing`);
    }
    return { granted: 0, retryAfterSeconds: 1 };
  }

  async close() {}
}

// Refill, take and store in one atomic step, on Redis's own clock so that instances' clocks do not matter.
const TAKE_SCRIPT = `
local rps = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local want = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1])
local at = tonumber(b[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
local avail = math.min(burst, tokens + math.max(0, now - at) * rps / 1000)
local granted = math.min(want, math.floor(avail))
avail = avail - granted
redis.call('HSET', KEYS[1], 'tokens', tostring(avail), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rps) + 1000)
return {granted, tostring(avail)}
`;

type RedisWithTake = Redis & {
  rateLimitTake(key: string, rps: number, burst: number, want: number): Promise<[number, string]>;
};

const REDIS_CONNECT_TIMEOUT_MS = 2000;

/** Buckets in Redis: shared by every instance that uses the same Redis and prefix. */
export class RedisBucketStore implements BucketStore {
  readonly kind = 'redis' as const;
  private readonly redis: RedisWithTake;

  constructor(
    url: string,
    private readonly prefix: string,
    onError: (err: Error) => void,
    commandTimeout = 500,
  ) {
    // A slow or absent Redis must not hold requests: no offline queue, short timeouts, one try.
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      lazyConnect: false,
    }) as RedisWithTake;
    this.redis.on('error', onError);
    this.redis.defineCommand('rateLimitTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  }

  /**
   * Resolves once connected, or once connecting has failed or timed out. Without an offline queue, commands sent
   * before the first connection are refused, and the instance would limit on its own until it is up.
   */
  ready(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => {
      const events = ['ready', 'error', 'end'] as const;
      const done = () => {
        clearTimeout(timer);
        for (const event of events) this.redis.off(event, done);
        resolve();
      };
      const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
      timer.unref();
      for (const event of events) this.redis.once(event, done);
    });
  }

  async take(key: string, want: number, limit: RateLimit): Promise<Take> {
    const [granted, tokens] = await this.redis.rateLimitTake(`${this.prefix}${key}`, limit.rps, limit.burst, want);
    return { granted: Number(granted), retryAfterSeconds: retryAfter(Number(tokens), limit.rps) };
  }

  async close() {
    this.redis.disconnect();
  }
}

// Stryker restore all

export interface Verdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

const ALLOWED: Verdict = Object.freeze({ allowed: true, retryAfterSeconds: 0 });

/**
 * Token buckets per client. A shared store (PostgreSQL) is asked for a small lease of tokens at a time
 * (a twentieth of the burst), which this instance then spends locally for up to a second: one round trip per
 * lease instead of per request, while the bucket stays shared. Redis and in-process buckets lease one token.
 */
export class RateLimiter {
  private readonly leases = new Map<string, { tokens: number; expiresAt: number }>();
  private readonly fallback: MemoryBucketStore;
  private readonly inflight = new Map<string, Promise<void>>();

  constructor(
    readonly store: BucketStore,
    readonly defaults: RateLimit,
    private readonly onStoreError: (err: unknown) => void = () => {},
    readonly now: Clock = systemClock,
  ) {
    this.fallback = new MemoryBucketStore(now);
  }

  private leaseSize(limit: RateLimit) {
    return this.store.kind === 'postgres' ? Math.max(1, Math.min(1000, Math.floor(limit.burst / 20))) : 1;
  }

  /** Spends one token of this instance's lease for `key`, if it holds one. */
  private spendLease(key: string): boolean {
    const lease = this.leases.get(key);
    if (!lease || lease.tokens <= 0 || lease.expiresAt <= this.now()) return false;
    lease.tokens -= 1;
    return true;
  }

  /**
   * Takes one token for `key` without waiting, when this instance can answer alone: a token of its lease, or a
   * bucket kept in process. Null when the store must be asked (`hit`).
   */
  hitNow(key: string, limit: RateLimit = this.defaults): Verdict | null {
    if (this.spendLease(key)) return ALLOWED;
    if (!this.store.takeNow || this.inflight.has(key)) return null;
    const taken = this.store.takeNow(key, this.leaseSize(limit), limit);
    return this.settle(key, taken);
  }

  /** Takes one token for `key`; answers how long to wait when there is none. */
  async hit(key: string, limit: RateLimit = this.defaults): Promise<Verdict> {
    const now = this.hitNow(key, limit);
    if (now) return now;
    // Requests that miss the lease at the same moment wait for one store round trip instead of each leasing
    // its own share: otherwise a burst of concurrent requests would overdraw the shared bucket.
    for (let pending = this.inflight.get(key); ; pending = this.inflight.get(key)) {
      if (this.spendLease(key)) return ALLOWED;
      if (!pending) break;
      await pending;
    }
    const taking = this.takeFromStore(key, limit);
    const settled = taking.then(
      () => undefined,
      () => undefined,
    );
    this.inflight.set(key, settled);
    try {
      return this.settle(key, await taking);
    } finally {
      if (this.inflight.get(key) === settled) this.inflight.delete(key);
    }
  }

  /** Spends the first token of what the store granted and keeps the rest as this instance's lease. */
  private settle(key: string, taken: Take): Verdict {
    if (taken.granted === 0) return { allowed: false, retryAfterSeconds: taken.retryAfterSeconds };
    if (taken.granted > 1) {
      if (this.leases.size >= 10_000) this.leases.clear();
      this.leases.set(key, { tokens: taken.granted - 1, expiresAt: this.now() + 1000 });
    }
    return ALLOWED;
  }

  private async takeFromStore(key: string, limit: RateLimit): Promise<Take> {
    try {
      return await this.store.take(key, this.leaseSize(limit), limit);
    } catch (err) {
      // Redis unreachable: limit this instance on its own rather than refuse or hold every request.
      if (this.store.kind !== 'redis') throw err;
      this.onStoreError(err);
      return this.fallback.take(key, 1, limit);
    }
  }

  /** Waits for the store's first connection, so that an instance never starts by limiting on its own. */
  ready(): Promise<void> {
    return this.store.ready?.() ?? Promise.resolve();
  }

  close() {
    return this.store.close();
  }
}

/** The limiter the configuration asks for, or null when `RATE_LIMIT_RPS` is 0. */
export function createRateLimiter(
  config: { rateLimit: RateLimitConfig; redisUrl: string | null },
  database: Database,
  log: { warn: (obj: object, msg: string) => void },
  now: Clock = systemClock,
): RateLimiter | null {
  if (config.rateLimit.rps === 0) return null;
  const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
  const store = createBucketStore(
    config.rateLimit,
    { redisUrl: config.redisUrl, db: database.db, databaseKind: database.kind },
    (err) => log.warn({ errMessage: message(err) }, 'rate-limit store error'),
    now,
  );
  return new RateLimiter(
    store,
    config.rateLimit,
    (err) => log.warn({ errMessage: message(err) }, 'rate-limit store unavailable: limiting this instance alone'),
    now,
  );
}

export function createBucketStore(
  config: RateLimitConfig,
  ctx: { redisUrl: string | null; db: Db; databaseKind: 'postgres' | 'pglite' },
  onError: (err: Error) => void,
  now: Clock = systemClock,
): BucketStore {
  let kind = config.store;
  if (kind === 'auto') kind = ctx.redisUrl ? 'redis' : ctx.databaseKind === 'postgres' ? 'postgres' : 'memory';
  if (kind === 'redis') {
    if (!ctx.redisUrl) throw new ConfigError('RATE_LIMIT_STORE=redis needs REDIS_URL');
    return new RedisBucketStore(ctx.redisUrl, config.redisPrefix, onError, config.redisTimeoutMs);
  }
  if (kind === 'postgres') return new PostgresBucketStore(ctx.db);
  return new MemoryBucketStore(now);
}

/** A per-key override over the defaults; an override of the rate alone gets a burst of twice the rate. */
export function resolveLimit(override: RateLimitOverride | null, defaults: RateLimit): RateLimit {
  if (!override || (override.rps == null && override.burst == null)) return defaults;
  const rps = override.rps ?? defaults.rps;
  return { rps, burst: override.burst ?? (override.rps != null ? 2 * rps : defaults.burst) };
}

/** Failed authentications allowed per client address by default: a burst of 30, then one a second. */
export const AUTH_FAILURE_LIMIT: RateLimit = { rps: 1, burst: 30 };

const tooManyFailures = (retryAfterSeconds: number) =>
  new AppError(
    'AUTH_RATE_LIMITED',
    `Too many failed authentications from this address; retry after ${retryAfterSeconds} s`,
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );

/**
 * Counts failed authentications per client address in the limiter's store (shared by the instances like the request
 * limit). Once an address has spent its budget, this instance refuses its unverified credentials until a token is
 * back, so guessing keys costs neither a database lookup nor a 401 that tells anything.
 */
export class AuthFailureLimiter implements AuthFailureGuard {
  private readonly refused = new ExpiringMap<true>();

  constructor(
    private readonly limiter: RateLimiter,
    private readonly limit: RateLimit = AUTH_FAILURE_LIMIT,
  ) {}

  refusal(address: string): AppError | null {
    const now = this.limiter.now();
    const until = this.refused.until(address, now);
    return until === undefined ? null : tooManyFailures(Math.ceil((until - now) / 1000));
  }

  async failed(address: string): Promise<AppError | null> {
    const result = await this.limiter.hit(`authfail:${address}`, this.limit);
    if (result.allowed) return null;
    this.refused.set(address, true, this.limiter.now() + result.retryAfterSeconds * 1000);
    return tooManyFailures(result.retryAfterSeconds);
  }
}

/** Health probes are never limited: a load balancer polls them. */
const EXEMPT = new Set(['/healthz', '/readyz']);

/** Who a request counts against: its API key, its token subject, or else its address. */
export type RateLimitOverride = { rps?: number | null; burst?: number | null };

export function clientOf(request: FastifyRequest): { key: string; limit: RateLimitOverride | null } {
  const apiKey = request.apiKey;
  if (apiKey)
    return { key: apiKey.keyId === null ? 'key:env-admin' : `key:${apiKey.keyId}`, limit: apiKey.rateLimit ?? null };
  if (request.bearer) return { key: `token:${request.bearer.sub}`, limit: null };
  if (request.operator) return { key: `operator:${request.operator.operatorId}`, limit: null };
  return { key: `ip:${request.ip}`, limit: null };
}

/**
 * Limits every request after authentication (so a key is known): 429 `RATE_LIMITED` with `Retry-After`.
 * Register after `registerAuth` so that this hook runs after it. `rps` 0 turns limiting off.
 */
export function registerRateLimit(app: FastifyInstance, limiter: RateLimiter | null) {
  if (!limiter) return;
  // A callback hook: a token this instance holds is spent without a promise (most requests).
  app.addHook('onRequest', (request, _reply, done) => {
    if (isExempt(request.url)) return done();
    const { key, limit } = clientOf(request);
    const effective = resolveLimit(limit, limiter.defaults);
    const now = limiter.hitNow(key, effective);
    if (now) return done(refusal(now, effective));
    limiter.hit(key, effective).then((result) => done(refusal(result, effective)), done);
  });
  app.addHook('onClose', async () => limiter.close());
}

function isExempt(url: string) {
  const query = url.indexOf('?');
  return EXEMPT.has(query === -1 ? url : url.slice(0, query));
}

/** The 429 to answer with, or undefined when the request may go on. */
function refusal(result: Verdict, limit: RateLimit): AppError | undefined {
  if (result.allowed) return undefined;
  return new AppError(
    'RATE_LIMITED',
    `Too many requests: at most ${limit.rps} per second (bursts of ${limit.burst}); retry after ${result.retryAfterSeconds} s`,
    { headers: { 'Retry-After': String(result.retryAfterSeconds) } },
  );
}

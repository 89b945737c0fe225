import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify, { type FastifyRequest } from 'fastify';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { AppError, registerErrorHandling } from '../../src/platform/errors.js';
import {
  AuthFailureLimiter,
  type BucketStore,
  clientOf,
  createBucketStore,
  createRateLimiter,
  MemoryBucketStore,
  type RateLimit,
  RateLimiter,
  type RateLimitStoreKind,
  registerRateLimit,
  resolveLimit,
  type Take,
} from '../../src/platform/rate-limit.js';

/** A clock that moves only when told. */
function testClock(start = Date.parse('2026-03-02T09:00:00Z')) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

/** A store that records its calls and answers what the test says. */
class FakeStore implements BucketStore {
  calls: { key: string; want: number; limit: RateLimit }[] = [];
  closed = 0;
  constructor(
    readonly kind: RateLimitStoreKind,
    private readonly answer: (want: number) => Promise<Take>,
  ) {}
  take(key: string, want: number, limit: RateLimit) {
    this.calls.push({ key, want, limit });
    return this.answer(want);
  }
  async close() {
    this.closed += 1;
  }
}

test('memory bucket: starts full, takes up to what it holds, refills at rps up to the burst', async () => {
  const clock = testClock();
  const store = new MemoryBucketStore(clock.read);
  const limit = { rps: 2, burst: 3 };
  assert.deepEqual(await store.take('a', 2, limit), { granted: 2, retryAfterSeconds: 1 });
  assert.deepEqual(await store.take('a', 5, limit), { granted: 1, retryAfterSeconds: 1 });
  assert.deepEqual(await store.take('a', 1, limit), { granted: 0, retryAfterSeconds: 1 });
  clock.now += 499;
  assert.equal((await store.take('a', 1, limit)).granted, 0);
  clock.now += 1; // 500 ms at 2 a second: one token (the fraction refilled before is kept)
  assert.equal((await store.take('a', 5, limit)).granted, 1);
  clock.now += 60_000; // a long pause refills to the burst, no more
  assert.equal((await store.take('a', 100, limit)).granted, 3);
  // Another key has its own bucket.
  assert.equal((await store.take('b', 100, limit)).granted, 3);
});

test('memory bucket: Retry-After is the whole seconds until one token is back, at least 1', async () => {
  const clock = testClock();
  const store = new MemoryBucketStore(clock.read);
  const slow = { rps: 0.25, burst: 1 };
  assert.deepEqual(await store.take('s', 1, slow), { granted: 1, retryAfterSeconds: 4 });
  assert.deepEqual(await store.take('s', 1, slow), { granted: 0, retryAfterSeconds: 4 });
  clock.now += 3000; // 0.75 token back: one more second to wait
  assert.deepEqual(await store.take('s', 1, slow), { granted: 0, retryAfterSeconds: 1 });
  const fast = { rps: 10, burst: 1 };
  assert.deepEqual(await store.take('f', 1, fast), { granted: 1, retryAfterSeconds: 1 });
});

test('memory bucket: a clock that goes back refills nothing and takes nothing', async () => {
  const clock = testClock();
  const store = new MemoryBucketStore(clock.read);
  const limit = { rps: 1, burst: 2 };
  assert.equal((await store.take('a', 2, limit)).granted, 2);
  clock.now -= 5000;
  assert.deepEqual(await store.take('a', 1, limit), { granted: 0, retryAfterSeconds: 1 });
  clock.now += 1000;
  assert.equal((await store.take('a', 5, limit)).granted, 1);
});

test('memory bucket: when full, buckets that have refilled are dropped first; if none has, all are', async () => {
  const limit = { rps: 1, burst: 1 };
  const clock = testClock();
  const store = new MemoryBucketStore(clock.read, 3);
  await store.take('k0', 1, limit);
  await store.take('k1', 1, limit);
  clock.now += 1500;
  await store.take('hot', 1, limit); // the third bucket, empty
  clock.now += 100; // k0 and k1 have refilled, 'hot' has not
  await store.take('new', 1, limit);
  assert.equal((await store.take('hot', 1, limit)).granted, 0, 'an empty bucket survives the sweep');
  assert.equal((await store.take('new', 1, limit)).granted, 0, 'the new bucket is kept');

  const full = new MemoryBucketStore(clock.read, 3);
  for (const key of ['k0', 'k1', 'k2']) await full.take(key, 1, limit);
  await full.take('k0', 1, limit); // a known key does not sweep
  assert.equal((await full.take('k1', 1, limit)).granted, 0);
  await full.take('new', 1, limit); // nothing has refilled: everything is forgotten
  assert.equal((await full.take('k0', 1, limit)).granted, 1);
  assert.equal((await full.take('new', 1, limit)).granted, 0, 'the new bucket is kept');
});

test('limiter: one token per request; the defaults unless a limit is given', async () => {
  const clock = testClock();
  const limiter = new RateLimiter(new MemoryBucketStore(clock.read), { rps: 1, burst: 2 }, undefined, clock.read);
  assert.deepEqual(await limiter.hit('a'), { allowed: true, retryAfterSeconds: 0 });
  assert.deepEqual(await limiter.hit('a'), { allowed: true, retryAfterSeconds: 0 });
  assert.deepEqual(await limiter.hit('a'), { allowed: false, retryAfterSeconds: 1 });
  assert.deepEqual(await limiter.hit('b', { rps: 1, burst: 1 }), { allowed: true, retryAfterSeconds: 0 });
  assert.deepEqual(await limiter.hit('b', { rps: 1, burst: 1 }), { allowed: false, retryAfterSeconds: 1 });
  assert.equal(limiter.now(), clock.now);
});

test('limiter on a shared PostgreSQL store: leases a twentieth of the burst (1 to 1,000) and spends it for a second', async () => {
  for (const [burst, lease] of [
    [10, 1],
    [20, 1],
    [100, 5],
    [100_000, 1000],
  ]) {
    const store = new FakeStore('postgres', async (want) => ({ granted: want, retryAfterSeconds: 0 }));
    await new RateLimiter(store, { rps: 1, burst }).hit('k');
    assert.equal(store.calls[0].want, lease, `burst ${burst}`);
  }
  const clock = testClock();
  const store = new FakeStore('postgres', async (want) => ({ granted: want, retryAfterSeconds: 0 }));
  const limiter = new RateLimiter(store, { rps: 10, burst: 60 }, undefined, clock.read);
  for (let i = 0; i < 3; i++) assert.equal((await limiter.hit('k')).allowed, true);
  assert.equal(store.calls.length, 1, 'three requests, one lease of three');
  assert.deepEqual(store.calls[0], { key: 'k', want: 3, limit: { rps: 10, burst: 60 } });
  await limiter.hit('k');
  assert.equal(store.calls.length, 2, 'a spent lease is renewed');
  clock.now += 999;
  await limiter.hit('k');
  assert.equal(store.calls.length, 2, 'the lease is still good');
  clock.now += 1;
  await limiter.hit('k');
  assert.equal(store.calls.length, 3, 'a lease expires after a second');
  // Another key leases for itself.
  await limiter.hit('other');
  assert.equal(store.calls.length, 4);
});

test('limiter: a lease of one token, or none granted, leaves nothing to spend', async () => {
  const answers = [1, 0, 0];
  const store = new FakeStore('postgres', async () => ({ granted: answers.shift() ?? 0, retryAfterSeconds: 3 }));
  const limiter = new RateLimiter(store, { rps: 10, burst: 60 });
  assert.deepEqual(await limiter.hit('k'), { allowed: true, retryAfterSeconds: 0 });
  assert.deepEqual(await limiter.hit('k'), { allowed: false, retryAfterSeconds: 3 });
  assert.deepEqual(await limiter.hit('k'), { allowed: false, retryAfterSeconds: 3 });
  assert.equal(store.calls.length, 3);
});

test('limiter: requests that miss the lease together wait for one store round trip', async () => {
  let release = () => {};
  const store = new FakeStore(
    'postgres',
    (want) =>
      new Promise<Take>((resolve) => {
        release = () => resolve({ granted: want, retryAfterSeconds: 0 });
      }),
  );
  const limiter = new RateLimiter(store, { rps: 10, burst: 100 });
  const hits = [limiter.hit('k'), limiter.hit('k'), limiter.hit('k')];
  await new Promise((r) => setImmediate(r));
  assert.equal(store.calls.length, 1);
  release();
  const results = await Promise.all(hits);
  assert.deepEqual(
    results.map((r) => r.allowed),
    [true, true, true],
  );
  assert.equal(store.calls.length, 1, 'the waiting requests spent the lease');
});

test('limiter: a failing Redis store is replaced by this instance’s own buckets; other stores’ errors are not hidden', async () => {
  const errors: unknown[] = [];
  const failure = new Error('redis down');
  const redis = new FakeStore('redis', () => Promise.reject(failure));
  const limiter = new RateLimiter(redis, { rps: 1, burst: 1 }, (err) => errors.push(err));
  assert.deepEqual(await limiter.hit('k'), { allowed: true, retryAfterSeconds: 0 });
  assert.equal((await limiter.hit('k')).allowed, false, 'the fallback buckets limit too');
  assert.deepEqual(errors, [failure, failure]);
  assert.equal(redis.calls[0].want, 1, 'Redis leases one token');

  const postgres = new FakeStore('postgres', () => Promise.reject(failure));
  await assert.rejects(new RateLimiter(postgres, { rps: 1, burst: 1 }).hit('k'), /redis down/);
  const memory = new FakeStore('memory', () => Promise.reject(failure));
  await assert.rejects(new RateLimiter(memory, { rps: 1, burst: 1 }).hit('k'), /redis down/);
  // Closing the limiter closes its store.
  await limiter.close();
  assert.equal(redis.closed, 1);
});

test('a key’s override: the rate alone gets twice its rate as burst; the burst alone keeps the default rate', () => {
  const defaults = { rps: 100, burst: 200 };
  assert.equal(resolveLimit(null, defaults), defaults);
  assert.equal(resolveLimit({}, defaults), defaults);
  assert.equal(resolveLimit({ rps: null, burst: null }, defaults), defaults);
  assert.deepEqual(resolveLimit({ rps: 5 }, defaults), { rps: 5, burst: 10 });
  assert.deepEqual(resolveLimit({ rps: 5, burst: null }, defaults), { rps: 5, burst: 10 });
  assert.deepEqual(resolveLimit({ burst: 7 }, defaults), { rps: 100, burst: 7 });
  assert.deepEqual(resolveLimit({ rps: null, burst: 7 }, defaults), { rps: 100, burst: 7 });
  assert.deepEqual(resolveLimit({ rps: 5, burst: 7 }, defaults), { rps: 5, burst: 7 });
});

test('failed authentications: refused with 429 AUTH_RATE_LIMITED and Retry-After once the budget is spent, per address', async () => {
  const clock = testClock();
  const limiter = new RateLimiter(new MemoryBucketStore(clock.read), { rps: 100, burst: 100 }, undefined, clock.read);
  const failures = new AuthFailureLimiter(limiter, { rps: 0.5, burst: 2 });
  assert.equal(failures.refusal('a'), null);
  assert.equal(await failures.failed('a'), null);
  assert.equal(await failures.failed('a'), null);
  assert.equal(failures.refusal('a'), null, 'not refused before the budget is spent');
  const over = await failures.failed('a');
  assert.ok(over instanceof AppError);
  assert.deepEqual(
    { status: over.status, code: over.code, detail: over.message, headers: over.headers },
    {
      status: 429,
      code: 'AUTH_RATE_LIMITED',
      detail: 'Too many failed authentications from this address; retry after 2 s',
      headers: { 'Retry-After': '2' },
    },
  );
  const refused = failures.refusal('a');
  assert.deepEqual(
    [refused?.status, refused?.code, refused?.headers],
    [429, 'AUTH_RATE_LIMITED', { 'Retry-After': '2' }],
  );
  assert.equal(failures.refusal('b'), null, 'another address is not refused');
  clock.now += 1500;
  assert.deepEqual(failures.refusal('a')?.headers, { 'Retry-After': '1' }, 'the wait counts down');
  clock.now += 500;
  assert.equal(failures.refusal('a'), null, 'refused no longer once a token is back');
  assert.equal(await failures.failed('a'), null);
  // Failures have their own buckets, apart from the address's requests.
  assert.equal((await limiter.hit('authfail:a')).allowed, false);
  assert.equal((await limiter.hit('ip:a')).allowed, true);
});

test('failed authentications: 30, then one a second, unless configured otherwise', async () => {
  const clock = testClock();
  const limiter = new RateLimiter(new MemoryBucketStore(clock.read), { rps: 1, burst: 1 }, undefined, clock.read);
  const failures = new AuthFailureLimiter(limiter);
  for (let i = 0; i < 30; i++) assert.equal(await failures.failed('a'), null, `failure ${i + 1}`);
  assert.equal((await failures.failed('a'))?.headers?.['Retry-After'], '1');
});

test('who a request counts against: its key, its token subject, or its address', () => {
  const request = (fields: object) => ({ apiKey: null, bearer: null, ip: '203.0.113.9', ...fields }) as FastifyRequest;
  assert.deepEqual(clientOf(request({ apiKey: { keyId: 7, rateLimit: { rps: 5 } } })), {
    key: 'key:7',
    limit: { rps: 5 },
  });
  assert.deepEqual(clientOf(request({ apiKey: { keyId: 7 } })), { key: 'key:7', limit: null });
  assert.deepEqual(clientOf(request({ apiKey: { keyId: null } })), { key: 'key:env-admin', limit: null });
  assert.deepEqual(clientOf(request({ bearer: { sub: 'fc-1' } })), { key: 'token:fc-1', limit: null });
  assert.deepEqual(clientOf(request({})), { key: 'ip:203.0.113.9', limit: null });
});

test('stores: auto picks Redis with REDIS_URL, else PostgreSQL on PostgreSQL, else in process', () => {
  const config = (store: 'auto' | 'memory' | 'postgres' | 'redis') => ({
    rps: 1,
    burst: 2,
    store,
    redisPrefix: 'x:',
    redisTimeoutMs: 500,
    authFailures: { rps: 1, burst: 30 },
  });
  const db = {} as Database['db'];
  const onError = () => {};
  assert.equal(
    createBucketStore(config('auto'), { redisUrl: null, db, databaseKind: 'postgres' }, onError).kind,
    'postgres',
  );
  assert.equal(
    createBucketStore(config('auto'), { redisUrl: null, db, databaseKind: 'pglite' }, onError).kind,
    'memory',
  );
  assert.equal(
    createBucketStore(config('postgres'), { redisUrl: null, db, databaseKind: 'pglite' }, onError).kind,
    'postgres',
  );
  assert.equal(
    createBucketStore(config('memory'), { redisUrl: null, db, databaseKind: 'postgres' }, onError).kind,
    'memory',
  );
  assert.throws(
    () => createBucketStore(config('redis'), { redisUrl: null, db, databaseKind: 'postgres' }, onError),
    /^Error: RATE_LIMIT_STORE=redis needs REDIS_URL$/,
  );
});

test('limiting is off with RATE_LIMIT_RPS=0; otherwise the limiter uses the configured defaults and clock', async () => {
  const database = { db: {}, kind: 'pglite' } as Database;
  const log = { warn: () => {} };
  const config = (rps: number) =>
    ({
      redisUrl: null,
      rateLimit: {
        rps,
        burst: 1,
        store: 'auto',
        redisPrefix: 'x:',
        redisTimeoutMs: 500,
        authFailures: { rps: 1, burst: 30 },
      },
    }) as unknown as Config;
  assert.equal(createRateLimiter(config(0), database, log), null);
  const clock = testClock();
  const limiter = createRateLimiter(config(1), database, log, clock.read);
  assert.ok(limiter);
  assert.equal(limiter.store.kind, 'memory');
  assert.deepEqual(limiter.defaults, config(1).rateLimit);
  assert.equal((await limiter.hit('k')).allowed, true);
  assert.equal((await limiter.hit('k')).allowed, false);
  clock.now += 1000;
  assert.equal((await limiter.hit('k')).allowed, true, 'the store reads the given clock');
});

test('the request hook: 429 RATE_LIMITED with Retry-After past the limit; health probes never limited', async () => {
  const clock = testClock();
  const store = new MemoryBucketStore(clock.read);
  let closed = 0;
  store.close = async () => {
    closed += 1;
  };
  const limiter = new RateLimiter(store, { rps: 1, burst: 2 }, undefined, clock.read);
  const app = Fastify();
  registerErrorHandling(app);
  registerRateLimit(app, limiter);
  for (const url of ['/x', '/healthz', '/readyz']) app.get(url, async () => ({ ok: true }));
  const get = (url: string) => app.inject({ url, remoteAddress: '198.51.100.1' });
  assert.equal((await get('/x')).statusCode, 200);
  assert.equal((await get('/x?a=1')).statusCode, 200);
  const limited = await get('/x');
  assert.equal(limited.statusCode, 429);
  assert.equal(limited.headers['retry-after'], '1');
  assert.equal(limited.json().code, 'RATE_LIMITED');
  assert.equal(limited.json().detail, 'Too many requests: at most 1 per second (bursts of 2); retry after 1 s');
  for (let i = 0; i < 5; i++) {
    assert.equal((await get('/healthz')).statusCode, 200);
    assert.equal((await get('/readyz?full=1')).statusCode, 200);
  }
  clock.now += 1000;
  assert.equal((await get('/x')).statusCode, 200);
  await app.close();
  assert.equal(closed, 1, 'closing the app closes the store');

  const unlimited = Fastify();
  registerRateLimit(unlimited, null);
  unlimited.get('/x', async () => ({ ok: true }));
  for (let i = 0; i < 5; i++) assert.equal((await unlimited.inject({ url: '/x' })).statusCode, 200);
  await unlimited.close();
});

test('ready: the limiter waits for its store to connect; a store without a connection is ready at once', async () => {
  const store = new FakeStore('redis', async (want) => ({ granted: want, retryAfterSeconds: 0 }));
  let connect = () => {};
  const connected = new Promise<void>((resolve) => {
    connect = resolve;
  });
  let isReady = false;
  Object.assign(store, {
    ready: async () => {
      await connected;
      isReady = true;
    },
  });
  const waiting = new RateLimiter(store, { rps: 1, burst: 1 }).ready();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(isReady, false, 'still connecting');
  connect();
  await waiting;
  assert.equal(isReady, true);
  await new RateLimiter(new MemoryBucketStore(), { rps: 1, burst: 1 }).ready();
});

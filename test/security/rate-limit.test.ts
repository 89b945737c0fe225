import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { adminPost, createKey, expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { ResponseChecker } from '../helpers/openapi-responses.js';

// One request per second with bursts of 20: the bucket barely refills during a test, even on a slow machine.
// In process on PGlite, in PostgreSQL (leased) on PostgreSQL.
const { app } = await build({ RATE_LIMIT_RPS: '1', RATE_LIMIT_BURST: '20' });

const regions = (key: string) => app.inject({ url: '/api/v1/regions', headers: { 'x-api-key': key } });

/** Fires `n` requests at once; answers the statuses and how many seconds it took. */
async function burst(n: number, send: () => Promise<{ statusCode: number }>) {
  const started = Date.now();
  const statuses = await Promise.all(Array.from({ length: n }, () => send().then((r) => r.statusCode)));
  return {
    ok: statuses.filter((s) => s === 200).length,
    limited: statuses.filter((s) => s === 429).length,
    statuses,
    seconds: (Date.now() - started) / 1000,
  };
}

test('a key past its burst gets 429 RATE_LIMITED problem+json with Retry-After; other keys are not affected', async () => {
  // Buckets in process with a clock that moves only when told: exact counts on any machine, no waiting.
  let now = Date.parse('2026-03-02T09:00:00Z');
  const timed = await build(
    { RATE_LIMIT_RPS: '1', RATE_LIMIT_BURST: '20', RATE_LIMIT_STORE: 'memory' },
    { clock: () => now },
  );
  const get = (key: string) => timed.app.inject({ url: '/api/v1/regions', headers: { 'x-api-key': key } });
  const a = (await createKey(timed.app, 'portal')).key;
  const b = (await createKey(timed.app, 'portal')).key;
  const r = await burst(30, () => get(a));
  assert.deepEqual({ ok: r.ok, limited: r.limited }, { ok: 20, limited: 10 }, JSON.stringify(r));
  const limited = await get(a);
  const body = expectProblem(limited, 429, 'RATE_LIMITED');
  assert.equal(limited.headers['retry-after'], '1');
  assert.ok(!String(body.detail).includes(a));
  assert.equal((await get(b)).statusCode, 200);
  // One token a second: none back after 999 ms, one after a second, and only one.
  now += 999;
  expectProblem(await get(a), 429, 'RATE_LIMITED');
  now += 1;
  assert.equal((await get(a)).statusCode, 200);
  expectProblem(await get(a), 429, 'RATE_LIMITED');
  // Three seconds refill three tokens.
  now += 3000;
  const refilled = await burst(5, () => get(a));
  assert.deepEqual({ ok: refilled.ok, limited: refilled.limited }, { ok: 3, limited: 2 });
});

test('the shared store (PostgreSQL on PostgreSQL, in process on PGlite) limits a key past its burst', async () => {
  const a = (await createKey(app, 'portal')).key;
  const r = await burst(30, () => regions(a));
  // Never more than the burst plus what refilled meanwhile; everything else is a 429, nothing else.
  assert.ok(r.ok >= 20 && r.ok <= 20 + Math.ceil(r.seconds), JSON.stringify(r));
  assert.equal(r.ok + r.limited, 30, JSON.stringify(r));
});

test('health probes are never limited', async () => {
  const r = await burst(40, () => app.inject({ url: '/healthz' }));
  assert.equal(r.ok, 40);
});

test('requests without credentials are limited per address', async () => {
  const r = await burst(30, () => app.inject({ url: '/openapi.json' }));
  assert.ok(r.limited > 0 && r.ok + r.limited === 30, JSON.stringify(r));
});

test('a per-key override raises or lowers one key’s limit, and a bad override is refused', async () => {
  const high = (await adminPost(app, '/admin/v1/api-keys', {
    name: 'busy portal',
    kind: 'portal',
    rateLimitRps: 1000,
    // Each instance leases a twentieth of the burst per store round trip, and 60 requests at once may each miss the
    // lease: the burst is sized so that even 60 leases fit.
    rateLimitBurst: 2000,
  })) as { id: string; key: string; rateLimitRps: number };
  assert.equal(high.rateLimitRps, 1000);
  const r = await burst(60, () => regions(high.key));
  assert.equal(r.ok, 60, JSON.stringify(r));

  const low = await createKey(app, 'portal');
  const lower = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/api-keys/${low.id}`,
    headers: adminHeaders,
    payload: { rateLimitRps: 1, rateLimitBurst: 2 },
  });
  assert.equal(lower.statusCode, 200, lower.body);
  assert.equal(lower.json().rateLimitBurst, 2);
  const rl = await burst(10, () => regions(low.key));
  assert.ok(rl.ok >= 2 && rl.ok <= 2 + Math.ceil(rl.seconds), JSON.stringify(rl));

  for (const payload of [{ rateLimitRps: 0 }, { rateLimitBurst: -1 }, { rateLimitRps: 1.5 }, {}, { other: 1 }]) {
    const bad = await app.inject({
      method: 'PATCH',
      url: `/admin/v1/api-keys/${low.id}`,
      headers: adminHeaders,
      payload,
    });
    expectProblem(bad, 400, 'VALIDATION_FAILED');
  }
  const missing = await app.inject({
    method: 'PATCH',
    url: '/admin/v1/api-keys/999999',
    headers: adminHeaders,
    payload: { rateLimitRps: null },
  });
  expectProblem(missing, 404);
});

test('the token endpoint over the request limit answers 429 with Retry-After in its RFC 6749 form', async () => {
  const token = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
      remoteAddress: '192.0.2.150',
    });
  let limited: Awaited<ReturnType<typeof token>> | undefined;
  for (let i = 0; i < 100 && !limited; i++) {
    const res = await token();
    if (res.statusCode === 429) limited = res;
    else assert.equal(res.json().error, 'invalid_client');
  }
  assert.ok(limited, 'never limited');
  assert.deepEqual(Object.keys(limited.json()).sort(), ['error', 'error_description']);
  assert.equal(limited.json().error, 'rate_limited');
  assert.ok(Number(limited.headers['retry-after']) >= 1);
  assert.equal(limited.headers['cache-control'], 'no-store');
});

test('429 answers are what the OpenAPI document says, with Retry-After; the token endpoint answers 429, not 400', async () => {
  const checker = await ResponseChecker.of(app);
  const slow = (await adminPost(app, '/admin/v1/api-keys', {
    name: 'slow',
    kind: 'portal',
    rateLimitRps: 1,
    rateLimitBurst: 1,
  })) as { key: string };
  const requests: InjectOptions[] = [
    { method: 'GET', url: '/api/v1/regions', headers: { 'x-api-key': slow.key } },
    // Without credentials the address is limited: one address per route, so each starts with a full bucket.
    { method: 'GET', url: '/.well-known/jwks.json', remoteAddress: '192.0.2.10' },
    {
      method: 'POST',
      url: '/api/v1/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
      remoteAddress: '192.0.2.11',
    },
  ];
  for (const request of requests) {
    const answers = await Promise.all(Array.from({ length: 25 }, () => app.inject(request)));
    const limited = answers.filter((r) => r.statusCode === 429);
    assert.ok(limited.length > 0, `${request.url}: ${answers.map((r) => r.statusCode).join(',')}`);
    for (const res of answers) assert.deepEqual(checker.problems(String(request.method), String(request.url), res), []);
    assert.ok(Number(limited[0].headers['retry-after']) >= 1);
  }
  const token = await Promise.all(
    Array.from({ length: 25 }, () => app.inject({ ...requests[2], remoteAddress: '192.0.2.12' })),
  );
  const refused = token.find((r) => r.statusCode === 429);
  assert.equal(refused?.json().error, 'rate_limited');
  assert.equal(refused?.headers['cache-control'], 'no-store');
  assert.ok(!token.some((r) => r.statusCode === 400), 'a rate-limited token request is not invalid_request');
});

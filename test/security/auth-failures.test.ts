import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AUTH_FAILURE_LIMIT } from '../../src/platform/rate-limit.js';
import { createKey, expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';

// The documented limit (docs/decisions/operations.md, docs/security.md), written out rather than read from the code.
const DOCUMENTED_BURST = 30;

// Time stands still unless a test moves it: however slow the machine, no token comes back during the guesses.
// The buckets are kept in process on both databases so that this clock is the only one they read.
let now = Date.parse('2026-03-02T09:00:00Z');
const { app } = await build({ RATE_LIMIT_STORE: 'memory' }, { clock: () => now });

const GUESSER = '203.0.113.7';
const NEIGHBOUR = '198.51.100.9';
const regions = (key: string | undefined, remoteAddress: string) =>
  app.inject({ url: '/api/v1/regions', headers: key === undefined ? {} : { 'x-api-key': key }, remoteAddress });

test('an address that keeps presenting wrong keys is refused with 429 after 30; verified keys and other addresses go on', async () => {
  assert.deepEqual(AUTH_FAILURE_LIMIT, { rps: 1, burst: DOCUMENTED_BURST });
  const working = await createKey(app, 'portal');
  const unused = await createKey(app, 'portal');
  // A client behind the same address that has just been verified.
  assert.equal((await regions(working.key, GUESSER)).statusCode, 200);

  for (let i = 0; i < DOCUMENTED_BURST; i++) {
    expectProblem(await regions(`lk_portal_guess${i}`, GUESSER), 401, 'API_KEY_INVALID');
  }
  const refused = await regions('lk_portal_one_more', GUESSER);
  expectProblem(refused, 429, 'AUTH_RATE_LIMITED');
  assert.equal(refused.headers['retry-after'], '1');
  // While refused, a credential this instance has not verified is not even looked up, a real one included...
  expectProblem(await regions(unused.key, GUESSER), 429, 'AUTH_RATE_LIMITED');
  // ...but the client verified moments ago goes on, and so does every other address.
  assert.equal((await regions(working.key, GUESSER)).statusCode, 200);
  expectProblem(await regions('lk_portal_typo', NEIGHBOUR), 401, 'API_KEY_INVALID');
  assert.equal((await regions(unused.key, NEIGHBOUR)).statusCode, 200);

  // One token comes back each second: not before...
  now += 999;
  expectProblem(await regions('lk_portal_too_early', GUESSER), 429, 'AUTH_RATE_LIMITED');
  // ...and one second after the refusal, one guess is answered again, then the address is refused once more.
  now += 1;
  expectProblem(await regions('lk_portal_guess_again', GUESSER), 401, 'API_KEY_INVALID');
  expectProblem(await regions('lk_portal_and_again', GUESSER), 429, 'AUTH_RATE_LIMITED');
});

test('the limit is configurable: AUTH_FAILURE_BURST guesses, then one back every 1/AUTH_FAILURE_RPS seconds', async () => {
  let t = Date.parse('2026-03-02T09:00:00Z');
  const small = await build(
    { RATE_LIMIT_STORE: 'memory', AUTH_FAILURE_BURST: '3', AUTH_FAILURE_RPS: '2' },
    { clock: () => t },
  );
  const guess = (i: number) =>
    small.app.inject({ url: '/api/v1/regions', headers: { 'x-api-key': `lk_portal_g${i}` }, remoteAddress: GUESSER });
  for (let i = 0; i < 3; i++) expectProblem(await guess(i), 401, 'API_KEY_INVALID');
  expectProblem(await guess(3), 429, 'AUTH_RATE_LIMITED');
  // Refused for a whole second (Retry-After is in whole seconds), in which two tokens come back.
  t += 1000;
  expectProblem(await guess(4), 401, 'API_KEY_INVALID');
  expectProblem(await guess(5), 401, 'API_KEY_INVALID');
  expectProblem(await guess(6), 429, 'AUTH_RATE_LIMITED');
});

test('missing, expired or revoked credentials are not counted as guesses', async () => {
  const address = '192.0.2.44';
  for (let i = 0; i < DOCUMENTED_BURST + 5; i++) {
    expectProblem(await regions(undefined, address), 401, 'API_KEY_MISSING');
  }
  const bearer = await app.inject({
    url: '/api/v1/claim/banks',
    headers: { authorization: 'Bearer' },
    remoteAddress: address,
  });
  expectProblem(bearer, 401, 'TOKEN_MISSING');
});

type Response = Awaited<ReturnType<typeof app.inject>>;

const tokenRequest = (form: Record<string, string>, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress,
  });

/**
 * Sends guesses until the address is refused; answers the refusal and how many guesses were answered first. Only
 * the lower bound is exact: the bucket gives one token back each second the loop takes.
 */
async function guessUntilRefused(guess: (i: number) => Promise<Response>) {
  const started = Date.now();
  for (let i = 0; i < 3 * AUTH_FAILURE_LIMIT.burst; i++) {
    const res = await guess(i);
    if (res.statusCode === 429) return { refused: res, answered: i, seconds: (Date.now() - started) / 1000 };
  }
  throw new Error('never refused');
}

test('wrong client secrets at the token endpoint count like wrong keys: then 429 with Retry-After, even for the right secret', async () => {
  const address = '203.0.113.80';
  const { clientId, clientSecret } = (
    await app.inject({ method: 'POST', url: '/admin/v1/clients', headers: adminHeaders, payload: { name: 'crm' } })
  ).json();
  const statuses = new Set<number>();
  const { refused, answered, seconds } = await guessUntilRefused(async (i) => {
    const res = await tokenRequest(
      { grant_type: 'client_credentials', client_id: clientId, client_secret: `cs_wrong${i}` },
      address,
    );
    if (res.statusCode !== 429) {
      statuses.add(res.statusCode);
      assert.equal(res.json().error, 'invalid_client');
    }
    return res;
  });
  assert.deepEqual([...statuses], [401]);
  assert.ok(answered >= AUTH_FAILURE_LIMIT.burst && answered <= AUTH_FAILURE_LIMIT.burst + Math.ceil(seconds));
  assert.equal(refused.headers['content-type'], 'application/json');
  assert.equal(refused.json().error, 'auth_rate_limited');
  assert.ok(Number(refused.headers['retry-after']) >= 1);
  assert.equal(refused.headers['cache-control'], 'no-store');
  // Refused before the secret is checked, so a right guess looks exactly like a wrong one...
  const right = { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret };
  assert.equal((await tokenRequest(right, address)).statusCode, 429);
  // ...and the budget is the address's, shared with API keys; other addresses go on.
  expectProblem(await regions('lk_portal_guess_after_secrets', address), 429, 'AUTH_RATE_LIMITED');
  assert.equal((await tokenRequest(right, '198.51.100.80')).statusCode, 200);
});

test('unknown refresh tokens and authorization codes are guesses too; an unsupported grant is not', async () => {
  const address = '203.0.113.81';
  for (let i = 0; i < AUTH_FAILURE_LIMIT.burst + 5; i++) {
    const res = await tokenRequest({ grant_type: 'password', username: 'a', password: 'b' }, address);
    assert.equal(res.statusCode, 400);
  }
  const { refused, answered } = await guessUntilRefused((i) =>
    tokenRequest(
      i % 2
        ? { grant_type: 'refresh_token', refresh_token: `rt_guess${i}` }
        : { grant_type: 'authorization_code', code: `ac_guess${i}`, redirect_uri: 'https://app.example/cb' },
      address,
    ),
  );
  assert.ok(answered >= AUTH_FAILURE_LIMIT.burst);
  assert.equal(refused.json().error, 'auth_rate_limited');
});

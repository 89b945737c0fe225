import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AUTH_FAILURE_LIMIT } from '../../src/platform/rate-limit.js';
import { createKey, expectProblem } from '../helpers/api.js';
import { build } from '../helpers/build.js';

const { app } = await build();

const GUESSER = '203.0.113.7';
const NEIGHBOUR = '198.51.100.9';
const regions = (key: string | undefined, remoteAddress: string) =>
  app.inject({ url: '/api/v1/regions', headers: key === undefined ? {} : { 'x-api-key': key }, remoteAddress });

test('an address that keeps presenting wrong keys is refused with 429; verified keys and other addresses go on', async () => {
  const working = await createKey(app, 'portal');
  const unused = await createKey(app, 'portal');
  // A client behind the same address that has just been verified.
  assert.equal((await regions(working.key, GUESSER)).statusCode, 200);

  for (let i = 0; i < AUTH_FAILURE_LIMIT.burst; i++) {
    expectProblem(await regions(`lk_portal_guess${i}`, GUESSER), 401, 'API_KEY_INVALID');
  }
  const refused = await regions('lk_portal_one_more', GUESSER);
  expectProblem(refused, 429, 'AUTH_RATE_LIMITED');
  assert.ok(Number(refused.headers['retry-after']) >= 1);
  // While refused, a credential this instance has not verified is not even looked up, a real one included...
  expectProblem(await regions(unused.key, GUESSER), 429, 'AUTH_RATE_LIMITED');
  // ...but the client verified moments ago goes on, and so does every other address.
  assert.equal((await regions(working.key, GUESSER)).statusCode, 200);
  expectProblem(await regions('lk_portal_typo', NEIGHBOUR), 401, 'API_KEY_INVALID');
  assert.equal((await regions(unused.key, NEIGHBOUR)).statusCode, 200);

  // One token comes back each second.
  await new Promise((resolve) => setTimeout(resolve, 1100 / AUTH_FAILURE_LIMIT.rps));
  assert.equal((await regions(unused.key, GUESSER)).statusCode, 200);
});

test('missing, expired or revoked credentials are not counted as guesses', async () => {
  const address = '192.0.2.44';
  for (let i = 0; i < AUTH_FAILURE_LIMIT.burst + 5; i++) {
    expectProblem(await regions(undefined, address), 401, 'API_KEY_MISSING');
  }
  const bearer = await app.inject({
    url: '/api/v1/claim/banks',
    headers: { authorization: 'Bearer' },
    remoteAddress: address,
  });
  expectProblem(bearer, 401, 'TOKEN_MISSING');
});

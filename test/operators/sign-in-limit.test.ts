import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../helpers/build.js';
import { browser, givenOperator, PASSWORD } from './helpers.js';

// Failed sign-ins count against the address too: the failed-authentication limiter of API keys and tokens.
const now = Date.parse('2026-03-02T09:00:00Z');
const { app, db } = await build(
  { RATE_LIMIT_STORE: 'memory', AUTH_FAILURE_BURST: '3', CONSOLE_MFA: 'off' },
  { clock: () => now },
);

const signInFrom = (remoteAddress: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/console/api/sign-in',
    headers: browser(),
    remoteAddress,
    payload: { email, password },
  });

test('an address over its failed-authentication budget is refused 429 before any password is checked', async () => {
  const op = await givenOperator(db, 'VIEWER');
  for (let i = 0; i < 3; i++) {
    assert.equal((await signInFrom('203.0.113.7', `nobody${i}@example.com`, 'guess guess')).statusCode, 401);
  }
  // The failure over the budget is answered 429, and so is everything from the address for a while, the right
  // password included.
  const over = await signInFrom('203.0.113.7', op.email, 'one more guess');
  assert.equal(over.statusCode, 429, over.body);
  assert.equal(over.json().code, 'AUTH_RATE_LIMITED');
  const refused = await signInFrom('203.0.113.7', op.email, PASSWORD);
  assert.equal(refused.statusCode, 429, refused.body);
  // Another address signs in.
  assert.equal((await signInFrom('198.51.100.9', op.email, PASSWORD)).statusCode, 200);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';
import { testEnv } from './helpers/build.js';

test('failed authentications: 30 per address, one back a second, unless AUTH_FAILURE_BURST / AUTH_FAILURE_RPS say otherwise', () => {
  assert.deepEqual(loadConfig(testEnv()).rateLimit.authFailures, { rps: 1, burst: 30 });
  const set = loadConfig(testEnv({ AUTH_FAILURE_BURST: '5', AUTH_FAILURE_RPS: '2' })).rateLimit.authFailures;
  assert.deepEqual(set, { rps: 2, burst: 5 });
  for (const [name, value] of [
    ['AUTH_FAILURE_BURST', '0'],
    ['AUTH_FAILURE_BURST', '1.5'],
    ['AUTH_FAILURE_RPS', '0'],
    ['AUTH_FAILURE_RPS', 'x'],
  ]) {
    assert.throws(
      () => loadConfig(testEnv({ [name]: value })),
      (err: unknown) => err instanceof ConfigError && err.message.startsWith(`${name} must be an integer from 1 to`),
    );
  }
});

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

test('TRUST_PROXY: unset, false or true, or the proxies addresses and CIDRs; anything else stops the start', () => {
  const trust = (value?: string) => loadConfig(testEnv(value === undefined ? {} : { TRUST_PROXY: value })).trustProxy;
  assert.equal(trust(), false);
  assert.equal(trust(''), false);
  assert.equal(trust('false'), false);
  assert.equal(trust('true'), true);
  assert.deepEqual(trust('10.0.0.5'), ['10.0.0.5']);
  assert.deepEqual(trust(' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,::1,loopback,uniquelocal'), [
    '10.0.0.5',
    '10.1.0.0/16',
    'fd00::/8',
    '::1',
    'loopback',
    'uniquelocal',
  ]);
  for (const value of [
    'yes',
    'TRUE',
    '10.0.0.256',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/8/8',
    '10.0.0.0/x',
    '10.0.0.5,',
  ]) {
    assert.throws(
      () => trust(value),
      (err: unknown) => err instanceof ConfigError && err.message.startsWith('TRUST_PROXY must be true, false, or'),
      value,
    );
  }
  // A hop count believes whoever connects directly; Fastify no longer honours one.
  for (const value of ['1', '0', '2']) {
    assert.throws(
      () => trust(value),
      (err: unknown) => err instanceof ConfigError && /not a hop count/.test(err.message),
      value,
    );
  }
});

test('JOB_WORKERS and JOB_POLL_INTERVAL_SECONDS are read once, into config.jobs: off under the test runner, 2 s', () => {
  assert.deepEqual(loadConfig(testEnv()).jobs, { workers: false, pollIntervalSeconds: 2 });
  const set = loadConfig(testEnv({ JOB_WORKERS: 'true', JOB_POLL_INTERVAL_SECONDS: '1' })).jobs;
  assert.deepEqual(set, { workers: true, pollIntervalSeconds: 1 });
});

test('a refused setting of any feature is the one ConfigError, which the start prints without a stack', () => {
  for (const [name, value] of [
    ['JOB_POLL_INTERVAL_SECONDS', '0'],
    ['ACCESS_TOKEN_TTL_SECONDS', '1'],
    ['JWT_SIGNING_KEYS', 'not json'],
    ['ANALYSIS_RETENTION_DAYS', '0'],
    ['INSURANCE_DATA_PROVIDER', 'other'],
  ]) {
    assert.throws(
      () => loadConfig(testEnv({ [name]: value })),
      (err: unknown) => err instanceof ConfigError && err.message.startsWith(name),
      name,
    );
  }
});

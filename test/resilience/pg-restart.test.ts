import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { after, test } from 'node:test';
import { adminHeaders, createTestDatabase, onPostgres, type TestDatabase } from '../helpers/build.js';
import { nextPhone } from '../helpers/fixtures.js';
import { call, type Instance, sharedSecrets, startInstance, stopInstance } from './processes.js';

// Stops and starts the machine's PostgreSQL server: every other test using it would fail meanwhile, so this file
// skips unless RUN_PG_RESTART=1, which only `.ci/run` sets, running it alone after the suites.
const skip = (!onPostgres || process.env.RUN_PG_RESTART !== '1') && 'needs TEST_DATABASE_URL and RUN_PG_RESTART=1';
const version = () => readdirSync('/etc/postgresql')[0];
const cluster = (action: 'stop' | 'start') =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version(), 'main', action], { stdio: 'pipe' });
const pgReady = () => {
  try {
    execFileSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let testDb: TestDatabase | null = null;
let instance: Instance | null = null;
after(async () => {
  if (!pgReady()) cluster('start');
  for (let i = 0; i < 30 && !pgReady(); i++) await sleep(1000);
  if (instance) await stopInstance(instance);
  await testDb?.close();
});

test('PostgreSQL restart: quick 503 DATABASE_UNAVAILABLE and not ready during the outage, recovery without a restart', {
  skip,
  timeout: 120_000,
}, async () => {
  testDb = await createTestDatabase();
  instance = await startInstance({ ...sharedSecrets(), DATABASE_URL: testDb.url! });
  const base = instance.url;
  const provider = (
    await call(base, 'POST', '/admin/v1/providers', adminHeaders, { code: `G${Date.now()}`, name: '공급사' })
  ).body;
  const product = (
    await call(base, 'POST', '/admin/v1/products', adminHeaders, { name: 'DB', providerIds: [provider.id] })
  ).body;
  const portal = {
    'x-api-key': String(
      (await call(base, 'POST', '/admin/v1/api-keys', adminHeaders, { name: 'q', kind: 'portal' })).body.key,
    ),
  };
  const provKey = {
    'x-api-key': String(
      (
        await call(base, 'POST', '/admin/v1/api-keys', adminHeaders, {
          name: 'p',
          kind: 'provider',
          providerId: provider.id,
        })
      ).body.key,
    ),
  };
  const register = () =>
    call(base, 'POST', '/api/v1/leads', provKey, {
      productId: product.id,
      providerId: provider.id,
      portalId: 3,
      name: '홍길동',
      phone: nextPhone(),
    });
  assert.equal((await register()).status, 200);
  assert.equal((await call(base, 'GET', '/readyz', {})).status, 200);

  cluster('stop');
  try {
    // During the outage: every request answers quickly, 503 problem+json, never a 500, never a hang.
    const during = [];
    for (let i = 0; i < 5; i++) {
      during.push(await call(base, 'GET', '/api/v1/leads?portalId=3', portal, undefined, 10_000));
      during.push(await register());
    }
    const ready = await call(base, 'GET', '/readyz', {}, undefined, 10_000);
    assert.equal(ready.status, 503, 'not ready while the database is down');
    for (const r of during) {
      assert.equal(r.status, 503, JSON.stringify(r));
      assert.equal(r.body.code, 'DATABASE_UNAVAILABLE');
      assert.ok(r.ms < 4000, `answered in ${r.ms} ms`);
    }
    assert.equal((await call(base, 'GET', '/healthz', {})).status, 200, 'the process stays alive');
  } finally {
    cluster('start');
  }
  for (let i = 0; i < 30 && !pgReady(); i++) await sleep(500);
  // The service recovers by itself within seconds of the database coming back.
  const back = Date.now();
  let status = 0;
  while (Date.now() - back < 15_000) {
    status = (await call(base, 'GET', '/readyz', {})).status;
    if (status === 200) break;
    await sleep(250);
  }
  assert.equal(status, 200, 'ready again');
  assert.ok(Date.now() - back < 10_000, `recovered in ${Date.now() - back} ms`);
  assert.equal((await register()).status, 200);
  assert.equal((await call(base, 'GET', '/api/v1/leads?portalId=3', portal)).status, 200);
  assert.equal(instance.proc.exitCode, null, 'no restart was needed');
});

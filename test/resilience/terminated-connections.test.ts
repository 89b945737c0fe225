import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import pg from 'pg';
import { adminHeaders, createTestDatabase, onPostgres, type TestDatabase } from '../helpers/build.js';
import { nextPhone } from '../helpers/fixtures.js';
import { call, type HttpResult, type Instance, sharedSecrets, startInstance, stopInstance } from './processes.js';

// PostgreSQL ends a connection in the middle of a transaction (pg_terminate_backend, a failover,
// idle_in_transaction_session_timeout): the transaction fails with 503, the process keeps serving. A backend is
// "idle in transaction" between two statements of a transaction, while the service holds its client checked out.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';
const WORKERS = 8;
/** Terminations that must land before the load stops; each one ends a transaction between two of its statements. */
const TERMINATIONS = 25;

let testDb: TestDatabase | null = null;
let instance: Instance | null = null;
let killer: pg.Client | null = null;
after(async () => {
  await killer?.end().catch(() => {});
  if (instance) await stopInstance(instance);
  await testDb?.close();
});

async function must(base: string, method: string, path: string, body: unknown) {
  const res = await call(base, method, path, adminHeaders, body);
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

test('backends terminated while idle in transaction under write load → those requests 503, the process keeps serving', {
  skip,
  timeout: 120_000,
}, async () => {
  testDb = await createTestDatabase();
  const dbName = new URL(testDb.url!).pathname.slice(1);
  instance = await startInstance({ ...sharedSecrets(), DATABASE_URL: testDb.url!, RATE_LIMIT_RPS: '0' });
  const base = instance.url;
  const provider = await must(base, 'POST', '/admin/v1/providers', { code: `T${Date.now()}`, name: '공급사' });
  const product = await must(base, 'POST', '/admin/v1/products', { name: 'DB', providerIds: [provider.id] });
  const key = await must(base, 'POST', '/admin/v1/api-keys', { name: 'p', kind: 'provider', providerId: provider.id });
  const providerKey = { 'x-api-key': String(key.key) };

  let exitCode: number | null | undefined;
  void instance.exited.then((code) => {
    exitCode = code;
  });
  let terminated = 0;
  const results: HttpResult[] = [];
  const done = () => terminated >= TERMINATIONS || exitCode !== undefined;

  // Registrations: one transaction of several statements each (the lead, its history, the audit).
  const workers = Array.from({ length: WORKERS }, async () => {
    while (!done()) {
      results.push(
        await call(base, 'POST', '/api/v1/leads', providerKey, {
          productId: product.id,
          providerId: provider.id,
          portalId: 3,
          name: '홍길동',
          phone: nextPhone(),
        }),
      );
    }
  });
  killer = new pg.Client({ connectionString: testDb.url! });
  await killer.connect();
  const terminate = async () => {
    // A safety bound only: under this load the terminations land within a few seconds.
    for (let round = 0; round < 200_000 && !done(); round++) {
      const { rows } = await killer!.query<{ n: number }>(
        `select count(*) filter (where ended)::int as n from (
           select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = $1 and state = 'idle in transaction' and pid <> pg_backend_pid()) t`,
        [dbName],
      );
      terminated += rows[0].n;
    }
  };
  await Promise.all([terminate(), ...workers]);

  assert.equal(exitCode, undefined, `the process exited: ${instance.output.join('').slice(-3000)}`);
  assert.ok(terminated >= TERMINATIONS, `only ${terminated} backends were terminated`);
  const failed = results.filter((r) => r.status !== 200);
  for (const r of failed) {
    assert.equal(r.status, 503, JSON.stringify(r.body));
    assert.equal(r.body.code, 'DATABASE_UNAVAILABLE');
  }
  assert.ok(failed.length > 0, 'a terminated transaction fails its request');

  assert.equal((await call(base, 'GET', '/readyz', {})).status, 200);
  const later = await call(base, 'POST', '/api/v1/leads', providerKey, {
    productId: product.id,
    providerId: provider.id,
    portalId: 3,
    name: '홍길동',
    phone: nextPhone(),
  });
  assert.equal(later.status, 200, JSON.stringify(later.body));
  assert.equal(instance.proc.exitCode, null);
});

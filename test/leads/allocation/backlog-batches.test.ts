/**
 * A backlog batch looks at its candidates (the first waiting leads, by id, of the regions an order could take) and the
 * run goes on after the last of them, whether it could take them or not: leads locked by another transaction, or
 * suppressed, at the head of the backlog never end a run early.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { runAllocation } from '../../../src/leads/allocation/allocation.service.js';
import { adminPost } from '../../helpers/api.js';
import { build, onPostgres } from '../../helpers/build.js';
import { nextPhone, placeOrder, registerOk, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';

const { app, db } = await build();
const deps = { db, clock: () => Date.now() };
const admin = { kind: 'admin', keyId: null } as const;

const statusOf = async (ids: string[]) =>
  (
    await db.execute<{ status: string }>(
      sql`select status from leads where id = any(${`{${ids.join(',')}}`}::bigint[]) order by id`,
    )
  ).rows.map((r) => r.status);

test('leads locked elsewhere at the head of the backlog: the run places the leads after them', {
  skip: !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)',
}, async () => {
  const w = await world(app);
  const ids: string[] = [];
  for (let i = 0; i < 7; i++) ids.push((await registerOk(app, w, { region: '서울' })).id);
  await placeOrder(app, w, { portalId: 61, regionQuantities: [{ region: '서울', quantity: 10 }] });
  const head = ids.slice(0, 3);
  let locked!: () => void;
  let release!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = db.transaction(async (tx) => {
    await tx.execute(sql`select id from leads where id = any(${`{${head.join(',')}}`}::bigint[]) for update`);
    locked();
    await released;
  });
  await isLocked;
  // Batches of 3: the first one's candidates are exactly the locked leads.
  const first = await runAllocation(deps, admin, { productId: w.product.id }, 3);
  release();
  await holder;
  assert.equal(first.assigned, 4);
  assert.deepEqual(await statusOf(ids), [...Array(3).fill('UNASSIGNED'), ...Array(4).fill('PROVISIONAL')]);
  const second = await runAllocation(deps, admin, { productId: w.product.id }, 3);
  assert.equal(second.assigned, 3);
  assert.deepEqual(await statusOf(ids), Array(7).fill('PROVISIONAL'));
  await assertInvariants(db);
});

test('suppressed leads at the head of the backlog: the run places the leads after them', async () => {
  const w = await world(app);
  const phones = Array.from({ length: 6 }, () => nextPhone());
  const ids: string[] = [];
  for (const phone of phones) ids.push((await registerOk(app, w, { phone, region: '부산' })).id);
  for (const phone of phones.slice(0, 2)) {
    await adminPost(app, '/admin/v1/suppressions', { phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' });
  }
  await placeOrder(app, w, { portalId: 62, regionQuantities: [{ region: '부산', quantity: 10 }] });
  // Batches of 2: the first one's candidates are exactly the suppressed leads.
  const run = await runAllocation(deps, admin, { productId: w.product.id }, 2);
  assert.equal(run.assigned, 4);
  assert.deepEqual(await statusOf(ids), [...Array(2).fill('UNASSIGNED'), ...Array(4).fill('PROVISIONAL')]);
  await assertInvariants(db);
});

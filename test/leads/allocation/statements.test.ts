/**
 * Issue #33, item 4: how many statements an allocation batch sends, whatever the number of leads it places and the
 * routing mode, so that a change that adds a round trip per batch (or per order, or per lead) shows here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { runAllocation } from '../../../src/leads/allocation/allocation.service.js';
import { routingMemory } from '../../../src/leads/allocation/supply.js';
import { idArray } from '../../../src/leads/core/lead.repo.js';
import { adminHeaders, build, onPostgres } from '../../helpers/build.js';
import { placeOrder, registerOk, type World, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { everyStatementDuring } from '../../helpers/statements.js';

const { app, db } = await build();
const deps = { db, clock: () => Date.now() };
const admin = { kind: 'admin', keyId: null } as const;

const everyDay = { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], from: '00:00', to: '24:00' };

/** A product with `n` waiting leads in two regions and three orders that can take them all, with or without rules. */
async function backlog(n: number, rules: boolean): Promise<World> {
  const w = await world(app);
  for (let i = 0; i < n; i++) await registerOk(app, w, { region: i % 2 ? '서울' : '부산' });
  for (const portalId of [51, 52, 53]) {
    await placeOrder(app, w, {
      portalId,
      regionQuantities: [
        { region: '서울', quantity: n },
        { region: '부산', quantity: n },
      ],
      ...(rules ? { dailyCap: 1000, monthlyCap: 5000, schedule: { ...everyDay, skipHolidays: true } } : {}),
    });
  }
  if (rules) {
    const res = await app.inject({
      method: 'PATCH',
      url: `/admin/v1/products/${w.product.id}`,
      headers: adminHeaders,
      payload: { routing: 'ROUND_ROBIN' },
    });
    assert.equal(res.statusCode, 200, res.body);
  }
  return w;
}

async function countRun(n: number, rules: boolean) {
  const w = await backlog(n, rules);
  let assigned = 0;
  const statements = await everyStatementDuring(db, async () => {
    assigned = (await runAllocation(deps, admin, { productId: w.product.id })).assigned;
  });
  assert.equal(assigned, n);
  const [{ placed }] = (
    await db.execute<{ placed: number }>(
      sql`select count(*)::int as placed from leads where product_id = ${Number(w.product.id)} and status = 'PROVISIONAL'`,
    )
  ).rows;
  assert.equal(placed, n);
  return statements;
}

/**
 * A run of one product: the product, the orders open now (their ids, then their rules), then one batch — begin, the leads locked, those
 * suppressed or erased meanwhile, the orders locked, the orders read with their rules, round-robin turns and the day's
 * holiday, the placements with their counters and records, commit — and the last, empty batch (begin, lock, commit).
 */
const RUN = 1 + 2 + 7 + 3;

test('an allocation run with FIFO: 7 statements a batch whatever the number of leads', async () => {
  const few = await countRun(2, false);
  const more = await countRun(12, false);
  assert.equal(few, RUN);
  assert.equal(more, few);
  await assertInvariants(db);
});

test('an allocation run with ROUND_ROBIN, caps and schedules that skip holidays: as many statements as FIFO', async () => {
  const few = await countRun(2, true);
  const more = await countRun(12, true);
  assert.equal(few, RUN);
  assert.equal(more, few);
  await assertInvariants(db);
});

test("round-robin's memory is read from its own index, not from every order of each consultant", {
  skip: !onPostgres && 'the plans of PostgreSQL’s server (TEST_DATABASE_URL)',
}, async () => {
  // Through orders_portal_created a batch read every order of each of its consultants: 40 ms a batch for 100
  // consultants with 267 orders each (the 1M seed), a fifth of the allocation's time with ROUND_ROBIN.
  const plan = await db.transaction(async (tx) => {
    await tx.execute('set local enable_seqscan = off');
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${routingMemory(idArray([1, 2, 3]))}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  assert.match(plan, /Index Only Scan Backward using orders_routing_memory/, plan);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { runAllocation } from '../../../src/leads/allocation/allocation.service.js';
import { retryingUnavailable } from '../../helpers/api.js';
import { build, onPostgres } from '../../helpers/build.js';
import { nextPhone, placeOrder, register, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';

/**
 * The caps under concurrency (routing.md §1): the engine makes no assignment for an order while a counter is at or
 * above its cap, whatever runs at once, and each lead goes to exactly one order. Real parallelism needs a server:
 * PGlite runs one transaction at a time.
 */
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

const { app, db } = await build();

/** A registration as a client makes it: the 50 transactions queue on the same order locks (see the helper). */
const registerRetrying = (w: Awaited<ReturnType<typeof world>>) => {
  const phone = nextPhone();
  return retryingUnavailable(() => register(app, w, { region: '서울', phone }));
};

test('50 parallel registrations into orders with caps of 1–3 never pass a cap and assign each lead once', {
  skip,
}, async () => {
  const w = await world(app);
  const caps = [1, 2, 3, 1, 2, 3, 1, 2];
  const orders = [];
  for (const [i, dailyCap] of caps.entries()) {
    orders.push(
      await placeOrder(app, w, {
        portalId: 7100 + (i % 4),
        dailyCap,
        regionQuantities: [{ region: '서울', quantity: 10 }],
      }),
    );
  }
  const registrations = Array.from({ length: 50 }, () => registerRetrying(w));
  // A backlog run racing the registrations: both take the orders' locks.
  const runs = [runAllocation(app.deps.leads, { kind: 'internal', name: 'job:allocation' }, {}, 5)];
  const responses = await Promise.all(registrations);
  await Promise.all(runs);
  assert.deepEqual(
    responses.map((r) => r.statusCode),
    Array(50).fill(200),
    [...new Set(responses.filter((r) => r.statusCode !== 200).map((r) => r.body))].join('\n'),
  );
  const ids = orders.map((o) => Number(o.id));
  const { rows } = await db.execute<{ order_id: string; live: number; ever: number }>(sql`
    select order_id::text, count(*) filter (where ended_at is null)::int as live, count(*)::int as ever
    from assignments where order_id = any(${`{${ids.join(',')}}`}::bigint[]) group by order_id`);
  const byOrder = new Map(rows.map((r) => [Number(r.order_id), r]));
  for (const [i, order] of orders.entries()) {
    const taken = byOrder.get(Number(order.id))?.ever ?? 0;
    assert.ok(taken <= caps[i], `order ${order.id}: ${taken} assignments, cap ${caps[i]}`);
  }
  const total = caps.reduce((a, b) => a + b, 0);
  assert.equal(
    rows.reduce((sum, r) => sum + r.ever, 0),
    total,
    'every cap is filled: 15 leads placed, 35 wait',
  );
  const { rows: perLead } = await db.execute<{ lead_id: string; n: number }>(sql`
    select lead_id::text, count(*)::int as n from assignments
    where order_id = any(${`{${ids.join(',')}}`}::bigint[]) group by lead_id having count(*) > 1`);
  assert.deepEqual(perLead, [], 'no lead has two assignments');
  const { rows: waiting } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from leads where provider_id = ${Number(w.provider.id)} and status = 'UNASSIGNED'`,
  );
  assert.equal(waiting[0].n, 50 - total);
  await assertInvariants(db);
});

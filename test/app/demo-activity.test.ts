import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedDemoActivity } from '../../src/demo/activity.js';
import { seedDemo } from '../../src/demo/seed.js';
import { adminHeaders, build } from '../helpers/build.js';
import { assertInvariants } from '../helpers/invariants.js';

test('the demo activity is made through the API: counters hold, the queue has evidence, the dashboard two weeks', async () => {
  const { app, db } = await build();
  const seeded = await seedDemo(db, 'system:demo-seed', app.deps.clock);
  await seedDemoActivity(app, seeded);
  await assertInvariants(db);

  const days = await db.execute<{ day: string; n: number }>(sql`
    select (created_at at time zone 'Asia/Seoul')::date::text as day, count(*)::int as n from leads group by 1`);
  assert.ok(days.rows.length >= 10, `registrations on ${days.rows.length} of the last 14 days`);
  const total = days.rows.reduce((n, r) => n + Number(r.n), 0);
  const dashboard = (await app.inject({ url: '/admin/v1/dashboard?days=14', headers: adminHeaders })).json();
  const charted = dashboard.registrations.reduce((n: number, r: { count: number }) => n + r.count, 0);
  assert.equal(charted, total, 'the dashboard counts every demo registration, on the day it was made');
  assert.equal(new Set(dashboard.registrations.map((r: { providerId: string }) => r.providerId)).size, 2);

  const queue = (await app.inject({ url: '/admin/v1/lead-as?status=WAITING,HOLD', headers: adminHeaders })).json();
  assert.ok(queue.data.length >= 3, 'open AS requests to review');
  assert.ok(
    queue.data.every((r: { files: unknown[] }) => r.files.length === 1),
    'each with its evidence',
  );
  const orders = (await app.inject({ url: '/admin/v1/orders', headers: adminHeaders })).json();
  assert.deepEqual([...new Set(orders.data.map((o: { portalId: number }) => o.portalId))].sort(), [101, 102, 103, 104]);
});

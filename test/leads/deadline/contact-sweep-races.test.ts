import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { assignments, leads } from '../../../src/db/schema/index.js';
import { sweepContactDeadlines } from '../../../src/leads/deadline/contact-sweep.js';
import { adminHeaders, build, onPostgres } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { placeOrder, registerOk, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { kst } from '../routing/helpers.js';

/**
 * The first-contact sweep racing the owner (routing.md §6): a use or an outcome that commits before the take-back
 * wins, and a take-back never takes a lead that was touched. Real parallelism needs a server.
 */
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

const clock = testClock(kst('2026-12-07 10:00'));
const { app, db } = await build({}, { clock: clock.now });

test('sweeps racing uses and outcomes of 30 due leads: every touched lead stays, every untouched one is taken back', {
  skip,
}, async () => {
  const w = await world(app);
  const patched = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${w.product.id}`,
    headers: adminHeaders,
    payload: { firstContactMinutes: 30 },
  });
  assert.equal(patched.statusCode, 200);
  const order = await placeOrder(app, w, { portalId: 701, regionQuantities: [{ region: '서울', quantity: 30 }] });
  const ids: string[] = [];
  for (let i = 0; i < 30; i++) ids.push((await registerOk(app, w, { region: '서울' })).id);
  const confirmed = await app.inject({
    method: 'POST',
    url: `/admin/v1/orders/${order.id}/confirm`,
    headers: adminHeaders,
  });
  assert.equal(confirmed.statusCode, 200);
  clock.set(kst('2026-12-07 10:30'));
  const touch = (id: string, i: number) =>
    i % 2 === 0
      ? app.inject({ method: 'POST', url: `/api/v1/leads/${id}/use`, headers: w.asPortal, payload: { portalId: 701 } })
      : app.inject({
          method: 'POST',
          url: `/api/v1/leads/${id}/outcomes`,
          headers: w.asPortal,
          payload: { portalId: 701, outcome: 'NO_ANSWER' },
        });
  const caller = { kind: 'internal' as const, name: 'job:contact-sweep' };
  const [touched] = await Promise.all([
    Promise.all(ids.slice(0, 20).map((id, i) => touch(id, i))),
    sweepContactDeadlines(app.deps.leads, caller),
    sweepContactDeadlines(app.deps.leads, caller),
  ]);
  await sweepContactDeadlines(app.deps.leads, caller);
  const rows = await db
    .select({ id: leads.id, owner: leads.ownerPortalId, firstContactAt: leads.firstContactAt })
    .from(leads)
    .where(inArray(leads.id, ids.map(Number)));
  const expired = await db
    .select({ leadId: assignments.leadId })
    .from(assignments)
    .where(and(inArray(assignments.leadId, ids.map(Number)), eq(assignments.endReason, 'SLA_EXPIRED')));
  const takenBack = new Set(expired.map((e) => e.leadId));
  for (const [i, id] of ids.entries()) {
    const row = rows.find((r) => r.id === Number(id));
    const res = i < 20 ? touched[i] : null;
    if (res?.statusCode === 200) {
      assert.equal(row?.owner, 701, `lead ${id} was touched and must stay`);
      assert.ok(!takenBack.has(Number(id)), `lead ${id} was touched and taken back`);
    } else {
      // Untouched, or touched after the take-back (then 404: no longer the caller's lead).
      if (res) assert.equal(res.statusCode, 404, res.body);
      assert.ok(takenBack.has(Number(id)), `lead ${id} was not touched and must be taken back`);
      assert.equal(row?.owner, null);
    }
  }
  assert.equal(expired.length, takenBack.size, 'each lead taken back once');
  await assertInvariants(db);
});

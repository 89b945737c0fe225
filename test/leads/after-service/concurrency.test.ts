import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { asRequests, leads, orders } from '../../../src/db/schema/index.js';
import { adminHeaders, build, onPostgres } from '../../helpers/build.js';
import { placeOrder, registerOk } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { cancelAs, fileAs, fileAsOk, givenReasons, review } from './helpers.js';

const skip = !onPostgres && 'needs PostgreSQL';
const { app, db } = await build();
const given = factories(app);
const w = await given.world();
await givenReasons(app);

const codeOf = (res: { statusCode: number; json: () => Record<string, unknown> }) =>
  res.statusCode === 200 ? 'ok' : String(res.json().code);

test('an approval racing a cancel of the same request: exactly one wins, the other is refused', { skip }, async () => {
  const rounds = 12;
  const requests = [];
  for (let i = 0; i < rounds; i++) {
    const lead = await given.assignedLead({ world: w, portalId: 301 });
    requests.push(await fileAsOk(app, w, { portalId: 301, leadId: lead.id }));
  }
  const outcomes = await Promise.all(
    requests.map(async (req, i) => {
      const approve = () => review(app, req.id, { status: 'APPROVED' });
      const cancel = () => cancelAs(app, w, req.id, 301);
      // Alternate which one is sent first so both orders of arrival are exercised.
      const [a, c] =
        i % 2 === 0 ? await Promise.all([approve(), cancel()]) : (await Promise.all([cancel(), approve()])).reverse();
      return { req, approve: codeOf(a), cancel: codeOf(c) };
    }),
  );
  for (const o of outcomes) {
    const codes = [o.approve, o.cancel].sort();
    assert.deepEqual(codes, ['AS_INVALID_TRANSITION', 'ok'], JSON.stringify(o));
    const [row] = await db
      .select()
      .from(asRequests)
      .where(eq(asRequests.id, Number(o.req.id)));
    const [lead] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, Number(o.req.leadId)));
    const expected = o.approve === 'ok' ? 'APPROVED' : 'CANCELLED';
    assert.equal(row.status, expected);
    assert.equal(lead.latestAsStatus, expected);
    assert.equal(lead.status, expected === 'APPROVED' ? 'RETURNED' : 'ASSIGNED');
  }
  await assertInvariants(db);
});

test('two approvals of the same request: one returns the lead, the other → 400', { skip }, async () => {
  const lead = await given.assignedLead({ world: w, portalId: 302 });
  const req = await fileAsOk(app, w, { portalId: 302, leadId: lead.id });
  const before = (
    await db
      .select()
      .from(leads)
      .where(eq(leads.id, Number(lead.id)))
  )[0];
  const results = await Promise.all([1, 2, 3].map(() => review(app, req.id, { status: 'APPROVED' })));
  assert.deepEqual(results.map(codeOf).sort(), ['AS_INVALID_TRANSITION', 'AS_INVALID_TRANSITION', 'ok']);
  const [order] = await db.select().from(orders).where(eq(orders.id, before.orderId!));
  assert.equal(order.confirmedCount, 0);
  await assertInvariants(db);
});

test('concurrent filings on one lead: exactly one is accepted', { skip }, async () => {
  const lead = await given.assignedLead({ world: w, portalId: 303 });
  const results = await Promise.all(
    Array.from({ length: 6 }, () => fileAs(app, w, { portalId: 303, leadId: lead.id })),
  );
  const codes = results.map(codeOf);
  assert.equal(codes.filter((c) => c === 'ok').length, 1, codes.join());
  assert.ok(
    codes.every((c) => c === 'ok' || c === 'AS_ALREADY_OPEN'),
    codes.join(),
  );
  const rows = await db
    .select()
    .from(asRequests)
    .where(eq(asRequests.leadId, Number(lead.id)));
  assert.equal(rows.length, 1);
});

test('concurrent approvals on one order with registrations arriving: counters stay exact', { skip }, async () => {
  const w2 = await given.world('간병보험 DB');
  const quantity = 8;
  const order = await placeOrder(app, w2, { portalId: 304, regionQuantities: [{ region: '서울', quantity }] });
  for (let i = 0; i < quantity; i++) await registerOk(app, w2, { region: '서울' });
  await app.inject({ method: 'POST', url: `/admin/v1/orders/${order.id}/confirm`, headers: adminHeaders });
  const owned = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.orderId, Number(order.id)));
  assert.equal(owned.length, quantity);
  const requests = await Promise.all(
    owned.slice(0, 5).map((l) => fileAsOk(app, w2, { portalId: 304, leadId: String(l.id) })),
  );
  const results = await Promise.all([
    ...requests.map((r) => review(app, r.id, { status: 'APPROVED' })),
    ...Array.from({ length: 4 }, () => registerOk(app, w2, { region: '서울' })),
  ]);
  for (const r of results.slice(0, requests.length)) assert.equal(codeOf(r as never), 'ok');
  const returned = await db
    .select({ id: leads.id })
    .from(leads)
    .where(inArray(leads.status, ['RETURNED']));
  assert.ok(returned.length >= 5);
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(order.id)));
  assert.equal(row.confirmedCount, quantity - 5);
  // Four new leads arrived, five slots opened: every new lead is provisionally placed.
  assert.equal(row.provisionalCount, 4);
  assert.equal(row.status, 'IN_PROGRESS');
  await assertInvariants(db);
});

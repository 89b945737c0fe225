import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { assignments, leadEvents, noticeItems, outboxEvents } from '../../../src/db/schema/index.js';
import { sweepContactDeadlines } from '../../../src/leads/deadline/contact-sweep.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { giveConsent, placeOrder, registerOk, rowReaders, type World, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { noticeHelpers } from '../notifications/helpers.js';
import { kst } from '../routing/helpers.js';

/**
 * The first-contact deadline (routing.md §6) through the API: counted in contactable minutes from the later of the
 * confirmation and the consultant's message, taken back by the sweep when missed (to other consultants, with a new
 * assignedAt), overdue after maxSlaRecalls, never for automatic assignment or a distributed lead. The sweep is called
 * as its minute job calls it, at the test's clock.
 */

const clock = testClock(kst('2026-12-04 20:30'));
const { app, db } = await build({}, { clock: clock.now });
const { leadRow, orderRow } = rowReaders(db);
const deps = app.deps.leads;
const sweep = () => sweepContactDeadlines(deps, { kind: 'internal', name: 'job:contact-sweep' });

async function slaWorld(firstContactMinutes: number, maxSlaRecalls = 1) {
  const w = await world(app);
  const res = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${w.product.id}`,
    headers: adminHeaders,
    payload: { firstContactMinutes, maxSlaRecalls },
  });
  assert.equal(res.statusCode, 200, res.body);
  return w;
}

const confirm = async (orderId: string) => {
  const res = await app.inject({ method: 'POST', url: `/admin/v1/orders/${orderId}/confirm`, headers: adminHeaders });
  assert.equal(res.statusCode, 200, res.body);
};

const ownedLead = async (w: World, portalId: number, id: string) =>
  (await app.inject({ url: `/api/v1/leads/${id}?portalId=${portalId}`, headers: w.asPortal })).json();

const use = (w: World, portalId: number, id: string) =>
  app.inject({ method: 'POST', url: `/api/v1/leads/${id}/use`, headers: w.asPortal, payload: { portalId } });

test("the contract's example: confirmed Friday 20:30, told 20:31, 120 minutes → Saturday 09:31", async () => {
  clock.set(kst('2026-12-04 20:30'));
  const w = await slaWorld(120);
  const notices = noticeHelpers(app, w, clock);
  await notices.kakao(601);
  const order = await placeOrder(app, w, { portalId: 601 });
  const lead = await registerOk(app, w, { region: '서울' });
  await confirm(order.id);
  // Before the message, the clock runs from the confirmation: 30 minutes Friday, 90 from Saturday 08:00.
  assert.equal((await leadRow(lead.id)).contactDeadline?.toISOString(), kst('2026-12-05 09:30').toISOString());
  await notices.drain();
  clock.set(kst('2026-12-04 20:31'));
  await notices.send();
  const shown = await ownedLead(w, 601, lead.id);
  assert.equal(shown.contactDeadline, kst('2026-12-05 09:31').toISOString());
  assert.equal(shown.contactOverdue, false);
});

test('a missed deadline takes the lead back to another consultant, with a new assignedAt; then it is overdue', async () => {
  clock.set(kst('2026-12-07 10:00'));
  const w = await slaWorld(30, 1);
  await noticeHelpers(app, w, clock).kakao(602);
  const first = await placeOrder(app, w, { portalId: 602, regionQuantities: [{ region: '서울', quantity: 1 }] });
  const lead = await registerOk(app, w, { region: '서울' });
  await confirm(first.id);
  assert.equal((await orderRow(first.id)).status, 'COMPLETED');
  const firstAssigned = (await leadRow(lead.id)).assignedAt;
  clock.set(kst('2026-12-07 10:15'));
  await sweep();
  assert.equal((await leadRow(lead.id)).contactHalfAt, null, 'half-time told at 10:15');
  const halfTime = await db
    .select({ portalId: noticeItems.portalId })
    .from(noticeItems)
    .where(and(eq(noticeItems.leadId, Number(lead.id)), eq(noticeItems.kind, 'HALF_TIME')));
  assert.deepEqual(halfTime, [{ portalId: 602 }], 'the owner is told once, at half time');
  clock.set(kst('2026-12-07 10:29'));
  assert.deepEqual(await sweep(), { halfTimeTold: 0, takenBack: 0, overdue: 0 });
  // Another consultant's order, and the first consultant's second order: the lead goes to the other consultant.
  clock.set(kst('2026-12-07 10:29:30'));
  const second = await placeOrder(app, w, { portalId: 603 });
  const again = await placeOrder(app, w, { portalId: 602 });
  clock.set(kst('2026-12-07 10:30'));
  assert.equal((await sweep()).takenBack, 1);
  const taken = await leadRow(lead.id);
  assert.equal(taken.orderId, Number(second.id), 'offered to another consultant, not back to the one who missed');
  assert.notEqual(taken.orderId, Number(again.id));
  const order = await orderRow(first.id);
  assert.deepEqual([order.confirmedCount, order.status], [0, 'IN_PROGRESS']);
  const recalled = await db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, 'lead.recalled'), sql`${outboxEvents.payload}->>'leadId' = ${lead.id}`));
  assert.deepEqual(
    recalled.map((r) => r.payload),
    [{ leadId: lead.id, orderId: first.id, portalId: 602, reason: 'SLA_EXPIRED' }],
  );
  const ended = await db
    .select()
    .from(assignments)
    .where(eq(assignments.leadId, Number(lead.id)));
  assert.deepEqual(
    ended.map((a) => a.endReason),
    ['SLA_EXPIRED', null],
  );
  const history = await db
    .select({ event: leadEvents.event })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, Number(lead.id)))
    .orderBy(leadEvents.id);
  assert.ok(history.some((h) => h.event === 'SLA_EXPIRED'));
  // Confirmed again: a new assignedAt, a new deadline; missed again after the last take-back → overdue, kept.
  clock.set(kst('2026-12-07 11:00'));
  await confirm(second.id);
  const reassigned = await leadRow(lead.id);
  assert.ok(reassigned.assignedAt && firstAssigned && reassigned.assignedAt > firstAssigned);
  assert.equal(reassigned.contactDeadline?.toISOString(), kst('2026-12-07 11:30').toISOString());
  clock.set(kst('2026-12-07 11:30'));
  assert.equal((await sweep()).overdue, 1);
  const overdue = await ownedLead(w, 603, lead.id);
  assert.equal(overdue.contactOverdue, true);
  assert.equal((await leadRow(lead.id)).ownerPortalId, 603, 'it stays with its owner');
  await assertInvariants(db);
});

test('a use or an outcome before the deadline keeps the lead; none applies to automatic assignment', async () => {
  clock.set(kst('2026-12-07 10:00'));
  const w = await slaWorld(30);
  const order = await placeOrder(app, w, { portalId: 604 });
  const used = await registerOk(app, w, { region: '서울' });
  const called = await registerOk(app, w, { region: '서울' });
  await confirm(order.id);
  assert.equal((await use(w, 604, used.id)).statusCode, 200);
  const outcome = await app.inject({
    method: 'POST',
    url: `/api/v1/leads/${called.id}/outcomes`,
    headers: w.asPortal,
    payload: { portalId: 604, outcome: 'NO_ANSWER' },
  });
  assert.equal(outcome.statusCode, 200, outcome.body);
  const automatic = await registerOk(app, w, { region: '서울', portalId: 605 });
  assert.equal((await leadRow(automatic.id)).contactDeadline, null, 'automatic assignment has no deadline');
  clock.set(kst('2026-12-07 12:00'));
  await sweep();
  for (const id of [used.id, called.id]) assert.equal((await leadRow(id)).ownerPortalId, 604);
  assert.equal((await leadRow(automatic.id)).ownerPortalId, 605);
});

test("contactable minutes skip the night unless the consent allows night contact, and the order's off days", async () => {
  // Saturday 12 December 2026, 20:50; a Monday-to-Friday schedule: 10 minutes Saturday? No: Saturday is off.
  clock.set(kst('2026-12-12 20:50'));
  const w = await slaWorld(60);
  const order = await placeOrder(app, w, {
    portalId: 606,
    schedule: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], from: '00:00', to: '24:00' },
  });
  const lead = await registerOk(app, w, { region: '서울' });
  // The schedule is closed on Saturday: the lead waits, then comes on Monday at 00:00.
  assert.equal(lead.status, 'UNASSIGNED');
  clock.set(kst('2026-12-14 00:00'));
  await app.inject({ method: 'POST', url: '/admin/v1/allocations/run', headers: adminHeaders, payload: {} });
  await confirm(order.id);
  // Monday 00:00 is night: the hour counts from 08:00.
  assert.equal((await leadRow(lead.id)).contactDeadline?.toISOString(), kst('2026-12-14 09:00').toISOString());
});

test('with NIGHT_CONTACT in its consent the night counts: confirmed Monday 00:00, due at 01:00', async () => {
  clock.set(kst('2026-12-21 00:00'));
  const w = await slaWorld(60);
  const order = await placeOrder(app, w, { portalId: 610 });
  const night = await registerOk(app, w, { region: '서울' });
  await giveConsent(db, night.id, new Date(kst('2026-12-20 12:00')), 365, ['COLLECTION', 'NIGHT_CONTACT']);
  await confirm(order.id);
  assert.equal((await leadRow(night.id)).contactDeadline?.toISOString(), kst('2026-12-21 01:00').toISOString());
});

test('a distributed lead has no deadline any more, even after the distribution is recalled', async () => {
  clock.set(kst('2026-12-07 10:00'));
  const w = await slaWorld(30);
  const order = await placeOrder(app, w, { portalId: 607 });
  const lead = await registerOk(app, w, { region: '서울' });
  await confirm(order.id);
  assert.ok((await leadRow(lead.id)).contactDeadline);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/distribute',
    headers: w.asPortal,
    payload: { fromPortalId: 607, toPortalId: 608, leadIds: [lead.id] },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await leadRow(lead.id)).contactDeadline, null);
  clock.set(kst('2026-12-07 12:00'));
  await sweep();
  assert.equal((await leadRow(lead.id)).ownerPortalId, 608);
});

test("while the consultant's message waits for the end of quiet hours, the sweep leaves the lead alone", async () => {
  // Confirmed Monday 22:00; the message waits for 09:00. From the confirmation alone the deadline would be 08:30.
  clock.set(kst('2026-12-14 22:00'));
  const w = await slaWorld(30);
  const notices = noticeHelpers(app, w, clock);
  await notices.kakao(609, { quietHours: { from: '21:00', to: '09:00' } });
  const order = await placeOrder(app, w, { portalId: 609 });
  const lead = await registerOk(app, w, { region: '서울' });
  await confirm(order.id);
  await notices.drain();
  clock.set(kst('2026-12-15 08:45'));
  await sweep();
  assert.equal((await leadRow(lead.id)).ownerPortalId, 609, 'no clock runs before the consultant is told');
  clock.set(kst('2026-12-15 09:00'));
  await notices.send();
  assert.equal((await leadRow(lead.id)).contactDeadline?.toISOString(), kst('2026-12-15 09:30').toISOString());
  clock.set(kst('2026-12-15 09:30'));
  assert.equal((await sweep()).takenBack, 1);
});

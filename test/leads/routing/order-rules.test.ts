import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, leadEvents, outboxEvents } from '../../../src/db/schema/index.js';
import { runAllocation } from '../../../src/leads/allocation/allocation.service.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { placeOrder, registerOk, rowReaders, type World, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { kst } from './helpers.js';

/**
 * The routing rules of orders, consultants and products through the API (routing.md §1, §2): caps counted per Korea
 * day and month, schedules with holidays, pauses that release provisional leads, the minute tick that offers waiting
 * leads, ROUND_ROBIN and autoConfirm. Time is the test's clock; the engine's tick is called as the job calls it.
 */

// Tuesday 1 December 2026, 10:00 in Korea.
const clock = testClock(kst('2026-12-01 10:00'));
const { app, db } = await build({}, { clock: clock.now });
const { leadRow } = rowReaders(db);
const deps = app.deps.leads;

const tick = async () => (await runAllocation(deps, { kind: 'internal', name: 'job:allocation' }, {})).assigned;

async function order(w: World, body: Record<string, unknown>) {
  return placeOrder(app, w, { regionQuantities: [{ region: '서울', quantity: 10 }], ...body });
}

const getOrder = async (w: World, id: string, portalId: number) =>
  (await app.inject({ url: `/api/v1/orders/${id}?portalId=${portalId}`, headers: w.asPortal })).json();

const patchOrder = (w: World, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/v1/orders/${id}`, headers: w.asPortal, payload });

const patchProduct = (w: World, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/admin/v1/products/${w.product.id}`, headers: adminHeaders, payload });

const lead = (w: World) => registerOk(app, w, { region: '서울' });

test('an order shows its rules and what the caps count; without rules it routes as before', async () => {
  clock.set(kst('2026-12-01 10:00'));
  const w = await world(app);
  const plain = await order(w, { portalId: 501 });
  const shown = await getOrder(w, plain.id, 501);
  assert.deepEqual(
    {
      dailyCap: shown.dailyCap,
      monthlyCap: shown.monthlyCap,
      schedule: shown.schedule,
      pausedUntil: shown.pausedUntil,
      paused: shown.paused,
      assignedToday: shown.assignedToday,
      assignedThisMonth: shown.assignedThisMonth,
    },
    {
      dailyCap: null,
      monthlyCap: null,
      schedule: null,
      pausedUntil: null,
      paused: false,
      assignedToday: 0,
      assignedThisMonth: 0,
    },
  );
  assert.equal((await lead(w)).status, 'PROVISIONAL');
  const ruled = await order(w, {
    portalId: 502,
    dailyCap: 5,
    monthlyCap: 50,
    schedule: { days: ['FRI', 'MON', 'MON'], from: '09:00', to: '24:00' },
  });
  const view = await getOrder(w, ruled.id, 502);
  assert.equal(view.dailyCap, 5);
  assert.equal(view.monthlyCap, 50);
  assert.deepEqual(view.schedule, { days: ['MON', 'FRI'], from: '09:00', to: '24:00', skipHolidays: false });
  assert.equal((await getOrder(w, plain.id, 501)).assignedToday, 1);
});

test('rules are validated: caps 1–100,000, no overnight window, days by name, pausedUntil a date-time', async () => {
  const w = await world(app);
  const bad = async (body: Record<string, unknown>, field: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: w.asPortal,
      payload: {
        productId: w.product.id,
        ordererName: '김설계',
        ordererContact: '010-0000-0000',
        portalId: 503,
        regionQuantities: [{ region: '서울', quantity: 1 }],
        ...body,
      },
    });
    assert.equal(res.statusCode, 400, JSON.stringify(body));
    expectProblem(res, 400, 'VALIDATION_FAILED');
    assert.match(res.body, new RegExp(field.replace('.', '\\.')));
  };
  await bad({ dailyCap: 0 }, 'dailyCap');
  await bad({ monthlyCap: 100_001 }, 'monthlyCap');
  await bad({ schedule: { days: ['MON'], from: '22:00', to: '06:00' } }, 'schedule.to');
  await bad({ schedule: { days: [], from: '09:00', to: '18:00' } }, 'schedule');
  await bad({ schedule: { days: ['HOLIDAY'], from: '09:00', to: '18:00' } }, 'schedule');
  await bad({ schedule: { days: ['MON'], from: '9:00', to: '18:00' } }, 'schedule.from');
  await bad({ pausedUntil: 'tomorrow' }, 'pausedUntil');
  await bad({ pausedUntil: '' }, 'pausedUntil');
  const [{ count }] = (
    await db.execute<{ count: number }>(sql`select count(*)::int as count from orders where portal_id = 503`)
  ).rows;
  assert.equal(count, 0, 'a refused order is not stored');
});

test('PATCH: the owner only; an omitted field is unchanged, null clears; closed → ORDER_CLOSED; automatic → ORDER_NOT_ROUTABLE', async () => {
  clock.set(kst('2026-12-01 10:00'));
  const w = await world(app);
  const o = await order(w, { portalId: 504, dailyCap: 3, monthlyCap: 30 });
  const res = await patchOrder(w, o.id, { portalId: 504, dailyCap: null });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().dailyCap, null);
  assert.equal(res.json().monthlyCap, 30, 'an omitted field is unchanged');
  expectProblem(await patchOrder(w, o.id, { portalId: 505, dailyCap: 2 }), 404, 'NOT_FOUND');
  const unchanged = await patchOrder(w, o.id, { portalId: 504 });
  assert.deepEqual([unchanged.statusCode, unchanged.json().monthlyCap], [200, 30], 'no rule named: nothing changes');
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${o.id}/cancel`,
    headers: w.asPortal,
    payload: { portalId: 504 },
  });
  assert.equal(cancelled.statusCode, 200);
  expectProblem(await patchOrder(w, o.id, { portalId: 504, dailyCap: 2 }), 400, 'ORDER_CLOSED');
  const automatic = await registerOk(app, w, { region: '서울', portalId: 506 });
  expectProblem(
    await patchOrder(w, String(automatic.orderId), { portalId: 506, dailyCap: 2 }),
    400,
    'ORDER_NOT_ROUTABLE',
  );
});

test('a daily cap stops the engine; the lead waits and is assigned when the Korea day rolls over', async () => {
  clock.set(kst('2026-12-01 23:00'));
  const w = await world(app);
  const o = await order(w, { portalId: 507, dailyCap: 2, monthlyCap: 3 });
  assert.equal((await lead(w)).status, 'PROVISIONAL');
  assert.equal((await lead(w)).status, 'PROVISIONAL');
  const waiting = await lead(w);
  assert.equal(waiting.status, 'UNASSIGNED', 'the third lead of the day waits');
  await tick();
  assert.equal((await leadRow(waiting.id)).status, 'UNASSIGNED', 'the tick leaves it while the cap holds');
  assert.equal((await getOrder(w, o.id, 507)).assignedToday, 2);
  // 00:00 in Korea is 15:00 UTC: a new day, the same month.
  clock.set(kst('2026-12-02 00:00'));
  await tick();
  assert.equal((await leadRow(waiting.id)).status, 'PROVISIONAL');
  const view = await getOrder(w, o.id, 507);
  assert.deepEqual([view.assignedToday, view.assignedThisMonth], [1, 3]);
  // The monthly cap is reached: nothing more this month, whatever the day.
  clock.set(kst('2026-12-03 10:00'));
  const nextMonth = await lead(w);
  assert.equal(nextMonth.status, 'UNASSIGNED');
  clock.set(kst('2027-01-01 00:00'));
  await tick();
  assert.equal((await leadRow(nextMonth.id)).status, 'PROVISIONAL', 'a new month frees the monthly cap');
  await assertInvariants(db);
});

test('a raised cap or a new order is offered the waiting leads by the next tick', async () => {
  clock.set(kst('2026-12-01 10:00'));
  const w = await world(app);
  const o = await order(w, { portalId: 508, dailyCap: 1 });
  await lead(w);
  const waiting = await lead(w);
  assert.equal(waiting.status, 'UNASSIGNED');
  assert.equal((await patchOrder(w, o.id, { portalId: 508, dailyCap: 2 })).statusCode, 200);
  await tick();
  assert.equal((await leadRow(waiting.id)).orderId, Number(o.id));
  const next = await lead(w);
  assert.equal(next.status, 'UNASSIGNED');
  const other = await order(w, { portalId: 509 });
  await tick();
  assert.equal((await leadRow(next.id)).orderId, Number(other.id));
});

test('released provisional leads do not count; automatic assignment counts and may pass the cap', async () => {
  clock.set(kst('2026-12-01 10:00'));
  const w = await world(app);
  const o = await order(w, { portalId: 510, dailyCap: 2 });
  await lead(w);
  await lead(w);
  assert.equal((await getOrder(w, o.id, 510)).assignedToday, 2);
  // Automatic assignment (specification 4.1) takes the consultant's open order, above its cap.
  const automatic = await registerOk(app, w, { region: '서울', portalId: 510 });
  assert.equal(automatic.orderId, o.id);
  assert.equal((await getOrder(w, o.id, 510)).assignedToday, 3);
  // A pause releases the two provisional leads: they no longer count.
  const paused = await patchOrder(w, o.id, { portalId: 510, pausedUntil: kst('2026-12-01 12:00').toISOString() });
  assert.equal(paused.statusCode, 200, paused.body);
  assert.equal(paused.json().paused, true);
  assert.equal(paused.json().assignedToday, 1);
  await assertInvariants(db);
});

test('a schedule: leads wait outside its days and hours and on holidays it skips, and are assigned when it opens', async () => {
  // Friday 25 December 2026 (성탄절), 10:00.
  clock.set(kst('2026-12-25 10:00'));
  const w = await world(app);
  const o = await order(w, {
    portalId: 511,
    schedule: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], from: '09:00', to: '18:00', skipHolidays: true },
  });
  const onHoliday = await lead(w);
  assert.equal(onHoliday.status, 'UNASSIGNED', 'a holiday the schedule skips');
  const stillWaiting = async (why: string) => {
    await tick();
    assert.equal((await leadRow(onHoliday.id)).status, 'UNASSIGNED', why);
  };
  clock.set(kst('2026-12-26 10:00'));
  await stillWaiting('Saturday is not a scheduled day');
  clock.set(kst('2026-12-28 08:59'));
  await stillWaiting('before from');
  clock.set(kst('2026-12-28 09:00'));
  await tick();
  assert.equal((await leadRow(onHoliday.id)).orderId, Number(o.id), 'from is inclusive');
  clock.set(kst('2026-12-28 18:00'));
  assert.equal((await lead(w)).status, 'UNASSIGNED', 'to is exclusive');
});

test("a pause releases the order's provisional leads to other orders (RELEASED, lead.recalled PAUSED); its end reopens it", async () => {
  clock.set(kst('2026-12-01 10:00'));
  const w = await world(app);
  const first = await order(w, { portalId: 512 });
  const held = await lead(w);
  assert.equal(held.orderId, first.id);
  const second = await order(w, { portalId: 513 });
  const res = await patchOrder(w, first.id, { portalId: 512, pausedUntil: kst('2026-12-01 11:00').toISOString() });
  assert.equal(res.statusCode, 200, res.body);
  const moved = await leadRow(held.id);
  assert.equal(moved.orderId, Number(second.id), 'offered at once to the next eligible order');
  const history = await db
    .select({ event: leadEvents.event })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, Number(held.id)))
    .orderBy(leadEvents.id);
  assert.deepEqual(
    history.map((h) => h.event),
    ['REGISTERED', 'PROVISIONALLY_ASSIGNED', 'RELEASED', 'PROVISIONALLY_ASSIGNED'],
  );
  const recalled = await db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, 'lead.recalled'), sql`${outboxEvents.payload}->>'leadId' = ${held.id}`));
  assert.deepEqual(
    recalled.map((r) => (r.payload as { reason: string }).reason),
    ['PAUSED'],
  );
  // Paused: the next lead skips the first order; once the pause has passed, it takes leads again.
  assert.equal((await lead(w)).orderId, second.id);
  clock.set(kst('2026-12-01 11:00'));
  assert.equal((await getOrder(w, first.id, 512)).paused, false, 'pausedUntil equal to now is no longer paused');
  assert.equal((await lead(w)).orderId, first.id);
  await assertInvariants(db);
});

test("a consultant's routing profile pauses every order of theirs, releases their provisional leads and shows it", async () => {
  clock.set(kst('2026-12-01 10:00'));
  const w = await world(app);
  const mine = await order(w, { portalId: 514 });
  const held = await lead(w);
  assert.equal(held.orderId, mine.id);
  const profile = (payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/v1/routing-profile', headers: w.asPortal, payload });
  const read = async () =>
    (await app.inject({ url: '/api/v1/routing-profile?portalId=514', headers: w.asPortal })).json();
  assert.deepEqual(await read(), { portalId: 514, pausedUntil: null, paused: false });
  const until = kst('2026-12-08 00:00').toISOString();
  const saved = await profile({ portalId: 514, pausedUntil: until });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(saved.json(), { portalId: 514, pausedUntil: until, paused: true });
  assert.deepEqual(await read(), { portalId: 514, pausedUntil: until, paused: true });
  assert.equal((await leadRow(held.id)).status, 'UNASSIGNED', 'released to the pool');
  assert.equal((await getOrder(w, mine.id, 514)).paused, true, 'the order shows the consultant paused');
  await tick();
  assert.equal((await leadRow(held.id)).status, 'UNASSIGNED', 'no order of theirs takes it while they are away');
  assert.equal((await profile({ portalId: 514, pausedUntil: null })).json().paused, false);
  await tick();
  assert.equal((await leadRow(held.id)).orderId, Number(mine.id), 'the end of leave reopens their orders');
  expectProblem(await profile({ portalId: 514, pausedUntil: 'soon' }), 400, 'VALIDATION_FAILED');
  await assertInvariants(db);
});

test('ROUND_ROBIN spreads leads over consultants (never-assigned first, then FIFO within one); FIFO fills the oldest', async () => {
  clock.set(kst('2026-12-01 10:00'));
  const fifo = await world(app);
  const rr = await world(app);
  const res = await patchProduct(rr, { routing: 'ROUND_ROBIN' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().routing, 'ROUND_ROBIN');
  const orders = async (w: World) => {
    const a1 = await order(w, { portalId: 520 });
    clock.advance(1000);
    const a2 = await order(w, { portalId: 520 });
    clock.advance(1000);
    const b = await order(w, { portalId: 521 });
    clock.advance(1000);
    const c = await order(w, { portalId: 522 });
    return [a1.id, a2.id, b.id, c.id];
  };
  const [fa1] = await orders(fifo);
  const [a1, , b, c] = await orders(rr);
  const fifoTaken = [];
  const rrTaken = [];
  for (let i = 0; i < 6; i++) {
    fifoTaken.push((await lead(fifo)).orderId);
    rrTaken.push((await lead(rr)).orderId);
  }
  assert.deepEqual(fifoTaken, Array(6).fill(fa1));
  assert.deepEqual(rrTaken, [a1, b, c, a1, b, c]);
});

test('autoConfirm: an engine assignment is confirmed in the same transaction, assignedAt on the clock', async () => {
  clock.set(kst('2026-12-01 10:00'));
  const w = await world(app);
  assert.equal((await patchProduct(w, { autoConfirm: true })).statusCode, 200);
  const o = await order(w, { portalId: 530 });
  const taken = await lead(w);
  assert.equal(taken.status, 'ASSIGNED');
  const row = await leadRow(taken.id);
  assert.equal(row.ownerPortalId, 530);
  assert.equal(row.assignedAt?.toISOString(), kst('2026-12-01 10:00').toISOString());
  const view = await getOrder(w, o.id, 530);
  assert.deepEqual([view.confirmedAssignedCount, view.provisionalAssignedCount, view.status], [1, 0, 'IN_PROGRESS']);
  const owned = await app.inject({ url: '/api/v1/leads?portalId=530', headers: w.asPortal });
  assert.equal(owned.json().pagination.total, 1);
  await assertInvariants(db);
});

test("a product's routing settings are shown, validated and audited", async () => {
  const w = await world(app);
  const res = await patchProduct(w, { firstContactMinutes: 120, maxSlaRecalls: 2 });
  assert.equal(res.statusCode, 200, res.body);
  const { autoConfirm, routing, firstContactMinutes, maxSlaRecalls } = res.json();
  assert.deepEqual(
    { autoConfirm, routing, firstContactMinutes, maxSlaRecalls },
    { autoConfirm: false, routing: 'FIFO', firstContactMinutes: 120, maxSlaRecalls: 2 },
  );
  expectProblem(await patchProduct(w, { firstContactMinutes: 4 }), 400, 'VALIDATION_FAILED');
  expectProblem(await patchProduct(w, { maxSlaRecalls: 6 }), 400, 'VALIDATION_FAILED');
  expectProblem(await patchProduct(w, { routing: 'RANDOM' }), 400, 'VALIDATION_FAILED');
  const audited = await db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'PRODUCT_UPDATED'), eq(auditLog.target, `product:${w.product.id}`)));
  assert.deepEqual(
    audited.map((a) => a.detail),
    [{ firstContactMinutes: 120, maxSlaRecalls: 2 }],
  );
});

test("ROUND_ROBIN turns count the engine's assignments only: an automatic assignment does not make a consultant served", async () => {
  clock.set(kst('2026-12-01 10:00'));
  const w = await world(app);
  assert.equal((await patchProduct(w, { routing: 'ROUND_ROBIN' })).statusCode, 200);
  const first = await order(w, { portalId: 530 });
  clock.advance(1000);
  const second = await order(w, { portalId: 531 });
  assert.equal((await lead(w)).orderId, first.id, 'neither served yet: the older order first');
  // Automatic assignment (specification 4.1) into 531's order.
  assert.equal((await registerOk(app, w, { region: '서울', portalId: 531 })).orderId, second.id);
  assert.equal((await lead(w)).orderId, second.id, '531 was never served by the engine: its turn');
  assert.equal((await lead(w)).orderId, first.id);
});

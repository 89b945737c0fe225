import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, leads } from '../../src/db/schema/index.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { placeOrder, registerOk, rowReaders, world } from '../helpers/fixtures.js';
import { asOperator, givenOperator, signIn } from '../operators/helpers.js';

/**
 * The routing rules an operator sets from the console (routing.md §1 through the admin routes): any order's rules,
 * a consultant's leave, and the overdue leads' filter of the lead list.
 */

const { app, db } = await build({ CONSOLE_MFA: 'off' });
const { leadRow } = rowReaders(db);
const admin = await signIn(app, (await givenOperator(db, 'ADMIN')).email);
const viewer = await signIn(app, (await givenOperator(db, 'VIEWER')).email);

const audits = (action: string, target: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

test('an ADMIN sets any order’s caps, schedule and pause; answered in the operators’ shape, audited', async () => {
  const w = await world(app);
  const order = await placeOrder(app, w, { portalId: 6101 });
  const res = await asOperator(app, admin, 'PATCH', `/admin/v1/orders/${order.id}`, {
    dailyCap: 3,
    monthlyCap: 40,
    schedule: { days: ['TUE', 'MON'], from: '09:00', to: '18:00', skipHolidays: true },
  });
  assert.equal(res.statusCode, 200, res.body);
  const view = res.json();
  assert.equal(view.dailyCap, 3);
  assert.equal(view.monthlyCap, 40);
  assert.deepEqual(view.schedule, { days: ['MON', 'TUE'], from: '09:00', to: '18:00', skipHolidays: true });
  assert.equal(view.ordererName.includes('*'), true, 'the orderer is masked, as in the list');
  assert.equal(view.assignedToday, 0);
  const [entry] = await audits('ORDER_RULES_CHANGED', `order:${order.id}`);
  assert.match(entry.actor, /^operator:\d+$/);
  assert.deepEqual(entry.detail, { fields: ['dailyCap', 'monthlyCap', 'schedule'] });

  const cleared = await asOperator(app, admin, 'PATCH', `/admin/v1/orders/${order.id}`, { dailyCap: null });
  assert.equal(cleared.json().dailyCap, null);
  assert.equal(cleared.json().monthlyCap, 40, 'an omitted rule is unchanged');
});

test('a pause set by an operator sends the order’s provisional leads back to the pool', async () => {
  const w = await world(app);
  const order = await placeOrder(app, w, { portalId: 6102 });
  const lead = await registerOk(app, w, { region: '서울' });
  assert.equal(lead.status, 'PROVISIONAL');
  const res = await asOperator(app, admin, 'PATCH', `/admin/v1/orders/${order.id}`, {
    pausedUntil: '2099-01-01T00:00:00.000Z',
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().paused, true);
  assert.equal(res.json().provisionalCount, 0);
  assert.equal((await leadRow(lead.id)).status, 'UNASSIGNED');
});

test('bad rules, closed or automatic orders, unknown orders, a VIEWER: refused, nothing changed', async () => {
  const w = await world(app);
  const order = await placeOrder(app, w, { portalId: 6103 });
  const patch = (id: string, body: unknown, session = admin) =>
    asOperator(app, session, 'PATCH', `/admin/v1/orders/${id}`, body);
  for (const body of [{ dailyCap: 0 }, { schedule: { days: [], from: '09:00', to: '18:00' } }, { portalId: 6103 }]) {
    expectProblem(await patch(order.id, body), 400, 'VALIDATION_FAILED');
  }
  expectProblem(await patch(order.id, { dailyCap: 5 }, viewer), 403, 'OPERATOR_SCOPE');
  expectProblem(await patch('999999999', { dailyCap: 5 }), 404, 'NOT_FOUND');
  const auto = await registerOk(app, w, { region: '서울', portalId: 6104 });
  expectProblem(await patch(auto.orderId as string, { dailyCap: 5 }), 400, 'ORDER_NOT_ROUTABLE');
  await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${order.id}/cancel`,
    headers: w.asPortal,
    payload: { portalId: 6103 },
  });
  expectProblem(await patch(order.id, { dailyCap: 5 }), 400, 'ORDER_CLOSED');
  assert.deepEqual(await audits('ORDER_RULES_CHANGED', `order:${order.id}`), []);
});

test('a consultant’s leave: read by any role, set and ended by an ADMIN (audited), releasing provisional leads', async () => {
  const w = await world(app);
  await placeOrder(app, w, { portalId: 6201 });
  const lead = await registerOk(app, w, { region: '서울' });
  const read = await asOperator(app, viewer, 'GET', '/admin/v1/routing-profiles/6201');
  assert.equal(read.statusCode, 200, read.body);
  assert.deepEqual(read.json(), { portalId: 6201, pausedUntil: null, paused: false });

  const until = '2099-03-01T00:00:00.000Z';
  const saved = await asOperator(app, admin, 'PUT', '/admin/v1/routing-profiles/6201', { pausedUntil: until });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(saved.json(), { portalId: 6201, pausedUntil: until, paused: true });
  assert.equal((await leadRow(lead.id)).status, 'UNASSIGNED', 'the provisional lead went back to the pool');
  const portal = await app.inject({ url: '/api/v1/routing-profile?portalId=6201', headers: w.asPortal });
  assert.equal(portal.json().paused, true, 'the portal sees the leave the operator set');
  const [entry] = await audits('ROUTING_PROFILE_SAVED', 'portal_user:6201');
  assert.deepEqual(entry.detail, { pausedUntil: until });

  const ended = await asOperator(app, admin, 'PUT', '/admin/v1/routing-profiles/6201', { pausedUntil: null });
  assert.deepEqual(ended.json(), { portalId: 6201, pausedUntil: null, paused: false });

  expectProblem(
    await asOperator(app, viewer, 'PUT', '/admin/v1/routing-profiles/6201', { pausedUntil: null }),
    403,
    'OPERATOR_SCOPE',
  );
  for (const [portalId, body] of [
    ['0', { pausedUntil: null }],
    ['abc', { pausedUntil: null }],
    ['6201', { pausedUntil: 'tomorrow' }],
    ['6201', {}],
  ] as const) {
    expectProblem(
      await app.inject({
        method: 'PUT',
        url: `/admin/v1/routing-profiles/${portalId}`,
        headers: adminHeaders,
        payload: body,
      }),
      400,
      'VALIDATION_FAILED',
    );
  }
});

test('the lead list’s contactOverdue filter: only the leads kept past their first-contact deadline', async () => {
  const w = await world(app);
  const kept = await registerOk(app, w, { region: '서울', portalId: 6301 });
  const other = await registerOk(app, w, { region: '서울', portalId: 6301 });
  // The deadline sweep marks a lead after its last take-back (test/leads/deadline); here only the list is asked.
  await db
    .update(leads)
    .set({ contactOverdue: true })
    .where(eq(leads.id, Number(kept.id)));
  const res = await app.inject({
    url: `/admin/v1/leads?providerId=${w.provider.id}&contactOverdue=true`,
    headers: adminHeaders,
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(
    res.json().data.map((l: { id: string; contactOverdue: boolean }) => [l.id, l.contactOverdue]),
    [[kept.id, true]],
  );
  const notOverdue = await app.inject({
    url: `/admin/v1/leads?providerId=${w.provider.id}&contactOverdue=false`,
    headers: adminHeaders,
  });
  assert.deepEqual(
    notOverdue.json().data.map((l: { id: string }) => l.id),
    [other.id],
  );
  expectProblem(
    await app.inject({ url: '/admin/v1/leads?contactOverdue=maybe', headers: adminHeaders }),
    400,
    'VALIDATION_FAILED',
  );
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { placeOrder, registerOk, world } from '../../helpers/fixtures.js';
import { distributeReq, post, recallReq, useLead } from './helpers.js';

const { app } = await build();
const w = await world(app);

const history = (id: string, headers: Record<string, string> = adminHeaders) =>
  app.inject({ url: `/admin/v1/leads/${id}/history`, headers });
const eventsOf = async (id: string) => {
  const res = await history(id);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as {
    leadId: string;
    status: string;
    ownerPortalId: number | null;
    events: { event: string; portalId: number | null; orderId: string | null; detail: unknown; at: string }[];
  };
};

test('an operator reads every move of a lead, oldest first, without personal data', async () => {
  const order = await placeOrder(app, w, { portalId: 81, regionQuantities: [{ region: '서울', quantity: 5 }] });
  const lead = await registerOk(app, w, { name: '홍길동', phone: '010-2222-0001', region: '서울' });
  await app.inject({ method: 'POST', url: `/admin/v1/orders/${order.id}/confirm`, headers: adminHeaders });
  await useLead(app, w, lead.id, 81);
  const dist = await distributeReq(app, w, 81, 82, [lead.id]);
  await recallReq(app, w, 81, [lead.id]);

  const h = await eventsOf(lead.id);
  assert.equal(h.leadId, lead.id);
  assert.equal(h.status, 'ASSIGNED');
  assert.equal(h.ownerPortalId, 81);
  assert.deepEqual(
    h.events.map((e) => e.event),
    ['REGISTERED', 'PROVISIONALLY_ASSIGNED', 'CONFIRMED', 'USED', 'DISTRIBUTED', 'DISTRIBUTION_RECALLED'],
  );
  const distributed = h.events[4];
  assert.equal(distributed.portalId, 82);
  assert.equal(distributed.orderId, dist.json().toOrderId);
  assert.deepEqual(
    { ...(distributed.detail as Record<string, unknown>), distributionId: undefined },
    { distributionId: undefined, fromPortalId: 81, toPortalId: 82 },
  );
  assert.equal(h.events[5].orderId, order.id, 'recalled back to the order it came from');
  assert.ok(h.events.every((e, i) => i === 0 || e.at >= h.events[i - 1].at));
  const body = JSON.stringify(h);
  assert.ok(!body.includes('홍길동') && !body.includes('2222'));
});

test('a cancelled order shows RECALLED, then the next order takes the lead', async () => {
  const first = await placeOrder(app, w, { portalId: 83, regionQuantities: [{ region: '광주', quantity: 1 }] });
  const lead = await registerOk(app, w, { region: '광주' });
  const second = await placeOrder(app, w, { portalId: 84, regionQuantities: [{ region: '광주', quantity: 1 }] });
  await post(app, w, `/api/v1/orders/${first.id}/cancel`, { portalId: 83 });
  const h = await eventsOf(lead.id);
  assert.deepEqual(
    h.events.map((e) => [e.event, e.orderId]),
    [
      ['REGISTERED', null],
      ['PROVISIONALLY_ASSIGNED', first.id],
      ['RECALLED', first.id],
      ['PROVISIONALLY_ASSIGNED', second.id],
    ],
  );
});

test('history: unknown lead → 404; admin keys only', async () => {
  expectProblem(await history('99999999'), 404);
  expectProblem(await history('abc'), 404);
  const lead = await registerOk(app, w);
  expectProblem(await history(lead.id, w.asPortal), 403, 'KEY_SCOPE');
  expectProblem(await app.inject({ url: `/admin/v1/leads/${lead.id}/history` }), 401);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { leadEvents, outboxEvents, suppressions } from '../../../src/db/schema/index.js';
import { adminPost, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { nextPhone, placeOrder, register, registerOk, world } from '../../helpers/fixtures.js';

const clock = testClock(Date.parse('2026-11-20T01:00:00.000Z'));
const t = await build({}, { clock: clock.now });
const { app, db } = t;
const w = await world(app);

const suppress = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/admin/v1/suppressions', headers: adminHeaders, payload });
const asPortal = (url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: payload ? 'POST' : 'GET', url, headers: w.asPortal, payload });

test('a suppression: its shape, the masked phone only, dueAt +10 days, the same phone again answers the same entry', async () => {
  const phone = nextPhone();
  const res = await suppress({ phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER', note: '통화 중 요청' });
  assert.equal(res.statusCode, 200, res.body);
  const s = res.json();
  assert.equal(s.phone, `010-****-${phone.slice(-4)}`);
  assert.equal(s.reason, 'CONSUMER_REQUEST');
  assert.equal(s.reasonLabel, '본인요청');
  assert.equal(s.identityCheck, 'NONE');
  assert.equal(s.requestedAt, '2026-11-20T01:00:00.000Z');
  assert.equal(s.dueAt, '2026-11-30T01:00:00.000Z');
  assert.equal(s.expiresAt, null);
  assert.equal(s.liftedAt, null);
  assert.equal(s.affectedLeadCount, 0);
  assert.equal(s.createdBy, 'key:env-admin');
  const again = await suppress({ phone: phone.replaceAll('-', ''), reason: 'LEGAL', channel: 'WRITTEN' });
  assert.equal(again.json().id, s.id);
  assert.equal(again.json().reason, 'CONSUMER_REQUEST');
  const [row] = await db
    .select()
    .from(suppressions)
    .where(eq(suppressions.id, Number(s.id)));
  const stored = JSON.stringify(row);
  assert.ok(!stored.includes(phone.replaceAll('-', '').slice(3, 7)), 'the middle digits are stored nowhere');
});

test('requestedAt: not in the future, at most 30 days back; DNC_REGISTRY expires after 5 years', async () => {
  expectProblem(
    await suppress({
      phone: nextPhone(),
      reason: 'OTHER',
      channel: 'WEB',
      requestedAt: '2026-11-20T02:00:00.000Z',
    }),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(
    await suppress({
      phone: nextPhone(),
      reason: 'OTHER',
      channel: 'WEB',
      requestedAt: '2026-10-20T00:59:00.000Z',
    }),
    400,
    'VALIDATION_FAILED',
  );
  const dnc = await suppress({
    phone: nextPhone(),
    reason: 'DNC_REGISTRY',
    channel: 'DONOTCALL',
    requestedAt: '2026-11-01T00:00:00.000Z',
  });
  assert.equal(dnc.json().expiresAt, '2031-11-01T00:00:00.000Z');
  assert.equal(dnc.json().reasonLabel, '두낫콜');
  expectProblem(await suppress({ phone: '999', reason: 'OTHER', channel: 'WEB' }), 400, 'VALIDATION_FAILED');
});

test('while suppressed: registration 409 in every provider; an import row is refused; lifting lets it register', async () => {
  const phone = nextPhone();
  const s = (await suppress({ phone, reason: 'CONSUMER_REQUEST', channel: 'CONSULTANT' })).json();
  expectProblem(await register(app, w, { phone }), 409, 'CONTACT_SUPPRESSED');
  const other = await world(app);
  expectProblem(await register(app, other, { phone, portalId: 77 }), 409, 'CONTACT_SUPPRESSED');
  const lifted = await adminPost(app, `/admin/v1/suppressions/${s.id}/lift`, { reason: '동의 재취득' });
  assert.ok(lifted.liftedAt);
  assert.equal(lifted.liftReason, '동의 재취득');
  await registerOk(app, w, { phone });
  expectProblem(
    await app.inject({
      method: 'POST',
      url: `/admin/v1/suppressions/${s.id}/lift`,
      headers: adminHeaders,
      payload: { reason: 'x' },
    }),
    400,
    'SUPPRESSION_LIFTED',
  );
});

test('every shape of a suppressed lead is masked, used or not; use, contacts and distribution refuse it', async () => {
  const portalId = 3101;
  const phone = nextPhone();
  const lead = await registerOk(app, w, { portalId, phone, name: '홍길동', email: 'abcdef@example.com' });
  const used = await asPortal(`/api/v1/leads/${lead.id}/use`, { portalId });
  assert.equal(used.json().phone, phone);
  const s = (await suppress({ phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' })).json();
  assert.equal(s.affectedLeadCount, 1);

  const single = (await asPortal(`/api/v1/leads/${lead.id}?portalId=${portalId}`)).json();
  assert.equal(single.suppressed, true);
  assert.equal(single.erased, false);
  assert.equal(single.name, '홍*동');
  assert.equal(single.phone, `010-****-${phone.slice(-4)}`);
  assert.equal(single.email, 'ab***@example.com');
  const item = (await asPortal(`/api/v1/leads?portalId=${portalId}`))
    .json()
    .data.find((l: { id: string }) => l.id === lead.id);
  assert.equal(item.suppressed, true);
  assert.equal(item.name, '홍*동');
  // search never matches the hidden letters
  const search = (await asPortal(`/api/v1/leads?portalId=${portalId}&search=${encodeURIComponent('길')}`)).json();
  assert.equal(
    search.data.some((l: { id: string }) => l.id === lead.id),
    false,
  );
  expectProblem(await asPortal(`/api/v1/leads/${lead.id}/use`, { portalId }), 400, 'CONTACT_SUPPRESSED');
  const contacts = (await asPortal('/api/v1/leads/contacts', { portalId, leadIds: [lead.id] })).json();
  assert.deepEqual(contacts, { data: [], skipped: [{ id: lead.id, reason: 'SUPPRESSED' }] });
  const dist = expectProblem(
    await asPortal('/api/v1/distribute', { fromPortalId: portalId, toPortalId: 3102, leadIds: [lead.id] }),
    400,
    'CONTACT_SUPPRESSED',
  );
  assert.deepEqual(dist.errors, [
    { field: 'leadIds[0]', message: `lead ${lead.id} is under a do-not-contact suppression` },
  ]);
  const admin = (await app.inject({ url: `/admin/v1/leads?id=${lead.id}`, headers: adminHeaders })).json().data[0];
  assert.equal(admin.suppressed, true);
  const history = (await app.inject({ url: `/admin/v1/leads/${lead.id}/history`, headers: adminHeaders })).json();
  assert.equal(history.suppressed, true);
  assert.ok(history.events.some((e: { event: string }) => e.event === 'SUPPRESSED'));
  const events = await db
    .select()
    .from(outboxEvents)
    .where(sql`${outboxEvents.type} = 'lead.suppressed' and ${outboxEvents.payload}->>'leadId' = ${lead.id}`);
  assert.deepEqual(
    events.map((e) => e.payload),
    [{ leadId: lead.id, portalId, current: true }],
  );

  await adminPost(app, `/admin/v1/suppressions/${s.id}/lift`, { reason: '본인 철회' });
  const restored = (await asPortal(`/api/v1/leads/${lead.id}?portalId=${portalId}`)).json();
  assert.equal(restored.suppressed, false);
  assert.equal(restored.name, '홍길동');
  assert.equal(restored.phone, phone);
  const unsuppressed = await db
    .select()
    .from(outboxEvents)
    .where(sql`${outboxEvents.type} = 'lead.unsuppressed' and ${outboxEvents.payload}->>'leadId' = ${lead.id}`);
  assert.equal(unsuppressed.length, 1);
  const steps = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, Number(lead.id)));
  assert.ok(steps.some((e) => e.event === 'UNSUPPRESSED'));
});

test('a distributed lead: the recipient (current) and the distributor who used it (not current) are told', async () => {
  const phone = nextPhone();
  const lead = await registerOk(app, w, { portalId: 3201, phone });
  await asPortal(`/api/v1/leads/${lead.id}/use`, { portalId: 3201 });
  const moved = await asPortal('/api/v1/distribute', { fromPortalId: 3201, toPortalId: 3202, leadIds: [lead.id] });
  assert.equal(moved.statusCode, 200, moved.body);
  await suppress({ phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' });
  const events = await db
    .select()
    .from(outboxEvents)
    .where(sql`${outboxEvents.type} = 'lead.suppressed' and ${outboxEvents.payload}->>'leadId' = ${lead.id}`);
  assert.deepEqual(
    events.map((e) => e.payload).sort((a, b) => Number(a.portalId) - Number(b.portalId)),
    [
      { leadId: lead.id, portalId: 3201, current: false },
      { leadId: lead.id, portalId: 3202, current: true },
    ],
  );
  const away = (await asPortal('/api/v1/leads/distributed-away?portalId=3201')).json();
  const item = away.data.find((l: { id: string }) => l.id === lead.id);
  assert.equal(item.suppressed, true);
  assert.equal(item.name, '홍*동');
  // a recall stays allowed
  const recall = await asPortal('/api/v1/distribute/recall', { portalId: 3201, leadIds: [lead.id] });
  assert.equal(recall.statusCode, 200, recall.body);
});

test('an unassigned lead leaves the allocation engine; a provisional one is released; lifting offers it again', async () => {
  const region = '서울';
  const order = await placeOrder(app, w, { portalId: 3301, regionQuantities: [{ region, quantity: 5 }] });
  const phone = nextPhone();
  const lead = await registerOk(app, w, { phone, region });
  assert.equal(lead.status, 'PROVISIONAL');
  await suppress({ phone, reason: 'CONSUMER_REQUEST', channel: 'WEB' });
  const history = (await app.inject({ url: `/admin/v1/leads/${lead.id}/history`, headers: adminHeaders })).json();
  assert.equal(history.status, 'UNASSIGNED');
  const run = await adminPost(app, '/admin/v1/allocations/run', { productId: w.product.id });
  assert.equal(run.assigned, 0);
  const [{ provisional }] = (
    await db.execute<{ provisional: number }>(
      sql`select provisional_count as provisional from orders where id = ${Number(order.id)}`,
    )
  ).rows;
  assert.equal(provisional, 0);
  const [s] = (await app.inject({ url: `/admin/v1/suppressions?phone=${phone}`, headers: adminHeaders })).json().data;
  await adminPost(app, `/admin/v1/suppressions/${s.id}/lift`, { reason: '철회' });
  const after = (await app.inject({ url: `/admin/v1/leads/${lead.id}/history`, headers: adminHeaders })).json();
  assert.equal(after.status, 'PROVISIONAL');
});

test('list: by phone in any format, reason, overdue, active; notified once', async () => {
  const phone = nextPhone();
  const s = (await suppress({ phone, reason: 'LEGAL', channel: 'WRITTEN', identityCheck: 'DOCUMENT' })).json();
  const byPhone = (
    await app.inject({ url: `/admin/v1/suppressions?phone=${phone.replaceAll('-', '')}`, headers: adminHeaders })
  ).json();
  assert.deepEqual(
    byPhone.data.map((x: { id: string }) => x.id),
    [s.id],
  );
  clock.advance(11 * 86_400_000);
  const overdue = (
    await app.inject({ url: '/admin/v1/suppressions?overdue=true&limit=100', headers: adminHeaders })
  ).json();
  assert.ok(overdue.data.some((x: { id: string }) => x.id === s.id));
  const told = await adminPost(app, `/admin/v1/suppressions/${s.id}/notified`, { channel: 'SMS' });
  assert.equal(told.resultChannel, 'SMS');
  assert.ok(told.resultNotifiedAt);
  const after = (
    await app.inject({ url: '/admin/v1/suppressions?overdue=true&limit=100', headers: adminHeaders })
  ).json();
  assert.ok(!after.data.some((x: { id: string }) => x.id === s.id));
  const legal = (
    await app.inject({ url: '/admin/v1/suppressions?reason=LEGAL&active=true', headers: adminHeaders })
  ).json();
  assert.ok(legal.data.every((x: { reason: string }) => x.reason === 'LEGAL'));
  clock.advance(-11 * 86_400_000);
});

test('an expired DNC entry stops applying; the phone can be suppressed again', async () => {
  const phone = nextPhone();
  const s = (await suppress({ phone, reason: 'DNC_REGISTRY', channel: 'DONOTCALL' })).json();
  await db
    .update(suppressions)
    .set({ expiresAt: new Date('2026-01-01T00:00:00.000Z') })
    .where(eq(suppressions.id, Number(s.id)));
  await registerOk(app, w, { phone });
  const again = (await suppress({ phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' })).json();
  assert.notEqual(again.id, s.id);
  assert.equal(again.affectedLeadCount, 1);
});

test('bulk: created, existing, invalid by index; bulk lift counts lifted and not found', async () => {
  const [a, b] = [nextPhone(), nextPhone()];
  await suppress({ phone: a, reason: 'DNC_REGISTRY', channel: 'DONOTCALL' });
  const res = await adminPost(app, '/admin/v1/suppressions/bulk', {
    phones: [a, b, 'nope', b],
    reason: 'DNC_REGISTRY',
    channel: 'DONOTCALL',
  });
  assert.deepEqual(res, { created: 1, existing: 1, invalid: [{ index: 2, code: 'PHONE_INVALID' }] });
  const lifted = await adminPost(app, '/admin/v1/suppressions/bulk-lift', {
    phones: [a, b, nextPhone()],
    reason: '두낫콜 철회',
  });
  assert.deepEqual(lifted, { lifted: 2, notFound: 1 });
});

test('an idempotent replay that showed the lead runs again once it is suppressed', async () => {
  const phone = nextPhone();
  const body = { productId: w.product.id, providerId: w.provider.id, name: '홍길동', phone, portalId: 3401 };
  const registerOnce = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { ...w.asProvider, 'idempotency-key': `reg-${phone}` },
      payload: body,
    });
  const first = await registerOnce();
  assert.equal(first.statusCode, 200, first.body);
  const lead = first.json();
  const useOnce = () =>
    app.inject({
      method: 'POST',
      url: `/api/v1/leads/${lead.id}/use`,
      headers: { ...w.asPortal, 'idempotency-key': `use-${phone}` },
      payload: { portalId: 3401 },
    });
  assert.equal((await useOnce()).json().phone, phone);
  assert.equal((await useOnce()).headers['idempotent-replayed'], 'true');
  await suppress({ phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' });
  const replayedUse = await useOnce();
  assert.equal(replayedUse.headers['idempotent-replayed'], undefined);
  expectProblem(replayedUse, 400, 'CONTACT_SUPPRESSED');
  const replayedRegistration = await registerOnce();
  assert.equal(replayedRegistration.headers['idempotent-replayed'], undefined);
  expectProblem(replayedRegistration, 409, 'CONTACT_SUPPRESSED');
});

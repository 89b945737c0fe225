import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { dispatchClaim, type FaxGateway } from '../../src/claims/requests/dispatch.js';
import { bearer, claimBody, createConsultant, createTerms, dispatchDeps, setClaimStatus } from '../claims/helpers.js';
import { adminHeaders, build, onPostgres } from '../helpers/build.js';
import { nextPhone, placeOrder, registerOk, world } from '../helpers/fixtures.js';
import { createReasons, fileAsOk, ownedLead, reviewOk } from '../leads/after-service/helpers.js';

const { app, db } = await build();
const w = await world(app);
await createReasons(app);

interface Row {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  actor: string;
}

/** The public events written after `afterId`, oldest first. */
async function outboxAfter(afterId: number): Promise<Row[]> {
  const { rows } = await db.execute<{ id: number | string; type: string; payload: unknown; actor: string }>(
    sql`select id, type, payload, actor from outbox_events where id > ${afterId} order by id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    actor: r.actor,
  }));
}

async function lastId() {
  const { rows } = await db.execute<{ id: number | string | null }>(sql`select max(id) as id from outbox_events`);
  return Number(rows[0].id ?? 0);
}

const PAYLOAD_KEYS: Record<string, string[]> = {
  'lead.assigned': ['assignment', 'leadId', 'orderId', 'portalId'],
  'lead.recalled': ['leadId', 'orderId', 'portalId', 'reason'],
  'lead.returned': ['asRequestId', 'leadId', 'orderId', 'portalId'],
  'as.status_changed': ['asRequestId', 'from', 'leadId', 'portalId', 'to'],
  'order.completed': ['orderId', 'portalId'],
  'claim.status_changed': ['claimId', 'from', 'to'],
};

/** Payloads hold ids and statuses only: the named fields, and none of the personal data `secrets` holds. */
function assertNoPersonalData(rows: Row[], secrets: string[]) {
  for (const row of rows) {
    assert.deepEqual(Object.keys(row.payload).sort(), PAYLOAD_KEYS[row.type], row.type);
    const text = JSON.stringify(row.payload);
    for (const secret of secrets) assert.ok(!text.includes(secret), `${row.type} payload shows ${secret}`);
  }
}

const digits = (phone: string) => phone.replace(/\D/g, '');

test('a lead provisionally assigned, then confirmed, writes lead.assigned once for each, and order.completed once', async () => {
  const order = await placeOrder(app, w, { regionQuantities: [{ region: '부산', quantity: 2 }], portalId: 31 });
  const phones = [nextPhone(), nextPhone()];
  const start = await lastId();
  const a = await registerOk(app, w, { region: '부산', phone: phones[0], name: '김비밀' });
  const b = await registerOk(app, w, { region: '부산', phone: phones[1], name: '이비밀' });
  const provisional = await outboxAfter(start);
  assert.deepEqual(
    provisional.map((r) => [r.type, r.payload.leadId, r.payload.assignment]),
    [
      ['lead.assigned', a.id, 'PROVISIONAL'],
      ['lead.assigned', b.id, 'PROVISIONAL'],
    ],
  );
  assert.deepEqual(provisional[0].payload, {
    leadId: a.id,
    orderId: order.id,
    portalId: 31,
    assignment: 'PROVISIONAL',
  });

  const confirmedFrom = await lastId();
  const confirm = await app.inject({
    method: 'POST',
    url: `/admin/v1/orders/${order.id}/confirm`,
    headers: adminHeaders,
  });
  assert.equal(confirm.statusCode, 200, confirm.body);
  const again = await app.inject({
    method: 'POST',
    url: `/admin/v1/orders/${order.id}/confirm`,
    headers: adminHeaders,
  });
  assert.equal(again.statusCode, 200, again.body);
  const confirmed = await outboxAfter(confirmedFrom);
  assert.deepEqual(
    confirmed.map((r) => [r.type, r.payload.leadId ?? r.payload.orderId, r.payload.assignment ?? null]).sort(),
    [
      ['lead.assigned', a.id, 'CONFIRMED'],
      ['lead.assigned', b.id, 'CONFIRMED'],
      ['order.completed', order.id, null],
    ].sort(),
  );
  assert.ok(confirmed.every((r) => r.actor === 'key:env-admin'));
  assertNoPersonalData([...provisional, ...confirmed], ['김비밀', '이비밀', ...phones.map(digits), ...phones]);
});

test('a cancelled order writes lead.recalled once for each provisional lead it gave back', async () => {
  const order = await placeOrder(app, w, { regionQuantities: [{ region: '대구', quantity: 5 }], portalId: 32 });
  const lead = await registerOk(app, w, { region: '대구' });
  const start = await lastId();
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${order.id}/cancel`,
    headers: w.asPortal,
    payload: { portalId: 32 },
  });
  assert.equal(res.statusCode, 200, res.body);
  const rows = await outboxAfter(start);
  assert.deepEqual(
    rows.map((r) => [r.type, r.payload]),
    [['lead.recalled', { leadId: lead.id, orderId: order.id, portalId: 32, reason: 'ORDER_CANCELLED' }]],
  );
  assertNoPersonalData(rows, ['홍길동']);
});

test('an approved AS request writes as.status_changed and lead.returned once; a rejection only the status change', async () => {
  const phone = nextPhone();
  const lead = await ownedLead(app, w, 33, { phone, name: '박비밀' });
  const start = await lastId();
  const approved = await fileAsOk(app, w, { leadId: lead.id, portalId: 33 });
  await reviewOk(app, approved.id, 'APPROVED', '확인됨');
  const rows = await outboxAfter(start);
  assert.deepEqual(
    rows.filter((r) => r.type !== 'lead.assigned').map((r) => [r.type, r.payload]),
    [
      ['lead.returned', { leadId: lead.id, orderId: lead.orderId, portalId: 33, asRequestId: approved.id }],
      [
        'as.status_changed',
        { asRequestId: approved.id, leadId: lead.id, portalId: 33, from: 'WAITING', to: 'APPROVED' },
      ],
    ],
  );
  const other = await ownedLead(app, w, 33);
  const rejectedFrom = await lastId();
  const rejected = await fileAsOk(app, w, { leadId: other.id, portalId: 33 });
  await reviewOk(app, rejected.id, 'REJECTED', '통화 기록 있음');
  const after = await outboxAfter(rejectedFrom);
  assert.deepEqual(
    after.map((r) => [r.type, r.payload.from, r.payload.to]),
    [['as.status_changed', 'WAITING', 'REJECTED']],
  );
  assertNoPersonalData([...rows, ...after], ['박비밀', phone, digits(phone), '확인됨']);
});

test('registrations racing into one order complete it once: exactly one order.completed', async () => {
  const portalId = 34;
  const quantity = 6;
  const order = await placeOrder(app, w, { regionQuantities: [{ region: '광주', quantity }], portalId });
  // Direct registrations confirm into the portal user's oldest open order; more than fit go to the next one.
  const results = await Promise.all(
    Array.from({ length: quantity + 4 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        headers: w.asProvider,
        payload: {
          productId: w.product.id,
          providerId: w.provider.id,
          name: '홍길동',
          phone: nextPhone(),
          region: '광주',
          portalId,
        },
      }),
    ),
  );
  for (const r of results) assert.equal(r.statusCode, 200, r.body);
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox_events
        where type = 'order.completed' and payload->>'orderId' = ${order.id}`,
  );
  assert.equal(Number(rows[0].n), 1);
  const [{ status }] = (
    await db.execute<{ status: string }>(sql`select status from orders where id = ${Number(order.id)}`)
  ).rows;
  assert.equal(status, 'COMPLETED');
});

test(`concurrent confirmations of one order write one order.completed${onPostgres ? ' (parallel on PostgreSQL)' : ''}`, async () => {
  const order = await placeOrder(app, w, { regionQuantities: [{ region: '울산', quantity: 3 }], portalId: 35 });
  for (let i = 0; i < 3; i++) await registerOk(app, w, { region: '울산' });
  const start = await lastId();
  const confirms = await Promise.all(
    Array.from({ length: 4 }, () =>
      app.inject({ method: 'POST', url: `/admin/v1/orders/${order.id}/confirm`, headers: adminHeaders }),
    ),
  );
  for (const r of confirms) assert.equal(r.statusCode, 200, r.body);
  const rows = await outboxAfter(start);
  assert.deepEqual(
    rows.filter((r) => r.type === 'order.completed').map((r) => r.payload),
    [{ orderId: order.id, portalId: 35 }],
  );
  assert.equal(rows.filter((r) => r.type === 'lead.assigned').length, 3);
});

test('a claim changing status writes claim.status_changed once per change, with no personal data', async () => {
  const fc = await createConsultant(app, 'FC', { name: '최설계' });
  const required = await createTerms(app, 'HYUNDAI_MARINE', true);
  const submit = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/claim/requests',
      headers: bearer(fc.token),
      payload: claimBody(fc.ci, [required.id], { insuCompCd: 'HYUNDAI_MARINE', clientNm: '정비밀' }),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().claimReqId as number;
  };
  const sent = await submit();
  const cancelled = await submit();
  const start = await lastId();
  const fax: FaxGateway = { name: 'test', send: async (doc) => ({ reference: `ref-${doc.claimId}` }) };
  assert.equal(await dispatchClaim(dispatchDeps(app, fax), sent), 'sent');
  assert.equal(await dispatchClaim(dispatchDeps(app, fax), sent), 'skipped');
  assert.equal((await setClaimStatus(app, sent, 'COMPLETE')).statusCode, 200);
  assert.equal((await setClaimStatus(app, cancelled, 'CANCELLED')).statusCode, 200);
  const rows = await outboxAfter(start);
  assert.deepEqual(
    rows.map((r) => [r.payload.claimId, r.payload.from, r.payload.to, r.actor]),
    [
      [String(sent), 'RECEIVED', 'SENDING', 'job:claims-dispatch'],
      [String(sent), 'SENDING', 'SENT', 'job:claims-dispatch'],
      [String(sent), 'SENT', 'COMPLETE', 'key:env-admin'],
      [String(cancelled), 'RECEIVED', 'CANCELLED', 'key:env-admin'],
    ],
  );
  assertNoPersonalData(rows, ['정비밀', '최설계']);
});

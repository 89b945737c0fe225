import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { leads, orders } from '../../../src/db/schema/index.js';
import { createProduct, createProvider, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { nextPhone, placeOrder, register, registerOk, world } from '../../helpers/fixtures.js';

const t = await build();
const { app, db } = t;
const w = await world(app);

const leadCount = async () => (await db.select({ n: count() }).from(leads))[0].n;

test('registration answers the Registered lead shape, normalized, without the phone or ssn', async () => {
  const res = await register(app, w, {
    name: '김영희',
    phone: '+82 10-2222-3333',
    email: 'younghee@example.com',
    region: '서울특별시',
    address: '서울시 중구',
    ssn: '900101-2234567',
    metadata: { campaign: 'fall' },
  });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.deepEqual(Object.keys(body).sort(), [
    'address',
    'assignmentId',
    'birth_date',
    'consent',
    'contactDeadline',
    'contactOverdue',
    'createdAt',
    'email',
    'erased',
    'firstContactAt',
    'gender',
    'id',
    'lastOutcome',
    'lastOutcomeLabel',
    'name',
    'orderId',
    'phone_1',
    'phone_3',
    'product',
    'productId',
    'provider',
    'providerId',
    'region',
    'status',
    'suppressed',
  ]);
  assert.equal(body.phone_1, '010');
  assert.equal(body.phone_3, '3333');
  assert.equal(body.region, '서울');
  assert.equal(body.birth_date, '900101');
  assert.equal(body.gender, 'F');
  assert.equal(body.status, 'UNASSIGNED');
  assert.equal(body.orderId, null);
  assert.equal(body.assignmentId, null);
  assert.deepEqual(body.product, { id: w.product.id, name: w.product.name });
  assert.deepEqual(body.provider, { id: w.provider.id, name: w.provider.name });
  assert.match(body.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.ok(!res.body.includes('2222'));
  const [row] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, Number(body.id)));
  assert.ok(!row.phoneEnc.includes('01022223333'));
  assert.ok(!String(row.ssnEnc).includes('9001012234567'));
  assert.equal(row.createdBy, null);
  assert.equal(app.deps.vault.decrypt(row.phoneEnc), '01022223333');
});

test('validation order: shape → provider → product mapping → formats → duplicate', async () => {
  const before = await leadCount();
  // shape: name and phone required, providerId required
  expectProblem(await register(app, w, { name: undefined }), 400, 'VALIDATION_FAILED');
  expectProblem(await register(app, w, { providerId: undefined }), 400, 'VALIDATION_FAILED');
  expectProblem(await register(app, w, { extra: 1 }), 400, 'VALIDATION_FAILED');
  // unknown provider is a 400 even before the key's own binding is checked, and wins over a bad phone
  expectProblem(await register(app, w, { providerId: '999999', phone: 'bad' }), 400, 'PROVIDER_NOT_FOUND');
  const other = await createProvider(app);
  expectProblem(await register(app, w, { providerId: other.id, phone: 'bad' }), 403, 'KEY_SCOPE');
  expectProblem(await register(app, w, { productId: '999999', phone: 'bad' }), 400, 'PRODUCT_NOT_FOUND');
  const unmapped = await createProduct(app, [other.id]);
  expectProblem(await register(app, w, { productId: unmapped.id, phone: 'bad' }), 400, 'PRODUCT_NOT_MAPPED');
  // field formats
  for (const [field, body] of [
    ['phone', { phone: '12345' }],
    ['region', { region: '평양' }],
    ['gender', { gender: 'X' }],
    ['ssn', { ssn: '900101-9234567' }],
    ['ssn', { ssn: '901341-1234567' }],
    ['birth_date', { birth_date: '1990-02-30' }],
    ['birth_date', { ssn: '900101-1234567', birth_date: '900102' }],
    ['metadata', { metadata: { blob: 'x'.repeat(17 * 1024) } }],
    ['email', { email: 'not-an-email' }],
  ] as const) {
    const problem = expectProblem(await register(app, w, body), 400, 'VALIDATION_FAILED');
    assert.ok(JSON.stringify(problem.errors).includes(field), `${field}: ${JSON.stringify(problem)}`);
  }
  assert.equal(await leadCount(), before);
});

test('duplicate contact within a provider → 409, also in another format; another provider may hold it', async () => {
  await registerOk(app, w, { phone: '010-5555-0001' });
  expectProblem(await register(app, w, { phone: '01055550001' }), 409, 'DUPLICATE_CONTACT');
  expectProblem(await register(app, w, { phone: '+82 10 5555 0001' }), 409, 'DUPLICATE_CONTACT');
  const w2 = await world(app);
  assert.equal((await register(app, w2, { phone: '010-5555-0001' })).statusCode, 200);
});

test('a portal key may not register leads; a provider key may not list them', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/leads',
    headers: w.asPortal,
    payload: { productId: w.product.id, providerId: w.provider.id, name: '홍길동', phone: nextPhone() },
  });
  expectProblem(res, 403, 'KEY_SCOPE');
  expectProblem(await app.inject({ url: '/api/v1/leads?portalId=1', headers: w.asProvider }), 403, 'KEY_SCOPE');
});

test('with portalId and no open order: a new automatic order of 1,000,000 takes the lead confirmed', async () => {
  const lead = await registerOk(app, w, { portalId: 501 });
  assert.equal(lead.status, 'ASSIGNED');
  assert.ok(lead.orderId);
  assert.ok(lead.assignmentId);
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(lead.orderId)));
  assert.equal(order.orderedQuantity, 1_000_000);
  assert.equal(order.ordererName, 'AUTO');
  assert.equal(order.status, 'IN_PROGRESS');
  assert.equal(order.confirmedCount, 1);
  const again = await registerOk(app, w, { portalId: 501 });
  assert.equal(again.orderId, lead.orderId);
  const [after] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(lead.orderId)));
  assert.equal(after.confirmedCount, 2);
});

test('with portalId: the oldest open order of that provider, product and portal user takes it, whatever the region', async () => {
  const place = (quantity: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: w.asPortal,
      payload: {
        productId: w.product.id,
        ordererName: '박설계',
        ordererContact: '010-1111-2222',
        portalId: 502,
        regionQuantities: [{ region: '부산', quantity }],
      },
    });
  const older = (await place(1)).json();
  const newer = (await place(5)).json();
  const lead = await registerOk(app, w, { portalId: 502, region: '제주' });
  assert.equal(lead.orderId, older.id);
  // the older order is now complete (1 of 1), so the next goes to the newer one
  const next = await registerOk(app, w, { portalId: 502 });
  assert.equal(next.orderId, newer.id);
  const view = await app.inject({ url: `/api/v1/orders/${older.id}?portalId=502`, headers: w.asPortal });
  assert.equal(view.json().status, 'COMPLETED');
  assert.equal(view.json().confirmedAssignedCount, 1);
});

test('with portalId into an order full of provisional leads: its newest provisional lead goes back to the pool', async () => {
  const own = await world(app, '전용 상품 DB');
  const order = await placeOrder(app, own, { portalId: 601, regionQuantities: [{ region: '서울', quantity: 2 }] });
  const older = await registerOk(app, own, { region: '서울' });
  const newer = await registerOk(app, own, { region: '서울' });
  assert.deepEqual([older.status, newer.status], ['PROVISIONAL', 'PROVISIONAL']);
  const statusOf = async (id: string) =>
    (
      await db
        .select({ status: leads.status })
        .from(leads)
        .where(eq(leads.id, Number(id)))
    )[0].status;

  const first = await registerOk(app, own, { portalId: 601, region: '서울' });
  assert.equal(first.orderId, order.id);
  assert.equal(first.status, 'ASSIGNED');
  assert.equal(await statusOf(newer.id), 'UNASSIGNED');
  assert.equal(await statusOf(older.id), 'PROVISIONAL');
  const [mid] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(order.id)));
  assert.deepEqual([mid.provisionalCount, mid.confirmedCount, mid.status], [1, 1, 'IN_PROGRESS']);

  const second = await registerOk(app, own, { portalId: 601, region: '서울' });
  assert.equal(second.orderId, order.id);
  assert.equal(await statusOf(older.id), 'UNASSIGNED');
  const [full] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(order.id)));
  assert.deepEqual([full.provisionalCount, full.confirmedCount, full.status], [0, 2, 'COMPLETED']);

  // The lead's history: registered, then confirmed into the order.
  const history = await app.inject({ url: `/admin/v1/leads/${second.id}/history`, headers: adminHeaders });
  assert.equal(history.statusCode, 200, history.body);
  assert.deepEqual(
    (history.json().events as { event: string; orderId: string | null }[]).map((e) => [e.event, e.orderId]),
    [
      ['REGISTERED', null],
      ['CONFIRMED', order.id],
    ],
  );
});

/** What a registration wrote besides the lead, ids replaced by what they name (to compare two registrations). */
async function writtenFor(leadId: string) {
  const id = Number(leadId);
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  const events = await db.execute<{
    event: string;
    portal_id: number | null;
    order_id: string | null;
    detail: unknown;
  }>(sql`select event, portal_id, order_id::text, detail from lead_events where lead_id = ${id} order by id`);
  const outbox = await db.execute<{ type: string; payload: unknown; actor: string }>(
    sql`select type, payload, actor from outbox_events where payload->>'leadId' = ${leadId}
        or (type = 'order.completed' and payload->>'orderId' = ${String(lead.orderId)}) order by id`,
  );
  const live = await db.execute<{ id: string; order_id: string; kind: string; confirmed: boolean }>(
    sql`select id::text, order_id::text, kind, confirmed_at is not null as confirmed from assignments
        where lead_id = ${id} and ended_at is null`,
  );
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return {
    lead: {
      status: lead.status,
      owner: lead.ownerPortalId,
      order: lead.orderId === null ? null : String(lead.orderId),
      assignment: lead.assignmentId === null ? null : String(lead.assignmentId),
      assignedAt: lead.assignedAt !== null,
    },
    events: events.rows.map((e) => ({ ...e, detail: json(e.detail) })),
    outbox: outbox.rows.map((o) => ({ ...o, payload: json(o.payload) })),
    assignments: live.rows,
  };
}

test('a registration in one statement writes what the transaction writes: lead, assignment, history, public events', async () => {
  const own = await world(app, '한 문장 DB');
  // The first finds no open order (the transaction creates the automatic order); the second finds it open.
  const first = await registerOk(app, own, { portalId: 701, region: '서울' });
  const second = await registerOk(app, own, { portalId: 701, region: '서울' });
  assert.equal(second.orderId, first.orderId);
  const fromTransaction = await writtenFor(first.id);
  const actor = fromTransaction.outbox[0]?.actor;
  assert.match(String(actor), /^key:\d+$/);
  const expected = (lead: Record<string, string | null>) => ({
    lead: { status: 'ASSIGNED', owner: 701, order: lead.orderId, assignment: lead.assignmentId, assignedAt: true },
    events: [
      { event: 'REGISTERED', portal_id: null, order_id: null, detail: { portalId: 701 } },
      { event: 'CONFIRMED', portal_id: 701, order_id: lead.orderId, detail: null },
    ],
    outbox: [
      {
        type: 'lead.assigned',
        payload: { leadId: lead.id, orderId: lead.orderId, portalId: 701, assignment: 'CONFIRMED' },
        actor,
      },
    ],
    assignments: [{ id: lead.assignmentId, order_id: lead.orderId, kind: 'CONFIRMED', confirmed: true }],
  });
  assert.deepEqual(fromTransaction, expected(first));
  assert.deepEqual(await writtenFor(second.id), expected(second));
  const [auto] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(first.orderId)));
  assert.deepEqual([auto.confirmedCount, auto.status], [2, 'IN_PROGRESS']);

  // An order this lead completes: its counters, its region's, and order.completed once, after lead.assigned.
  const order = await placeOrder(app, own, { portalId: 702, regionQuantities: [{ region: '서울', quantity: 1 }] });
  const last = await registerOk(app, own, { portalId: 702, region: '서울' });
  assert.equal(last.orderId, order.id);
  const written = await writtenFor(last.id);
  assert.deepEqual(
    written.outbox.map((o) => [o.type, o.payload]),
    [
      ['lead.assigned', { leadId: last.id, orderId: order.id, portalId: 702, assignment: 'CONFIRMED' }],
      ['order.completed', { orderId: order.id, portalId: 702 }],
    ],
  );
  const counters = await db.execute<{ status: string; confirmed: number; region_confirmed: number }>(
    sql`select o.status, o.confirmed_count as confirmed, r.confirmed_count as region_confirmed
        from orders o join order_regions r on r.order_id = o.id where o.id = ${Number(order.id)}`,
  );
  assert.deepEqual(counters.rows, [{ status: 'COMPLETED', confirmed: 1, region_confirmed: 1 }]);

  // Without portalId and no order to offer it to: the lead and its REGISTERED event, nothing public.
  const alone = await registerOk(app, own, { region: '제주' });
  assert.deepEqual(await writtenFor(alone.id), {
    lead: { status: 'UNASSIGNED', owner: null, order: null, assignment: null, assignedAt: false },
    events: [{ event: 'REGISTERED', portal_id: null, order_id: null, detail: { portalId: null } }],
    outbox: [],
    assignments: [],
  });
  await registerOk(app, own, { phone: '010-5555-0701', portalId: 701 });
  expectProblem(await register(app, own, { phone: '010-5555-0701', portalId: 701 }), 409, 'DUPLICATE_CONTACT');
  expectProblem(await register(app, own, { phone: '010-5555-0701' }), 409, 'DUPLICATE_CONTACT');
});

test('the provider/product lookup kept for registrations follows the catalog: a rename, a mapping removed', async () => {
  const own = await world(app, '이름 바뀌는 DB');
  const first = await registerOk(app, own);
  assert.equal((first.product as unknown as { name: string }).name, '이름 바뀌는 DB');
  const patch = (payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/admin/v1/products/${own.product.id}`, headers: adminHeaders, payload });
  assert.equal((await patch({ name: '새 이름 DB' })).statusCode, 200);
  const renamed = await registerOk(app, own);
  assert.equal((renamed.product as unknown as { name: string }).name, '새 이름 DB');
  const other = await createProvider(app);
  assert.equal((await patch({ providerIds: [other.id] })).statusCode, 200);
  expectProblem(await register(app, own), 400, 'PRODUCT_NOT_MAPPED');
  assert.equal((await patch({ providerIds: [own.provider.id] })).statusCode, 200);
  await registerOk(app, own);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { asRequests, assignments, leadEvents, orderRegions, products } from '../../../src/db/schema/index.js';
import { asRequestEtag } from '../../../src/leads/after-service/admin-requests.service.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { placeOrder, registerOk, rowReaders, type World } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { type AsDetail, cancelAs, fileAs, fileAsOk, givenReasons, review, reviewOk } from './helpers.js';

const { app, db } = await build();
const given = factories(app);
const w = await given.world();
await givenReasons(app);

const { leadRow, orderRow } = rowReaders(db);

/** An order of `quantity` in 서울 for `portalId`, filled by the engine and confirmed: its leads are owned. */
async function confirmedOrder(world: World, portalId: number, quantity: number) {
  const order = await placeOrder(app, world, { portalId, regionQuantities: [{ region: '서울', quantity }] });
  const leadIds: string[] = [];
  for (let i = 0; i < quantity; i++) leadIds.push((await registerOk(app, world, { region: '서울' })).id);
  const confirm = await app.inject({
    method: 'POST',
    url: `/admin/v1/orders/${order.id}/confirm`,
    headers: adminHeaders,
  });
  assert.deepEqual(confirm.json(), { confirmed: quantity });
  assert.equal((await orderRow(order.id)).status, 'COMPLETED');
  return { orderId: order.id, leadIds };
}

test('review transitions: WAITING ⇄ HOLD, a note alone, and APPROVED/REJECTED/CANCELLED are final', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 201 });
  const req = await fileAsOk(app, w, { portalId: 201, leadId: lead.id });
  const held = await reviewOk(app, req.id, 'HOLD', '녹취 확인 중');
  assert.equal(held.status, 'HOLD');
  assert.equal(held.statusLabel, '보류');
  assert.equal(held.adminNote, '녹취 확인 중');
  assert.equal(held.portalId, 201);
  assert.equal(held.providerId, w.provider.id);
  assert.equal(held.orderId, (await leadRow(lead.id)).orderId?.toString());
  assert.equal((await leadRow(lead.id)).latestAsStatus, 'HOLD');
  // The note stays when omitted; null clears it.
  const back = await reviewOk(app, req.id, 'WAITING');
  assert.equal(back.status, 'WAITING');
  assert.equal(back.adminNote, '녹취 확인 중');
  assert.equal((await reviewOk(app, req.id, 'WAITING', '재확인')).adminNote, '재확인');
  const cleared = await review(app, req.id, { status: 'HOLD', adminNote: null });
  assert.equal(cleared.json().adminNote, null);

  // A rejection without its reason changes nothing.
  for (const payload of [{ status: 'REJECTED' }, { status: 'REJECTED', adminNote: '  ' }]) {
    expectProblem(await review(app, req.id, payload), 400, 'AS_REJECTION_REASON_REQUIRED');
  }
  assert.equal((await review(app, req.id, { status: 'HOLD' })).json().status, 'HOLD', 'still open');
  const rejected = await reviewOk(app, req.id, 'REJECTED', '통화 기록 있음');
  assert.equal(rejected.statusLabel, '반려');
  for (const status of ['WAITING', 'HOLD', 'APPROVED', 'REJECTED']) {
    expectProblem(await review(app, req.id, { status }), 400, 'AS_INVALID_TRANSITION');
  }
  // A rejected request leaves the lead with its owner.
  assert.equal((await leadRow(lead.id)).ownerPortalId, 201);
  assert.equal((await leadRow(lead.id)).latestAsStatus, 'REJECTED');

  const cancelled = await fileAsOk(app, w, { portalId: 201, leadId: lead.id });
  await cancelAs(app, w, cancelled.id, 201);
  expectProblem(await review(app, cancelled.id, { status: 'APPROVED' }), 400, 'AS_INVALID_TRANSITION');
  assert.equal((await leadRow(lead.id)).status, 'ASSIGNED');
});

test('review input: unknown → 404, bad status → 400, portal keys → 403, nothing changes', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 202 });
  const req = await fileAsOk(app, w, { portalId: 202, leadId: lead.id });
  expectProblem(await review(app, '999999999', { status: 'HOLD' }), 404, 'AS_REQUEST_NOT_FOUND');
  expectProblem(await review(app, 'abc', { status: 'HOLD' }), 404, 'AS_REQUEST_NOT_FOUND');
  expectProblem(await review(app, req.id, { status: 'CANCELLED' }), 400, 'VALIDATION_FAILED');
  expectProblem(await review(app, req.id, {}), 400, 'VALIDATION_FAILED');
  expectProblem(await review(app, req.id, { status: 'HOLD', extra: 1 }), 400, 'VALIDATION_FAILED');
  expectProblem(await review(app, req.id, { status: 'HOLD', adminNote: 'x'.repeat(2001) }), 400, 'VALIDATION_FAILED');
  const asPortal = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/lead-as/${req.id}`,
    headers: w.asPortal,
    payload: { status: 'APPROVED' },
  });
  expectProblem(asPortal, 403, 'KEY_SCOPE');
  const [row] = await db
    .select()
    .from(asRequests)
    .where(eq(asRequests.id, Number(req.id)));
  assert.equal(row.status, 'WAITING');
  assert.equal(row.adminNote, null);
});

test('approval returns the lead, reopens a COMPLETED order and provisionally assigns a replacement', async () => {
  const w2 = await given.world('실손보험 DB');
  const { orderId, leadIds } = await confirmedOrder(w2, 203, 2);
  const backlog = await registerOk(app, w2, { region: '서울' });
  assert.equal((await leadRow(backlog.id)).status, 'UNASSIGNED');

  const req = await fileAsOk(app, w2, { portalId: 203, leadId: leadIds[0] });
  const returnedAssignment = (await leadRow(leadIds[0])).assignmentId!;
  const approved = await reviewOk(app, req.id, 'APPROVED', '결번 확인');
  assert.equal(approved.status, 'APPROVED');
  assert.equal(approved.statusLabel, '승인');
  assert.equal(approved.orderId, orderId);

  const lead = await leadRow(leadIds[0]);
  assert.equal(lead.status, 'RETURNED');
  assert.equal(lead.ownerPortalId, null);
  assert.equal(lead.assignmentId, null);
  assert.equal(lead.latestAsStatus, 'APPROVED');
  const [ended] = await db.select().from(assignments).where(eq(assignments.id, returnedAssignment));
  assert.ok(ended.endedAt);
  assert.equal(ended.endReason, 'RETURNED');
  const [event] = await db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.event, 'RETURNED')));
  assert.equal(event.orderId, Number(orderId));
  assert.equal(event.portalId, 203);

  // The order is open again and the engine sent it the backlog lead.
  const order = await orderRow(orderId);
  assert.equal(order.status, 'IN_PROGRESS');
  assert.equal(order.confirmedCount, 1);
  assert.equal(order.provisionalCount, 1);
  const replacement = await leadRow(backlog.id);
  assert.equal(replacement.status, 'PROVISIONAL');
  assert.equal(replacement.orderId, Number(orderId));
  const [region] = await db
    .select()
    .from(orderRegions)
    .where(eq(orderRegions.orderId, Number(orderId)));
  assert.deepEqual([region.provisionalCount, region.confirmedCount], [1, 1]);
  const api = await app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}?portalId=203`, headers: w2.asPortal });
  assert.equal(api.json().confirmedAssignedCount, 1);
  assert.equal(api.json().provisionalAssignedCount, 1);
  await assertInvariants(db);

  // The owner no longer lists or reaches the lead, and cannot file on it again; the request stays readable.
  const list = await app.inject({ method: 'GET', url: '/api/v1/leads?portalId=203', headers: w2.asPortal });
  assert.deepEqual(
    (list.json() as { data: { id: string }[] }).data.map((d) => d.id),
    [leadIds[1]],
  );
  expectProblem(await fileAs(app, w2, { portalId: 203, leadId: leadIds[0] }), 404);
  const mine = await app.inject({ method: 'GET', url: `/api/v1/lead-as/${req.id}?portalId=203`, headers: w2.asPortal });
  assert.equal((mine.json() as AsDetail).status, 'APPROVED');
  assert.equal((mine.json() as AsDetail).lead.phone, lead.phoneMasked);

  // Confirming the order delivers the replacement: the order completes again.
  await app.inject({ method: 'POST', url: `/admin/v1/orders/${orderId}/confirm`, headers: adminHeaders });
  assert.equal((await orderRow(orderId)).status, 'COMPLETED');
  await assertInvariants(db);
});

test('approval with no backlog: the order goes back to IN_PROGRESS, never PENDING', async () => {
  const w3 = await given.world('운전자보험 DB');
  const { orderId, leadIds } = await confirmedOrder(w3, 204, 1);
  const req = await fileAsOk(app, w3, { portalId: 204, leadId: leadIds[0] });
  await reviewOk(app, req.id, 'APPROVED');
  const order = await orderRow(orderId);
  assert.deepEqual([order.status, order.confirmedCount, order.provisionalCount], ['IN_PROGRESS', 0, 0]);
  // A lead registered later is offered to it as usual.
  const next = await registerOk(app, w3, { region: '서울' });
  assert.equal((await leadRow(next.id)).orderId, Number(orderId));
  await assertInvariants(db);
});

test('approval on a lead of a cancelled order: returned, the order stays CANCELLED and gets no replacement', async () => {
  const w4 = await given.world('암보험 DB');
  const { orderId, leadIds } = await confirmedOrder(w4, 205, 2);
  const cancel = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/cancel`,
    headers: w4.asPortal,
    payload: { portalId: 205 },
  });
  assert.equal(cancel.statusCode, 200, cancel.body);
  const backlog = await registerOk(app, w4, { region: '서울' });
  const req = await fileAsOk(app, w4, { portalId: 205, leadId: leadIds[0] });
  await reviewOk(app, req.id, 'APPROVED');
  const order = await orderRow(orderId);
  assert.deepEqual([order.status, order.confirmedCount], ['CANCELLED', 1]);
  assert.equal((await leadRow(leadIds[0])).status, 'RETURNED');
  assert.equal((await leadRow(backlog.id)).status, 'UNASSIGNED');
  await assertInvariants(db);
});

test('auto orders (registration with portalId): approval lowers the confirmed count', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 206 });
  const orderId = String((await leadRow(lead.id)).orderId);
  const before = await orderRow(orderId);
  const req = await fileAsOk(app, w, { portalId: 206, leadId: lead.id });
  await reviewOk(app, req.id, 'APPROVED');
  const after = await orderRow(orderId);
  assert.equal(after.confirmedCount, before.confirmedCount - 1);
  assert.equal(after.status, 'IN_PROGRESS');
  await assertInvariants(db);
});

// ---- the return window ----

const setWindow = async (productId: string, asWindowDays: number) => {
  const res = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${productId}`,
    headers: adminHeaders,
    payload: { asWindowDays },
  });
  assert.equal(res.statusCode, 200, res.body);
};

test('return window: asWindowDays (default 7) × 24 h after assignedAt; later → 400 AS_WINDOW_CLOSED', async () => {
  const w5 = await given.world('종신보험 DB');
  const [product] = await db
    .select()
    .from(products)
    .where(eq(products.id, Number(w5.product.id)));
  assert.equal(product.asWindowDays, 7);
  // 7 days and 1 minute ago; 6 days and 23 hours ago.
  const late = await given.assignedLead({ world: w5, portalId: 207, assignedDaysAgo: 7 + 1 / (24 * 60) });
  const inTime = await given.assignedLead({ world: w5, portalId: 207, assignedDaysAgo: 6 + 23 / 24 });
  expectProblem(await fileAs(app, w5, { portalId: 207, leadId: late.id }), 400, 'AS_WINDOW_CLOSED');
  assert.equal((await leadRow(late.id)).latestAsStatus, null);
  await fileAsOk(app, w5, { portalId: 207, leadId: inTime.id });

  // A longer window lets the late one in; 0 closes the window at once.
  await setWindow(w5.product.id, 30);
  await fileAsOk(app, w5, { portalId: 207, leadId: late.id });
  await setWindow(w5.product.id, 0);
  const fresh = await given.assignedLead({ world: w5, portalId: 207 });
  expectProblem(await fileAs(app, w5, { portalId: 207, leadId: fresh.id }), 400, 'AS_WINDOW_CLOSED');
});

// ---- the operators' queue ----

test('admin queue: oldest first, filtered by status, provider, product, portal user and age, paged', async () => {
  const w6 = await given.world('치아보험 DB');
  const a = await given.assignedLead({ world: w6, portalId: 208 });
  const b = await given.assignedLead({ world: w6, portalId: 208 });
  const c = await given.assignedLead({ world: w6, portalId: 209 });
  const ra = await fileAsOk(app, w6, { portalId: 208, leadId: a.id });
  const rb = await fileAsOk(app, w6, { portalId: 208, leadId: b.id });
  const rc = await fileAsOk(app, w6, { portalId: 209, leadId: c.id });
  await reviewOk(app, rb.id, 'HOLD');
  await db
    .update(asRequests)
    .set({ createdAt: sql`now() - interval '50 hours'` })
    .where(eq(asRequests.id, Number(ra.id)));

  const queue = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/admin/v1/lead-as?${query}`, headers: adminHeaders });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: { id: string; portalId: number }[]; pagination: Record<string, number> };
  };
  const ids = async (query: string) => (await queue(query)).data.map((d) => d.id);
  const scope = `providerId=${w6.provider.id}`;
  assert.deepEqual(await ids(scope), [ra.id, rb.id, rc.id]);
  assert.deepEqual(await ids(`${scope}&sortOrder=desc`), [rc.id, rb.id, ra.id]);
  assert.deepEqual(await ids(`productId=${w6.product.id}&status=WAITING`), [ra.id, rc.id]);
  assert.deepEqual(await ids(`${scope}&status=HOLD`), [rb.id]);
  assert.deepEqual(await ids(`${scope}&portalId=209`), [rc.id]);
  assert.deepEqual(await ids(`${scope}&olderThanHours=48`), [ra.id]);
  assert.deepEqual(await ids(`${scope}&olderThanHours=51`), []);
  const page = await queue(`${scope}&limit=2&page=2`);
  assert.deepEqual(
    page.data.map((d) => d.id),
    [rc.id],
  );
  assert.deepEqual(page.pagination, { page: 2, limit: 2, total: 3, totalPages: 2 });
  assert.equal(page.data[0].portalId, 209);

  const bad = (query: string) =>
    app.inject({ method: 'GET', url: `/admin/v1/lead-as?${query}`, headers: adminHeaders });
  expectProblem(await bad('status=DONE'), 400, 'VALIDATION_FAILED');
  expectProblem(await bad('olderThanHours=-1'), 400, 'VALIDATION_FAILED');
  expectProblem(await bad('providerId=abc'), 400, 'VALIDATION_FAILED');
  expectProblem(await app.inject({ method: 'GET', url: '/admin/v1/lead-as', headers: w6.asPortal }), 403, 'KEY_SCOPE');
});

test('approval on a distributed lead: the recipient’s distribution order shrinks with it, the distributor’s stays', async () => {
  const from = await given.assignedLead({ world: w, portalId: 210 });
  const fromOrderId = String((await leadRow(from.id)).orderId);
  const fromBefore = await orderRow(fromOrderId);
  const moved = await app.inject({
    method: 'POST',
    url: '/api/v1/distribute',
    headers: w.asPortal,
    payload: { fromPortalId: 210, toPortalId: 211, leadIds: [from.id] },
  });
  assert.equal(moved.statusCode, 200, moved.body);
  const toOrderId = moved.json().toOrderId as string;
  const req = await fileAsOk(app, w, { portalId: 211, leadId: from.id });
  expectProblem(await fileAs(app, w, { portalId: 210, leadId: from.id }), 404);
  await reviewOk(app, req.id, 'APPROVED');
  const lead = await leadRow(from.id);
  assert.deepEqual([lead.status, lead.ownerPortalId], ['RETURNED', null]);
  const toOrder = await orderRow(toOrderId);
  assert.deepEqual([toOrder.orderedQuantity, toOrder.confirmedCount, toOrder.status], [0, 0, 'COMPLETED']);
  const fromAfter = await orderRow(fromOrderId);
  assert.equal(fromAfter.confirmedCount, fromBefore.confirmedCount);
  await assertInvariants(db);
});

test('If-Match: a review against an older ETag → 412 AS_REVIEW_STALE and nothing changes; the current one, or *, passes', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 207 });
  const req = await fileAsOk(app, w, { portalId: 207, leadId: lead.id });
  const read = await app.inject({ url: `/admin/v1/lead-as/${req.id}`, headers: adminHeaders });
  assert.equal(read.statusCode, 200, read.body);
  assert.equal(read.json().status, 'WAITING');
  assert.match(read.json().lead.phone, /^010-\*{4}-\d{4}$/, 'the contact stays masked');
  const seen = read.headers.etag as string;
  assert.match(seen, /^"as-\d+-\d+-WAITING"$/);

  // Someone else holds it meanwhile (no If-Match: API clients are not required to send one).
  const held = await review(app, req.id, { status: 'HOLD', adminNote: '녹취 확인 중' });
  assert.equal(held.statusCode, 200, held.body);
  const current = held.headers.etag as string;
  assert.notEqual(current, seen);
  const events = async () =>
    (
      await db
        .select()
        .from(leadEvents)
        .where(eq(leadEvents.leadId, Number(lead.id)))
    ).length;
  const before = await events();

  const stale = await review(app, req.id, { status: 'APPROVED', adminNote: '승인' }, seen);
  expectProblem(stale, 412, 'AS_REVIEW_STALE');
  const [row] = await db
    .select()
    .from(asRequests)
    .where(eq(asRequests.id, Number(req.id)));
  assert.equal(row.status, 'HOLD');
  assert.equal(row.adminNote, '녹취 확인 중');
  assert.equal((await leadRow(lead.id)).ownerPortalId, 207, 'the lead was not returned');
  assert.equal(await events(), before);

  // A list of tags with the current one passes; so does *.
  const ok = await review(app, req.id, { status: 'WAITING' }, `${seen}, ${current}`);
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal((await review(app, req.id, { status: 'REJECTED' }, '*')).statusCode, 200);
  assert.equal(
    (await app.inject({ url: `/admin/v1/lead-as/${req.id}`, headers: adminHeaders })).headers.etag,
    asRequestEtag((await db.select().from(asRequests).where(eq(asRequests.id, row.id)))[0]),
  );
  expectProblem(
    await app.inject({ url: '/admin/v1/lead-as/999999999', headers: adminHeaders }),
    404,
    'AS_REQUEST_NOT_FOUND',
  );
});

test('two operators review the same version at once: one decision lands, the other gets 412', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 208 });
  const req = await fileAsOk(app, w, { portalId: 208, leadId: lead.id });
  const etag = (await app.inject({ url: `/admin/v1/lead-as/${req.id}`, headers: adminHeaders })).headers.etag as string;
  const answers = await Promise.all([
    review(app, req.id, { status: 'APPROVED', adminNote: '결번 확인' }, etag),
    review(app, req.id, { status: 'REJECTED', adminNote: '통화 기록 있음' }, etag),
  ]);
  const codes = answers.map((a) => a.statusCode).sort();
  assert.deepEqual(codes, [200, 412], answers.map((a) => a.body).join('\n'));
  const winner = answers.find((a) => a.statusCode === 200)!.json();
  const [row] = await db
    .select()
    .from(asRequests)
    .where(eq(asRequests.id, Number(req.id)));
  assert.equal(row.status, winner.status);
  assert.equal(row.adminNote, winner.adminNote);
  await assertInvariants(db);
});

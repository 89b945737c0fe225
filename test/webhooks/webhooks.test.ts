import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DISABLE_AFTER_MS } from '../../src/webhooks/delivery.js';
import { createKey } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { nextPhone, placeOrder, registerOk, world } from '../helpers/fixtures.js';
import { emitEvents, fakeClock, relay, startBlackHole, startReceiver, subscribe } from './helpers.js';

const clock = fakeClock();
const { app, db } = await build({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' }, { clock: clock.now });
const w = await world(app);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let nextPortal = 100;
/** A portal key for a portal user of its own, so that each test's events reach its own endpoints only. */
async function portalKey() {
  const portalId = nextPortal++;
  const { key, id } = await createKey(app, 'portal', { portalIds: [portalId] });
  return { key, id, portalId, headers: { 'x-api-key': key } };
}

const completed = (portalId: number, orderId = 1) => ({ type: 'order.completed' as const, orderId, portalId });

async function deliveriesOf(endpointId: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/webhooks/${endpointId}/deliveries?limit=100`,
    headers: adminHeaders,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as Record<string, unknown>[];
}

test('an endpoint is created with a whsec_ secret shown once and kept encrypted; its owner alone sees it', async () => {
  const owner = await portalKey();
  const created = await subscribe(app, owner.key, {
    url: 'https://hooks.example.com/leadline',
    events: ['lead.assigned', 'order.completed'],
    description: 'CRM',
  });
  assert.match(created.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
  assert.equal(Buffer.from(created.secret.slice(6), 'base64').length, 32);
  const { rows } = await db.execute<{ secret_enc: string }>(
    sql`select secret_enc from webhook_endpoints where id = ${Number(created.id)}`,
  );
  assert.ok(!rows[0].secret_enc.includes(created.secret.slice(6)));

  const read = await app.inject({ method: 'GET', url: `/api/v1/webhooks/${created.id}`, headers: owner.headers });
  assert.equal(read.statusCode, 200);
  assert.equal(read.json().secret, undefined);
  assert.equal(read.json().enabled, true);

  const other = await portalKey();
  const foreign = await app.inject({ method: 'GET', url: `/api/v1/webhooks/${created.id}`, headers: other.headers });
  assert.equal(foreign.statusCode, 404);
  const list = await app.inject({ method: 'GET', url: '/api/v1/webhooks', headers: other.headers });
  assert.deepEqual(list.json().data, []);
  const byProvider = await app.inject({
    method: 'DELETE',
    url: `/api/v1/webhooks/${created.id}`,
    headers: w.asProvider,
  });
  assert.equal(byProvider.statusCode, 404);

  const patched = await app.inject({
    method: 'PATCH',
    url: `/api/v1/webhooks/${created.id}`,
    headers: owner.headers,
    payload: { events: ['order.completed'], enabled: false },
  });
  assert.equal(patched.statusCode, 200, patched.body);
  assert.deepEqual([patched.json().events, patched.json().enabled], [['order.completed'], false]);
  const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/webhooks/${created.id}`, headers: owner.headers });
  assert.equal(deleted.statusCode, 204);
  const gone = await app.inject({ method: 'GET', url: `/api/v1/webhooks/${created.id}`, headers: owner.headers });
  assert.equal(gone.statusCode, 404);
});

test('URLs and events the owner may not use are refused with 400; an admin key owns no endpoint', async () => {
  const owner = await portalKey();
  for (const url of [
    'http://hooks.example.com/x',
    'https://user:pw@hooks.example.com/x',
    'https://hooks.example.com:22/x',
    'https://10.0.0.1/x',
    'https://[::ffff:169.254.169.254]/x',
    'not a url',
  ]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: owner.headers,
      payload: { url, events: ['order.completed'] },
    });
    assert.equal(res.statusCode, 400, url);
    assert.equal(res.json().code, 'VALIDATION_FAILED');
  }
  const wrongEvent = await app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: w.asProvider,
    payload: { url: 'https://hooks.example.com/x', events: ['lead.assigned'] },
  });
  assert.equal(wrongEvent.statusCode, 400);
  const admin = await app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: adminHeaders,
    payload: { url: 'https://hooks.example.com/x', events: ['order.completed'] },
  });
  assert.equal(admin.statusCode, 403);
});

test('a confirmed lead reaches its portal key signed per Standard Webhooks, without personal data; a provisional one does not', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['lead.assigned', 'order.completed'] });
  receiver.state.secrets = [hook.secret];
  const order = await placeOrder(
    app,
    { ...w, asPortal: owner.headers },
    {
      regionQuantities: [{ region: '광주', quantity: 1 }],
      portalId: owner.portalId,
    },
  );
  const phone = nextPhone();
  const lead = await registerOk(app, w, { region: '광주', phone, name: '박비밀' });
  await relay(app);
  assert.equal(receiver.received.length, 0, 'a provisional assignment is not the portal user’s lead yet');

  const confirm = await app.inject({
    method: 'POST',
    url: `/admin/v1/orders/${order.id}/confirm`,
    headers: adminHeaders,
  });
  assert.equal(confirm.statusCode, 200, confirm.body);
  await relay(app);
  assert.deepEqual(receiver.state.failures, []);
  const byType = Object.fromEntries(receiver.received.map((r) => [r.json.type, r]));
  assert.deepEqual(Object.keys(byType).sort(), ['lead.assigned', 'order.completed']);
  const assigned = byType['lead.assigned'];
  assert.equal(assigned.json.data.leadId, lead.id);
  assert.equal(assigned.json.data.assignment, 'CONFIRMED');
  assert.equal(typeof assigned.json.data.version, 'number');
  assert.ok(!Number.isNaN(Date.parse(assigned.json.timestamp)));
  assert.match(assigned.id, /^msg_\d+$/);
  assert.match(assigned.signature, /^v1,[A-Za-z0-9+/]+=*$/);
  for (const r of receiver.received) {
    assert.ok(!r.body.includes('박비밀') && !r.body.includes(phone.replace(/\D/g, '')) && !r.body.includes(phone));
  }
  const log = await deliveriesOf(hook.id);
  assert.ok(log.every((d) => d.status === 'DELIVERED' && d.responseStatus === 200 && d.attempts === 1));
  assert.ok(log.every((d) => typeof d.durationMs === 'number'));
});

test('after a rotation both secrets sign for 24 hours, then the new one alone', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  const rotated = await app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/${hook.id}/rotate-secret`,
    headers: owner.headers,
  });
  assert.equal(rotated.statusCode, 200, rotated.body);
  const { secret } = rotated.json() as { secret: string };
  assert.notEqual(secret, hook.secret);
  receiver.state.secrets = [hook.secret, secret];
  await emitEvents(app, [completed(owner.portalId)]);
  await relay(app);
  assert.equal(receiver.received.length, 1);
  assert.equal(receiver.received[0].signature.split(' ').length, 2);
  assert.deepEqual(receiver.state.failures, []);

  clock.advance(24 * HOUR + MINUTE);
  receiver.state.secrets = [secret];
  await emitEvents(app, [completed(owner.portalId, 2)]);
  await relay(app);
  assert.equal(receiver.received.length, 2);
  assert.equal(receiver.received[1].signature.split(' ').length, 1);
  assert.deepEqual(receiver.state.failures, []);
});

test('a rolled-back change sends nothing; its committed twin is sent', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  await assert.rejects(
    emitEvents(app, [completed(owner.portalId, 7)], async () => {
      throw new Error('change refused');
    }),
    /change refused/,
  );
  await relay(app);
  assert.equal(receiver.received.length, 0);
  await emitEvents(app, [completed(owner.portalId, 8)]);
  await relay(app);
  assert.deepEqual(
    receiver.received.map((r) => r.json.data.orderId),
    ['8'],
  );
});

test('a receiver failing for 2 hours gets the event when it recovers: same webhook-id, nothing after the first 2xx', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  receiver.state.secrets = [hook.secret];
  receiver.state.status = 503;
  const start = clock.now();
  await emitEvents(app, [completed(owner.portalId)]);
  await relay(app);
  for (let t = 0; t < 6 * HOUR; t += 5 * MINUTE) {
    clock.advance(5 * MINUTE);
    if (clock.now() - start >= 2 * HOUR) receiver.state.status = 200;
    await relay(app);
  }
  const ids = new Set(receiver.received.map((r) => r.id));
  assert.equal(ids.size, 1);
  const ok = receiver.received.filter((r) => r.answered === 200);
  assert.equal(ok.length, 1);
  assert.equal(receiver.received.at(-1)!.answered, 200, 'nothing after the first 2xx');
  assert.ok(receiver.received.length >= 5, `retried: ${receiver.received.length} attempts`);
  assert.deepEqual(receiver.state.failures, []);
  const timestamps = receiver.received.map((r) => r.timestamp);
  assert.deepEqual(
    timestamps,
    [...timestamps].sort((a, b) => a - b),
  );
  const [delivery] = await deliveriesOf(hook.id);
  assert.equal(delivery.status, 'DELIVERED');
  assert.equal(delivery.attempts, receiver.received.length);
  // The failing runs are forgotten after the success.
  const read = await app.inject({ method: 'GET', url: `/api/v1/webhooks/${hook.id}`, headers: owner.headers });
  assert.equal(read.json().failingSince, null);
});

test('a black-hole endpoint holds two slots of its own and never delays a healthy one', async () => {
  const hole = await startBlackHole();
  const receiver = await startReceiver();
  const dead = await portalKey();
  const healthy = await portalKey();
  await subscribe(app, dead.key, { url: hole.url, events: ['order.completed'] });
  await subscribe(app, healthy.key, { url: receiver.url, events: ['order.completed'] });
  await emitEvents(
    app,
    [1, 2, 3, 4, 5].map((n) => completed(dead.portalId, n)),
  );
  await emitEvents(app, [completed(healthy.portalId, 6)]);
  await app.webhooks.relay();
  // Polled, with room for a loaded machine: the delivery is real network work, not a rule on the clock.
  for (let waited = 0; receiver.received.length === 0 && waited < 30_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.equal(receiver.received.length, 1);
  // Received while the dead endpoint's first two attempts still hang (they end only after ATTEMPT_TIMEOUT_MS, and
  // a third would then start): the healthy delivery did not wait for them.
  const { rows } = await db.execute<{ sending: number; tried: number }>(sql`
    select count(*) filter (where d.status = 'SENDING')::int as sending, count(*) filter (where d.attempts > 0)::int as tried
    from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
    where e.url = ${hole.url}`);
  assert.deepEqual(rows[0], { sending: 2, tried: 2 }, 'two in flight for the dead endpoint, the rest never tried');
  await hole.close();
  await app.webhooks.dispatcher.idle();
});

test('payloads carry the time of the change and a version: a v2 delivered before v1 is recognised by its higher version', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  await subscribe(app, owner.key, { url: receiver.url, events: ['as.status_changed'] });
  const change = (from: string, to: string) => ({
    type: 'as.status_changed' as const,
    asRequestId: 9,
    leadId: 9,
    portalId: owner.portalId,
    from,
    to,
  });
  receiver.state.status = 500;
  await emitEvents(app, [change('PENDING', 'APPROVED')]); // v1
  await relay(app); // v1 fails, retried in 5 s
  receiver.state.status = 200;
  await emitEvents(app, [change('APPROVED', 'COMPLETED')]); // v2
  await relay(app); // v2 delivered first
  clock.advance(10_000);
  await relay(app); // v1's retry
  const delivered = receiver.received.filter((r) => r.answered === 200).map((r) => r.json);
  assert.deepEqual(
    delivered.map((j) => j.data.to),
    ['COMPLETED', 'APPROVED'],
  );
  // The documented receiver rule: keep the highest version per resource, drop lower ones.
  const state = new Map<string, { version: number; to: unknown }>();
  for (const j of delivered) {
    const key = `as:${j.data.asRequestId}`;
    const version = Number(j.data.version);
    if ((state.get(key)?.version ?? 0) < version) state.set(key, { version, to: j.data.to });
  }
  assert.equal(state.get('as:9')?.to, 'COMPLETED');
  assert.ok(Number(delivered[0].data.version) > Number(delivered[1].data.version));
});

test('a delivery whose sender died (its lease ran out) is sent again: at least once; the lost attempt is logged UNKNOWN', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  await emitEvents(app, [completed(owner.portalId)]);
  await app.webhooks.relay(); // fans out and sends
  await app.webhooks.dispatcher.idle();
  // As if a sender had claimed the delivery (its attempt 2) and been killed before recording anything.
  const claimedAt = clock.now();
  await db.execute(sql`update webhook_deliveries
    set status = 'SENDING', lease_until = ${new Date(claimedAt + 2 * MINUTE)}, attempts = attempts + 1
    where endpoint_id = ${Number(hook.id)}`);
  await relay(app);
  assert.equal(receiver.received.length, 1, 'not while the lease runs');
  clock.advance(3 * MINUTE);
  await relay(app);
  assert.equal(receiver.received.length, 2);
  assert.equal(receiver.received[0].id, receiver.received[1].id);
  const [delivery] = await deliveriesOf(hook.id);
  assert.deepEqual(
    (delivery.attemptLog as Record<string, unknown>[]).map((a) => [a.attempt, a.status, a.responseStatus, a.error]),
    [
      [1, 'SUCCEEDED', 200, null],
      [2, 'UNKNOWN', null, 'NO_OUTCOME_RECORDED'],
      [3, 'SUCCEEDED', 200, null],
    ],
  );
  assert.equal((delivery.attemptLog as Record<string, unknown>[])[1].attemptedAt, new Date(claimedAt).toISOString());
});

test('the delivery log lists every attempt: number, time, outcome, response code, duration, the body as text', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  const page = '<script>alert(1)</script><h1>점검 중</h1>';
  receiver.state.status = 503;
  receiver.state.reply = page;
  const first = clock.now();
  await emitEvents(app, [completed(owner.portalId)]);
  await relay(app); // attempt 1 fails: retried after 5 s
  clock.advance(5_000);
  await relay(app); // attempt 2 fails: retried after 5 min
  receiver.state.status = 200;
  receiver.state.reply = null;
  clock.advance(5 * MINUTE);
  await relay(app); // attempt 3 succeeds
  clock.advance(HOUR);
  await relay(app); // nothing more

  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/webhooks/${hook.id}/deliveries`,
    headers: owner.headers,
  });
  assert.equal(res.statusCode, 200, res.body);
  // A JSON document the browser does not sniff into a page: the receiver's HTML is a string in it.
  assert.match(String(res.headers['content-type']), /^application\/json/);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  const [delivery] = res.json().data as Record<string, unknown>[];
  const log = delivery.attemptLog as Record<string, unknown>[];
  assert.equal(delivery.attempts, 3);
  assert.deepEqual(
    log.map((a) => [a.attempt, a.status, a.responseStatus, a.responseBody, a.error]),
    [
      [1, 'FAILED', 503, page, 'HTTP_503'],
      [2, 'FAILED', 503, page, 'HTTP_503'],
      [3, 'SUCCEEDED', 200, 'ok', null],
    ],
  );
  assert.deepEqual(
    log.map((a) => a.attemptedAt),
    [first, first + 5_000, first + 5_000 + 5 * MINUTE].map((t) => new Date(t).toISOString()),
  );
  assert.ok(log.every((a) => Number.isInteger(a.durationMs) && (a.durationMs as number) >= 0));
  // The delivery's own fields are its last attempt's.
  assert.deepEqual(
    [delivery.status, delivery.responseStatus, delivery.responseBody, delivery.durationMs],
    ['DELIVERED', 200, 'ok', log[2].durationMs],
  );
});

test('a response body is kept as its first 1 KiB of text: no character cut in two, a NUL byte shown, not lost', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  receiver.state.status = 500;
  // 8 bytes, then 3-byte characters: the 1,024th byte falls inside the 339th.
  receiver.state.reply = Buffer.concat([Buffer.from('오류'), Buffer.from([0]), Buffer.from(`!${'가'.repeat(600)}`)]);
  await emitEvents(app, [completed(owner.portalId)]);
  await relay(app);
  const [delivery] = await deliveriesOf(hook.id);
  const [attempt] = delivery.attemptLog as Record<string, unknown>[];
  assert.equal(attempt.status, 'FAILED');
  assert.equal(attempt.responseBody, `오류\uFFFD!${'가'.repeat(338)}`);
  assert.ok(Buffer.byteLength(String(attempt.responseBody)) <= 1024);
  assert.equal(delivery.responseBody, attempt.responseBody);
  assert.equal(delivery.status, 'PENDING', 'recorded, and retried on schedule');
});

test('the log keeps the latest 20 attempts of a delivery', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  receiver.state.status = 500;
  const sent = await app.inject({ method: 'POST', url: `/api/v1/webhooks/${hook.id}/test`, headers: owner.headers });
  assert.equal(sent.statusCode, 202, sent.body);
  const [deliveryId] = sent.json().deliveryIds as string[];
  await relay(app);
  for (let n = 2; n <= 25; n++) {
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${hook.id}/deliveries/${deliveryId}/redeliver`,
      headers: owner.headers,
    });
    assert.equal(again.json().queued, 1);
    await relay(app);
  }
  assert.equal(receiver.received.length, 25);
  const [delivery] = await deliveriesOf(hook.id);
  assert.equal(delivery.attempts, 25);
  assert.deepEqual(
    (delivery.attemptLog as Record<string, unknown>[]).map((a) => a.attempt),
    Array.from({ length: 20 }, (_, i) => i + 6),
  );
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from webhook_attempts where delivery_id = ${Number(deliveryId)}`,
  );
  assert.equal(rows[0].n, 20);
});

test('test events, redelivery and recovery send signed deliveries again under their webhook-id', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  receiver.state.secrets = [hook.secret];
  const test = await app.inject({ method: 'POST', url: `/api/v1/webhooks/${hook.id}/test`, headers: owner.headers });
  assert.equal(test.statusCode, 202, test.body);
  await relay(app);
  assert.equal(receiver.received[0]?.json.type, 'webhook.test');

  const [delivery] = await deliveriesOf(hook.id);
  const again = await app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/${hook.id}/deliveries/${delivery.id}/redeliver`,
    headers: owner.headers,
  });
  assert.equal(again.statusCode, 202, again.body);
  await relay(app);
  assert.equal(receiver.received.length, 2);
  assert.equal(receiver.received[1].id, receiver.received[0].id);

  // Three days of failures: the delivery gives up (FAILED); recover sends it again.
  receiver.state.status = 500;
  await emitEvents(app, [completed(owner.portalId)]);
  const since = new Date(clock.now() - MINUTE).toISOString();
  await relay(app);
  for (let i = 0; i < 10; i++) {
    clock.advance(10 * HOUR);
    await relay(app);
  }
  const failed = (await deliveriesOf(hook.id)).find((d) => d.eventType === 'order.completed');
  assert.equal(failed?.status, 'FAILED');
  receiver.state.status = 200;
  const recovered = await app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/${hook.id}/recover`,
    headers: owner.headers,
    payload: { since },
  });
  assert.equal(recovered.statusCode, 202, recovered.body);
  assert.equal(recovered.json().queued, 1);
  await relay(app);
  assert.equal(receiver.received.at(-1)?.answered, 200);
  assert.equal(receiver.received.at(-1)?.json.type, 'order.completed');
  assert.deepEqual(receiver.state.failures, []);
});

test('an endpoint failing for 5 days is disabled and says why; the owner enables it again', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  receiver.state.status = 500;
  for (let day = 0; day <= 5; day++) {
    await emitEvents(app, [completed(owner.portalId, 100 + day)]);
    await relay(app);
    clock.advance(DISABLE_AFTER_MS / 5);
  }
  await emitEvents(app, [completed(owner.portalId, 200)]);
  await relay(app);
  const read = await app.inject({ method: 'GET', url: `/api/v1/webhooks/${hook.id}`, headers: owner.headers });
  assert.deepEqual(
    [read.json().enabled, read.json().disabledReason, read.json().lastError],
    [false, 'FAILING', 'HTTP_500'],
  );
  const sent = receiver.received.length;
  clock.advance(HOUR);
  await relay(app);
  assert.equal(receiver.received.length, sent, 'nothing is sent to a disabled endpoint');

  receiver.state.status = 200;
  const enabled = await app.inject({
    method: 'PATCH',
    url: `/api/v1/webhooks/${hook.id}`,
    headers: owner.headers,
    payload: { enabled: true },
  });
  assert.deepEqual([enabled.json().enabled, enabled.json().disabledReason], [true, null]);
  await relay(app);
  assert.ok(receiver.received.length > sent);
});

test('revoking a key disables its endpoints (KEY_REVOKED) and stops its deliveries', async () => {
  const receiver = await startReceiver();
  const owner = await portalKey();
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  const revoke = await app.inject({ method: 'DELETE', url: `/admin/v1/api-keys/${owner.id}`, headers: adminHeaders });
  assert.equal(revoke.statusCode, 204);
  await emitEvents(app, [completed(owner.portalId)]);
  await relay(app);
  assert.equal(receiver.received.length, 0);
  const read = await app.inject({ method: 'GET', url: `/api/v1/webhooks/${hook.id}`, headers: adminHeaders });
  assert.deepEqual([read.json().enabled, read.json().disabledReason], [false, 'KEY_REVOKED']);
});

test('lead_import.completed reaches the keys of the import’s provider only', async () => {
  const mine = await world(app);
  const other = await world(app);
  const receiver = await startReceiver();
  const otherReceiver = await startReceiver();
  const endpoint = await subscribe(app, mine.providerKey, { url: receiver.url, events: ['lead_import.completed'] });
  receiver.state.secrets = [endpoint.secret];
  await subscribe(app, other.providerKey, { url: otherReceiver.url, events: ['lead_import.completed'] });
  const completed = {
    type: 'lead_import.completed' as const,
    importId: 41,
    providerId: Number(mine.provider.id),
    status: 'COMPLETED',
    dryRun: false,
    registered: 3,
    duplicates: 1,
    invalid: 1,
  };
  await emitEvents(app, [completed]);
  await relay(app);
  assert.deepEqual(
    receiver.received.map((r) => [r.json.type, r.json.data.importId, r.json.data.registered]),
    [['lead_import.completed', '41', 3]],
  );
  assert.deepEqual(receiver.state.failures, []);
  assert.equal(otherReceiver.received.length, 0, "another provider's key hears nothing");
  // A portal key may not subscribe to it.
  const { key: portalKey } = await createKey(app, 'portal');
  const refused = await app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: { 'x-api-key': portalKey },
    payload: { url: receiver.url, events: ['lead_import.completed'] },
  });
  assert.equal(refused.statusCode, 400, refused.body);
});

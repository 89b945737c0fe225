import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { leads, noticeItems, notificationSettings } from '../../../src/db/schema/index.js';
import { queueNotices } from '../../../src/leads/notifications/notices.service.js';
import { internalCaller } from '../../../src/platform/access/caller.js';
import { emit } from '../../../src/platform/events.js';
import { withTransaction } from '../../../src/platform/transactions.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { registerOk } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { assertServedByIndexes } from '../../helpers/index-plans.js';
import { kst, noticeHelpers } from './helpers.js';

const URL_OF_PORTAL = 'https://portal.example.com/leads';
const clock = testClock(kst('2026-12-07T10:00'));
const { app, db, logs } = await build(
  { PORTAL_LEADS_URL: URL_OF_PORTAL, SMS_SENDER_NUMBER: '1588-1234' },
  { clock: clock.now },
);
const given = factories(app);
const w = await given.world('암보험 DB');
const { putSettings, getSettings, log, kakao, drain, send, outboxFiles } = noticeHelpers(app, w, clock);

let lastPortal = 700;
const nextPortal = () => ++lastPortal;
/** Each test starts on its own working-day morning, so messages of one test are never due in another. */
let day = 7;
const morning = () => clock.set(kst(`2026-12-${String(++day).padStart(2, '0')}T10:00`));

/** A lead confirmed to `portalId` by a registration (automatic assignment), then the drain that follows commits. */
async function assigned(portalId: number, body: Record<string, unknown> = {}) {
  const lead = await registerOk(app, w, { portalId, region: '서울', ...body });
  await drain();
  return lead;
}

const fixedText = (n: number, regions: string) =>
  `[리드라인] 암보험 DB ${n}건이 배정되었습니다 (${regions}). 확인: ${URL_OF_PORTAL}`;

// ---------- settings ----------

test('settings: phone required unless NONE, quiet hours default 21:00–08:00, wrap midnight, bad → 400', async () => {
  const portalId = nextPortal();
  const none = await getSettings(portalId);
  assert.equal(none.statusCode, 200);
  assert.deepEqual(none.json(), {
    portalId,
    channel: 'NONE',
    phone: null,
    quietHours: { from: '21:00', to: '08:00' },
    updatedAt: null,
  });

  for (const channel of ['KAKAO', 'SMS']) {
    const res = await putSettings({ portalId, channel });
    expectProblem(res, 400, 'VALIDATION_FAILED');
    assert.deepEqual(
      res.json().errors.map((e: { field: string }) => e.field),
      ['phone'],
    );
  }
  const offWithoutPhone = await putSettings({ portalId, channel: 'NONE' });
  assert.equal(offWithoutPhone.statusCode, 200);
  assert.equal(offWithoutPhone.json().phone, null);

  const defaults = await putSettings({ portalId, channel: 'SMS', phone: '01098765432' });
  assert.equal(defaults.statusCode, 200);
  assert.deepEqual(defaults.json().quietHours, { from: '21:00', to: '08:00' });
  assert.equal(defaults.json().updatedAt, new Date(clock.now()).toISOString());

  const wrapped = await putSettings({
    portalId,
    channel: 'KAKAO',
    phone: '+82 10-9876-5432',
    quietHours: { from: '22:30', to: '07:00' },
  });
  assert.equal(wrapped.statusCode, 200);
  assert.deepEqual((await getSettings(portalId)).json().quietHours, { from: '22:30', to: '07:00' });

  const bad: [Record<string, unknown>, string[]][] = [
    [{ channel: 'SMS', phone: '12345' }, ['phone']],
    [{ channel: 'KAKAO', phone: '010-1234-5678', quietHours: { from: '25:00', to: '08:00' } }, ['quietHours.from']],
    [{ channel: 'KAKAO', phone: '010-1234-5678', quietHours: { from: '21:00', to: '8' } }, ['quietHours.to']],
    [{ channel: 'KAKAO', phone: '010-1234-5678', quietHours: { from: '00:00', to: '24:00' } }, ['quietHours.to']],
    [{ channel: 'KAKAO', phone: 'x', quietHours: { from: '9:00', to: '08:00' } }, ['phone', 'quietHours.from']],
  ];
  for (const [body, fields] of bad) {
    const res = await putSettings({ portalId, ...body });
    expectProblem(res, 400, 'VALIDATION_FAILED');
    assert.deepEqual(
      res.json().errors.map((e: { field: string }) => e.field),
      fields,
      JSON.stringify(body),
    );
  }
  for (const body of [
    { portalId, channel: 'EMAIL', phone: '010-1234-5678' },
    { portalId, channel: 'KAKAO', phone: '010-1234-5678', quietHours: { from: '21:00' } },
    { portalId, channel: 'KAKAO', phone: '010-1234-5678', sound: true },
    { channel: 'NONE' },
  ]) {
    expectProblem(await putSettings(body), 400, 'VALIDATION_FAILED');
  }
  // Nothing refused changed the settings.
  assert.deepEqual((await getSettings(portalId)).json().quietHours, { from: '22:30', to: '07:00' });
});

test('settings: a portal key limited to other portal users → 403 KEY_SCOPE', async () => {
  const limited = { 'x-api-key': (await given.key('portal', { portalIds: [1] })).key };
  expectProblem(await putSettings({ portalId: 2, channel: 'NONE' }, limited), 403, 'KEY_SCOPE');
  expectProblem(await getSettings(2, limited), 403, 'KEY_SCOPE');
  assert.equal((await getSettings(1, limited)).statusCode, 200);
});

test('settings: the phone is shown as given by PUT, masked by GET, sealed at rest and never logged', async () => {
  const portalId = nextPortal();
  const phone = '010-4821-7390';
  const put = await putSettings({ portalId, channel: 'KAKAO', phone: '01048217390' });
  assert.equal(put.json().phone, phone);
  assert.equal((await getSettings(portalId)).json().phone, '010-****-7390');

  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.portalId, portalId));
  assert.ok(row.phoneEnc);
  for (const needle of ['01048217390', '48217390', '4821-7390', '4821']) {
    assert.ok(!row.phoneEnc.includes(needle), 'no digits of the phone in its ciphertext');
  }
  assert.equal(app.deps.vault.decrypt(row.phoneEnc), '01048217390');
  assert.equal(row.phoneMasked, '010-****-7390');
  for (const line of logs) assert.ok(!line.includes('48217390') && !line.includes('4821-7390'), line);
});

// ---------- batching ----------

test('two leads 30 s apart → one message with both at first + 60 s; a third after the send → a new message', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  const start = clock.now();
  await assigned(portalId, { region: '서울' });
  clock.advance(30_000);
  await assigned(portalId, { region: '경기' });

  clock.set(start + 59_999);
  assert.equal((await send()).SENT, 0, 'not before 60 s');
  const waiting = await log(portalId);
  assert.equal(waiting.data.length, 1);
  assert.equal(waiting.data[0].status, 'QUEUED');
  assert.equal(waiting.data[0].leadCount, 2);
  assert.equal(waiting.data[0].sentAt, null);

  clock.set(start + 60_000);
  assert.equal((await send()).SENT, 1);
  const [sent] = (await log(portalId)).data;
  assert.equal(sent.status, 'SENT');
  assert.equal(sent.leadCount, 2);
  assert.equal(sent.sentAt, new Date(start + 60_000).toISOString());
  assert.equal(sent.channel, 'KAKAO');
  assert.equal(sent.to, '010-****-6789');
  assert.equal(outboxFiles(sent.id).KAKAO.text, fixedText(2, '서울, 경기'));
  assert.equal(outboxFiles(sent.id).KAKAO.to, '01023456789');
  assert.equal((await send()).SENT, 0, 'sent once');

  clock.advance(10_000);
  await assigned(portalId);
  const [next, first] = (await log(portalId)).data;
  assert.equal(first.id, sent.id);
  assert.equal(next.status, 'QUEUED');
  clock.advance(59_000);
  assert.equal((await send()).SENT, 0);
  clock.advance(1_000);
  assert.equal((await send()).SENT, 1);
  assert.equal(outboxFiles(next.id).KAKAO.text, fixedText(1, '서울'));
});

test('quiet hours: leads at 22:00 and 23:30 Korea time wait and go out at 08:00 as one message', async () => {
  clock.set(kst('2026-12-20T22:00'));
  const portalId = nextPortal();
  await kakao(portalId);
  await assigned(portalId);
  clock.set(kst('2026-12-20T23:30'));
  await assigned(portalId, { region: '부산' });
  clock.set(kst('2026-12-21T07:59'));
  assert.equal((await send()).SENT, 0);
  clock.set(kst('2026-12-21T08:00'));
  assert.equal((await send()).SENT, 1);
  const { data } = await log(portalId);
  assert.equal(data.length, 1);
  assert.equal(data[0].sentAt, kst('2026-12-21T08:00').toISOString());
  assert.equal(outboxFiles(data[0].id).KAKAO.text, fixedText(2, '서울, 부산'));
});

test('changed settings apply to a waiting message: its due time, its channel and its number', async () => {
  clock.set(kst('2026-12-22T21:30'));
  const portalId = nextPortal();
  await kakao(portalId);
  await assigned(portalId);
  clock.set(kst('2026-12-22T21:31'));
  assert.equal((await send()).SENT, 0, 'quiet: waits for 08:00');
  await putSettings({ portalId, channel: 'SMS', phone: '010-8642-9753', quietHours: { from: '23:00', to: '07:00' } });
  const [waiting] = (await log(portalId)).data;
  assert.deepEqual([waiting.status, waiting.channel, waiting.to], ['QUEUED', 'SMS', '010-****-9753']);
  assert.equal((await send()).SENT, 1, 'no longer quiet: due 60 s after the lead');
  const [sent] = (await log(portalId)).data;
  assert.deepEqual([sent.status, sent.channel, sent.to], ['SENT', 'SMS', '010-****-9753']);
  assert.equal(outboxFiles(sent.id).SMS.to, '01086429753');
});

test('a lead suppressed before sending is left out; a message with no lead left is not sent', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  const phone = '010-7311-2045';
  await assigned(portalId, { phone });
  await assigned(portalId);
  const suppressed = await app.inject({
    method: 'POST',
    url: '/admin/v1/suppressions',
    headers: adminHeaders,
    payload: { phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' },
  });
  assert.equal(suppressed.statusCode, 200, suppressed.body);
  await drain();
  clock.advance(60_000);
  assert.equal((await send()).SENT, 2);
  const byKind = Object.fromEntries((await log(portalId)).data.map((m) => [m.kind, m]));
  assert.equal(byKind.ASSIGNED.leadCount, 1);
  assert.equal(outboxFiles(byKind.ASSIGNED.id).KAKAO.text, fixedText(1, '서울'));
  assert.equal(byKind.SUPPRESSED.leadCount, 1);
  assert.equal(
    outboxFiles(byKind.SUPPRESSED.id).KAKAO.text,
    `[리드라인] 암보험 DB 1건이 연락거부로 등록되었습니다. 더 이상 연락하지 마세요. 확인: ${URL_OF_PORTAL}`,
  );

  // Every lead of a message suppressed before it is due: nothing is sent.
  const alone = nextPortal();
  await kakao(alone);
  const lonePhone = '010-7311-2046';
  await assigned(alone, { phone: lonePhone });
  await app.inject({
    method: 'POST',
    url: '/admin/v1/suppressions',
    headers: adminHeaders,
    payload: { phone: lonePhone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' },
  });
  await drain();
  clock.advance(60_000);
  const result = await send();
  assert.equal(result.DROPPED, 1);
  assert.deepEqual(
    (await log(alone)).data.map((m) => m.kind),
    ['SUPPRESSED'],
  );
});

// ---------- delivery ----------

test('a failed 알림톡 falls back to SMS from SMS_SENDER_NUMBER', async () => {
  morning();
  const portalId = nextPortal();
  // The sandbox refuses 알림톡 to 0XX-0000-XXXX.
  await kakao(portalId, { phone: '010-0000-4321' });
  await assigned(portalId);
  clock.advance(60_000);
  assert.equal((await send()).SENT, 1);
  const [entry] = (await log(portalId)).data;
  assert.equal(entry.status, 'SENT');
  assert.equal(entry.channel, 'SMS');
  assert.match(entry.failureMessage ?? '', /알림톡.*sent by SMS/);
  const files = outboxFiles(entry.id);
  assert.equal(files.KAKAO.delivered, false);
  assert.equal(files.SMS.delivered, true);
  assert.equal(files.SMS.from, '15881234');
  assert.equal(files.SMS.to, '01000004321');
  assert.equal(files.SMS.text, fixedText(1, '서울'));
});

test('SMS channel: sent by SMS only', async () => {
  morning();
  const portalId = nextPortal();
  await putSettings({ portalId, channel: 'SMS', phone: '010-0000-9999' });
  await assigned(portalId);
  clock.advance(60_000);
  await send();
  const [entry] = (await log(portalId)).data;
  assert.deepEqual([entry.status, entry.channel, entry.failureMessage], ['SENT', 'SMS', null]);
  assert.deepEqual(Object.keys(outboxFiles(entry.id)), ['SMS']);
});

test('the text is the fixed template, with no name or phone of the consumer; the outbox file is 0600', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  const consumerPhone = '010-6402-1187';
  await assigned(portalId, { name: '김민지', phone: consumerPhone, region: '경기' });
  clock.advance(60_000);
  await send();
  const [entry] = (await log(portalId)).data;
  const file = outboxFiles(entry.id).KAKAO;
  assert.equal(file.text, fixedText(1, '경기'));
  const written = JSON.stringify(file);
  for (const secret of ['김민지', '민지', '64021187', '6402-1187', '1187'])
    assert.ok(!written.includes(secret), secret);
  assert.equal(statSync(file.path).mode & 0o777, 0o600);
});

test('channel NONE or no settings: nothing is queued or sent', async () => {
  morning();
  const unset = nextPortal();
  const off = nextPortal();
  await putSettings({ portalId: off, channel: 'NONE', phone: '010-2345-6789' });
  await assigned(unset);
  await assigned(off);
  clock.advance(60_000);
  await send();
  assert.equal((await log(unset)).pagination.total, 0);
  assert.equal((await log(off)).pagination.total, 0);
});

test('messages queued before the consultant turned messages off are not sent (FAILED, said why)', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  await assigned(portalId);
  await putSettings({ portalId, channel: 'NONE' });
  clock.advance(60_000);
  assert.equal((await send()).FAILED, 1);
  const [entry] = (await log(portalId)).data;
  assert.equal(entry.status, 'FAILED');
  assert.match(entry.failureMessage ?? '', /turned messages off/);
});

// ---------- the log ----------

test('the log: envelope, newest first, masked number, the caller’s messages only', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  for (let i = 0; i < 3; i++) {
    await assigned(portalId);
    clock.advance(60_000);
    await send();
  }
  const all = await log(portalId);
  assert.deepEqual(all.pagination, { page: 1, limit: 20, total: 3, totalPages: 1 });
  const created = all.data.map((m) => m.createdAt);
  assert.deepEqual(created, [...created].sort().reverse());
  for (const m of all.data) {
    assert.deepEqual(Object.keys(m).sort(), [
      'channel',
      'createdAt',
      'failureMessage',
      'id',
      'kind',
      'leadCount',
      'sentAt',
      'status',
      'to',
    ]);
    assert.equal(m.to, '010-****-6789');
  }
  const page2 = await log(portalId, '&page=2&limit=2');
  assert.deepEqual(page2.pagination, { page: 2, limit: 2, total: 3, totalPages: 2 });
  assert.equal(page2.data[0].id, all.data[2].id);
  assert.equal((await log(nextPortal())).pagination.total, 0);
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/notification-settings/log?portalId=${portalId}&limit=101`,
    headers: w.asPortal,
  });
  expectProblem(res, 400, 'VALIDATION_FAILED');
});

// ---------- the first-contact deadline's hook, idempotency ----------

test('the hook is called with the leads and the sending time, in the sending transaction, for ASSIGNED only', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  const a = await assigned(portalId);
  const b = await assigned(portalId);
  const calls: { portalId: number; leadIds: number[]; sentAt: string }[] = [];
  const deps = {
    ...app.notices,
    onLeadsTold: async (_tx: unknown, p: number, leadIds: number[], sentAt: Date) => {
      calls.push({ portalId: p, leadIds: [...leadIds].sort((x, y) => x - y), sentAt: sentAt.toISOString() });
    },
  };
  clock.advance(60_000);
  await send(deps);
  assert.deepEqual(calls, [
    { portalId, leadIds: [Number(a.id), Number(b.id)], sentAt: new Date(clock.now()).toISOString() },
  ]);

  // A hook that fails rolls the sending back: the message stays queued for the next run.
  await assigned(portalId);
  clock.advance(60_000);
  const failing = {
    ...app.notices,
    onLeadsTold: async () => {
      throw new Error('deadline not started');
    },
  };
  await assert.rejects(send(failing));
  assert.equal((await log(portalId)).data[0].status, 'QUEUED');
  assert.equal((await send()).SENT, 1);
});

test('the same source twice is one item (events are handed over at least once)', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  const lead = await assigned(portalId);
  const again = { portalId, kind: 'ASSIGNED' as const, leadIds: [Number(lead.id)], source: 'event:replayed' };
  const now = new Date(clock.now());
  await withTransaction(db, (tx) => queueNotices(tx, now, [again]));
  await withTransaction(db, (tx) => queueNotices(tx, now, [again]));
  const items = await db.select().from(noticeItems).where(eq(noticeItems.portalId, portalId));
  assert.equal(items.length, 2, 'the registration’s event and the replayed source, once each');
  clock.advance(60_000);
  await send();
  const [entry] = (await log(portalId)).data;
  assert.equal(entry.leadCount, 1, 'a lead told twice is counted once');
  assert.equal(outboxFiles(entry.id).KAKAO.text, fixedText(1, '서울'));
});

test('a distribution received tells the recipient; recalled before sending, it is left out', async () => {
  morning();
  const from = nextPortal();
  const to = nextPortal();
  await kakao(to);
  const kept = await given.assignedLead({ world: w, portalId: from, region: '대전' });
  const recalled = await given.assignedLead({ world: w, portalId: from, region: '대전' });
  const distribute = (leadIds: string[]) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/distribute',
      headers: w.asPortal,
      payload: { fromPortalId: from, toPortalId: to, leadIds },
    });
  assert.equal((await distribute([kept.id])).statusCode, 200);
  assert.equal((await distribute([recalled.id])).statusCode, 200);
  const recall = await app.inject({
    method: 'POST',
    url: '/api/v1/distribute/recall',
    headers: w.asPortal,
    payload: { portalId: from, leadIds: [recalled.id] },
  });
  assert.equal(recall.statusCode, 200, recall.body);
  await drain();
  clock.advance(60_000);
  assert.equal((await send()).SENT, 1);
  const [entry] = (await log(to)).data;
  assert.equal(entry.leadCount, 1);
  assert.equal(outboxFiles(entry.id).KAKAO.text, fixedText(1, '대전'));
});

test('an operator’s confirmation tells the order’s consultant; a provisional assignment tells nothing', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  // A product of its own, so that no open order of another test takes the lead.
  const own = await given.world('종신보험');
  const order = await given.order({ world: own, portalId });
  const lead = await registerOk(app, own, { region: '서울' });
  await drain();
  clock.advance(60_000);
  await send();
  assert.equal((await log(portalId)).pagination.total, 0, 'provisional: nothing to tell yet');

  const confirmed = await app.inject({
    method: 'POST',
    url: `/admin/v1/orders/${order.id}/confirm`,
    headers: adminHeaders,
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  await drain();
  clock.advance(60_000);
  const calls: number[][] = [];
  await send({ ...app.notices, onLeadsTold: async (_tx, _p, leadIds) => void calls.push(leadIds) });
  const [entry] = (await log(portalId)).data;
  assert.equal(entry.status, 'SENT');
  assert.equal(
    outboxFiles(entry.id).KAKAO.text,
    `[리드라인] 종신보험 DB 1건이 배정되었습니다 (서울). 확인: ${URL_OF_PORTAL}`,
  );
  assert.deepEqual(calls, [[Number(lead.id)]]);
});

test('a lead taken back after its first-contact time is told; other recalls are not', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  const lead = await given.assignedLead({ world: w, portalId, region: '인천' });
  const recalled = (reason: 'SLA_EXPIRED' | 'ORDER_CANCELLED' | 'PAUSED') => ({
    type: 'lead.recalled' as const,
    leadId: Number(lead.id),
    orderId: Number(lead.orderId),
    portalId,
    reason,
  });
  await emit(db, internalCaller('deadline-sweep'), [recalled('ORDER_CANCELLED'), recalled('PAUSED')]);
  await drain();
  assert.equal((await log(portalId)).pagination.total, 0);
  await emit(db, internalCaller('deadline-sweep'), [recalled('SLA_EXPIRED')]);
  await drain();
  clock.advance(60_000);
  assert.equal((await send()).SENT, 1);
  const [entry] = (await log(portalId)).data;
  assert.equal(entry.kind, 'TAKEN_BACK');
  assert.equal(
    outboxFiles(entry.id).KAKAO.text,
    `[리드라인] 암보험 DB 1건이 첫 연락 기한이 지나 회수되었습니다. 확인: ${URL_OF_PORTAL}`,
  );
});

test('half-time notices queued by the deadline sweep go out as one message of their own', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  const a = await given.assignedLead({ world: w, portalId });
  const b = await given.assignedLead({ world: w, portalId });
  const gone = await given.assignedLead({ world: w, portalId: nextPortal() });
  const now = new Date(clock.now());
  const leadIds = [a, b, gone].map((l) => Number(l.id));
  await withTransaction(db, (tx) =>
    queueNotices(tx, now, [{ portalId, kind: 'HALF_TIME', leadIds, source: 'deadline:half' }]),
  );
  clock.advance(60_000);
  assert.equal((await send()).SENT, 1);
  const [entry] = (await log(portalId)).data;
  assert.equal(entry.kind, 'HALF_TIME');
  assert.equal(entry.leadCount, 2, 'a lead that is not theirs is left out');
  assert.equal(
    outboxFiles(entry.id).KAKAO.text,
    `[리드라인] 암보험 DB 2건의 첫 연락 기한이 절반 지났습니다. 확인: ${URL_OF_PORTAL}`,
  );
});

test('the statements of queueing, sending and the log are served by indexes', async () => {
  await assertServedByIndexes(db, [
    ['notices recorded for leads', 'select portal_id from notice_items where lead_id = any(array[1, 2]::bigint[])'],
    [
      'the open messages of a consultant',
      "select id from notice_messages where portal_id = 1 and kind = 'ASSIGNED' and status = 'QUEUED'",
    ],
    ['the due messages', "select id from notice_messages where status = 'QUEUED' and due_at <= now() order by due_at"],
    ['the items of a message', 'select id from notice_items where message_id = 1'],
    ['the log', 'select id from notice_messages where portal_id = 1 order by created_at desc, id desc limit 20'],
  ]);
});

test('a lead erased before sending is left out', async () => {
  morning();
  const portalId = nextPortal();
  await kakao(portalId);
  const erased = await assigned(portalId);
  await assigned(portalId, { region: '울산' });
  // What an erasure leaves of the lead (its personal data emptied), for what this test is about: the message.
  await db
    .update(leads)
    .set({ erasedAt: new Date(clock.now()) })
    .where(eq(leads.id, Number(erased.id)));
  clock.advance(60_000);
  assert.equal((await send()).SENT, 1);
  const [entry] = (await log(portalId)).data;
  assert.equal(entry.leadCount, 1);
  assert.equal(outboxFiles(entry.id).KAKAO.text, fixedText(1, '울산'));
});

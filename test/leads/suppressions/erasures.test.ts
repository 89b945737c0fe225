import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { asRequests, auditLog, idempotencyKeys, leads, piiAccessLog } from '../../../src/db/schema/index.js';
import { eraseExpiredLeads } from '../../../src/leads/suppressions/erasures.service.js';
import { internalCaller } from '../../../src/platform/access/caller.js';
import { adminPost, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { nextPhone, register, registerOk, world } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';

const clock = testClock(Date.parse('2026-11-20T01:00:00.000Z'));
const t = await build({}, { clock: clock.now });
const { app, db } = t;
const w = await world(app);
const given = factories(app);
await given.asReason({ code: 'CONTACT_SUPPRESSED', label: '연락금지' });

const asPortal = (url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: payload ? 'POST' : 'GET', url, headers: w.asPortal, payload });

test('an erasure deletes the personal data of every lead of the phone in every provider, keeps the rest', async () => {
  const phone = nextPhone();
  const other = await world(app);
  const mine = await registerOk(app, w, {
    portalId: 4101,
    phone,
    name: '홍길동',
    email: 'abcdef@example.com',
    address: '서울시 어딘가',
    memo: '오후 통화 희망',
    birth_date: '900101',
    gender: 'M',
    region: '서울',
  });
  const theirs = await registerOk(app, other, { phone, name: '홍길동' });
  const used = await app.inject({
    method: 'POST',
    url: `/api/v1/leads/${mine.id}/use`,
    headers: { ...w.asPortal, 'idempotency-key': `use-${phone}` },
    payload: { portalId: 4101 },
  });
  assert.equal(used.statusCode, 200);
  const as = await asPortal('/api/v1/lead-as', {
    portalId: 4101,
    leadId: mine.id,
    reasonCode: 'CONTACT_SUPPRESSED',
    customerMemo: '본인이 삭제 요청',
  });
  assert.equal(as.statusCode, 200, as.body);

  const res = await app.inject({
    method: 'POST',
    url: '/admin/v1/erasures',
    headers: adminHeaders,
    payload: { phone, reason: '본인 삭제 요구(전화)', identityCheck: 'CALLBACK' },
  });
  assert.equal(res.statusCode, 200, res.body);
  const erasure = res.json();
  assert.equal(erasure.erasedLeadCount, 2);
  assert.equal(erasure.dueAt, '2026-11-30T01:00:00.000Z');
  assert.equal(JSON.stringify(erasure).includes(phone.slice(-4)), false);

  const [row] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, Number(mine.id)));
  assert.equal(row.name, '');
  assert.equal(row.phoneEnc, '');
  assert.equal(row.phone1, '');
  assert.equal(row.email, null);
  assert.equal(row.address, null);
  assert.equal(row.memo, null);
  assert.equal(row.birthDate, null);
  assert.equal(row.gender, null);
  assert.notEqual(row.erasedAt, null);
  assert.equal(row.status, 'ASSIGNED', 'status and ownership stay');
  const [request] = await db
    .select()
    .from(asRequests)
    .where(eq(asRequests.leadId, Number(mine.id)));
  assert.equal(request.customerMemo, null);
  assert.equal(request.status, 'WAITING');
  const stored = await db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, `use-${phone}`));
  assert.equal(stored.length, 0, 'the stored use response is deleted');

  const single = (await asPortal(`/api/v1/leads/${mine.id}?portalId=4101`)).json();
  assert.equal(single.erased, true);
  assert.equal(single.suppressed, true);
  for (const field of ['name', 'phone', 'email', 'address', 'memo', 'birth_date', 'gender', 'metadata']) {
    assert.equal(single[field], null, field);
  }
  expectProblem(await asPortal(`/api/v1/leads/${mine.id}/use`, { portalId: 4101 }), 400, 'LEAD_ERASED');
  const contacts = (await asPortal('/api/v1/leads/contacts', { portalId: 4101, leadIds: [mine.id] })).json();
  assert.deepEqual(contacts.skipped, [{ id: mine.id, reason: 'ERASED' }]);
  const admin = (await app.inject({ url: `/admin/v1/leads?id=${theirs.id}`, headers: adminHeaders })).json().data[0];
  assert.deepEqual([admin.erased, admin.name, admin.phone, admin.email], [true, null, null, null]);
  expectProblem(
    await app.inject({
      method: 'POST',
      url: `/admin/v1/leads/${mine.id}/contact`,
      headers: adminHeaders,
      payload: { reason: '고객 문의 확인' },
    }),
    400,
    'LEAD_ERASED',
  );
  const history = (await app.inject({ url: `/admin/v1/leads/${mine.id}/history`, headers: adminHeaders })).json();
  assert.equal(history.erased, true);
  assert.ok(history.events.some((e: { event: string }) => e.event === 'ERASED'));

  // the number is not sold again; the suppression holds the keyed hash only
  expectProblem(await register(app, w, { phone }), 409, 'CONTACT_SUPPRESSED');
  const s = (await app.inject({ url: `/admin/v1/suppressions?phone=${phone}`, headers: adminHeaders })).json().data[0];
  assert.equal(s.id, erasure.suppressionId);
  assert.equal(s.reason, 'ERASURE_REQUEST');
  const [audit] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `erasure:${erasure.id}`));
  assert.equal(JSON.stringify(audit).includes(phone.slice(-4)), false);

  const list = (await app.inject({ url: '/admin/v1/erasures', headers: adminHeaders })).json();
  assert.equal(list.data[0].id, erasure.id);
  const told = await adminPost(app, `/admin/v1/erasures/${erasure.id}/notified`, { channel: 'WRITTEN' });
  assert.ok(told.resultNotifiedAt);
});

test('an erasure needs an identity check other than NONE', async () => {
  expectProblem(
    await app.inject({
      method: 'POST',
      url: '/admin/v1/erasures',
      headers: adminHeaders,
      payload: { phone: nextPhone(), reason: '요청', identityCheck: 'NONE' },
    }),
    400,
    'VALIDATION_FAILED',
  );
});

test('lookup: every lead of the phone across providers, its holders and the suppression; recorded with its purpose', async () => {
  const phone = nextPhone();
  const lead = await registerOk(app, w, { portalId: 4201, phone });
  await asPortal(`/api/v1/leads/${lead.id}/use`, { portalId: 4201 });
  await asPortal('/api/v1/distribute', { fromPortalId: 4201, toPortalId: 4202, leadIds: [lead.id] });
  const other = await world(app);
  await registerOk(app, other, { phone });
  const res = await app.inject({
    method: 'POST',
    url: '/admin/v1/leads/lookup',
    headers: adminHeaders,
    payload: { phone, purpose: 'SUBJECT_REQUEST' },
  });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.data.length, 2);
  assert.equal(body.suppression, null);
  const first = body.data[0];
  assert.equal(first.lead.id, lead.id);
  assert.equal(first.providerName, w.provider.name);
  assert.equal(first.consent, null);
  assert.equal(first.lead.phone, `010-****-${phone.slice(-4)}`);
  assert.deepEqual(
    first.holders.map((h: { portalId: number; usedAt: string | null; to: string | null }) => [
      h.portalId,
      h.usedAt !== null,
      h.to !== null,
    ]),
    [
      [4201, true, true],
      [4202, false, false],
    ],
  );
  const [record] = await db
    .select()
    .from(piiAccessLog)
    .where(sql`${piiAccessLog.action} = 'LEAD_LOOKUP' and ${Number(lead.id)} = any(${piiAccessLog.leadIds})`);
  assert.equal(record.reason, 'SUBJECT_REQUEST');
});

test('retention: leads older than the period are erased with their keyed hash, no suppression; an open AS request waits', async () => {
  const old = await registerOk(app, w, { phone: nextPhone() });
  const phoneWaiting = nextPhone();
  const waiting = await registerOk(app, w, { portalId: 4301, phone: phoneWaiting });
  const filed = await asPortal('/api/v1/lead-as', {
    portalId: 4301,
    leadId: waiting.id,
    reasonCode: 'CONTACT_SUPPRESSED',
  });
  assert.equal(filed.statusCode, 200, filed.body);
  await db.execute(
    sql`update leads set created_at = now() - interval '400 days' where id in (${Number(old.id)}, ${Number(waiting.id)})`,
  );
  clock.set(Date.now());
  const deps = { ...app.deps.leads, storage: app.deps.storage };
  const erased = await eraseExpiredLeads(deps, internalCaller('test'), 365);
  assert.ok(erased >= 1);
  const [gone] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, Number(old.id)));
  assert.notEqual(gone.erasedAt, null);
  assert.match(gone.phoneHash, /^erased:/);
  const [kept] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, Number(waiting.id)));
  assert.equal(kept.erasedAt, null);
  const s = (
    await app.inject({ url: '/admin/v1/suppressions?reason=ERASURE_REQUEST&limit=100', headers: adminHeaders })
  ).json();
  assert.equal(s.data.length, 1, 'only the request erasure made a suppression');
  clock.set(Date.parse('2026-11-20T01:00:00.000Z'));
});

test("retention by consent: a lead is erased from the Korea day after its consent's retainUntil, without LEAD_RETENTION_DAYS", async () => {
  // The test clock reads 2026-11-20 10:00 in Korea.
  clock.set(Date.parse('2026-11-20T01:00:00.000Z'));
  const expired = await registerOk(app, w, { phone: nextPhone(), name: '김만료' });
  const lastDay = await registerOk(app, w, { phone: nextPhone(), name: '박오늘' });
  const retained = async (leadId: string, retainUntil: string) =>
    db.execute(sql`
      insert into lead_consents (lead_id, channel, source_name, collected_at, terms_version, terms_sha256, recipients,
        items, purposes, retention_days, retain_until)
      values (${Number(leadId)}, 'WEB', '보험비교', ${retainUntil}::timestamptz - interval '30 days', 'v1', ${'a'.repeat(64)},
        '{리드라인}', '{NAME,PHONE}', '{COLLECTION}', 30, ${retainUntil}::timestamptz)`);
  await retained(expired.id, '2026-11-19T14:59:00.000Z'); // 23:59 on 11-19 in Korea: yesterday
  await retained(lastDay.id, '2026-11-19T15:00:00.000Z'); // 00:00 on 11-20 in Korea: today, still kept
  const suppressionsBefore = (
    await app.inject({ url: '/admin/v1/suppressions?limit=100', headers: adminHeaders })
  ).json().pagination.total;

  assert.equal(typeof suppressionsBefore, 'number');
  await eraseExpiredLeads({ ...app.deps.leads, storage: app.deps.storage }, internalCaller('test'), null);

  const [gone] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, Number(expired.id)));
  assert.notEqual(gone.erasedAt, null);
  assert.match(gone.phoneHash, /^erased:/, 'a retention erasure deletes the keyed phone hash');
  const [kept] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, Number(lastDay.id)));
  assert.equal(kept.erasedAt, null);
  const suppressionsAfter = (
    await app.inject({ url: '/admin/v1/suppressions?limit=100', headers: adminHeaders })
  ).json().pagination.total;
  assert.equal(suppressionsAfter, suppressionsBefore, 'a retention erasure creates no suppression');
  // The next Korea day, the other one goes too.
  clock.set(Date.parse('2026-11-20T15:00:00.000Z'));
  await eraseExpiredLeads({ ...app.deps.leads, storage: app.deps.storage }, internalCaller('test'), null);
  const [later] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, Number(lastDay.id)));
  assert.notEqual(later.erasedAt, null);
});

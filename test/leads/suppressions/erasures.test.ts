import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  asRequestFiles,
  asRequests,
  auditLog,
  files,
  idempotencyKeys,
  leads,
  piiAccessLog,
  suppressions,
} from '../../../src/db/schema/index.js';
import { eraseExpiredLeads } from '../../../src/leads/suppressions/erasures.service.js';
import { internalCaller } from '../../../src/platform/access/caller.js';
import { samplePng } from '../../files/fixtures.js';
import { adminPost, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { giveConsent, nextPhone, register, registerOk, world } from '../../helpers/fixtures.js';
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
  assert.equal(s.phone, null, 'not even the masked number (§4: the result notice says only the keyed hash is kept)');
  const kept = await db
    .select()
    .from(suppressions)
    .where(eq(suppressions.id, Number(s.id)));
  assert.deepEqual([kept[0].phone1, kept[0].phone3, kept[0].phoneMasked], [null, null, null]);
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
  // Consents of 30 days' retention collected 30 days before these times.
  const retained = (leadId: string, retainUntil: string) =>
    giveConsent(db, leadId, new Date(Date.parse(retainUntil) - 30 * 86_400_000));
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

const erase = (phone: string) =>
  adminPost(app, '/admin/v1/erasures', { phone, reason: '본인 삭제 요구', identityCheck: 'CALLBACK' });
const entriesOf = async (phone: string) =>
  (await app.inject({ url: `/admin/v1/suppressions?phone=${phone}`, headers: adminHeaders })).json().data as {
    id: string;
    reason: string;
    expiresAt: string | null;
    liftedAt: string | null;
    liftReason: string | null;
    phone: string | null;
  }[];

test("an erasure closes the phone's other live entry and keeps its own, which neither expires nor goes with a 두낫콜 withdrawal", async () => {
  for (const [reason, channel] of [
    ['CONSUMER_REQUEST', 'CALL_CENTER'],
    ['DNC_REGISTRY', 'DONOTCALL'],
  ]) {
    const phone = nextPhone();
    const lead = await registerOk(app, w, { phone });
    const ordinary = await adminPost(app, '/admin/v1/suppressions', { phone, reason, channel });
    const erasure = await erase(phone);
    assert.notEqual(erasure.suppressionId, ordinary.id, reason);

    expectProblem(
      await app.inject({
        method: 'POST',
        url: `/admin/v1/suppressions/${ordinary.id}/lift`,
        headers: adminHeaders,
        payload: { reason: '본인 철회' },
      }),
      400,
      'SUPPRESSION_LIFTED',
    );
    const withdrawn = await adminPost(app, '/admin/v1/suppressions/bulk-lift', {
      phones: [phone],
      reason: '두낫콜 철회',
    });
    assert.deepEqual(withdrawn, { lifted: 0, notFound: 1 });

    const [own, closed] = await entriesOf(phone);
    assert.deepEqual(
      [own.id, own.reason, own.expiresAt, own.liftedAt],
      [erasure.suppressionId, 'ERASURE_REQUEST', null, null],
    );
    assert.deepEqual([closed.id, closed.liftReason], [ordinary.id, 'SUPERSEDED_BY_ERASURE']);
    assert.notEqual(closed.liftedAt, null);
    assert.equal(ordinary.phone.endsWith(phone.slice(-4)), true, 'masked until the erasure');
    assert.deepEqual([own.phone, closed.phone], [null, null], "the erasure leaves the phone's entries the hash alone");
    expectProblem(await register(app, w, { phone }), 409, 'CONTACT_SUPPRESSED');
    const history = (await app.inject({ url: `/admin/v1/leads/${lead.id}/history`, headers: adminHeaders })).json();
    const steps = history.events.map((e: { event: string }) => e.event);
    assert.deepEqual(
      steps.filter((e: string) => e === 'SUPPRESSED' || e === 'ERASED'),
      ['SUPPRESSED', 'ERASED'],
      'suppressed once: the phone never stopped being suppressed',
    );

    const again = await erase(phone);
    assert.equal(again.suppressionId, erasure.suppressionId, "a second erasure reuses the phone's erasure entry");
    assert.equal(again.erasedLeadCount, 0);
  }
});

test("an erasure deletes a registration's stored response; a replay of it shows nothing of the person", async () => {
  const phone = nextPhone();
  const registerOnce = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { ...w.asProvider, 'idempotency-key': `reg-erase-${phone}` },
      payload: { productId: w.product.id, providerId: w.provider.id, name: '김보관', phone, email: 'keep@example.com' },
    });
  assert.equal((await registerOnce()).statusCode, 200);
  const stored = () =>
    db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, `reg-erase-${phone}`));
  assert.equal((await stored()).length, 1);

  await erase(phone);
  assert.deepEqual(await stored(), [], 'the stored registration response is deleted');
  const replay = await registerOnce();
  assert.equal(replay.headers['idempotent-replayed'], undefined);
  expectProblem(replay, 409, 'CONTACT_SUPPRESSED');
  for (const shown of ['김보관', 'keep@example.com', phone.slice(-4)]) assert.equal(replay.body.includes(shown), false);
});

/** Every value of every text, JSON, array and binary column of every table, with where it is. */
async function everyStoredValue() {
  const { rows: columns } = await db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')`);
  const values: { where: string; text: string }[] = [];
  for (const c of columns) {
    const column = sql.identifier(c.column_name);
    const text = c.data_type === 'bytea' ? sql`encode(${column}, 'escape')` : sql`${column}::text`;
    const { rows } = await db.execute<{ v: string }>(
      sql`select ${text} as v from ${sql.identifier(c.table_name)} where ${column} is not null`,
    );
    for (const r of rows) values.push({ where: `${c.table_name}.${c.column_name}`, text: r.v });
  }
  return values;
}

/** A value as stored and, for each sealed part of it (`keyId.iv.tag.data`), what it decrypts to. */
function readable(text: string): string[] {
  const sealed = text.match(/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*/g) ?? [];
  const opened = sealed.flatMap((part) => {
    try {
      return [app.deps.vault.decrypt(part)];
    } catch {
      return [];
    }
  });
  return [text, ...opened];
}

test("after an erasure no table holds the person's name, phone, e-mail, address or memo, even encrypted (stored responses included)", async () => {
  const phone = nextPhone();
  const person = {
    name: '탁소거',
    email: 'erase-every@example.com',
    address: '부산시 소거구 1',
    memo: '소거 전 통화 희망',
  };
  const keyed = (key: string) => ({ ...w.asPortal, 'idempotency-key': `${key}-${phone}` });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/leads',
    headers: { ...w.asProvider, 'idempotency-key': `reg-every-${phone}` },
    payload: { productId: w.product.id, providerId: w.provider.id, portalId: 4501, phone, ...person },
  });
  assert.equal(registered.statusCode, 200, registered.body);
  const lead = registered.json();
  const used = await app.inject({
    method: 'POST',
    url: `/api/v1/leads/${lead.id}/use`,
    headers: keyed('use-every'),
    payload: { portalId: 4501 },
  });
  assert.equal(used.json().phone, phone);
  const contacts = await app.inject({
    method: 'POST',
    url: '/api/v1/leads/contacts',
    headers: keyed('contacts-every'),
    payload: { portalId: 4501, leadIds: [lead.id] },
  });
  assert.equal(contacts.statusCode, 200, contacts.body);
  const digits = phone.replace(/\D/g, '');
  const needles = [
    ...Object.values(person),
    digits,
    `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`,
    digits.slice(3),
    `${digits.slice(3, 7)}-${digits.slice(7)}`,
  ];
  const holding = async () =>
    (await everyStoredValue()).flatMap(({ where, text }) =>
      readable(text).some((value) => needles.some((needle) => value.includes(needle))) ? [where] : [],
    );
  assert.ok((await holding()).includes('idempotency_keys.response_body'), 'the stored responses held the person');

  await erase(phone);
  assert.deepEqual([...new Set(await holding())], []);
});

/** A file uploaded as `headers` (a provider key, or the admin key for `portalId`), through the upload route. */
async function upload(headers: Record<string, string>, body: { purpose: string; portalId?: number }) {
  const png = samplePng(6);
  const issued = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers,
    payload: { ...body, fileName: '통화내역.png', mimeType: 'image/png', size: png.length },
  });
  assert.equal(issued.statusCode, 200, issued.body);
  const { fileId, uploadUrl } = issued.json() as { fileId: string; uploadUrl: string };
  const url = new URL(uploadUrl);
  const put = await app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'image/png' },
    payload: png,
  });
  assert.equal(put.statusCode, 200, put.body);
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(fileId)));
  assert.ok(await app.deps.storage.inspect(row.storageKey), 'the bytes are stored');
  return { id: fileId, storageKey: row.storageKey };
}
const evidenceOf = (portalId: number) => upload(adminHeaders, { purpose: 'AS_EVIDENCE', portalId });

/** Whether the file's row or its bytes are left. */
async function leftOf(file: { id: string; storageKey: string }) {
  const rows = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(file.id)));
  return { row: rows.length > 0, bytes: (await app.deps.storage.inspect(file.storageKey)) !== null };
}

test("an erasure deletes the lead's metadata files and its AS evidence files, rows and bytes; evidence another lead's request lists stays", async () => {
  const phone = nextPhone();
  const attachment = await upload(w.asProvider, { purpose: 'LEAD_ATTACHMENT' });
  const lead = await registerOk(app, w, { portalId: 4401, phone, metadata: { fileIds: [attachment.id] } });
  const evidence = await evidenceOf(4401);
  const shared = await evidenceOf(4401);
  const filed = await asPortal('/api/v1/lead-as', {
    portalId: 4401,
    leadId: lead.id,
    reasonCode: 'CONTACT_SUPPRESSED',
    fileIds: [evidence.id, shared.id],
  });
  assert.equal(filed.statusCode, 200, filed.body);
  // One screenshot showing two numbers: the evidence of another lead's request too.
  const neighbour = await registerOk(app, w, { portalId: 4401 });
  const other = await asPortal('/api/v1/lead-as', {
    portalId: 4401,
    leadId: neighbour.id,
    reasonCode: 'CONTACT_SUPPRESSED',
    fileIds: [shared.id],
  });
  assert.equal(other.statusCode, 200, other.body);

  await erase(phone);

  assert.deepEqual(await leftOf(attachment), { row: false, bytes: false }, 'metadata file');
  assert.deepEqual(await leftOf(evidence), { row: false, bytes: false }, 'AS evidence file');
  const listed = await db
    .select()
    .from(asRequestFiles)
    .where(eq(asRequestFiles.asRequestId, Number(filed.json().id)));
  assert.deepEqual(listed, []);
  assert.deepEqual(await leftOf(shared), { row: true, bytes: true }, "the other request's evidence");
  const kept = (await asPortal(`/api/v1/lead-as/${other.json().id}?portalId=4401`)).json();
  assert.deepEqual(
    kept.files.map((f: { id: string }) => f.id),
    [shared.id],
  );
});

test('an AS request on an erased lead is filed without its memo or evidence, and an operator note on it is not kept', async () => {
  const phone = nextPhone();
  const lead = await registerOk(app, w, { portalId: 4501, phone });
  await erase(phone);
  const evidence = await evidenceOf(4501);
  const filed = await asPortal('/api/v1/lead-as', {
    portalId: 4501,
    leadId: lead.id,
    reasonCode: 'CONTACT_SUPPRESSED',
    customerMemo: '고객 홍길동 010 통화 거부',
    fileIds: [evidence.id],
  });
  assert.equal(filed.statusCode, 200, filed.body);
  const view = filed.json();
  assert.deepEqual([view.customerMemo, view.files, view.lead.erased], [null, [], true]);
  const [row] = await db
    .select()
    .from(asRequests)
    .where(eq(asRequests.id, Number(view.id)));
  assert.equal(row.customerMemo, null);
  assert.deepEqual(await leftOf(evidence), { row: false, bytes: false }, 'the evidence is not kept');

  const reviewed = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/lead-as/${view.id}`,
    headers: adminHeaders,
    payload: { status: 'HOLD', adminNote: '홍길동 고객 재통화 예정' },
  });
  assert.equal(reviewed.statusCode, 200, reviewed.body);
  assert.equal(reviewed.json().adminNote, null);
  const [after] = await db
    .select()
    .from(asRequests)
    .where(eq(asRequests.id, Number(view.id)));
  assert.deepEqual([after.status, after.adminNote], ['HOLD', null]);
});

/**
 * Issue #33, item 2: a page of `GET /api/v1/leads` is one statement — the page, its kept total, each lead's AS history
 * and consent, and the access record of the used leads it shows — and says what the separate reads said.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desc, sql } from 'drizzle-orm';
import { piiAccessLog } from '../../../src/db/schema/index.js';
import { adminPost } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { giveConsent, nextPhone, registerOk, world } from '../../helpers/fixtures.js';
import { statementsDuring } from '../../helpers/statements.js';
import { useLead } from '../distribution/helpers.js';

// A clock that stands still: the portal key, verified by the first request, stays trusted (no statement of its own).
const clock = testClock();
const { app, db } = await build({}, { clock: clock.now });
const w = await world(app);
const DAY = 86_400_000;

const portalId = 3301;
const phones: string[] = [];
const ids: string[] = [];
for (let i = 0; i < 8; i++) {
  const phone = nextPhone();
  phones.push(phone);
  ids.push((await registerOk(app, w, { portalId, phone, email: `p${i}@example.com`, region: '서울' })).id);
}
for (const i of [0, 2, 3, 5, 6]) await useLead(app, w, ids[i], portalId);
// AS requests, two of them made at the same moment (the newer id first).
await db.execute(sql`insert into as_reasons (code, label) values ('OTHER', '기타') on conflict do nothing`);
for (const [i, status, at] of [
  [0, 'REJECTED', '2026-01-05T01:02:03.456Z'],
  [0, 'CANCELLED', '2026-01-05T01:02:03.456Z'],
  [0, 'REJECTED', '2026-01-01T00:00:00Z'],
  [4, 'WAITING', '2026-02-01T00:00:00Z'],
] as const) {
  await db.execute(sql`insert into as_requests (lead_id, portal_id, reason_code, status, created_at)
    values (${Number(ids[i])}, ${portalId}, 'OTHER', ${status}, ${at})`);
}
// Consents: one with an evidence record, one whose evidence was deleted.
for (const i of [1, 2, 5]) await giveConsent(db, ids[i], new Date(clock.now() - (i + 3) * DAY), 30 + i);
await db.execute(sql`insert into lead_consent_evidence (lead_id, mime_type, size, sha256)
  values (${Number(ids[2])}, 'audio/wav', 1024, ${'e'.repeat(64)})`);
await db.execute(sql`insert into lead_consent_evidence (lead_id, mime_type, size, sha256, deleted_at)
  values (${Number(ids[5])}, 'audio/wav', 2048, ${'f'.repeat(64)}, now())`);
// A used lead suppressed, another erased: the page masks them and does not name them in its record.
await adminPost(app, '/admin/v1/suppressions', {
  phone: phones[3],
  reason: 'CONSUMER_REQUEST',
  channel: 'CALL_CENTER',
});
await adminPost(app, '/admin/v1/erasures', { phone: phones[6], reason: '삭제 요구', identityCheck: 'DOCUMENT' });

const list = (qs = '') => app.inject({ url: `/api/v1/leads?portalId=${portalId}${qs}`, headers: w.asPortal });

test('a list page without search is one statement: page, total, AS history, consent and access record', async () => {
  assert.equal((await list()).statusCode, 200, 'the key verified');
  for (const qs of ['', '&limit=3&page=2', '&used=true&region=서울', '&sortBy=usedAt&sortOrder=asc', '&page=9']) {
    let res: Awaited<ReturnType<typeof list>> | undefined;
    const sent = await statementsDuring(db, async () => {
      res = await list(qs);
    });
    assert.equal(res?.statusCode, 200, res?.body);
    assert.equal(sent, 1, `statements for "${qs}"`);
  }
  const past = await list('&page=9');
  assert.deepEqual(past.json().data, []);
  assert.equal(past.json().pagination.total, 8, 'a page past the last lead still carries the kept total');
});

test('with search the matches are counted by a second statement', async () => {
  let res: Awaited<ReturnType<typeof list>> | undefined;
  const sent = await statementsDuring(db, async () => {
    res = await list('&search=example');
  });
  assert.equal(res?.statusCode, 200, res?.body);
  assert.equal(sent, 2);
  assert.equal(res?.json().pagination.total, 7, 'the erased lead has no e-mail left to match');
});

test("each listed lead is the lead as its own read shows it; the record names the page's revealed leads in order", async () => {
  const before = await db.select({ id: piiAccessLog.id }).from(piiAccessLog).orderBy(desc(piiAccessLog.id)).limit(1);
  const page = (await list('&limit=100')).json();
  const [record] = await db
    .select()
    .from(piiAccessLog)
    .where(sql`${piiAccessLog.id} > ${before[0]?.id ?? 0}`);
  const revealed = page.data
    .filter(
      (l: { usedAt: string | null; suppressed: boolean; erased: boolean }) => l.usedAt && !l.suppressed && !l.erased,
    )
    .map((l: { id: string }) => Number(l.id));
  assert.deepEqual(revealed, [ids[5], ids[2], ids[0]].map(Number), 'page order: newest assignment first');
  assert.equal(record.action, 'LIST_LEADS');
  assert.deepEqual(record.leadIds.map(Number), revealed);
  assert.deepEqual(record.fields, ['phone', 'email', 'name']);

  const byId = new Map(page.data.map((l: { id: string }) => [l.id, l]));
  assert.deepEqual(
    (byId.get(ids[0]) as { leadAs: { status: string }[] }).leadAs.map((a) => a.status),
    ['CANCELLED', 'REJECTED', 'REJECTED'],
  );
  assert.equal((byId.get(ids[2]) as { consent: { hasEvidence: boolean } }).consent.hasEvidence, true);
  assert.equal((byId.get(ids[5]) as { consent: { hasEvidence: boolean } }).consent.hasEvidence, true);
  assert.equal((byId.get(ids[7]) as { consent: unknown }).consent, null);
  for (const id of ids) {
    const one = await app.inject({ url: `/api/v1/leads/${id}?portalId=${portalId}`, headers: w.asPortal });
    assert.equal(one.statusCode, 200, one.body);
    assert.deepEqual(byId.get(id), one.json(), `lead ${id}`);
  }
});

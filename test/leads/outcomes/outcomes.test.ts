import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { assignments, leadOutcomes, leads, outboxEvents, suppressions } from '../../../src/db/schema/index.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { nextPhone, registerOk, world } from '../../helpers/fixtures.js';

// The system's time: assignments are dated by the database's now(), which an `at` is compared with.
const t = await build({}, { clock: () => Date.now() });
const { app, db, logs } = t;
const w = await world(app);

let portalSeq = 5100;
const nextPortal = () => ++portalSeq;

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: w.asPortal, payload });
const get = (url: string) => app.inject({ url, headers: w.asPortal });
const record = (leadId: string, payload: Record<string, unknown>) => post(`/api/v1/leads/${leadId}/outcomes`, payload);
const outcomesOf = (leadId: string, portalId: number) => get(`/api/v1/leads/${leadId}/outcomes?portalId=${portalId}`);
const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
/** The fields a VALIDATION_FAILED problem names. */
const fieldsOf = (problem: Record<string, unknown>) => (problem.errors as { field: string }[]).map((e) => e.field);

/**
 * A lead owned by a new portal user (automatic assignment on registration), its assignment dated an hour back so
 * that a test can date outcomes in the last hour.
 */
async function ownedLead(phone = nextPhone()) {
  const portalId = nextPortal();
  const lead = await registerOk(app, w, { portalId, phone });
  await db
    .update(assignments)
    .set({ confirmedAt: sql`now() - interval '1 hour'` })
    .where(sql`${assignments.id} = (select assignment_id from leads where id = ${Number(lead.id)})`);
  return { lead, portalId, phone };
}

test('an outcome: its shape and label, the note sealed at rest and kept out of the logs, at defaulting to now', async () => {
  const { lead, portalId } = await ownedLead();
  const before = Date.now();
  const res = await record(lead.id, { portalId, outcome: 'NO_ANSWER', note: '오후에 다시 전화 요청-메모7731' });
  assert.equal(res.statusCode, 200, res.body);
  const o = res.json();
  assert.deepEqual(Object.keys(o).sort(), [
    'appointmentAt',
    'at',
    'callbackAt',
    'createdAt',
    'id',
    'leadId',
    'note',
    'outcome',
    'outcomeLabel',
    'portalId',
  ]);
  assert.equal(o.leadId, lead.id);
  assert.equal(o.portalId, portalId);
  assert.equal(o.outcome, 'NO_ANSWER');
  assert.equal(o.outcomeLabel, '부재');
  assert.equal(o.note, '오후에 다시 전화 요청-메모7731');
  assert.equal(o.callbackAt, null);
  assert.equal(o.appointmentAt, null);
  assert.ok(Date.parse(o.at) >= before && Date.parse(o.at) <= Date.now(), o.at);
  const [row] = await db
    .select()
    .from(leadOutcomes)
    .where(eq(leadOutcomes.id, Number(o.id)));
  assert.ok(row.noteEnc && !row.noteEnc.includes('메모7731'), 'the note is stored sealed');
  assert.ok(!logs.some((line) => line.includes('메모7731')), 'the note is never logged');
});

test('CALLBACK needs callbackAt and APPOINTMENT appointmentAt (VALIDATION_FAILED naming the field)', async () => {
  const { lead, portalId } = await ownedLead();
  const callback = expectProblem(await record(lead.id, { portalId, outcome: 'CALLBACK' }), 400, 'VALIDATION_FAILED');
  assert.deepEqual(fieldsOf(callback), ['callbackAt']);
  const appointment = expectProblem(
    await record(lead.id, { portalId, outcome: 'APPOINTMENT' }),
    400,
    'VALIDATION_FAILED',
  );
  assert.deepEqual(fieldsOf(appointment), ['appointmentAt']);
  const later = new Date(Date.now() + 86_400_000).toISOString();
  const ok = await record(lead.id, { portalId, outcome: 'CALLBACK', callbackAt: later });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().callbackAt, later);
  assert.equal(ok.json().outcomeLabel, '재통화');
  const met = await record(lead.id, { portalId, outcome: 'APPOINTMENT', appointmentAt: later });
  assert.equal(met.json().appointmentAt, later);
  assert.equal(met.json().outcomeLabel, '약속');
  assert.equal((await outcomesOf(lead.id, portalId)).json().pagination.total, 2, 'nothing stored when refused');
});

test('at in the future, or before the lead became the caller’s → 400 VALIDATION_FAILED naming at', async () => {
  const { lead, portalId } = await ownedLead();
  const future = expectProblem(
    await record(lead.id, { portalId, outcome: 'CONSULTED', at: new Date(Date.now() + 10 * 60_000).toISOString() }),
    400,
    'VALIDATION_FAILED',
  );
  assert.deepEqual(fieldsOf(future), ['at']);
  const early = expectProblem(
    await record(lead.id, { portalId, outcome: 'CONSULTED', at: isoAgo(3_700_000) }),
    400,
    'VALIDATION_FAILED',
  );
  assert.deepEqual(fieldsOf(early), ['at']);

  // A distributed lead is the recipient's from the distribution: the distributor's time before it is not theirs.
  const recipient = nextPortal();
  const handedAt = Date.now();
  const moved = await post('/api/v1/distribute', { fromPortalId: portalId, toPortalId: recipient, leadIds: [lead.id] });
  assert.equal(moved.statusCode, 200, moved.body);
  expectProblem(
    await record(lead.id, { portalId: recipient, outcome: 'CONSULTED', at: new Date(handedAt - 1_000).toISOString() }),
    400,
    'VALIDATION_FAILED',
  );
  assert.equal((await record(lead.id, { portalId: recipient, outcome: 'CONSULTED' })).statusCode, 200);
});

test('not the current owner → 404 on both routes, like an unknown lead', async () => {
  const { lead, portalId } = await ownedLead();
  expectProblem(await record(lead.id, { portalId: portalId + 1000, outcome: 'NO_ANSWER' }), 404, 'NOT_FOUND');
  expectProblem(await outcomesOf(lead.id, portalId + 1000), 404, 'NOT_FOUND');
  expectProblem(await record('999999999', { portalId, outcome: 'NO_ANSWER' }), 404, 'NOT_FOUND');
  // The distributor is no longer an owner once the lead is distributed.
  const recipient = nextPortal();
  await post('/api/v1/distribute', { fromPortalId: portalId, toPortalId: recipient, leadIds: [lead.id] });
  expectProblem(await record(lead.id, { portalId, outcome: 'NO_ANSWER' }), 404, 'NOT_FOUND');
});

test('the list: every owner’s outcomes newest first, the note only on the reader’s own', async () => {
  const { lead, portalId } = await ownedLead();
  await record(lead.id, { portalId, outcome: 'NO_ANSWER', note: '첫 통화 부재', at: isoAgo(60_000) });
  const recipient = nextPortal();
  await post('/api/v1/distribute', { fromPortalId: portalId, toPortalId: recipient, leadIds: [lead.id] });
  await record(lead.id, { portalId: recipient, outcome: 'CONSULTED', note: '상담 완료, 자료 발송' });
  const list = await outcomesOf(lead.id, recipient);
  assert.equal(list.statusCode, 200, list.body);
  const body = list.json();
  assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 2, totalPages: 1 });
  assert.deepEqual(
    body.data.map((o: { outcome: string; portalId: number; note: string | null }) => [o.outcome, o.portalId, o.note]),
    [
      ['CONSULTED', recipient, '상담 완료, 자료 발송'],
      ['NO_ANSWER', portalId, null],
    ],
  );
  const paged = (await get(`/api/v1/leads/${lead.id}/outcomes?portalId=${recipient}&page=2&limit=1`)).json();
  assert.deepEqual(
    paged.data.map((o: { outcome: string }) => o.outcome),
    ['NO_ANSWER'],
  );
});

test('DO_NOT_CALL suppresses the phone at once: masked in the list, use refused, lead.suppressed to the owner', async () => {
  const { lead, portalId, phone } = await ownedLead();
  const used = await post(`/api/v1/leads/${lead.id}/use`, { portalId });
  assert.equal(used.json().phone, phone);
  const at = isoAgo(1_000);
  const res = await record(lead.id, { portalId, outcome: 'DO_NOT_CALL', at });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().outcomeLabel, '연락거부');

  const [entry] = await db
    .select()
    .from(suppressions)
    .where(sql`${suppressions.phoneHash} = (select phone_hash from leads where id = ${Number(lead.id)})`);
  assert.equal(entry.reason, 'CONSUMER_REQUEST');
  assert.equal(entry.channel, 'CONSULTANT');
  assert.equal(entry.requestedAt.toISOString(), at);

  const item = (await get(`/api/v1/leads?portalId=${portalId}`)).json().data[0];
  assert.equal(item.suppressed, true);
  assert.equal(item.phone, `010-****-${phone.slice(-4)}`);
  assert.equal(item.lastOutcome, 'DO_NOT_CALL');
  expectProblem(await post(`/api/v1/leads/${lead.id}/use`, { portalId }), 400, 'CONTACT_SUPPRESSED');
  const told = await db
    .select()
    .from(outboxEvents)
    .where(sql`${outboxEvents.type} = 'lead.suppressed' and ${outboxEvents.payload}->>'leadId' = ${lead.id}`);
  assert.deepEqual(
    told.map((e) => e.payload),
    [{ leadId: lead.id, portalId, current: true }],
  );
  const admin = await app.inject({ url: `/admin/v1/suppressions?phone=${phone}`, headers: adminHeaders });
  assert.equal(admin.json().data[0].channel, 'CONSULTANT');

  // A suppressed lead still takes outcomes (a later call attempt ended so), and no second suppression is made.
  assert.equal((await record(lead.id, { portalId, outcome: 'NOT_INTERESTED' })).statusCode, 200);
  assert.equal(admin.json().pagination.total, 1);
});

test('an erased lead → 400 LEAD_ERASED', async () => {
  const { lead, portalId } = await ownedLead();
  await db
    .update(leads)
    .set({ erasedAt: new Date() })
    .where(eq(leads.id, Number(lead.id)));
  expectProblem(await record(lead.id, { portalId, outcome: 'WRONG_PERSON' }), 400, 'LEAD_ERASED');
});

test('firstContactAt: the earliest of the first use and the first outcome’s at, by any owner', async () => {
  // Used first, then an outcome dated before the use: the outcome's at.
  const a = await ownedLead();
  const usedAt = (await post(`/api/v1/leads/${a.lead.id}/use`, { portalId: a.portalId })).json().usedAt;
  let shown = (await get(`/api/v1/leads/${a.lead.id}?portalId=${a.portalId}`)).json();
  assert.equal(shown.firstContactAt, usedAt);
  const earlier = new Date(Date.parse(usedAt) - 1).toISOString();
  await record(a.lead.id, { portalId: a.portalId, outcome: 'NO_ANSWER', at: earlier });
  shown = (await get(`/api/v1/leads/${a.lead.id}?portalId=${a.portalId}`)).json();
  assert.equal(shown.firstContactAt, earlier);

  // An outcome first, then a use (by the next owner): the outcome's at stays.
  const b = await ownedLead();
  const outcomeAt = (await record(b.lead.id, { portalId: b.portalId, outcome: 'NO_ANSWER' })).json().at;
  const recipient = nextPortal();
  await post('/api/v1/distribute', { fromPortalId: b.portalId, toPortalId: recipient, leadIds: [b.lead.id] });
  await post(`/api/v1/leads/${b.lead.id}/use`, { portalId: recipient });
  shown = (await get(`/api/v1/leads/${b.lead.id}?portalId=${recipient}`)).json();
  assert.equal(shown.firstContactAt, outcomeAt);
});

test('lastOutcome and lastOutcomeLabel in the list, the single lead, the admin list and the history', async () => {
  const { lead, portalId } = await ownedLead();
  let shown = (await get(`/api/v1/leads/${lead.id}?portalId=${portalId}`)).json();
  assert.deepEqual([shown.firstContactAt, shown.lastOutcome, shown.lastOutcomeLabel], [null, null, null]);
  await record(lead.id, { portalId, outcome: 'NO_ANSWER', at: isoAgo(50_000) });
  await record(lead.id, { portalId, outcome: 'APPLIED' });
  // Dated before the latest: recorded, but not the last outcome.
  await record(lead.id, { portalId, outcome: 'DISCONNECTED', at: isoAgo(40_000) });
  shown = (await get(`/api/v1/leads/${lead.id}?portalId=${portalId}`)).json();
  assert.deepEqual([shown.lastOutcome, shown.lastOutcomeLabel], ['APPLIED', '청약']);
  const item = (await get(`/api/v1/leads?portalId=${portalId}`)).json().data[0];
  assert.deepEqual([item.lastOutcome, item.lastOutcomeLabel], ['APPLIED', '청약']);
  assert.equal(item.firstContactAt, shown.firstContactAt);
  const adminItem = (
    await app.inject({ url: `/admin/v1/leads?providerId=${w.provider.id}&limit=100`, headers: adminHeaders })
  )
    .json()
    .data.find((l: { id: string }) => l.id === lead.id);
  assert.deepEqual([adminItem.lastOutcome, adminItem.lastOutcomeLabel], ['APPLIED', '청약']);
  const history = (await app.inject({ url: `/admin/v1/leads/${lead.id}/history`, headers: adminHeaders })).json();
  assert.deepEqual([history.lastOutcome, history.firstContactAt], ['APPLIED', shown.firstContactAt]);
});

test('an erasure deletes the notes of the lead’s outcomes; the outcomes stay', async () => {
  const { lead, portalId, phone } = await ownedLead();
  const o = (await record(lead.id, { portalId, outcome: 'CONSULTED', note: '가족 병력 언급' })).json();
  const erased = await app.inject({
    method: 'POST',
    url: '/admin/v1/erasures',
    headers: adminHeaders,
    payload: { phone, reason: '본인 삭제 요구', identityCheck: 'PHONE_AUTH' },
  });
  assert.equal(erased.statusCode, 200, erased.body);
  const [row] = await db
    .select()
    .from(leadOutcomes)
    .where(eq(leadOutcomes.id, Number(o.id)));
  assert.equal(row.noteEnc, null);
  assert.equal(row.outcome, 'CONSULTED');
});

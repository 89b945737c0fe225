import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { asRequests, leads, piiAccessLog } from '../../../src/db/schema/index.js';
import { adminPost, createKey, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { factories } from '../../helpers/given.js';
import { type AsDetail, cancelAs, fileAs, fileAsOk, givenReasons, reviewOk, uploadFile } from './helpers.js';

const { app, db } = await build();
const given = factories(app);
const w = await given.world();
await givenReasons(app);

const requestCount = async () => (await db.select({ n: count() }).from(asRequests))[0].n;
const latestOf = async (leadId: string) =>
  (
    await db
      .select({ s: leads.latestAsStatus })
      .from(leads)
      .where(eq(leads.id, Number(leadId)))
  )[0].s;
const getAs = (id: string, portalId: number, by?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/lead-as/${id}?portalId=${portalId}${by ? `&by=${by}` : ''}`,
    headers: w.asPortal,
  });
const listAs = (query: string) => app.inject({ method: 'GET', url: `/api/v1/lead-as?${query}`, headers: w.asPortal });

const DETAIL_KEYS = [
  'adminNote',
  'createdAt',
  'customerMemo',
  'files',
  'id',
  'lead',
  'leadId',
  'reasonCode',
  'reasonLabel',
  'status',
  'statusLabel',
  'updatedAt',
];

test('filing answers the AS request detail: every field present, lead masked, evidence in the order given', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 101, name: '홍길동', phone: '010-2345-6789' });
  const first = await uploadFile(app, w, 101);
  const second = await uploadFile(app, w, 101);
  const res = await fileAs(app, w, {
    portalId: 101,
    leadId: lead.id,
    reasonCode: 'NOT_THE_PERSON',
    customerMemo: '본인이 아니라고 함',
    fileIds: [second, first],
  });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json() as AsDetail;
  assert.deepEqual(Object.keys(body).sort(), DETAIL_KEYS);
  assert.match(body.id, /^\d+$/);
  assert.equal(body.leadId, lead.id);
  assert.equal(body.reasonCode, 'NOT_THE_PERSON');
  assert.equal(body.reasonLabel, '본인 아님');
  assert.equal(body.status, 'WAITING');
  assert.equal(body.statusLabel, '대기');
  assert.equal(body.customerMemo, '본인이 아니라고 함');
  assert.equal(body.adminNote, null);
  assert.match(body.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.equal(body.updatedAt, body.createdAt);
  assert.deepEqual(body.lead, {
    id: lead.id,
    name: '홍*동',
    phone: '010-****-6789',
    region: '서울',
    product: { id: w.product.id, name: w.product.name },
    suppressed: false,
    erased: false,
  });
  assert.deepEqual(
    body.files.map((f) => f.id),
    [second, first],
  );
  assert.deepEqual(Object.keys(body.files[0]).sort(), [
    'cdnUrl',
    'createdAt',
    'id',
    'mimeType',
    'originalName',
    'size',
  ]);
  assert.equal(body.files[0].originalName, '통화녹취.png');
  assert.equal(body.files[0].mimeType, 'image/png');
  assert.ok(!res.body.includes('2345'));
  assert.equal(await latestOf(lead.id), 'WAITING');
});

test('without fileIds or memo: files is [] and customerMemo null; evidence is independent of lead metadata', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 102, metadata: { fileIds: [], campaign: 'x' } });
  const body = await fileAsOk(app, w, { portalId: 102, leadId: lead.id });
  assert.deepEqual(body.files, []);
  assert.equal(body.customerMemo, null);
  assert.equal(body.reasonLabel, '결번/없는 번호');
});

test('the lead must be owned by portalId: another user’s, an unassigned or an unknown lead → 404, nothing filed', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 103 });
  const unassigned = await given.lead({ world: w, region: '제주' });
  const before = await requestCount();
  expectProblem(await fileAs(app, w, { portalId: 104, leadId: lead.id }), 404);
  expectProblem(await fileAs(app, w, { portalId: 103, leadId: unassigned.id }), 404);
  expectProblem(await fileAs(app, w, { portalId: 103, leadId: '999999999' }), 404);
  assert.equal(await requestCount(), before);
  assert.equal(await latestOf(lead.id), null);
});

test('bad input → 400 problem+json and nothing filed', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 105 });
  const before = await requestCount();
  expectProblem(await fileAs(app, w, { leadId: lead.id }), 400, 'VALIDATION_FAILED');
  expectProblem(await fileAs(app, w, { portalId: 105, leadId: 'abc' }), 400, 'VALIDATION_FAILED');
  expectProblem(await fileAs(app, w, { portalId: 105, leadId: lead.id, extra: 1 }), 400, 'VALIDATION_FAILED');
  expectProblem(await fileAs(app, w, { portalId: 105, leadId: lead.id, reasonCode: undefined }), 400);
  expectProblem(
    await fileAs(app, w, { portalId: 105, leadId: lead.id, customerMemo: 'x'.repeat(2001) }),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(await fileAs(app, w, { portalId: 105, leadId: lead.id, fileIds: ['x'] }), 400, 'VALIDATION_FAILED');
  expectProblem(
    await fileAs(app, w, { portalId: 105, leadId: lead.id, reasonCode: 'NO_SUCH' }),
    400,
    'AS_REASON_NOT_FOUND',
  );
  assert.equal(await requestCount(), before);
});

test('an inactive reason is refused; reactivated, it is accepted', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 106 });
  await adminPost(app, '/admin/v1/lead-as/reasons', { code: 'RETIRED', label: '폐지 사유', active: false });
  expectProblem(
    await fileAs(app, w, { portalId: 106, leadId: lead.id, reasonCode: 'RETIRED' }),
    400,
    'AS_REASON_INACTIVE',
  );
  const res = await app.inject({
    method: 'PATCH',
    url: '/admin/v1/lead-as/reasons/RETIRED',
    headers: adminHeaders,
    payload: { active: true },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(
    (await fileAsOk(app, w, { portalId: 106, leadId: lead.id, reasonCode: 'RETIRED' })).reasonLabel,
    '폐지 사유',
  );
});

test('evidence must be an uploaded AS_EVIDENCE file of the same portal user', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 107 });
  const before = await requestCount();
  const others = await uploadFile(app, w, 108);
  const pending = await uploadFile(app, w, 107, 'AS_EVIDENCE', false);
  const claimDoc = await uploadFile(app, w, 107, 'CLAIM_DOCUMENT');
  const mine = await uploadFile(app, w, 107);
  const attempt = (fileIds: string[]) => fileAs(app, w, { portalId: 107, leadId: lead.id, fileIds });
  const body = expectProblem(await attempt([mine, others]), 400, 'FILE_NOT_FOUND');
  assert.deepEqual(body.errors, [{ field: 'fileIds.1', message: 'is not a file of yours' }]);
  expectProblem(await attempt([pending]), 400, 'FILE_NOT_UPLOADED');
  expectProblem(await attempt([claimDoc]), 400, 'FILE_PURPOSE_MISMATCH');
  expectProblem(await attempt(['99999999']), 400, 'FILE_NOT_FOUND');
  assert.equal(await requestCount(), before);
  assert.equal(await latestOf(lead.id), null);
});

test('key scope: a portal key restricted to other users → 403; a provider key → 403', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 109 });
  const restricted = (await createKey(app, 'portal', { portalIds: [1] })).key;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/lead-as',
    headers: { 'x-api-key': restricted },
    payload: { portalId: 109, leadId: lead.id, reasonCode: 'WRONG_NUMBER' },
  });
  expectProblem(res, 403, 'KEY_SCOPE');
  const asProvider = await app.inject({
    method: 'POST',
    url: '/api/v1/lead-as',
    headers: w.asProvider,
    payload: { portalId: 109, leadId: lead.id, reasonCode: 'WRONG_NUMBER' },
  });
  expectProblem(asProvider, 403, 'KEY_SCOPE');
  expectProblem(await app.inject({ method: 'GET', url: '/api/v1/lead-as?portalId=109' }), 401, 'API_KEY_MISSING');
});

test('one open request per lead: a second while WAITING or HOLD → 400; after a cancel a new one is accepted', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 110 });
  const first = await fileAsOk(app, w, { portalId: 110, leadId: lead.id });
  expectProblem(await fileAs(app, w, { portalId: 110, leadId: lead.id }), 400, 'AS_ALREADY_OPEN');
  await reviewOk(app, first.id, 'HOLD');
  expectProblem(await fileAs(app, w, { portalId: 110, leadId: lead.id }), 400, 'AS_ALREADY_OPEN');
  assert.equal(await latestOf(lead.id), 'HOLD');
  assert.equal((await cancelAs(app, w, first.id, 110)).statusCode, 200);
  const second = await fileAsOk(app, w, { portalId: 110, leadId: lead.id, reasonCode: 'NO_CONSENT' });
  assert.notEqual(second.id, first.id);
  assert.equal(await latestOf(lead.id), 'WAITING');
});

test('GET one: own request 200; another user’s → 403; unknown or malformed → 404; by=lead → the latest', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 111 });
  const first = await fileAsOk(app, w, { portalId: 111, leadId: lead.id });
  const got = await getAs(first.id, 111);
  assert.equal(got.statusCode, 200, got.body);
  assert.deepEqual(got.json(), first);
  expectProblem(await getAs(first.id, 112), 403, 'AS_REQUEST_FORBIDDEN');
  expectProblem(await getAs('999999999', 111), 404, 'AS_REQUEST_NOT_FOUND');
  expectProblem(await getAs('abc', 111), 404, 'AS_REQUEST_NOT_FOUND');
  expectProblem(await getAs(first.id, 111, 'nope'), 400, 'VALIDATION_FAILED');
  expectProblem(await app.inject({ method: 'GET', url: `/api/v1/lead-as/${first.id}`, headers: w.asPortal }), 400);

  await cancelAs(app, w, first.id, 111);
  const second = await fileAsOk(app, w, { portalId: 111, leadId: lead.id });
  const byLead = await getAs(lead.id, 111, 'lead');
  assert.equal(byLead.statusCode, 200, byLead.body);
  assert.equal(byLead.json().id, second.id);
  assert.equal((await getAs(first.id, 111, 'id')).json().status, 'CANCELLED');
  // A lead without requests of this user: 404, whoever owns it.
  expectProblem(await getAs(lead.id, 112, 'lead'), 404, 'AS_REQUEST_NOT_FOUND');
  const bare = await given.assignedLead({ world: w, portalId: 111 });
  expectProblem(await getAs(bare.id, 111, 'lead'), 404, 'AS_REQUEST_NOT_FOUND');
});

test('cancel: only WAITING or HOLD; another user’s → 403; unknown → 404; lead status copy follows', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 113 });
  const req = await fileAsOk(app, w, { portalId: 113, leadId: lead.id });
  expectProblem(await cancelAs(app, w, req.id, 114), 403, 'AS_REQUEST_FORBIDDEN');
  expectProblem(await cancelAs(app, w, '999999999', 113), 404, 'AS_REQUEST_NOT_FOUND');
  expectProblem(
    await app.inject({ method: 'POST', url: `/api/v1/lead-as/${req.id}/cancel`, headers: w.asPortal, payload: {} }),
    400,
    'VALIDATION_FAILED',
  );
  const res = await cancelAs(app, w, req.id, 113);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { success: true });
  const after = (await getAs(req.id, 113)).json() as AsDetail;
  assert.equal(after.status, 'CANCELLED');
  assert.equal(after.statusLabel, '취소');
  assert.ok(after.updatedAt >= after.createdAt);
  assert.equal(await latestOf(lead.id), 'CANCELLED');
  expectProblem(await cancelAs(app, w, req.id, 113), 400, 'AS_INVALID_TRANSITION');

  const held = await fileAsOk(app, w, { portalId: 113, leadId: lead.id });
  await reviewOk(app, held.id, 'HOLD');
  assert.equal((await cancelAs(app, w, held.id, 113)).statusCode, 200);

  const rejected = await fileAsOk(app, w, { portalId: 113, leadId: lead.id });
  await reviewOk(app, rejected.id, 'REJECTED', '통화 기록 있음');
  expectProblem(await cancelAs(app, w, rejected.id, 113), 400, 'AS_INVALID_TRANSITION');
  assert.equal(await latestOf(lead.id), 'REJECTED');
});

test('list: own requests newest first, filtered by status, leadId and period, paged', async () => {
  const a = await given.assignedLead({ world: w, portalId: 115 });
  const b = await given.assignedLead({ world: w, portalId: 115 });
  const c = await given.assignedLead({ world: w, portalId: 115 });
  const other = await given.assignedLead({ world: w, portalId: 116 });
  const ra = await fileAsOk(app, w, { portalId: 115, leadId: a.id });
  const rb = await fileAsOk(app, w, { portalId: 115, leadId: b.id });
  const rc = await fileAsOk(app, w, { portalId: 115, leadId: c.id });
  await fileAsOk(app, w, { portalId: 116, leadId: other.id });
  await cancelAs(app, w, rb.id, 115);
  await reviewOk(app, rc.id, 'HOLD');

  const all = await listAs('portalId=115');
  assert.equal(all.statusCode, 200, all.body);
  const body = all.json() as { data: AsDetail[]; pagination: Record<string, number> };
  assert.deepEqual(
    body.data.map((d) => d.id),
    [rc.id, rb.id, ra.id],
  );
  assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 3, totalPages: 1 });
  assert.deepEqual(Object.keys(body.data[0]).sort(), DETAIL_KEYS);

  const ids = async (query: string) => ((await listAs(query)).json() as { data: AsDetail[] }).data.map((d) => d.id);
  assert.deepEqual(await ids('portalId=115&status=CANCELLED'), [rb.id]);
  assert.deepEqual(await ids('portalId=115&status=WAITING,HOLD'), [rc.id, ra.id]);
  assert.deepEqual(await ids(`portalId=115&leadId=${a.id}`), [ra.id]);
  assert.deepEqual(await ids('portalId=115&createdFrom=2000-01-01&createdTo=2999-12-31'), [rc.id, rb.id, ra.id]);
  assert.deepEqual(await ids('portalId=115&createdTo=2000-01-01'), []);
  assert.deepEqual(
    await ids(
      `portalId=115&createdFrom=${encodeURIComponent(ra.createdAt)}&createdTo=${encodeURIComponent(rb.createdAt)}`,
    ),
    [rb.id, ra.id],
  );
  const paged = (await listAs('portalId=115&limit=2&page=2')).json() as {
    data: AsDetail[];
    pagination: Record<string, number>;
  };
  assert.deepEqual(
    paged.data.map((d) => d.id),
    [ra.id],
  );
  assert.deepEqual(paged.pagination, { page: 2, limit: 2, total: 3, totalPages: 2 });

  expectProblem(await listAs('status=WAITING'), 400, 'VALIDATION_FAILED');
  expectProblem(await listAs('portalId=115&status=OPEN'), 400, 'VALIDATION_FAILED');
  expectProblem(await listAs('portalId=115&createdFrom=2026-13-01'), 400, 'VALIDATION_FAILED');
  expectProblem(await listAs('portalId=115&createdFrom=2026-02-01&createdTo=2026-01-01'), 400, 'VALIDATION_FAILED');
  expectProblem(await listAs('portalId=115&limit=101'), 400, 'VALIDATION_FAILED');
  expectProblem(await listAs('portalId=115&foo=1'), 400, 'VALIDATION_FAILED');
});

test('name and phone are unmasked once the owner has used the lead, and that read is logged', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 117, name: '김철수', phone: '010-3456-7890' });
  const req = await fileAsOk(app, w, { portalId: 117, leadId: lead.id });
  assert.equal(req.lead.name, '김*수');
  const used = await app.inject({
    method: 'POST',
    url: `/api/v1/leads/${lead.id}/use`,
    headers: w.asPortal,
    payload: { portalId: 117 },
  });
  assert.equal(used.statusCode, 200, used.body);
  const logged = async () =>
    (
      await db
        .select({ n: count() })
        .from(piiAccessLog)
        .where(sql`${piiAccessLog.action} = 'GET_AS' and ${Number(lead.id)} = any(${piiAccessLog.leadIds})`)
    )[0].n;
  const before = await logged();
  const got = (await getAs(req.id, 117)).json() as AsDetail;
  assert.equal(got.lead.name, '김철수');
  assert.equal(got.lead.phone, '010-3456-7890');
  assert.equal(await logged(), before + 1);
});

// ---- the owned-lead list filters read the latest AS request ----

const leadIdsWhere = async (portalId: number, query: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/leads?portalId=${portalId}&${query}`,
    headers: w.asPortal,
  });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { data: { id: string }[] }).data.map((d) => d.id).sort();
};

test('hasAs and leadAsStatus of GET /api/v1/leads follow real requests: filed, held, cancelled, rejected, approved', async () => {
  const none = await given.assignedLead({ world: w, portalId: 120 });
  const waiting = await given.assignedLead({ world: w, portalId: 120 });
  const held = await given.assignedLead({ world: w, portalId: 120 });
  const cancelled = await given.assignedLead({ world: w, portalId: 120 });
  const rejected = await given.assignedLead({ world: w, portalId: 120 });
  const approved = await given.assignedLead({ world: w, portalId: 120 });
  await fileAsOk(app, w, { portalId: 120, leadId: waiting.id });
  await reviewOk(app, (await fileAsOk(app, w, { portalId: 120, leadId: held.id })).id, 'HOLD');
  await cancelAs(app, w, (await fileAsOk(app, w, { portalId: 120, leadId: cancelled.id })).id, 120);
  await reviewOk(
    app,
    (await fileAsOk(app, w, { portalId: 120, leadId: rejected.id })).id,
    'REJECTED',
    '통화 기록 있음',
  );
  await reviewOk(app, (await fileAsOk(app, w, { portalId: 120, leadId: approved.id })).id, 'APPROVED');

  const withAs = [waiting.id, held.id, rejected.id].sort();
  const withoutAs = [none.id, cancelled.id].sort();
  assert.deepEqual(await leadIdsWhere(120, 'hasAs=true'), withAs);
  assert.deepEqual(await leadIdsWhere(120, 'hasAs=Y'), withAs);
  assert.deepEqual(await leadIdsWhere(120, 'hasAs=false'), withoutAs);
  assert.deepEqual(await leadIdsWhere(120, 'hasAs=N'), withoutAs);
  // The approved lead was returned: its owner no longer lists it.
  assert.ok(!(await leadIdsWhere(120, '')).includes(approved.id));

  const res = await app.inject({ method: 'GET', url: '/api/v1/leads?portalId=120&limit=100', headers: w.asPortal });
  const byId = new Map(
    (res.json() as { data: { id: string; leadAsStatus: string | null; leadAsStatusLabel: string | null }[] }).data.map(
      (d) => [d.id, d],
    ),
  );
  const statusOf = (id: string) => [byId.get(id)?.leadAsStatus, byId.get(id)?.leadAsStatusLabel];
  assert.deepEqual(statusOf(none.id), [null, null]);
  assert.deepEqual(statusOf(waiting.id), ['WAITING', '대기']);
  assert.deepEqual(statusOf(held.id), ['HOLD', '보류']);
  assert.deepEqual(statusOf(cancelled.id), ['CANCELLED', '취소']);
  assert.deepEqual(statusOf(rejected.id), ['REJECTED', '반려']);
  assert.equal(await latestOf(approved.id), 'APPROVED');

  // A new request after the cancelled one makes the lead count again; the latest one decides.
  await fileAsOk(app, w, { portalId: 120, leadId: cancelled.id });
  assert.deepEqual(await leadIdsWhere(120, 'hasAs=Y'), [...withAs, cancelled.id].sort());
  assert.deepEqual(await leadIdsWhere(120, 'hasAs=N'), [none.id]);
});

test('Idempotency-Key: filing twice with the same key answers the first request, filed once', async () => {
  const lead = await given.assignedLead({ world: w, portalId: 121 });
  const send = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/lead-as',
      headers: { ...w.asPortal, 'idempotency-key': `as-${lead.id}` },
      payload: { portalId: 121, leadId: lead.id, reasonCode: 'WRONG_NUMBER' },
    });
  const first = await send();
  const again = await send();
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.json().id, first.json().id);
  const rows = await db
    .select()
    .from(asRequests)
    .where(eq(asRequests.leadId, Number(lead.id)));
  assert.equal(rows.length, 1);
});

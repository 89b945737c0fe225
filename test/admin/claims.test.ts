import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { claimDispatches, claims } from '../../src/db/schema/index.js';
import { bearer, claimBody, createConsultant, createTerms, setClaimStatus } from '../claims/helpers.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { factories } from '../helpers/given.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });

const fc1 = await createConsultant(app, 'FC', { name: '김설계' });
const fc2 = await createConsultant(app, 'FC', { name: '박상담' });
const samsung = await createTerms(app, 'SAMSUNG_LIFE', true);
const hanwha = await createTerms(app, 'HANWHA_LIFE', true);

async function submit(token: string, ci: string, insurer: 'SAMSUNG_LIFE' | 'HANWHA_LIFE') {
  const terms = insurer === 'SAMSUNG_LIFE' ? samsung : hanwha;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/claim/requests',
    headers: bearer(token),
    payload: claimBody(ci, [terms.id], { insuCompCd: insurer }),
  });
  if (res.statusCode !== 200) throw new Error(`submit → ${res.statusCode} ${res.body}`);
  return res.json().claimReqId as number;
}

// Oldest first: a FAILED claim, a SENT one (dispatched), a RECEIVED one of another consultant.
const failed = await submit(fc1.token, fc1.ci, 'SAMSUNG_LIFE');
const sent = await submit(fc1.token, fc1.ci, 'HANWHA_LIFE');
const received = await submit(fc2.token, fc2.ci, 'SAMSUNG_LIFE');
await db
  .update(claims)
  .set({ status: 'FAILED', attempts: 3, lastError: 'fax gateway: line busy', claimDate: '2025-05-01' })
  .where(eq(claims.id, failed));
await db.update(claims).set({ status: 'SENT', attempts: 1, claimDate: '2025-05-02' }).where(eq(claims.id, sent));
await db
  .insert(claimDispatches)
  .values({ claimId: sent, gateway: 'local-outbox', destination: '02-789-8090', reference: 'ref-1', pages: 4 });
const [dispatched] = await db.select().from(claimDispatches).where(eq(claimDispatches.claimId, sent));

const list = (query = '', headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url: `/admin/v1/claim/requests${query}`, headers });
const ids = (res: { json: () => { data: { claimReqId: number }[] } }) => res.json().data.map((c) => c.claimReqId);

test('newest first by default, oldest first with sortOrder=asc; claims of every consultant', async () => {
  const res = await list();
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(ids(res), [received, sent, failed]);
  assert.deepEqual(ids(await list('?sortOrder=asc')), [failed, sent, received]);
});

test('status, insurer, consultant, dispatch and the error of a FAILED claim', async () => {
  type Row = Record<string, unknown> & { claimReqId: number };
  const byId = new Map<number, Row>((await list()).json().data.map((c: Row) => [c.claimReqId, c]));
  const f = byId.get(failed)!;
  assert.equal(f.claimStatusCd, 'FAILED');
  assert.equal(f.claimStatus, '전송실패');
  assert.equal(f.claimDate, '2025-05-01');
  assert.equal(f.insuCompCd, 'SAMSUNG_LIFE');
  assert.equal(f.insuCompNm, '삼성생명');
  assert.equal(f.fcUserCi, fc1.ci);
  assert.equal(f.fcUserNm, '김설계');
  assert.equal(f.attempts, 3);
  assert.equal(f.lastError, 'fax gateway: line busy');
  assert.equal(f.dispatch, null);
  assert.ok(!Number.isNaN(Date.parse(String(f.statusChangedAt))));
  const s = byId.get(sent)!;
  assert.equal(s.claimStatusCd, 'SENT');
  assert.equal(s.insuCompNm, '한화생명');
  assert.equal(s.lastError, null);
  assert.deepEqual(s.dispatch, { gateway: 'local-outbox', pages: 4, sentAt: dispatched.createdAt.toISOString() });
  const r = byId.get(received)!;
  assert.equal(r.claimStatusCd, 'RECEIVED');
  assert.equal(r.fcUserNm, '박상담');
  assert.equal(r.dispatch, null);
});

test("the client's personal data: the name masked; no phone, birthday or bank account anywhere in the body", async () => {
  const res = await list();
  for (const c of res.json().data) assert.equal(c.clientNm, '홍*동');
  for (const secret of [
    '홍길동',
    '010-1234-5678',
    '01012345678',
    '01098765432',
    '123-456-789012',
    '123456789012',
    '19800115',
    '1980-01-15',
    '800115',
  ]) {
    assert.ok(!res.body.includes(secret), `no ${secret} in the body`);
  }
  for (const field of ['clientTel', 'clientBirthday', 'bankAccount', 'bankAccountHolder', 'callbackTel']) {
    assert.ok(!(field in res.json().data[0]), `no ${field}`);
  }
});

test('filters: the id, status, insurer, consultant, claim dates (inclusive, either date form)', async () => {
  assert.deepEqual(ids(await list('?claimStatusCd=FAILED')), [failed]);
  assert.deepEqual(ids(await list('?claimStatusCd=COMPLETE')), []);
  assert.deepEqual(ids(await list('?insuCompCd=SAMSUNG_LIFE')), [received, failed]);
  assert.deepEqual(ids(await list(`?fcUserCi=${encodeURIComponent(fc1.ci)}`)), [sent, failed]);
  assert.deepEqual(ids(await list('?fcUserCi=UNKNOWN-CI')), []);
  assert.deepEqual(ids(await list(`?claimReqId=${failed}`)), [failed], 'one claim by its id');
  assert.deepEqual(ids(await list('?claimReqId=999999')), []);
  assert.deepEqual(ids(await list('?from=2025-05-01&to=2025-05-01')), [failed]);
  assert.deepEqual(ids(await list('?from=20250501&to=20250502')), [sent, failed]);
  assert.deepEqual(ids(await list('?from=2025-05-02&to=2025-12-31')), [sent]);
  assert.deepEqual(ids(await list('?to=2025-05-02&insuCompCd=HANWHA_LIFE')), [sent]);
});

test('a FAILED claim is sent again by the PATCH with RECEIVED: the list then shows it RECEIVED, with no error', async () => {
  const res = await setClaimStatus(app, failed, 'RECEIVED');
  assert.equal(res.statusCode, 200, res.body);
  const [again] = (await list('?claimStatusCd=RECEIVED&insuCompCd=SAMSUNG_LIFE&sortOrder=asc')).json().data;
  assert.equal(again.claimReqId, failed);
  assert.equal(again.lastError, null);
  assert.equal(again.attempts, 0);
  await db.update(claims).set({ status: 'FAILED', lastError: 'fax gateway: line busy' }).where(eq(claims.id, failed));
});

test('paging: page and limit with the bounded pagination object', async () => {
  const res = await list('?limit=2&page=2');
  assert.deepEqual(ids(res), [failed]);
  assert.deepEqual(res.json().pagination, { page: 2, limit: 2, total: 3, totalPages: 2, totalCapped: false });
  expectProblem(await list('?limit=100&page=101'), 400, 'VALIDATION_FAILED');
});

test('bad input → 400 problem+json', async () => {
  for (const query of [
    '?claimStatusCd=LOST',
    '?from=2025-13-01',
    '?from=2025-02-30',
    '?to=yesterday',
    '?from=2025-05-02&to=2025-05-01',
    '?limit=0',
    '?sortOrder=up',
    `?fcUserCi=${'x'.repeat(201)}`,
    '?unknown=1',
  ]) {
    expectProblem(await list(query), 400, 'VALIDATION_FAILED');
  }
});

test('portal and provider keys → 403, a consultant token → 401; every operator role may list', async () => {
  const world = await factories(app).world();
  assert.equal((await list('', world.asPortal)).statusCode, 403);
  assert.equal((await list('', world.asProvider)).statusCode, 403);
  const consultant = await list('', bearer(fc1.token));
  // A consultant's bearer token is no admin credential: the admin routes ask for a key or a console session.
  assert.equal(consultant.statusCode, 401, consultant.body);
  for (const role of ['VIEWER', 'REVIEWER', 'ADMIN'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    const res = await asOperator(app, session, 'GET', '/admin/v1/claim/requests?claimStatusCd=FAILED');
    assert.equal(res.statusCode, 200, `${role}: ${res.body}`);
    assert.deepEqual(ids(res), [failed]);
  }
});

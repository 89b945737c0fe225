import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { analysisConsents, medicalAnalyses, medicalAuthRequests } from '../../../src/db/schema/index.js';
import { createConsultant, createOrg, systemToken } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { build, onPostgres } from '../../helpers/build.js';
import { get, type Json, post, testClock } from '../coverage/helpers.js';
import {
  AUTH_REQUESTS,
  barrierHealth,
  completeUrl,
  type HealthAnswer,
  MEDICAL,
  medicalTermIds,
  patient,
  providerCheckup,
  providerTreatment,
  requestAuth,
  scriptedHealth,
  sourceData,
  withHealth,
} from './helpers.js';

const clock = testClock();
const t = await build({}, { clock: clock.now });
const { app, db } = t;
const admin = await createConsultant(app, 'ADMIN', { name: '관리자' });
const root = await createOrg(app, admin.token, '본부');
const manager = await createConsultant(app, 'MANAGER', { orgId: root.id, name: '김관리' });
const fc = await createConsultant(app, 'FC', { orgId: root.id, name: '최설계' });
const other = await createConsultant(app, 'FC', { name: '박설계' });
const system = await systemToken(app);
const terms = await medicalTermIds(app, fc.token);
const SECOND = 1000;

const start = (who: Json = {}, token = fc.token, fcUserCi = fc.ci) =>
  requestAuth(app, token, { fcUserCi, client: patient(who), agreedTermsIds: terms });
const complete = (id: unknown, token = fc.token, headers: Record<string, string> = {}) =>
  post(app, token, completeUrl(id), {}, headers);
const retry = (id: unknown, token = fc.token, headers: Record<string, string> = {}) =>
  post(app, token, `${AUTH_REQUESTS}/${id}/retry`, {}, headers);
const read = async (id: unknown, token = fc.token) => {
  const res = await get(app, token, `${AUTH_REQUESTS}/${id}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Json;
};
const rowOf = async (id: unknown) =>
  (
    await db
      .select()
      .from(medicalAuthRequests)
      .where(eq(medicalAuthRequests.id, id as string))
  )[0];
const sourcesOf = (ar: Json) => (ar.sources as Json[]).map((s) => [s.source, s.status, s.statusLabel]);
const analysesOf = (authRequestId: unknown) =>
  db
    .select({ id: medicalAnalyses.id })
    .from(medicalAnalyses)
    .where(eq(medicalAnalyses.authRequestId, authRequestId as string));

/** A record for each source, so that a DATA answer has something in it. */
const records = {
  treatments: [providerTreatment({ visitDate: '2025-01-10' })],
  checkups: [providerCheckup({ checkupDate: '2025-02-10' })],
};
/** Answers per source; a source not named answers DATA. */
const per = (answers: Partial<Record<'TREATMENTS' | 'CHECKUPS', HealthAnswer>>) =>
  scriptedHealth((input) => answers[input.source] ?? sourceData(input, records));

test('one source approved while the other still waits → 200 WAITING; asked again with no change → 409; then COMPLETED', async () => {
  const answers: Partial<Record<'TREATMENTS' | 'CHECKUPS', HealthAnswer>> = { CHECKUPS: { outcome: 'PENDING' } };
  const { adapter, calls } = per(answers);
  await withHealth(app, adapter, async () => {
    const ar = await start();
    const first = await complete(ar.authRequestId);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().status, 'WAITING');
    assert.equal(first.json().analysisId, null);
    assert.deepEqual(sourcesOf(first.json()), [
      ['TREATMENTS', 'COMPLETED', '인증완료'],
      ['CHECKUPS', 'WAITING', '승인대기'],
    ]);
    // Only the waiting source is asked again.
    const before = calls.continue;
    const again = await complete(ar.authRequestId);
    expectProblem(again, 409, 'AUTH_PENDING');
    assert.equal(again.headers['retry-after'], '3');
    assert.equal(calls.continue, before + 1);
    answers.CHECKUPS = undefined;
    const done = await complete(ar.authRequestId);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().status, 'COMPLETED');
    assert.deepEqual(sourcesOf(done.json()), [
      ['TREATMENTS', 'COMPLETED', '인증완료'],
      ['CHECKUPS', 'COMPLETED', '인증완료'],
    ]);
    assert.equal(calls.continue, before + 2);
    const a = (await get(app, fc.token, `${MEDICAL}/${done.json().analysisId}`)).json();
    assert.equal(a.status, 'REQUESTED');
    assert.equal(a.authRequestId, ar.authRequestId);
  });
});

test('one source denied, the other with data → COMPLETED; the denied source is named missing', async () => {
  const { adapter } = per({ TREATMENTS: { outcome: 'DENIED' } });
  await withHealth(app, adapter, async () => {
    const ar = await start();
    const res = await complete(ar.authRequestId);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'COMPLETED');
    assert.deepEqual(sourcesOf(res.json()), [
      ['TREATMENTS', 'DENIED', '거절'],
      ['CHECKUPS', 'COMPLETED', '인증완료'],
    ]);
    const [row] = await db.select().from(medicalAnalyses).where(eq(medicalAnalyses.id, res.json().analysisId));
    assert.deepEqual(row.missingSources, ['TREATMENTS']);
  });
});

test('both sources denied → 400 AUTH_DENIED, DENIED for good; retry asks again with new pushes', async () => {
  const { adapter, calls } = per({ TREATMENTS: { outcome: 'DENIED' }, CHECKUPS: { outcome: 'DENIED' } });
  await withHealth(app, adapter, async () => {
    const ar = await start();
    expectProblem(await complete(ar.authRequestId), 400, 'AUTH_DENIED');
    const denied = await read(ar.authRequestId);
    assert.equal(denied.status, 'DENIED');
    assert.equal(denied.statusLabel, '거절');
    assert.deepEqual(sourcesOf(denied), [
      ['TREATMENTS', 'DENIED', '거절'],
      ['CHECKUPS', 'DENIED', '거절'],
    ]);
    // A closed request asks the sources nothing more.
    const asked = calls.continue;
    expectProblem(await complete(ar.authRequestId), 400, 'AUTH_DENIED');
    assert.equal(calls.continue, asked);
    const begun = calls.begin;
    // Retries go 30 s after the last push at the soonest.
    clock.advance(30 * SECOND);
    const res = await retry(ar.authRequestId);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(calls.begin, begun + 2);
    assert.equal(res.json().status, 'WAITING');
    assert.equal(res.json().authMethod, ar.authMethod);
    assert.deepEqual(res.json().client, ar.client);
  });
});

test('a source expired and the other failed → 400 AUTH_EXPIRED, the request EXPIRED', async () => {
  const { adapter } = per({
    TREATMENTS: { outcome: 'EXPIRED' },
    CHECKUPS: { outcome: 'FAILED', code: 'NHIS_DOWN', message: '점검 중' },
  });
  await withHealth(app, adapter, async () => {
    const ar = await start();
    expectProblem(await complete(ar.authRequestId), 400, 'AUTH_EXPIRED');
    const expired = await read(ar.authRequestId);
    assert.equal(expired.status, 'EXPIRED');
    assert.equal(expired.statusLabel, '만료');
    assert.deepEqual(sourcesOf(expired), [
      ['TREATMENTS', 'EXPIRED', '만료'],
      ['CHECKUPS', 'FAILED', '실패'],
    ]);
    clock.advance(30 * SECOND);
    assert.equal((await retry(ar.authRequestId)).statusCode, 200);
  });
});

test('every source failed → 400 AUTH_FAILED, the same again; the sources say FAILED; retry', async () => {
  const { adapter } = per({
    TREATMENTS: { outcome: 'FAILED', code: 'HIRA_DOWN', message: '점검 중' },
    CHECKUPS: { outcome: 'ACCOUNT_REQUIRED' },
  });
  await withHealth(app, adapter, async () => {
    const ar = await start();
    const res = await complete(ar.authRequestId);
    expectProblem(res, 400, 'AUTH_FAILED');
    // The provider's own message stays out of the answer.
    assert.ok(!res.body.includes('점검 중'));
    expectProblem(await complete(ar.authRequestId), 400, 'AUTH_FAILED');
    const failed = await read(ar.authRequestId);
    assert.deepEqual(sourcesOf(failed), [
      ['TREATMENTS', 'FAILED', '실패'],
      ['CHECKUPS', 'FAILED', '실패'],
    ]);
    assert.equal(failed.analysisId, null);
    assert.equal((await analysesOf(ar.authRequestId)).length, 0);
    clock.advance(30 * SECOND);
    const again = await retry(ar.authRequestId);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().status, 'WAITING');
  });
});

test('a source that fails at the start is FAILED at once; the other completes the request', async () => {
  const { adapter } = scriptedHealth(
    (input) => sourceData(input, records),
    (input) => (input.source === 'CHECKUPS' ? { outcome: 'FAILED', code: 'NHIS_DOWN', message: '점검 중' } : null),
  );
  await withHealth(app, adapter, async () => {
    const ar = await start();
    assert.deepEqual(sourcesOf(ar), [
      ['TREATMENTS', 'WAITING', '승인대기'],
      ['CHECKUPS', 'FAILED', '실패'],
    ]);
    const res = await complete(ar.authRequestId);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'COMPLETED');
    const [row] = await db.select().from(medicalAnalyses).where(eq(medicalAnalyses.id, res.json().analysisId));
    assert.deepEqual(row.missingSources, ['CHECKUPS']);
    // A request with a failed source may be asked again, completed or not.
    clock.advance(30 * SECOND);
    assert.equal((await retry(ar.authRequestId)).statusCode, 200);
  });
});

test('sandbox: read after expiresAt → EXPIRED with its waiting sources, without a complete; then 400 AUTH_EXPIRED', async () => {
  const ar = await start();
  clock.advance(5 * 60 * SECOND - SECOND);
  assert.equal((await read(ar.authRequestId)).status, 'WAITING');
  clock.advance(2 * SECOND);
  const expired = await read(ar.authRequestId);
  assert.equal(expired.status, 'EXPIRED');
  assert.deepEqual(sourcesOf(expired), [
    ['TREATMENTS', 'EXPIRED', '만료'],
    ['CHECKUPS', 'EXPIRED', '만료'],
  ]);
  expectProblem(await complete(ar.authRequestId), 400, 'AUTH_EXPIRED');
});

test('retry: not from WAITING nor COMPLETED (400 AUTH_REQUEST_NOT_RETRYABLE); keeps consent and coverage link; not across consultants', async () => {
  const ar = await start({ name: '거절수' });
  expectProblem(await retry(ar.authRequestId), 400, 'AUTH_REQUEST_NOT_RETRYABLE');
  clock.advance(3 * SECOND);
  expectProblem(await complete(ar.authRequestId), 400, 'AUTH_DENIED');
  expectProblem(await retry(ar.authRequestId, other.token), 404, 'AUTH_REQUEST_NOT_FOUND');
  clock.advance(27 * SECOND);
  const again = await retry(ar.authRequestId);
  assert.equal(again.statusCode, 200, again.body);
  const [first] = await db
    .select()
    .from(medicalAuthRequests)
    .where(eq(medicalAuthRequests.id, ar.authRequestId as string));
  const [second] = await db
    .select()
    .from(medicalAuthRequests)
    .where(eq(medicalAuthRequests.id, again.json().authRequestId));
  assert.equal(second.consentId, first.consentId);
  assert.equal(second.userId, first.userId);
  assert.equal(second.coverageAnalysisId, first.coverageAnalysisId);
  // A completed request is not asked again.
  const ok = await start();
  clock.advance(3 * SECOND);
  assert.equal((await complete(ok.authRequestId)).statusCode, 200);
  expectProblem(await retry(ok.authRequestId), 400, 'AUTH_REQUEST_NOT_RETRYABLE');
  expectProblem(await retry('ar_aaaaaaaaaaaaaaaaaaaa'), 404, 'AUTH_REQUEST_NOT_FOUND');
});

/** A 429 AUTH_RETRY_TOO_SOON telling to come back in `seconds`. */
function retryTooSoon(res: Awaited<ReturnType<typeof retry>>, seconds: number) {
  expectProblem(res, 429, 'AUTH_RETRY_TOO_SOON');
  assert.equal(res.headers['retry-after'], String(seconds), res.body);
}

/** A request the sandbox denies (`거절…`), denied: 3 s after its push. */
async function deniedRequest() {
  const ar = await start({ name: '거절횟수' });
  clock.advance(3 * SECOND);
  expectProblem(await complete(ar.authRequestId), 400, 'AUTH_DENIED');
  return ar.authRequestId as string;
}

test('retry: 30 s after the last push at the soonest (429 AUTH_RETRY_TOO_SOON, Retry-After), a request once, 3 in all (400 AUTH_RETRY_LIMIT)', async (ctx) => {
  ctx.after(clock.freeze());
  const first = await deniedRequest();
  retryTooSoon(await retry(first), 27);
  clock.advance(27 * SECOND - 1);
  retryTooSoon(await retry(first), 1);
  clock.advance(1);
  const chain = [first];
  for (let n = 1; n <= 3; n++) {
    const res = await retry(chain[n - 1]);
    assert.equal(res.statusCode, 200, res.body);
    chain.push(res.json().authRequestId);
    // The push just sent holds off a retry of any request of the chain, the one asked again included.
    retryTooSoon(await retry(chain[n - 1]), 30);
    clock.advance(3 * SECOND);
    expectProblem(await complete(chain[n]), 400, 'AUTH_DENIED');
    if (n < 3) retryTooSoon(await retry(chain[n]), 27);
    clock.advance(27 * SECOND);
    expectProblem(await retry(chain[n - 1]), 400, 'AUTH_REQUEST_NOT_RETRYABLE');
  }
  // The third retry is the last, now or a day later.
  expectProblem(await retry(chain[3]), 400, 'AUTH_RETRY_LIMIT');
  clock.advance(86_400 * SECOND);
  expectProblem(await retry(chain[3]), 400, 'AUTH_RETRY_LIMIT');
  expectProblem(await retry(first), 400, 'AUTH_REQUEST_NOT_RETRYABLE');
  const rows = await db.select().from(medicalAuthRequests).where(inArray(medicalAuthRequests.id, chain));
  assert.equal(rows.length, 4, 'the first push and three retries');
});

test('25 retries of one request at once: exactly one new request (its two pushes), 24 → 429 AUTH_RETRY_TOO_SOON', {
  skip: !onPostgres,
  timeout: 60_000,
}, async (ctx) => {
  ctx.after(clock.freeze());
  const { adapter, calls } = per({ TREATMENTS: { outcome: 'DENIED' }, CHECKUPS: { outcome: 'DENIED' } });
  await withHealth(app, adapter, async () => {
    const ar = await start();
    expectProblem(await complete(ar.authRequestId), 400, 'AUTH_DENIED');
    clock.advance(30 * SECOND);
    const begun = calls.begin;
    const answers = await Promise.all(Array.from({ length: 25 }, () => retry(ar.authRequestId)));
    const accepted = answers.filter((r) => r.statusCode === 200);
    assert.equal(accepted.length, 1, answers.map((r) => r.statusCode).join(','));
    for (const res of answers.filter((r) => r.statusCode !== 200)) retryTooSoon(res, 30);
    assert.equal(calls.begin, begun + 2, 'one push per source, once');
    const made = await db
      .select({ id: medicalAuthRequests.id })
      .from(medicalAuthRequests)
      .where(eq(medicalAuthRequests.consentId, (await rowOf(ar.authRequestId)).consentId));
    assert.deepEqual(made.map((r) => r.id).sort(), [ar.authRequestId, accepted[0].json().authRequestId].sort());
  });
});

test('Idempotency-Key: a completed complete is replayed as it was; a refusal too; a key on another request → 400', async () => {
  const ar = await start();
  clock.advance(3 * SECOND);
  const key = `complete-${ar.authRequestId}`;
  const done = await complete(ar.authRequestId, fc.token, { 'idempotency-key': key });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.headers['idempotent-replayed'], undefined);
  const replay = await complete(ar.authRequestId, fc.token, { 'idempotency-key': key });
  assert.equal(replay.statusCode, 200);
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.deepEqual(replay.json(), done.json());
  assert.equal((await analysesOf(ar.authRequestId)).length, 1);
  const another = await start();
  expectProblem(
    await complete(another.authRequestId, fc.token, { 'idempotency-key': key }),
    400,
    'IDEMPOTENCY_KEY_REUSED',
  );

  const denied = await start({ name: '거절키' });
  clock.advance(3 * SECOND);
  const refusal = await complete(denied.authRequestId, fc.token, {
    'idempotency-key': `complete-${denied.authRequestId}`,
  });
  expectProblem(refusal, 400, 'AUTH_DENIED');
  const refusedAgain = await complete(denied.authRequestId, fc.token, {
    'idempotency-key': `complete-${denied.authRequestId}`,
  });
  expectProblem(refusedAgain, 400, 'AUTH_DENIED');
  assert.equal(refusedAgain.headers['idempotent-replayed'], 'true');
});

test('Idempotency-Key: a start and a retry sent twice create one request each', async () => {
  const body = { fcUserCi: fc.ci, client: patient({ name: '한번만' }), agreedTermsIds: terms, authMethod: 'PASS' };
  const a = await post(app, fc.token, AUTH_REQUESTS, body, { 'idempotency-key': 'start-once' });
  const b = await post(app, fc.token, AUTH_REQUESTS, body, { 'idempotency-key': 'start-once' });
  assert.equal(a.statusCode, 200, a.body);
  assert.equal(b.headers['idempotent-replayed'], 'true');
  assert.equal(b.json().authRequestId, a.json().authRequestId);
  const denied = await start({ name: '거절둘' });
  clock.advance(3 * SECOND);
  expectProblem(await complete(denied.authRequestId), 400, 'AUTH_DENIED');
  clock.advance(27 * SECOND);
  const r1 = await retry(denied.authRequestId, fc.token, { 'idempotency-key': 'retry-once' });
  const r2 = await retry(denied.authRequestId, fc.token, { 'idempotency-key': 'retry-once' });
  assert.equal(r1.statusCode, 200, r1.body);
  assert.equal(r2.json().authRequestId, r1.json().authRequestId);
});

test('parallel completes of one approved request → one analysis; every answer COMPLETED with its id', {
  timeout: 60_000,
}, async () => {
  const n = 6;
  await withHealth(app, barrierHealth(app.deps.analysis.health, n), async () => {
    const ar = await start();
    clock.advance(3 * SECOND);
    const responses = await Promise.all(Array.from({ length: n }, () => complete(ar.authRequestId)));
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      Array(n).fill(200),
      responses.map((r) => r.body).join('\n'),
    );
    assert.ok(responses.every((r) => r.json().status === 'COMPLETED'));
    const ids = new Set(responses.map((r) => r.json().analysisId));
    assert.equal(ids.size, 1);
    const rows = await analysesOf(ar.authRequestId);
    assert.deepEqual(
      rows.map((r) => r.id),
      [...ids],
    );
    assert.equal((await read(ar.authRequestId)).analysisId, [...ids][0]);
  });
});

test('parallel completes while the approval arrives: one analysis; each answer WAITING, COMPLETED or 409', {
  timeout: 60_000,
}, async () => {
  // The checkups source approves from its third call on, and stays approved (as providers do).
  let checkupCalls = 0;
  const { adapter } = scriptedHealth((input) =>
    input.source === 'CHECKUPS' && ++checkupCalls < 3 ? { outcome: 'PENDING' } : sourceData(input, records),
  );
  const n = 4;
  await withHealth(app, barrierHealth(adapter, n), async () => {
    const ar = await start();
    const responses = await Promise.all(Array.from({ length: n }, () => complete(ar.authRequestId)));
    for (const r of responses) {
      if (r.statusCode === 409) expectProblem(r, 409, 'AUTH_PENDING');
      else assert.equal(r.statusCode, 200, r.body);
    }
    const last = await complete(ar.authRequestId);
    assert.equal(last.statusCode, 200, last.body);
    assert.equal(last.json().status, 'COMPLETED');
    const completed = [...responses.filter((r) => r.statusCode === 200), last]
      .map((r) => r.json())
      .filter((r) => r.status === 'COMPLETED');
    assert.deepEqual(new Set(completed.map((r) => r.analysisId)), new Set([last.json().analysisId]));
    assert.deepEqual(
      (await analysesOf(ar.authRequestId)).map((r) => r.id),
      [last.json().analysisId],
    );
  });
});

test('who: a MANAGER for a consultant of its organization, a system client for anyone; an ADMIN, an FC for another → 403', async () => {
  const byManager = await start({}, manager.token, fc.ci);
  assert.equal(byManager.status, 'WAITING');
  assert.equal((await read(byManager.authRequestId, fc.token)).authRequestId, byManager.authRequestId);
  assert.equal((await read(byManager.authRequestId, manager.token)).authRequestId, byManager.authRequestId);
  const bySystem = await start({}, system, other.ci);
  assert.equal((await read(bySystem.authRequestId, system)).status, 'WAITING');
  expectProblem(await get(app, fc.token, `${AUTH_REQUESTS}/${bySystem.authRequestId}`), 404, 'AUTH_REQUEST_NOT_FOUND');
  expectProblem(
    await get(app, manager.token, `${AUTH_REQUESTS}/${bySystem.authRequestId}`),
    404,
    'AUTH_REQUEST_NOT_FOUND',
  );
  expectProblem(await complete(bySystem.authRequestId, manager.token), 404, 'AUTH_REQUEST_NOT_FOUND');
  const body = { fcUserCi: other.ci, client: patient(), agreedTermsIds: terms, authMethod: 'KAKAO' };
  expectProblem(await post(app, manager.token, AUTH_REQUESTS, body), 403, 'CONSULTANT_SCOPE');
  expectProblem(await post(app, admin.token, AUTH_REQUESTS, { ...body, fcUserCi: admin.ci }), 403, 'CONSULTANT_SCOPE');
  expectProblem(await post(app, system, AUTH_REQUESTS, { ...body, fcUserCi: 'NOBODY' }), 400, 'CONSULTANT_UNKNOWN');
  expectProblem(
    await get(app, admin.token, `${AUTH_REQUESTS}/${byManager.authRequestId}`),
    404,
    'AUTH_REQUEST_NOT_FOUND',
  );
});

test('a MANAGER above the consultant gets the auth request masked as the masked analysis: start, read, complete, retry', async () => {
  const minor = patient({
    name: '홍가려',
    birthDate: '20200101',
    legalRepresentative: {
      name: '홍부모',
      birthDate: '19850315',
      phone: '010-2222-3333',
      carrier: 'KT',
      relation: '부',
    },
  });
  const masked = (ar: Json) => {
    assert.deepEqual(ar.client, {
      name: '홍*려',
      birthDate: null,
      gender: 'M',
      phone: '010-****-5678',
      carrier: 'SKT',
      legalRepresentative: null,
    });
  };
  const clear = (ar: Json) => {
    assert.equal((ar.client as Json).name, '홍가려');
    assert.equal((ar.client as Json).birthDate, '20200101');
    assert.deepEqual((ar.client as Json).legalRepresentative, {
      name: '홍부모',
      birthDate: '19850315',
      phone: '010-****-3333',
      carrier: 'KT',
      relation: '부',
    });
  };
  const answers: Partial<Record<'TREATMENTS' | 'CHECKUPS', HealthAnswer>> = { CHECKUPS: { outcome: 'PENDING' } };
  await withHealth(app, per(answers).adapter, async () => {
    // Started by the MANAGER for its FC: the answer is masked too (the same object, the same caller).
    const ar = await requestAuth(app, manager.token, { fcUserCi: fc.ci, client: minor, agreedTermsIds: terms });
    masked(ar);
    masked(await read(ar.authRequestId, manager.token));
    clear(await read(ar.authRequestId, fc.token));
    clear(await read(ar.authRequestId, system));
    const waiting = await complete(ar.authRequestId, manager.token);
    assert.equal(waiting.statusCode, 200, waiting.body);
    assert.equal(waiting.json().status, 'WAITING');
    masked(waiting.json());
    answers.CHECKUPS = undefined;
    const done = await complete(ar.authRequestId, manager.token);
    assert.equal(done.statusCode, 200, done.body);
    masked(done.json());
    // The same masking as the analysis the request names: nothing more to learn from the request.
    const analysis = (await get(app, manager.token, `${MEDICAL}/${done.json().analysisId}`)).json();
    assert.deepEqual(analysis.client, { name: '홍*려', birthDate: null, gender: 'M' });
    masked(await read(ar.authRequestId, manager.token));
    clear((await complete(ar.authRequestId, fc.token)).json());
    // A retry answers masked to the MANAGER as well.
    answers.TREATMENTS = { outcome: 'DENIED' };
    answers.CHECKUPS = { outcome: 'DENIED' };
    const denied = await requestAuth(app, fc.token, { fcUserCi: fc.ci, client: minor, agreedTermsIds: terms });
    clear(denied);
    expectProblem(await complete(denied.authRequestId, manager.token), 400, 'AUTH_DENIED');
    clock.advance(30 * SECOND); // a retry comes 30 s after the last push at the soonest
    const again = await retry(denied.authRequestId, manager.token);
    assert.equal(again.statusCode, 200, again.body);
    masked(again.json());
    clear(await read(again.json().authRequestId, fc.token));
  });
});

test('bad input on the auth-request routes → 400 problem+json, nothing created', async () => {
  const good = { fcUserCi: fc.ci, client: patient(), agreedTermsIds: terms, authMethod: 'KAKAO' };
  const without = (key: string) => Object.fromEntries(Object.entries(good).filter(([k]) => k !== key));
  const clientWith = (extra: Json) => ({ ...good, client: patient(extra) });
  const before = await db.select({ id: medicalAuthRequests.id }).from(medicalAuthRequests);
  const cases: [string, Json, string][] = [
    ['no fcUserCi', without('fcUserCi'), 'VALIDATION_FAILED'],
    ['no client', without('client'), 'VALIDATION_FAILED'],
    ['no authMethod', without('authMethod'), 'VALIDATION_FAILED'],
    ['no agreedTermsIds', without('agreedTermsIds'), 'VALIDATION_FAILED'],
    ['an unknown authMethod', { ...good, authMethod: 'LINE' }, 'VALIDATION_FAILED'],
    ['an unknown field', { ...good, note: 'x' }, 'VALIDATION_FAILED'],
    ['terms as a string', { ...good, agreedTermsIds: 'all' }, 'VALIDATION_FAILED'],
    ['a term of another owner', { ...good, agreedTermsIds: [...terms, 999_999] }, 'VALIDATION_FAILED'],
    ['no required term', { ...good, agreedTermsIds: [] }, 'TERMS_NOT_AGREED'],
    ['an impossible birth date', clientWith({ birthDate: '19850230' }), 'VALIDATION_FAILED'],
    ['a birth date in the future', clientWith({ birthDate: '29990101' }), 'VALIDATION_FAILED'],
    ['a dashed birth date', clientWith({ birthDate: '1985-03-15' }), 'VALIDATION_FAILED'],
    ['a landline phone', clientWith({ phone: '02-123-4567' }), 'VALIDATION_FAILED'],
    ['no phone', { ...good, client: { ...patient(), phone: undefined } }, 'VALIDATION_FAILED'],
    ['an unknown carrier', clientWith({ carrier: 'VODAFONE' }), 'VALIDATION_FAILED'],
    ['a gender X', clientWith({ gender: 'X' }), 'VALIDATION_FAILED'],
    ['an rrn (not asked here)', clientWith({ rrn: '8503151234567' }), 'VALIDATION_FAILED'],
    ['a child without a legal representative', clientWith({ birthDate: '20200101' }), 'VALIDATION_FAILED'],
    [
      'a coverage analysis id of no analysis',
      { ...good, coverageAnalysisId: 'ca_aaaaaaaaaaaaaaaaaaaa' },
      'COVERAGE_ANALYSIS_NOT_USABLE',
    ],
    ['a coverage analysis id not an id', { ...good, coverageAnalysisId: '1 OR 1=1' }, 'COVERAGE_ANALYSIS_NOT_USABLE'],
    [
      'a medical analysis as coverage analysis',
      { ...good, coverageAnalysisId: 'ma_aaaaaaaaaaaaaaaaaaaa' },
      'COVERAGE_ANALYSIS_NOT_USABLE',
    ],
  ];
  for (const [what, body, code] of cases) {
    expectProblem(await post(app, fc.token, AUTH_REQUESTS, body), 400, code);
    void what;
  }
  const raw = await app.inject({
    method: 'POST',
    url: AUTH_REQUESTS,
    headers: { authorization: `Bearer ${fc.token}`, 'content-type': 'application/json' },
    payload: '{"fcUserCi":',
  });
  expectProblem(raw, 400);
  expectProblem(
    await post(app, fc.token, AUTH_REQUESTS, good, { 'idempotency-key': 'bad key with spaces' }),
    400,
    'VALIDATION_FAILED',
  );
  const long = `ar_${'a'.repeat(120)}`;
  expectProblem(await get(app, fc.token, `${AUTH_REQUESTS}/${long}`), 400, 'BAD_URL');
  expectProblem(await complete(long), 400, 'BAD_URL');
  expectProblem(await retry(long), 400, 'BAD_URL');
  for (const id of ['1', 'ar_', 'ma_aaaaaaaaaaaaaaaaaaaa', '%27%20OR%201%3D1']) {
    expectProblem(await get(app, fc.token, `${AUTH_REQUESTS}/${id}`), 404, 'AUTH_REQUEST_NOT_FOUND');
    expectProblem(await complete(id), 404, 'AUTH_REQUEST_NOT_FOUND');
    expectProblem(await retry(id), 404, 'AUTH_REQUEST_NOT_FOUND');
  }
  const after = await db.select({ id: medicalAuthRequests.id }).from(medicalAuthRequests);
  assert.equal(after.length, before.length);
});

test('start checks the consultant, then the client, then the consent: the first failure answers', async () => {
  const good = { fcUserCi: fc.ci, client: patient(), agreedTermsIds: terms, authMethod: 'KAKAO' };
  const badClient = patient({ birthDate: '19850230' });
  expectProblem(
    await post(app, fc.token, AUTH_REQUESTS, { ...good, fcUserCi: other.ci, client: badClient, agreedTermsIds: [] }),
    403,
    'CONSULTANT_SCOPE',
  );
  expectProblem(
    await post(app, fc.token, AUTH_REQUESTS, { ...good, client: badClient, agreedTermsIds: [] }),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(
    await post(app, fc.token, AUTH_REQUESTS, { ...good, agreedTermsIds: [], coverageAnalysisId: 'nope' }),
    400,
    'TERMS_NOT_AGREED',
  );
  // The consent, stored with the request, names the terms and the consultant.
  const ar = await start();
  const [row] = await db
    .select()
    .from(medicalAuthRequests)
    .where(eq(medicalAuthRequests.id, ar.authRequestId as string));
  const [consent] = await db.select().from(analysisConsents).where(eq(analysisConsents.id, row.consentId));
  assert.equal(consent.ownerCd, 'MEDICAL');
  assert.equal(consent.userId, fc.id);
  assert.deepEqual(consent.terms.map((x) => x.id).sort(), [...terms].sort());
});

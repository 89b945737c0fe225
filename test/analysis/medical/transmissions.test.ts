import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { processMedicalAnalysis } from '../../../src/analysis/medical/analysis-job.js';
import { sweepMedical } from '../../../src/analysis/medical/sweep.js';
import { LINK_LIFETIME_MS, processTransmission } from '../../../src/analysis/transmissions/transmissions.service.js';
import { analysisTransmissions, medicalAnalyses, piiAccessLog } from '../../../src/db/schema/index.js';
import { bearer, createConsultant, createOrg, systemToken } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { pdfText } from '../../helpers/pdf-render.js';
import { get, type Json, MINUTE, post, testClock } from '../coverage/helpers.js';
import { outboxMessage, tokenOf } from '../transmissions/helpers.js';
import { completeUrl, MEDICAL, medicalTermIds, patient, requestAuth } from './helpers.js';

const clock = testClock();
const t = await build({ PUBLIC_BASE_URL: 'https://leadline.example' }, { clock: clock.now });
const { app, db } = t;
const deps = app.deps.analysis;
const admin = await createConsultant(app, 'ADMIN', { name: '관리자' });
const branch = await createOrg(app, admin.token, '본부');
const manager = await createConsultant(app, 'MANAGER', {
  orgId: branch.id,
  name: '김관리',
  email: 'kim.m@example.com',
});
const fc = await createConsultant(app, 'FC', { orgId: branch.id, name: '최설계', email: 'choi.fc@example.com' });
const other = await createConsultant(app, 'FC', { name: '박설계', email: 'park.fc@example.com' });
const system = await systemToken(app);
const terms = await medicalTermIds(app, fc.token);
const DAY = 86_400_000;

const url = (analysisId: string) => `${MEDICAL}/${analysisId}/transmissions`;
const send = (analysisId: string, body: Json, token = fc.token) => post(app, token, url(analysisId), body);
const run = (id: string) => processTransmission(deps, id, { retryCount: 0, retryLimit: 0 });
const rowOf = async (id: string) =>
  (await db.select().from(analysisTransmissions).where(eq(analysisTransmissions.id, id)))[0];

let address = 0;
/** Each link test comes from its own address, so that the link page's rate limit is not what a test meets. */
const from = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;
const openPage = (token: string) => app.inject({ method: 'GET', url: `/r/${token}`, remoteAddress: from() });
const enter = (token: string, birthDate: string) =>
  app.inject({
    method: 'POST',
    url: `/r/${token}`,
    remoteAddress: from(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ birthDate }).toString(),
  });

/** A COMPLETED medical analysis of `fc` (the sandbox approves 3 s after the request). */
async function analysed(who: Json = {}): Promise<string> {
  const ar = await requestAuth(app, fc.token, { fcUserCi: fc.ci, client: patient(who), agreedTermsIds: terms });
  clock.advance(3000);
  const res = await post(app, fc.token, completeUrl(ar.authRequestId));
  assert.equal(res.statusCode, 200, res.body);
  const id = res.json().analysisId as string;
  await processMedicalAnalysis(deps, id, { retryCount: 0, retryLimit: 0 });
  return id;
}

/** A client transmission sent by the job: its id, the link's token and the message. */
async function sentLink(analysisId: string, channel: 'SMS' | 'KAKAO' = 'SMS') {
  // Five a day to the client of one analysis: each test's link goes on a day of its own.
  clock.advance(DAY);
  const res = await send(analysisId, { recipient: 'CLIENT', channel });
  assert.equal(res.statusCode, 200, res.body);
  const id = res.json().transmissionId as string;
  await run(id);
  const message = await outboxMessage(app, id);
  return { id, message, token: tokenOf(message) };
}

const analysisId = await analysed();

test('to the client by SMS and KAKAO: the message in the outbox carries the 7-day link and no health data', async () => {
  const records: Json[] = [];
  for (const kind of ['treatments', 'medications', 'checkups']) {
    records.push(...((await get(app, fc.token, `${MEDICAL}/${analysisId}/${kind}`)).json() as Json[]));
  }
  const secrets = new Set<string>(['홍길동', '홍*동', '19850315', '850315', analysisId, '질환', '진단', '검진']);
  for (const r of records) {
    for (const key of ['diagnosisCd', 'diagnosisNm', 'institutionNm', 'drugNm', 'ingredientCd', 'surgeryNm']) {
      if (typeof r[key] === 'string') secrets.add(r[key] as string);
    }
  }
  for (const channel of ['SMS', 'KAKAO'] as const) {
    // One a minute to the client.
    clock.advance(MINUTE);
    const res = await send(analysisId, { recipient: 'CLIENT', channel });
    assert.equal(res.statusCode, 200, res.body);
    const tr = res.json();
    assert.deepEqual(
      [tr.recipient, tr.channel, tr.to, tr.status, tr.sandbox],
      ['CLIENT', channel, '010-****-5678', 'QUEUED', true],
    );
    await run(tr.transmissionId);
    const row = await rowOf(tr.transmissionId);
    assert.equal(row.status, 'SENT');
    assert.equal(row.analysisKind, 'MEDICAL');
    // Made just before the send: 7 days from it (the test clock runs with the machine's).
    const lives = row.linkExpiresAt!.getTime() - row.sentAt!.getTime();
    assert.ok(Math.abs(lives - 7 * DAY) < 5000, `the link lives 7 days (${lives} ms)`);
    assert.equal(LINK_LIFETIME_MS, 7 * DAY);
    const message = await outboxMessage(app, tr.transmissionId);
    assert.equal(message.channel, channel);
    assert.equal(message.to, '01012345678');
    assert.match(
      message.text,
      /^\[리드라인\] 진료·건강 분석 리포트가 도착했습니다\..*7일 동안.*\nhttps:\/\/leadline\.example\/r\/[A-Za-z0-9_-]{43}$/s,
    );
    const raw = JSON.stringify(message);
    for (const secret of secrets) assert.ok(!raw.includes(secret), `the message holds ${secret}`);
  }
  const list = await get(app, fc.token, url(analysisId));
  assert.equal(list.statusCode, 200);
  assert.equal(list.headers['x-total-count'], '2');
  assert.deepEqual(
    (list.json() as Json[]).map((x) => [x.channel, x.status, x.statusLabel]),
    [
      ['SMS', 'SENT', '발송완료'],
      ['KAKAO', 'SENT', '발송완료'],
    ],
  );
});

test('to the consultant by EMAIL: the address of the medical report in the API, nothing of the client or their health', async () => {
  const res = await send(analysisId, { recipient: 'FC', channel: 'EMAIL' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().to, 'ch***@example.com');
  await run(res.json().transmissionId);
  const message = await outboxMessage(app, res.json().transmissionId);
  assert.equal(message.to, 'choi.fc@example.com');
  assert.ok(message.subject?.includes('진료·건강 분석 리포트'));
  assert.ok(message.text.includes(`https://leadline.example/api/v1/medical/analyses/${analysisId}/report.pdf`));
  for (const secret of ['홍길동', '19850315', '010', '1234-5678', '질환', '진단']) {
    assert.ok(!JSON.stringify(message).includes(secret), secret);
  }
  assert.equal((await rowOf(res.json().transmissionId)).linkTokenHash, null, 'an e-mail has no link');
});

test('every other pair → 400 TRANSMISSION_CHANNEL_INVALID; an unknown channel → 400 VALIDATION_FAILED', async () => {
  for (const [recipient, channel] of [
    ['CLIENT', 'EMAIL'],
    ['FC', 'SMS'],
    ['FC', 'KAKAO'],
  ]) {
    expectProblem(await send(analysisId, { recipient, channel }), 400, 'TRANSMISSION_CHANNEL_INVALID');
  }
  expectProblem(await send(analysisId, { recipient: 'CLIENT', channel: 'FAX' }), 400, 'VALIDATION_FAILED');
});

test('access: a MANAGER over the FC → 403 SENSITIVE_DATA_SCOPE on every operation; another FC → 404; a system client sends', async () => {
  const { id } = await sentLink(analysisId);
  expectProblem(
    await send(analysisId, { recipient: 'CLIENT', channel: 'SMS' }, manager.token),
    403,
    'SENSITIVE_DATA_SCOPE',
  );
  expectProblem(
    await send(analysisId, { recipient: 'FC', channel: 'EMAIL' }, manager.token),
    403,
    'SENSITIVE_DATA_SCOPE',
  );
  expectProblem(await get(app, manager.token, url(analysisId)), 403, 'SENSITIVE_DATA_SCOPE');
  const revoke = (token: string) =>
    app.inject({ method: 'DELETE', url: `${url(analysisId)}/${id}/link`, headers: bearer(token) });
  expectProblem(await revoke(manager.token), 403, 'SENSITIVE_DATA_SCOPE');
  expectProblem(
    await send(analysisId, { recipient: 'CLIENT', channel: 'SMS' }, other.token),
    404,
    'ANALYSIS_NOT_FOUND',
  );
  expectProblem(await get(app, other.token, url(analysisId)), 404, 'ANALYSIS_NOT_FOUND');
  expectProblem(await revoke(other.token), 404, 'ANALYSIS_NOT_FOUND');
  expectProblem(await get(app, admin.token, url(analysisId)), 404, 'ANALYSIS_NOT_FOUND');
  expectProblem(await get(app, fc.token, url('ma_aaaaaaaaaaaaaaaaaaaa')), 404, 'ANALYSIS_NOT_FOUND');
  // A coverage analysis's id on the medical path is not found either.
  expectProblem(await get(app, fc.token, url('ca_aaaaaaaaaaaaaaaaaaaa')), 404, 'ANALYSIS_NOT_FOUND');
  assert.equal((await rowOf(id)).linkRevokedAt, null, 'the refused revocations changed nothing');
  const bySystem = await send(analysisId, { recipient: 'FC', channel: 'EMAIL' }, system);
  assert.equal(bySystem.statusCode, 200, bySystem.body);
  assert.equal((await get(app, system, url(analysisId))).statusCode, 200);
});

test('the link: the right birth date opens the medical report as a page and its PDF (no-store, access-logged); the ask page shows nothing of the client', async () => {
  const { id, token } = await sentLink(analysisId, 'KAKAO');
  const page = await openPage(token);
  assert.equal(page.statusCode, 200);
  assert.ok(page.body.includes('진료·건강 분석 리포트'));
  assert.ok(!page.body.includes('홍'), "not even the client's masked name");
  const right = await enter(token, '850315');
  assert.equal(right.statusCode, 303, right.body);
  const cookie = String(right.headers['set-cookie']).split(';')[0];
  const report = await app.inject({ method: 'GET', url: `/r/${token}`, remoteAddress: from(), headers: { cookie } });
  assert.equal(report.statusCode, 200);
  assert.ok(report.body.includes('계약 전 알릴 의무 답변 초안'), 'the medical report itself');
  const pdf = await app.inject({
    method: 'GET',
    url: `/r/${token}/report.pdf`,
    remoteAddress: from(),
    headers: { cookie },
  });
  assert.equal(pdf.statusCode, 200, pdf.body);
  assert.equal(pdf.headers['content-type'], 'application/pdf');
  assert.equal(pdf.headers['cache-control'], 'no-store');
  assert.match(String(pdf.headers['content-disposition']), /^attachment; filename="medical-report-/);
  const { text } = await pdfText(pdf.rawPayload);
  assert.ok(text.includes('진료·건강 분석 리포트'), 'the medical report PDF');
  assert.ok(text.includes('계약 전 알릴 의무 답변 초안'));
  const opens = await db
    .select()
    .from(piiAccessLog)
    .where(
      and(eq(piiAccessLog.action, 'OPEN_MEDICAL_REPORT_LINK'), sql`${analysisId} = any(${piiAccessLog.analysisIds})`),
    );
  assert.deepEqual(
    opens.map((o) => [o.actor, o.fields]),
    [
      [`link:${id}`, ['report']],
      [`link:${id}`, ['report.pdf']],
    ],
  );
});

test('five wrong birth dates lock the link, the right one included after', async () => {
  const { token } = await sentLink(analysisId);
  for (let left = 4; left >= 1; left--) {
    const wrong = await enter(token, '850316');
    assert.equal(wrong.statusCode, 400);
    assert.ok(wrong.body.includes(`남은 입력 횟수: ${left}회`), wrong.body);
  }
  assert.equal((await enter(token, '850317')).statusCode, 423);
  const right = await enter(token, '850315');
  assert.equal(right.statusCode, 423);
  assert.notEqual(right.headers['content-type'], 'application/pdf');
});

test('a revoked link is gone (410); revoking again → 204', async () => {
  const { id, token } = await sentLink(analysisId);
  const revoke = () =>
    app.inject({ method: 'DELETE', url: `${url(analysisId)}/${id}/link`, headers: bearer(fc.token) });
  assert.equal((await revoke()).statusCode, 204);
  assert.equal((await openPage(token)).statusCode, 410);
  const right = await enter(token, '850315');
  assert.equal(right.statusCode, 410);
  assert.notEqual(right.headers['content-type'], 'application/pdf');
  assert.equal((await revoke()).statusCode, 204);
});

test('the link lives 7 days from the send: a moment before it opens, after it is gone', async () => {
  const { token } = await sentLink(analysisId);
  clock.advance(7 * DAY - MINUTE);
  assert.equal((await enter(token, '850315')).statusCode, 303);
  clock.advance(MINUTE);
  assert.equal((await openPage(token)).statusCode, 410);
  assert.equal((await enter(token, '850315')).statusCode, 410);
});

test('only a COMPLETED analysis is sent: REQUESTED → 409 ANALYSIS_NOT_READY, FAILED → 409 ANALYSIS_FAILED', async () => {
  const id = await analysed({ name: '정상태' });
  await db.update(medicalAnalyses).set({ status: 'PROCESSING' }).where(eq(medicalAnalyses.id, id));
  expectProblem(await send(id, { recipient: 'CLIENT', channel: 'SMS' }), 409, 'ANALYSIS_NOT_READY');
  await db
    .update(medicalAnalyses)
    .set({ status: 'FAILED', failureCode: 'ANALYSIS_ERROR', failureMessage: '오류' })
    .where(eq(medicalAnalyses.id, id));
  expectProblem(await send(id, { recipient: 'CLIENT', channel: 'SMS' }), 409, 'ANALYSIS_FAILED');
  expectProblem(await get(app, fc.token, url(id)), 409, 'ANALYSIS_FAILED');
});

test('the link of an analysis expired but not yet swept is gone already', async () => {
  const id = await analysed({ name: '곽만료' });
  const { token } = await sentLink(id);
  await db.update(medicalAnalyses).set({ status: 'EXPIRED' }).where(eq(medicalAnalyses.id, id));
  assert.equal((await enter(token, '850315')).statusCode, 410);
});

test('the link dies with the analysis: after the retention the sweep clears it (404), and the transmissions answer 410', async () => {
  const id = await analysed({ name: '박보존' });
  const { id: sent, token } = await sentLink(id);
  const queued = (await send(id, { recipient: 'FC', channel: 'EMAIL' })).json().transmissionId as string;
  clock.advance((deps.config.retentionDays + 8) * DAY);
  await sweepMedical(deps);
  assert.equal((await openPage(token)).statusCode, 404, 'nothing is left to find the link by');
  assert.equal((await enter(token, '850315')).statusCode, 404);
  const row = await rowOf(sent);
  assert.equal(row.linkTokenHash, null);
  assert.equal(row.status, 'SENT', 'what was sent stays on record');
  assert.equal((await rowOf(queued)).status, 'FAILED', 'a message not yet sent is not sent any more');
  expectProblem(await get(app, fc.token, url(id)), 410, 'ANALYSIS_EXPIRED');
  expectProblem(await send(id, { recipient: 'CLIENT', channel: 'SMS' }), 410, 'ANALYSIS_EXPIRED');
});

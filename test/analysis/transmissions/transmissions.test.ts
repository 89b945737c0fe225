import assert from 'node:assert/strict';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { sweepCoverage } from '../../../src/analysis/coverage/sweep.js';
import { processTransmission, sweepTransmissions } from '../../../src/analysis/transmissions/transmissions.service.js';
import { analysisTransmissions, auditLog, coverageAnalyses, piiAccessLog } from '../../../src/db/schema/index.js';
import { bearer, createConsultant } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { build, onPostgres } from '../../helpers/build.js';
import { freePort } from '../../helpers/net.js';
import { waitFor } from '../../helpers/wait-for.js';
import { get, type Json, MINUTE, post, testClock } from '../coverage/helpers.js';
import { completedAnalysis, outboxMessage, RefusingMessages, tokenOf, transmissionsUrl } from './helpers.js';

const clock = testClock();
const t = await build({ PUBLIC_BASE_URL: 'https://leadline.example' }, { clock: clock.now });
const { app, db } = t;
const deps = app.deps.analysis;
const fc = await createConsultant(app, 'FC', { name: '최설계', email: 'choi.fc@example.com' });
const noMail = await createConsultant(app, 'FC', { name: '박설계' });
const DAY = 86_400_000;

const send = (id: string, body: Json, token = fc.token, headers: Record<string, string> = {}) =>
  post(app, token, transmissionsUrl(id), body, headers);
const run = (id: string, retryCount = 0, retryLimit = 0) => processTransmission(deps, id, { retryCount, retryLimit });
const rowOf = async (id: string) =>
  (await db.select().from(analysisTransmissions).where(eq(analysisTransmissions.id, id)))[0];

let address = 0;
/** Each link test comes from its own address, so that the link page's rate limit is not what a test meets. */
const from = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
const openPage = (token: string, ip = from(), cookie?: string) =>
  app.inject({ method: 'GET', url: `/r/${token}`, remoteAddress: ip, headers: cookie ? { cookie } : {} });
/** The session cookie a right birth date set, as a browser sends it back. */
const sessionCookie = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0];
const enter = (token: string, birthDate: string, ip = from()) =>
  app.inject({
    method: 'POST',
    url: `/r/${token}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ birthDate }).toString(),
  });

/** A client transmission, sent by the job: its id and the link's token. */
async function sentLink(analysisId: string, channel: 'SMS' | 'KAKAO' = 'SMS') {
  const res = await send(analysisId, { recipient: 'CLIENT', channel });
  assert.equal(res.statusCode, 200, res.body);
  const id = res.json().transmissionId as string;
  await run(id);
  return { id, token: tokenOf(await outboxMessage(app, id)) };
}

test('every valid pair → 200 QUEUED with a masked address: CLIENT by SMS and KAKAO to the phone, FC by EMAIL', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const cases = [
    { recipient: 'CLIENT', channel: 'SMS', to: '010-****-5678' },
    { recipient: 'CLIENT', channel: 'KAKAO', to: '010-****-5678' },
    { recipient: 'FC', channel: 'EMAIL', to: 'ch***@example.com' },
  ];
  for (const c of cases) {
    // One a minute to a recipient.
    clock.advance(MINUTE);
    const res = await send(analysisId, { recipient: c.recipient, channel: c.channel });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['x-sandbox'], 'true');
    const tr = res.json();
    assert.match(tr.transmissionId, /^tr_[a-z2-7]{20}$/);
    assert.deepEqual(
      { ...tr, transmissionId: null, createdAt: null },
      {
        transmissionId: null,
        recipient: c.recipient,
        channel: c.channel,
        to: c.to,
        status: 'QUEUED',
        statusLabel: '대기',
        createdAt: null,
        sentAt: null,
        failureMessage: null,
        sandbox: true,
      },
    );
  }
  const list = await get(app, fc.token, transmissionsUrl(analysisId));
  assert.equal(list.statusCode, 200, list.body);
  assert.equal(list.headers['x-total-count'], '3');
  assert.deepEqual(
    (list.json() as Json[]).map((x) => `${x.recipient}+${x.channel}`),
    ['CLIENT+SMS', 'CLIENT+KAKAO', 'FC+EMAIL'],
  );
  const reads = await db.select().from(piiAccessLog).where(sql`${analysisId} = any(${piiAccessLog.analysisIds})`);
  assert.ok(reads.some((r) => r.action === 'CREATE_COVERAGE_TRANSMISSION' && r.actor === `user:${fc.id}`));
  assert.ok(reads.some((r) => r.action === 'LIST_COVERAGE_TRANSMISSIONS'));
});

test('every other pair → 400 TRANSMISSION_CHANNEL_INVALID; an unknown channel or recipient → 400 VALIDATION_FAILED', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  for (const body of [
    { recipient: 'CLIENT', channel: 'EMAIL' },
    { recipient: 'FC', channel: 'SMS' },
    { recipient: 'FC', channel: 'KAKAO' },
  ]) {
    expectProblem(await send(analysisId, body), 400, 'TRANSMISSION_CHANNEL_INVALID');
  }
  expectProblem(await send(analysisId, { recipient: 'CLIENT', channel: 'FAX' }), 400, 'VALIDATION_FAILED');
  expectProblem(await send(analysisId, { recipient: 'INSURER', channel: 'EMAIL' }), 400, 'VALIDATION_FAILED');
  expectProblem(await send(analysisId, { recipient: 'CLIENT' }), 400, 'VALIDATION_FAILED');
  assert.equal((await get(app, fc.token, transmissionsUrl(analysisId))).headers['x-total-count'], '0');
});

test('no address: a consultant without e-mail, a client entered without a phone → 400 RECIPIENT_HAS_NO_ADDRESS', async () => {
  const ofNoMail = await completedAnalysis(app, noMail.token, noMail.ci);
  expectProblem(
    await send(ofNoMail, { recipient: 'FC', channel: 'EMAIL' }, noMail.token),
    400,
    'RECIPIENT_HAS_NO_ADDRESS',
  );
  const noPhone = await completedAnalysis(app, fc.token, fc.ci, { phone: undefined, carrier: undefined });
  expectProblem(await send(noPhone, { recipient: 'CLIENT', channel: 'SMS' }), 400, 'RECIPIENT_HAS_NO_ADDRESS');
});

test('only a COMPLETED analysis: REQUESTED → 409 ANALYSIS_NOT_READY, FAILED → 409 ANALYSIS_FAILED, EXPIRED → 410', async () => {
  const id = await completedAnalysis(app, fc.token, fc.ci);
  const body = { recipient: 'CLIENT', channel: 'SMS' };
  const setStatus = (status: 'REQUESTED' | 'FAILED' | 'EXPIRED') =>
    db
      .update(coverageAnalyses)
      .set({ status, failureCode: status === 'FAILED' ? 'ANALYSIS_ERROR' : null })
      .where(eq(coverageAnalyses.id, id));
  await setStatus('REQUESTED');
  expectProblem(await send(id, body), 409, 'ANALYSIS_NOT_READY');
  expectProblem(await get(app, fc.token, transmissionsUrl(id)), 409, 'ANALYSIS_NOT_READY');
  await setStatus('FAILED');
  expectProblem(await send(id, body), 409, 'ANALYSIS_FAILED');
  await setStatus('EXPIRED');
  expectProblem(await send(id, body), 410, 'ANALYSIS_EXPIRED');
  expectProblem(await get(app, fc.token, transmissionsUrl(id)), 410, 'ANALYSIS_EXPIRED');
});

test("another consultant's analysis, a malformed or unknown id → 404 ANALYSIS_NOT_FOUND on every operation", async () => {
  const other = await createConsultant(app, 'FC', { email: 'other@example.com' });
  const mine = await completedAnalysis(app, fc.token, fc.ci);
  const { id: trId } = await sentLink(mine);
  for (const analysisId of [mine, 'ca_aaaaaaaaaaaaaaaaaaaa', 'nope']) {
    expectProblem(
      await send(analysisId, { recipient: 'FC', channel: 'EMAIL' }, other.token),
      404,
      'ANALYSIS_NOT_FOUND',
    );
    expectProblem(await get(app, other.token, transmissionsUrl(analysisId)), 404, 'ANALYSIS_NOT_FOUND');
    const del = await app.inject({
      method: 'DELETE',
      url: `${transmissionsUrl(analysisId)}/${trId}/link`,
      headers: bearer(other.token),
    });
    expectProblem(del, 404, 'ANALYSIS_NOT_FOUND');
  }
  assert.equal((await rowOf(trId)).linkRevokedAt, null);
});

test('Idempotency-Key: the same POST again answers the first transmission, and no second one is queued', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const headers = { 'idempotency-key': `tr-${analysisId}` };
  const first = await send(analysisId, { recipient: 'CLIENT', channel: 'KAKAO' }, fc.token, headers);
  const again = await send(analysisId, { recipient: 'CLIENT', channel: 'KAKAO' }, fc.token, headers);
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.equal(again.json().transmissionId, first.json().transmissionId);
  const rows = await db.select().from(analysisTransmissions).where(eq(analysisTransmissions.analysisId, analysisId));
  assert.equal(rows.length, 1);
  expectProblem(
    await send(analysisId, { recipient: 'CLIENT', channel: 'SMS' }, fc.token, headers),
    400,
    'IDEMPOTENCY_KEY_REUSED',
  );
});

test('the job sends: SENT with sentAt; the outbox file is 0600 in a 0700 folder, with the number in clear and no health data', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const res = await send(analysisId, { recipient: 'CLIENT', channel: 'SMS' });
  const id = res.json().transmissionId as string;
  await run(id);
  const [tr] = (await get(app, fc.token, transmissionsUrl(analysisId))).json() as Json[];
  assert.equal(tr.status, 'SENT');
  assert.equal(tr.statusLabel, '발송완료');
  assert.ok(Math.abs(Date.parse(String(tr.sentAt)) - clock.now()) < 10_000, 'sentAt is the time of the send');
  assert.equal(tr.to, '010-****-5678');
  const dir = deps.config.messageOutboxDir;
  assert.equal((await stat(dir)).mode & 0o777, 0o700);
  assert.equal((await stat(join(dir, `${id}.json`))).mode & 0o777, 0o600);
  const message = await outboxMessage(app, id);
  assert.equal(message.channel, 'SMS');
  assert.equal(message.to, '01012345678', 'the sandbox gets what a real SMS service would: the number in clear');
  assert.match(
    message.text,
    /^\[리드라인\] 보장분석 리포트가 도착했습니다\..*\nhttps:\/\/leadline\.example\/r\/[A-Za-z0-9_-]{43}$/s,
  );
  const raw = JSON.stringify(message);
  for (const secret of ['홍길동', '19850315', '850315', '암', '진단', '30000000', '30,000,000', '삼성', analysisId]) {
    assert.ok(!raw.includes(secret), `the message holds ${secret}`);
  }
  const row = await rowOf(id);
  assert.equal(row.toEnc, null, 'the address in clear is not kept once sent');
  assert.ok(row.linkTokenHash && row.linkTokenHash !== tokenOf(message), 'only the hash of the token is stored');
  await run(id);
  assert.equal((await rowOf(id)).sentAt?.getTime(), row.sentAt?.getTime(), 'a second delivery does nothing');
});

test("the consultant's e-mail carries the address of the report in the API, nothing about the client", async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const id = (await send(analysisId, { recipient: 'FC', channel: 'EMAIL' })).json().transmissionId as string;
  await run(id);
  const message = await outboxMessage(app, id);
  assert.equal(message.to, 'choi.fc@example.com');
  assert.ok(message.subject?.includes('보장분석 리포트'));
  assert.ok(message.text.includes(`https://leadline.example/api/v1/coverage/analyses/${analysisId}/report.pdf`));
  // The client's phone in each form it could be written in; not a bare '010', which the report's random id or the
  // message's own headers may hold by chance.
  for (const secret of ['홍길동', '19850315', '010-1234', '01012345678', '1234-5678']) {
    assert.ok(!JSON.stringify(message).includes(secret), `the message holds ${secret}`);
  }
  assert.equal((await rowOf(id)).linkTokenHash, null, 'an e-mail has no link');
});

test('a message service that refuses: retried by the queue, FAILED with its message after the last retry', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const id = (await send(analysisId, { recipient: 'CLIENT', channel: 'KAKAO' })).json().transmissionId as string;
  const sandbox = deps.messages;
  const refusing = new RefusingMessages();
  deps.messages = refusing;
  try {
    await assert.rejects(run(id, 0, 2), /수신이 거부된/);
    await assert.rejects(run(id, 1, 2));
    assert.equal((await rowOf(id)).status, 'QUEUED', 'still QUEUED while retries remain');
    await run(id, 2, 2);
  } finally {
    deps.messages = sandbox;
  }
  assert.equal(refusing.calls, 3);
  const [tr] = (await get(app, fc.token, transmissionsUrl(analysisId))).json() as Json[];
  assert.equal(tr.status, 'FAILED');
  assert.equal(tr.statusLabel, '발송실패');
  assert.equal(tr.failureMessage, '수신이 거부된 번호입니다.');
  assert.equal(tr.sentAt, null);
  const row = await rowOf(id);
  assert.equal(row.toEnc, null);
  assert.equal(row.linkTokenHash, null, 'a message not sent leaves no live link');
});

test('the link: the ask page with a strict policy; the right birth date (YYMMDD) starts a session and redirects to the report, access-logged', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const { id, token } = await sentLink(analysisId);
  const page = await openPage(token);
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  assert.ok(page.body.includes('생년월일 6자리'));
  assert.ok(page.body.includes('<form class="card" method="post">'));
  assert.ok(page.body.includes('최설계 설계사'), 'who sent it');
  assert.ok(!page.body.includes('홍길동'), 'the page shows nothing of the client');
  const csp = String(page.headers['content-security-policy']);
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /form-action 'self'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.ok(!csp.includes('unsafe-inline') && !csp.includes('script-src'));
  assert.equal(page.headers['cache-control'], 'no-store');
  assert.equal(page.headers['referrer-policy'], 'no-referrer');

  const right = await enter(token, '850315');
  assert.equal(right.statusCode, 303, right.body);
  assert.equal(right.headers.location, `/r/${token}`);
  const cookie = sessionCookie(right);
  assert.match(String(right.headers['set-cookie']), new RegExp(`Path=/r/${token}; HttpOnly; Secure; SameSite=Strict`));
  assert.match(String(right.headers['set-cookie']), /Max-Age=900/);
  const report = await openPage(token, from(), cookie);
  assert.equal(report.statusCode, 200);
  assert.equal(report.headers['cache-control'], 'no-store');
  assert.ok(report.body.includes('홍길동 고객님'), 'the report itself');
  assert.ok(report.body.includes('PDF로 저장'));
  const pdf = await app.inject({
    method: 'GET',
    url: `/r/${token}/report.pdf`,
    remoteAddress: from(),
    headers: { cookie },
  });
  assert.equal(pdf.statusCode, 200, pdf.body);
  assert.equal(pdf.headers['content-type'], 'application/pdf');
  assert.equal(pdf.headers['cache-control'], 'no-store');
  assert.match(String(pdf.headers['content-disposition']), /^attachment; filename="coverage-report-\d{8}\.pdf"/);
  assert.ok(pdf.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-')), 'the coverage report itself');
  const opens = await db
    .select()
    .from(piiAccessLog)
    .where(
      and(eq(piiAccessLog.action, 'OPEN_COVERAGE_REPORT_LINK'), sql`${analysisId} = any(${piiAccessLog.analysisIds})`),
    );
  assert.deepEqual(
    opens.map((o) => [o.actor, o.fields]),
    [
      [`link:${id}`, ['report']],
      [`link:${id}`, ['report.pdf']],
    ],
    'every open is recorded, the page and the PDF apart',
  );
});

test("the link's token is never logged: GET and POST /r/{token} are logged as /r/…, a malformed URL too", async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const { token } = await sentLink(analysisId);
  const unknown = 'u'.repeat(43);
  const before = t.logs.length;
  assert.equal((await openPage(token)).statusCode, 200);
  assert.equal((await enter(token, '850316')).statusCode, 400);
  assert.equal((await enter(token, '850315')).statusCode, 303);
  assert.equal((await openPage(unknown)).statusCode, 404);
  assert.equal((await enter(unknown, '850315')).statusCode, 404);
  // A URL the router refuses is logged before any route runs.
  const bad = await app.inject({ method: 'GET', url: `/r/${token}%zz`, remoteAddress: from() });
  assert.equal(bad.statusCode, 400);
  const lines = t.logs.slice(before);
  const paths = lines.map((l) => (JSON.parse(l) as { req?: { path?: string } }).req?.path).filter(Boolean);
  assert.ok(paths.length >= 6, lines.join('\n'));
  assert.ok(
    paths.every((p) => p === '/r/…'),
    paths.join(', '),
  );
  for (const secret of [token, unknown, token.slice(0, 16)]) {
    assert.ok(
      !lines.some((l) => l.includes(secret)),
      `a line holds the token: ${lines.find((l) => l.includes(secret))}`,
    );
  }
});

test('five wrong birth dates lock the link, the right one included after; a malformed entry spends nothing', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const { token } = await sentLink(analysisId, 'KAKAO');
  const malformed = await enter(token, '85-03-15');
  assert.equal(malformed.statusCode, 400);
  assert.ok(malformed.body.includes('남은 입력 횟수: 5회'));
  for (let left = 4; left >= 1; left--) {
    const wrong = await enter(token, '850316');
    assert.equal(wrong.statusCode, 400);
    assert.ok(wrong.body.includes('생년월일이 일치하지 않습니다'));
    assert.ok(wrong.body.includes(`남은 입력 횟수: ${left}회`), wrong.body);
  }
  const fifth = await enter(token, '850317');
  assert.equal(fifth.statusCode, 423);
  assert.ok(fifth.body.includes('잠겼습니다'));
  const right = await enter(token, '850315');
  assert.equal(right.statusCode, 423);
  assert.notEqual(right.headers['content-type'], 'application/pdf');
  assert.equal((await openPage(token)).statusCode, 423);
});

/** A birth date posted to the link over real HTTP from `localAddress`, on a connection of its own. */
function postOver(port: number, token: string, birthDate: string, localAddress: string) {
  const payload = new URLSearchParams({ birthDate }).toString();
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        agent: false,
        method: 'POST',
        path: `/r/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type']),
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test('tries that reach a link together are judged one by one: a right date read before five wrong ones were counted is refused after (423)', {
  skip: !onPostgres,
  timeout: 180_000,
}, async () => {
  // Real HTTP from four source addresses (each try its own connection), so the link's per-address limit is not met.
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const addresses = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
  // Connections of the test's own (not the app's pool): one holds the link's row, one the analyses' table, one looks.
  const [rowHolder, tableHolder, watcher] = [0, 1, 2].map(() => new pg.Client({ connectionString: t.url! }));
  for (const c of [rowHolder, tableHolder, watcher]) await c.connect();
  /** The app's statements waiting for a lock on `table` (not on a rate-limit bucket or anything else). */
  const waitingOn = async (table: string) => {
    const { rows } = await watcher.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
      [`%${table}%`],
    );
    return rows[0].n;
  };
  try {
    for (let round = 0; round < 4; round++) {
      const analysisId = await completedAnalysis(app, fc.token, fc.ci);
      const { id, token } = await sentLink(analysisId);
      // Fifteen wrong dates at once: each finds the link open, and waits for its row.
      await rowHolder.query('begin');
      await rowHolder.query('select 1 from analysis_transmissions where id = $1 for update', [id]);
      const wrongs = Array.from({ length: 15 }, (_, i) =>
        postOver(port, token, `8503${String(16 + i).padStart(2, '0')}`, addresses[i % 4]),
      );
      await waitFor(
        '15 wrong dates waiting for the link',
        async () => (await waitingOn('analysis_transmissions')) >= 15,
      );
      // The right date reads the link while it is still open, and is held before it is compared: reading its
      // analysis waits for the table.
      await tableHolder.query('begin');
      await tableHolder.query('lock table coverage_analyses in access exclusive mode');
      const right = postOver(port, token, '850315', addresses[round % 4]);
      await waitFor('the right date waiting for its analysis', async () => (await waitingOn('coverage_analyses')) >= 1);
      // The wrong dates are counted meanwhile: five lock the link.
      await rowHolder.query('commit');
      const answers = await Promise.all(wrongs);
      await tableHolder.query('commit');
      const last = await right;

      assert.equal(last.status, 423, `round ${round}: the right date after five wrong ones is refused`);
      assert.notEqual(last.type, 'application/pdf');
      assert.deepEqual(
        answers.map((a) => a.status).sort(),
        [...Array(4).fill(400), ...Array(11).fill(423)],
        `round ${round}: four wrong, the fifth locks, the rest refused`,
      );
      const row = await rowOf(id);
      assert.equal(row.linkFailures, 5, 'five dates compared, no more');
      assert.ok(row.linkLockedAt);
      const opens = await db
        .select()
        .from(piiAccessLog)
        .where(
          and(
            eq(piiAccessLog.action, 'OPEN_COVERAGE_REPORT_LINK'),
            sql`${analysisId} = any(${piiAccessLog.analysisIds})`,
          ),
        );
      assert.equal(opens.length, 0, 'no report served');
    }
  } finally {
    for (const c of [rowHolder, tableHolder, watcher]) await c.end();
  }
});

test('revoked → gone (410 page); revoking again → 204; an e-mail has no link (400); an unknown transmission → 404', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const { id, token } = await sentLink(analysisId);
  const revoke = (trId: string) =>
    app.inject({ method: 'DELETE', url: `${transmissionsUrl(analysisId)}/${trId}/link`, headers: bearer(fc.token) });
  assert.equal((await revoke(id)).statusCode, 204);
  const audited = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `transmission:${id}`));
  assert.deepEqual(
    audited.map((a) => [a.action, a.actor]),
    [['REVOKE_TRANSMISSION_LINK', `user:${fc.id}`]],
  );
  const page = await openPage(token);
  assert.equal(page.statusCode, 410);
  assert.ok(page.body.includes('취소된 링크'));
  const right = await enter(token, '850315');
  assert.equal(right.statusCode, 410);
  assert.notEqual(right.headers['content-type'], 'application/pdf');
  assert.equal((await revoke(id)).statusCode, 204);
  const mail = (await send(analysisId, { recipient: 'FC', channel: 'EMAIL' })).json().transmissionId as string;
  expectProblem(await revoke(mail), 400, 'TRANSMISSION_HAS_NO_LINK');
  expectProblem(await revoke('tr_aaaaaaaaaaaaaaaaaaaa'), 404, 'TRANSMISSION_NOT_FOUND');
  const elsewhere = await completedAnalysis(app, fc.token, fc.ci);
  const foreign = (await send(elsewhere, { recipient: 'CLIENT', channel: 'SMS' })).json().transmissionId as string;
  expectProblem(await revoke(foreign), 404, 'TRANSMISSION_NOT_FOUND');
});

test('a link revoked before the job sends it is not sent (FAILED)', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const id = (await send(analysisId, { recipient: 'CLIENT', channel: 'SMS' })).json().transmissionId as string;
  const del = await app.inject({
    method: 'DELETE',
    url: `${transmissionsUrl(analysisId)}/${id}/link`,
    headers: bearer(fc.token),
  });
  assert.equal(del.statusCode, 204);
  await run(id);
  const row = await rowOf(id);
  assert.equal(row.status, 'FAILED');
  assert.equal(row.linkTokenHash, null);
});

test('the link lives 7 days from the send: a moment before it opens, after it is gone', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const { token } = await sentLink(analysisId);
  clock.advance(7 * DAY - MINUTE);
  assert.equal((await enter(token, '850315')).statusCode, 303);
  clock.advance(MINUTE);
  assert.equal((await openPage(token)).statusCode, 410);
  assert.equal((await enter(token, '850315')).statusCode, 410);
});

test('the link dies with the analysis: after the retention the sweep clears it (410), and the transmissions answer 410', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const { id, token } = await sentLink(analysisId);
  const queued = (await send(analysisId, { recipient: 'FC', channel: 'EMAIL' })).json().transmissionId as string;
  clock.advance(deps.config.retentionDays * DAY + MINUTE);
  await sweepCoverage(deps);
  assert.equal((await openPage(token)).statusCode, 404, 'nothing is left to find the link by');
  assert.equal((await enter(token, '850315')).statusCode, 404);
  const row = await rowOf(id);
  assert.equal(row.linkTokenHash, null);
  assert.equal(row.status, 'SENT', 'what was sent stays on record');
  const left = await rowOf(queued);
  assert.equal(left.status, 'FAILED', 'a message not yet sent is not sent any more');
  assert.equal(left.toEnc, null);
  expectProblem(await get(app, fc.token, transmissionsUrl(analysisId)), 410, 'ANALYSIS_EXPIRED');
  expectProblem(await send(analysisId, { recipient: 'CLIENT', channel: 'SMS' }), 410, 'ANALYSIS_EXPIRED');
});

test('the link of an analysis expired but not yet swept is gone already', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const { token } = await sentLink(analysisId);
  await db.update(coverageAnalyses).set({ status: 'EXPIRED' }).where(eq(coverageAnalyses.id, analysisId));
  assert.equal((await enter(token, '850315')).statusCode, 410);
});

test('an unknown or malformed token → 404 page', async () => {
  for (const token of ['x'.repeat(43), 'short', 'a'.repeat(100)]) {
    const res = await openPage(token);
    assert.equal(res.statusCode, 404, token);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.equal(res.headers['cache-control'], 'no-store');
  }
});

test('the link page is rate-limited per address: a burst of 20, then 429', async () => {
  const ip = '192.0.2.77';
  const statuses: number[] = [];
  for (let i = 0; i < 24; i++) statuses.push((await openPage('y'.repeat(43), ip)).statusCode);
  assert.deepEqual(statuses.slice(0, 20), Array(20).fill(404));
  assert.ok(
    statuses.slice(20).every((s) => s === 429),
    statuses.join(','),
  );
  assert.equal((await openPage('y'.repeat(43), from())).statusCode, 404, 'another address is not held up');
});

const countOf = async (analysisId: string) =>
  (await db.select().from(analysisTransmissions).where(eq(analysisTransmissions.analysisId, analysisId))).length;

/** A 429 TRANSMISSION_TOO_SOON telling to come back in `seconds`. */
function tooSoon(res: Awaited<ReturnType<typeof send>>, seconds: number) {
  expectProblem(res, 429, 'TRANSMISSION_TOO_SOON');
  assert.equal(res.headers['retry-after'], String(seconds), res.body);
}

test('per analysis and recipient: one a minute (429 TRANSMISSION_TOO_SOON with Retry-After), the channel not mattering', async (ctx) => {
  ctx.after(clock.freeze());
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  assert.equal((await send(analysisId, { recipient: 'CLIENT', channel: 'SMS' })).statusCode, 200);
  tooSoon(await send(analysisId, { recipient: 'CLIENT', channel: 'KAKAO' }), 60);
  assert.equal((await send(analysisId, { recipient: 'FC', channel: 'EMAIL' })).statusCode, 200, 'another recipient');
  const elsewhere = await completedAnalysis(app, fc.token, fc.ci);
  assert.equal((await send(elsewhere, { recipient: 'CLIENT', channel: 'SMS' })).statusCode, 200, 'another analysis');
  clock.advance(MINUTE - 1000);
  tooSoon(await send(analysisId, { recipient: 'CLIENT', channel: 'SMS' }), 1);
  assert.equal(await countOf(analysisId), 2, 'a refusal stores nothing');
  clock.advance(1000);
  assert.equal((await send(analysisId, { recipient: 'CLIENT', channel: 'KAKAO' })).statusCode, 200);
});

test('per analysis and recipient: five in 24 hours; the sixth waits until the first is 24 hours old', async (ctx) => {
  ctx.after(clock.freeze());
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  for (let i = 0; i < 5; i++) {
    const res = await send(analysisId, { recipient: 'FC', channel: 'EMAIL' });
    assert.equal(res.statusCode, 200, res.body);
    clock.advance(2 * MINUTE);
  }
  // The first went 10 minutes ago: it leaves the 24 hours in 23 h 50 min.
  tooSoon(await send(analysisId, { recipient: 'FC', channel: 'EMAIL' }), DAY / 1000 - 600);
  assert.equal((await send(analysisId, { recipient: 'CLIENT', channel: 'SMS' })).statusCode, 200, 'the client still');
  clock.advance(DAY - 10 * MINUTE - 1000);
  tooSoon(await send(analysisId, { recipient: 'FC', channel: 'EMAIL' }), 1);
  clock.advance(1000);
  assert.equal((await send(analysisId, { recipient: 'FC', channel: 'EMAIL' })).statusCode, 200);
  // Both rules hold at once: a minute since this one, but the second of the five leaves the 24 hours in two.
  tooSoon(await send(analysisId, { recipient: 'FC', channel: 'EMAIL' }), 120);
  assert.equal(await countOf(analysisId), 7);
});

test('20 transmissions of one analysis to the client at once: exactly one is created and sent, 19 → 429', {
  skip: !onPostgres,
}, async (ctx) => {
  ctx.after(clock.freeze());
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => send(analysisId, { recipient: 'CLIENT', channel: i % 2 ? 'SMS' : 'KAKAO' })),
  );
  const created = answers.filter((r) => r.statusCode === 200);
  assert.equal(created.length, 1, answers.map((r) => r.statusCode).join(','));
  for (const res of answers.filter((r) => r.statusCode !== 200)) tooSoon(res, 60);
  const rows = await db.select().from(analysisTransmissions).where(eq(analysisTransmissions.analysisId, analysisId));
  assert.deepEqual(
    rows.map((r) => r.id),
    [created[0].json().transmissionId],
  );
  await run(rows[0].id);
  assert.equal((await rowOf(rows[0].id)).status, 'SENT');
});

test('the sweep queues again a transmission left QUEUED (a send lost after the commit)', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const id = (await send(analysisId, { recipient: 'CLIENT', channel: 'SMS' })).json().transmissionId as string;
  const sent: string[] = [];
  const jobs = deps.jobs;
  // A queue that only notes what is sent to it (the worker is not what this test is about).
  deps.jobs = {
    ...jobs,
    send: async (_queue: string, data: object) => {
      sent.push((data as { transmissionId: string }).transmissionId);
      return null;
    },
  };
  try {
    await sweepTransmissions(deps);
    assert.ok(!sent.includes(id), 'a fresh one is left to its own job');
    clock.advance(3 * MINUTE);
    await sweepTransmissions(deps);
  } finally {
    deps.jobs = jobs;
  }
  assert.ok(sent.includes(id));
});

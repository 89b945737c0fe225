import assert from 'node:assert/strict';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  DISPATCH_QUEUE,
  FAX_OUTBOX_CLEANUP_QUEUE,
  type FaxDocument,
  type FaxGateway,
  LocalOutboxGateway,
  startDispatchWorkers,
} from '../../../src/claims/requests/dispatch.js';
import { claimDispatches, claims } from '../../../src/db/schema/index.js';
import { PgBossQueue } from '../../../src/platform/jobs.js';
import { samplePdf, samplePng } from '../../files/fixtures.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { pdfText } from '../../helpers/pdf-render.js';
import { waitFor } from '../../helpers/wait-for.js';
import {
  bearer,
  claimBody,
  createConsultant,
  createTerms,
  dispatchDeps,
  setClaimStatus,
  uploadClaimFile,
} from '../helpers.js';

const outbox = mkdtempSync(join(tmpdir(), 'leadline-outbox-'));
const t = await build({
  JOB_WORKERS: 'true',
  JOB_POLL_INTERVAL_SECONDS: '1',
  FAX_OUTBOX_DIR: outbox,
  CLAIM_DISPATCH_RETRY_LIMIT: '2',
  CLAIM_DISPATCH_RETRY_DELAY_SECONDS: '1',
});
const { app, db } = t;
const fc = await createConsultant(app, 'FC', { name: '최설계' });
const required = await createTerms(app, 'HYUNDAI_MARINE', true);
const outboxGateway = app.deps.claims.fax;

const submit = async (extra: Record<string, unknown> = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/claim/requests',
    headers: bearer(fc.token),
    payload: claimBody(fc.ci, [required.id], { insuCompCd: 'HYUNDAI_MARINE', ...extra }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().claimReqId as number;
};

/**
 * Until no dispatch job waits or runs (duplicates, retries): what the queue was given has all been done, however
 * long the workers took. Polled: the workers are a real background process, not a rule on the clock.
 */
const dispatchSettled = () =>
  waitFor('the dispatch queue to settle', async () => {
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job
      where name = ${DISPATCH_QUEUE} and state in ('created', 'retry', 'active')`);
    return rows[0].n === 0;
  });
const modeOf = (path: string) => statSync(path).mode & 0o777;
const statusOf = async (id: number) => (await db.select().from(claims).where(eq(claims.id, id)))[0];

/** Counts what reaches the gateway, and can fail the first calls. */
class CountingGateway implements FaxGateway {
  readonly name = 'counting';
  readonly calls = new Map<number, number>();
  constructor(
    private readonly inner: FaxGateway,
    private failures = 0,
  ) {}
  async send(doc: FaxDocument) {
    this.calls.set(doc.claimId, (this.calls.get(doc.claimId) ?? 0) + 1);
    if (this.failures > 0) {
      this.failures--;
      throw new Error('fax line busy');
    }
    return this.inner.send(doc);
  }
}

test('a submitted claim is rendered to a Korean PDF with its attachments and written to the outbox: RECEIVED → SENT', async () => {
  const png = await uploadClaimFile(app, fc.token, samplePng(16), 'image/png', '영수증.png');
  const pdf = await uploadClaimFile(app, fc.token, await samplePdf(), 'application/pdf', '진단서.pdf');
  const id = await submit({ clientNm: '홍길동', fileIds: [png, pdf] });
  const sent = await waitFor('SENT', async () => {
    const row = await statusOf(id);
    return row.status === 'SENT' && row;
  });
  assert.equal(sent.attempts, 1);
  const file = join(outbox, `claim-${id}.pdf`);
  assert.ok(existsSync(file));
  const envelope = JSON.parse(readFileSync(join(outbox, `claim-${id}.json`), 'utf8'));
  assert.equal(envelope.to, sent.insuFax);
  // The form carries the client's phone and bank account: readable by the service user only.
  assert.equal(modeOf(file), 0o600);
  assert.equal(modeOf(join(outbox, `claim-${id}.json`)), 0o600);
  assert.equal(modeOf(outbox), 0o700);

  const { text, pages } = await pdfText(readFileSync(file));
  const total = pages.length;
  assert.ok(text.includes('홍길동'), 'client name in Korean');
  assert.ok(text.includes('현대해상'), 'insurer name in Korean');
  assert.ok(text.includes('보험금 청구서'));
  assert.ok(text.includes('evidence'), 'the attached PDF page is included');
  assert.equal(total, 3, 'form, image page, attached PDF page');

  const [dispatch] = await db.select().from(claimDispatches).where(eq(claimDispatches.claimId, id));
  assert.equal(dispatch.reference, `claim-${id}`);
  const record = await app.inject({ url: `/api/v1/claim/requests/${id}`, headers: bearer(fc.token) });
  assert.equal(record.json().claimStatusCd, 'SENT');
  assert.equal(record.json().claimStatus, '전송완료');
});

test('the outbox receives exactly one dispatch per claim even when two workers run', async () => {
  const counting = new CountingGateway(outboxGateway);
  app.deps.claims.fax = counting;
  // A second worker process on the same database.
  const second = new PgBossQueue(t.database, { pollingIntervalSeconds: 1 });
  after(() => second.stop());
  await app.deps.claims.queuesReady();
  await startDispatchWorkers(second, () => ({ ...dispatchDeps(app, app.deps.claims.fax), jobs: second }));
  const ids: number[] = [];
  for (let i = 0; i < 8; i++) ids.push(await submit());
  // Every claim is queued twice more, on both queues: duplicate deliveries must not dispatch twice.
  for (const id of ids) {
    await app.deps.jobs.send(DISPATCH_QUEUE, { claimId: id });
    await second.send(DISPATCH_QUEUE, { claimId: id });
  }
  await waitFor('all SENT', async () => {
    const rows = await db.select().from(claims).where(inArray(claims.id, ids));
    return rows.every((r) => r.status === 'SENT');
  });
  // The duplicate jobs run out too.
  await dispatchSettled();
  for (const id of ids) {
    assert.equal(counting.calls.get(id), 1, `claim ${id} reached the gateway once`);
    assert.ok(existsSync(join(outbox, `claim-${id}.pdf`)));
  }
  const dispatches = await db.select().from(claimDispatches).where(inArray(claimDispatches.claimId, ids));
  assert.equal(dispatches.length, ids.length);
  const files = readdirSync(outbox).filter((f) => ids.some((id) => f === `claim-${id}.pdf`));
  assert.equal(files.length, ids.length);
  app.deps.claims.fax = outboxGateway;
});

test('a failing gateway: FAILED, retried with backoff, then SENT', async () => {
  const flaky = new CountingGateway(outboxGateway, 2);
  app.deps.claims.fax = flaky;
  const id = await submit();
  await waitFor('FAILED', async () => (await statusOf(id)).status === 'FAILED');
  const failed = await statusOf(id);
  assert.match(failed.lastError ?? '', /busy/);
  const sent = await waitFor('SENT after retries', async () => {
    const row = await statusOf(id);
    return row.status === 'SENT' && row;
  });
  assert.equal(sent.attempts, 3);
  assert.equal(flaky.calls.get(id), 3);
  app.deps.claims.fax = outboxGateway;
});

test('retries run out: the claim stays FAILED until an admin sends it again; admins set COMPLETE', async () => {
  const broken = new CountingGateway(outboxGateway, 1_000);
  app.deps.claims.fax = broken;
  const id = await submit();
  // retryLimit 2: three attempts, then FAILED for good.
  await waitFor('3 attempts', async () => (broken.calls.get(id) ?? 0) >= 3 && (await statusOf(id)).status === 'FAILED');
  // No fourth attempt is queued: once the queue has settled, the gateway was called three times.
  await dispatchSettled();
  assert.equal(broken.calls.get(id), 3);
  assert.equal((await statusOf(id)).status, 'FAILED');

  const patch = (claimStatusCd: string) => setClaimStatus(app, id, claimStatusCd);
  expectProblem(await patch('COMPLETE'), 400, 'INVALID_STATUS_TRANSITION');
  app.deps.claims.fax = outboxGateway;
  const again = await patch('RECEIVED');
  assert.equal(again.statusCode, 200, again.body);
  await waitFor('SENT after re-dispatch', async () => (await statusOf(id)).status === 'SENT');
  const complete = await patch('COMPLETE');
  assert.equal(complete.statusCode, 200);
  assert.equal(complete.json().claimStatusCd, 'COMPLETE');
  assert.equal(complete.json().claimStatus, '완료');
  expectProblem(await patch('CANCELLED'), 400, 'INVALID_STATUS_TRANSITION');
  expectProblem(
    await app.inject({
      method: 'PATCH',
      url: '/admin/v1/claim/requests/99999999',
      headers: adminHeaders,
      payload: { claimStatusCd: 'COMPLETE' },
    }),
    404,
  );
});

test('the local outbox never writes one claim twice', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'leadline-outbox-'));
  const gateway = new LocalOutboxGateway(dir, Date.now);
  const doc = { claimId: 42, to: '02-123-4567', pdf: new Uint8Array([1, 2, 3]), pages: 1 };
  const [a, b] = await Promise.all([gateway.send(doc), gateway.send({ ...doc, pdf: new Uint8Array([9]) })]);
  assert.equal(a.reference, b.reference);
  assert.equal(readdirSync(dir).filter((f) => f.endsWith('.pdf')).length, 1);
});

test('the outbox folder is made private (0700) even when it existed readable; forms and envelopes are 0600', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'leadline-outbox-')), 'outbox');
  mkdirSync(dir);
  chmodSync(dir, 0o755);
  await new LocalOutboxGateway(dir, Date.now).send({
    claimId: 7,
    to: '02-123-4567',
    pdf: new Uint8Array([1]),
    pages: 1,
  });
  assert.equal(modeOf(dir), 0o700);
  assert.equal(modeOf(join(dir, 'claim-7.pdf')), 0o600);
  assert.equal(modeOf(join(dir, 'claim-7.json')), 0o600);
});

test('sent forms older than FAX_OUTBOX_RETENTION_DAYS (30) are removed by the job; newer ones and other files stay', async () => {
  const day = 86_400_000;
  const write = (name: string, ageDays: number) => {
    const path = join(outbox, name);
    writeFileSync(path, 'x');
    const at = new Date(Date.now() - ageDays * day);
    utimesSync(path, at, at);
    return path;
  };
  const old = [write('claim-900001.pdf', 31), write('claim-900001.json', 31)];
  const kept = [write('claim-900002.pdf', 29), write('claim-900002.json', 29), write('README.txt', 400)];
  // The hourly tick is up to an hour away; the same job is sent by hand.
  await app.deps.jobs.send(FAX_OUTBOX_CLEANUP_QUEUE, {});
  await waitFor('old forms removed', async () => old.every((path) => !existsSync(path)));
  for (const path of kept) assert.ok(existsSync(path), `${path} kept`);
});

test('retention: removeSentBefore removes forms written before the date, counts forms, and tolerates no folder', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'leadline-outbox-')), 'outbox');
  const gateway = new LocalOutboxGateway(dir, Date.now);
  assert.equal(await gateway.removeSentBefore(new Date()), 0, 'no folder yet');
  await gateway.send({ claimId: 1, to: '02-123-4567', pdf: new Uint8Array([1]), pages: 1 });
  await gateway.send({ claimId: 2, to: '02-123-4567', pdf: new Uint8Array([1]), pages: 1 });
  const past = new Date('2026-01-01T00:00:00Z');
  for (const name of ['claim-1.pdf', 'claim-1.json']) utimesSync(join(dir, name), past, past);
  assert.equal(await gateway.removeSentBefore(new Date('2026-01-02T00:00:00Z')), 1);
  assert.deepEqual(readdirSync(dir).sort(), ['claim-2.json', 'claim-2.pdf']);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createConsultant } from '../../claims/helpers.js';
import { build } from '../../helpers/build.js';
import { waitFor } from '../../helpers/wait-for.js';
import { coverageTermIds, get, manualContract, post } from './helpers.js';

const t = await build({
  JOB_WORKERS: 'true',
  JOB_POLL_INTERVAL_SECONDS: '1',
  ANALYSIS_JOB_RETRY_LIMIT: '1',
  ANALYSIS_JOB_RETRY_DELAY_SECONDS: '0',
});
const { app } = t;
const fc = await createConsultant(app, 'FC');
const terms = await coverageTermIds(app, fc.token);

const start = async () => {
  const res = await post(app, fc.token, '/api/v1/coverage/analyses', {
    fcUserCi: fc.ci,
    client: { name: '홍길동', birthDate: '19850315', gender: 'M' },
    contracts: [manualContract()],
    agreedTermsIds: terms,
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().status, 'REQUESTED');
  assert.equal(res.headers['retry-after'], '1', 'a running analysis says when to ask again');
  return res.json().analysisId as string;
};
const statusOf = async (id: string) => (await get(app, fc.token, `/api/v1/coverage/analyses/${id}`)).json();

test('on the job queue: REQUESTED → COMPLETED; the finished analysis carries no Retry-After', async () => {
  const id = await start();
  const done = await waitFor('COMPLETED', async () => {
    const a = await statusOf(id);
    return a.status === 'COMPLETED' && a;
  });
  assert.ok(done.completedAt);
  const res = await get(app, fc.token, `/api/v1/coverage/analyses/${id}`);
  assert.equal(res.headers['retry-after'], undefined);
  // The completion is a public event (webhooks of system clients), once, with the opaque id only.
  const { rows } = await t.db.execute<{ payload: unknown; actor: string }>(
    sql`select payload, actor from outbox_events where type = 'coverage_analysis.completed'`,
  );
  const payloads = rows.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));
  assert.deepEqual(payloads, [{ analysisId: id }]);
  assert.equal(rows[0].actor, 'job:coverage-analysis');
});

test('on the job queue: an engine that fails every attempt → FAILED after the retries', async () => {
  const deps = app.deps.analysis;
  const engine = deps.analyze;
  let calls = 0;
  deps.analyze = () => {
    calls++;
    throw new Error('broken');
  };
  try {
    const id = await start();
    const failed = await waitFor('FAILED', async () => {
      const a = await statusOf(id);
      return a.status === 'FAILED' && a;
    });
    assert.equal(calls, 2, 'the first attempt and one retry');
    assert.equal(failed.failureCode, 'ANALYSIS_ERROR');
  } finally {
    deps.analyze = engine;
  }
});

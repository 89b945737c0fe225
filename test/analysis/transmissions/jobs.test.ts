import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createConsultant } from '../../claims/helpers.js';
import { build } from '../../helpers/build.js';
import { waitFor } from '../../helpers/wait-for.js';
import { get, type Json, post } from '../coverage/helpers.js';
import { completedAnalysis, outboxMessage, RefusingMessages, transmissionsUrl } from './helpers.js';

const t = await build({
  JOB_WORKERS: 'true',
  JOB_POLL_INTERVAL_SECONDS: '1',
  MESSAGE_JOB_RETRY_LIMIT: '1',
  MESSAGE_JOB_RETRY_DELAY_SECONDS: '0',
});
const { app } = t;
const deps = app.deps.analysis;
const fc = await createConsultant(app, 'FC', { email: 'queue.fc@example.com' });

const settled = (analysisId: string) =>
  waitFor('a final status', async () => {
    const [tr] = (await get(app, fc.token, transmissionsUrl(analysisId))).json() as Json[];
    return tr.status !== 'QUEUED' && tr;
  });

test('on the job queue: QUEUED → SENT, the message in the outbox', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const res = await post(app, fc.token, transmissionsUrl(analysisId), { recipient: 'FC', channel: 'EMAIL' });
  assert.equal(res.statusCode, 200, res.body);
  const tr = await settled(analysisId);
  assert.equal(tr.status, 'SENT');
  assert.ok(tr.sentAt);
  assert.equal((await outboxMessage(app, String(tr.transmissionId))).to, 'queue.fc@example.com');
});

test('on the job queue: a service that refuses every attempt → FAILED after the retries', async () => {
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const sandbox = deps.messages;
  const refusing = new RefusingMessages();
  deps.messages = refusing;
  try {
    const res = await post(app, fc.token, transmissionsUrl(analysisId), { recipient: 'CLIENT', channel: 'SMS' });
    assert.equal(res.statusCode, 200, res.body);
    const tr = await settled(analysisId);
    assert.equal(tr.status, 'FAILED');
    assert.equal(tr.failureMessage, '수신이 거부된 번호입니다.');
    assert.equal(refusing.calls, 2, 'the first attempt and one retry');
  } finally {
    deps.messages = sandbox;
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { processAnalysis } from '../../src/analysis/coverage/analysis-job.js';
import { processMedicalAnalysis } from '../../src/analysis/medical/analysis-job.js';
import { dispatchClaim, type FaxGateway } from '../../src/claims/requests/dispatch.js';
import { coverageTermIds, manualContract } from '../analysis/coverage/helpers.js';
import { completeUrl, medicalTermIds, patient, requestAuth } from '../analysis/medical/helpers.js';
import {
  bearer,
  claimBody,
  createClient,
  createConsultant,
  createTerms,
  dispatchDeps,
  setClaimStatus,
  tokenRequest,
} from '../claims/helpers.js';
import { adminHeaders, build } from '../helpers/build.js';
import { emitEvents, fakeClock, type Received, relay, startReceiver } from './helpers.js';

// Contract §5 as amended: system clients of the claims interface call /api/v1/webhooks* for their own endpoints and
// receive the events of the claims interface (claims and analyses, which they may all read).

const clock = fakeClock();
const { app } = await build({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' }, { clock: clock.now });
const fc = await createConsultant(app, 'FC', { name: '최설계' });
const SECOND = 1000;

type Json = Record<string, unknown>;

/** A system client and its access token (client_credentials). */
async function systemClient(name = 'claims CRM') {
  const client = await createClient(app, name);
  const res = await tokenRequest(app, {
    grant_type: 'client_credentials',
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
  assert.equal(res.statusCode, 200, res.body);
  const token = res.json().access_token as string;
  return { clientId: client.clientId, token, headers: bearer(token) };
}

function call(
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Json,
) {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

async function subscribeAs(headers: Record<string, string>, url: string, events: string[]) {
  const res = await call(headers, 'POST', '/api/v1/webhooks', { url, events });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { id: string; secret: string };
}

const ofType = (received: Received[], type: string) => received.filter((r) => r.json.type === type);

test('a claims client creates, lists, reads, updates, rotates, tests and deletes its own endpoints; another client gets 404', async () => {
  const receiver = await startReceiver();
  const a = await systemClient('CRM A');
  const b = await systemClient('CRM B');

  const created = await call(a.headers, 'POST', '/api/v1/webhooks', {
    url: receiver.url,
    events: ['claim.status_changed'],
    description: '청구 CRM',
  });
  assert.equal(created.statusCode, 200, created.body);
  const hook = created.json();
  assert.match(hook.secret, /^whsec_/);
  assert.deepEqual([hook.events, hook.enabled, hook.description], [['claim.status_changed'], true, '청구 CRM']);
  const path = `/api/v1/webhooks/${hook.id}`;

  const listA = await call(a.headers, 'GET', '/api/v1/webhooks');
  assert.deepEqual(
    listA.json().data.map((h: Json) => h.id),
    [hook.id],
  );
  const read = await call(a.headers, 'GET', path);
  assert.equal(read.statusCode, 200);
  assert.deepEqual([read.json().url, read.json().secret], [receiver.url, undefined]);

  const patched = await call(a.headers, 'PATCH', path, {
    events: ['claim.status_changed', 'coverage_analysis.completed', 'medical_analysis.completed'],
  });
  assert.equal(patched.statusCode, 200, patched.body);
  assert.equal(patched.json().events.length, 3);

  const rotated = await call(a.headers, 'POST', `${path}/rotate-secret`);
  assert.equal(rotated.statusCode, 200, rotated.body);
  assert.notEqual(rotated.json().secret, hook.secret);
  // Both secrets sign for 24 hours: the receiver checks the delivery with each.
  receiver.state.secrets = [hook.secret, rotated.json().secret];
  const sent = await call(a.headers, 'POST', `${path}/test`);
  assert.equal(sent.statusCode, 202, sent.body);
  await relay(app);
  assert.deepEqual(
    receiver.received.map((r) => [r.json.type, r.json.data.webhookId]),
    [['webhook.test', hook.id]],
  );
  assert.deepEqual(receiver.state.failures, []);
  const log = await call(a.headers, 'GET', `${path}/deliveries`);
  assert.equal(log.statusCode, 200, log.body);
  const [delivery] = log.json().data;
  assert.deepEqual(
    [delivery.status, delivery.attemptLog.map((x: Json) => [x.attempt, x.status, x.responseStatus])],
    ['DELIVERED', [[1, 'SUCCEEDED', 200]]],
  );
  const again = await call(a.headers, 'POST', `${path}/deliveries/${delivery.id}/redeliver`);
  assert.equal(again.statusCode, 202, again.body);
  const recovered = await call(a.headers, 'POST', `${path}/recover`, { since: new Date(clock.now()).toISOString() });
  assert.equal(recovered.statusCode, 202, recovered.body);

  // Another client: the endpoint does not exist for it, whatever it tries.
  const foreign: [string, string, Json?][] = [
    ['GET', path],
    ['PATCH', path, { enabled: false }],
    ['DELETE', path],
    ['POST', `${path}/rotate-secret`],
    ['POST', `${path}/test`],
    ['GET', `${path}/deliveries`],
    ['POST', `${path}/deliveries/${delivery.id}/redeliver`],
    ['POST', `${path}/recover`, { since: new Date(clock.now()).toISOString() }],
  ];
  for (const [method, url, payload] of foreign) {
    const res = await call(b.headers, method as 'GET', url, payload);
    assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
    assert.equal(res.json().code, 'NOT_FOUND');
  }
  assert.deepEqual((await call(b.headers, 'GET', '/api/v1/webhooks')).json().data, []);
  // B's attempts changed nothing.
  const still = (await call(a.headers, 'GET', path)).json();
  assert.deepEqual([still.enabled, still.events.length], [true, 3]);

  const deleted = await call(a.headers, 'DELETE', path);
  assert.equal(deleted.statusCode, 204);
  assert.equal((await call(a.headers, 'GET', path)).statusCode, 404);
});

test('a claims client may subscribe to claim and analysis events only; a consultant token may not use webhooks', async () => {
  const a = await systemClient();
  const portalEvent = await call(a.headers, 'POST', '/api/v1/webhooks', {
    url: 'https://hooks.example.com/x',
    events: ['claim.status_changed', 'lead.assigned'],
  });
  assert.equal(portalEvent.statusCode, 400, portalEvent.body);
  assert.equal(portalEvent.json().code, 'VALIDATION_FAILED');
  const byConsultant = await call(bearer(fc.token), 'GET', '/api/v1/webhooks');
  assert.equal(byConsultant.statusCode, 403);
  assert.equal(byConsultant.json().code, 'TOKEN_SCOPE');
});

test('claim.status_changed reaches a claims client signed per Standard Webhooks, one version per change, increasing', async () => {
  const receiver = await startReceiver();
  const a = await systemClient();
  const hook = await subscribeAs(a.headers, receiver.url, ['claim.status_changed']);
  receiver.state.secrets = [hook.secret];
  // Subscribed to analyses only: gets none of the claim's events.
  const other = await startReceiver();
  await subscribeAs((await systemClient()).headers, other.url, ['coverage_analysis.completed']);

  const terms = await createTerms(app, 'HYUNDAI_MARINE', true);
  const submitted = await call(
    a.headers,
    'POST',
    '/api/v1/claim/requests',
    claimBody(fc.ci, [terms.id], { insuCompCd: 'HYUNDAI_MARINE', clientNm: '정비밀', clientTel: '010-5555-7788' }),
  );
  assert.equal(submitted.statusCode, 200, submitted.body);
  const claimId = submitted.json().claimReqId as number;
  // Three successive changes of one claim: dispatched (SENDING, then SENT), then completed by an operator.
  const fax: FaxGateway = { name: 'test', send: async (doc) => ({ reference: `ref-${doc.claimId}` }) };
  assert.equal(await dispatchClaim(dispatchDeps(app, fax), claimId), 'sent');
  clock.advance(SECOND);
  assert.equal((await setClaimStatus(app, claimId, 'COMPLETE')).statusCode, 200);
  await relay(app);

  assert.deepEqual(receiver.state.failures, []);
  const events = ofType(receiver.received, 'claim.status_changed');
  assert.equal(events.length, 3);
  assert.equal(new Set(events.map((e) => e.id)).size, 3, 'one webhook-id per change');
  // Sorted by version, the payloads are the changes in the order they happened.
  const byVersion = [...events].sort((x, y) => Number(x.json.data.version) - Number(y.json.data.version));
  assert.deepEqual(
    byVersion.map((e) => [e.json.data.claimId, e.json.data.from, e.json.data.to]),
    [
      [String(claimId), 'RECEIVED', 'SENDING'],
      [String(claimId), 'SENDING', 'SENT'],
      [String(claimId), 'SENT', 'COMPLETE'],
    ],
  );
  const versions = byVersion.map((e) => Number(e.json.data.version));
  assert.ok(
    versions.every((v, i) => Number.isInteger(v) && (i === 0 || v > versions[i - 1])),
    String(versions),
  );
  const times = byVersion.map((e) => Date.parse(e.json.timestamp));
  assert.ok(
    times.every((t, i) => !Number.isNaN(t) && (i === 0 || t >= times[i - 1])),
    'timestamps follow versions',
  );
  for (const e of events) {
    assert.deepEqual(Object.keys(e.json.data).sort(), ['claimId', 'from', 'to', 'version']);
    assert.ok(!/정비밀|최설계|5555|7788/.test(e.body), 'no personal data');
  }
  assert.equal(other.received.length, 0);

  // The client reads the claim the event names.
  const read = await call(a.headers, 'GET', `/api/v1/claim/requests/${claimId}`);
  assert.equal(read.statusCode, 200, read.body);
  assert.equal(read.json().claimStatusCd, 'COMPLETE');
});

test('a claims client receives coverage_analysis.completed and medical_analysis.completed for the analyses it requested', async () => {
  const receiver = await startReceiver();
  const a = await systemClient();
  const hook = await subscribeAs(a.headers, receiver.url, [
    'coverage_analysis.completed',
    'medical_analysis.completed',
  ]);
  receiver.state.secrets = [hook.secret];
  const deps = app.deps.analysis;

  const coverage = await call(a.headers, 'POST', '/api/v1/coverage/analyses', {
    fcUserCi: fc.ci,
    client: { name: '홍길동', birthDate: '19850315', gender: 'M' },
    contracts: [manualContract()],
    agreedTermsIds: await coverageTermIds(app, a.token),
  });
  assert.equal(coverage.statusCode, 200, coverage.body);
  const coverageId = coverage.json().analysisId as string;
  await processAnalysis(deps, coverageId, { retryCount: 0, retryLimit: 0 });

  const auth = await requestAuth(app, a.token, {
    fcUserCi: fc.ci,
    client: patient(),
    agreedTermsIds: await medicalTermIds(app, a.token),
  });
  clock.advance(3 * SECOND); // the sandbox approves after 3 seconds
  const completed = await call(a.headers, 'POST', completeUrl(auth.authRequestId), {});
  assert.equal(completed.statusCode, 200, completed.body);
  const medicalId = completed.json().analysisId as string;
  await processMedicalAnalysis(deps, medicalId, { retryCount: 0, retryLimit: 0 });
  await relay(app);

  assert.deepEqual(receiver.state.failures, []);
  assert.deepEqual(
    ofType(receiver.received, 'coverage_analysis.completed').map((r) => r.json.data.analysisId),
    [coverageId],
  );
  assert.deepEqual(
    ofType(receiver.received, 'medical_analysis.completed').map((r) => r.json.data.analysisId),
    [medicalId],
  );
  assert.ok(
    receiver.received.every((r) => !r.body.includes('홍길동')),
    'no personal data',
  );
  // The client reads what the events name.
  for (const url of [`/api/v1/coverage/analyses/${coverageId}`, `/api/v1/medical/analyses/${medicalId}`]) {
    const res = await call(a.headers, 'GET', url);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'COMPLETED');
  }
});

test('revoking a claims client disables its endpoints (CLIENT_REVOKED) and stops their deliveries; other clients keep theirs', async () => {
  const revokedReceiver = await startReceiver();
  const keptReceiver = await startReceiver();
  const a = await systemClient('leaked');
  const b = await systemClient('kept');
  const revokedHook = await subscribeAs(a.headers, revokedReceiver.url, ['claim.status_changed']);
  const keptHook = await subscribeAs(b.headers, keptReceiver.url, ['claim.status_changed']);

  const revoke = await app.inject({ method: 'DELETE', url: `/admin/v1/clients/${a.clientId}`, headers: adminHeaders });
  assert.equal(revoke.statusCode, 204, revoke.body);

  const readAs = (id: string) => call(adminHeaders, 'GET', `/api/v1/webhooks/${id}`);
  const revoked = (await readAs(revokedHook.id)).json();
  assert.deepEqual([revoked.enabled, revoked.disabledReason], [false, 'CLIENT_REVOKED']);
  const kept = (await readAs(keptHook.id)).json();
  assert.deepEqual([kept.enabled, kept.disabledReason], [true, null]);
  const refused = await call(a.headers, 'GET', '/api/v1/webhooks');
  assert.equal(refused.statusCode, 401);

  await emitEvents(app, [{ type: 'claim.status_changed', claimId: 999_001, from: 'SENT', to: 'COMPLETE' }]);
  await relay(app);
  assert.equal(revokedReceiver.received.length, 0);
  assert.deepEqual(
    keptReceiver.received.map((r) => r.json.data.claimId),
    ['999001'],
  );
  const noDelivery = await call(adminHeaders, 'GET', `/api/v1/webhooks/${revokedHook.id}/deliveries`);
  assert.deepEqual(noDelivery.json().data, [], 'nothing is queued for a revoked client');

  // A second revocation changes nothing and answers the same.
  const twice = await app.inject({ method: 'DELETE', url: `/admin/v1/clients/${a.clientId}`, headers: adminHeaders });
  assert.equal(twice.statusCode, 204);
  assert.equal((await readAs(revokedHook.id)).json().disabledReason, 'CLIENT_REVOKED');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { begin, client, coverageTermIds, resendUrl, testClock } from '../analysis/coverage/helpers.js';
import { bearer, createConsultant } from '../claims/helpers.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { fillPath, type Operation, operationsOf, resolveSchema, sample } from '../security/openapi-ops.js';

// Many HTTP clients send `Content-Type: application/json` on every request, a POST without a body included. An
// empty body is no body on an operation that takes none, and `{}` on one that takes a JSON object.
const clock = testClock();
const { app } = await build({}, { clock: clock.now });
const admin = await createConsultant(app, 'ADMIN');
const fc = await createConsultant(app, 'FC');

const JSON_TYPE = { 'content-type': 'application/json' };

function headersFor(op: Operation): Record<string, string> {
  if (op.security.includes('apiKey')) return { ...adminHeaders };
  if (op.security.includes('bearer')) return bearer(admin.token);
  return {};
}

/** The answer as a client compares it: the status and the problem's code (or the OAuth error). */
function outcome(res: LightMyRequestResponse) {
  if (res.statusCode < 400) return `${res.statusCode}`;
  const body = res.json() as { code?: string; error?: string };
  return `${res.statusCode} ${body.code ?? body.error}`;
}

test('every operation answers an empty JSON body as no body, or as {} where it takes a JSON object', async (t) => {
  const ops = operationsOf(app).filter((op) => op.method !== 'GET');
  assert.ok(ops.length >= 60, `only ${ops.length} operations that take a body`);
  const failures: string[] = [];
  let pastAuthentication = 0;
  for (const op of ops) {
    // Ids that name nothing: an operation that would change something finds nothing to change.
    const query = new URLSearchParams();
    for (const p of op.params.filter((p) => p.in === 'query' && p.required))
      query.set(p.name, String(sample(p.schema, {}, p.name)));
    const url = `${fillPath(op.path, {}, '999999999')}${query.size ? `?${query}` : ''}`;
    const request = { method: op.method as InjectOptions['method'], url, headers: headersFor(op) };
    const empty = await app.inject({ ...request, headers: { ...request.headers, ...JSON_TYPE }, payload: '' });
    const reference = op.body
      ? await app.inject({ ...request, headers: { ...request.headers, ...JSON_TYPE }, payload: '{}' })
      : await app.inject(request);
    const name = `${op.method} ${op.path}`;
    if (outcome(empty) !== outcome(reference)) {
      failures.push(`${name}: empty body → ${outcome(empty)}, ${op.body ? '{}' : 'no body'} → ${outcome(reference)}`);
    }
    if (empty.statusCode !== 401 && empty.statusCode !== 403) pastAuthentication++;
    const required = op.body ? (resolveSchema(op.body).required ?? []) : [];
    // A request refused before its body is read (no session, no CSRF token) says nothing of the body.
    const bodyRead = empty.statusCode !== 401 && empty.statusCode !== 403;
    if (required.length && bodyRead && op.path !== '/api/v1/auth/token' && outcome(empty) !== '400 VALIDATION_FAILED') {
      failures.push(`${name}: empty body → ${outcome(empty)}, not 400 VALIDATION_FAILED`);
    }
  }
  t.diagnostic(`${ops.length} operations, ${pastAuthentication} past authentication`);
  assert.ok(pastAuthentication >= ops.length - 5, `${pastAuthentication} of ${ops.length} past authentication`);
  assert.deepEqual(failures, []);
});

test('resend with Content-Type: application/json and an empty body → 200, the code sent again', async () => {
  const terms = await coverageTermIds(app, fc.token);
  const v = await begin(app, fc.token, { fcUserCi: fc.ci, client: client(), agreedTermsIds: terms });
  clock.advance(30_000);
  const res = await app.inject({
    method: 'POST',
    url: resendUrl(v.verificationId),
    headers: { ...bearer(fc.token), ...JSON_TYPE },
    payload: '',
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().resendsLeft, 2);
});

test('an operation whose fields are all optional takes an empty body as {}: an allocation run', async () => {
  for (const headers of [{ ...adminHeaders, ...JSON_TYPE }, adminHeaders]) {
    const res = await app.inject({ method: 'POST', url: '/admin/v1/allocations/run', headers, payload: '' });
    assert.equal(res.statusCode, 200, res.body);
  }
});

test('an operation with required fields answers an empty body 400 VALIDATION_FAILED naming the first one', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/v1/providers',
    headers: { ...adminHeaders, ...JSON_TYPE },
    payload: '',
  });
  const problem = expectProblem(res, 400, 'VALIDATION_FAILED');
  assert.deepEqual(problem.errors, [{ field: 'code', message: 'is required' }]);
});

test('a body that is only white space, or broken, is still 400 INVALID_JSON', async () => {
  for (const payload of [' ', '{']) {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/v1/providers',
      headers: { ...adminHeaders, ...JSON_TYPE },
      payload,
    });
    expectProblem(res, 400, 'INVALID_JSON');
  }
});

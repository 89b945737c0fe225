import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { sql } from 'drizzle-orm';
import { createKey, createProvider, expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { register, world } from '../helpers/fixtures.js';

const t = await build();
const { app } = t;

test('unknown route → 404 problem+json', async () => {
  expectProblem(await app.inject({ url: '/api/v1/nothing-here' }), 404, 'ROUTE_NOT_FOUND');
});

test('validation errors name the field', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/v1/providers',
    headers: adminHeaders,
    payload: { code: 5 },
  });
  const body = expectProblem(res, 400, 'VALIDATION_FAILED');
  assert.ok(Array.isArray(body.errors));
  assert.ok((body.errors as { field: string }[]).some((e) => e.field === 'code' || e.field === 'name'));
});

test('broken JSON and a wrong content type are 400, a body over 1 MiB is 413', async () => {
  const broken = await app.inject({
    method: 'POST',
    url: '/admin/v1/providers',
    headers: { ...adminHeaders, 'content-type': 'application/json' },
    payload: '{"code": ',
  });
  expectProblem(broken, 400, 'INVALID_JSON');
  const text = await app.inject({
    method: 'POST',
    url: '/admin/v1/providers',
    headers: { ...adminHeaders, 'content-type': 'text/plain' },
    payload: 'code=1',
  });
  expectProblem(text, 400, 'UNSUPPORTED_MEDIA_TYPE');
  const big = await app.inject({
    method: 'POST',
    url: '/admin/v1/providers',
    headers: { ...adminHeaders, 'content-type': 'application/json' },
    payload: JSON.stringify({ code: 'X', name: 'x'.repeat(1024 * 1024) }),
  });
  expectProblem(big, 413, 'PAYLOAD_TOO_LARGE');
});

test('401 and 403 are problem+json', async () => {
  expectProblem(await app.inject({ url: '/admin/v1/providers' }), 401);
  const portal = await createKey(app, 'portal');
  expectProblem(
    await app.inject({ url: '/admin/v1/providers', headers: { 'x-api-key': portal.key } }),
    403,
    'KEY_SCOPE',
  );
});

test('the OpenAPI document is valid OpenAPI 3.1 with both security schemes and the error schemas', async () => {
  const res = await app.inject({ url: '/openapi.json' });
  assert.equal(res.statusCode, 200);
  const doc = res.json();
  assert.equal(doc.openapi, '3.1.0');
  const validator = new Validator();
  const result = await validator.validate(doc);
  assert.equal(result.valid, true, JSON.stringify(result.errors)?.slice(0, 2000));
  assert.ok(doc.components.securitySchemes.apiKey);
  assert.ok(doc.components.securitySchemes.bearer);
  assert.ok(doc.components.schemas.ErrorResponse);
  assert.ok(doc.components.schemas.Error);
  assert.ok(doc.paths['/api/v1/regions'].get);
  const docs = await app.inject({ url: '/docs/' });
  assert.equal(docs.statusCode, 200);
  assert.match(docs.body, /swagger/i);
});

test('health and readiness', async () => {
  assert.equal((await app.inject({ url: '/healthz' })).json().status, 'ok');
  assert.equal((await app.inject({ url: '/readyz' })).json().status, 'ready');
});

test('no key, token or personal value reaches the log', async () => {
  const provider = await createProvider(app);
  const key = await createKey(app, 'provider', { providerId: provider.id });
  await app.inject({
    url: '/api/v1/regions',
    headers: { 'x-api-key': key.key, authorization: 'Bearer secret-token-value' },
  });
  await app.inject({ url: '/api/v1/regions?search=01098765432', headers: { 'x-api-key': key.key } });
  const all = t.logs.join('\n');
  assert.ok(t.logs.length > 0);
  for (const secret of [key.key, adminHeaders['x-api-key'], 'secret-token-value', '01098765432']) {
    assert.ok(!all.includes(secret), `log contains ${secret.slice(0, 12)}…`);
  }
  // every request log line carries the request id
  assert.ok(t.logs.filter((l) => l.includes('"req"')).every((l) => l.includes('"reqId"')));
});

test('an unexpected database error is logged by class, code and constraint, never its statement or values', async () => {
  const w = await world(app, '로그검사 DB');
  // A constraint the service does not know: the registration fails inside the database, as a bug would.
  await t.db.execute(sql`alter table leads add constraint test_reject_name check (name <> '오류유발')`);
  const person = { name: '오류유발', phone: '010-7777-3141', email: 'leak.me@example.com', memo: '비밀메모 0193' };
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/leads',
    headers: w.asProvider,
    payload: { productId: w.product.id, providerId: w.provider.id, ...person, ssn: '900101-1234567' },
  });
  const body = expectProblem(res, 500, 'INTERNAL');
  const lines = t.logs.filter((l) => l.includes(String(body.requestId)));
  const logged = lines.map((l) => JSON.parse(l) as { msg?: string; err?: Record<string, unknown> });
  const error = logged.find((l) => l.msg === 'unexpected error')?.err;
  assert.ok(error, lines.join('\n'));
  assert.equal(error.code, '23514');
  assert.equal(error.constraint, 'test_reject_name');
  assert.match(String(error.type), /Error/);
  assert.ok(String(error.stack).includes(' at '), 'the stack frames are kept');
  const text = lines.join('\n');
  for (const value of ['오류유발', '7777', '3141', 'leak.me', '비밀메모', '9001011234567', 'insert into', 'params']) {
    assert.ok(!text.includes(value), `${value} in ${text}`);
  }
  await t.db.execute(sql`alter table leads drop constraint test_reject_name`);
});

test('a well-formed id above an integer column’s range names nothing: 404 or the field’s not-found code, never INVALID_VALUE', async () => {
  const big = '9618464494859';
  const w = await world(app);
  expectProblem(await app.inject({ url: `/api/v1/products/${big}/as-policy`, headers: w.asPortal }), 404, 'NOT_FOUND');
  const order = await app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: w.asPortal,
    payload: {
      productId: big,
      ordererName: '김설계',
      ordererContact: '010-0000-0000',
      portalId: 1,
      regionQuantities: [{ region: '서울', quantity: 1 }],
    },
  });
  expectProblem(order, 404, 'PRODUCT_NOT_FOUND');
  expectProblem(await register(app, w, { productId: big }), 400, 'PRODUCT_NOT_FOUND');
  expectProblem(await register(app, w, { providerId: big }), 400, 'PROVIDER_NOT_FOUND');
  expectProblem(
    await app.inject({ method: 'DELETE', url: '/admin/v1/api-keys/2147483648', headers: adminHeaders }),
    404,
    'NOT_FOUND',
  );
  const filtered = await app.inject({
    url: `/api/v1/leads/distributed-away?portalId=1&providerId=${big}`,
    headers: w.asPortal,
  });
  assert.equal(filtered.statusCode, 200, filtered.body);
  assert.deepEqual(filtered.json().data, []);
});

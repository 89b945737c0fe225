import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, createConsultant } from '../claims/helpers.js';
import { createKey } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { registerOk, world } from '../helpers/fixtures.js';

const { app } = await build();
const w = await world(app);
const fc = await createConsultant(app, 'FC');
const lead = await registerOk(app, w, { portalId: 31 });

type Res = Awaited<ReturnType<typeof app.inject>>;
const get = (url: string, headers: Record<string, string> = w.asPortal) => app.inject({ url, headers });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'POST', url, headers, payload });

test('responses with personal data, keys and secrets are not stored by caches (Cache-Control: no-store)', async () => {
  const responses: [string, Res][] = [
    ['owned list', await get('/api/v1/leads?portalId=31')],
    ['one lead', await get(`/api/v1/leads/${lead.id}?portalId=31`)],
    ['mark used', await post(`/api/v1/leads/${lead.id}/use`, { portalId: 31 }, w.asPortal)],
    [
      'registration',
      await post(
        '/api/v1/leads',
        { providerId: w.provider.id, productId: w.product.id, name: '김캐시', phone: '010-4444-1212' },
        w.asProvider,
      ),
    ],
    ['distributed-away list', await get('/api/v1/leads/distributed-away?portalId=31')],
    ['claim history', await post('/api/v1/claim/histories', { fcUserCi: fc.ci }, bearer(fc.token))],
    ['key creation', await post('/admin/v1/api-keys', { name: 'cache test', kind: 'portal' })],
    ['client secret creation', await post('/admin/v1/clients', { name: 'cache test' })],
    ['an error', await get('/api/v1/leads/999999999?portalId=31')],
  ];
  for (const [what, res] of responses) {
    assert.ok(res.statusCode < 500, `${what}: ${res.statusCode} ${res.body}`);
    assert.equal(res.headers['cache-control'], 'no-store', what);
  }
  // A public-cacheable lookup keeps its own caching.
  const jobCodes = await get('/api/v1/claim/job-codes', bearer(fc.token));
  assert.equal(jobCodes.statusCode, 200);
  assert.equal(jobCodes.headers['cache-control'], 'public, max-age=300');
});

test('every JSON response says nosniff, errors included', async () => {
  const responses: Res[] = [
    await get('/api/v1/regions'),
    await get('/api/v1/nothing-here'),
    await get('/api/v1/regions', {}),
    await post('/admin/v1/providers', { code: 5 }),
    await get('/healthz', {}),
  ];
  for (const res of responses) {
    assert.match(String(res.headers['content-type']), /json/, res.body);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', `${res.statusCode} ${res.body}`);
  }
});

test('a 401 names the scheme to use: ApiKey on X-API-Key routes, Bearer on token routes (RFC 9110 §15.5.2)', async () => {
  const attempts: Record<string, string>[] = [{}, { 'x-api-key': 'lk_portal_not-a-real-key-000000000000000000000000' }];
  for (const headers of attempts) {
    const res = await get('/api/v1/leads?portalId=31', headers);
    assert.equal(res.statusCode, 401);
    assert.equal(res.headers['www-authenticate'], 'ApiKey realm="leadline"');
  }
  const admin = await get('/admin/v1/api-keys', {});
  assert.equal(admin.statusCode, 401);
  assert.equal(admin.headers['www-authenticate'], 'ApiKey realm="leadline"');
  const noToken = await post('/api/v1/claim/histories', { fcUserCi: fc.ci }, {});
  assert.equal(noToken.statusCode, 401);
  assert.match(String(noToken.headers['www-authenticate']), /^Bearer/);
  const badToken = await post('/api/v1/claim/histories', { fcUserCi: fc.ci }, bearer('not.a.token'));
  assert.equal(badToken.statusCode, 401);
  assert.match(String(badToken.headers['www-authenticate']), /^Bearer .*error="invalid_token"/);
  // A route taking either scheme offers both.
  const either = await post('/api/v1/files/upload-url', {}, {});
  assert.equal(either.statusCode, 401, either.body);
  const offered = [either.headers['www-authenticate']].flat().join(', ');
  assert.match(offered, /ApiKey realm="leadline"/);
  assert.match(offered, /Bearer/);
  // A refusal that is not about credentials carries no challenge.
  const scope = await get('/admin/v1/api-keys', { 'x-api-key': (await createKey(app, 'portal')).key });
  assert.equal(scope.statusCode, 403);
  assert.equal(scope.headers['www-authenticate'], undefined);
});

test('the API reference page and its scripts still load', async () => {
  let res = await app.inject({ url: '/docs' });
  for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && hops < 3; hops++) {
    res = await app.inject({ url: new URL(String(res.headers.location), 'http://x/docs/').pathname });
  }
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  assert.match(String(res.headers['content-type']), /text\/html/);
  const scripts = [...res.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(scripts.length > 0, res.body.slice(0, 500));
  for (const src of scripts) {
    const script = await app.inject({ url: new URL(src, 'http://x/docs/static/index.html').pathname });
    assert.equal(script.statusCode, 200, src);
    // With nosniff a browser runs a script only when it is served as JavaScript.
    assert.match(String(script.headers['content-type']), /javascript/, src);
  }
  const document = await app.inject({ url: '/docs/json' });
  assert.equal(document.statusCode, 200);
});

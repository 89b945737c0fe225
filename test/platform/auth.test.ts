import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../src/db/schema/index.js';
import { requirePortalScope, requireProviderScope } from '../../src/platform/access/caller.js';
import { AppError } from '../../src/platform/errors.js';
import { createKey, createProvider, expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';

const t = await build({ API_KEY_CACHE_TTL_MS: '60000' });
const { app, db } = t;

test('no key, unknown key and revoked key answer 401 problem+json', async () => {
  expectProblem(await app.inject({ url: '/api/v1/regions' }), 401, 'API_KEY_MISSING');
  expectProblem(
    await app.inject({ url: '/api/v1/regions', headers: { 'x-api-key': 'lk_portal_nope' } }),
    401,
    'API_KEY_INVALID',
  );
  const key = await createKey(app, 'portal');
  const ok = await app.inject({ url: '/api/v1/regions', headers: { 'x-api-key': key.key } });
  assert.equal(ok.statusCode, 200);
  const revoke = await app.inject({ method: 'DELETE', url: `/admin/v1/api-keys/${key.id}`, headers: adminHeaders });
  assert.equal(revoke.statusCode, 204);
  // Revocation is seen at once by the instance that revoked, even with a long cache.
  expectProblem(
    await app.inject({ url: '/api/v1/regions', headers: { 'x-api-key': key.key } }),
    401,
    'API_KEY_REVOKED',
  );
});

test('only a hash of the key is stored, with a readable prefix, and lastUsedAt is set on use', async () => {
  const key = await createKey(app, 'portal');
  assert.match(key.key, /^lk_portal_[A-Za-z0-9_-]{43}$/);
  await app.inject({ url: '/api/v1/regions', headers: { 'x-api-key': key.key } });
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.id, Number(key.id)));
  assert.notEqual(row.keyHash, key.key);
  assert.equal(row.keyHash.length, 64);
  assert.ok(!JSON.stringify(row).includes(key.key.slice(10)));
  assert.equal(row.prefix, key.key.slice(0, 14));
  assert.ok(row.lastUsedAt instanceof Date);
});

test('a portal or provider key cannot call admin routes (403 KEY_SCOPE)', async () => {
  const provider = await createProvider(app);
  for (const key of [await createKey(app, 'portal'), await createKey(app, 'provider', { providerId: provider.id })]) {
    const res = await app.inject({ url: '/admin/v1/providers', headers: { 'x-api-key': key.key } });
    expectProblem(res, 403, 'KEY_SCOPE');
  }
});

test('scope helpers: provider key bound to its provider, restricted portal key bound to its portal users', async () => {
  const scopeError = (fn: () => void) => {
    try {
      fn();
      return null;
    } catch (e) {
      return e instanceof AppError ? `${e.status} ${e.code}` : 'other';
    }
  };
  const provider = { type: 'apiKey' as const, keyId: 1, kind: 'provider' as const, providerId: 7, portalIds: null };
  assert.equal(
    scopeError(() => requireProviderScope(provider, 7)),
    null,
  );
  assert.equal(
    scopeError(() => requireProviderScope(provider, 8)),
    '403 KEY_SCOPE',
  );
  assert.equal(
    scopeError(() => requirePortalScope(provider, 1)),
    '403 KEY_SCOPE',
  );
  const restricted = { type: 'apiKey' as const, keyId: 2, kind: 'portal' as const, providerId: null, portalIds: [5] };
  assert.equal(
    scopeError(() => requirePortalScope(restricted, 5)),
    null,
  );
  assert.equal(
    scopeError(() => requirePortalScope(restricted, 6)),
    '403 KEY_SCOPE',
  );
  const open = { ...restricted, portalIds: null };
  assert.equal(
    scopeError(() => requirePortalScope(open, 6)),
    null,
  );
});

test('key creation validates kind and binding', async () => {
  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/admin/v1/api-keys', headers: adminHeaders, payload });
  expectProblem(await post({ name: 'x', kind: 'root' }), 400, 'VALIDATION_FAILED');
  expectProblem(await post({ name: 'x', kind: 'provider' }), 400, 'VALIDATION_FAILED');
  expectProblem(await post({ name: 'x', kind: 'provider', providerId: '999999' }), 400, 'PROVIDER_NOT_FOUND');
  expectProblem(await post({ name: 'x', kind: 'admin', portalIds: [1] }), 400, 'VALIDATION_FAILED');
  expectProblem(await post({ name: 'x', kind: 'portal', portalIds: [0] }), 400, 'VALIDATION_FAILED');
  expectProblem(await post({ kind: 'portal' }), 400, 'VALIDATION_FAILED');
  const before = await db.select().from(apiKeys);
  expectProblem(await post({ name: 'x', kind: 'portal', extra: true }), 400, 'VALIDATION_FAILED');
  assert.equal((await db.select().from(apiKeys)).length, before.length);
  const restricted = await post({ name: 'x', kind: 'portal', portalIds: [3, 3, 4] });
  assert.deepEqual(restricted.json().portalIds, [3, 4]);
  expectProblem(
    await app.inject({ method: 'DELETE', url: '/admin/v1/api-keys/99999', headers: adminHeaders }),
    404,
    'NOT_FOUND',
  );
  const list = await app.inject({ url: '/admin/v1/api-keys?limit=2', headers: adminHeaders });
  assert.equal(list.statusCode, 200);
  assert.equal(list.json().data.length, 2);
  assert.ok(!list.body.includes('"key"'));
});

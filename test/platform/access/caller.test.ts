import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyPrincipal } from '../../../src/keys/keys.service.js';
import { AUTH, callerOf, portalCallerOf, subjectOf } from '../../../src/platform/access/caller.js';
import type { BearerPrincipal } from '../../../src/platform/auth.js';
import { AppError } from '../../../src/platform/errors.js';

const key = (kind: ApiKeyPrincipal['kind'], extra: Partial<ApiKeyPrincipal> = {}) =>
  ({
    bearer: null,
    apiKey: { type: 'apiKey', keyId: 7, kind, providerId: null, portalIds: null, ...extra },
  }) as unknown as FastifyRequest;
const token = (extra: Partial<BearerPrincipal>) =>
  ({
    apiKey: null,
    bearer: {
      type: 'bearer',
      sub: 'x',
      role: 'FC',
      scope: '',
      userId: null,
      ci: null,
      orgId: null,
      clientId: null,
      ...extra,
    },
  }) as unknown as FastifyRequest;

const refusedWith = (status: number, code: string) => (error: unknown) =>
  error instanceof AppError && error.status === status && error.code === code;

test('a portal key acting for portalId is that portal user', () => {
  assert.deepEqual(callerOf(key('portal'), 5), { kind: 'portal', keyId: 7, portalId: 5 });
});

test('a portal key restricted to other portal users → 403 KEY_SCOPE; without portalId → 400', () => {
  assert.throws(() => callerOf(key('portal', { portalIds: [1, 2] }), 5), refusedWith(403, 'KEY_SCOPE'));
  assert.deepEqual(callerOf(key('portal', { portalIds: [1, 5] }), 5), { kind: 'portal', keyId: 7, portalId: 5 });
  assert.throws(() => callerOf(key('portal')), refusedWith(400, 'VALIDATION_FAILED'));
});

test('an admin key is admin, or the portal user it names', () => {
  assert.deepEqual(callerOf(key('admin')), { kind: 'admin', keyId: 7 });
  assert.deepEqual(callerOf(key('admin'), 9), { kind: 'portal', keyId: 7, portalId: 9 });
});

test('a provider key is its provider; naming a portal user → 403 KEY_SCOPE', () => {
  assert.deepEqual(callerOf(key('provider', { providerId: 3 })), { kind: 'provider', keyId: 7, providerId: 3 });
  assert.throws(() => callerOf(key('provider', { providerId: 3 }), 5), refusedWith(403, 'KEY_SCOPE'));
  assert.throws(() => portalCallerOf(key('provider', { providerId: 3 }), 5), refusedWith(403, 'KEY_SCOPE'));
});

test('a token is its consultant or system client; naming a portal user → 400', () => {
  assert.deepEqual(callerOf(token({ role: 'MANAGER', userId: 4, ci: 'ci-4', orgId: 2 })), {
    kind: 'consultant',
    userId: 4,
    role: 'MANAGER',
    orgId: 2,
    ci: 'ci-4',
  });
  assert.deepEqual(callerOf(token({ role: 'SYSTEM', clientId: 'cl_1' })), { kind: 'system', clientId: 'cl_1' });
  assert.throws(() => callerOf(token({ userId: 4, ci: 'ci-4' }), 5), refusedWith(400, 'VALIDATION_FAILED'));
});

test('no credential → 401', () => {
  assert.throws(
    () => callerOf({ apiKey: null, bearer: null } as unknown as FastifyRequest),
    refusedWith(401, 'API_KEY_MISSING'),
  );
});

test('the presets: admin keys only, portal, provider, both key kinds, tokens', () => {
  assert.deepEqual(AUTH.admin.auth, { apiKey: [] });
  assert.deepEqual(AUTH.portal.auth, { apiKey: ['portal'] });
  assert.deepEqual(AUTH.provider.auth, { apiKey: ['provider'] });
  assert.deepEqual(AUTH.leadInterface.auth, { apiKey: ['portal', 'provider'] });
  assert.deepEqual(AUTH.keyOrToken.auth, { apiKey: ['portal', 'provider'], bearer: true });
  assert.deepEqual(AUTH.token.auth, { bearer: true });
  assert.deepEqual(AUTH.adminToken.auth, { bearer: ['ADMIN'] });
});

test('records name a caller by its token subject or its key, also when the key acts for a portal user', () => {
  assert.equal(subjectOf({ kind: 'consultant', userId: 4, role: 'FC', orgId: null, ci: 'ci-4' }), 'user:4');
  assert.equal(subjectOf({ kind: 'system', clientId: 'cl_1' }), 'client:cl_1');
  assert.equal(subjectOf({ kind: 'portal', keyId: 7, portalId: 5 }), 'key:7');
  assert.equal(subjectOf({ kind: 'provider', keyId: 8, providerId: 3 }), 'key:8');
  assert.equal(subjectOf({ kind: 'admin', keyId: null }), 'key:env-admin');
  assert.equal(subjectOf({ kind: 'internal', name: 'cli' }), 'cli');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { permissionOf, roleAllows } from '../../src/operators/permissions.js';

test('sessions are considered on /admin/v1 and the reference GETs only', () => {
  assert.equal(permissionOf('GET', '/api/v1/regions'), 'VIEWER');
  assert.equal(permissionOf('HEAD', '/api/v1/claim/terms/:termsOwnerCd'), 'VIEWER');
  assert.equal(permissionOf('POST', '/api/v1/regions'), null);
  assert.equal(permissionOf('GET', '/api/v1/leads'), null);
  assert.equal(permissionOf('GET', '/admin/v1'), null);
  assert.equal(permissionOf('GET', undefined), null);
});

test('GET is VIEWER, the AS review and reveal REVIEWER, other changes ADMIN, minting a token nobody', () => {
  assert.equal(permissionOf('GET', '/admin/v1/audit'), 'VIEWER');
  assert.equal(permissionOf('PATCH', '/admin/v1/lead-as/:id'), 'REVIEWER');
  assert.equal(permissionOf('POST', '/admin/v1/lead-as/:id/contact'), 'REVIEWER');
  assert.equal(permissionOf('PATCH', '/admin/v1/lead-as/reasons/:code'), 'ADMIN');
  assert.equal(permissionOf('DELETE', '/admin/v1/api-keys/:id'), 'ADMIN');
  assert.equal(permissionOf('POST', '/admin/v1/users/:id/token'), 'NOBODY');
  assert.equal(permissionOf('GET', '/admin/v1/users/:id/token'), 'VIEWER');
});

test('roles rank VIEWER < REVIEWER < ADMIN; NOBODY admits no role', () => {
  const table = (['VIEWER', 'REVIEWER', 'ADMIN'] as const).map((role) =>
    (['VIEWER', 'REVIEWER', 'ADMIN', 'NOBODY'] as const).map((needed) => roleAllows(role, needed)),
  );
  assert.deepEqual(table, [
    [true, false, false, false],
    [true, true, false, false],
    [true, true, true, false],
  ]);
});

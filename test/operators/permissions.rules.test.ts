import assert from 'node:assert/strict';
import { test } from 'node:test';
import { permissionOf, REFERENCE_GETS, roleAllows } from '../../src/operators/permissions.js';

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

test('every reference GET the console reads is open to a VIEWER session, by GET or HEAD, and to no change', () => {
  const urls = [
    '/api/v1/regions',
    '/api/v1/lead-as/reasons',
    '/api/v1/products/:productId/as-policy',
    '/api/v1/claim/insurers',
    '/api/v1/claim/banks',
    '/api/v1/claim/post-office-centers',
    '/api/v1/claim/job-codes',
    '/api/v1/claim/terms/:termsOwnerCd',
  ];
  assert.deepEqual([...REFERENCE_GETS].sort(), [...urls].sort());
  for (const url of urls) {
    assert.equal(permissionOf('GET', url), 'VIEWER', url);
    assert.equal(permissionOf('HEAD', url), 'VIEWER', url);
    assert.equal(permissionOf('PUT', url), null, url);
  }
});

test('the operator accounts are read by ADMIN only; their changes are ADMIN as every change', () => {
  assert.equal(permissionOf('GET', '/admin/v1/operators'), 'ADMIN');
  assert.equal(permissionOf('HEAD', '/admin/v1/operators'), 'ADMIN');
  assert.equal(permissionOf('GET', '/admin/v1/operators/:id'), 'ADMIN');
  assert.equal(permissionOf('HEAD', '/admin/v1/operators/:id'), 'ADMIN');
  assert.equal(permissionOf('POST', '/admin/v1/operators'), 'ADMIN');
  // Only those two reads: the operators' own session routes and other lists stay VIEWER.
  assert.equal(permissionOf('GET', '/admin/v1/operators/:id/sessions'), 'VIEWER');
  assert.equal(permissionOf('GET', '/admin/v1/leads'), 'VIEWER');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fileAccess, fileOwnerOf } from '../../src/files/file.access.js';
import { decide, mayTouchAny, scopeOf } from '../../src/platform/access/access.js';
import type { Caller } from '../../src/platform/access/caller.js';

const dialect = new PgDialect();
const where = (caller: Caller) => {
  const { sql, params } = dialect.sqlToQuery(scopeOf(fileAccess, caller));
  return { sql, params };
};
const portal: Caller = { kind: 'portal', keyId: 1, portalId: 31 };
const provider: Caller = { kind: 'provider', keyId: 2, providerId: 31 };

test('files are their uploader’s: a portal user, a provider, a consultant, a system client; an admin key acting for nobody owns none', () => {
  assert.deepEqual(fileOwnerOf(portal), { kind: 'portal', id: 31 });
  assert.deepEqual(fileOwnerOf(provider), { kind: 'provider', id: 31 });
  assert.deepEqual(fileOwnerOf({ kind: 'consultant', userId: 4, role: 'FC', orgId: null, ci: 'c' }), {
    kind: 'consultant',
    id: 4,
  });
  assert.deepEqual(fileOwnerOf({ kind: 'system', clientId: 'cl_1' }), { kind: 'client', id: 'cl_1' });
  assert.equal(fileOwnerOf({ kind: 'admin', keyId: null }), null);
  assert.equal(mayTouchAny(fileAccess, { kind: 'admin', keyId: null }), false);
});

test('the same numeric id of another kind of owner is not the caller’s: the owner kind is part of the scope', () => {
  const sql = '("files"."owner_kind" = $1 and "files"."owner_id" = $2)';
  assert.deepEqual(where(portal), { sql, params: ['portal', '31'] });
  assert.deepEqual(where(provider), { sql, params: ['provider', '31'] });
});

test("another owner's file → 404 FILE_NOT_FOUND, like an unknown one", () => {
  const refused = decide(fileAccess, portal, [5], [{ id: 5, allowed: false }]);
  assert.deepEqual([refused?.status, refused?.code], [404, 'FILE_NOT_FOUND']);
});

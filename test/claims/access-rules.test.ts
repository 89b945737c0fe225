import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PgDialect } from 'drizzle-orm/pg-core';
import { claimAccess } from '../../src/claims/requests/claim.access.js';
import {
  consultantAccess,
  consultantAdministration,
  organizationAccess,
} from '../../src/claims/users/consultant.access.js';
import { decide, mayTouchAny, scopeOf } from '../../src/platform/access/access.js';
import type { Caller } from '../../src/platform/access/caller.js';

const dialect = new PgDialect();
const where = (caller: Caller) => dialect.sqlToQuery(scopeOf(consultantAccess, caller)).sql;
const consultant = (role: 'ADMIN' | 'MANAGER' | 'FC', orgId: number | null = 3): Caller => ({
  kind: 'consultant',
  userId: 4,
  role,
  orgId,
  ci: 'ci-4',
});

test('ADMIN consultants and system clients act for anyone; API keys for nobody', () => {
  assert.equal(where(consultant('ADMIN')), 'true');
  assert.equal(where({ kind: 'system', clientId: 'cl_1' }), 'true');
  for (const caller of [
    { kind: 'portal', keyId: 1, portalId: 5 },
    { kind: 'provider', keyId: 1, providerId: 2 },
    { kind: 'admin', keyId: null },
  ] satisfies Caller[]) {
    assert.equal(mayTouchAny(consultantAccess, caller), false);
  }
});

test('an FC acts only for themselves', () => {
  assert.equal(where(consultant('FC')), '"users"."id" = $1');
});

test('a MANAGER acts for themselves and their organization subtree; without an organization, for themselves', () => {
  const managed = where(consultant('MANAGER'));
  assert.match(managed, /^\("users"\."id" = \$1 or "users"\."org_id" in \(with recursive/);
  assert.equal(where(consultant('MANAGER', null)), '"users"."id" = $1');
});

test('acting for a consultant outside the scope → 403 CONSULTANT_SCOPE, with the reason of the role', () => {
  const fc = decide(consultantAccess, consultant('FC'), [9], [{ id: 9, allowed: false }]);
  assert.deepEqual([fc?.status, fc?.code, fc?.message], [403, 'CONSULTANT_SCOPE', 'An FC may act only for themselves']);
  const manager = decide(consultantAccess, consultant('MANAGER'), [9], [{ id: 9, allowed: false }]);
  assert.deepEqual(
    [manager?.status, manager?.code, manager?.message],
    [403, 'CONSULTANT_SCOPE', "This consultant is outside the manager's organization"],
  );
});

test('a claim is read by whoever may act for its consultant; another FC’s → 403 CONSULTANT_SCOPE, unknown → 404', () => {
  const claimWhere = (caller: Caller) => dialect.sqlToQuery(scopeOf(claimAccess, caller)).sql;
  assert.equal(claimWhere(consultant('FC')), '"claims"."user_id" = $1');
  assert.match(claimWhere(consultant('MANAGER')), /^\("claims"\."user_id" = \$1 or "claims"\."user_id" in \(select/);
  assert.equal(claimWhere(consultant('ADMIN')), 'true');
  assert.equal(claimWhere({ kind: 'system', clientId: 'cl_1' }), 'true');
  assert.equal(mayTouchAny(claimAccess, { kind: 'portal', keyId: 1, portalId: 5 }), false);
  const refused = decide(claimAccess, consultant('FC'), [9], [{ id: 9, allowed: false }]);
  assert.deepEqual([refused?.status, refused?.code], [403, 'CONSULTANT_SCOPE']);
  const unknown = decide(claimAccess, consultant('FC'), [9], []);
  assert.deepEqual([unknown?.status, unknown?.code], [404, 'NOT_FOUND']);
});

test('an operator (admin key) changes any claim; other API keys none', () => {
  const claimWhere = (caller: Caller) => dialect.sqlToQuery(scopeOf(claimAccess, caller)).sql;
  assert.equal(claimWhere({ kind: 'admin', keyId: null }), 'true');
  assert.equal(mayTouchAny(claimAccess, { kind: 'provider', keyId: 1, providerId: 2 }), false);
});

test('consultants and organizations are managed by operators (admin keys, ADMIN consultants) only; unknown → 404', () => {
  for (const rule of [consultantAdministration, organizationAccess]) {
    assert.equal(dialect.sqlToQuery(scopeOf(rule, { kind: 'admin', keyId: 3 })).sql, 'true');
    assert.equal(dialect.sqlToQuery(scopeOf(rule, consultant('ADMIN'))).sql, 'true');
    for (const caller of [
      consultant('MANAGER'),
      consultant('FC'),
      { kind: 'system', clientId: 'cl_1' },
      { kind: 'portal', keyId: 1, portalId: 5 },
    ] satisfies Caller[]) {
      assert.equal(mayTouchAny(rule, caller), false);
    }
  }
  const user = decide(consultantAdministration, consultant('ADMIN'), [9], []);
  assert.deepEqual([user?.status, user?.code, user?.message], [404, 'NOT_FOUND', 'User not found']);
  const org = decide(organizationAccess, consultant('ADMIN'), [9], []);
  assert.deepEqual([org?.status, org?.code, org?.message], [404, 'NOT_FOUND', 'Organization not found']);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { leads } from '../../../src/db/schema/index.js';
import { type AccessRule, decide, mayTouchAny, scopeOf } from '../../../src/platform/access/access.js';
import type { Caller } from '../../../src/platform/access/caller.js';
import { forbidden, notFound } from '../../../src/platform/errors.js';

const dialect = new PgDialect();
const render = (rule: AccessRule, caller: Caller) => {
  const { sql, params } = dialect.sqlToQuery(scopeOf(rule, caller));
  return { sql, params };
};

const portal: Caller = { kind: 'portal', keyId: 1, portalId: 5 };
const provider: Caller = { kind: 'provider', keyId: 2, providerId: 3 };

/** Hides what is not the caller's (404). */
const hidden: AccessRule = {
  object: 'hidden',
  table: leads,
  id: leads.id,
  scope: (c) => (c.kind === 'portal' ? eq(leads.ownerPortalId, c.portalId) : null),
  notFound: () => notFound('Lead'),
};
/** Says another's exists (403). */
const told: AccessRule = { ...hidden, forbidden: () => forbidden('KEY_SCOPE', 'not yours') };

test('every id in scope → allowed', () => {
  assert.equal(
    decide(
      hidden,
      portal,
      [1, 2],
      [
        { id: 1, allowed: true },
        { id: 2, allowed: true },
      ],
    ),
    null,
  );
  assert.equal(decide(told, portal, [], []), null);
});

test('an unknown id → 404, whether the rule hides or tells', () => {
  assert.equal(decide(hidden, portal, [1, 2], [{ id: 1, allowed: true }])?.status, 404);
  assert.equal(decide(told, portal, [1, 2], [{ id: 1, allowed: true }])?.status, 404);
});

test("another's object → 404 where the rule hides existence, 403 where it tells", () => {
  assert.equal(decide(hidden, portal, [1], [{ id: 1, allowed: false }])?.code, 'NOT_FOUND');
  assert.equal(decide(told, portal, [1], [{ id: 1, allowed: false }])?.code, 'KEY_SCOPE');
});

test('in a set, an unknown id is answered before a refused one, in any order', () => {
  const rows = [{ id: 1, allowed: false }];
  assert.equal(decide(told, portal, [1, 2], rows)?.status, 404);
  assert.equal(decide(told, portal, [2, 1], rows)?.status, 404);
});

test('ids come back as numbers or strings (PGlite, pg): both are matched', () => {
  assert.equal(decide(told, portal, [7], [{ id: '7' as unknown as number, allowed: true }]), null);
});

test('the list WHERE: the rule for a caller it admits, false for one it does not', () => {
  assert.deepEqual(render(hidden, portal), { sql: '"leads"."owner_portal_id" = $1', params: [5] });
  assert.deepEqual(render(hidden, provider), { sql: 'false', params: [] });
  assert.equal(mayTouchAny(hidden, portal), true);
  assert.equal(mayTouchAny(hidden, provider), false);
});

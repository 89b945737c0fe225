import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditLog, piiAccessLog } from '../../src/db/schema/index.js';
import { isPermissionChange, purgeExpiredRecords } from '../../src/platform/audit-retention.js';
import { build } from '../helpers/build.js';

const { db } = await build();
const NOW = new Date('2026-11-26T03:00:00Z');
const ago = (years: number, ms = 0) => {
  const at = new Date(NOW);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return new Date(at.getTime() + ms);
};

test('which audit actions are permission changes (kept 3 years)', () => {
  for (const action of [
    'API_KEY_CREATED',
    'API_KEY_REVOKED',
    'CLIENT_SECRET_ROTATED',
    'USER_ROLE_CHANGED',
    'OPERATOR_CREATED',
    'OPERATOR_ROLE_CHANGED',
    'OPERATOR_PASSWORD_RESET',
    'ISSUE_USER_TOKEN',
  ]) {
    assert.equal(isPermissionChange(action), true, action);
  }
  for (const action of [
    'OPERATOR_SIGNED_IN',
    'OPERATOR_SIGN_IN_FAILED',
    'OPERATOR_LOCKED',
    'AS_REVIEWED',
    'CONTACT_REVEALED',
    'ORDER_CONFIRMED',
    'WEBHOOK_CREATED',
  ]) {
    assert.equal(isPermissionChange(action), false, action);
  }
});

test('access records go after 2 years, permission changes after 3; younger records stay', async () => {
  const audit = (action: string, at: Date) => ({ actor: 'operator:1', action, target: 'x', at });
  await db.insert(auditLog).values([
    audit('OPERATOR_SIGNED_IN', ago(2, -1)), // just past 2 years → deleted
    audit('OPERATOR_SIGNED_IN', ago(2, 1)), // just within → kept
    audit('AS_REVIEWED', ago(2, -60_000)), // deleted
    audit('API_KEY_CREATED', ago(2, -60_000)), // a permission change at 2 years → kept
    audit('OPERATOR_ROLE_CHANGED', ago(3, 1)), // kept
    audit('OPERATOR_ROLE_CHANGED', ago(3, -1)), // deleted
    audit('ISSUE_USER_TOKEN', ago(3, -1)), // deleted
  ]);
  const access = (at: Date) => ({
    actor: 'operator:1',
    action: 'REVEAL_AS_CONTACT',
    leadIds: [1],
    fields: ['phone'],
    at,
  });
  await db.insert(piiAccessLog).values([access(ago(2, -1)), access(ago(2, 1)), access(ago(1))]);

  assert.deepEqual(await purgeExpiredRecords(db, NOW), { accessRecords: 1, audit: 4 });
  const left = (await db.select().from(auditLog)).map((r) => `${r.action}@${r.at.toISOString()}`).sort();
  assert.deepEqual(left, [
    `API_KEY_CREATED@${ago(2, -60_000).toISOString()}`,
    `OPERATOR_ROLE_CHANGED@${ago(3, 1).toISOString()}`,
    `OPERATOR_SIGNED_IN@${ago(2, 1).toISOString()}`,
  ]);
  assert.equal((await db.select().from(piiAccessLog)).length, 2);
  // Nothing more to do at the same time.
  assert.deepEqual(await purgeExpiredRecords(db, NOW), { accessRecords: 0, audit: 0 });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { claimAccess } from '../../src/claims/requests/claim.access.js';
import { consultantAccess } from '../../src/claims/users/consultant.access.js';
import { fileAccess } from '../../src/files/file.access.js';
import { asRequestAccess } from '../../src/leads/after-service/as-request.access.js';
import { leadAccess } from '../../src/leads/core/lead.access.js';
import { orderAccess } from '../../src/leads/orders/order.access.js';
import { type AccessRule, decide, mayTouchAny } from '../../src/platform/access/access.js';
import { callers, whereOf as where } from '../helpers/access.js';

const admitted = (rule: AccessRule) =>
  Object.values(callers)
    .filter((c) => mayTouchAny(rule, c))
    .map((c) => c.kind);

test('leads, orders and AS requests: portal users (their own) and operators; providers, consultants, clients none', () => {
  assert.deepEqual(admitted(leadAccess), ['portal', 'admin', 'operator']);
  assert.deepEqual(admitted(orderAccess), ['portal', 'admin', 'operator']);
  assert.deepEqual(admitted(asRequestAccess), ['portal', 'admin', 'operator']);
});

test('work without a request (an internal caller) may touch no object of any kind', () => {
  for (const rule of [leadAccess, orderAccess, asRequestAccess, fileAccess, claimAccess, consultantAccess]) {
    assert.equal(mayTouchAny(rule, callers.internal), false, rule.object);
    assert.deepEqual(where(rule, callers.internal), { sql: 'false', params: [] }, rule.object);
  }
});

test("a portal user's leads are those ASSIGNED to them", () => {
  assert.deepEqual(where(leadAccess, callers.portal), {
    sql: '("leads"."owner_portal_id" = $1 and "leads"."status" = $2)',
    params: [5, 'ASSIGNED'],
  });
  assert.deepEqual(where(leadAccess, callers.provider), { sql: 'false', params: [] });
});

test("a portal user's AS requests are those they filed", () => {
  assert.deepEqual(where(asRequestAccess, callers.portal), { sql: '"as_requests"."portal_id" = $1', params: [5] });
  assert.deepEqual(where(asRequestAccess, callers.system), { sql: 'false', params: [] });
});

test("another user's lead → 404 NOT_FOUND, like an unknown one", () => {
  const refused = decide(leadAccess, callers.portal, [9], [{ id: 9, allowed: false }]);
  assert.deepEqual([refused?.status, refused?.code], [404, 'NOT_FOUND']);
  const unknown = decide(leadAccess, callers.portal, [9], []);
  assert.deepEqual([unknown?.status, unknown?.code], [404, 'NOT_FOUND']);
});

test("another user's AS request → 403 AS_REQUEST_FORBIDDEN; an unknown one → 404 AS_REQUEST_NOT_FOUND", () => {
  const refused = decide(asRequestAccess, callers.portal, [9], [{ id: 9, allowed: false }]);
  assert.deepEqual([refused?.status, refused?.code], [403, 'AS_REQUEST_FORBIDDEN']);
  const unknown = decide(asRequestAccess, callers.portal, [9], []);
  assert.deepEqual([unknown?.status, unknown?.code], [404, 'AS_REQUEST_NOT_FOUND']);
});

test("a portal user's orders are those they placed; another user's → 404 NOT_FOUND, like an unknown one", () => {
  assert.deepEqual(where(orderAccess, callers.portal), { sql: '"orders"."portal_id" = $1', params: [5] });
  assert.deepEqual(where(orderAccess, callers.consultant), { sql: 'false', params: [] });
  const refused = decide(orderAccess, callers.portal, [9], [{ id: 9, allowed: false }]);
  assert.deepEqual([refused?.status, refused?.code], [404, 'NOT_FOUND']);
  assert.deepEqual(decide(orderAccess, callers.portal, [9], [])?.status, 404);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decide, mayTouchAny } from '../../src/platform/access/access.js';
import { requireWebhookUser, webhookAccess } from '../../src/webhooks/webhook.access.js';
import { callers, whereOf } from '../helpers/access.js';

const where = (caller: (typeof callers)[keyof typeof callers]) => whereOf(webhookAccess, caller);

test('webhook endpoints: a key or a system client its own, operators every one, nobody else any', () => {
  const admitted = Object.values(callers)
    .filter((c) => mayTouchAny(webhookAccess, c))
    .map((c) => c.kind);
  assert.deepEqual(admitted, ['portalKey', 'provider', 'admin', 'operator', 'system']);
  assert.deepEqual(where(callers.portalKey), { sql: '"webhook_endpoints"."key_id" = $1', params: [1] });
  assert.deepEqual(where(callers.provider), { sql: '"webhook_endpoints"."key_id" = $1', params: [2] });
  assert.deepEqual(where(callers.system), { sql: '"webhook_endpoints"."client_id" = $1', params: ['cl_1'] });
  assert.deepEqual(where(callers.admin), { sql: 'true', params: [] });
});

test("another owner's endpoint → 404 NOT_FOUND, like an unknown one", () => {
  const refused = decide(webhookAccess, callers.portalKey, [9], [{ id: 9, allowed: false }]);
  assert.deepEqual([refused?.status, refused?.code], [404, 'NOT_FOUND']);
  assert.deepEqual(decide(webhookAccess, callers.portalKey, [9], [])?.status, 404);
});

test("a consultant's token may not use webhooks: 403 TOKEN_SCOPE", () => {
  assert.throws(() => requireWebhookUser(callers.consultant), { status: 403, code: 'TOKEN_SCOPE' });
  requireWebhookUser(callers.system);
});

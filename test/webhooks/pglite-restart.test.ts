import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { adminHeaders, onPostgres } from '../helpers/build.js';
import { nextPhone } from '../helpers/fixtures.js';
import { waitFor } from '../helpers/wait-for.js';
import { call, type Instance, sharedSecrets, startInstance, stopInstance } from '../resilience/processes.js';
import { startReceiver } from './helpers.js';

// The embedded database's version of crash.test.ts: `npm start` with no DATABASE_URL keeps PGlite in a data
// directory on disk, in one process. A change committed there is not lost for its webhooks when that process is
// killed before the relay sent it: the next process started on the same directory sends it.

const instances: Instance[] = [];
after(async () => {
  for (const instance of instances) await stopInstance(instance);
});

async function must(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await call(base, method, path, headers, body);
  assert.ok(res.status >= 200 && res.status < 300, `${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown> & { id: string };
}

test('PGlite on disk: an event committed before a SIGKILL is delivered after a restart on the same data directory', {
  skip: onPostgres && 'the embedded database only (crash.test.ts is the PostgreSQL one)',
  timeout: 180_000,
}, async () => {
  const receiver = await startReceiver();
  const env = {
    ...sharedSecrets(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'leadline-pglite-restart-')),
    WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
    RATE_LIMIT_RPS: '0',
  };
  // The first process runs no job workers, so nothing relays: it stops between the commit and the send, every time.
  const first = await startInstance({ ...env, JOB_WORKERS: 'false' });
  instances.push(first);
  const base = first.url;
  const provider = await must(base, 'POST', '/admin/v1/providers', adminHeaders, { code: 'RESTART', name: '공급사' });
  const product = await must(base, 'POST', '/admin/v1/products', adminHeaders, {
    name: '건강보험 DB',
    providerIds: [provider.id],
  });
  const portalKey = await must(base, 'POST', '/admin/v1/api-keys', adminHeaders, {
    name: 'crm',
    kind: 'portal',
    portalIds: [7],
  });
  const providerKey = await must(base, 'POST', '/admin/v1/api-keys', adminHeaders, {
    name: 'supplier',
    kind: 'provider',
    providerId: provider.id,
  });
  const portal = { 'x-api-key': String(portalKey.key) };
  const hook = await must(base, 'POST', '/api/v1/webhooks', portal, { url: receiver.url, events: ['lead.assigned'] });
  const secret = String(hook.secret);
  receiver.state.secrets = [secret];
  // Registered for portal user 7: assigned to them in the same transaction, which writes lead.assigned.
  const lead = await must(
    base,
    'POST',
    '/api/v1/leads',
    { 'x-api-key': String(providerKey.key) },
    {
      providerId: provider.id,
      productId: product.id,
      portalId: 7,
      name: '홍길동',
      phone: nextPhone(),
      region: '서울',
    },
  );
  const before = await must(base, 'GET', `/api/v1/webhooks/${hook.id}/deliveries`, portal);
  assert.deepEqual(before.data, [], 'not yet fanned out');

  first.proc.kill('SIGKILL');
  await first.exited;
  assert.equal(receiver.received.length, 0);

  const second = await startInstance(env);
  instances.push(second);
  await waitFor('the delivery from the second instance', () => receiver.received.length > 0, 60_000);

  assert.deepEqual(
    receiver.received.map((r) => [r.json.type, r.json.data.leadId, r.json.data.assignment]),
    [['lead.assigned', String(lead.id), 'CONFIRMED']],
  );
  assert.deepEqual(receiver.state.failures, []);
  const [{ body, id, timestamp, signature }] = receiver.received;
  assert.doesNotThrow(() =>
    new Webhook(secret).verify(body, {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature,
    }),
  );
  const log = await must(second.url, 'GET', `/api/v1/webhooks/${hook.id}/deliveries`, portal);
  const [delivery] = log.data as Record<string, unknown>[];
  assert.equal(delivery.status, 'DELIVERED');
  assert.deepEqual(
    (delivery.attemptLog as Record<string, unknown>[]).map((a) => [a.attempt, a.status, a.responseStatus]),
    [[1, 'SUCCEEDED', 200]],
  );
});

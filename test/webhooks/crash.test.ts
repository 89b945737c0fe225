import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { createKey } from '../helpers/api.js';
import { build, onPostgres } from '../helpers/build.js';
import { relay, startReceiver, subscribe } from './helpers.js';

test('a process killed (SIGKILL) between the commit and the send loses nothing: another one relays it', {
  skip: !onPostgres && 'needs a PostgreSQL server (TEST_DATABASE_URL)',
}, async () => {
  const { app, url } = await build({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });
  const receiver = await startReceiver();
  const owner = await createKey(app, 'portal', { portalIds: [55] });
  const hook = await subscribe(app, owner.key, { url: receiver.url, events: ['order.completed'] });
  receiver.state.secrets = [hook.secret];

  const child = spawn(process.execPath, ['--import', 'tsx', 'test/webhooks/crash-child.ts', url!, '55'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('committed')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  assert.equal(receiver.received.length, 0);

  await relay(app);
  assert.deepEqual(
    receiver.received.map((r) => [r.json.type, r.json.data.orderId]),
    [['order.completed', '77']],
  );
  assert.deepEqual(receiver.state.failures, []);
});

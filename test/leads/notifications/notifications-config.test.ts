import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadNotificationsConfig } from '../../../src/leads/notifications/notifications.config.js';
import { ConfigError } from '../../../src/platform/env.js';

const base = { dataDir: '/srv/leadline', publicBaseUrl: 'https://api.example.com' };

test('development defaults: the portal under the public address, a representative sender, the message outbox', () => {
  assert.deepEqual(loadNotificationsConfig({}, base), {
    portalLeadsUrl: 'https://api.example.com/leads',
    smsSenderNumber: '15880000',
    outboxDir: join('/srv/leadline', 'message-outbox'),
  });
});

test('the sender is a representative or a Korean phone number, kept as digits; the portal an http(s) URL', () => {
  const of = (env: Record<string, string | undefined>) => loadNotificationsConfig(env, base);
  assert.equal(of({ SMS_SENDER_NUMBER: '1644-1234' }).smsSenderNumber, '16441234');
  assert.equal(of({ SMS_SENDER_NUMBER: '02-123-4567' }).smsSenderNumber, '021234567');
  assert.equal(of({ MESSAGE_OUTBOX_DIR: '/var/outbox' }).outboxDir, '/var/outbox');
  assert.equal(
    of({ PORTAL_LEADS_URL: 'https://portal.example.com/leads' }).portalLeadsUrl,
    'https://portal.example.com/leads',
  );
  for (const env of [
    { SMS_SENDER_NUMBER: '12345' },
    { SMS_SENDER_NUMBER: '1234-5678' },
    { PORTAL_LEADS_URL: 'portal/leads' },
    { PORTAL_LEADS_URL: 'ftp://portal.example.com/leads' },
    { PORTAL_LEADS_URL: `https://portal.example.com/${'a'.repeat(200)}` },
  ]) {
    assert.throws(() => of(env), ConfigError, JSON.stringify(env));
  }
});

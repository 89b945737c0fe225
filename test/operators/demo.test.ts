import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { providers } from '../../src/db/schema/index.js';
import { DEMO_OPERATOR_EMAIL, demoBanner, seedDemo } from '../../src/demo/seed.js';
import { build } from '../helpers/build.js';
import { signIn } from './helpers.js';

test('the demo seeds an ADMIN operator whose printed e-mail and password sign in', async () => {
  const { app, db } = await build({ CONSOLE_MFA: 'off' });
  const seeded = await seedDemo(db, 'system:demo-seed', app.deps.clock);
  const banner = demoBanner(seeded, 'http://localhost:3000').join('\n');
  const password = /password: (\S+)/.exec(banner)?.[1];
  assert.ok(banner.includes(DEMO_OPERATOR_EMAIL) && password, banner);
  const session = await signIn(app, DEMO_OPERATOR_EMAIL, password);
  assert.ok(session.csrf);
});

test('the embedded demo turns the second factor off unless CONSOLE_MFA says otherwise; elsewhere it is on', () => {
  const demo = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'leadline-demo-')) });
  assert.equal(loadConfig(demo()).console.mfa, false);
  assert.equal(loadConfig({ ...demo(), CONSOLE_MFA: 'on' }).console.mfa, true);
  const configured = {
    ...demo(),
    PII_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
    PII_HMAC_KEY: Buffer.alloc(32, 2).toString('base64'),
  };
  assert.equal(loadConfig(configured).console.mfa, true);
  assert.equal(loadConfig({ ...configured, CONSOLE_MFA: 'off' }).console.mfa, false);
  assert.throws(() => loadConfig({ ...configured, CONSOLE_MFA: 'maybe' }), /CONSOLE_MFA/);
});

test('over https the cookie is __Host-ll_session with Secure', async () => {
  const { app, db } = await build({ CONSOLE_MFA: 'off', PUBLIC_BASE_URL: 'https://console.example.com' });
  await seedDemo(db, 'system:demo-seed', app.deps.clock).then(async (seeded) => {
    const res = await app.inject({
      method: 'POST',
      url: '/console/api/sign-in',
      headers: { origin: 'https://console.example.com' },
      payload: { email: DEMO_OPERATOR_EMAIL, password: seeded.operator.password },
    });
    assert.equal(res.statusCode, 200, res.body);
    const cookie = res.cookies.find((c) => c.name === '__Host-ll_session');
    assert.ok(cookie);
    assert.equal(cookie.secure, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.path, '/');
  });
});

test('the demo provider takes the deployment ssnPolicy (LEAD_SSN_POLICY)', async () => {
  const { app, db } = await build({ CONSOLE_MFA: 'off' });
  await seedDemo(db, 'system:demo-seed', app.deps.clock, { ssnPolicy: 'REJECT', consentRecipients: [] });
  const [provider] = await db.select({ ssnPolicy: providers.ssnPolicy }).from(providers);
  assert.equal(provider.ssnPolicy, 'REJECT');
});

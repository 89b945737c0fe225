import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { operators } from '../../src/db/schema/index.js';
import { CONSOLE_CSP } from '../../src/operators/console.static.js';
import { build } from '../helpers/build.js';
import { freePort } from '../helpers/net.js';
import { browse, SSO_CLIENT, startIdentityProvider } from '../helpers/oidc.js';
import { givenOperator } from './helpers.js';

// A real OpenID Connect provider (oidc-provider), as the claims interface's SSO tests run one.
const appPort = await freePort();
const appBase = `http://127.0.0.1:${appPort}`;
const CALLBACK = '/console/api/sso/callback';

/** The provider's users: account id → claims. `role` is what a provider might claim; it must be ignored. */
const accounts: Record<string, { email: string; email_verified: boolean; role?: string }> = {};
const issuer = await startIdentityProvider(await freePort(), `${appBase}${CALLBACK}`, accounts);

const { app, db } = await build({
  PUBLIC_BASE_URL: appBase,
  SSO_ISSUER: issuer,
  SSO_CLIENT_ID: SSO_CLIENT.id,
  SSO_CLIENT_SECRET: SSO_CLIENT.secret,
  SSO_REDIRECT_URIS: 'https://portal.example/after-login',
  CONSOLE_MFA: 'off',
});
await app.listen({ port: appPort, host: '127.0.0.1' });

/** A browser: from the console's SSO start through the provider's login and consent to our callback's answer. */
async function signInThroughProvider(login: string) {
  const end = await browse(`${appBase}/console/api/sso/start`, login, issuer, (url) =>
    url.pathname === CALLBACK ? 'after' : false,
  );
  assert.ok(end.answer, end.visited.join('\n'));
  return end.answer;
}

const sessionCookie = (cookies: string[]) => cookies.find((c) => c.startsWith('ll_session='))?.split(';')[0];

async function sessionOf(cookie: string) {
  const res = await fetch(`${appBase}/console/api/session`, { headers: { cookie } });
  return { status: res.status, body: (await res.json()) as { operator?: { role: string; id: string } } };
}

test('the sign-in page is told that single sign-on is offered', async () => {
  const res = await app.inject({ url: '/console/api/options' });
  assert.deepEqual(res.json(), { sso: true });
});

test('an existing operator with a verified e-mail: a 200 page that navigates to /console/, bound to (iss, sub)', async () => {
  const op = await givenOperator(db, 'VIEWER', { email: 'sso.viewer@example.com' });
  accounts['acct-1'] = { email: 'SSO.Viewer@example.com', email_verified: true, role: 'ADMIN' };
  const res = await signInThroughProvider('acct-1');
  assert.equal(res.status, 200, res.html);
  assert.match(res.html, /http-equiv="refresh" content="0;url=\/console\/"/);
  const cookie = sessionCookie(res.cookies);
  assert.ok(cookie, res.cookies.join('\n'));
  assert.match(res.cookies.find((c) => c.startsWith('ll_session='))!, /SameSite=Strict/i);
  const session = await sessionOf(cookie);
  assert.equal(session.status, 200);
  // The role is the account's, never the provider's claim.
  assert.equal(session.body.operator?.role, 'VIEWER');
  const [row] = await db.select().from(operators).where(eq(operators.id, op.id));
  assert.equal(row.ssoIssuer, issuer);
  assert.equal(row.ssoSubject, 'acct-1');
});

test('after binding, another subject of the provider with the same e-mail is refused', async () => {
  await givenOperator(db, 'VIEWER', { email: 'bound@example.com' });
  accounts['acct-2'] = { email: 'bound@example.com', email_verified: true };
  assert.ok(sessionCookie((await signInThroughProvider('acct-2')).cookies));
  accounts['acct-3'] = { email: 'bound@example.com', email_verified: true };
  const second = await signInThroughProvider('acct-3');
  assert.equal(second.status, 200);
  assert.match(second.html, /sso=refused/);
  assert.equal(sessionCookie(second.cookies), undefined);
});

test('an unverified e-mail, an unknown e-mail and an inactive operator are refused', async () => {
  await givenOperator(db, 'VIEWER', { email: 'unverified@example.com' });
  await givenOperator(db, 'VIEWER', { email: 'inactive@example.com', active: false });
  accounts['acct-4'] = { email: 'unverified@example.com', email_verified: false };
  accounts['acct-5'] = { email: 'stranger@example.com', email_verified: true };
  accounts['acct-6'] = { email: 'inactive@example.com', email_verified: true };
  for (const login of ['acct-4', 'acct-5', 'acct-6']) {
    const res = await signInThroughProvider(login);
    assert.match(res.html, /sso=refused/, login);
    assert.equal(sessionCookie(res.cookies), undefined, login);
  }
  const [row] = await db.select().from(operators).where(eq(operators.email, 'unverified@example.com'));
  assert.equal(row.ssoSubject, null);
});

test("the callback's page is a console page: under the console's CSP, its address kept within the service", async () => {
  accounts['acct-7'] = { email: 'nobody@example.com', email_verified: true };
  const res = await signInThroughProvider('acct-7');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-security-policy'), CONSOLE_CSP);
  assert.equal(res.headers.get('referrer-policy'), 'same-origin');
});

test('a replayed callback state → 400 SSO_STATE_INVALID', async () => {
  const res = await fetch(`${appBase}/console/api/sso/callback?state=nope&code=x`);
  assert.equal(res.status, 400);
  assert.equal(((await res.json()) as { code: string }).code, 'SSO_STATE_INVALID');
});

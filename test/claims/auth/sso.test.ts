import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { freePort } from '../../helpers/net.js';
import { browse, SSO_CLIENT, startIdentityProvider } from '../../helpers/oidc.js';
import { bearer, createConsultant, tokenRequest } from '../helpers.js';

const appPort = await freePort();
const appBase = `http://127.0.0.1:${appPort}`;
const AFTER_LOGIN = 'https://portal.example/after-login';
const CALLBACK = '/api/v1/auth/sso/callback';

// The identity provider's users: account id → claims.
const accounts: Record<string, { email: string; email_verified: boolean }> = {};
const issuer = await startIdentityProvider(await freePort(), `${appBase}${CALLBACK}`, accounts);

const t = await build({
  PUBLIC_BASE_URL: appBase,
  SSO_ISSUER: issuer,
  SSO_CLIENT_ID: SSO_CLIENT.id,
  SSO_CLIENT_SECRET: SSO_CLIENT.secret,
  SSO_REDIRECT_URIS: AFTER_LOGIN,
  SSO_USER_CLAIM: 'email',
});
const { app } = t;
await app.listen({ port: appPort, host: '127.0.0.1' });

/** A browser, over real HTTP, from `startUrl` until it is sent to the caller's redirect_uri (not followed). */
async function walkTo(startUrl: string, login: string) {
  const end = await browse(startUrl, login, issuer, (url) => (url.href.startsWith(AFTER_LOGIN) ? 'before' : false));
  const callback = end.visited.map((v) => v.split(' ')[1]).find((u) => new URL(u).pathname === CALLBACK);
  return {
    final: end.answer ? undefined : end.url,
    visited: end.visited,
    callback: callback ? `${CALLBACK}${new URL(callback).search}` : null,
    ...end.answer,
  };
}

const loginUrl = (state = 'client-state-1', redirect = AFTER_LOGIN) =>
  `${appBase}/api/v1/auth/sso/login?redirect_uri=${encodeURIComponent(redirect)}&state=${state}`;

test('SSO end to end: login → provider (PKCE, state, nonce) → callback → one-time code → token endpoint', async () => {
  const fc = await createConsultant(app, 'FC', { email: 'Sso.User@Example.com' });
  accounts['acct-1'] = { email: 'sso.user@example.com', email_verified: true };

  const start = await fetch(loginUrl(), { redirect: 'manual' });
  assert.equal(start.status, 302);
  const authorize = new URL(start.headers.get('location')!);
  assert.equal(authorize.origin, issuer);
  assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(authorize.searchParams.get('code_challenge'));
  assert.ok(authorize.searchParams.get('nonce'));
  assert.ok(authorize.searchParams.get('state'));
  assert.notEqual(authorize.searchParams.get('state'), 'client-state-1', 'our own state, not the caller’s');

  const walk = await walkTo(loginUrl(), 'acct-1');
  assert.ok(walk.final, JSON.stringify(walk));
  const { final } = walk;
  assert.equal(final!.searchParams.get('state'), 'client-state-1');
  assert.equal(final!.searchParams.get('error'), null);
  const code = final!.searchParams.get('code')!;
  assert.match(code, /^ac_/);
  assert.ok(
    walk.visited.some((v) => v.includes(`${CALLBACK}?`) && v.endsWith('→ 302')),
    walk.visited.join('\n'),
  );

  // The code goes to the token endpoint over real HTTP, bound to the same redirect_uri.
  const tokenRes = await fetch(`${appBase}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: AFTER_LOGIN }).toString(),
  });
  assert.equal(tokenRes.status, 200);
  const tokens = (await tokenRes.json()) as { access_token: string; refresh_token: string };
  assert.ok(tokens.refresh_token);
  const history = await fetch(`${appBase}/api/v1/claim/histories`, {
    method: 'POST',
    headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' },
    body: JSON.stringify({ fcUserCi: fc.ci }),
  });
  assert.equal(history.status, 200);
  assert.equal(history.headers.get('x-total-count'), '0');

  // One-time: the same code again is refused.
  const again = await tokenRequest(app, { grant_type: 'authorization_code', code, redirect_uri: AFTER_LOGIN });
  assert.equal(again.json().error, 'invalid_grant');
});

test('SSO: an unknown or deactivated consultant is sent back with an error, never a code', async () => {
  accounts['acct-unknown'] = { email: 'nobody@example.com', email_verified: true };
  const unknown = await walkTo(loginUrl('s-unknown'), 'acct-unknown');
  assert.equal(unknown.final!.searchParams.get('error'), 'access_denied');
  assert.equal(unknown.final!.searchParams.get('code'), null);
  assert.equal(unknown.final!.searchParams.get('state'), 's-unknown');

  const admin = await createConsultant(app, 'ADMIN');
  const gone = await createConsultant(app, 'FC', { email: 'gone@example.com' });
  await app.inject({ method: 'DELETE', url: `/api/v1/users/${gone.id}`, headers: bearer(admin.token) });
  accounts['acct-gone'] = { email: 'gone@example.com', email_verified: true };
  const deactivated = await walkTo(loginUrl('s-gone'), 'acct-gone');
  assert.equal(deactivated.final!.searchParams.get('error'), 'access_denied');
  assert.equal(deactivated.final!.searchParams.get('code'), null);
});

test('SSO: redirect_uri must be configured; a forged or replayed callback is refused', async () => {
  expectProblem(
    await app.inject({ url: `/api/v1/auth/sso/login?redirect_uri=${encodeURIComponent('https://evil.example/cb')}` }),
    400,
    'REDIRECT_URI_NOT_ALLOWED',
  );
  expectProblem(await app.inject({ url: '/api/v1/auth/sso/login' }), 400, 'VALIDATION_FAILED');
  expectProblem(await app.inject({ url: '/api/v1/auth/sso/callback?code=x&state=forged' }), 400, 'SSO_STATE_INVALID');
  expectProblem(await app.inject({ url: '/api/v1/auth/sso/callback?code=x' }), 400, 'SSO_STATE_INVALID');

  // Replaying the provider's callback (same state and code) mints nothing.
  await createConsultant(app, 'FC', { email: 'replay@example.com' });
  accounts['acct-replay'] = { email: 'replay@example.com', email_verified: true };
  const walk = await walkTo(loginUrl('s-replay'), 'acct-replay');
  assert.ok(walk.final!.searchParams.get('code'));
  assert.ok(walk.callback);
  expectProblem(await app.inject({ url: walk.callback! }), 400, 'SSO_STATE_INVALID');
});

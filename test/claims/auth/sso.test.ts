import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, test } from 'node:test';
import Provider from 'oidc-provider';
import { expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { freePort } from '../../helpers/net.js';
import { bearer, createConsultant, tokenRequest } from '../helpers.js';

const appPort = await freePort();
const idpPort = await freePort();
const appBase = `http://127.0.0.1:${appPort}`;
const issuer = `http://127.0.0.1:${idpPort}`;
const AFTER_LOGIN = 'https://portal.example/after-login';

// The identity provider's users: account id → e-mail address.
const accounts: Record<string, string> = {};
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'leadline',
      client_secret: 'leadline-test-secret',
      redirect_uris: [`${appBase}/api/v1/auth/sso/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  findAccount: async (_ctx: unknown, id: string) =>
    accounts[id]
      ? { accountId: id, claims: async () => ({ sub: id, email: accounts[id], email_verified: true }) }
      : undefined,
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  cookies: { keys: ['sso-test-cookie-key'] },
});
const idpServer: Server = createServer(provider.callback());
await new Promise<void>((resolve) => idpServer.listen(idpPort, '127.0.0.1', resolve));
after(() => new Promise((resolve) => idpServer.close(resolve)));

const t = await build({
  PUBLIC_BASE_URL: appBase,
  SSO_ISSUER: issuer,
  SSO_CLIENT_ID: 'leadline',
  SSO_CLIENT_SECRET: 'leadline-test-secret',
  SSO_REDIRECT_URIS: AFTER_LOGIN,
  SSO_USER_CLAIM: 'email',
});
const { app } = t;
await app.listen({ port: appPort, host: '127.0.0.1' });

/**
 * A browser, over real HTTP: follows redirects with a cookie jar, signs in as `login` on the provider's login
 * page and accepts its consent page, until it is sent to the caller's redirect_uri.
 */
async function browse(startUrl: string, login: string) {
  const jar = new Map<string, string>();
  let url = startUrl;
  let method = 'GET';
  let body: string | undefined;
  const visited: string[] = [];
  let callback: string | null = null;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(AFTER_LOGIN)) return { final: new URL(url), visited, callback };
    const target = new URL(url);
    if (target.pathname === '/api/v1/auth/sso/callback') callback = `${target.pathname}${target.search}`;
    const headers: Record<string, string> = {};
    if (target.origin === issuer && jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    visited.push(`${method} ${target.origin}${target.pathname} → ${res.status}`);
    if (target.origin === issuer) {
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair.split('=');
        jar.set(name.trim(), value.join('='));
      }
    }
    method = 'GET';
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).toString();
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) return { status: res.status, html, visited, callback };
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    assert.ok(action, `a form on ${url}`);
    const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
    body = new URLSearchParams(
      prompt === 'login' ? { prompt: 'login', login, password: 'any' } : { prompt: prompt ?? 'consent' },
    ).toString();
    method = 'POST';
    url = new URL(action.replace(/&amp;/g, '&'), url).toString();
  }
  throw new Error(`too many hops: ${visited.join(', ')}`);
}

const loginUrl = (state = 'client-state-1', redirect = AFTER_LOGIN) =>
  `${appBase}/api/v1/auth/sso/login?redirect_uri=${encodeURIComponent(redirect)}&state=${state}`;

test('SSO end to end: login → provider (PKCE, state, nonce) → callback → one-time code → token endpoint', async () => {
  const fc = await createConsultant(app, 'FC', { email: 'Sso.User@Example.com' });
  accounts['acct-1'] = 'sso.user@example.com';

  const start = await fetch(loginUrl(), { redirect: 'manual' });
  assert.equal(start.status, 302);
  const authorize = new URL(start.headers.get('location')!);
  assert.equal(authorize.origin, issuer);
  assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(authorize.searchParams.get('code_challenge'));
  assert.ok(authorize.searchParams.get('nonce'));
  assert.ok(authorize.searchParams.get('state'));
  assert.notEqual(authorize.searchParams.get('state'), 'client-state-1', 'our own state, not the caller’s');

  const walk = await browse(loginUrl(), 'acct-1');
  assert.ok(walk.final, JSON.stringify(walk));
  const { final } = walk;
  assert.equal(final!.searchParams.get('state'), 'client-state-1');
  assert.equal(final!.searchParams.get('error'), null);
  const code = final!.searchParams.get('code')!;
  assert.match(code, /^ac_/);
  assert.ok(
    walk.visited.some((v) => v.includes('/api/v1/auth/sso/callback → 302')),
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
  accounts['acct-unknown'] = 'nobody@example.com';
  const unknown = await browse(loginUrl('s-unknown'), 'acct-unknown');
  assert.equal(unknown.final!.searchParams.get('error'), 'access_denied');
  assert.equal(unknown.final!.searchParams.get('code'), null);
  assert.equal(unknown.final!.searchParams.get('state'), 's-unknown');

  const admin = await createConsultant(app, 'ADMIN');
  const gone = await createConsultant(app, 'FC', { email: 'gone@example.com' });
  await app.inject({ method: 'DELETE', url: `/api/v1/users/${gone.id}`, headers: bearer(admin.token) });
  accounts['acct-gone'] = 'gone@example.com';
  const deactivated = await browse(loginUrl('s-gone'), 'acct-gone');
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
  accounts['acct-replay'] = 'replay@example.com';
  const walk = await browse(loginUrl('s-replay'), 'acct-replay');
  assert.ok(walk.final!.searchParams.get('code'));
  assert.ok(walk.callback);
  expectProblem(await app.inject({ url: walk.callback! }), 400, 'SSO_STATE_INVALID');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as oauth from 'oauth4webapi';
import type { App } from '../../../src/app.js';
import { build } from '../../helpers/build.js';
import { createClient } from '../helpers.js';

// A standard OAuth client library (oauth4webapi, which openid-client is built on) discovers the service from its
// RFC 8414 metadata and uses what it found. Its requests are answered in process (customFetch → app.inject).
const ISSUER = 'https://claims.leadline.test';
const plain = await build({ PUBLIC_BASE_URL: ISSUER });
const withSso = await build({
  PUBLIC_BASE_URL: ISSUER,
  SSO_ISSUER: 'https://idp.leadline.test',
  SSO_CLIENT_ID: 'leadline',
  SSO_CLIENT_SECRET: 'idp-secret',
  SSO_REDIRECT_URIS: 'https://app.leadline.test/callback',
});

function fetchVia(app: App) {
  return async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    assert.equal(url.origin, ISSUER, `the client was sent to ${url.origin}`);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

async function discover(app: App) {
  const issuer = new URL(ISSUER);
  const response = await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', [oauth.customFetch]: fetchVia(app) });
  return oauth.processDiscoveryResponse(issuer, response);
}

test('a standard client discovers the token endpoint and gets a token with either client authentication method', async () => {
  const as = await discover(plain.app);
  assert.equal(as.issuer, ISSUER);
  assert.equal(as.token_endpoint, `${ISSUER}/api/v1/auth/token`);
  assert.equal(as.jwks_uri, `${ISSUER}/.well-known/jwks.json`);
  assert.deepEqual(as.grant_types_supported, ['client_credentials', 'refresh_token']);
  assert.deepEqual(as.token_endpoint_auth_methods_supported, ['client_secret_basic', 'client_secret_post']);
  assert.deepEqual(as.scopes_supported, ['claims']);
  // Without an identity provider there is no authorization endpoint, and no code to exchange.
  assert.equal(as.authorization_endpoint, undefined);
  assert.deepEqual(as.response_types_supported, []);

  const { clientId, clientSecret } = await createClient(plain.app, 'discovering client');
  const client: oauth.Client = { client_id: clientId };
  for (const auth of [oauth.ClientSecretBasic(clientSecret), oauth.ClientSecretPost(clientSecret)]) {
    const response = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      auth,
      new URLSearchParams({ scope: 'claims' }),
      {
        [oauth.customFetch]: fetchVia(plain.app),
      },
    );
    const tokens = await oauth.processClientCredentialsResponse(as, client, response);
    assert.equal(tokens.token_type, 'bearer');
    assert.equal(tokens.scope, 'claims');
    // The client library validates the access token as an RFC 9068 JWT with the published keys.
    const claims = await oauth.validateJwtAccessToken(
      as,
      new Request(`${ISSUER}/api/v1/claim/banks`, { headers: { authorization: `Bearer ${tokens.access_token}` } }),
      ISSUER,
      { [oauth.customFetch]: fetchVia(plain.app) },
    );
    assert.equal(claims.sub, `client:${clientId}`);
    assert.equal(claims.client_id, clientId);
  }

  // A wrong secret: the library sees the 401 with its Basic challenge and the RFC 6749 body.
  const refused = await oauth.clientCredentialsGrantRequest(
    as,
    client,
    oauth.ClientSecretBasic('cs_wrong'),
    {},
    {
      [oauth.customFetch]: fetchVia(plain.app),
    },
  );
  let challenge: oauth.WWWAuthenticateChallengeError | undefined;
  await oauth.processClientCredentialsResponse(as, client, refused).catch((err: unknown) => {
    if (err instanceof oauth.WWWAuthenticateChallengeError) challenge = err;
  });
  assert.ok(challenge, 'refused with a challenge');
  assert.equal(challenge.status, 401);
  assert.equal(challenge.cause[0].scheme, 'basic');
  assert.equal((await challenge.response.json()).error, 'invalid_client');
});

test('with an identity provider the SSO login is published as the authorization endpoint and takes the standard parameters', async () => {
  const as = await discover(withSso.app);
  assert.equal(as.authorization_endpoint, `${ISSUER}/api/v1/auth/sso/login`);
  assert.deepEqual(as.response_types_supported, ['code']);
  assert.deepEqual(as.grant_types_supported, ['client_credentials', 'authorization_code', 'refresh_token']);

  // The parameters a standard client adds are accepted; here the redirect URI decides (it is not allowed).
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: 'console',
    scope: 'claims',
    redirect_uri: 'https://elsewhere.test/cb',
    state: 'xyz',
  }).toString();
  const res = await withSso.app.inject({ url: `${url.pathname}${url.search}` });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().code, 'REDIRECT_URI_NOT_ALLOWED');
  // PKCE is not offered (no code_challenge_methods_supported), and a PKCE request is refused rather than ignored.
  assert.equal(as.code_challenge_methods_supported, undefined);
  url.searchParams.set('code_challenge', 'x'.repeat(43));
  const pkce = await withSso.app.inject({ url: `${url.pathname}${url.search}` });
  assert.equal(pkce.json().code, 'VALIDATION_FAILED');
});

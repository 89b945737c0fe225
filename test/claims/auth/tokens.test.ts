import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { TokenService } from '../../../src/claims/auth/tokens.service.js';
import { generateSigningKey } from '../../../src/claims/claims.config.js';
import { claimAudit, oauthClients, refreshTokens } from '../../../src/db/schema/index.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { bearer, createClient, createConsultant, tokenRequest } from '../helpers.js';

const t = await build();
const { app, db } = t;

test('client_credentials: secret shown once and stored hashed; a 15-minute ES256 JWT verifiable with the JWKS', async () => {
  const client = await createClient(app, 'partner CRM');
  assert.match(client.clientId, /^cl_/);
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, client.clientId));
  assert.notEqual(row.secretHash, client.clientSecret);
  assert.ok(!JSON.stringify(row).includes(client.clientSecret));

  const res = await tokenRequest(app, {
    grant_type: 'client_credentials',
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  const body = res.json();
  assert.equal(body.token_type, 'Bearer');
  assert.equal(body.expires_in, 900);
  assert.equal(body.refresh_token, undefined);

  const jwks = await app.inject({ url: '/.well-known/jwks.json' });
  assert.equal(jwks.statusCode, 200);
  for (const key of jwks.json().keys) assert.equal(key.d, undefined, 'no private part is published');
  const { payload } = await jwtVerify(body.access_token, createLocalJWKSet(jwks.json()));
  assert.equal(payload.sub, `client:${client.clientId}`);
  assert.equal(payload.role, 'SYSTEM');
  assert.equal(payload.scope, 'claims');
  assert.equal((payload.exp as number) - (payload.iat as number), 900);
  assert.equal(decodeProtectedHeader(body.access_token).alg, 'ES256');

  // HTTP Basic client authentication and a JSON body work too.
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  const viaBasic = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { authorization: `Basic ${basic}` },
    payload: { grant_type: 'client_credentials' },
  });
  assert.equal(viaBasic.statusCode, 200, viaBasic.body);

  // The token opens the claims interface.
  const insurers = await app.inject({ url: '/api/v1/claim/insurers', headers: bearer(body.access_token) });
  assert.equal(insurers.statusCode, 200);
});

test('token endpoint errors follow RFC 6749 and never tell an unknown client from a wrong secret', async () => {
  const client = await createClient(app);
  const wrongSecret = await tokenRequest(app, {
    grant_type: 'client_credentials',
    client_id: client.clientId,
    client_secret: 'cs_wrong',
  });
  const unknown = await tokenRequest(app, {
    grant_type: 'client_credentials',
    client_id: 'cl_nobody',
    client_secret: 'cs_wrong',
  });
  for (const res of [wrongSecret, unknown]) {
    assert.equal(res.statusCode, 401);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.deepEqual(res.json(), { error: 'invalid_client', error_description: 'Client authentication failed' });
  }
  const unsupported = await tokenRequest(app, { grant_type: 'password', username: 'a', password: 'b' });
  assert.equal(unsupported.statusCode, 400);
  assert.equal(unsupported.json().error, 'unsupported_grant_type');
  const missing = await tokenRequest(app, {});
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().error, 'invalid_request');
  const badJson = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { 'content-type': 'application/json' },
    payload: '{nope',
  });
  assert.equal(badJson.statusCode, 400);
  assert.equal(badJson.json().error, 'invalid_request');
  const huge = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ grant_type: 'client_credentials', pad: 'x'.repeat(2 * 1024 * 1024) }),
  });
  assert.equal(huge.statusCode, 413);
  assert.equal(huge.json().error, 'invalid_request');
  const xml = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { 'content-type': 'application/xml' },
    payload: '<a/>',
  });
  assert.equal(xml.statusCode, 400);
  assert.equal(xml.json().error, 'invalid_request');
  const badGrant = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: 'rt_nothing' });
  assert.equal(badGrant.statusCode, 400);
  assert.equal(badGrant.json().error, 'invalid_grant');
  const badCode = await tokenRequest(app, { grant_type: 'authorization_code', code: 'ac_nothing', redirect_uri: 'x' });
  assert.equal(badCode.json().error, 'invalid_grant');
  const badScope = await tokenRequest(app, {
    grant_type: 'client_credentials',
    client_id: client.clientId,
    client_secret: client.clientSecret,
    scope: 'admin',
  });
  assert.equal(badScope.json().error, 'invalid_scope');

  // A revoked client gets no token, and its tokens stop working at once.
  const ok = await tokenRequest(app, {
    grant_type: 'client_credentials',
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
  const token = ok.json().access_token;
  const revoke = await app.inject({
    method: 'DELETE',
    url: `/admin/v1/clients/${client.clientId}`,
    headers: adminHeaders,
  });
  assert.equal(revoke.statusCode, 204);
  const after = await tokenRequest(app, {
    grant_type: 'client_credentials',
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
  assert.equal(after.json().error, 'invalid_client');
  expectProblem(await app.inject({ url: '/api/v1/claim/banks', headers: bearer(token) }), 401, 'TOKEN_REVOKED');
});

test('bearer auth: missing, malformed, foreign-signed and expired tokens are 401 problem+json', async () => {
  const missing = expectProblem(await app.inject({ url: '/api/v1/claim/banks' }), 401, 'TOKEN_MISSING');
  assert.ok(missing);
  expectProblem(await app.inject({ url: '/api/v1/claim/banks', headers: bearer('not-a-jwt') }), 401, 'TOKEN_INVALID');
  // Signed with a key that is not ours.
  const config = { ...app.deps.config.claims, jwtSigningKeys: [generateSigningKey('other')] };
  const foreign = await TokenService.create(db, config, () => [], app.deps.clock);
  const forged = await foreign.sign('client:cl_x', 'SYSTEM');
  expectProblem(
    await app.inject({ url: '/api/v1/claim/banks', headers: bearer(forged.access_token) }),
    401,
    'TOKEN_INVALID',
  );
  // Our key, but expired.
  const shortLived = await TokenService.create(
    db,
    { ...app.deps.config.claims, accessTokenTtlSeconds: -10, jwtSigningKeys: app.deps.claims.tokens.keys },
    () => [],
    app.deps.clock,
  );
  const consultant = await createConsultant(app, 'FC');
  const expired = await shortLived.signForUser({
    id: consultant.id,
    ci: consultant.ci,
    role: 'FC',
    tokenGeneration: 0,
  });
  const res = await app.inject({ url: '/api/v1/claim/banks', headers: bearer(expired.access_token) });
  expectProblem(res, 401, 'TOKEN_EXPIRED');
  assert.match(String(res.headers['www-authenticate']), /^Bearer/);
  // An API key is not a bearer token, and a bearer token does not open the lead interface.
  expectProblem(await app.inject({ url: '/api/v1/claim/banks', headers: adminHeaders }), 401, 'TOKEN_MISSING');
  expectProblem(
    await app.inject({ url: '/api/v1/regions', headers: bearer(consultant.token) }),
    401,
    'API_KEY_MISSING',
  );
});

/**
 * A token signed with the service's own key (as someone holding a leaked key could), with the claims given: `null`
 * leaves a claim out. Times in seconds from now.
 */
async function ownSigned(claims: { sub?: string | null; iat?: number | null; exp?: number | null }) {
  const key = app.deps.claims.tokens.keys[0] as JWK;
  const now = Math.floor(Date.now() / 1000);
  const consultant = await createConsultant(app, 'FC');
  const jwt = new SignJWT({ role: 'FC', scope: 'claims', ci: consultant.ci, gen: 0 })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid!, typ: 'at+jwt' })
    .setIssuer(app.deps.config.claims.issuer)
    .setAudience(app.deps.config.claims.issuer);
  const sub = claims.sub === undefined ? `user:${consultant.id}` : claims.sub;
  if (sub !== null) jwt.setSubject(sub);
  const iat = claims.iat === undefined ? 0 : claims.iat;
  if (iat !== null) jwt.setIssuedAt(now + iat);
  const exp = claims.exp === undefined ? 900 : claims.exp;
  if (exp !== null) jwt.setExpirationTime(now + exp);
  return jwt.sign(await importJWK(key, 'ES256'));
}

test('a token is dated by one reading of the wall clock: a second ticking while it is signed does not stretch its life', async () => {
  // A wall clock that moves a whole second at every reading, starting half a minute back: were the issue and expiry
  // times read separately, the token would live TTL + 1 seconds and be refused.
  const start = Date.now() - 30_000;
  let readings = 0;
  const ticking = () => start + 1000 * readings++;
  const signer = await TokenService.create(
    db,
    { ...app.deps.config.claims, jwtSigningKeys: app.deps.claims.tokens.keys },
    () => [],
    app.deps.clock,
    ticking,
  );
  const consultant = await createConsultant(app, 'FC');
  const signed = await signer.signForUser({ id: consultant.id, ci: consultant.ci, role: 'FC', tokenGeneration: 0 });
  const claims = decodeJwt(signed.access_token);
  assert.equal(claims.iat, Math.floor(start / 1000), 'iat is the injected clock, read first');
  assert.equal(Number(claims.exp) - Number(claims.iat), app.deps.config.claims.accessTokenTtlSeconds);
  const res = await app.inject({ url: '/api/v1/claim/banks', headers: bearer(signed.access_token) });
  assert.equal(res.statusCode, 200, res.body);
});

test('access tokens must carry exp, iat and sub, live at most ACCESS_TOKEN_TTL_SECONDS, and not be issued in the future', async () => {
  const call = async (token: string) => app.inject({ url: '/api/v1/claim/banks', headers: bearer(token) });
  // The same shape with proper claims is accepted, also issued a few seconds "ahead" by a neighbour's clock.
  assert.equal((await call(await ownSigned({}))).statusCode, 200);
  assert.equal((await call(await ownSigned({ iat: 3, exp: 903 }))).statusCode, 200);
  assert.equal(app.deps.config.claims.accessTokenTtlSeconds, 900);

  const refused: [string, Parameters<typeof ownSigned>[0], string][] = [
    ['without exp', { exp: null }, 'TOKEN_INVALID'],
    ['without iat', { iat: null }, 'TOKEN_INVALID'],
    ['without sub', { sub: null }, 'TOKEN_INVALID'],
    ['with a 10-year exp', { exp: 10 * 365 * 86_400 }, 'TOKEN_INVALID'],
    ['living one second longer than the TTL', { exp: 901 }, 'TOKEN_INVALID'],
    ['issued an hour in the future', { iat: 3600, exp: 3600 + 900 }, 'TOKEN_INVALID'],
    ['issued longer ago than the TTL, with a later exp', { iat: -1000, exp: 600 }, 'TOKEN_EXPIRED'],
  ];
  for (const [what, claims, code] of refused) {
    const res = await call(await ownSigned(claims));
    assert.equal(res.statusCode, 401, `${what}: ${res.body}`);
    assert.equal(res.json().code, code, what);
    assert.match(String(res.headers['www-authenticate']), /^Bearer/, what);
  }
});

test('operator token for a consultant is audited; a deactivated consultant loses access at once', async () => {
  const fc = await createConsultant(app, 'FC');
  const audits = await db
    .select()
    .from(claimAudit)
    .where(eq(claimAudit.target, `user:${fc.id}`));
  assert.equal(audits.length, 1);
  assert.equal(audits[0].action, 'ISSUE_USER_TOKEN');
  const ok = await app.inject({ url: '/api/v1/claim/banks', headers: bearer(fc.token) });
  assert.equal(ok.statusCode, 200);
  const admin = await createConsultant(app, 'ADMIN');
  const del = await app.inject({ method: 'DELETE', url: `/api/v1/users/${fc.id}`, headers: bearer(admin.token) });
  assert.equal(del.statusCode, 204);
  expectProblem(await app.inject({ url: '/api/v1/claim/banks', headers: bearer(fc.token) }), 401, 'TOKEN_REVOKED');
  expectProblem(
    await app.inject({ method: 'POST', url: `/admin/v1/users/${fc.id}/token`, headers: adminHeaders }),
    404,
    'NOT_FOUND',
  );
});

test('refresh tokens rotate on use; reusing a spent one revokes the whole family', async () => {
  const fc = await createConsultant(app, 'FC');
  const issued = await app.deps.claims.tokens.issueForUser(db, {
    id: fc.id,
    ci: fc.ci,
    role: 'FC',
    tokenGeneration: 0,
  });
  const first = issued.response.refresh_token!;
  const r1 = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: first });
  assert.equal(r1.statusCode, 200, r1.body);
  const second = r1.json().refresh_token;
  assert.ok(second && second !== first);
  const stored = await db.select().from(refreshTokens).where(eq(refreshTokens.familyId, issued.familyId));
  assert.equal(stored.length, 2);
  assert.ok(stored.every((r) => r.tokenHash.length === 64 && r.tokenHash !== first && r.tokenHash !== second));

  // The old one again: refused, and the family (including the newest token) is revoked.
  const reuse = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: first });
  assert.equal(reuse.statusCode, 400);
  assert.equal(reuse.json().error, 'invalid_grant');
  const afterReuse = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: second });
  assert.equal(afterReuse.json().error, 'invalid_grant');
});

test('two concurrent uses of one refresh token: exactly one succeeds', async () => {
  const fc = await createConsultant(app, 'FC');
  const issued = await app.deps.claims.tokens.issueForUser(db, {
    id: fc.id,
    ci: fc.ci,
    role: 'FC',
    tokenGeneration: 0,
  });
  const token = issued.response.refresh_token!;
  const results = await Promise.all(
    [1, 2].map(() => tokenRequest(app, { grant_type: 'refresh_token', refresh_token: token })),
  );
  assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 400]);
});

test('deactivating a consultant revokes their refresh tokens', async () => {
  const admin = await createConsultant(app, 'ADMIN');
  const fc = await createConsultant(app, 'FC');
  const issued = await app.deps.claims.tokens.issueForUser(db, {
    id: fc.id,
    ci: fc.ci,
    role: 'FC',
    tokenGeneration: 0,
  });
  const patch = await app.inject({
    method: 'PATCH',
    url: `/api/v1/users/${fc.id}`,
    headers: bearer(admin.token),
    payload: { active: false },
  });
  assert.equal(patch.statusCode, 200);
  assert.equal(patch.json().active, false);
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, fc.id));
  assert.ok(rows.every((r) => r.revokedAt !== null));
  const res = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: issued.response.refresh_token! });
  assert.equal(res.json().error, 'invalid_grant');
});

test('authorization codes: one-time, bound to redirect_uri, short-lived', async () => {
  const fc = await createConsultant(app, 'FC');
  const tokens = app.deps.claims.tokens;
  const code = await tokens.createAuthorizationCode(db, fc.id, 'https://app.example/cb');
  const wrongUri = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: 'https://evil.example/cb',
  });
  assert.equal(wrongUri.json().error, 'invalid_grant');
  // A failed attempt spends the code too.
  const retry = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: 'https://app.example/cb',
  });
  assert.equal(retry.json().error, 'invalid_grant');

  const good = await tokens.createAuthorizationCode(db, fc.id, 'https://app.example/cb');
  const ok = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code: good,
    redirect_uri: 'https://app.example/cb',
  });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.ok(ok.json().refresh_token);
  const again = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code: good,
    redirect_uri: 'https://app.example/cb',
  });
  assert.equal(again.json().error, 'invalid_grant');
  // The replay revoked what the first exchange issued.
  const refreshed = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: ok.json().refresh_token });
  assert.equal(refreshed.json().error, 'invalid_grant');
});

test('the OpenAPI document marks claims routes with bearer security', async () => {
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  assert.deepEqual(doc.paths['/api/v1/claim/histories'].post.security, [{ bearer: [] }]);
  assert.ok(doc.paths['/api/v1/auth/token'].post);
});

test('without a configured identity provider both SSO routes answer 404 SSO_NOT_CONFIGURED', async () => {
  expectProblem(
    await app.inject({ url: '/api/v1/auth/sso/login?redirect_uri=https%3A%2F%2Fa.example%2Fcb' }),
    404,
    'SSO_NOT_CONFIGURED',
  );
  expectProblem(await app.inject({ url: '/api/v1/auth/sso/callback?state=x&code=y' }), 404, 'SSO_NOT_CONFIGURED');
});

test('expired sign-in state is removed by the sweep; live state stays', async () => {
  const { deleteExpiredAuthState } = await import('../../../src/claims/auth/tokens.service.js');
  const fc = await createConsultant(app, 'FC');
  const live = await app.deps.claims.tokens.issueForUser(db, { id: fc.id, ci: fc.ci, role: 'FC', tokenGeneration: 0 });
  const old = await app.deps.claims.tokens.issueForUser(db, { id: fc.id, ci: fc.ci, role: 'FC', tokenGeneration: 0 });
  await db
    .update(refreshTokens)
    .set({ expiresAt: new Date(Date.now() - 40 * 86_400_000) })
    .where(eq(refreshTokens.familyId, old.familyId));
  await deleteExpiredAuthState(db);
  assert.equal((await db.select().from(refreshTokens).where(eq(refreshTokens.familyId, old.familyId))).length, 0);
  assert.equal((await db.select().from(refreshTokens).where(eq(refreshTokens.familyId, live.familyId))).length, 1);
});

test('a verified token is trusted for TOKEN_CACHE_TTL_MS on other instances, then its consultant is read again', async () => {
  const fc = await createConsultant(app, 'FC');
  // A second instance over the same database and keys, with a short cache and a clock the test moves.
  let now = Date.now();
  const other = await TokenService.create(
    db,
    { ...app.deps.config.claims, tokenCacheTtlMs: 300, jwtSigningKeys: app.deps.claims.tokens.keys },
    () => [],
    () => now,
  );
  assert.equal((await other.verify(fc.token)).userId, fc.id);
  const admin = await createConsultant(app, 'ADMIN');
  const del = await app.inject({ method: 'DELETE', url: `/api/v1/users/${fc.id}`, headers: bearer(admin.token) });
  assert.equal(del.statusCode, 204);
  // The instance that deactivated refuses at once; the other one still trusts its cached verification...
  expectProblem(await app.inject({ url: '/api/v1/claim/banks', headers: bearer(fc.token) }), 401, 'TOKEN_REVOKED');
  assert.equal((await other.verify(fc.token)).userId, fc.id);
  // ...for its whole cache time, and not a moment longer.
  now += 299;
  assert.equal((await other.verify(fc.token)).userId, fc.id);
  now += 1;
  await assert.rejects(other.verify(fc.token), (err: { code?: string }) => err.code === 'TOKEN_REVOKED');
});

const patchUser = (admin: { token: string }, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/v1/users/${id}`, headers: bearer(admin.token), payload });
const operatorToken = async (id: number) => {
  const res = await app.inject({ method: 'POST', url: `/admin/v1/users/${id}/token`, headers: adminHeaders });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().access_token as string;
};

test('a role change: tokens issued before it are refused (TOKEN_REVOKED); a new token carries the new role', async () => {
  const fc = await createConsultant(app, 'FC');
  const admin = await createConsultant(app, 'ADMIN');
  const before = await app.inject({ url: '/api/v1/users', headers: bearer(fc.token) });
  expectProblem(before, 403, 'ROLE_FORBIDDEN');
  assert.equal((await patchUser(admin, fc.id, { role: 'ADMIN' })).statusCode, 200);
  expectProblem(await app.inject({ url: '/api/v1/users', headers: bearer(fc.token) }), 401, 'TOKEN_REVOKED');
  const fresh = await operatorToken(fc.id);
  assert.equal(decodeJwt(fresh).role, 'ADMIN');
  assert.equal((await app.inject({ url: '/api/v1/users', headers: bearer(fresh) })).statusCode, 200);
  // Other changes (a name) and sending the same role again leave the tokens alone.
  assert.equal((await patchUser(admin, fc.id, { name: '박설계', role: 'ADMIN' })).statusCode, 200);
  assert.equal((await app.inject({ url: '/api/v1/users', headers: bearer(fresh) })).statusCode, 200);
});

test('reactivating a consultant does not revive tokens issued before the deactivation, even within the same second', async () => {
  const fc = await createConsultant(app, 'FC');
  const admin = await createConsultant(app, 'ADMIN');
  // Verified (and cached) before the deactivation, issued in the same second as it: `iat` cannot tell them apart.
  assert.equal((await app.inject({ url: '/api/v1/claim/banks', headers: bearer(fc.token) })).statusCode, 200);
  const sameSecond = await operatorToken(fc.id);
  assert.equal((await patchUser(admin, fc.id, { active: false })).statusCode, 200);
  assert.equal((await patchUser(admin, fc.id, { active: true })).statusCode, 200);
  for (const old of [fc.token, sameSecond]) {
    expectProblem(await app.inject({ url: '/api/v1/claim/banks', headers: bearer(old) }), 401, 'TOKEN_REVOKED');
  }
  // Another instance that never saw the old tokens refuses them too: the generation is in the database.
  const other = await TokenService.create(
    db,
    { ...app.deps.config.claims, jwtSigningKeys: app.deps.claims.tokens.keys },
    () => [],
    app.deps.clock,
  );
  await assert.rejects(other.verify(sameSecond), (err: { code?: string }) => err.code === 'TOKEN_REVOKED');
  const fresh = await operatorToken(fc.id);
  assert.equal((await app.inject({ url: '/api/v1/claim/banks', headers: bearer(fresh) })).statusCode, 200);
  assert.equal((await other.verify(fresh)).userId, fc.id);
});

import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { type CryptoKey, createLocalJWKSet, importJWK, type JWK, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db, Executor } from '../../db/client.js';
import { authorizationCodes, oauthClients, refreshTokens, ssoLogins, users } from '../../db/schema/index.js';
import type { BearerPrincipal, BearerRole, BearerVerifier } from '../../platform/auth.js';
import { type Clock, systemClock } from '../../platform/clock.js';
import type { CodeFor } from '../../platform/error-codes.js';
import { AppError } from '../../platform/errors.js';
import { ExpiringMap } from '../../platform/expiring-map.js';
import { withTransaction } from '../../platform/transactions.js';
import type { ClaimsConfig } from '../claims.config.js';

export const CLAIMS_SCOPE = 'claims';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
/** A random opaque credential: a prefix naming its kind, then 32 random bytes. */
export const opaque = (prefix: string): string => `${prefix}_${randomBytes(32).toString('base64url')}`;

/** RFC 6749 §5.2 error of the token endpoint. */
export class OAuthError extends Error {
  constructor(
    readonly error:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unauthorized_client'
      | 'unsupported_grant_type'
      | 'invalid_scope'
      | 'server_error'
      | 'temporarily_unavailable',
    description: string,
    /**
     * A credential that is not ours (a wrong client secret, an unknown client, refresh token or code): counted by
     * the failed-authentication limit like a wrong API key. Missing, spent or expired credentials are not guesses.
     */
    readonly guess = false,
  ) {
    super(description);
  }
  get status(): 400 | 401 | 500 {
    if (this.error === 'invalid_client') return 401;
    if (this.error === 'server_error') return 500;
    return 400;
  }
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

/** An access token alone (client credentials, or signed for an operator): no refresh token. */
export type AccessTokenResponse = Omit<TokenResponse, 'refresh_token'>;

/** A token response with a refresh token, and the family the refresh token belongs to. */
export interface IssuedTokens {
  response: TokenResponse;
  familyId: string;
}

/** What a consultant's access token is signed from. */
export interface TokenUser {
  id: number;
  ci: string;
  role: BearerRole;
  tokenGeneration: number;
}

/** How far a token's `iat` may be ahead of this instance's clock (another instance's clock may run slightly ahead). */
const CLOCK_SKEW_SECONDS = 5;

const invalidToken = (code: CodeFor<401>, detail: string) =>
  new AppError(code, detail, { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });

/** Signs access tokens (ES256) with the configured keys, publishes them, and verifies bearer tokens. */
export class TokenService implements BearerVerifier {
  /** The private JWKs in use (the first signs). */
  keys!: JsonWebKey[];
  private signingKey!: CryptoKey;
  private signingKid!: string;
  private publicJwks!: JWK[];
  private keySet!: ReturnType<typeof createLocalJWKSet>;
  /** Verified tokens → who they speak for, until the cache time or the token's expiry, whichever is first. */
  private readonly verified = new ExpiringMap<BearerPrincipal>();

  private constructor(
    private readonly db: Db,
    private readonly config: ClaimsConfig,
    private readonly now: Clock,
    private readonly wallClock: Clock,
  ) {}

  /**
   * `now` is the app's clock: the verification cache and the expiry of refresh tokens and codes follow it. A JWT's
   * `iat` and `exp` are the wall clock's (jose's), which clients and other instances check against theirs;
   * `wallClock` is that clock, replaceable only so a test can make it tick between two readings.
   */
  static async create(
    db: Db,
    config: ClaimsConfig,
    fallbackKeys: () => JsonWebKey[],
    now: Clock,
    wallClock: Clock = systemClock,
  ): Promise<TokenService> {
    const service = new TokenService(db, config, now, wallClock);
    const keys = config.jwtSigningKeys ?? fallbackKeys();
    service.keys = keys;
    service.signingKid = (keys[0] as JWK).kid!;
    service.signingKey = (await importJWK(keys[0] as JWK, 'ES256')) as CryptoKey;
    service.publicJwks = keys.map((k) => {
      const { d: _private, ...pub } = k as JWK;
      return { ...pub, alg: 'ES256', use: 'sig' };
    });
    service.keySet = createLocalJWKSet({ keys: service.publicJwks });
    return service;
  }

  jwks(): { keys: JWK[] } {
    return { keys: this.publicJwks };
  }

  async sign(sub: string, role: BearerRole, extra: Record<string, unknown> = {}): Promise<AccessTokenResponse> {
    const ttl = this.config.accessTokenTtlSeconds;
    // One reading of the (wall) clock for both: read twice, a second could tick between them, and a token living
    // ttl + 1 seconds is refused by verifyFresh.
    const issuedAt = Math.floor(this.wallClock() / 1000);
    const token = await new SignJWT({ role, scope: CLAIMS_SCOPE, ...extra })
      .setProtectedHeader({ alg: 'ES256', kid: this.signingKid, typ: 'at+jwt' })
      .setIssuer(this.config.issuer)
      .setAudience(this.config.issuer)
      .setSubject(sub)
      .setIssuedAt(issuedAt)
      .setJti(randomUUID())
      .setExpirationTime(issuedAt + ttl)
      .sign(this.signingKey);
    return { access_token: token, token_type: 'Bearer' as const, expires_in: ttl, scope: CLAIMS_SCOPE };
  }

  /** `gen` is the consultant's token generation: a deactivation or role change raises it, so older tokens stop. */
  signForUser(user: TokenUser): Promise<AccessTokenResponse> {
    return this.sign(`user:${user.id}`, user.role, { ci: user.ci, gen: user.tokenGeneration });
  }

  /**
   * A valid signature is not enough: the consultant must still be active, the client not revoked. A verified token
   * is trusted for `tokenCacheTtlMs` (never past its expiry), so most requests cost no signature check and no
   * database round trip; a deactivation or revocation made here is seen at once (`forgetSubject`), elsewhere within
   * the cache time.
   */
  async verify(token: string): Promise<BearerPrincipal> {
    const now = this.now();
    const trusted = this.trusted(token);
    if (trusted) return trusted;
    const { principal, expiresAt } = await this.verifyFresh(token);
    if (this.config.tokenCacheTtlMs > 0) {
      this.verified.set(token, principal, Math.min(now + this.config.tokenCacheTtlMs, expiresAt));
    }
    return principal;
  }

  /** The principal of a token verified recently (what `verify` answers without a check), or undefined. */
  trusted(token: string): BearerPrincipal | undefined {
    return this.verified.get(token, this.now());
  }

  /** Drops cached tokens of `user:<id>` or `client:<clientId>` (deactivated, changed or revoked). */
  forgetSubject(sub: string): void {
    this.verified.deleteWhere((principal) => principal.sub === sub);
  }

  private async verifyFresh(token: string): Promise<{ principal: BearerPrincipal; expiresAt: number }> {
    let payload: Record<string, unknown>;
    const ttl = this.config.accessTokenTtlSeconds;
    try {
      // Only a holder of the signing key could sign a token that never expires, lives for years or is dated ahead;
      // the claims and the TTL still bound what such a key can do. `maxTokenAge` also refuses an `iat` in the future.
      ({ payload } = await jwtVerify(token, this.keySet, {
        issuer: this.config.issuer,
        audience: this.config.issuer,
        algorithms: ['ES256'],
        typ: 'at+jwt',
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: ttl,
        clockTolerance: CLOCK_SKEW_SECONDS,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw invalidToken('TOKEN_EXPIRED', 'The access token has expired');
      throw invalidToken('TOKEN_INVALID', 'The access token is not valid');
    }
    // A token this service signs lives exactly the TTL; one meant to live longer was not signed by it.
    if (Number(payload.exp) - Number(payload.iat) > ttl) {
      throw invalidToken('TOKEN_INVALID', 'The access token is not valid');
    }
    const sub = String(payload.sub ?? '');
    const scope = String(payload.scope ?? '');
    const expiresAt = Number(payload.exp) * 1000;
    if (sub.startsWith('user:')) {
      const id = Number(sub.slice(5));
      const [user] = Number.isInteger(id) ? await this.db.select().from(users).where(eq(users.id, id)) : [];
      if (!user?.active) throw invalidToken('TOKEN_REVOKED', 'The consultant is not active');
      // Tokens from before the generation claim speak for generation 0.
      if ((payload.gen ?? 0) !== user.tokenGeneration) {
        throw invalidToken(
          'TOKEN_REVOKED',
          "The access token was issued before the consultant's deactivation or role change; sign in again",
        );
      }
      const principal: BearerPrincipal = {
        type: 'bearer',
        sub,
        role: user.role,
        scope,
        userId: user.id,
        ci: user.ci,
        orgId: user.orgId,
        clientId: null,
      };
      return { principal, expiresAt };
    }
    if (sub.startsWith('client:')) {
      const clientId = sub.slice(7);
      const [client] = await this.db
        .select({ revokedAt: oauthClients.revokedAt })
        .from(oauthClients)
        .where(eq(oauthClients.clientId, clientId));
      if (!client) throw invalidToken('TOKEN_INVALID', 'The access token is not valid');
      if (client.revokedAt) throw invalidToken('TOKEN_REVOKED', 'The client has been revoked');
      const principal: BearerPrincipal = {
        type: 'bearer',
        sub,
        role: 'SYSTEM',
        scope,
        userId: null,
        ci: null,
        orgId: null,
        clientId,
      };
      return { principal, expiresAt };
    }
    throw invalidToken('TOKEN_INVALID', 'The access token is not valid');
  }

  // ---------- refresh tokens ----------

  /** Access token plus a new refresh token, in a new family or (rotation) an existing one. */
  async issueForUser(db: Executor, user: TokenUser, familyId: string = randomUUID()): Promise<IssuedTokens> {
    const refresh = opaque('rt');
    await db.insert(refreshTokens).values({
      tokenHash: sha256(refresh),
      familyId,
      userId: user.id,
      scope: CLAIMS_SCOPE,
      expiresAt: new Date(this.now() + this.config.refreshTokenTtlSeconds * 1000),
    });
    const access = await this.signForUser(user);
    return { response: { ...access, refresh_token: refresh } as TokenResponse, familyId };
  }

  /**
   * Rotation: the presented token is spent in one conditional update, so two concurrent uses cannot both
   * succeed. A token already spent (or revoked) is a reuse: the whole family is revoked.
   */
  async refresh(refreshToken: string): Promise<TokenResponse> {
    const hash = sha256(refreshToken);
    const outcome = await withTransaction(this.db, async (tx) => {
      const [spent] = await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning();
      if (!spent) {
        const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
        if (!known) return { error: 'The refresh token is not valid', guess: true };
        await revokeFamily(tx, known.familyId);
        return { error: 'The refresh token was already used or revoked; its sign-in has been revoked' };
      }
      if (spent.expiresAt.getTime() <= this.now()) return { error: 'The refresh token has expired' };
      const [user] = await tx.select().from(users).where(eq(users.id, spent.userId));
      if (!user?.active) {
        await revokeFamily(tx, spent.familyId);
        return { error: 'The consultant is not active' };
      }
      return { response: (await this.issueForUser(tx, user, spent.familyId)).response };
    });
    // Errors are returned, not thrown, so that the revocation commits.
    if ('error' in outcome) throw new OAuthError('invalid_grant', outcome.error as string, 'guess' in outcome);
    return outcome.response;
  }

  // ---------- authorization codes (after SSO) ----------

  async createAuthorizationCode(db: Executor, userId: number, redirectUri: string): Promise<string> {
    const code = opaque('ac');
    await db.insert(authorizationCodes).values({
      codeHash: sha256(code),
      userId,
      redirectUri,
      expiresAt: new Date(this.now() + this.config.authorizationCodeTtlSeconds * 1000),
    });
    return code;
  }

  /** One-time: a second presentation fails and revokes what the first one issued (RFC 6749 §4.1.2). */
  async redeemAuthorizationCode(code: string, redirectUri: string | undefined): Promise<TokenResponse> {
    const hash = sha256(code);
    const outcome = await withTransaction(this.db, async (tx) => {
      const [spent] = await tx
        .update(authorizationCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(authorizationCodes.codeHash, hash), isNull(authorizationCodes.usedAt)))
        .returning();
      if (!spent) {
        const [known] = await tx.select().from(authorizationCodes).where(eq(authorizationCodes.codeHash, hash));
        if (known?.familyId) await revokeFamily(tx, known.familyId);
        return known ? { error: 'The code was already used' } : { error: 'The code is not valid', guess: true };
      }
      if (spent.expiresAt.getTime() <= this.now()) return { error: 'The code has expired' };
      if (!redirectUri || redirectUri !== spent.redirectUri) {
        return { error: 'redirect_uri does not match the one the code was issued for' };
      }
      const [user] = await tx.select().from(users).where(eq(users.id, spent.userId));
      if (!user?.active) return { error: 'The consultant is not active' };
      const issued = await this.issueForUser(tx, user);
      await tx
        .update(authorizationCodes)
        .set({ familyId: issued.familyId })
        .where(eq(authorizationCodes.codeHash, hash));
      return { response: issued.response };
    });
    // Errors are returned, not thrown, so the code stays spent (the transaction commits).
    if ('error' in outcome) throw new OAuthError('invalid_grant', outcome.error as string, 'guess' in outcome);
    return outcome.response;
  }

  // ---------- system clients ----------

  async clientCredentials(clientId: string, clientSecret: string): Promise<TokenResponse> {
    const [client] = await this.db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
    // The same answer and the same work for an unknown id, a wrong secret and a revoked client; all three count as
    // guesses, so that the failed-authentication limit does not tell them apart either.
    const expected = Buffer.from(client?.secretHash ?? sha256(`no client ${clientId}`), 'hex');
    const matches = timingSafeEqual(expected, Buffer.from(sha256(clientSecret), 'hex'));
    if (!client || !matches || client.revokedAt) {
      throw new OAuthError('invalid_client', 'Client authentication failed', true);
    }
    return this.sign(`client:${client.clientId}`, 'SYSTEM', { client_id: client.clientId });
  }
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
    .where(eq(refreshTokens.familyId, familyId));
}

export async function revokeUserRefreshTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Removes sign-in state nobody can use any more: expired SSO logins and codes, long-expired refresh tokens. */
export async function deleteExpiredAuthState(db: Executor): Promise<void> {
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(authorizationCodes).where(lt(authorizationCodes.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, sql`now() - interval '30 days'`));
}

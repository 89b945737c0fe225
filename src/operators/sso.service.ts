import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { SsoConfig } from '../claims/claims.config.js';
import { operatorSsoLogins, operators } from '../db/schema/index.js';
import { internalCaller } from '../platform/access/caller.js';
import type { OperatorRole } from '../platform/auth.js';
import { AppError, badRequest } from '../platform/errors.js';
import { emit } from '../platform/events.js';
import { withTransaction } from '../platform/transactions.js';
import type { OperatorDeps } from './operators.deps.js';
import { startSession } from './sessions.service.js';

const LOGIN_TTL_MS = 10 * 60 * 1000;

export type SsoOutcome = { ok: true; token: string; next: 'console' | 'totp' } | { ok: false; reason: string };

/**
 * Console sign-in through the configured OpenID Connect provider (the one of SSO_ISSUER): authorization code with
 * PKCE, state and nonce. Only an existing, active operator, only with `email_verified: true`; the first sign-in binds
 * the account to the provider's (iss, sub), later ones must come from that subject. The role is never taken from
 * the provider.
 */
export class OperatorSso {
  private discovered: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly deps: OperatorDeps,
    private readonly config: SsoConfig | null,
  ) {}

  private get callbackUrl() {
    return `${this.deps.publicBaseUrl}/console/api/sso/callback`;
  }

  private settings() {
    if (!this.config) throw new AppError('SSO_NOT_CONFIGURED', 'No identity provider is configured');
    return this.config;
  }

  private async client() {
    const config = this.settings();
    this.discovered ??= oidc
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        execute: config.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        timeout: 5,
      })
      .catch((error) => {
        this.discovered = null;
        throw error;
      });
    try {
      return await this.discovered;
    } catch {
      throw new AppError('SSO_UNAVAILABLE', 'The identity provider cannot be reached; retry shortly');
    }
  }

  /** The provider's authorization URL. */
  async start() {
    const config = this.settings();
    const client = await this.client();
    const state = randomBytes(24).toString('base64url');
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.deps.db.insert(operatorSsoLogins).values({
      state,
      codeVerifier,
      nonce,
      expiresAt: new Date(this.deps.clock() + LOGIN_TTL_MS),
    });
    return oidc
      .buildAuthorizationUrl(client, {
        redirect_uri: this.callbackUrl,
        scope: config.scope,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  async callback(query: Record<string, string | undefined>, rawQuery: string): Promise<SsoOutcome> {
    const config = this.settings();
    const [login] = query.state
      ? await this.deps.db
          .update(operatorSsoLogins)
          .set({ usedAt: new Date(this.deps.clock()) })
          .where(
            and(
              eq(operatorSsoLogins.state, query.state),
              isNull(operatorSsoLogins.usedAt),
              gt(operatorSsoLogins.expiresAt, new Date(this.deps.clock())),
            ),
          )
          .returning()
      : [];
    if (!login) throw badRequest('SSO_STATE_INVALID', 'state: unknown, expired or already used sign-in');
    if (query.error) return { ok: false, reason: 'the identity provider did not sign you in' };
    const client = await this.client();
    let claims: Record<string, unknown>;
    try {
      const tokens = await oidc.authorizationCodeGrant(client, new URL(`${this.callbackUrl}?${rawQuery}`), {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      claims = (tokens.claims() ?? {}) as Record<string, unknown>;
      if (claims.email === undefined) {
        const info = await oidc.fetchUserInfo(client, tokens.access_token, String(claims.sub));
        claims = { ...info, ...claims };
      }
    } catch {
      return { ok: false, reason: 'the sign-in could not be verified' };
    }
    const iss = String(claims.iss ?? config.issuer);
    const sub = String(claims.sub);
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    const refused = async (reason: string, operatorId: number | null) => {
      await emit(this.deps.db, internalCaller(operatorId === null ? 'console:anonymous' : `operator:${operatorId}`), [
        {
          type: 'audit',
          action: 'OPERATOR_SIGN_IN_FAILED',
          target: operatorId === null ? 'operator:unknown' : `operator:${operatorId}`,
          detail: { method: 'sso' },
        },
      ]);
      return { ok: false as const, reason };
    };
    if (claims.email_verified !== true || email === null) return refused('the e-mail is not verified', null);
    const [bound] = await this.deps.db
      .select()
      .from(operators)
      .where(and(eq(operators.ssoIssuer, iss), eq(operators.ssoSubject, sub)));
    const [byEmail] = bound ? [bound] : await this.deps.db.select().from(operators).where(eq(operators.email, email));
    if (!byEmail) return refused('no operator has this e-mail', null);
    const row = byEmail;
    // An account bound to another subject of the provider is not taken over by a second one with the same e-mail.
    if (!bound && row.ssoSubject !== null) return refused('the account is bound to another identity', row.id);
    if (!row.active) return refused('the account is deactivated', row.id);
    const mfa = this.deps.config.mfa && (row.role === 'ADMIN' || row.role === 'REVIEWER');
    if (mfa && row.totpSecretEnc === null) {
      return refused('sign in once with your password to set up the second factor', row.id);
    }
    return withTransaction(this.deps.db, async (tx) => {
      const caller = { kind: 'operator' as const, operatorId: row.id, role: row.role as OperatorRole };
      if (!bound) {
        await tx
          .update(operators)
          .set({ ssoIssuer: iss, ssoSubject: sub, updatedAt: sql`now()` })
          .where(eq(operators.id, row.id));
        await emit(tx, caller, [{ type: 'audit', action: 'OPERATOR_SSO_BOUND', target: `operator:${row.id}` }]);
      }
      if (mfa) {
        const { token } = await startSession(this.deps, tx, row.id, 'PENDING_TOTP');
        return { ok: true as const, token, next: 'totp' as const };
      }
      const { token } = await startSession(this.deps, tx, row.id, 'ACTIVE');
      await emit(tx, caller, [
        { type: 'audit', action: 'OPERATOR_SIGNED_IN', target: `operator:${row.id}`, detail: { method: 'sso' } },
      ]);
      return { ok: true as const, token, next: 'console' as const };
    });
  }
}

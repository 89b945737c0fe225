import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SsoConfig } from '../claims/claims.config.js';
import { operatorSsoLogins, operators } from '../db/schema/index.js';
import { internalCaller } from '../platform/access/caller.js';
import type { OperatorRole } from '../platform/auth.js';
import { AppError, badRequest } from '../platform/errors.js';
import { emit } from '../platform/events.js';
import { OidcRelyingParty } from '../platform/oidc.js';
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
  private readonly provider: OidcRelyingParty | null;

  constructor(
    private readonly deps: OperatorDeps,
    private readonly config: SsoConfig | null,
  ) {
    this.provider = config && new OidcRelyingParty(config, `${deps.publicBaseUrl}/console/api/sso/callback`);
  }

  private settings() {
    if (!this.config || !this.provider) throw new AppError('SSO_NOT_CONFIGURED', 'No identity provider is configured');
    return { config: this.config, provider: this.provider };
  }

  /** The provider's authorization URL. */
  async start(): Promise<string> {
    const { login, url } = await this.settings().provider.begin();
    await this.deps.db
      .insert(operatorSsoLogins)
      .values({ ...login, expiresAt: new Date(this.deps.clock() + LOGIN_TTL_MS) });
    return url;
  }

  async callback(query: Record<string, string | undefined>, rawQuery: string): Promise<SsoOutcome> {
    const { config, provider } = this.settings();
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
    const claims = await provider.finish(login, rawQuery, 'email');
    if (!claims) return { ok: false, reason: 'the sign-in could not be verified' };
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

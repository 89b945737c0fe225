import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ssoLogins, users } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { OidcRelyingParty } from '../../platform/oidc.js';
import type { SsoConfig } from '../claims.config.js';
import type { TokenService } from './tokens.service.js';

const LOGIN_TTL_MS = 10 * 60 * 1000;

export const ssoNotConfigured = (): AppError<'SSO_NOT_CONFIGURED'> =>
  new AppError('SSO_NOT_CONFIGURED', 'No identity provider is configured for single sign-on');

/** Where the caller's browser goes next: a URL with `code` (success) or `error` (refused) and the caller's state. */
function withParams(base: string, params: Record<string, string | null | undefined>) {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v != null) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce (openid-client) against the configured
 * issuer. The provider's user is mapped to an active consultant; the caller receives a one-time code.
 */
export class SsoService {
  private readonly provider: OidcRelyingParty | null;

  constructor(
    private readonly db: Db,
    private readonly config: SsoConfig | null,
    callbackUrl: string,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {
    this.provider = config && new OidcRelyingParty(config, callbackUrl);
  }

  private settings() {
    if (!this.config || !this.provider) throw ssoNotConfigured();
    return { config: this.config, provider: this.provider };
  }

  /** Starts a login: returns the provider's authorization URL. */
  async login(redirectUri: string, clientState: string | undefined): Promise<string> {
    const { config, provider } = this.settings();
    if (!config.allowedRedirectUris.includes(redirectUri)) {
      throw badRequest('REDIRECT_URI_NOT_ALLOWED', 'redirect_uri: is not one of the configured redirect URIs');
    }
    const { login, url } = await provider.begin();
    await this.db.insert(ssoLogins).values({
      ...login,
      redirectUri,
      clientState: clientState ?? null,
      expiresAt: new Date(this.clock() + LOGIN_TTL_MS),
    });
    return url;
  }

  /** Finishes a login; returns where to send the browser (the caller's redirect_uri with a code or an error). */
  async callback(query: Record<string, string | undefined>, rawQuery: string): Promise<string> {
    const { config, provider } = this.settings();
    const state = query.state;
    // The login is spent on first use, so a replayed callback cannot mint a second code.
    const [login] = state
      ? await this.db
          .update(ssoLogins)
          .set({ usedAt: sql`now()` })
          .where(
            and(eq(ssoLogins.state, state), isNull(ssoLogins.usedAt), gt(ssoLogins.expiresAt, new Date(this.clock()))),
          )
          .returning()
      : [];
    if (!login) throw badRequest('SSO_STATE_INVALID', 'state: unknown, expired or already used sign-in');
    const refuse = (error: string, description: string) =>
      withParams(login.redirectUri, { error, error_description: description, state: login.clientState });
    if (query.error) return refuse('access_denied', 'The identity provider did not sign the user in');

    const claims = await provider.finish(login, rawQuery, config.userClaim);
    if (!claims) return refuse('access_denied', 'The sign-in could not be verified');
    const value = claims[config.userClaim];
    if (typeof value !== 'string' || value === '') return refuse('access_denied', 'No consultant matches this user');
    const found = await this.db
      .select()
      .from(users)
      .where(config.userClaim === 'email' ? sql`lower(${users.email}) = ${value.toLowerCase()}` : eq(users.ci, value))
      .limit(2);
    // Two consultants with one e-mail address are ambiguous: neither is signed in.
    if (found.length !== 1) return refuse('access_denied', 'No consultant matches this user');
    const user = found[0];
    if (!user.active) return refuse('access_denied', 'The consultant is deactivated');
    const code = await this.tokens.createAuthorizationCode(this.db, user.id, login.redirectUri);
    return withParams(login.redirectUri, { code, state: login.clientState });
  }
}

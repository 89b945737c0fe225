import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { AppError } from './errors.js';

/** What a relying party needs of its OpenID Connect provider's settings. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

/** The secrets of a sign-in in progress, kept by the caller (one row) until the provider calls back. */
export interface OidcLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * One OpenID Connect provider seen from this service (openid-client): discovery once (again after a failure), the
 * authorization URL of a new sign-in with PKCE, state and nonce, and the code exchange when the provider calls back.
 */
export class OidcRelyingParty {
  private discovered: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly settings: OidcSettings,
    private readonly callbackUrl: string,
  ) {}

  private async configuration() {
    const { issuer, clientId, clientSecret } = this.settings;
    this.discovered ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, undefined, {
        // A plain-http issuer is only ever a local one (development, tests).
        execute: issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
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

  /** A new sign-in: its secrets (to store) and the provider's authorization URL (to send the browser to). */
  async begin(): Promise<{ login: OidcLogin; url: string }> {
    const configuration = await this.configuration();
    const login = {
      state: randomBytes(24).toString('base64url'),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.callbackUrl,
      scope: this.settings.scope,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
      code_challenge_method: 'S256',
      state: login.state,
      nonce: login.nonce,
    });
    return { login, url: url.toString() };
  }

  /**
   * The provider's callback (`rawQuery`) for `login`: the ID token's claims, completed from the userinfo endpoint
   * when `wanted` is missing from them (a userinfo failure leaves it missing); null when the sign-in cannot be verified.
   */
  async finish(login: OidcLogin, rawQuery: string, wanted: string): Promise<Record<string, unknown> | null> {
    const configuration = await this.configuration();
    let claims: Record<string, unknown> | undefined;
    let accessToken: string;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${this.callbackUrl}?${rawQuery}`), {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims() as Record<string, unknown> | undefined;
      accessToken = tokens.access_token;
    } catch {
      return null;
    }
    if (!claims) return null;
    if (claims[wanted] !== undefined) return claims;
    const info = await oidc.fetchUserInfo(configuration, accessToken, String(claims.sub)).catch(() => null);
    return info ? { ...info, ...claims } : claims;
  }
}

import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, type Env, intVar } from '../platform/env.js';
import { ensurePrivateDirSync, PRIVATE_FILE_MODE } from '../platform/private-files.js';

export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The identity provider's claim naming the consultant: `email` matches users.email, any other claim users.ci. */
  userClaim: string;
  scope: string;
  /** The redirect_uri values callers may ask to be sent back to with a one-time code. */
  allowedRedirectUris: string[];
}

export interface ClaimsConfig {
  /** Private EC P-256 JWKs with `kid`; the first signs access tokens, all are published. Null: not configured. */
  jwtSigningKeys: JsonWebKey[] | null;
  /** True when the signing key was generated for the embedded demo (kept in DATA_DIR/demo-jwt-keys.json). */
  demoJwtKeys: boolean;
  /** `iss` of the access tokens. */
  issuer: string;
  accessTokenTtlSeconds: number;
  /** How long a verified access token is trusted before its consultant or client is read again. */
  tokenCacheTtlMs: number;
  refreshTokenTtlSeconds: number;
  authorizationCodeTtlSeconds: number;
  sso: SsoConfig | null;
  /** Where the default fax gateway writes claim dispatches. */
  faxOutboxDir: string;
  /** Days after which sent claim forms are removed from the outbox. */
  faxOutboxRetentionDays: number;
  /** Attempts of a claim dispatch before it stays FAILED. */
  dispatchRetryLimit: number;
  dispatchRetryDelaySeconds: number;
}

/** A new EC P-256 private JWK for signing access tokens (ES256). */
export function generateSigningKey(kid: string): JsonWebKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' } as JsonWebKey;
}

/** `JWT_SIGNING_KEYS`: a JSON array of private EC P-256 JWKs (or one JWK), each with a `kid`; newest first. */
export function parseSigningKeys(raw: string): JsonWebKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('JWT_SIGNING_KEYS must be JSON: an array of private JWKs');
  }
  const keys = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  if (keys.length === 0) throw new ConfigError('JWT_SIGNING_KEYS holds no key');
  for (const k of keys) {
    if (k?.kty !== 'EC' || k.crv !== 'P-256' || typeof k.d !== 'string' || typeof k.kid !== 'string') {
      throw new ConfigError('JWT_SIGNING_KEYS entries must be private EC P-256 JWKs with a "kid"');
    }
  }
  return keys.map((k) => ({ ...k, alg: 'ES256', use: 'sig' }) as JsonWebKey);
}

/** Embedded demo mode only: the signing key is generated once and kept beside the data. */
function demoJwtKeys(dataDir: string): JsonWebKey[] {
  const file = join(dataDir, 'demo-jwt-keys.json');
  if (existsSync(file)) return parseSigningKeys(readFileSync(file, 'utf8'));
  ensurePrivateDirSync(dataDir);
  const keys = [generateSigningKey('demo1')];
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: PRIVATE_FILE_MODE });
  return keys;
}

function ssoConfig(env: Env): SsoConfig | null {
  const issuer = env.SSO_ISSUER;
  if (!issuer) return null;
  const clientId = env.SSO_CLIENT_ID;
  const clientSecret = env.SSO_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw new ConfigError('SSO_ISSUER needs SSO_CLIENT_ID and SSO_CLIENT_SECRET');
  const allowedRedirectUris = (env.SSO_REDIRECT_URIS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (allowedRedirectUris.length === 0) {
    throw new ConfigError('SSO_ISSUER needs SSO_REDIRECT_URIS: the redirect_uri values callers may use');
  }
  for (const uri of [issuer, ...allowedRedirectUris]) {
    if (!URL.canParse(uri)) throw new ConfigError(`SSO: "${uri}" is not a URL`);
  }
  return {
    issuer,
    clientId,
    clientSecret,
    userClaim: env.SSO_USER_CLAIM || 'email',
    scope: env.SSO_SCOPE || 'openid email profile',
    allowedRedirectUris,
  };
}

export function loadClaimsConfig(
  env: Env,
  base: { dataDir: string; databaseUrl: string | null; publicBaseUrl: string },
): ClaimsConfig {
  let jwtSigningKeys = env.JWT_SIGNING_KEYS ? parseSigningKeys(env.JWT_SIGNING_KEYS) : null;
  let demo = false;
  if (!jwtSigningKeys && !base.databaseUrl) {
    jwtSigningKeys = demoJwtKeys(base.dataDir);
    demo = true;
  }
  return {
    jwtSigningKeys,
    demoJwtKeys: demo,
    issuer: base.publicBaseUrl,
    accessTokenTtlSeconds: intVar(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 60, 86_400),
    tokenCacheTtlMs: intVar(env, 'TOKEN_CACHE_TTL_MS', 5000, 0, 300_000),
    refreshTokenTtlSeconds: intVar(env, 'REFRESH_TOKEN_TTL_SECONDS', 14 * 86_400, 300, 365 * 86_400),
    authorizationCodeTtlSeconds: 60,
    sso: ssoConfig(env),
    faxOutboxDir: resolve(env.FAX_OUTBOX_DIR || join(base.dataDir, 'fax-outbox')),
    faxOutboxRetentionDays: intVar(env, 'FAX_OUTBOX_RETENTION_DAYS', 30, 1, 3650),
    dispatchRetryLimit: intVar(env, 'CLAIM_DISPATCH_RETRY_LIMIT', 5, 0, 100),
    dispatchRetryDelaySeconds: intVar(env, 'CLAIM_DISPATCH_RETRY_DELAY_SECONDS', 30, 1, 86_400),
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from './errors.js';

export type KeyKind = 'admin' | 'portal' | 'provider';

/** Who a valid API key speaks for. */
export interface ApiKeyPrincipal {
  type: 'apiKey';
  /** Null for the key given by ADMIN_API_KEY. */
  keyId: number | null;
  kind: KeyKind;
  providerId: number | null;
  /** Null: any portal user. */
  portalIds: number[] | null;
  /** This key's rate-limit override; null: the configured default. */
  rateLimit?: { rps: number | null; burst: number | null } | null;
}

export type KeyLookup = { status: 'ok'; principal: ApiKeyPrincipal } | { status: 'unknown' } | { status: 'revoked' };

/**
 * Verifies an `X-API-Key`. Declared here and implemented by the keys feature, so that authentication knows no
 * feature.
 */
export interface KeyVerifier {
  verify(key: string): Promise<KeyLookup>;
  /** The principal of a key verified recently, trusted without a new check; undefined otherwise. */
  trusted(key: string): ApiKeyPrincipal | undefined;
}

export interface RouteAuth {
  /** Key kinds allowed besides `admin`, which may call everything. */
  apiKey?: KeyKind[];
  /**
   * `Authorization: Bearer <JWT>` (claims interface): `true` for any valid token, or the roles allowed.
   * A route with both `apiKey` and `bearer` takes whichever credential the request carries.
   */
  bearer?: true | BearerRole[];
}

/** A consultant's role, or `SYSTEM` for a system client (client_credentials). */
export type BearerRole = 'ADMIN' | 'MANAGER' | 'FC' | 'SYSTEM';

/** Who a valid access token speaks for. */
export interface BearerPrincipal {
  type: 'bearer';
  /** The token's `sub`: `user:<id>` or `client:<clientId>`. */
  sub: string;
  role: BearerRole;
  scope: string;
  /** Consultant tokens only. */
  userId: number | null;
  ci: string | null;
  orgId: number | null;
  /** System client tokens only. */
  clientId: string | null;
}

/** Verifies an access token; throws a 401 AppError when it is not valid. */
export interface BearerVerifier {
  verify(token: string): Promise<BearerPrincipal>;
  /** The principal of a token verified recently, trusted without a new check; undefined otherwise. */
  trusted(token: string): BearerPrincipal | undefined;
}

/** Limits failed authentications per client address (see `AuthFailureLimiter`). */
export interface AuthFailureGuard {
  /** An error to answer with instead of checking a credential, while the address is refused. */
  refusal(address: string): AppError | null;
  /** Counts a failed authentication; the error to answer with instead of the 401 once the address is over. */
  failed(address: string): Promise<AppError | null>;
}

/** A console operator's role; read from the database on every request. */
export type OperatorRole = 'ADMIN' | 'REVIEWER' | 'VIEWER';

/** Who a valid console session speaks for. */
export interface OperatorPrincipal {
  type: 'operator';
  operatorId: number;
  role: OperatorRole;
  sessionId: number;
}

/**
 * Authenticates a console session cookie. Declared here and implemented by the operators feature (which owns the
 * permission table), so that authentication knows no feature.
 */
export interface SessionAuthenticator {
  /**
   * The operator of the request's session, after its CSRF and permission checks; null when the request carries no
   * session cookie or the route does not accept sessions (the route's own credentials then apply).
   */
  authenticate(request: FastifyRequest): Promise<OperatorPrincipal | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    apiKey: ApiKeyPrincipal | null;
    bearer: BearerPrincipal | null;
    operator: OperatorPrincipal | null;
  }
}

function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  return Array.isArray(header) ? header[0] : header;
}

const bearerChallenge = { 'WWW-Authenticate': 'Bearer' };

/** Failed authentications that count against the address's budget. */
const GUESSES = new Set(['API_KEY_INVALID', 'TOKEN_INVALID']);

/**
 * Authenticates `X-API-Key` or `Authorization: Bearer` once per request on every route that declares
 * `config.auth`.
 */
export function registerAuth(
  app: FastifyInstance,
  verifier: KeyVerifier,
  bearerVerifier?: BearerVerifier,
  failures?: AuthFailureGuard,
  sessions?: SessionAuthenticator,
) {
  app.decorateRequest('apiKey', null);
  app.decorateRequest('bearer', null);
  app.decorateRequest('operator', null);
  // A callback hook: a credential verified moments ago is accepted without a promise (most requests); anything
  // else takes the full check below.
  app.addHook('onRequest', (request, _reply, done) => {
    const auth = request.routeOptions.config.auth;
    if (!auth || fromCache(request, auth)) return done();
    check(request).then(() => done(), done);
  });

  /**
   * Sets the principal of a credential this instance verified moments ago, when the route accepts it, and answers
   * true; false when the full check must run (no such credential, a session, or any refusal to give).
   */
  function fromCache(request: FastifyRequest, auth: RouteAuth): boolean {
    const key = apiKeyOf(request);
    const authorization = request.headers.authorization;
    if (sessions && key === undefined && authorization === undefined) return false;
    if (auth.bearer && (!auth.apiKey || authorization !== undefined)) {
      const token = bearerTokenOf(request);
      const principal = token ? bearerVerifier?.trusted(token) : undefined;
      if (!principal || (auth.bearer !== true && !auth.bearer.includes(principal.role))) return false;
      request.bearer = principal;
      return true;
    }
    const principal = auth.apiKey && key ? verifier.trusted(key) : undefined;
    if (!principal || (principal.kind !== 'admin' && !auth.apiKey?.includes(principal.kind))) return false;
    request.apiKey = principal;
    return true;
  }

  async function check(request: FastifyRequest) {
    if (!failures) return authenticate(request);
    // An address over its failed-authentication budget is refused before any credential is looked up, except a
    // credential this instance verified moments ago (a guessing neighbour does not lock out a working client).
    const refusal = failures.refusal(request.ip);
    if (refusal && !trustedCredential(request)) throw refusal;
    try {
      await authenticate(request);
    } catch (error) {
      // A credential that is not ours is a guess; a missing, expired or revoked one is not.
      if (error instanceof AppError && GUESSES.has(error.code)) throw (await failures.failed(request.ip)) ?? error;
      throw error;
    }
  }

  function trustedCredential(request: FastifyRequest) {
    const token = bearerTokenOf(request);
    if (token && bearerVerifier?.trusted(token)) return true;
    const key = apiKeyOf(request);
    return key !== undefined && verifier.trusted(key) !== undefined;
  }

  async function authenticate(request: FastifyRequest) {
    const auth = request.routeOptions.config.auth;
    // A request that carries a key or a token is judged on it alone; the session cookie is ignored.
    if (auth && sessions && apiKeyOf(request) === undefined && request.headers.authorization === undefined) {
      const operator = await sessions.authenticate(request);
      if (operator) {
        request.operator = operator;
        return;
      }
    }
    if (auth?.bearer && (!auth.apiKey || request.headers.authorization !== undefined)) {
      const token = bearerTokenOf(request);
      if (!token) {
        throw new AppError('TOKEN_MISSING', 'Send an access token: Authorization: Bearer <token>', {
          headers: bearerChallenge,
        });
      }
      if (!bearerVerifier) throw new AppError('TOKEN_INVALID', 'Access tokens are not accepted here');
      const principal = await bearerVerifier.verify(token);
      if (auth.bearer !== true && !auth.bearer.includes(principal.role)) {
        throw forbidden('ROLE_FORBIDDEN', `A ${principal.role} token may not call this operation`);
      }
      request.bearer = principal;
      return;
    }
    if (!auth?.apiKey) return;
    const key = apiKeyOf(request);
    if (!key) throw unauthorized('API_KEY_MISSING', 'Send your key in the X-API-Key header');
    const result = await verifier.verify(key);
    if (result.status === 'unknown') throw unauthorized('API_KEY_INVALID', 'The API key is not valid');
    if (result.status === 'revoked') throw unauthorized('API_KEY_REVOKED', 'The API key has been revoked');
    const principal = result.principal;
    if (principal.kind !== 'admin' && !auth.apiKey.includes(principal.kind)) {
      throw forbidden('KEY_SCOPE', `A ${principal.kind} key may not call this operation`);
    }
    request.apiKey = principal;
  }
}

export function principalOf(request: FastifyRequest): ApiKeyPrincipal {
  if (!request.apiKey) throw unauthorized('API_KEY_MISSING', 'Send your key in the X-API-Key header');
  return request.apiKey;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyPrincipal, ApiKeyVerifier, KeyKind } from '../keys/keys.service.js';
import { forbidden, unauthorized } from './errors.js';

export interface RouteAuth {
  /** Key kinds allowed besides `admin`, which may call everything. */
  apiKey?: KeyKind[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    apiKey: ApiKeyPrincipal | null;
  }
}

/** Authenticates `X-API-Key` once per request on every route that declares `config.auth`. */
export function registerAuth(app: FastifyInstance, verifier: ApiKeyVerifier) {
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth?.apiKey) return;
    const header = request.headers['x-api-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) throw unauthorized('API_KEY_MISSING', 'Send your key in the X-API-Key header');
    const result = await verifier.verify(key);
    if (result.status === 'unknown') throw unauthorized('API_KEY_INVALID', 'The API key is not valid');
    if (result.status === 'revoked') throw unauthorized('API_KEY_REVOKED', 'The API key has been revoked');
    const principal = result.principal;
    if (principal.kind !== 'admin' && !auth.apiKey.includes(principal.kind)) {
      throw forbidden('KEY_SCOPE', `A ${principal.kind} key may not call this operation`);
    }
    request.apiKey = principal;
  });
}

export function principalOf(request: FastifyRequest): ApiKeyPrincipal {
  if (!request.apiKey) throw unauthorized('API_KEY_MISSING', 'Send your key in the X-API-Key header');
  return request.apiKey;
}

/** The key must be allowed to act for this portal user. */
export function requirePortalScope(principal: ApiKeyPrincipal, portalId: number) {
  if (principal.kind === 'provider') throw forbidden('KEY_SCOPE', 'A provider key may not act for a portal user');
  if (principal.kind === 'portal' && principal.portalIds && !principal.portalIds.includes(portalId)) {
    throw forbidden('KEY_SCOPE', 'This key may not act for that portalId');
  }
}

/** The key must be allowed to act for this provider. */
export function requireProviderScope(principal: ApiKeyPrincipal, providerId: number) {
  if (principal.kind === 'provider' && principal.providerId !== providerId) {
    throw forbidden('KEY_SCOPE', 'This key may not act for that providerId');
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The realm named in authentication challenges. */
export const REALM = 'leadline';

/** The challenges a 401 answers with, from the schemes the route accepts (RFC 9110 §11.6.1, RFC 6750 §3). */
function challengesOf(request: FastifyRequest): string[] {
  const auth = request.routeOptions.config?.auth;
  if (!auth) return [];
  const challenges: string[] = [];
  if (auth.apiKey) challenges.push(`ApiKey realm="${REALM}"`);
  if (auth.bearer) {
    // A token was presented and refused: say so; none presented: no error code (RFC 6750 §3.1).
    const presented = /^Bearer\s/i.test(request.headers.authorization ?? '');
    challenges.push(presented ? `Bearer realm="${REALM}", error="invalid_token"` : `Bearer realm="${REALM}"`);
  }
  return challenges;
}

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/admin/') || url.startsWith('/console/');

/**
 * Headers every response needs, in one synchronous hook (no promise per request on the hot paths):
 * - `X-Request-Id`: the request's id (the client's own when it sent a well-formed one);
 * - `X-Content-Type-Options: nosniff` on every response;
 * - `Cache-Control: no-store` on every API response that does not choose its own caching: lists and leads, claim
 *   records, keys and client secrets shown once, errors. The few public-cacheable lookups (terms, job codes) and
 *   the token endpoint set theirs, which is kept;
 * - a `WWW-Authenticate` challenge on a 401 that has none, for each scheme the route accepts
 *   (`ApiKey realm="leadline"` for `X-API-Key`, `Bearer realm="leadline"` for access tokens).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control') && isApi(request.url)) reply.header('cache-control', 'no-store');
    if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) {
      const challenges = challengesOf(request);
      if (challenges.length) reply.header('www-authenticate', challenges.length === 1 ? challenges[0] : challenges);
    }
    done(null, payload);
  });
}

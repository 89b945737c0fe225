import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply } from 'fastify';
import { type Static, Type } from 'typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { AppError, errorResponses, isDatabaseUnavailable } from '../../platform/errors.js';
import { retryAfterHeader } from '../../platform/openapi.js';
import { StrictObject } from '../../platform/schemas.js';
import {
  AuthorizationServerMetadata,
  CreatedClient,
  Jwks,
  OAuthErrorBody,
  OperatorToken,
  TokenBody,
  TokenResponseSchema,
} from './auth.schemas.js';
import { SystemClientList } from './clients.schemas.js';
import { createSystemClient, issueUserToken, listSystemClients, revokeSystemClient } from './clients.service.js';
import { CLAIMS_SCOPE, OAuthError } from './tokens.service.js';

/** An RFC 6749 error answered with Retry-After (documentation only: these are sent by the error handler). */
const oauthRetry = (description: string) => ({
  description,
  headers: retryAfterHeader,
  content: { 'application/json': { schema: OAuthErrorBody } },
});

/**
 * A refusal of the platform (the request limit, the failed-authentication limit) keeps its status and headers
 * (`Retry-After`) and is told in the endpoint's own RFC 6749 form, its stable code lower-cased as `error`.
 */
function sendRefusal(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply
    .status(error.status)
    .headers({ 'cache-control': 'no-store', pragma: 'no-cache' })
    .type('application/json')
    .serializer(JSON.stringify)
    .send({ error: error.code.toLowerCase(), error_description: error.message });
}

function sendOAuthError(reply: FastifyReply, error: OAuthError, status: number = error.status) {
  if (error.error === 'invalid_client') reply.header('WWW-Authenticate', 'Basic realm="leadline"');
  return reply
    .status(status)
    .headers({ 'cache-control': 'no-store', pragma: 'no-cache' })
    .type('application/json')
    .serializer(JSON.stringify)
    .send({ error: error.error, error_description: error.message });
}

/** client_secret_basic (RFC 6749 §2.3.1: both parts form-encoded) or client_secret_post. */
function clientCredentialsOf(authorization: string | undefined, body: { client_id?: string; client_secret?: string }) {
  if (authorization?.toLowerCase().startsWith('basic ')) {
    if (body.client_secret !== undefined) {
      throw new OAuthError('invalid_request', 'Use one client authentication method, not two');
    }
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const sep = decoded.indexOf(':');
    if (sep < 0) throw new OAuthError('invalid_client', 'Client authentication failed', true);
    try {
      return {
        clientId: decodeURIComponent(decoded.slice(0, sep).replace(/\+/g, ' ')),
        clientSecret: decodeURIComponent(decoded.slice(sep + 1).replace(/\+/g, ' ')),
      };
    } catch {
      throw new OAuthError('invalid_client', 'Client authentication failed', true);
    }
  }
  if (body.client_id && body.client_secret) return { clientId: body.client_id, clientSecret: body.client_secret };
  return null;
}

const adminTags = ['Admin: claims'];

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tokens, sso } = app.deps.claims;
  const clients = { db: app.deps.database.db, clock: app.deps.clock, tokens };

  // The token endpoint takes the OAuth form encoding as well as JSON (parser scoped to this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const params = new URLSearchParams(body as string);
    const out: Record<string, string> = {};
    for (const [k, v] of params) {
      if (k in out) return done(new OAuthError('invalid_request', `${k} is given more than once`), undefined);
      // RFC 6749 §3.2: a parameter without a value is treated as omitted.
      if (v !== '') out[k] = v;
    }
    done(null, out);
  });

  app.post(
    '/api/v1/auth/token',
    {
      config: {
        openapi: {
          response: {
            429: oauthRetry(
              'Over the request limit (`rate_limited`), or the address has guessed too many credentials (`auth_rate_limited`)',
            ),
            503: oauthRetry('The database is not reachable right now (temporarily_unavailable)'),
          },
        },
      },
      schema: {
        tags: ['Claims: auth'],
        operationId: 'issueToken',
        summary: 'OAuth 2.0 token endpoint (client_credentials, authorization_code, refresh_token)',
        description:
          'Form-encoded or JSON. Errors follow RFC 6749 (`{"error": "invalid_grant", "error_description": ...}`), ' +
          'not problem+json. System clients authenticate with HTTP Basic or client_id/client_secret in the body.',
        // What every OAuth client sends; JSON is accepted too.
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenBody,
        response: {
          200: TokenResponseSchema,
          400: OAuthErrorBody,
          401: OAuthErrorBody,
          413: OAuthErrorBody,
        },
      },
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error instanceof OAuthError) return sendOAuthError(reply, error);
        if (error instanceof AppError && (error.status === 429 || error.status === 503)) {
          return sendRefusal(reply, error);
        }
        if (isDatabaseUnavailable(error)) {
          reply.log.warn({ errCode: (error as { code?: string }).code }, 'database unavailable');
          return sendRefusal(
            reply,
            new AppError('TEMPORARILY_UNAVAILABLE', 'The database is not reachable; retry shortly', {
              headers: { 'Retry-After': '1' },
            }),
          );
        }
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return sendOAuthError(reply, new OAuthError('invalid_request', 'The request body is larger than 1 MiB'), 413);
        }
        const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
        if (error.validation || error instanceof SyntaxError || (status >= 400 && status < 500)) {
          return sendOAuthError(reply, new OAuthError('invalid_request', 'The token request is malformed'));
        }
        reply.log.error({ err: error }, 'token endpoint failed');
        return sendOAuthError(reply, new OAuthError('server_error', 'An unexpected error occurred'));
      },
    },
    async (request, reply) => {
      const body = request.body;
      reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' });
      if (body.scope !== undefined && !body.scope.split(' ').every((s) => s === CLAIMS_SCOPE)) {
        throw new OAuthError('invalid_scope', `The only scope is "${CLAIMS_SCOPE}"`);
      }
      // Every grant presents a credential (a client secret, a code, a refresh token): an address over its
      // failed-authentication budget is refused before any of them is checked, so a right guess cannot be told
      // from a wrong one; a credential that is not ours spends the budget like a wrong API key.
      const failures = app.deps.authFailures;
      const refusal = failures?.refusal(request.ip);
      if (refusal) throw refusal;
      try {
        return await grant(request.headers.authorization, body);
      } catch (error) {
        if (failures && error instanceof OAuthError && error.guess) throw (await failures.failed(request.ip)) ?? error;
        throw error;
      }
    },
  );

  function grant(authorization: string | undefined, body: Static<typeof TokenBody>) {
    const client = clientCredentialsOf(authorization, body);
    switch (body.grant_type) {
      case 'client_credentials':
        if (!client) throw new OAuthError('invalid_client', 'Client authentication failed');
        return tokens.clientCredentials(client.clientId, client.clientSecret);
      case 'authorization_code':
        if (!body.code) throw new OAuthError('invalid_request', 'code is required');
        return tokens.redeemAuthorizationCode(body.code, body.redirect_uri);
      case 'refresh_token':
        if (!body.refresh_token) throw new OAuthError('invalid_request', 'refresh_token is required');
        return tokens.refresh(body.refresh_token);
      default:
        throw new OAuthError(
          'unsupported_grant_type',
          'grant_type must be client_credentials, authorization_code or refresh_token',
        );
    }
  }

  // RFC 8414: what a standard OAuth client needs to find the endpoints. The authorization endpoint (and with it the
  // authorization_code grant, whose codes only SSO issues) is published only when an identity provider is configured.
  app.get(
    '/.well-known/oauth-authorization-server',
    {
      schema: {
        tags: ['Claims: auth'],
        operationId: 'getAuthorizationServerMetadata',
        summary: 'OAuth 2.0 authorization server metadata (RFC 8414)',
        description:
          'What a standard OAuth client needs to discover this service: issuer, token endpoint, JWKS, grant types ' +
          'and client authentication methods; the SSO login as `authorization_endpoint` when an identity provider ' +
          'is configured. Public, cacheable for 5 minutes.',
        response: { 200: AuthorizationServerMetadata },
      },
    },
    async (_request, reply) => {
      const issuer = app.deps.config.claims.issuer;
      const sso = app.deps.config.claims.sso !== null;
      reply.header('cache-control', 'public, max-age=300');
      return {
        issuer,
        token_endpoint: `${issuer}/api/v1/auth/token`,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
        grant_types_supported: sso
          ? ['client_credentials', 'authorization_code', 'refresh_token']
          : ['client_credentials', 'refresh_token'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        response_types_supported: sso ? ['code'] : [],
        ...(sso
          ? { authorization_endpoint: `${issuer}/api/v1/auth/sso/login`, response_modes_supported: ['query'] }
          : {}),
        scopes_supported: [CLAIMS_SCOPE],
        service_documentation: `${issuer}/docs`,
      };
    },
  );

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['Claims: auth'],
        operationId: 'getJwks',
        summary: 'Public keys that verify access tokens',
        description:
          "The public keys (JWK set, ES256) that verify this service's access tokens, newest first; a key is " +
          'published before it signs.',
        response: { 200: Jwks },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return tokens.jwks();
    },
  );

  app.get(
    '/api/v1/auth/sso/login',
    {
      schema: {
        tags: ['Claims: auth'],
        operationId: 'startSso',
        summary: 'Start single sign-on (302 to the identity provider)',
        description:
          "Redirects the consultant's browser to the identity provider (authorization code flow). " +
          'The authorization endpoint of the metadata document: besides `redirect_uri` (one of SSO_REDIRECT_URIS) ' +
          'and `state` (given back unchanged) it takes the standard `response_type` (only `code`), `scope` (only ' +
          '`claims`) and `client_id` (not checked: the allowed redirect URIs decide where a code may go). PKCE ' +
          'parameters are refused: not supported. 404 SSO_NOT_CONFIGURED without an identity provider.',
        querystring: StrictObject({
          redirect_uri: Type.String({ minLength: 1, maxLength: 2000 }),
          state: Type.Optional(Type.String({ maxLength: 500 })),
          response_type: Type.Optional(Type.Literal('code')),
          scope: Type.Optional(Type.Literal(CLAIMS_SCOPE)),
          client_id: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: {
          302: Type.Null(),
          ...errorResponses('REDIRECT_URI_NOT_ALLOWED', 'SSO_NOT_CONFIGURED', 'SSO_UNAVAILABLE'),
        },
      },
    },
    async (request, reply) => {
      const location = await sso.login(request.query.redirect_uri, request.query.state);
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.get(
    '/api/v1/auth/sso/callback',
    {
      schema: {
        tags: ['Claims: auth'],
        operationId: 'finishSso',
        summary: "Finish single sign-on (302 to the caller's redirect_uri with a one-time code, or an error)",
        description:
          "The identity provider's redirect target. Redirects to the caller's redirect_uri with a one-time " +
          'authorization code (60 s) and state, or with error=access_denied when the consultant is unknown ' +
          'or inactive.',
        querystring: Type.Object(
          { state: Type.Optional(Type.String({ maxLength: 500 })) },
          { additionalProperties: Type.String({ maxLength: 4000 }) },
        ),
        response: { 302: Type.Null(), ...errorResponses('SSO_STATE_INVALID', 'SSO_NOT_CONFIGURED', 'SSO_UNAVAILABLE') },
      },
    },
    async (request, reply) => {
      const raw = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const location = await sso.callback(request.query as Record<string, string>, raw);
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.get(
    '/admin/v1/clients',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'listClients',
        summary: 'System clients of the claims interface, revoked ones marked (never a secret)',
        description:
          'Every system client in creation order, with its name, when it was created and whether (and when) it ' +
          'was revoked. Secrets are never shown again after creation.',
        response: { 200: SystemClientList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listSystemClients(clients, callerOf(request)),
  );

  app.post(
    '/admin/v1/clients',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'createClient',
        summary: 'Create a system client for client_credentials (the secret is shown once)',
        description:
          'Creates a system client of the claims interface. The secret is in the answer only; the service ' +
          'keeps its SHA-256.',
        body: StrictObject({ name: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: {
          200: CreatedClient,
          ...errorResponses('KEY_SCOPE'),
        },
      },
    },
    async (request) => createSystemClient(clients, callerOf(request), request.body),
  );

  app.delete(
    '/admin/v1/clients/:clientId',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'revokeClient',
        summary: 'Revoke a system client (its tokens stop working at once)',
        description:
          'Revokes the client and its tokens; later token requests answer invalid_client. Its webhook endpoints ' +
          'are disabled (disabledReason CLIENT_REVOKED).',
        params: Type.Object({ clientId: Type.String({ maxLength: 100 }) }),
        response: { 204: Type.Null(), ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request, reply) =>
      revokeSystemClient(clients, callerOf(request), request.params).then(() => reply.status(204).send(null)),
  );

  app.post(
    '/admin/v1/users/:id/token',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'issueUserToken',
        summary: 'Issue an access token for a consultant (operator support; audited)',
        description:
          'Issues a short-lived access token (no refresh token) for a consultant, for operator support; ' +
          'recorded in the audit log.',
        params: Type.Object({ id: Type.String({ maxLength: 32 }) }),
        response: {
          200: OperatorToken,
          ...errorResponses('KEY_SCOPE', 'NOT_FOUND'),
        },
      },
    },
    async (request) => issueUserToken(clients, callerOf(request), { userId: request.params.id }),
  );
};

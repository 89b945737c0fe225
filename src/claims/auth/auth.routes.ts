import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyError, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { actorOf, recordAudit } from '../../audit/audit.service.js';
import { users } from '../../db/schema/index.js';
import { principalOf } from '../../platform/auth.js';
import { AppError, errorResponses, isDatabaseUnavailable, notFound } from '../../platform/errors.js';
import { component, retryAfterHeader } from '../../platform/openapi.js';
import { parseId, StrictObject } from '../../platform/schemas.js';
import { audit, CLAIMS_SCOPE, createClient, OAuthError, revokeClient } from './tokens.service.js';

const OAuthErrorBody = component(
  'OAuthError',
  Type.Object(
    { error: Type.String(), error_description: Type.Optional(Type.String()) },
    { description: 'RFC 6749 §5.2 error' },
  ),
);

const TokenBody = Type.Object(
  {
    grant_type: Type.String({ maxLength: 100 }),
    client_id: Type.Optional(Type.String({ maxLength: 200 })),
    client_secret: Type.Optional(Type.String({ maxLength: 200 })),
    scope: Type.Optional(Type.String({ maxLength: 200 })),
    code: Type.Optional(Type.String({ maxLength: 200 })),
    redirect_uri: Type.Optional(Type.String({ maxLength: 2000 })),
    refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
  },
  // RFC 6749 §3.2: unrecognized request parameters are ignored.
  { additionalProperties: true },
);

const TokenResponseSchema = component(
  'TokenResponse',
  Type.Object({
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer(),
    scope: Type.String(),
    refresh_token: Type.Optional(Type.String()),
  }),
);

/** An RFC 6749 error answered with Retry-After (documentation only: these are sent by the error handler). */
const oauthRetry = (description: string) => ({
  description,
  headers: retryAfterHeader,
  content: { 'application/json': { schema: OAuthErrorBody } },
});

const Jwks = component(
  'JsonWebKeySet',
  Type.Object({ keys: Type.Array(Type.Object({}, { additionalProperties: true })) }),
);
const CreatedClient = component(
  'CreatedClient',
  Type.Object({
    clientId: Type.String(),
    clientSecret: Type.String({ description: 'Shown once; only its hash is stored' }),
    name: Type.String(),
  }),
);
const OperatorToken = component(
  'OperatorToken',
  Type.Object({ access_token: Type.String(), token_type: Type.Literal('Bearer'), expires_in: Type.Integer() }),
);

function sendOAuthError(reply: FastifyReply, error: OAuthError, status = error.status) {
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
    if (sep < 0) throw new OAuthError('invalid_client', 'Client authentication failed');
    try {
      return {
        clientId: decodeURIComponent(decoded.slice(0, sep).replace(/\+/g, ' ')),
        clientSecret: decodeURIComponent(decoded.slice(sep + 1).replace(/\+/g, ' ')),
      };
    } catch {
      throw new OAuthError('invalid_client', 'Client authentication failed');
    }
  }
  if (body.client_id && body.client_secret) return { clientId: body.client_id, clientSecret: body.client_secret };
  return null;
}

const adminTags = ['Admin: claims'];
const admin = { auth: { apiKey: [] } };

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app.deps;
  const { tokens, sso } = app.deps.claims;

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
            429: oauthRetry('Over the rate limit of the address (temporarily_unavailable)'),
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
        response: { 200: TokenResponseSchema, 400: OAuthErrorBody, 401: OAuthErrorBody, 413: OAuthErrorBody },
      },
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error instanceof OAuthError) return sendOAuthError(reply, error);
        // Over the rate limit, or no database: not the request's fault, so not invalid_request — the status and
        // Retry-After tell the client to come back, in the endpoint's own error format.
        if (error instanceof AppError && error.status === 429) {
          reply.headers(error.headers ?? {});
          return sendOAuthError(reply, new OAuthError('temporarily_unavailable', error.message), 429);
        }
        if (isDatabaseUnavailable(error)) {
          reply.header('Retry-After', '1');
          const unavailable = new OAuthError('temporarily_unavailable', 'The database is not reachable; retry shortly');
          return sendOAuthError(reply, unavailable, 503);
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
      const client = clientCredentialsOf(request.headers.authorization, body);
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
          "Redirects the consultant's browser to the identity provider (authorization code flow with " +
          'PKCE). redirect_uri must be one of SSO_REDIRECT_URIS; state is given back unchanged. 404 ' +
          'SSO_NOT_CONFIGURED without an identity provider.',
        querystring: StrictObject({
          redirect_uri: Type.String({ minLength: 1, maxLength: 2000 }),
          state: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        response: { 302: Type.Null(), ...errorResponses(400, 404, 503) },
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
        response: { 302: Type.Null(), ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const raw = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const location = await sso.callback(request.query as Record<string, string>, raw);
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.post(
    '/admin/v1/clients',
    {
      config: admin,
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
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const created = await database.db.transaction(async (tx) => {
        const client = await createClient(tx, request.body.name);
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'CLIENT_CREATED',
          target: `client:${client.clientId}`,
        });
        return client;
      });
      return { clientId: created.clientId, clientSecret: created.clientSecret, name: created.name };
    },
  );

  app.delete(
    '/admin/v1/clients/:clientId',
    {
      config: admin,
      schema: {
        tags: adminTags,
        operationId: 'revokeClient',
        summary: 'Revoke a system client (its tokens stop working at once)',
        description: 'Revokes the client and its tokens; later token requests answer invalid_client.',
        params: Type.Object({ clientId: Type.String({ maxLength: 100 }) }),
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await database.db.transaction(async (tx) => {
        await revokeClient(tx, request.params.clientId);
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'CLIENT_REVOKED',
          target: `client:${request.params.clientId}`,
        });
      });
      app.deps.claims.tokens.forgetSubject(`client:${request.params.clientId}`);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/v1/users/:id/token',
    {
      config: admin,
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
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const id = parseId(request.params.id);
      const [user] = id === null ? [] : await database.db.select().from(users).where(eq(users.id, id));
      if (!user?.active) throw notFound('User');
      const key = principalOf(request);
      await audit(database.db, `apiKey:${key.keyId ?? 'ADMIN_API_KEY'}`, 'ISSUE_USER_TOKEN', `user:${user.id}`);
      const { access_token, token_type, expires_in } = await tokens.signForUser(user);
      return { access_token, token_type, expires_in };
    },
  );
};

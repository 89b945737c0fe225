import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorResponses } from '../platform/errors.js';
import { consolePageHeaders } from './console.static.js';
import {
  ConsoleOptions,
  ConsoleSession,
  SetPasswordBody,
  SignInBody,
  SignInResult,
  TotpBody,
} from './operators.schemas.js';
import {
  clearSessionCookie,
  csrfHeaderOf,
  requireSameOriginJson,
  sessionCookieOf,
  setSessionCookie,
} from './sessions.service.js';
import { completeTotp, getSession, setPassword, signIn, signOut } from './sign-in.service.js';
import { OperatorSso } from './sso.service.js';

const tags = ['Console'];

/**
 * The console's own API: signing in and out, the session, the one-time password link. These routes take no API key;
 * their changes must come from the console's origin as JSON (a cross-site form cannot sign anybody in or out).
 */
export const consoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.operators;
  const sso = new OperatorSso(deps, app.deps.config.claims.sso);
  const sameOrigin = async (request: FastifyRequest) => requireSameOriginJson(request, deps.config);

  app.post(
    '/console/api/sign-in',
    {
      onRequest: sameOrigin,
      schema: {
        tags,
        operationId: 'consoleSignIn',
        summary: 'Sign in with e-mail and password',
        description:
          'Every refusal is 401 SIGN_IN_FAILED (unknown e-mail, wrong password, locked or inactive account), but ' +
          'the right password of a locked account: 403 OPERATOR_LOCKED (an admin unlocks it). ' +
          'ADMIN and REVIEWER then give a TOTP code (TOTP_REQUIRED), or enrol one first (TOTP_ENROLMENT_REQUIRED), ' +
          'unless CONSOLE_MFA=off. Sets the session cookie.',
        body: SignInBody,
        response: {
          200: SignInResult,
          ...errorResponses('CSRF_REJECTED', 'SIGN_IN_FAILED', 'OPERATOR_LOCKED', 'AUTH_RATE_LIMITED'),
        },
      },
    },
    async (request, reply) => {
      const { result, token } = await signIn(deps, request.ip, sessionCookieOf(request, deps), request.body);
      setSessionCookie(reply, deps, token);
      return result;
    },
  );

  app.post(
    '/console/api/sign-in/totp',
    {
      onRequest: sameOrigin,
      schema: {
        tags,
        operationId: 'consoleSignInTotp',
        summary: 'The second step: the TOTP code (also confirms an enrolment)',
        description:
          'Within 5 minutes of the password step. A wrong code, a code of a step already used (each code works ' +
          'once) or any code while the account is locked ends the pending sign-in (401 SIGN_IN_FAILED) and counts ' +
          'like a wrong password; the lock ends every pending sign-in of the operator. On success the session ' +
          'cookie is replaced by a new one.',
        body: TotpBody,
        response: {
          200: SignInResult,
          ...errorResponses('CSRF_REJECTED', 'SESSION_INVALID', 'SIGN_IN_FAILED', 'AUTH_RATE_LIMITED'),
        },
      },
    },
    async (request, reply) => {
      const { result, token } = await completeTotp(deps, request.ip, sessionCookieOf(request, deps), request.body.code);
      setSessionCookie(reply, deps, token);
      return result;
    },
  );

  app.post(
    '/console/api/sign-out',
    {
      onRequest: sameOrigin,
      schema: {
        tags,
        operationId: 'consoleSignOut',
        summary: 'End the session',
        description: 'Needs X-CSRF-Token. Ends the session and clears the cookie.',
        response: { 204: Type.Null(), ...errorResponses('CSRF_REJECTED', 'SESSION_INVALID') },
      },
    },
    async (request, reply) => {
      await signOut(deps, sessionCookieOf(request, deps), csrfHeaderOf(request));
      clearSessionCookie(reply, deps);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/console/api/session',
    {
      schema: {
        tags,
        operationId: 'consoleSession',
        summary: 'The current session: operator, role and CSRF token',
        description: 'The role as the database holds it now. No session, or an ended one → 401 SESSION_INVALID.',
        response: { 200: ConsoleSession, ...errorResponses('SESSION_INVALID') },
      },
    },
    async (request) => getSession(deps, sessionCookieOf(request, deps)),
  );

  app.get(
    '/console/api/options',
    {
      schema: {
        tags,
        operationId: 'consoleOptions',
        summary: 'What the sign-in page offers (no session needed)',
        description: 'Whether single sign-on through the identity provider is configured.',
        response: { 200: ConsoleOptions },
      },
    },
    async () => ({ sso: app.deps.config.claims.sso !== null }),
  );

  app.post(
    '/console/api/password',
    {
      onRequest: sameOrigin,
      schema: {
        tags,
        operationId: 'consoleSetPassword',
        summary: 'Set a password through a one-time link',
        description:
          'The token of the link and a password of at least 12 characters. The link works once (400 ' +
          "PASSWORD_LINK_INVALID afterwards or when expired); the operator's sessions end.",
        body: SetPasswordBody,
        response: { 204: Type.Null(), ...errorResponses('CSRF_REJECTED', 'PASSWORD_LINK_INVALID') },
      },
    },
    async (request, reply) => {
      await setPassword(deps, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/console/api/sso/start',
    {
      schema: {
        tags,
        operationId: 'consoleSsoStart',
        summary: 'Sign in through the identity provider (302 to it)',
        description:
          'Only when SSO_ISSUER is set (else 404 SSO_NOT_CONFIGURED). Register ' +
          '<PUBLIC_BASE_URL>/console/api/sso/callback as a redirect URI at the provider.',
        response: { 302: Type.Null(), ...errorResponses('SSO_NOT_CONFIGURED', 'SSO_UNAVAILABLE') },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').redirect(await sso.start(), 302),
  );

  app.get(
    '/console/api/sso/callback',
    {
      schema: {
        tags,
        operationId: 'consoleSsoCallback',
        summary: "The identity provider's return: a 200 page that goes on to /console/",
        description:
          'Signs in the existing operator with this verified e-mail (bound to the provider\u2019s iss and sub from ' +
          'then on) and answers a page that navigates to /console/: a SameSite=Strict cookie set on a cross-site ' +
          'redirect would not be sent. A refusal answers a page that navigates to /console/?sso=refused.',
        querystring: Type.Object(
          { state: Type.Optional(Type.String({ maxLength: 500 })) },
          { additionalProperties: Type.String({ maxLength: 4000 }) },
        ),
        response: {
          200: Type.String({ description: 'text/html' }),
          ...errorResponses('SSO_STATE_INVALID', 'SSO_NOT_CONFIGURED', 'SSO_UNAVAILABLE'),
        },
      },
    },
    async (request, reply) => {
      const raw = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const outcome = await sso.callback(request.query as Record<string, string | undefined>, raw);
      if (outcome.ok) setSessionCookie(reply, deps, outcome.token);
      const next = !outcome.ok
        ? '/console/?sso=refused'
        : outcome.next === 'totp'
          ? '/console/?step=totp'
          : '/console/';
      return consolePageHeaders(reply)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(continuePage(next));
    },
  );
};

/** A same-origin page that moves on by itself, so that the browser sends the SameSite=Strict cookie it just got. */
function continuePage(next: string) {
  return (
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${next}">` +
    `<title>leadline</title></head><body><p><a href="${next}">Continue to the console</a></p></body></html>`
  );
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { contentDisposition } from '../../platform/content-disposition.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimit } from '../../platform/rate-limit.js';
import { renderInWorker } from '../reports/render-pool.js';
import { warmFontCutter } from '../reports/web-font.js';
import {
  askPage,
  encodePage,
  expiredPage,
  linkPageCsp,
  lockedPage,
  notFoundPage,
  type RenderedPage,
  reportPage,
  revokedPage,
} from './link.page.js';
import { answerLink, type LinkClosed, viewLink } from './link.service.js';
import { LINK_SESSION_COOKIE } from './link.session.js';

/**
 * The client's page per address: a person types a birth date a few times; a burst of 20, then one request every
 * 3 s. Five wrong birth dates lock a link anyway; this keeps anyone from walking many links.
 */
export const LINK_RATE_LIMIT: RateLimit = { rps: 1 / 3, burst: 20 };

const LinkParams = Type.Object({ token: Type.String({ maxLength: 100 }) });
const LinkBody = Type.Object({ birthDate: Type.String({ maxLength: 32 }) });

function html(request: FastifyRequest, reply: FastifyReply, status: number, page: RenderedPage) {
  const encoded = encodePage(page, request.headers['accept-encoding']);
  reply.status(status).type('text/html; charset=utf-8').header('content-security-policy', page.csp);
  reply.header('vary', 'accept-encoding');
  if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
  return reply.send(encoded.body);
}

const STATUS = { unknown: 404, expired: 410, revoked: 410, locked: 423 } as const;

function closedPage(closed: LinkClosed) {
  switch (closed.state) {
    case 'unknown':
      return notFoundPage();
    case 'expired':
      return expiredPage(closed.consultant);
    case 'revoked':
      return revokedPage(closed.consultant);
    case 'locked':
      return lockedPage(closed.consultant);
  }
}

const cookiePath = (token: string) => `/r/${token}`;

/**
 * The client's link (no API credentials; the token is the key). `GET /r/{token}`: the form, or the report itself
 * as a page while the browser holds a session of this link; `POST /r/{token}` (a plain HTML form) checks the birth
 * date, and the right one starts a session and redirects (303) to the report, so that a reload or going back neither
 * posts again nor spends a try. `GET /r/{token}/report.pdf`: the same report as a PDF download. The session cookie is
 * scoped to the link's own path, HttpOnly and SameSite=Strict (a forged cross-site request carries none). Never
 * cached, never indexed, never framed; no script at all.
 */
export const linkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.analysis;
  const limiter = app.deps.rateLimiter;
  const secure = deps.publicBaseUrl.startsWith('https:');

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', async (request) => {
    if (!limiter) return;
    const result = await limiter.hit(`link:${request.ip}`, LINK_RATE_LIMIT);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', `Too many requests; retry after ${result.retryAfterSeconds} s`, {
        headers: { 'Retry-After': String(result.retryAfterSeconds) },
      });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', linkPageCsp());
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('x-robots-tag', 'noindex, nofollow');
  });

  // Once serving: a worker thread started and the font cutter loaded (about a second), not on a client's first view.
  app.addHook('onListen', async () => {
    warmFontCutter().catch(() => undefined);
  });

  const sessionOf = (request: FastifyRequest) => request.cookies?.[LINK_SESSION_COOKIE];
  const cookieOptions = (token: string) =>
    ({ path: cookiePath(token), httpOnly: true, sameSite: 'strict', secure }) as const;

  async function closed(request: FastifyRequest, reply: FastifyReply, token: string, state: LinkClosed) {
    if (sessionOf(request) !== undefined) reply.clearCookie(LINK_SESSION_COOKIE, cookieOptions(token));
    return html(request, reply, STATUS[state.state], await closedPage(state));
  }

  app.get('/r/:token', { schema: { hide: true, params: LinkParams } }, async (request, reply) => {
    const { token } = request.params;
    const view = await viewLink(deps, token, sessionOf(request), 'report');
    if (view.state === 'ask') return html(request, reply, 200, await askPage(view.facts));
    if (view.state === 'report') {
      return html(
        request,
        reply,
        200,
        await reportPage(token, view.facts.label, view.report.report, view.facts.consultant),
      );
    }
    return closed(request, reply, token, view);
  });

  app.post('/r/:token', { schema: { hide: true, params: LinkParams, body: LinkBody } }, async (request, reply) => {
    const { token } = request.params;
    const answer = await answerLink(deps, token, request.body.birthDate, sessionOf(request));
    switch (answer.state) {
      case 'right':
        reply.setCookie(LINK_SESSION_COOKIE, answer.session.value, {
          ...cookieOptions(token),
          maxAge: answer.session.maxAgeSeconds,
        });
        return reply.redirect(cookiePath(token), 303);
      case 'malformed':
        return html(request, reply, 400, await askPage(answer.facts, '생년월일 6자리를 숫자로 입력해 주세요.'));
      case 'wrong':
        return html(
          request,
          reply,
          400,
          await askPage(answer.facts, '생년월일이 일치하지 않습니다. 다시 입력해 주세요.'),
        );
      default:
        return closed(request, reply, token, answer);
    }
  });

  app.get('/r/:token/report.pdf', { schema: { hide: true, params: LinkParams } }, async (request, reply) => {
    const { token } = request.params;
    const view = await viewLink(deps, token, sessionOf(request), 'report.pdf');
    if (view.state === 'ask') return reply.redirect(cookiePath(token), 303);
    if (view.state !== 'report') return closed(request, reply, token, view);
    const { report, fileName } = view.report;
    const pdf = await renderInWorker({ ...report, createdAt: report.report.generatedAt });
    return reply.type('application/pdf').header('content-disposition', contentDisposition(fileName)).send(pdf);
  });
};

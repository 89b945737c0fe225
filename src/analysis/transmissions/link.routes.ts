import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../platform/errors.js';
import type { RateLimit } from '../../platform/rate-limit.js';
import { askPage, gonePage, LINK_PAGE_CSP, lockedPage, notFoundPage } from './link.page.js';
import { answerLink, type LinkAnswer, openLink } from './link.service.js';

/**
 * The client's page per address: a person types a birth date a few times; a burst of 20, then one request every
 * 3 s. Five wrong birth dates lock a link anyway; this keeps anyone from walking many links.
 */
export const LINK_RATE_LIMIT: RateLimit = { rps: 1 / 3, burst: 20 };

const LinkParams = Type.Object({ token: Type.String({ maxLength: 100 }) });
const LinkBody = Type.Object({ birthDate: Type.String({ maxLength: 32 }) });

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type('text/html; charset=utf-8').send(body);
}

function answer(reply: FastifyReply, result: LinkAnswer) {
  switch (result.state) {
    case 'unknown':
      return html(reply, 404, notFoundPage());
    case 'gone':
      return html(reply, 410, gonePage());
    case 'locked':
      return html(reply, 423, lockedPage());
    case 'malformed':
      return html(
        reply,
        400,
        askPage(result.label, { error: '생년월일 6자리를 숫자로 입력해 주세요.', attemptsLeft: result.attemptsLeft }),
      );
    case 'wrong':
      return html(
        reply,
        400,
        askPage(result.label, { error: '생년월일이 일치하지 않습니다.', attemptsLeft: result.attemptsLeft }),
      );
    case 'pdf':
      return reply
        .status(200)
        .type('application/pdf')
        .header('content-disposition', `inline; filename="report-${result.transmissionId}.pdf"`)
        .send(result.pdf);
  }
}

/**
 * The client's link (no API credentials; the token is the key): `GET /r/{token}` shows the form, `POST /r/{token}`
 * (an HTML form, `application/x-www-form-urlencoded`) checks the birth date and answers the PDF itself, so no
 * session or cookie exists for a forged cross-site request to ride on. Never cached, never indexed, never framed.
 */
export const linkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.analysis;
  const limiter = app.deps.rateLimiter;

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
    reply.header('content-security-policy', LINK_PAGE_CSP);
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('x-robots-tag', 'noindex, nofollow');
  });

  app.get('/r/:token', { schema: { hide: true, params: LinkParams } }, async (request, reply) => {
    const state = await openLink(deps, request.params.token);
    if (state.state === 'open') return html(reply, 200, askPage(state.label));
    return answer(reply, state);
  });

  app.post('/r/:token', { schema: { hide: true, params: LinkParams, body: LinkBody } }, async (request, reply) =>
    answer(reply, await answerLink(deps, request.params.token, request.body.birthDate)),
  );
};

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public-cacheable responses: `Cache-Control: public`, a strong ETag over the body, and 304 with no body when
 * the caller's `If-None-Match` holds it. Returns the body to send, or the reply when 304 was sent: an async handler
 * must return the reply it has sent, never `undefined` (Fastify would then try to send a second answer).
 */
export function cacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T, maxAgeSeconds = 300) {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag);
  const given = request.headers['if-none-match'];
  if (given && (given.trim() === '*' || given.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))) {
    return reply.status(304).send();
  }
  return body;
}

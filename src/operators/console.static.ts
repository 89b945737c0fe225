import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from '../files/storage/index.js';
import { AppError } from '../platform/errors.js';

/** Where `npm install` builds the console (console/ → console/dist, its postinstall). */
export const CONSOLE_DIST = fileURLToPath(new URL('../../console/dist/', import.meta.url));

/**
 * The console's own CSP: scripts only from the service (no inline script, no eval), data only from the service.
 * Styles allow inline because the component kit sets its theme variables in a style element; images allow data:
 * and blob: for the TOTP QR code and chart exports.
 */
export function consoleCsp(uploadOrigin?: string | null) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The page PUTs an uploaded file's bytes to its signed URL: the service's own, or the bucket's with S3 storage.
    uploadOrigin ? `connect-src 'self' ${uploadOrigin}` : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const CONSOLE_CSP = consoleCsp();

/**
 * Where a signed upload URL of the storage points when it is not the service (S3, or any S3-compatible endpoint): the
 * origin of a URL signed for nothing (no request is made; the object is never written).
 */
export async function uploadOriginOf(
  storage: Pick<FileStorage, 'kind' | 'createUpload'>,
  now: Date,
): Promise<string | null> {
  if (storage.kind === 'local') return null;
  const probe = await storage.createUpload({
    fileId: 0,
    storageKey: 'console-csp-probe',
    mimeType: 'application/pdf',
    size: 1,
    expiresAt: new Date(now.getTime() + 60_000),
  });
  return new URL(probe.url).origin;
}

const hidden = { hide: true } as const;

/** The headers of every page the console serves: its CSP, and its addresses kept within the service. */
export function consolePageHeaders(reply: FastifyReply, csp = CONSOLE_CSP) {
  return reply.header('content-security-policy', csp).header('referrer-policy', 'same-origin');
}

/**
 * Serves the operators' single-page app at /console/: hashed assets cached for a year, the page itself never cached,
 * every path below /console/ (but the console's API) answered with the page so the app's own router takes over.
 * Its routes are a plugin of their own, so that their header hook runs for them only, not for every response the
 * service sends (the console's JSON API needs no page policy; its one page, the SSO callback, sets the same headers).
 */
export async function registerConsoleApp(
  app: FastifyInstance,
  dist = CONSOLE_DIST,
  uploadOrigin: string | null = null,
) {
  await app.register(async (scope) => consoleApp(scope, dist, consoleCsp(uploadOrigin)));
}

async function consoleApp(app: FastifyInstance, dist: string, csp: string) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    consolePageHeaders(reply, csp);
    done(null, payload);
  });
  if (!existsSync(`${dist}index.html`)) {
    // A checkout whose install did not build the console (`npm run build --workspace console` builds it).
    const notBuilt = async () => {
      throw new AppError('CONSOLE_NOT_BUILT', 'The console is not built: run `npm run build --workspace console`');
    };
    app.get('/console', { schema: hidden }, notBuilt);
    app.get('/console/*', { schema: hidden }, notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/console/',
    wildcard: false,
    index: false,
    schemaHide: true,
    preCompressed: true,
    // Assets are named by their content's hash; anything else (the page) is read afresh every time.
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store');
    },
  });
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    // The API's unknown routes and assets that do not exist (an old page asking for a replaced script) are 404s.
    if (request.url.startsWith('/console/api/') || request.url.startsWith('/console/assets/'))
      return reply.callNotFound();
    return reply.header('cache-control', 'no-store').sendFile('index.html');
  };
  // `/console` and `/console/` are one route (trailing slashes are ignored); the page is the same below it.
  app.get('/console', { schema: hidden }, page);
  app.get('/console/*', { schema: hidden }, page);
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { binaryContent } from '../../platform/openapi.js';
import { ALLOWED_MIME_TYPES } from '../file-types.js';
import { FileParams, FilePreviewInfo, PreviewQuery } from './preview.schemas.js';
import { downloadFile, getFilePreview, getFilePreviewInfo, type PreviewDeps } from './preview.service.js';

const tags = ['Files'];
/** An uploaded file shown as images: unknown → 404, bytes that cannot be rendered → 422. */
const SHOWN_FILE = ['KEY_SCOPE', ['FILE_NOT_FOUND', 404], 'FILE_NOT_PREVIEWABLE'] as const;

/** The headers of `GET /files/{key}`: the bytes are never run as a page nor sniffed into another type. */
function sandboxed(reply: FastifyReply) {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('referrer-policy', 'no-referrer');
}

const SANDBOX_HEADERS = {
  'Content-Security-Policy': { type: 'string', description: "default-src 'none'; sandbox" },
  'X-Content-Type-Options': { type: 'string', description: 'nosniff' },
};

/**
 * What the console's AS review shows of evidence: a PNG of each page, rendered by the service (Chromium shows neither
 * HEIC nor, under the console's CSP, PDF), and the original only as a download.
 */
export const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, storage, config } = app.deps;
  const deps: PreviewDeps = { db: database.db, storage, limits: config.files.preview };

  app.get(
    '/admin/v1/files/:id/preview',
    {
      config: {
        ...AUTH.admin,
        openapi: {
          response: { 200: { description: 'The page as PNG', ...binaryContent(['image/png']) } },
          headers: {
            200: {
              'X-Page-Count': { type: 'integer', description: 'How many pages the file has (an image: 1)' },
              'Cache-Control': { type: 'string', description: 'private, max-age=600' },
              ...SANDBOX_HEADERS,
            },
          },
        },
      },
      schema: {
        tags,
        operationId: 'adminGetFilePreview',
        summary: 'A page of an uploaded file as PNG (evidence previews)',
        description:
          'A PDF page rendered at 144 dpi, a HEIC photo decoded, a JPEG or PNG re-encoded (EXIF orientation ' +
          'applied); at most 1600 × 4000 pixels. Rendered once and cached. A page past the last → 404 ' +
          'PREVIEW_PAGE_NOT_FOUND (with `pages`); a file that cannot be decoded, or not within the limits of a ' +
          "preview's memory, drawing operations and time → 422 FILE_NOT_PREVIEWABLE, remembered for the file. A " +
          'personal-data access record (PREVIEW_FILE) is written for each call.',
        params: FileParams,
        querystring: PreviewQuery,
        response: errorResponses(...SHOWN_FILE, 'PREVIEW_PAGE_NOT_FOUND'),
      },
    },
    async (request, reply) => {
      const preview = await getFilePreview(deps, callerOf(request), request.params.id, request.query.page);
      return sandboxed(reply)
        .type('image/png')
        .header('x-page-count', String(preview.pages))
        .header('cache-control', 'private, max-age=600')
        .send(preview.png);
    },
  );

  app.get(
    '/admin/v1/files/:id/preview-info',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'adminGetFilePreviewInfo',
        summary: "An uploaded file's type and page count, for laying out its previews",
        description:
          'Shows nothing of the content (no access record). Renders and caches the first page when none is ' +
          'cached yet: a file that cannot be decoded, or not within the limits of a preview → 422 ' +
          'FILE_NOT_PREVIEWABLE (remembered for the file: not decoded again).',
        params: FileParams,
        response: { 200: FilePreviewInfo, ...errorResponses(...SHOWN_FILE, 'PREVIEW_PAGE_NOT_FOUND') },
      },
    },
    async (request) => getFilePreviewInfo(deps, request.params.id),
  );

  app.get(
    '/admin/v1/files/:id/download',
    {
      config: {
        ...AUTH.admin,
        openapi: {
          response: { 200: { description: 'The file as uploaded', ...binaryContent(ALLOWED_MIME_TYPES) } },
          headers: {
            200: {
              'Content-Disposition': { type: 'string', description: 'attachment; filename="file-<id>.<ext>"' },
              'Cache-Control': { type: 'string', description: 'no-store' },
              ...SANDBOX_HEADERS,
            },
          },
        },
      },
      schema: {
        tags,
        operationId: 'adminDownloadFile',
        summary: 'An uploaded file as a download (the original bytes)',
        description:
          'Named file-<id>.<ext> (the uploader’s own file name may hold personal data). A personal-data access ' +
          'record (DOWNLOAD_FILE) is written for each call.',
        params: FileParams,
        response: errorResponses('KEY_SCOPE', ['FILE_NOT_FOUND', 404]),
      },
    },
    async (request, reply) => {
      const file = await downloadFile(deps, callerOf(request), request.params.id);
      return sandboxed(reply)
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
};

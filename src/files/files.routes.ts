import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../platform/access/caller.js';
import { errorResponses, notFound } from '../platform/errors.js';
import { binaryContent } from '../platform/openapi.js';
import { ALLOWED_MIME_TYPES, UPLOAD_MIME_TYPES } from './file-types.js';
import {
  CompleteBody,
  FileIdParams,
  FileStatusResponse,
  SignedUploadQuery,
  StoredFileParams,
  UploadUrlBody,
  UploadUrlResponse,
} from './files.schemas.js';
import {
  confirmUpload,
  type FileDeps,
  fileStatusView,
  issueUploadUrl,
  type LocalUpload,
  receiveLocalUpload,
} from './files.service.js';
import { readSignedFile } from './signed-files.js';
import { LocalDiskStorage } from './storage/index.js';

const tags = ['Files'];

/** The bytes of a PUT at a signed local-disk URL, with what the signature and the headers say of them. */
const localUploadOf = (request: {
  params: { fileId: string };
  query: { expires: string; signature: string };
  headers: IncomingHttpHeaders;
  raw: Readable;
}): LocalUpload => ({
  fileId: request.params.fileId,
  expires: request.query.expires,
  signature: request.query.signature,
  contentType: request.headers['content-type'],
  contentLength: request.headers['content-length'],
  body: request.raw,
});

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, storage, vault, clock } = app.deps;
  const deps: FileDeps = { db: database.db, storage, vault, clock };

  app.post(
    '/api/v1/files/upload-url',
    {
      config: AUTH.keyOrToken,
      schema: {
        tags,
        operationId: 'createUploadUrl',
        summary:
          'Issue a signed URL to upload one file (JPEG, PNG, HEIC or PDF ≤ 20 MiB; CSV or XLSX ≤ 50 MiB to import)',
        description:
          'PUT the bytes to `uploadUrl` with `headers` before `expiresAt` (15 minutes). With local storage the ' +
          'file is UPLOADED when the PUT succeeds; with S3 storage call `POST /api/v1/files/{fileId}/complete` ' +
          'after the PUT.',
        body: UploadUrlBody,
        response: { 200: UploadUrlResponse, ...errorResponses('KEY_SCOPE', 'TOKEN_SCOPE') },
      },
    },
    async (request) => issueUploadUrl(deps, callerOf(request, request.body.portalId), request.body),
  );

  app.post(
    '/api/v1/files/:fileId/complete',
    {
      config: AUTH.keyOrToken,
      schema: {
        tags,
        operationId: 'completeUpload',
        summary: 'Tell the service the bytes have been uploaded (needed with S3 storage; harmless with local)',
        description:
          'Checks the stored bytes (size and first bytes) and marks the file UPLOADED. Bytes of another size ' +
          'or type are deleted and the file stays PENDING. Calling it again for an UPLOADED file returns it.',
        params: FileIdParams,
        body: CompleteBody,
        response: {
          200: FileStatusResponse,
          ...errorResponses(
            'KEY_SCOPE',
            ['FILE_NOT_FOUND', 404],
            'FILE_NOT_UPLOADED',
            ['FILE_SIZE_MISMATCH', 400],
            'FILE_TYPE_MISMATCH',
            'UNSUPPORTED_SPREADSHEET',
          ),
        },
      },
    },
    async (request) => confirmUpload(deps, callerOf(request, request.body.portalId), request.params.fileId),
  );

  if (storage instanceof LocalDiskStorage) await app.register(localStorageRoutes(storage));
};

/** The signed upload URL and the file addresses of local-disk storage. */
function localStorageRoutes(storage: LocalDiskStorage): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { database, vault, clock } = app.deps;
    // The upload body is the file itself, streamed to disk: no parser reads it (JSON routes are not affected).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    app.put(
      '/api/v1/files/:fileId/content',
      {
        config: { openapi: { body: binaryContent(UPLOAD_MIME_TYPES) } },
        schema: {
          tags,
          operationId: 'uploadFileContent',
          summary: 'Upload the bytes of a file (the signed uploadUrl of local storage)',
          description:
            'The body is the file. Content-Type must be the declared mimeType and the body exactly the declared ' +
            'size; the first bytes must show the type. Authorized by the URL signature, not by a key.',
          params: FileIdParams,
          querystring: SignedUploadQuery,
          response: {
            200: FileStatusResponse,
            ...errorResponses(
              'UPLOAD_SIGNATURE_INVALID',
              'UPLOAD_URL_EXPIRED',
              'FILE_ALREADY_UPLOADED',
              'FILE_TYPE_MISMATCH',
              ['FILE_SIZE_MISMATCH', 400],
              ['FILE_SIZE_MISMATCH', 413],
              'UPLOAD_ABORTED',
              'UNSUPPORTED_SPREADSHEET',
              'FILE_NOT_UPLOADED',
            ),
          },
        },
      },
      async (request) =>
        fileStatusView(
          await receiveLocalUpload(database.db, storage, localUploadOf(request), new Date(clock()), vault),
        ),
    );

    app.get(
      '/api/v1/files/:fileId/signed-content',
      {
        // The address is the capability to read the file: it stays out of the request log.
        logLevel: 'warn',
        config: {
          openapi: { response: { 200: { description: 'The file', ...binaryContent(UPLOAD_MIME_TYPES) } } },
        },
        schema: {
          tags,
          operationId: 'getSignedFileContent',
          summary: 'A private file at its signed address (consent terms and evidence, local storage)',
          description:
            'The bytes of a private file, at the signed address an evidence pack gives (valid at most 15 minutes). ' +
            'Authorized by the URL signature, not by a key; served as an attachment.',
          params: FileIdParams,
          querystring: SignedUploadQuery,
          response: { ...errorResponses('DOWNLOAD_URL_INVALID', ['FILE_NOT_FOUND', 404]) },
        },
      },
      async (request, reply) => {
        const file = await readSignedFile(database.db, storage, request.params, request.query, clock());
        return reply
          .type(file.mimeType)
          .header('content-length', file.bytes.length)
          .header('content-disposition', 'attachment')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('referrer-policy', 'no-referrer')
          .send(file.bytes);
      },
    );

    app.get(
      '/files/:key',
      {
        // The address is the capability to read the file: it stays out of the request log.
        logLevel: 'warn',
        config: {
          openapi: { response: { 200: { description: 'The file', ...binaryContent(ALLOWED_MIME_TYPES) } } },
        },
        schema: {
          tags,
          operationId: 'getStoredFile',
          summary: 'A stored file (cdnUrl of local storage)',
          description:
            'The bytes of an uploaded file, at the unguessable address given as cdnUrl (no credentials). ' +
            'Served with nosniff, a sandboxing CSP and private caching.',
          params: StoredFileParams,
          response: { ...errorResponses(['FILE_NOT_FOUND', 404]) },
        },
      },
      async (request, reply) => {
        const file = await storage.open(request.params.key);
        if (!file) throw notFound('File', 'FILE_NOT_FOUND');
        return reply
          .type(file.mimeType)
          .header('content-length', file.size)
          .header('cache-control', 'private, max-age=86400, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('referrer-policy', 'no-referrer')
          .send(file.stream);
      },
    );
  };
}

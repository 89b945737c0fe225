import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { cacheHeaders } from '../../platform/openapi.js';
import { cacheable } from '../http-cache.js';
import { CreateTermsBody, TermsOwnerParams, TermsRecord } from './terms.schemas.js';
import { createTerms, listTerms } from './terms.service.js';

export const termsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/api/v1/claim/terms/:termsOwnerCd',
    {
      config: { ...AUTH.token, openapi: { headers: cacheHeaders } },
      schema: {
        tags: ['Claims: terms'],
        operationId: 'listClaimTerms',
        summary: 'Terms valid now for an owner (insurer) code, required first (public-cacheable)',
        description:
          'Terms of the owner (insurer) code valid now (startedOn ≤ now < endedOn), required ones first. ' +
          'Public-cacheable for a minute: send If-None-Match with the ETag to get 304.',
        params: TermsOwnerParams,
        response: { 200: Type.Array(TermsRecord), 304: Type.Null(), ...errorResponses('SESSION_INVALID') },
      },
    },
    // A term starting or ending within the cache period must not be served stale for long: a minute.
    async (request, reply) => cacheable(request, reply, await listTerms(db, request.params.termsOwnerCd), 60),
  );

  app.post(
    '/admin/v1/terms',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: claims'],
        operationId: 'createTerms',
        summary: 'Add a terms version (termsDesc is sanitized HTML)',
        description:
          'Adds a version of a terms item. termsDesc is HTML, sanitized on save (formatting, lists, tables ' +
          'and links only); dates are Korea time.',
        body: CreateTermsBody,
        response: { 200: TermsRecord, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => createTerms(db, request.body),
  );
};

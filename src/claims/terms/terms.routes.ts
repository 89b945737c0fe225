import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { cacheHeaders, component } from '../../platform/openapi.js';
import { StrictObject } from '../../platform/schemas.js';
import { cacheable } from '../http-cache.js';
import { createTerms, termsValidNow, termsView } from './terms.service.js';

const KoreaDateTime = Type.String({
  maxLength: 40,
  description: 'YYYY-MM-DD HH:MM:SS, Korea time (an ISO 8601 date-time with offset is accepted too)',
});

export const TermsRecord = component(
  'ClaimTerms',
  Type.Object({
    id: Type.Integer(),
    termsNm: Type.String(),
    termsOwnerCd: Type.String(),
    termsVer: Type.String(),
    startedOn: Type.String({ description: 'YYYY-MM-DD HH:MM:SS, Korea time' }),
    endedOn: Type.String({ description: 'YYYY-MM-DD HH:MM:SS, Korea time' }),
    required: Type.Boolean(),
    termsDesc: Type.String({ description: 'HTML, sanitized when saved' }),
  }),
);

const OwnerCd = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });

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
        params: Type.Object({ termsOwnerCd: OwnerCd }),
        response: { 200: Type.Array(TermsRecord), 304: Type.Null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const rows = await termsValidNow(db, request.params.termsOwnerCd);
      // A term starting or ending within the cache period must not be served stale for long.
      return cacheable(request, reply, rows.map(termsView), 60);
    },
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
        body: StrictObject({
          termsOwnerCd: OwnerCd,
          termsNm: Type.String({ minLength: 1, maxLength: 200 }),
          termsVer: Type.String({ minLength: 1, maxLength: 50 }),
          startedOn: KoreaDateTime,
          endedOn: KoreaDateTime,
          required: Type.Boolean(),
          termsDesc: Type.String({ maxLength: 200_000 }),
        }),
        response: { 200: TermsRecord, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => termsView(await createTerms(db, request.body)),
  );
};

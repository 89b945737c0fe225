import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UploadUrlResponse } from '../../files/files.schemas.js';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import {
  ConsentTerms,
  ConsentTermsList,
  LeadIdParams,
  LeadProvenance,
  ProviderParams,
  RegisterTermsBody,
  TermsParams,
  TermsUploadBody,
} from './consent.schemas.js';
import { issueTermsUploadUrl, listConsentTerms, registerConsentTerms } from './consent-terms.service.js';
import { getProvenance } from './provenance.service.js';

const tags = ['Admin: consent'];

export const consentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.put(
    '/admin/v1/providers/:id/consent-terms/:termsVersion',
    {
      config: AUTH.provider,
      schema: {
        tags,
        operationId: 'registerConsentTerms',
        summary: 'Register a version of the consent terms a provider shows',
        description:
          "An admin key, or the provider's own key. fileId names an uploaded CONSENT_TERMS file (PDF or UTF-8 text) " +
          'of the provider; the service computes the SHA-256 of its stored bytes, which registrations name as ' +
          'consent.termsSha256. A registered version is immutable: the same bytes again answer it, other bytes → ' +
          '409 CONSENT_TERMS_EXISTS.',
        params: TermsParams,
        body: RegisterTermsBody,
        response: {
          200: ConsentTerms,
          ...errorResponses('FILE_NOT_USABLE', 'KEY_SCOPE', 'NOT_FOUND', 'CONSENT_TERMS_EXISTS'),
        },
      },
    },
    async (request) => registerConsentTerms(deps, callerOf(request), { ...request.params, ...request.body }),
  );

  app.post(
    '/admin/v1/providers/:id/consent-terms/upload-url',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'createConsentTermsUploadUrl',
        summary: "A signed URL to upload a provider's consent terms file (the console's upload)",
        description:
          "For an operator uploading the terms a provider sent by other means: the file is the provider's, purpose " +
          'CONSENT_TERMS (application/pdf or UTF-8 text/plain, at most 20 MiB). PUT the bytes to uploadUrl with ' +
          'headers before expiresAt (15 minutes), then register a version with its fileId (PUT .../consent-terms/' +
          '{termsVersion}), which with S3 storage also checks the upload ended. Admin keys and ADMIN operators.',
        params: ProviderParams,
        body: TermsUploadBody,
        response: { 200: UploadUrlResponse, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => issueTermsUploadUrl(deps, callerOf(request), { ...request.params, ...request.body }),
  );

  app.get(
    '/admin/v1/providers/:id/consent-terms',
    {
      config: AUTH.provider,
      schema: {
        tags,
        operationId: 'listConsentTerms',
        summary: "A provider's registered consent terms",
        description: "Every registered version, oldest first. An admin key, or the provider's own key.",
        params: ProviderParams,
        response: { 200: ConsentTermsList, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => listConsentTerms(deps, callerOf(request), request.params),
  );

  app.get(
    '/admin/v1/leads/:id/provenance',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'getLeadProvenance',
        summary: "A lead's evidence pack: its supplier, registrant, consent and custody",
        description:
          'Who supplied and who registered the lead, its consent with signed addresses of the terms and the ' +
          'evidence (valid 15 minutes), and its custody events oldest first. Recorded in the personal-data ' +
          'access log.',
        params: LeadIdParams,
        response: { 200: LeadProvenance, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => getProvenance(deps, callerOf(request), request.params.id),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheable } from '../../claims/http-cache.js';
import { termsValidNow, termsView } from '../../claims/terms/terms.service.js';
import { AUTH, callerOf, subjectOf } from '../../platform/access/caller.js';
import { errorResponses, TOKEN_CODES } from '../../platform/errors.js';
import { cacheHeaders, totalCountHeader } from '../../platform/openapi.js';
import { ListAnalysesQuery } from '../coverage/analyses.schemas.js';
import { REPORT_PDF_OPENAPI, sendReportPdf } from '../reports/download.js';
import { getMedicalAnalysis, linkCoverageAnalysis, listMedicalAnalyses, listRecords } from './analyses.service.js';
import { completeAuthRequest, getAuthRequest, retryAuthRequest, startAuthRequest } from './auth-requests.service.js';
import {
  AuthRequest,
  AuthRequestParams,
  Checkup,
  LinkCoverageBody,
  MedicalAnalysis,
  MedicalAnalysisParams,
  MedicalAnalysisSummary,
  Medication,
  StartAuthBody,
  Treatment,
} from './medical.schemas.js';
import { MedicalReport } from './report.schemas.js';
import { getMedicalReport, getMedicalReportPdf } from './report.service.js';

const tags = ['Medical coverage analysis'];
/** The consultant named by `fcUserCi` (`requireAnalysisConsultant`). */
const CONSULTANT = ['CONSULTANT_UNKNOWN', 'CONSULTANT_SCOPE'] as const;
/** The health data of a COMPLETED analysis in the caller's scope: for its own consultant or a system client. */
const HEALTH_DATA = [
  'ANALYSIS_NOT_FOUND',
  'SENSITIVE_DATA_SCOPE',
  'ANALYSIS_NOT_READY',
  'ANALYSIS_FAILED',
  'ANALYSIS_EXPIRED',
] as const;
const TermsRecord = Type.Unsafe<ReturnType<typeof termsView>>({ $ref: 'ClaimTerms' });

export const medicalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.analysis;

  app.get(
    '/api/v1/medical/terms',
    {
      config: { ...AUTH.token, openapi: { headers: cacheHeaders } },
      schema: {
        tags,
        operationId: 'listMedicalTerms',
        summary: 'Consent terms of the medical analysis valid now, required first (public-cacheable)',
        description:
          'The terms of owner MEDICAL valid now (the sensitive-information consent among them), in the claim terms ' +
          'shape; every required one must be in agreedTermsIds when an auth request starts.',
        response: { 200: Type.Array(TermsRecord), 304: Type.Null(), ...errorResponses(...TOKEN_CODES) },
      },
    },
    async (request, reply) => cacheable(request, reply, (await termsValidNow(deps.db, 'MEDICAL')).map(termsView), 60),
  );

  app.post(
    '/api/v1/medical/auth-requests',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'startMedicalAuthRequest',
        summary: 'Request the simple authentication: the client gets a push per source in the chosen app',
        description:
          "With the client's consent (every required MEDICAL term). coverageAnalysisId, when given, must be a " +
          'COMPLETED coverage analysis of the same consultant and client (else 400 COVERAGE_ANALYSIS_NOT_USABLE).',
        body: StartAuthBody,
        response: {
          200: AuthRequest,
          ...errorResponses(
            ...CONSULTANT,
            'TERMS_NOT_AGREED',
            'COVERAGE_ANALYSIS_NOT_USABLE',
            'INSTITUTION_ACCOUNT_REQUIRED',
          ),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return startAuthRequest(deps, caller, subjectOf(caller), request.body);
    },
  );

  app.get(
    '/api/v1/medical/auth-requests/:authRequestId',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'getMedicalAuthRequest',
        summary: 'One auth request',
        description:
          "An auth request of a consultant in the caller's scope (else 404 AUTH_REQUEST_NOT_FOUND). A MANAGER who " +
          'is not its consultant gets the client as in the masked analysis (every answer on auth requests): name ' +
          'masked, birthDate and legalRepresentative null.',
        params: AuthRequestParams,
        response: { 200: AuthRequest, ...errorResponses('AUTH_REQUEST_NOT_FOUND') },
      },
    },
    async (request) => getAuthRequest(deps, callerOf(request), request.params.authRequestId),
  );

  app.post(
    '/api/v1/medical/auth-requests/:authRequestId/complete',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'completeMedicalAuthRequest',
        summary: 'Continue every waiting source; when none waits and one has data, the analysis starts',
        description:
          'Still pending → 409 AUTH_PENDING with Retry-After (never stored under an Idempotency-Key); a source ' +
          'approved or failed while another still waits → 200 WAITING; done → 200 COMPLETED with analysisId; ' +
          'all denied → 400 AUTH_DENIED; expired → 400 AUTH_EXPIRED; every source failed → 400 AUTH_FAILED. ' +
          'A completed request answers the same again.',
        params: AuthRequestParams,
        response: {
          200: AuthRequest,
          ...errorResponses('AUTH_REQUEST_NOT_FOUND', 'AUTH_PENDING', 'AUTH_DENIED', 'AUTH_EXPIRED', 'AUTH_FAILED'),
        },
      },
    },
    async (request) => completeAuthRequest(deps, callerOf(request), request.params.authRequestId),
  );

  app.post(
    '/api/v1/medical/auth-requests/:authRequestId/retry',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'retryMedicalAuthRequest',
        summary: 'Ask again: a new auth request from a DENIED or EXPIRED one, or one with a FAILED source',
        description:
          'Same client, consultant, method, consent and coverage analysis; new pushes. At most 3 retries from the ' +
          'first request (a 4th → 400 AUTH_RETRY_LIMIT), each 30 s after the last push at the soonest (sooner → ' +
          '429 AUTH_RETRY_TOO_SOON with Retry-After); a request is asked again once (again → 400 ' +
          'AUTH_REQUEST_NOT_RETRYABLE: ask its retry again).',
        params: AuthRequestParams,
        response: {
          200: AuthRequest,
          ...errorResponses(
            'AUTH_REQUEST_NOT_FOUND',
            'AUTH_REQUEST_NOT_RETRYABLE',
            'AUTH_RETRY_LIMIT',
            'AUTH_RETRY_TOO_SOON',
            'INSTITUTION_ACCOUNT_REQUIRED',
          ),
        },
      },
    },
    async (request) => retryAuthRequest(deps, callerOf(request), request.params.authRequestId),
  );

  app.get(
    '/api/v1/medical/analyses',
    {
      config: { ...AUTH.token, openapi: { headers: { 200: totalCountHeader } } },
      schema: {
        tags,
        operationId: 'listMedicalAnalyses',
        summary: 'Medical analyses (summaries, bare array, newest first; the total is in X-Total-Count)',
        description:
          'Summaries (no disclosures, claimables) filtered (AND): fcUserCi (required with an FC token), ' +
          'clientName, birthDate, status (comma-separated), from/to (analysisDate, inclusive). clientName and ' +
          'birthDate match what a summary shows: one shown masked (to a MANAGER who is not its consultant) by its ' +
          'masked name only, never by its birth date.',
        querystring: ListAnalysesQuery,
        response: { 200: Type.Array(MedicalAnalysisSummary), ...errorResponses('CONSULTANT_SCOPE') },
      },
    },
    async (request, reply) => {
      const { items, total } = await listMedicalAnalyses(deps, callerOf(request), request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  app.get(
    '/api/v1/medical/analyses/:analysisId',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'getMedicalAnalysis',
        summary: 'One medical analysis with its disclosure drafts and claimable benefits',
        description:
          "A MANAGER who is not the analysis's consultant gets the client's name masked, birthDate, disclosures " +
          'and claimables null. Out of scope → 404 ANALYSIS_NOT_FOUND; after the retention period → 410.',
        params: MedicalAnalysisParams,
        response: { 200: MedicalAnalysis, ...errorResponses('ANALYSIS_NOT_FOUND', 'ANALYSIS_EXPIRED') },
      },
    },
    async (request) => getMedicalAnalysis(deps, callerOf(request), request.params.analysisId),
  );

  const records = [
    ['treatments', Treatment, 'listMedicalTreatments', 'Treatments of the 5 years, newest first'],
    ['medications', Medication, 'listMedicalMedications', 'Prescriptions, newest first'],
    ['checkups', Checkup, 'listMedicalCheckups', 'Health checkups with their judgements, newest first'],
  ] as const;
  for (const [kind, schema, operationId, summary] of records) {
    app.get(
      `/api/v1/medical/analyses/:analysisId/${kind}`,
      {
        config: { ...AUTH.token, openapi: { headers: { 200: totalCountHeader } } },
        schema: {
          tags,
          operationId,
          summary: `${summary} (whole array; X-Total-Count)`,
          description:
            "For the analysis's own consultant or a system client (a MANAGER → 403 SENSITIVE_DATA_SCOPE). Not " +
            'completed → 409 ANALYSIS_NOT_READY; failed → 409 ANALYSIS_FAILED; expired → 410.',
          params: MedicalAnalysisParams,
          response: { 200: Type.Array(schema), ...errorResponses(...HEALTH_DATA) },
        },
      },
      async (request, reply) => {
        const list = await listRecords(deps, callerOf(request), request.params.analysisId, kind);
        reply.header('x-total-count', String(list.length));
        return list;
      },
    );
  }

  const reportDescription =
    "Of a COMPLETED analysis of a consultant in the caller's scope (else 404 ANALYSIS_NOT_FOUND), for its own " +
    'consultant or a system client: a MANAGER who is not the consultant → 403 SENSITIVE_DATA_SCOPE (health data). ' +
    'REQUESTED or PROCESSING → 409 ANALYSIS_NOT_READY, FAILED → 409 ANALYSIS_FAILED, after the retention period → ' +
    '410 ANALYSIS_EXPIRED. Each read is recorded in the personal-data access log.';

  app.get(
    '/api/v1/medical/analyses/:analysisId/report.json',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'getMedicalReport',
        summary: 'The report as data: the analysis, its records, the client as the cover names them, the disclaimer',
        description: `${reportDescription} The same content as report.pdf.`,
        params: MedicalAnalysisParams,
        response: { 200: MedicalReport, ...errorResponses(...HEALTH_DATA) },
      },
    },
    async (request) => getMedicalReport(deps, callerOf(request), request.params.analysisId),
  );

  app.get(
    '/api/v1/medical/analyses/:analysisId/report.pdf',
    {
      config: { ...AUTH.token, openapi: REPORT_PDF_OPENAPI },
      schema: {
        tags,
        operationId: 'getMedicalReportPdf',
        summary: 'The report as PDF: summary, checkups with a chart, disclosure drafts, treatments, claimables, notice',
        description: `${reportDescription} Never cached (Cache-Control: no-store).`,
        params: MedicalAnalysisParams,
        response: { ...errorResponses(...HEALTH_DATA) },
      },
    },
    async (request, reply) =>
      sendReportPdf(reply, await getMedicalReportPdf(deps, callerOf(request), request.params.analysisId)),
  );

  app.put(
    '/api/v1/medical/analyses/:analysisId/coverage-analysis',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'linkMedicalCoverageAnalysis',
        summary: 'Link a coverage analysis later; the claimables are recomputed',
        description:
          'A COMPLETED coverage analysis of the same consultant and client (else 400 COVERAGE_ANALYSIS_NOT_USABLE).',
        params: MedicalAnalysisParams,
        body: LinkCoverageBody,
        response: { 200: MedicalAnalysis, ...errorResponses(...HEALTH_DATA, 'COVERAGE_ANALYSIS_NOT_USABLE') },
      },
    },
    async (request) =>
      linkCoverageAnalysis(deps, callerOf(request), request.params.analysisId, request.body.coverageAnalysisId),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheable } from '../../claims/http-cache.js';
import { termsValidNow, termsView } from '../../claims/terms/terms.service.js';
import { AUTH, callerOf, subjectOf } from '../../platform/access/caller.js';
import { errorResponses, TOKEN_CODES } from '../../platform/errors.js';
import { cacheHeaders, totalCountHeader } from '../../platform/openapi.js';
import { pollHeader, withPollHint } from '../poll.js';
import { REPORT_PDF_OPENAPI, sendReportPdf } from '../reports/download.js';
import {
  AdminCoverageCategoryList,
  AnalysisParams,
  AnalysisSummary,
  Category,
  CategoryParams,
  CoverageAnalysis,
  ListAnalysesQuery,
  StartAnalysisBody,
  UpdateCategoryBody,
} from './analyses.schemas.js';
import { getAnalysis, listAnalyses, startAnalysis } from './analyses.service.js';
import { listAdminCategories, listCategories, updateCategory } from './categories.service.js';
import { CoverageReport } from './report.schemas.js';
import { getCoverageReport, getCoverageReportPdf } from './report.service.js';
import {
  BeginVerificationBody,
  ConfirmVerificationBody,
  Verification,
  VerificationParams,
} from './verifications.schemas.js';
import {
  beginVerification,
  confirmVerification,
  getVerification,
  resendVerification,
} from './verifications.service.js';

const tags = ['Coverage analysis'];
/** The consultant named by `fcUserCi` (`requireAnalysisConsultant`). */
const CONSULTANT = ['CONSULTANT_UNKNOWN', 'CONSULTANT_SCOPE'] as const;
/** An analysis in the caller's scope whose report exists: COMPLETED, not expired. */
const COMPLETED_ANALYSIS = ['ANALYSIS_NOT_FOUND', 'ANALYSIS_NOT_READY', 'ANALYSIS_FAILED', 'ANALYSIS_EXPIRED'] as const;
/** The claim terms shape (contract §6), registered by the claims terms routes. */
const TermsRecord = Type.Unsafe<ReturnType<typeof termsView>>({ $ref: 'ClaimTerms' });

export const coverageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.analysis;
  const db = deps.db;

  app.get(
    '/api/v1/coverage/terms',
    {
      config: { ...AUTH.token, openapi: { headers: cacheHeaders } },
      schema: {
        tags,
        operationId: 'listCoverageTerms',
        summary: 'Consent terms of the coverage analysis valid now, required first (public-cacheable)',
        description:
          'The terms of owner COVERAGE valid now, in the claim terms shape; every required one must be in ' +
          'agreedTermsIds when a verification or a manual analysis starts. Managed with the admin terms API.',
        response: { 200: Type.Array(TermsRecord), 304: Type.Null(), ...errorResponses(...TOKEN_CODES) },
      },
    },
    async (request, reply) => cacheable(request, reply, (await termsValidNow(db, 'COVERAGE')).map(termsView), 60),
  );

  app.post(
    '/api/v1/coverage/verifications',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'beginCoverageVerification',
        summary: 'Begin: the data source sends the client a code (or an app push)',
        description:
          "Starts the identity step at the insurance-data source for a client of the consultant fcUserCi, with the client's " +
          "consent (every required COVERAGE term). A source that needs the client's login there → 400 " +
          'INSTITUTION_ACCOUNT_REQUIRED (send institutionLogin).',
        body: BeginVerificationBody,
        response: {
          200: Verification,
          ...errorResponses(...CONSULTANT, 'TERMS_NOT_AGREED', 'INSTITUTION_ACCOUNT_REQUIRED', 'VERIFICATION_FAILED'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return beginVerification(deps, caller, subjectOf(caller), request.body);
    },
  );

  app.get(
    '/api/v1/coverage/verifications/:verificationId',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'getCoverageVerification',
        summary: 'One verification',
        description: "A verification of a consultant in the caller's scope (else 404 VERIFICATION_NOT_FOUND).",
        params: VerificationParams,
        response: { 200: Verification, ...errorResponses('VERIFICATION_NOT_FOUND') },
      },
    },
    async (request) => getVerification(deps, callerOf(request), request.params.verificationId),
  );

  app.post(
    '/api/v1/coverage/verifications/:verificationId/resend',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'resendCoverageVerification',
        summary: 'Send a new code (a new provider transaction; at most 3, 30 s apart)',
        description:
          'A new provider transaction, attemptsLeft back to 5. Sooner than 30 s after the last → 429 ' +
          'VERIFICATION_RESEND_TOO_SOON with Retry-After; a 4th → 400 VERIFICATION_RESEND_LIMIT; a FAILED, USED, ' +
          'VERIFIED or used-up verification → 400 VERIFICATION_CLOSED.',
        params: VerificationParams,
        response: {
          200: Verification,
          ...errorResponses(
            'VERIFICATION_NOT_FOUND',
            'VERIFICATION_CLOSED',
            'VERIFICATION_FAILED',
            'VERIFICATION_RESEND_LIMIT',
            'VERIFICATION_RESEND_TOO_SOON',
            'INSTITUTION_ACCOUNT_REQUIRED',
            'IDEMPOTENCY_IN_PROGRESS',
          ),
        },
      },
    },
    async (request) => resendVerification(deps, callerOf(request), request.params.verificationId),
  );

  app.post(
    '/api/v1/coverage/verifications/:verificationId/confirm',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'confirmCoverageVerification',
        summary: "Check the code (or the push approval); the client's contracts are fetched and held 30 minutes",
        description:
          'The right code → VERIFIED (the contracts are fetched in this call and held, encrypted, for 30 minutes). ' +
          'A wrong one → 400 VERIFICATION_CODE_MISMATCH with attemptsLeft; the last one wrong → 400 ' +
          'VERIFICATION_FAILED; a push not approved yet → 409 AUTH_PENDING with Retry-After (never stored under ' +
          'an Idempotency-Key); a VERIFIED one answers 200 unchanged.',
        params: VerificationParams,
        body: ConfirmVerificationBody,
        response: {
          200: Verification,
          ...errorResponses(
            'VERIFICATION_NOT_FOUND',
            'VERIFICATION_CLOSED',
            'VERIFICATION_CODE_MISMATCH',
            'VERIFICATION_FAILED',
            'INSTITUTION_ACCOUNT_REQUIRED',
            'AUTH_PENDING',
            'IDEMPOTENCY_IN_PROGRESS',
          ),
        },
      },
    },
    async (request) => confirmVerification(deps, callerOf(request), request.params.verificationId, request.body?.code),
  );

  app.post(
    '/api/v1/coverage/analyses',
    {
      config: { ...AUTH.token, openapi: { headers: { 200: pollHeader } } },
      schema: {
        tags,
        operationId: 'startCoverageAnalysis',
        summary: 'Start an analysis: from a VERIFIED verification, or from up to 50 contracts entered by hand',
        description:
          'Answers REQUESTED; the analysis runs in the background (PROCESSING, then COMPLETED or FAILED). From a ' +
          'verification: VERIFIED, of the same consultant, used once (else 400 VERIFICATION_NOT_USABLE). By hand: ' +
          "the client's consent (every required COVERAGE term); a coverage without categoryCd is classified from " +
          'its name (classifiedBy RULES; UNCLASSIFIED when no rule places it).',
        body: StartAnalysisBody,
        response: {
          200: CoverageAnalysis,
          ...errorResponses(...CONSULTANT, 'TERMS_NOT_AGREED', 'VERIFICATION_NOT_USABLE', 'INSURER_NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return withPollHint(reply, await startAnalysis(deps, caller, subjectOf(caller), request.body));
    },
  );

  app.get(
    '/api/v1/coverage/analyses',
    {
      config: { ...AUTH.token, openapi: { headers: { 200: totalCountHeader } } },
      schema: {
        tags,
        operationId: 'listCoverageAnalyses',
        summary: 'Analyses (summaries, bare array, newest first; the total is in X-Total-Count)',
        description:
          "Summaries (no contracts, categories, timeline) of the analyses in the caller's scope, filtered (AND): " +
          'fcUserCi (required with an FC token), clientName (substring, whitespace ignored), birthDate ' +
          '(YYYYMMDD), status (comma-separated), from/to (analysisDate, inclusive); newest requestedAt first.',
        querystring: ListAnalysesQuery,
        response: { 200: Type.Array(AnalysisSummary), ...errorResponses('CONSULTANT_SCOPE') },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAnalyses(deps, callerOf(request), request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  app.get(
    '/api/v1/coverage/analyses/:analysisId',
    {
      config: { ...AUTH.token, openapi: { headers: { 200: pollHeader } } },
      schema: {
        tags,
        operationId: 'getCoverageAnalysis',
        summary: 'One analysis with its result',
        description:
          "The analysis with contracts, categories and timeline once COMPLETED. Another consultant's (out of " +
          'scope) → 404 ANALYSIS_NOT_FOUND; after the retention period → 410 ANALYSIS_EXPIRED.',
        params: AnalysisParams,
        response: { 200: CoverageAnalysis, ...errorResponses('ANALYSIS_NOT_FOUND', 'ANALYSIS_EXPIRED') },
      },
    },
    async (request, reply) =>
      withPollHint(reply, await getAnalysis(deps, callerOf(request), request.params.analysisId)),
  );

  const reportDescription =
    "Of a COMPLETED analysis of a consultant in the caller's scope (else 404 ANALYSIS_NOT_FOUND); REQUESTED or " +
    'PROCESSING → 409 ANALYSIS_NOT_READY, FAILED → 409 ANALYSIS_FAILED, after the retention period → 410 ' +
    'ANALYSIS_EXPIRED. Each read is recorded in the personal-data access log.';

  app.get(
    '/api/v1/coverage/analyses/:analysisId/report.json',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'getCoverageReport',
        summary: 'The report as data: the analysis, the client (phone masked), the consultant, the disclaimer',
        description: `${reportDescription} The same content as report.pdf.`,
        params: AnalysisParams,
        response: { 200: CoverageReport, ...errorResponses(...COMPLETED_ANALYSIS) },
      },
    },
    async (request) => getCoverageReport(deps, callerOf(request), request.params.analysisId),
  );

  app.get(
    '/api/v1/coverage/analyses/:analysisId/report.pdf',
    {
      config: {
        ...AUTH.token,
        openapi: REPORT_PDF_OPENAPI,
      },
      schema: {
        tags,
        operationId: 'getCoverageReportPdf',
        summary: 'The report as PDF: cover, summary, charts, contracts, disclaimer',
        description: `${reportDescription} Never cached (Cache-Control: no-store).`,
        params: AnalysisParams,
        response: { ...errorResponses(...COMPLETED_ANALYSIS) },
      },
    },
    async (request, reply) =>
      sendReportPdf(reply, await getCoverageReportPdf(deps, callerOf(request), request.params.analysisId)),
  );

  app.get(
    '/api/v1/coverage/categories',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'listCoverageCategories',
        summary: 'The 21 coverage categories with their recommended amounts',
        description: "In the order of an analysis's categories: group, unit, recommended amount (KRW), KCD ranges.",
        response: { 200: Type.Array(Category), ...errorResponses(...TOKEN_CODES) },
      },
    },
    async () => listCategories(db),
  );

  app.get(
    '/admin/v1/coverage/categories',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: coverage analysis'],
        operationId: 'adminListCoverageCategories',
        summary: 'The coverage categories with their recommended amounts',
        description:
          "The 21 categories in an analysis's order: group, unit, recommended amount (KRW), description and KCD " +
          'ranges; PUT /admin/v1/coverage/categories/{categoryCd} changes an amount.',
        response: { 200: AdminCoverageCategoryList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAdminCategories({ db }, callerOf(request)),
  );

  app.put(
    '/admin/v1/coverage/categories/:categoryCd',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: coverage analysis'],
        operationId: 'updateCoverageCategory',
        summary: "Set a category's recommended amount (and description); audited",
        description: 'recommendedAmount ≥ 1 (KRW). An unknown categoryCd → 404. Analyses requested later use it.',
        params: CategoryParams,
        body: UpdateCategoryBody,
        response: { 200: Category, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => updateCategory(db, callerOf(request), request.params.categoryCd, request.body),
  );
};

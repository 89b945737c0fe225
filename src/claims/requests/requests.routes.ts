import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { registerCsvExport } from '../../platform/csv-export.js';
import { errorResponses } from '../../platform/errors.js';
import { koreaDateTime } from '../../platform/korea-time.js';
import { binaryContent, totalCountHeader, withTotalCount } from '../../platform/openapi.js';
import { type AdminClaim, AdminClaimList, AdminClaimListQuery } from './admin-requests.schemas.js';
import { getAdminClaimPdf, listAdminClaims } from './admin-requests.service.js';
import type { ClaimDeps } from './claim.deps.js';
import { claimHistory, getClaim } from './claim-records.service.js';
import { setClaimStatus } from './claim-status.service.js';
import { DISPATCH_QUEUE } from './dispatch.js';
import { AdminClaimStatusBody, ClaimIdParams, ClaimRecord, HistoryBody, SubmitClaimBody } from './requests.schemas.js';
import { submitClaim } from './requests.service.js';

const tags = ['Claims'];

export const requestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, vault, jobs, storage, clock } = app.deps;
  const { queuesReady } = app.deps.claims;
  const deps: ClaimDeps = {
    db: database.db,
    vault,
    clock,
    /** After commit: a lost send is picked up by the sweep, so a failure here does not fail the request. */
    dispatch: async (claimId) => {
      try {
        await queuesReady();
        await jobs.send(DISPATCH_QUEUE, { claimId });
      } catch (err) {
        app.log.warn({ err, claimId }, 'claim dispatch not queued; the sweep will queue it');
      }
    },
  };

  app.post(
    '/api/v1/claim/requests',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'submitClaim',
        summary: 'Submit a claim (dispatched to the insurer by fax in the background)',
        description:
          'Files a claim for a client of the consultant named by fcUserCi. The required terms of the ' +
          'insurer valid now must be agreed; files must have been uploaded by the same token for ' +
          'CLAIM_DOCUMENT. The claim is faxed to the insurer by a background job.',
        body: SubmitClaimBody,
        response: {
          200: ClaimRecord,
          ...errorResponses(
            'CONSULTANT_SCOPE',
            'USER_NOT_FOUND',
            'USER_INACTIVE',
            'INSURER_NOT_FOUND',
            'JOB_CODE_NOT_FOUND',
            'BANK_NOT_FOUND',
            'TERMS_NOT_AGREED',
            ['FILE_NOT_FOUND', 400],
            'FILE_NOT_UPLOADED',
            'FILE_PURPOSE_MISMATCH',
          ),
        },
      },
    },
    async (request) => submitClaim(deps, callerOf(request), request.body),
  );

  app.get(
    '/api/v1/claim/requests/:claimReqId',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'getClaim',
        summary: 'One claim',
        description:
          'One claim, with the same fields as a claim history record; only for the consultant, their ' +
          'managers, ADMIN tokens and system clients.',
        params: ClaimIdParams,
        response: { 200: ClaimRecord, ...errorResponses('NOT_FOUND', 'CONSULTANT_SCOPE') },
      },
    },
    async (request) => getClaim(deps, callerOf(request), request.params.claimReqId),
  );

  app.post(
    '/api/v1/claim/histories',
    {
      config: { ...AUTH.token, openapi: { headers: { 200: totalCountHeader } } },
      schema: {
        tags,
        operationId: 'listClaimHistory',
        summary: 'Claim history (bare array, newest first; the total is in X-Total-Count)',
        description:
          'Claims of a consultant as a bare array, newest first, filtered by client name and a date range, ' +
          'paged; the total is in the X-Total-Count header.',
        body: HistoryBody,
        response: { 200: Type.Array(ClaimRecord), ...errorResponses('CONSULTANT_SCOPE') },
      },
    },
    async (request, reply) => withTotalCount(reply, await claimHistory(deps, callerOf(request), request.body)),
  );

  app.get(
    '/admin/v1/claim/requests',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: claims'],
        operationId: 'adminListClaims',
        summary: "Claims across consultants, newest first, with their dispatch (client's name masked)",
        description:
          'Every claim, newest first (sortOrder=asc for oldest), with its status and when it last changed, the ' +
          'insurer, the consultant (fcUserCi, name), what the fax gateway was handed once it was (gateway, pages, ' +
          'sentAt) and, for a FAILED claim, lastError; filtered by claimStatusCd, insuCompCd, fcUserCi and claim ' +
          'dates (from/to, inclusive), paged. Of the client only the masked name is shown. A FAILED claim is sent ' +
          'again by PATCH /admin/v1/claim/requests/{claimReqId} with claimStatusCd RECEIVED. The total is counted ' +
          'up to 10,000 (totalCapped says when more match) and pages reach the first 10,000 claims.',
        querystring: AdminClaimListQuery,
        response: { 200: AdminClaimList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAdminClaims(database.db, callerOf(request), request.query),
  );

  // The claims monitor as a file: what the list shows but the consultant's CI (an identifier of a person, kept out
  // of the audit entry's filters too) and lastError (the server's own text, for an ADMIN behind 자세히).
  registerCsvExport<Static<typeof AdminClaim>, Static<typeof AdminClaimListQuery>>(app, deps, {
    url: '/admin/v1/claim/requests',
    list: 'claims',
    operationId: 'adminExportClaims',
    tags: ['Admin: claims'],
    summary: "The filtered claim list as a CSV file (client's name masked)",
    query: AdminClaimListQuery,
    load: (caller, q) => listAdminClaims(database.db, caller, q),
    personalFilters: ['fcUserCi'],
    columns: [
      { header: '청구 ID', value: (c) => c.claimReqId },
      { header: '청구일', value: (c) => c.claimDate },
      { header: '상태', value: (c) => c.claimStatus },
      { header: '상태 코드', value: (c) => c.claimStatusCd },
      { header: '상태 변경 일시', value: (c) => koreaDateTime(new Date(c.statusChangedAt)) },
      { header: '보험사', value: (c) => c.insuCompNm },
      { header: '보험사 코드', value: (c) => c.insuCompCd },
      { header: '설계사', value: (c) => c.fcUserNm },
      { header: '고객', value: (c) => c.clientNm },
      { header: '시도', value: (c) => c.attempts },
      { header: '발송 게이트웨이', value: (c) => c.dispatch?.gateway },
      { header: '발송 쪽수', value: (c) => c.dispatch?.pages },
      { header: '발송 일시', value: (c) => (c.dispatch ? koreaDateTime(new Date(c.dispatch.sentAt)) : null) },
      { header: '접수 일시', value: (c) => koreaDateTime(new Date(c.createdAt)) },
    ],
  });

  app.get(
    '/admin/v1/claim/requests/:claimReqId/form.pdf',
    {
      config: {
        ...AUTH.admin,
        openapi: {
          response: { 200: { description: 'The claim form (A4, Korean)', ...binaryContent(['application/pdf']) } },
          headers: {
            200: {
              'Content-Disposition': { type: 'string', description: 'attachment; claim-<claimReqId>.pdf' },
              'Cache-Control': { type: 'string', description: 'no-store' },
            },
          },
        },
      },
      schema: {
        tags: ['Admin: claims'],
        operationId: 'adminGetClaimPdf',
        summary: 'The claim form PDF as the fax gateway is given it (a personal-data access record)',
        description:
          "The claim form rendered from the claim's rows, as the dispatch hands it to the fax gateway: the " +
          "client's data in clear, so each read is written to the personal-data access log (ADMIN_CLAIM_PDF) " +
          'with the caller. Never cached; the file name is the claim id only. An unknown claim → 404.',
        params: ClaimIdParams,
        response: { ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const pdf = await getAdminClaimPdf(
        { db: database.db, vault, storage, clock },
        callerOf(request),
        request.params.claimReqId,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', contentDisposition({ ascii: pdf.fileName, utf8: pdf.fileName }))
        .send(Buffer.from(pdf.bytes));
    },
  );

  app.patch(
    '/admin/v1/claim/requests/:claimReqId',
    {
      config: AUTH.admin,
      schema: {
        tags: ['Admin: claims'],
        operationId: 'updateClaimStatus',
        summary: 'Set a claim COMPLETE, CANCELLED, or back to RECEIVED to dispatch a FAILED claim again',
        description:
          'Admin status transitions: SENT → COMPLETE, RECEIVED or FAILED → CANCELLED, FAILED → RECEIVED ' +
          '(dispatched again). Others → 400 INVALID_STATUS_TRANSITION.',
        params: ClaimIdParams,
        body: AdminClaimStatusBody,
        response: { 200: ClaimRecord, ...errorResponses('KEY_SCOPE', 'NOT_FOUND', 'INVALID_STATUS_TRANSITION') },
      },
    },
    async (request) => setClaimStatus(deps, callerOf(request), request.params.claimReqId, request.body),
  );
};

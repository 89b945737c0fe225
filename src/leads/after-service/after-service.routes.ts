import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH, callerOf, portalCallerOf } from '../../platform/access/caller.js';
import { BulkResults } from '../../platform/bulk.js';
import { errorResponses } from '../../platform/errors.js';
import {
  asRequestEtag,
  getAdminAsRequest,
  holdAsRequests,
  listAsQueue,
  revealAsContact,
  reviewAsRequest,
} from './admin-requests.service.js';
import {
  AdminAsListQuery,
  AdminAsRequest,
  AdminAsRequestList,
  AdminReason,
  AdminReasonList,
  AsContact,
  AsGetQuery,
  AsListQuery,
  AsParams,
  AsRequestDetail,
  AsRequestList,
  BulkHoldBody,
  CancelAsBody,
  CreateAsBody,
  CreateReasonBody,
  ReasonList,
  ReasonParams,
  ReviewBody,
  SuccessResponse,
  UpdateReasonBody,
} from './after-service.schemas.js';
import { cancelAsRequest, createAsRequest, getAsRequest, listAsRequests } from './portal-requests.service.js';
import { createReason, listActiveReasons, listAllReasons, updateReason } from './reasons.service.js';

const tags = ['After-service'];
const adminTags = ['Admin: after-service'];
/** A portal user's AS request by id: unknown → 404, another portal user's → 403 (the contract's rule). */
const PORTAL_AS_REQUEST = ['KEY_SCOPE', 'AS_REQUEST_NOT_FOUND', 'AS_REQUEST_FORBIDDEN'] as const;
/** The evidence files named in `fileIds`. */
const ATTACHED_FILES = [['FILE_NOT_FOUND', 400], 'FILE_NOT_UPLOADED', 'FILE_PURPOSE_MISMATCH'] as const;

export const afterServiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.get(
    '/api/v1/lead-as/reasons',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'listAsReasons',
        summary: 'AS reason codes offered to users (active ones, in display order)',
        description: 'The reason codes a user may choose when filing an AS request: active ones, in display order.',
        response: { 200: ReasonList, ...errorResponses('SESSION_INVALID', 'KEY_SCOPE') },
      },
    },
    async () => listActiveReasons(deps),
  );

  app.post(
    '/api/v1/lead-as',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'createAsRequest',
        summary: 'File an AS request on an owned lead',
        description:
          "One open (WAITING or HOLD) request per lead; only within the product's AS window (asWindowDays × 24 h " +
          'after assignedAt). fileIds: AS_EVIDENCE files the same portal user uploaded.',
        body: CreateAsBody,
        response: {
          200: AsRequestDetail,
          ...errorResponses(
            'KEY_SCOPE',
            'NOT_FOUND',
            ['AS_REASON_NOT_FOUND', 400],
            'AS_REASON_INACTIVE',
            'AS_WINDOW_CLOSED',
            'AS_ALREADY_OPEN',
            ...ATTACHED_FILES,
          ),
        },
      },
    },
    async (request) => createAsRequest(deps, portalCallerOf(request, request.body.portalId), request.body),
  );

  app.get(
    '/api/v1/lead-as',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'listAsRequests',
        summary: 'AS requests filed by a portal user, newest first',
        description:
          'AS requests filed by portalId, newest first, paged; filters status (comma-separated), leadId ' +
          'and a creation period.',
        querystring: AsListQuery,
        response: { 200: AsRequestList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAsRequests(deps, portalCallerOf(request, request.query.portalId), request.query),
  );

  app.get(
    '/api/v1/lead-as/:id',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'getAsRequest',
        summary: 'One AS request (by=lead: the most recent one on that lead)',
        description:
          "One AS request filed by portalId (another user's → 403). With by=lead the id is a lead id and " +
          'the answer is the most recent request portalId filed on it.',
        params: AsParams,
        querystring: AsGetQuery,
        response: { 200: AsRequestDetail, ...errorResponses(...PORTAL_AS_REQUEST) },
      },
    },
    async (request) =>
      getAsRequest(deps, portalCallerOf(request, request.query.portalId), { ...request.params, ...request.query }),
  );

  app.post(
    '/api/v1/lead-as/:id/cancel',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'cancelAsRequest',
        summary: 'Cancel a WAITING or HOLD AS request',
        description:
          'The filer withdraws a request that is WAITING or HOLD; a closed request → 400 AS_INVALID_TRANSITION.',
        params: AsParams,
        body: CancelAsBody,
        response: { 200: SuccessResponse, ...errorResponses(...PORTAL_AS_REQUEST, 'AS_INVALID_TRANSITION') },
      },
    },
    async (request) => cancelAsRequest(deps, portalCallerOf(request, request.body.portalId), request.params.id),
  );

  app.get(
    '/admin/v1/lead-as',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'adminListAsRequests',
        summary: 'The review queue: AS requests by status, provider, product, portal user and age',
        description:
          "The operators' review queue, oldest first (sortOrder=desc for newest), paged. Contact data is " +
          'always masked.',
        querystring: AdminAsListQuery,
        response: { 200: AdminAsRequestList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAsQueue(deps, callerOf(request), request.query),
  );

  const etagHeader = {
    ETag: { type: 'string', description: 'The version of the request, to send back in If-Match when reviewing it' },
  };

  app.get(
    '/admin/v1/lead-as/:id',
    {
      config: { ...AUTH.admin, openapi: { headers: { 200: etagHeader } } },
      schema: {
        tags: adminTags,
        operationId: 'adminGetAsRequest',
        summary: 'One AS request, with its ETag',
        description: 'Contact data masked (the contact is revealed through POST .../contact, with a reason).',
        params: AsParams,
        response: { 200: AdminAsRequest, ...errorResponses('KEY_SCOPE', 'AS_REQUEST_NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const view = await getAdminAsRequest(deps, request.params.id);
      reply.header('etag', asRequestEtag(view));
      return view;
    },
  );

  app.patch(
    '/admin/v1/lead-as/:id',
    {
      config: { ...AUTH.admin, openapi: { headers: { 200: etagHeader } } },
      schema: {
        tags: adminTags,
        operationId: 'reviewAsRequest',
        summary: 'Review an AS request',
        description:
          'From WAITING or HOLD to WAITING, HOLD, APPROVED or REJECTED; APPROVED, REJECTED and CANCELLED are final ' +
          '(400 AS_INVALID_TRANSITION). REJECTED needs its reason: a non-blank adminNote, sent or kept (400 ' +
          'AS_REJECTION_REASON_REQUIRED). APPROVED returns the lead: it leaves its owner, its order gets the quantity ' +
          'back, and the allocation engine is offered the backlog for a replacement. With If-Match (the ETag of ' +
          'GET /admin/v1/lead-as/{id} or of the last review), a request reviewed by someone else meanwhile → 412 ' +
          'AS_REVIEW_STALE and nothing changes.',
        params: AsParams,
        headers: Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 500 })) }),
        body: ReviewBody,
        response: {
          200: AdminAsRequest,
          ...errorResponses(
            'KEY_SCOPE',
            'AS_REQUEST_NOT_FOUND',
            'AS_REVIEW_STALE',
            'AS_INVALID_TRANSITION',
            'AS_REJECTION_REASON_REQUIRED',
            'AS_LEAD_NOT_RETURNABLE',
          ),
        },
      },
    },
    async (request, reply) => {
      const input = { ...request.params, ...request.body };
      const view = await reviewAsRequest(deps, callerOf(request), input, request.headers['if-match']);
      reply.header('etag', asRequestEtag(view));
      return view;
    },
  );

  app.post(
    '/admin/v1/lead-as/bulk-hold',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'holdAsRequests',
        summary: 'Put several AS requests on hold with one note, with a result per request',
        description:
          'Each id (1–100) is held as PATCH /admin/v1/lead-as/{id} with status HOLD holds it: its own transaction ' +
          'and audit entry (AS_REVIEWED). One refused (decided or cancelled: AS_INVALID_TRANSITION; unknown: ' +
          'AS_REQUEST_NOT_FOUND) is said in its result and does not stop the others. ADMIN and REVIEWER sessions.',
        body: BulkHoldBody,
        response: { 200: BulkResults, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => holdAsRequests(deps, callerOf(request), request.body),
  );

  app.post(
    '/admin/v1/lead-as/:id/contact',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'revealAsContact',
        summary: "Reveal the contact of an open AS request's lead (audited)",
        description:
          "The lead's name, phone and e-mail in clear, for checking the request with the customer: only while the " +
          'request is WAITING or HOLD (else 400 AS_REQUEST_CLOSED). Recorded in the personal-data access log.',
        params: AsParams,
        response: {
          200: AsContact,
          ...errorResponses('KEY_SCOPE', 'AS_REQUEST_NOT_FOUND', 'AS_REQUEST_CLOSED', 'LEAD_ERASED'),
        },
      },
    },
    async (request) => revealAsContact(deps, callerOf(request), request.params.id),
  );

  app.get(
    '/admin/v1/lead-as/reasons',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'adminListAsReasons',
        summary: 'Every AS reason, inactive ones too',
        description: 'All AS reasons with their active flag and display order.',
        response: { 200: AdminReasonList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAllReasons(deps, callerOf(request)),
  );

  app.post(
    '/admin/v1/lead-as/reasons',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'createAsReason',
        summary: 'Create an AS reason',
        description:
          'Adds a reason code (UPPER_SNAKE, at most 50 characters); a taken code → 409 AS_REASON_CODE_TAKEN.',
        body: CreateReasonBody,
        response: { 200: AdminReason, ...errorResponses('KEY_SCOPE', 'AS_REASON_CODE_TAKEN') },
      },
    },
    async (request) => createReason(deps, callerOf(request), request.body),
  );

  app.patch(
    '/admin/v1/lead-as/reasons/:code',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'updateAsReason',
        summary: 'Change or deactivate an AS reason',
        description:
          "Changes a reason's label, order or active flag. Reasons are never deleted: an inactive one is " +
          'hidden from users and refused for new requests.',
        params: ReasonParams,
        body: UpdateReasonBody,
        response: { 200: AdminReason, ...errorResponses('KEY_SCOPE', ['AS_REASON_NOT_FOUND', 404]) },
      },
    },
    async (request) => updateReason(deps, callerOf(request), { ...request.params, ...request.body }),
  );
};

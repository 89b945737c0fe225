import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import {
  EraseBody,
  Erasure,
  ErasureList,
  ErasureListQuery,
  ErasureNoticeBody,
  ErasureParams,
} from './erasures.schemas.js';
import { listErasures, markErasureNotified, requestErasure } from './erasures.service.js';
import { LookupBody, LookupResult } from './lookup.schemas.js';
import { lookupLeads } from './lookup.service.js';

const tags = ['Admin: consumer rights'];

/** Erasure requests and the lookup of a person who calls in (consumer-rights.md §4, §5). */
export const rightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { ...app.deps.leads, storage: app.deps.storage };

  app.post(
    '/admin/v1/erasures',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'eraseContact',
        summary: "Erase a person's data from every lead with their phone (삭제 요구)",
        description:
          'Deletes name, phone, e-mail, ssn, address, memo, birth date, gender, metadata and its files, the AS ' +
          "requests' memo, note and evidence files, and stored idempotent responses that show them, in every " +
          'provider. Ids, statuses, timestamps, assignments and counters stay; an ERASURE_REQUEST suppression keeps ' +
          'the keyed hash of the phone only. Erased leads show `erased: true` and those fields null. Audited ' +
          '(ERASURE_CREATED) without the phone.',
        body: EraseBody,
        response: { 200: Erasure, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
      },
    },
    async (request) => requestErasure(deps, callerOf(request), request.body),
  );

  app.post(
    '/admin/v1/erasures/:id/notified',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'erasureNotified',
        summary: 'Record that the person was told the result of the erasure (once; audited)',
        description:
          'Sets resultNotifiedAt once (a second call answers the erasure unchanged); audited (ERASURE_NOTIFIED). ' +
          'The notice tells the person that only the keyed hash of the number is kept.',
        params: ErasureParams,
        body: ErasureNoticeBody,
        response: { 200: Erasure, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => markErasureNotified(deps, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/v1/erasures',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'listErasures',
        summary: 'Erasure requests, newest first (no phone anywhere)',
        description: 'overdue=true: the person was not told the result by dueAt (requestedAt + 10 days).',
        querystring: ErasureListQuery,
        response: { 200: ErasureList, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
      },
    },
    async (request) => listErasures(deps, callerOf(request), request.query),
  );

  app.post(
    '/admin/v1/leads/lookup',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'lookupLeadsByPhone',
        summary: 'Every lead with a phone across providers: where it came from, who held it (a person calls in)',
        description:
          'The phone goes in the body, so it stays out of access logs. Leads in the admin shape (masked), their ' +
          'provider, the portal users who held them, and the suppression in force. Recorded in the personal-data ' +
          'access log (LEAD_LOOKUP) with the purpose.',
        body: LookupBody,
        response: { 200: LookupResult, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
      },
    },
    async (request) => lookupLeads(deps, callerOf(request), request.body),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, portalCallerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { LeadParams } from '../core/lead.schemas.js';
import { LeadOutcome, LeadOutcomeList, OutcomeListQuery, RecordOutcomeBody } from './outcomes.schemas.js';
import { listOutcomes, recordOutcome } from './outcomes.service.js';

const tags = ['Leads'];

export const outcomeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.post(
    '/api/v1/leads/:id/outcomes',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'recordLeadOutcome',
        summary: 'Record what a call of an owned lead ended in',
        description:
          'The current owner only (another lead is 404). callbackAt is required for CALLBACK, appointmentAt for ' +
          'APPOINTMENT; at (default now) is neither in the future nor before the lead became yours. DO_NOT_CALL ' +
          'suppresses the phone at once (CONSUMER_REQUEST, channel CONSULTANT, requested at at), with every effect ' +
          'of a suppression. The note is sealed at rest and never logged. Sets the lead’s firstContactAt and ' +
          'lastOutcome.',
        params: LeadParams,
        body: RecordOutcomeBody,
        response: { 200: LeadOutcome, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE', 'NOT_FOUND', 'LEAD_ERASED') },
      },
    },
    async (request) =>
      recordOutcome(deps, portalCallerOf(request, request.body.portalId), request.params.id, request.body),
  );

  app.get(
    '/api/v1/leads/:id/outcomes',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'listLeadOutcomes',
        summary: 'Contact outcomes of an owned lead, newest first',
        description:
          'Every outcome of the lead by any of its owners, newest first (by at), to its current owner; note only ' +
          'on the outcomes the reader recorded (null on the others).',
        params: LeadParams,
        querystring: OutcomeListQuery,
        response: { 200: LeadOutcomeList, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) =>
      listOutcomes(deps, portalCallerOf(request, request.query.portalId), request.params.id, request.query),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { CONSENT_CODES } from '../consent/consent.schemas.js';
import { RegisteredLead, RegisterLeadBody } from './intake.schemas.js';
import { registerLead } from './intake.service.js';

const tags = ['Leads'];

export const intakeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.post(
    '/api/v1/leads',
    {
      config: AUTH.provider,
      schema: {
        tags,
        operationId: 'registerLead',
        summary: 'Register one lead',
        description:
          'With portalId the lead is confirmed-assigned to the oldest open order of that portal user for the same ' +
          'provider and product (or to a new automatic order of 1,000,000); without it, it is offered to open orders.',
        body: RegisterLeadBody,
        response: {
          200: RegisteredLead,
          // In the order of the checks (contract §5, consumer-rights §1).
          ...errorResponses(
            'PROVIDER_NOT_FOUND',
            'KEY_SCOPE',
            ['PRODUCT_NOT_FOUND', 400],
            'PRODUCT_NOT_MAPPED',
            ['FILE_NOT_FOUND', 400],
            'FILE_NOT_UPLOADED',
            'FILE_PURPOSE_MISMATCH',
            'SSN_NOT_ACCEPTED',
            ...CONSENT_CODES,
            ['CONTACT_SUPPRESSED', 409],
            'DUPLICATE_CONTACT',
          ),
        },
      },
    },
    async (request) => registerLead(deps, callerOf(request), request.body),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { ProviderQuality, QualityParams, QualityQuery } from './quality.schemas.js';
import { providerQualityReport } from './quality.service.js';

const tags = ['Admin: catalog'];

export const qualityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.get(
    '/admin/v1/providers/:id/quality',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'getProviderQuality',
        summary: "A provider's source quality over a range of days",
        description:
          'What became of the leads the provider registered from `from` to `to` (Korea-time days, both included, at ' +
          'most 366): assigned, contacted, consulted, applied, returned, suppressed now, and the median minutes from ' +
          'the first confirmation to the first contact; and the registrations refused in the range, by reason ' +
          '(they stored no lead). In total and by product. The figures may be up to one hour old: asOf says when ' +
          'they were computed. No personal data.',
        params: QualityParams,
        querystring: QualityQuery,
        response: { 200: ProviderQuality, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => providerQualityReport(deps, callerOf(request), { ...request.params, ...request.query }),
  );
};

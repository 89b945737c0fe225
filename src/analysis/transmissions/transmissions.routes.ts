import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { noContent, totalCountHeader } from '../../platform/openapi.js';
import type { TransmissionKind } from '../core/analysis.deps.js';
import {
  CreateTransmissionBody,
  Transmission,
  TransmissionLinkParams,
  TransmissionPathParams,
} from './transmissions.schemas.js';
import { createTransmission, listTransmissions, revokeLink } from './transmissions.service.js';

/** The transmissions of one kind of analysis: `/api/v1/{segment}/analyses/{analysisId}/transmissions`. */
export function transmissionRoutes(kind: TransmissionKind, tag: string): FastifyPluginAsyncTypebox {
  const base = `/api/v1/${kind.segment}/analyses/:analysisId/transmissions`;
  const name = kind.segment === 'coverage' ? 'Coverage' : 'Medical';
  const sensitive = kind.authorize
    ? " Health data: for the analysis's own consultant or a system client (a MANAGER → 403 SENSITIVE_DATA_SCOPE)."
    : '';
  // The analysis in the caller's scope (its health data: for its own consultant), then COMPLETED.
  const readable = kind.authorize
    ? (['ANALYSIS_NOT_FOUND', 'SENSITIVE_DATA_SCOPE'] as const)
    : (['ANALYSIS_NOT_FOUND'] as const);
  const analysis = [...readable, 'ANALYSIS_NOT_READY', 'ANALYSIS_FAILED', 'ANALYSIS_EXPIRED'] as const;
  return async (app) => {
    const deps = app.deps.analysis;
    const tags = [tag];

    app.post(
      base,
      {
        config: AUTH.token,
        schema: {
          tags,
          operationId: `create${name}Transmission`,
          summary: 'Send the report: a link to the client (SMS, KAKAO) or an e-mail to the consultant (EMAIL)',
          description:
            'Answers 200 QUEUED; the job queue sends it (SENT, or FAILED after the retries). CLIENT goes by SMS or ' +
            "KAKAO to the client's phone, FC by EMAIL to the consultant's address; any other pair → 400 " +
            'TRANSMISSION_CHANNEL_INVALID; no address → 400 RECIPIENT_HAS_NO_ADDRESS. The client gets a link (7 ' +
            'days) to a page that asks for the birth date (YYMMDD; five wrong entries lock it) and then serves ' +
            'the PDF report; the consultant gets the address of the report in this API. Only a COMPLETED analysis ' +
            '(409 ANALYSIS_NOT_READY, 409 ANALYSIS_FAILED, 410 ANALYSIS_EXPIRED). To one recipient (CLIENT or FC) ' +
            'of an analysis, one a minute and five in 24 hours: more → 429 TRANSMISSION_TOO_SOON with Retry-After.' +
            sensitive,
          params: TransmissionPathParams,
          body: CreateTransmissionBody,
          response: {
            200: Transmission,
            ...errorResponses(
              ...analysis,
              'TRANSMISSION_CHANNEL_INVALID',
              'RECIPIENT_HAS_NO_ADDRESS',
              'TRANSMISSION_TOO_SOON',
            ),
          },
        },
      },
      async (request) => createTransmission(deps, kind, callerOf(request), request.params.analysisId, request.body),
    );

    app.get(
      base,
      {
        config: { ...AUTH.token, openapi: { headers: { 200: totalCountHeader } } },
        schema: {
          tags,
          operationId: `list${name}Transmissions`,
          summary: 'The transmissions of an analysis (whole array, oldest first; the total in X-Total-Count)',
          description:
            "An analysis of a consultant in the caller's scope (else 404 ANALYSIS_NOT_FOUND), COMPLETED (409 " +
            `ANALYSIS_NOT_READY, 409 ANALYSIS_FAILED, 410 ANALYSIS_EXPIRED). Addresses are masked.${sensitive}`,
          params: TransmissionPathParams,
          response: { 200: Type.Array(Transmission), ...errorResponses(...analysis) },
        },
      },
      async (request, reply) => {
        const { items, total } = await listTransmissions(deps, kind, callerOf(request), request.params.analysisId);
        reply.header('x-total-count', String(total));
        return items;
      },
    );

    app.delete(
      `${base}/:transmissionId/link`,
      {
        config: AUTH.token,
        schema: {
          tags,
          operationId: `revoke${name}TransmissionLink`,
          summary: "Revoke the client's link (204; again or after it expired: 204)",
          description:
            'The link stops working for good. A transmission to the consultant has no link → 400 ' +
            `TRANSMISSION_HAS_NO_LINK; another analysis's transmission → 404 TRANSMISSION_NOT_FOUND.${sensitive}`,
          params: TransmissionLinkParams,
          response: {
            204: Type.Null(),
            ...errorResponses(...readable, 'TRANSMISSION_NOT_FOUND', 'TRANSMISSION_HAS_NO_LINK'),
          },
        },
      },
      async (request, reply) =>
        noContent(
          reply,
          revokeLink(deps, kind, callerOf(request), request.params.analysisId, request.params.transmissionId),
        ),
    );
  };
}

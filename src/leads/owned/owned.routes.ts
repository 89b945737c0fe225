import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, portalCallerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { Lead, LeadParams, PortalBody, PortalQuery } from '../core/lead.schemas.js';
import { ContactsBody, ContactsResponse, LeadList, LeadListQuery } from './owned.schemas.js';
import { getOwnedLead, listOwnedLeads, lookupContacts, markUsed } from './owned.service.js';

const tags = ['Leads'];

export const ownedLeadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.get(
    '/api/v1/leads',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'listLeads',
        summary: 'Owned leads of a portal user',
        description:
          'Leads assigned to portalId, paged, with filters (used, hasAs, region, gender, search) and ' +
          'sorting. Contact data is masked until the lead is used.',
        querystring: LeadListQuery,
        response: { 200: LeadList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listOwnedLeads(deps, portalCallerOf(request, request.query.portalId), request.query),
  );

  app.post(
    '/api/v1/leads/contacts',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'lookupLeadContacts',
        summary: 'Names and decrypted phone numbers of owned, used leads',
        description:
          'Names and decrypted phone numbers of up to 100 leads the portal user owns and has used; the ' +
          'others are listed in skipped with the reason. Every answer is written to the personal-data ' +
          'access log.',
        body: ContactsBody,
        response: { 200: ContactsResponse, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => lookupContacts(deps, portalCallerOf(request, request.body.portalId), request.body),
  );

  app.get(
    '/api/v1/leads/:id',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'getLead',
        summary: 'One owned lead (masked until used)',
        description:
          'A lead owned by portalId. Contact data is masked until the lead is used; metadata carries the ' +
          'CDN addresses of attached files. A lead owned by someone else is 404, like an unknown one.',
        params: LeadParams,
        querystring: PortalQuery,
        response: { 200: Lead, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => getOwnedLead(deps, portalCallerOf(request, request.query.portalId), request.params.id),
  );

  app.post(
    '/api/v1/leads/:id/use',
    {
      config: AUTH.portal,
      schema: {
        tags,
        operationId: 'useLead',
        summary: 'Mark an owned lead used; returns it unmasked',
        description:
          'Marks the lead used by its current owner and answers it unmasked (written to the personal-data ' +
          'access log). A second call keeps the first usedAt.',
        params: LeadParams,
        body: PortalBody,
        response: {
          200: Lead,
          ...errorResponses('KEY_SCOPE', 'NOT_FOUND', ['CONTACT_SUPPRESSED', 400], 'LEAD_ERASED'),
        },
      },
    },
    async (request) => markUsed(deps, portalCallerOf(request, request.body.portalId), request.params.id),
  );
};

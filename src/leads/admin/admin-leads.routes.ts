import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import {
  AdminLeadList,
  AdminLeadListQuery,
  AdminLeadParams,
  LeadContact,
  RevealContactBody,
} from './admin-leads.schemas.js';
import { listLeads, revealLeadContact } from './admin-leads.service.js';

const tags = ['Admin: leads'];

export const adminLeadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.get(
    '/admin/v1/leads',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'adminListLeads',
        summary: 'Leads across owners, newest first (contact masked)',
        description:
          'Every lead, newest registered first (createdAt, then id; sortOrder=asc for oldest), filtered by id, provider, product, owner, status, ' +
          'region and a creation period (Korea-time days, createdTo inclusive), paged. Name, phone and e-mail are ' +
          'always masked. The total is counted up to 10,000 (totalCapped says when more match) and pages reach ' +
          'the first 10,000 leads: narrow the filters beyond.',
        querystring: AdminLeadListQuery,
        response: { 200: AdminLeadList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listLeads(deps, callerOf(request), request.query),
  );

  app.post(
    '/admin/v1/leads/:id/contact',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'revealLeadContact',
        summary: "Reveal a lead's contact, with a reason (audited)",
        description:
          "The lead's name, phone and e-mail in clear. The reason (5–500 characters) is kept with the record " +
          'in the personal-data access log (REVEAL_LEAD_CONTACT) and the audit log (LEAD_CONTACT_REVEALED). ' +
          'Admin keys and ADMIN operators only.',
        params: AdminLeadParams,
        body: RevealContactBody,
        response: { 200: LeadContact, ...errorResponses('KEY_SCOPE', 'NOT_FOUND', 'LEAD_ERASED') },
      },
    },
    async (request) => revealLeadContact(deps, callerOf(request), request.params.id, request.body),
  );
};

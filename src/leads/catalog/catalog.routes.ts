import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import {
  AdminRegionList,
  AsPolicy,
  AsPolicyBody,
  CreateProductBody,
  CreateProviderBody,
  CreateRegionBody,
  IdParams,
  ListQuery,
  Product,
  ProductIdParams,
  ProductList,
  Provider,
  ProviderList,
  Region,
  RegionParams,
  RegionsResponse,
  UpdateProductBody,
  UpdateProviderBody,
  UpdateRegionBody,
} from './catalog.schemas.js';
import {
  addRegion,
  createProduct,
  createProvider,
  getAsPolicy,
  listAdminRegions,
  listProducts,
  listProviders,
  saveAsPolicy,
  updateProduct,
  updateRegion,
} from './catalog.service.js';
import { updateProvider } from './provider-settings.service.js';

const leadTags = ['Catalog'];
const JSON_UTF8 = 'application/json; charset=utf-8';
const adminTags = ['Admin: catalog'];

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;
  const { regions } = deps;
  // Returns `reply`: Fastify then waits for it to be sent.
  const sendAfterLoad = async (reply: FastifyReply) =>
    reply.type(JSON_UTF8).send((await regions.current()).json as never);

  app.get(
    '/api/v1/regions',
    {
      config: AUTH.leadInterface,
      schema: {
        tags: leadTags,
        operationId: 'listRegions',
        summary: 'Supported regions',
        description: 'Active regions in display order, as accepted in lead registrations and orders.',
        response: { 200: RegionsResponse, ...errorResponses('SESSION_INVALID') },
      },
    },
    // The body is serialized once per region load; a string with a JSON content type is sent as it is. While the
    // loaded table is recent it is sent without a promise (the most requested route).
    (_request, reply) => {
      const table = regions.fresh();
      if (!table) return sendAfterLoad(reply);
      reply.type(JSON_UTF8).send(table.json as never);
    },
  );

  app.get(
    '/api/v1/products/:productId/as-policy',
    {
      config: AUTH.leadInterface,
      schema: {
        tags: leadTags,
        operationId: 'getProductAsPolicy',
        summary: 'Product AS policy',
        description:
          "The current version of the product's after-service policy: the text shown to users and the " +
          'return window in days.',
        params: ProductIdParams,
        response: { 200: AsPolicy, ...errorResponses('SESSION_INVALID', 'NOT_FOUND') },
      },
    },
    async (request) => getAsPolicy(deps, request.params.productId),
  );

  app.post(
    '/admin/v1/providers',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'createProvider',
        summary: 'Create a provider',
        description: 'Creates a lead supplier. Its code is unique (409 when taken).',
        body: CreateProviderBody,
        response: { 200: Provider, ...errorResponses('KEY_SCOPE', 'PROVIDER_CODE_TAKEN') },
      },
    },
    async (request) => createProvider(deps, callerOf(request), request.body),
  );

  app.get(
    '/admin/v1/providers',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'listProviders',
        summary: 'List providers',
        description: 'Paged list of providers, ordered by id.',
        querystring: ListQuery,
        response: { 200: ProviderList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listProviders(deps, callerOf(request), request.query),
  );

  app.patch(
    '/admin/v1/providers/:id',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'updateProvider',
        summary: "Change a provider's settings",
        description:
          "Sets the provider's ssnPolicy: DISCARD (a resident registration number is validated, used for gender " +
          'and birth date, and never stored) or REJECT (a registration carrying one → 400 SSN_NOT_ACCEPTED). Audited.',
        params: IdParams,
        body: UpdateProviderBody,
        response: { 200: Provider, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => updateProvider(deps, callerOf(request), { ...request.params, ...request.body }),
  );

  app.post(
    '/admin/v1/products',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'createProduct',
        summary: 'Create a product mapped to providers',
        description: 'Creates a product and maps it to the providers that supply it.',
        body: CreateProductBody,
        response: { 200: Product, ...errorResponses('KEY_SCOPE', 'PROVIDER_NOT_FOUND') },
      },
    },
    async (request) => createProduct(deps, callerOf(request), request.body),
  );

  app.get(
    '/admin/v1/products',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'listProducts',
        summary: 'List products',
        description: 'Paged list of products with their providers, ordered by id.',
        querystring: ListQuery,
        response: { 200: ProductList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listProducts(deps, callerOf(request), request.query),
  );

  app.patch(
    '/admin/v1/products/:id',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'updateProduct',
        summary: 'Change product settings',
        description:
          "Changes a product's name, its providers, its AS return window (asWindowDays, applied to later " +
          'filings), its consent settings (consentRequired, consentMaxAgeDays, consentRecipients) or its ' +
          'routing settings (autoConfirm, routing FIFO | ROUND_ROBIN, firstContactMinutes, maxSlaRecalls); ' +
          'consent and routing changes are audited.',
        params: IdParams,
        body: UpdateProductBody,
        response: { 200: Product, ...errorResponses('KEY_SCOPE', 'NOT_FOUND', 'PROVIDER_NOT_FOUND') },
      },
    },
    async (request) => updateProduct(deps, callerOf(request), { ...request.params, ...request.body }),
  );

  app.put(
    '/admin/v1/products/:id/as-policy',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'saveProductAsPolicy',
        summary: 'Save a new version of the AS policy text',
        description: 'Saves the AS policy as a new version; the product points at it and earlier versions are kept.',
        params: IdParams,
        body: AsPolicyBody,
        response: { 200: AsPolicy, ...errorResponses('KEY_SCOPE', 'NOT_FOUND') },
      },
    },
    async (request) => saveAsPolicy(deps, callerOf(request), { ...request.params, ...request.body }),
  );

  app.get(
    '/admin/v1/regions',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'adminListRegions',
        summary: 'Every region with its aliases, retired ones included',
        description:
          'Every region in display order: active ones and retired ones (active=false, no longer accepted for new ' +
          'leads and orders), each with every name it matches (its own name, former names, official spellings).',
        response: { 200: AdminRegionList, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => listAdminRegions(deps, callerOf(request)),
  );

  app.post(
    '/admin/v1/regions',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'createRegion',
        summary: 'Add a region',
        description: 'Adds a region at the end of the display order (409 when the name or an alias is taken).',
        body: CreateRegionBody,
        response: { 200: Region, ...errorResponses('KEY_SCOPE', 'REGION_NAME_TAKEN') },
      },
    },
    async (request) => addRegion(deps, callerOf(request), request.body),
  );

  app.patch(
    '/admin/v1/regions/:name',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'updateRegion',
        summary: 'Rename a region (the old name stays an alias) or retire it',
        description:
          'Renames a region (the old name keeps matching as an alias) or retires it (active=false). Region ' +
          'names are matched ignoring white space.',
        params: RegionParams,
        body: UpdateRegionBody,
        response: { 200: Region, ...errorResponses('KEY_SCOPE', 'NOT_FOUND', 'REGION_NAME_TAKEN') },
      },
    },
    async (request) => updateRegion(deps, callerOf(request), { current: request.params.name, ...request.body }),
  );
};

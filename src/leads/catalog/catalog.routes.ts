import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../platform/errors.js';
import { pagination } from '../../platform/schemas.js';
import {
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
  UpdateRegionBody,
} from './catalog.schemas.js';
import {
  addRegion,
  createProduct,
  createProvider,
  getAsPolicy,
  listProducts,
  listProviders,
  saveAsPolicy,
  updateProduct,
  updateRegion,
} from './catalog.service.js';

const leadTags = ['Catalog'];
const adminTags = ['Admin: catalog'];
const admin = { auth: { apiKey: [] } };

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, regions } = app.deps;
  const db = database.db;

  app.get(
    '/api/v1/regions',
    {
      config: { auth: { apiKey: ['portal', 'provider'] } },
      schema: {
        tags: leadTags,
        summary: 'Supported regions',
        response: { 200: RegionsResponse, ...errorResponses(401, 403) },
      },
    },
    // The body is serialized once per region load; a string with a JSON content type is sent as it is.
    async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send((await regions.current()).json as never),
  );

  app.get(
    '/api/v1/products/:productId/as-policy',
    {
      config: { auth: { apiKey: ['portal', 'provider'] } },
      schema: {
        tags: leadTags,
        summary: 'Product AS policy',
        params: ProductIdParams,
        response: { 200: AsPolicy, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAsPolicy(db, request.params.productId),
  );

  app.post(
    '/admin/v1/providers',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Create a provider',
        body: CreateProviderBody,
        response: { 200: Provider, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => createProvider(db, request.body),
  );

  app.get(
    '/admin/v1/providers',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'List providers',
        querystring: ListQuery,
        response: { 200: ProviderList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page = 1, limit = 20 } = request.query;
      const { rows, total } = await listProviders(db, limit, (page - 1) * limit);
      return { data: rows, pagination: pagination(page, limit, total) };
    },
  );

  app.post(
    '/admin/v1/products',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Create a product mapped to providers',
        body: CreateProductBody,
        response: { 200: Product, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => createProduct(db, request.body),
  );

  app.get(
    '/admin/v1/products',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'List products',
        querystring: ListQuery,
        response: { 200: ProductList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page = 1, limit = 20 } = request.query;
      const { rows, total } = await listProducts(db, limit, (page - 1) * limit);
      return { data: rows, pagination: pagination(page, limit, total) };
    },
  );

  app.patch(
    '/admin/v1/products/:id',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Change product settings',
        params: IdParams,
        body: UpdateProductBody,
        response: { 200: Product, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateProduct(db, request.params.id, request.body),
  );

  app.put(
    '/admin/v1/products/:id/as-policy',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Save a new version of the AS policy text',
        params: IdParams,
        body: AsPolicyBody,
        response: { 200: AsPolicy, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saveAsPolicy(db, request.params.id, request.body.textContent),
  );

  app.post(
    '/admin/v1/regions',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Add a region',
        body: CreateRegionBody,
        response: { 200: Region, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const region = await addRegion(db, request.body);
      regions.invalidate();
      return region;
    },
  );

  app.patch(
    '/admin/v1/regions/:name',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Rename a region (the old name stays an alias) or retire it',
        params: RegionParams,
        body: UpdateRegionBody,
        response: { 200: Region, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const region = await updateRegion(db, request.params.name, request.body);
      regions.invalidate();
      return region;
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { cacheHeaders } from '../../platform/openapi.js';
import { cacheable } from '../http-cache.js';
import {
  Bank,
  BankCode,
  CenterCode,
  Insurer,
  InsurerCode,
  JobCode,
  JobCodeItem,
  PostOfficeCenter,
  PutBankBody,
  PutCenterBody,
  PutInsurerBody,
  PutJobCodeBody,
} from './reference.schemas.js';
import {
  listBanks,
  listCenters,
  listInsurers,
  listJobCodes,
  upsertBank,
  upsertCenter,
  upsertInsurer,
  upsertJobCode,
} from './reference.service.js';

const tags = ['Claims: reference data'];
const adminTags = ['Admin: claims'];

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/api/v1/claim/insurers',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'listInsurers',
        summary: 'Insurers',
        description: 'Life and non-life insurers with their codes, fax numbers and logos, ordered by type and name.',
        response: { 200: Type.Array(Insurer), ...errorResponses('SESSION_INVALID') },
      },
    },
    async () => listInsurers(db),
  );
  app.get(
    '/api/v1/claim/banks',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'listBanks',
        summary: 'Korean bank codes',
        description: 'Korean bank codes and names, for the payout account of a claim.',
        response: { 200: Type.Array(Bank), ...errorResponses('SESSION_INVALID') },
      },
    },
    async () => listBanks(db),
  );
  app.get(
    '/api/v1/claim/post-office-centers',
    {
      config: AUTH.token,
      schema: {
        tags,
        operationId: 'listPostOfficeCenters',
        summary: 'Post-office insurance payment centers',
        description: 'The regional post-office insurance payment centers, with their fax and telephone numbers.',
        response: { 200: Type.Array(PostOfficeCenter), ...errorResponses('SESSION_INVALID') },
      },
    },
    async () => listCenters(db),
  );
  app.get(
    '/api/v1/claim/job-codes',
    {
      config: { ...AUTH.token, openapi: { headers: cacheHeaders } },
      schema: {
        tags,
        operationId: 'listJobCodes',
        summary: 'Job codes with their risk grade (public-cacheable: ETag, 304 on If-None-Match)',
        description:
          'Job codes with their risk grade (1 office work to 3 hazardous work). Public-cacheable for 5 ' +
          'minutes: send If-None-Match with the ETag to get 304.',
        response: { 200: Type.Array(JobCodeItem), 304: Type.Null(), ...errorResponses('SESSION_INVALID') },
      },
    },
    async (request, reply) => cacheable(request, reply, await listJobCodes(db)),
  );

  app.put(
    '/admin/v1/claim/insurers/:code',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'upsertInsurer',
        summary: 'Create or update an insurer',
        description: 'Creates the insurer with this code or replaces its fields.',
        params: Type.Object({ code: InsurerCode }),
        body: PutInsurerBody,
        response: { 200: Insurer, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => upsertInsurer(db, request.params.code, request.body),
  );
  app.put(
    '/admin/v1/claim/banks/:code',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'upsertBank',
        summary: 'Create or update a bank',
        description: 'Creates the bank with this code or replaces its name.',
        params: Type.Object({ code: BankCode }),
        body: PutBankBody,
        response: { 200: Bank, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => upsertBank(db, request.params.code, request.body),
  );
  app.put(
    '/admin/v1/claim/post-office-centers/:code',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'upsertPostOfficeCenter',
        summary: 'Create or update a post-office insurance center',
        description: 'Creates the post-office center with this code or replaces its fields.',
        params: Type.Object({ code: CenterCode }),
        body: PutCenterBody,
        response: { 200: PostOfficeCenter, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => upsertCenter(db, request.params.code, request.body),
  );
  app.put(
    '/admin/v1/claim/job-codes/:code',
    {
      config: AUTH.admin,
      schema: {
        tags: adminTags,
        operationId: 'upsertJobCode',
        summary: 'Create or update a job code',
        description: 'Creates the job code or replaces its name and risk grade.',
        params: Type.Object({ code: JobCode }),
        body: PutJobCodeBody,
        response: { 200: JobCodeItem, ...errorResponses('KEY_SCOPE') },
      },
    },
    async (request) => upsertJobCode(db, request.params.code, request.body),
  );
};

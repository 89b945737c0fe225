import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { IMPORT_QUEUE, IMPORT_SWEEP_QUEUE, runImport, sweepImports } from './import-job.js';
import { ImportParams, LeadImport, StartImportBody } from './imports.schemas.js';
import { cancelImport, getImport, type ImportDeps, importErrorsCsv, startImport } from './imports.service.js';

const tags = ['Lead imports'];

/** The import's dependencies: the lead core's, the file storage, and the queue its jobs go through. */
export function importDeps(app: FastifyInstance): ImportDeps {
  const { jobs } = app.deps;
  let defined: Promise<void> | null = null;
  const queuesReady = () => {
    defined ??= (async () => {
      // Retried: a run resumes after its last committed batch.
      await jobs.define(IMPORT_QUEUE, {
        retryLimit: 3,
        retryDelaySeconds: 30,
        retryBackoff: true,
        expireInSeconds: 60 * 60,
      });
      await jobs.define(IMPORT_SWEEP_QUEUE, { expireInSeconds: 10 * 60 });
    })().catch((error) => {
      defined = null;
      throw error;
    });
    return defined;
  };
  return {
    ...app.deps.leads,
    storage: app.deps.storage,
    // After the commit (never from inside a transaction): a lost send is picked up by the sweep.
    enqueue: async (importId) => {
      try {
        await queuesReady();
        await jobs.send(IMPORT_QUEUE, { importId });
      } catch (err) {
        app.log.warn({ err, importId }, 'lead import not queued; the sweep will queue it');
      }
    },
    queuesReady,
  } as ImportDeps & { queuesReady: () => Promise<void> };
}

export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = importDeps(app);

  app.post(
    '/api/v1/leads/imports',
    {
      config: AUTH.provider,
      schema: {
        tags,
        operationId: 'startLeadImport',
        summary: 'Import leads from an uploaded CSV or XLSX file (a background job)',
        description:
          'The file (purpose LEAD_IMPORT) is read far enough to find its header: name and phone columns are ' +
          'required (Korean or English headers, or columnMapping). Rows are then registered by a job in batches ' +
          'of 1,000 by the rules of POST /api/v1/leads without portalId; follow it with GET ' +
          '/api/v1/leads/imports/{id} and read the refused rows in errors.csv. A provider key imports for its ' +
          'own provider only.',
        body: StartImportBody,
        response: {
          200: LeadImport,
          ...errorResponses(
            'KEY_SCOPE',
            'PROVIDER_NOT_FOUND',
            ['PRODUCT_NOT_FOUND', 400],
            'PRODUCT_NOT_MAPPED',
            ['FILE_NOT_FOUND', 400],
            'FILE_NOT_UPLOADED',
            'FILE_PURPOSE_MISMATCH',
            'IMPORT_FILE_UNREADABLE',
            'UNSUPPORTED_SPREADSHEET',
            'IMPORT_COLUMN_MISSING',
            'IMPORT_COLUMN_UNKNOWN',
            'IMPORT_FILE_IN_USE',
          ),
        },
      },
    },
    async (request) => startImport(deps, callerOf(request), request.body),
  );

  app.get(
    '/api/v1/leads/imports/:id',
    {
      config: AUTH.provider,
      schema: {
        tags,
        operationId: 'getLeadImport',
        summary: 'An import with its progress and counters',
        description:
          'status QUEUED → RUNNING → COMPLETED (or FAILED with failureCode, or CANCELLED); totalRows is known once ' +
          'the file has been read through; registered + duplicates + invalid = processedRows.',
        params: ImportParams,
        response: { 200: LeadImport, ...errorResponses('KEY_SCOPE', 'IMPORT_NOT_FOUND') },
      },
    },
    async (request) => getImport(deps, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/leads/imports/:id/cancel',
    {
      config: AUTH.provider,
      schema: {
        tags,
        operationId: 'cancelLeadImport',
        summary: 'Cancel an import (a running one stops after its current batch)',
        description: 'What was registered before stays. An import that has ended → 400 IMPORT_FINISHED.',
        params: ImportParams,
        response: { 200: LeadImport, ...errorResponses('KEY_SCOPE', 'IMPORT_NOT_FOUND', 'IMPORT_FINISHED') },
      },
    },
    async (request) => cancelImport(deps, callerOf(request), request.params.id),
  );

  app.get(
    '/api/v1/leads/imports/:id/errors.csv',
    {
      config: {
        ...AUTH.provider,
        openapi: {
          response: {
            200: {
              description: 'row,column,code,message — UTF-8 with a byte-order mark; never a cell of the file',
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
          },
        },
      },
      schema: {
        tags,
        operationId: 'getLeadImportErrors',
        summary: 'The refused rows of an import as CSV (row, column, code, message)',
        description:
          'One line per problem, by row (the header is row 1): the column as its letter and field (`B (phone)`), a ' +
          'code of a fixed catalogue and its message. Never a cell of the file; cells a spreadsheet would run as ' +
          "a formula start with '.",
        params: ImportParams,
        response: { ...errorResponses('KEY_SCOPE', 'IMPORT_NOT_FOUND') },
      },
    },
    sendImportErrors(deps),
  );
};

/** Answers an import's errors.csv as a download: the provider's route and the operators' share it. */
export const sendImportErrors =
  (deps: Parameters<typeof importErrorsCsv>[0]) =>
  async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const { id, csv } = await importErrorsCsv(deps, callerOf(request), request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="lead-import-${id}-errors.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  };

/** The import jobs and their sweep (every minute), where job workers run. */
export function startImportWorkers(app: FastifyInstance) {
  if (!app.deps.config.jobs.workers) return;
  const deps = importDeps(app) as ImportDeps & { queuesReady: () => Promise<void> };
  app.addHook('onReady', async () => {
    await deps.queuesReady();
    await app.deps.jobs.work<{ importId: number }>(IMPORT_QUEUE, async ({ importId }) => {
      await runImport(deps, importId);
    });
    await app.deps.jobs.work(IMPORT_SWEEP_QUEUE, async () => {
      await sweepImports(deps.db, async (importId) => {
        await app.deps.jobs.send(IMPORT_QUEUE, { importId });
      });
    });
    await app.deps.jobs.schedule(IMPORT_SWEEP_QUEUE, '* * * * *');
  });
}

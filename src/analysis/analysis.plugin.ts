import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { JobQueue } from '../platform/jobs.js';
import type { PiiVault } from '../platform/pii.js';
import type { InsuranceDataAdapter } from './adapters/insurance-data.js';
import { sandboxHealthData } from './adapters/sandbox-health.js';
import { sandboxInsuranceData } from './adapters/sandbox-insurance.js';
import type { AnalysisDeps } from './analysis.deps.js';
import { ANALYZE_QUEUE, processAnalysis, SWEEP_QUEUE, sweepCoverage } from './coverage/analyses.service.js';
import { coverageEngine } from './coverage/coverage.engine.js';
import { coverageRoutes } from './coverage/coverage.routes.js';
import { medicalRoutes } from './medical/medical.routes.js';
import { MEDICAL_ANALYZE_QUEUE, processMedicalAnalysis, sweepMedical } from './medical/medical.service.js';

/** The insurance-data sources by their `INSURANCE_DATA_PROVIDER` name. */
const INSURANCE_SOURCES: Record<string, InsuranceDataAdapter> = { sandbox: sandboxInsuranceData };

export function buildAnalysisDeps(
  config: Config,
  database: Database,
  vault: PiiVault,
  jobs: JobQueue,
  clock: () => number = Date.now,
): AnalysisDeps {
  let defined: Promise<void> | null = null;
  const analysis = config.analysis;
  return {
    db: database.db,
    vault,
    config: analysis,
    insurance: INSURANCE_SOURCES[analysis.insuranceDataProvider],
    health: sandboxHealthData(analysis.medicalSandboxApprovalSeconds),
    now: () => new Date(clock()),
    jobs,
    analyze: coverageEngine,
    queuesReady: () => {
      defined ??= (async () => {
        await jobs.define(ANALYZE_QUEUE, {
          retryLimit: analysis.jobRetryLimit,
          retryDelaySeconds: analysis.jobRetryDelaySeconds,
          retryBackoff: analysis.jobRetryDelaySeconds > 0,
          expireInSeconds: 5 * 60,
        });
        await jobs.define(MEDICAL_ANALYZE_QUEUE, {
          retryLimit: analysis.jobRetryLimit,
          retryDelaySeconds: analysis.jobRetryDelaySeconds,
          retryBackoff: analysis.jobRetryDelaySeconds > 0,
          expireInSeconds: 5 * 60,
        });
        await jobs.define(SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 10 * 60 });
      })().catch((error) => {
        defined = null;
        throw error;
      });
      return defined;
    },
  };
}

/**
 * The coverage and medical analyses (contract §7.2, §7.3): their routes, the analysis job and the minute sweep (retention, clean-up),
 * and `X-Sandbox: true` on every response while a sandbox data source is configured.
 */
export async function registerAnalysis(app: FastifyInstance) {
  const deps = app.deps.analysis;
  if (deps.insurance.sandbox || deps.health.sandbox) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-sandbox', 'true');
    });
  }
  await app.register(coverageRoutes);
  await app.register(medicalRoutes);
  if (app.deps.config.claims.jobWorkers) {
    app.addHook('onReady', async () => {
      await deps.queuesReady();
      const retryLimit = deps.config.jobRetryLimit;
      await deps.jobs.work<{ analysisId: string }>(ANALYZE_QUEUE, (data, job) =>
        processAnalysis(app.deps.analysis, data.analysisId, { retryCount: job.retryCount, retryLimit }),
      );
      await deps.jobs.work<{ analysisId: string }>(MEDICAL_ANALYZE_QUEUE, (data, job) =>
        processMedicalAnalysis(app.deps.analysis, data.analysisId, { retryCount: job.retryCount, retryLimit }),
      );
      // One sweep for both analyses: the same retention rule, clean-up and lost sends.
      await deps.jobs.work(SWEEP_QUEUE, async () => {
        await sweepCoverage(app.deps.analysis);
        await sweepMedical(app.deps.analysis);
      });
      await deps.jobs.schedule(SWEEP_QUEUE, '* * * * *');
    });
  }
}

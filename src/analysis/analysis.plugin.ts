import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { Clock } from '../platform/clock.js';
import type { JobQueue } from '../platform/jobs.js';
import type { PiiVault } from '../platform/pii.js';
import type { InsuranceDataAdapter } from './adapters/insurance-data.js';
import type { MessageAdapter } from './adapters/messages.js';
import { sandboxHealthData } from './adapters/sandbox-health.js';
import { sandboxInsuranceData } from './adapters/sandbox-insurance.js';
import { SandboxMessageOutbox } from './adapters/sandbox-messages.js';
import type { AnalysisConfig } from './analysis.config.js';
import type { AnalysisDeps, AnalysisKind, ReportForLink } from './core/analysis.deps.js';
import { ANALYZE_QUEUE, processAnalysis } from './coverage/analysis-job.js';
import { coverageEngine } from './coverage/coverage.engine.js';
import { coverageRoutes } from './coverage/coverage.routes.js';
import { coverageTransmissions } from './coverage/coverage.transmissions.js';
import { coverageReportForLink } from './coverage/report.service.js';
import { SWEEP_QUEUE, sweepCoverage } from './coverage/sweep.js';
import { MEDICAL_ANALYZE_QUEUE, processMedicalAnalysis } from './medical/analysis-job.js';
import { medicalRoutes } from './medical/medical.routes.js';
import { medicalTransmissions } from './medical/medical.transmissions.js';
import { medicalReportForLink } from './medical/report.service.js';
import { sweepMedical } from './medical/sweep.js';
import { closeRenderPool } from './reports/render-pool.js';
import { linkRoutes } from './transmissions/link.routes.js';
import { prepareLinkPage } from './transmissions/link.service.js';
import { transmissionRoutes } from './transmissions/transmissions.routes.js';
import {
  processTransmission,
  sweepTransmissions,
  TRANSMISSIONS_SWEEP_QUEUE,
  TRANSMIT_QUEUE,
} from './transmissions/transmissions.service.js';

/** The insurance-data sources by their `INSURANCE_DATA_PROVIDER` name. */
const INSURANCE_SOURCES: Record<string, InsuranceDataAdapter> = { sandbox: sandboxInsuranceData };

/** What the analyses read of the app's configuration. */
type AppConfig = { analysis: AnalysisConfig; publicBaseUrl: string };

/** The message services by their `MESSAGE_PROVIDER` name. */
const MESSAGE_SERVICES: Record<string, (config: AppConfig, clock: Clock) => MessageAdapter> = {
  sandbox: (config, clock) => new SandboxMessageOutbox(config.analysis.messageOutboxDir, clock),
};

/** The report of each kind of analysis, for the client's link. */
const REPORTS: Record<AnalysisKind, (deps: AnalysisDeps, analysisId: string) => Promise<ReportForLink>> = {
  COVERAGE: coverageReportForLink,
  MEDICAL: medicalReportForLink,
};

export function buildAnalysisDeps(
  config: AppConfig,
  database: Database,
  vault: PiiVault,
  jobs: JobQueue,
  clock: Clock,
): AnalysisDeps {
  let defined: Promise<void> | null = null;
  const analysis = config.analysis;
  const deps: AnalysisDeps = {
    db: database.db,
    vault,
    config: analysis,
    insurance: INSURANCE_SOURCES[analysis.insuranceDataProvider],
    health: sandboxHealthData(analysis.medicalSandboxApprovalSeconds),
    clock,
    jobs,
    analyze: coverageEngine,
    messages: MESSAGE_SERVICES[analysis.messageProvider](config, clock),
    transmissionKinds: { COVERAGE: coverageTransmissions, MEDICAL: medicalTransmissions },
    linkReport: (kind, analysisId) => REPORTS[kind](deps, analysisId),
    publicBaseUrl: config.publicBaseUrl,
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
        await jobs.define(TRANSMIT_QUEUE, {
          retryLimit: analysis.messageRetryLimit,
          retryDelaySeconds: analysis.messageRetryDelaySeconds,
          retryBackoff: analysis.messageRetryDelaySeconds > 0,
          expireInSeconds: 5 * 60,
        });
        await jobs.define(TRANSMISSIONS_SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 10 * 60 });
      })().catch((error) => {
        defined = null;
        throw error;
      });
      return defined;
    },
  };
  return deps;
}

/**
 * The coverage and medical analyses (contract §7.2, §7.3) and the transmissions of reports (§7.1): their routes,
 * the client's link page, the analysis and message jobs and the minute sweeps (retention, clean-up, lost sends), and
 * `X-Sandbox: true` on every response while a sandbox data source or message service is configured. The report
 * threads stop on close, after the job queue (see `buildApp`).
 */
export async function registerAnalysis(app: FastifyInstance) {
  const deps = app.deps.analysis;
  if (deps.insurance.sandbox || deps.health.sandbox || deps.messages.sandbox) {
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('x-sandbox', 'true');
      done(null, payload);
    });
  }
  await app.register(coverageRoutes);
  await app.register(medicalRoutes);
  await app.register(transmissionRoutes(coverageTransmissions, 'Coverage analysis'));
  await app.register(transmissionRoutes(medicalTransmissions, 'Medical coverage analysis'));
  await app.register(linkRoutes);
  app.addHook('onClose', () => closeRenderPool());
  if (app.deps.config.jobs.workers) {
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
      const messageRetryLimit = deps.config.messageRetryLimit;
      await deps.jobs.work<{ transmissionId: string }>(TRANSMIT_QUEUE, async (data, job) => {
        await processTransmission(app.deps.analysis, data.transmissionId, {
          retryCount: job.retryCount,
          retryLimit: messageRetryLimit,
        });
        // Not awaited: the message is sent; the page's font is prepared for the client in the background.
        prepareLinkPage(app.deps.analysis, data.transmissionId).catch(() => undefined);
      });
      await deps.jobs.work(TRANSMISSIONS_SWEEP_QUEUE, async () => {
        await sweepTransmissions(app.deps.analysis);
      });
      await deps.jobs.schedule(TRANSMISSIONS_SWEEP_QUEUE, '* * * * *');
    });
  }
}

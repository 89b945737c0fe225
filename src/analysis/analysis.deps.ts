import type { Db } from '../db/client.js';
import type { Clock } from '../platform/clock.js';
import type { JobQueue } from '../platform/jobs.js';
import type { PiiVault } from '../platform/pii.js';
import type { HealthDataAdapter } from './adapters/health-data.js';
import type { InsuranceDataAdapter } from './adapters/insurance-data.js';
import type { MessageAdapter } from './adapters/messages.js';
import type { AnalysisConfig } from './analysis.config.js';
import type { CoverageAnalyzer } from './coverage/analyses.service.js';
import type { AnalysisKind, TransmissionKind } from './transmissions/kind.js';

/** What the analyses' services use; built once in the app (tests may swap `insurance` and `analyze`). */
export interface AnalysisDeps {
  db: Db;
  vault: PiiVault;
  config: AnalysisConfig;
  /** The insurance-data source chosen by `INSURANCE_DATA_PROVIDER`. */
  insurance: InsuranceDataAdapter;
  /** The health-data source chosen by `HEALTH_DATA_PROVIDER`. */
  health: HealthDataAdapter;
  /** The time of every rule of the analyses (expiry, resends, retention); a test moves it. */
  clock: Clock;
  jobs: JobQueue;
  /** Computes a coverage analysis's result (the engine); read per job, so it can be swapped. */
  analyze: CoverageAnalyzer;
  /** The message service chosen by `MESSAGE_PROVIDER`; read per job, so a test can swap it. */
  messages: MessageAdapter;
  /** The kinds of analysis whose reports are transmitted: coverage and medical. */
  transmissionKinds: Partial<Record<AnalysisKind, TransmissionKind>>;
  /** The PDF report of an analysis of `kind`, for the client's link; read per request, so a test can swap it. */
  reportPdf: (kind: AnalysisKind, analysisId: string) => Promise<Buffer>;
  /** The base of the links the service hands out (`PUBLIC_BASE_URL`). */
  publicBaseUrl: string;
  /** Creates the analysis queues once (idempotent). */
  queuesReady: () => Promise<void>;
}

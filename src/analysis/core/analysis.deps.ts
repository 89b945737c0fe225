import type { Db, Tx } from '../../db/client.js';
import type { AnalysisStatus } from '../../db/schema/index.js';
import type { AccessRule } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import type { Clock } from '../../platform/clock.js';
import type { AttachmentName } from '../../platform/content-disposition.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { PiiVault } from '../../platform/pii.js';
import type { HealthDataAdapter } from '../adapters/health-data.js';
import type { InsuranceDataAdapter } from '../adapters/insurance-data.js';
import type { MessageAdapter } from '../adapters/messages.js';
import type { AnalysisConfig } from '../analysis.config.js';
import type { LinkReport } from '../reports/report-html.js';
import type { CoverageAnalyzer } from './analyzer.js';

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
  /** The report of an analysis of `kind`, for the client's link; read per request, so a test can swap it. */
  linkReport: (kind: AnalysisKind, analysisId: string) => Promise<ReportForLink>;
  /** The base of the links the service hands out (`PUBLIC_BASE_URL`). */
  publicBaseUrl: string;
  /** Creates the analysis queues once (idempotent). */
  queuesReady: () => Promise<void>;
}

/** A report's data for the client's link (its page and its PDF) and the names the PDF downloads under. */
export interface ReportForLink {
  report: LinkReport;
  fileName: AttachmentName;
}

/** The analyses whose reports are transmitted: one table of transmissions, one code, a kind per analysis. */
export type AnalysisKind = 'COVERAGE' | 'MEDICAL';

/** What transmitting needs to know of an analysis. */
export interface TransmittedAnalysis {
  id: string;
  /** The consultant the analysis is for. */
  userId: number;
  status: AnalysisStatus;
  /** The date the analysis is as of (`YYYY-MM-DD`). */
  analysisDate: string;
  /** The client's birth date (`YYYYMMDD`) and mobile phone digits (null: none was given). */
  client: { birthDate: string; phone: string | null };
}

/** How one kind of analysis takes part in transmissions (the coverage analysis's is in `coverage/`). */
export interface TransmissionKind {
  kind: AnalysisKind;
  /** The segment of its paths: `/api/v1/{segment}/analyses/...`. */
  segment: 'coverage' | 'medical';
  /** How the client's message and the page name the report. */
  label: string;
  /** The prefix of its opaque ids (`ca`). */
  idPrefix: string;
  /** Its access rule (404 `ANALYSIS_NOT_FOUND` out of scope). */
  access: AccessRule;
  /** The analysis `id`: in `caller`'s scope, or without one (`null`: the job and the public link). */
  find(deps: AnalysisDeps, id: string, caller: Caller | null): Promise<TransmittedAnalysis | null>;
  /**
   * Refuses a caller in scope who may still not send or see the transmissions of this analysis (throws; the medical
   * analysis's MANAGER who is not its consultant → 403 `SENSITIVE_DATA_SCOPE`). Absent: scope is enough.
   */
  authorize?(caller: Caller, analysis: TransmittedAnalysis): void;
  /** Takes the analysis's row lock in `tx`: its transmissions are counted and created one request at a time. */
  lock(tx: Tx, id: string): Promise<void>;
}

import type { Tx } from '../../db/client.js';
import type { AnalysisStatus } from '../../db/schema/index.js';
import type { AccessRule } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import type { AnalysisDeps } from '../analysis.deps.js';

/** The analyses whose reports are transmitted: one table of transmissions, one code, a kind per analysis. */
export type AnalysisKind = 'COVERAGE' | 'MEDICAL';

/** What transmitting needs to know of an analysis. */
export interface TransmittedAnalysis {
  id: string;
  /** The consultant the analysis is for. */
  userId: number;
  status: AnalysisStatus;
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

import { join, resolve } from 'node:path';
import { ConfigError, type Env, intVar } from '../platform/env.js';

/** Configuration of the coverage and medical analyses (contract §7). */
export interface AnalysisConfig {
  /** The insurance-data source (`INSURANCE_DATA_PROVIDER`): `sandbox` (the default, contract §7.4). */
  insuranceDataProvider: 'sandbox';
  /** The health-data source (`HEALTH_DATA_PROVIDER`): `sandbox` (the default, contract §7.4). */
  healthDataProvider: 'sandbox';
  /** Seconds after which the sandbox health source approves by itself (`MEDICAL_SANDBOX_APPROVAL_SECONDS`, 3). */
  medicalSandboxApprovalSeconds: number;
  /** Days after an analysis ends before its data and result are deleted (`ANALYSIS_RETENTION_DAYS`, 90). */
  retentionDays: number;
  /** Retries of an analysis job after its first attempt before the analysis is FAILED. */
  jobRetryLimit: number;
  jobRetryDelaySeconds: number;
  /** Where reports' messages go (`MESSAGE_PROVIDER`): `sandbox` (the default, contract §7.4), an outbox folder. */
  messageProvider: 'sandbox';
  /** The sandbox's outbox folder (`MESSAGE_OUTBOX_DIR`, default `DATA_DIR/message-outbox`). */
  messageOutboxDir: string;
  /** Retries of a message after its first attempt before the transmission is FAILED. */
  messageRetryLimit: number;
  messageRetryDelaySeconds: number;
}

export function loadAnalysisConfig(env: Env, base: { dataDir: string }): AnalysisConfig {
  const provider = env.INSURANCE_DATA_PROVIDER || 'sandbox';
  if (provider !== 'sandbox') {
    throw new ConfigError(`INSURANCE_DATA_PROVIDER must be sandbox (the only source so far), got "${provider}"`);
  }
  const health = env.HEALTH_DATA_PROVIDER || 'sandbox';
  if (health !== 'sandbox') {
    throw new ConfigError(`HEALTH_DATA_PROVIDER must be sandbox (the only source so far), got "${health}"`);
  }
  const messages = env.MESSAGE_PROVIDER || 'sandbox';
  if (messages !== 'sandbox') {
    throw new ConfigError(`MESSAGE_PROVIDER must be sandbox (the only one so far), got "${messages}"`);
  }
  return {
    insuranceDataProvider: provider,
    healthDataProvider: health,
    medicalSandboxApprovalSeconds: intVar(env, 'MEDICAL_SANDBOX_APPROVAL_SECONDS', 3, 0, 3600),
    messageProvider: messages,
    messageOutboxDir: resolve(env.MESSAGE_OUTBOX_DIR || join(base.dataDir, 'message-outbox')),
    messageRetryLimit: intVar(env, 'MESSAGE_JOB_RETRY_LIMIT', 3, 0, 10),
    messageRetryDelaySeconds: intVar(env, 'MESSAGE_JOB_RETRY_DELAY_SECONDS', 30, 0, 3600),
    retentionDays: intVar(env, 'ANALYSIS_RETENTION_DAYS', 90, 1, 3650),
    jobRetryLimit: intVar(env, 'ANALYSIS_JOB_RETRY_LIMIT', 3, 0, 10),
    jobRetryDelaySeconds: intVar(env, 'ANALYSIS_JOB_RETRY_DELAY_SECONDS', 10, 0, 3600),
  };
}

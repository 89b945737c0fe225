import type { SsnPolicy } from '../../db/schema/index.js';
import { ConfigError, type Env } from '../../platform/env.js';

/** The deployment's defaults of the consumer-rights settings (docs/decisions/leads.md, "Consent"). */
export interface LeadsConfig {
  /** `LEAD_SSN_POLICY`: the `ssnPolicy` a new provider gets (`DISCARD` unless set). */
  ssnPolicy: SsnPolicy;
  /**
   * `CONSENT_RECIPIENTS` (`|`-separated): the parties a consent must name one of, for a product that names none of
   * its own. Empty: such a product with `consentRequired` accepts no consent's recipients until it names its own.
   */
  consentRecipients: string[];
}

export const DEFAULT_LEADS_CONFIG: LeadsConfig = { ssnPolicy: 'DISCARD', consentRecipients: [] };

export function loadLeadsConfig(env: Env): LeadsConfig {
  const policy = env.LEAD_SSN_POLICY || 'DISCARD';
  if (policy !== 'DISCARD' && policy !== 'REJECT') {
    throw new ConfigError(`LEAD_SSN_POLICY must be DISCARD or REJECT, got "${policy}"`);
  }
  const recipients = (env.CONSENT_RECIPIENTS ?? '')
    .split('|')
    .map((r) => r.trim())
    .filter(Boolean);
  if (recipients.length > 10 || recipients.some((r) => r.length > 100)) {
    throw new ConfigError('CONSENT_RECIPIENTS must name at most 10 parties of at most 100 characters each');
  }
  return { ssnPolicy: policy, consentRecipients: recipients };
}

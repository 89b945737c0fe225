import type { Caller } from '../platform/access/caller.js';
import { koreaDate } from '../platform/korea-time.js';
import { type AnalysisConsultant, requireAnalysisConsultant } from './access.js';
import { type ClientInput, checkClient, type StoredClient } from './client.js';
import { type Consent, requireConsent } from './consent.js';
import type { AnalysisDeps } from './core/analysis.deps.js';

export interface ClientWorkInput {
  fcUserCi: string;
  client: ClientInput;
  agreedTermsIds: readonly number[];
}

export interface ClientWork {
  consultant: AnalysisConsultant;
  /** The time of the request, by the analyses' clock. */
  now: Date;
  /** Its Korea date: the `analysisDate` of data fetched now. */
  today: string;
  client: StoredClient;
  consent: Consent;
}

/**
 * What every POST that reaches a data source for a client checks first (contract §7.1), in this order: the
 * consultant (403 `CONSULTANT_SCOPE`, 400 `CONSULTANT_UNKNOWN`), the client on today's Korea date with phone and
 * carrier (400 `VALIDATION_FAILED`), the consent of every required term of `ownerCd` valid now (400
 * `TERMS_NOT_AGREED`). Nothing is stored: the caller stores the consent with what it creates.
 */
export async function beginClientWork(
  deps: Pick<AnalysisDeps, 'db' | 'clock'>,
  caller: Caller,
  ownerCd: Consent['ownerCd'],
  input: ClientWorkInput,
): Promise<ClientWork> {
  const consultant = await requireAnalysisConsultant(deps, caller, input.fcUserCi);
  const now = new Date(deps.clock());
  const today = koreaDate(now);
  const client = checkClient(input.client, today, 'required');
  const consent = await requireConsent(deps.db, ownerCd, input.agreedTermsIds);
  return { consultant, now, today, client, consent };
}

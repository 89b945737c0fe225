import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { coverageAnalyses } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { clientOf, type StoredClient } from '../client.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import { namesMatch } from '../coverage/engine.js';
import { isOpaqueId } from '../ids.js';
import type { ClaimContract } from './claimables.rules.js';
import type { AnalysisRow } from './views.js';

/**
 * The coverage analysis a medical analysis may be linked to (contract §7.3): `COMPLETED`, of the same consultant,
 * of the same client (the name rule of §7.2 and the same birth date); else 400 `COVERAGE_ANALYSIS_NOT_USABLE`.
 */
export async function usableCoverage(
  deps: AnalysisDeps,
  db: Executor,
  userId: number,
  client: StoredClient,
  id: string,
) {
  const refuse = () =>
    badRequest(
      'COVERAGE_ANALYSIS_NOT_USABLE',
      'coverageAnalysisId: not a COMPLETED coverage analysis of this consultant and client',
    );
  if (!isOpaqueId('ca', id)) throw refuse();
  const [row] = await db
    .select({ clientEnc: coverageAnalyses.clientEnc, resultEnc: coverageAnalyses.resultEnc })
    .from(coverageAnalyses)
    .where(
      and(eq(coverageAnalyses.id, id), eq(coverageAnalyses.userId, userId), eq(coverageAnalyses.status, 'COMPLETED')),
    );
  if (!row?.resultEnc) throw refuse();
  const theirs = clientOf(deps, row.clientEnc);
  if (theirs.birthDate !== client.birthDate || !namesMatch(theirs.name, client.name)) throw refuse();
  return (JSON.parse(deps.vault.decrypt(row.resultEnc)) as { contracts: ClaimContract[] }).contracts;
}

export async function linkedContracts(deps: AnalysisDeps, row: AnalysisRow) {
  if (row.coverageAnalysisId === null) return null;
  const [coverage] = await deps.db
    .select({ resultEnc: coverageAnalyses.resultEnc })
    .from(coverageAnalyses)
    .where(eq(coverageAnalyses.id, row.coverageAnalysisId));
  // A coverage analysis expired since the link: its contracts are gone, and so are the claimables.
  if (!coverage?.resultEnc) return null;
  return (JSON.parse(deps.vault.decrypt(coverage.resultEnc)) as { contracts: ClaimContract[] }).contracts;
}

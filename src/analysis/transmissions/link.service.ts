import { eq } from 'drizzle-orm';
import { analysisTransmissions } from '../../db/schema/index.js';
import { internalCaller } from '../../platform/access/caller.js';
import { emit } from '../../platform/events.js';
import { withTransaction } from '../../platform/transactions.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import { hashToken, LINK_MAX_FAILURES } from './transmissions.service.js';

/** What opening a link finds. */
export type LinkState =
  | { state: 'unknown' }
  | { state: 'gone' }
  | { state: 'locked' }
  | { state: 'open'; label: string; failures: number };

/** What a birth date entered gets. */
export type LinkAnswer =
  | Exclude<LinkState, { state: 'open' }>
  | { state: 'malformed'; label: string; attemptsLeft: number }
  | { state: 'wrong'; label: string; attemptsLeft: number }
  | { state: 'pdf'; pdf: Buffer; transmissionId: string };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function find(deps: AnalysisDeps, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await deps.db
    .select()
    .from(analysisTransmissions)
    .where(eq(analysisTransmissions.linkTokenHash, hashToken(token)));
  return row ?? null;
}

/** The link's state: unknown, gone (revoked, expired, or its analysis no longer COMPLETED), locked, or open. */
async function stateOf(deps: AnalysisDeps, token: string) {
  const row = await find(deps, token);
  if (!row) return { state: { state: 'unknown' } as LinkState };
  const kind = deps.transmissionKinds[row.analysisKind];
  const expired = row.linkExpiresAt === null || row.linkExpiresAt.getTime() <= deps.clock();
  if (!kind || row.linkRevokedAt || expired || row.status !== 'SENT') return { state: { state: 'gone' } as LinkState };
  const analysis = await kind.find(deps, row.analysisId, null);
  if (analysis?.status !== 'COMPLETED') return { state: { state: 'gone' } as LinkState };
  if (row.linkFailures >= LINK_MAX_FAILURES) return { state: { state: 'locked' } as LinkState };
  return { state: { state: 'open', label: kind.label, failures: row.linkFailures } as LinkState, row, kind, analysis };
}

/** `GET /r/{token}`: the page asking for the birth date, or why there is none. */
export async function openLink(deps: AnalysisDeps, token: string): Promise<LinkState> {
  return (await stateOf(deps, token)).state;
}

/**
 * `POST /r/{token}`: the client's birth date (`YYMMDD`) against the analysis's client. Right: the PDF report, the
 * read recorded in the personal-data access log under `link:<transmissionId>`. Wrong: one of five tries spent; the
 * fifth locks the link for good. A value that is not six digits spends nothing.
 *
 * Each try is judged under the link's row lock (`FOR UPDATE`): the count is read, the date compared and a wrong one
 * counted in one transaction, so tries that reach the link together are judged one after another and nothing is
 * compared once five were wrong. Judging the right date on the state read before the lock let a burst of guesses
 * compare every date it carried.
 */
export async function answerLink(deps: AnalysisDeps, token: string, birthDate: string): Promise<LinkAnswer> {
  const found = await stateOf(deps, token);
  if (found.state.state !== 'open' || !found.row || !found.analysis || !found.kind) {
    return found.state as Exclude<LinkState, { state: 'open' }>;
  }
  const { row, analysis, kind } = found;
  const entered = birthDate.trim();
  if (!/^\d{6}$/.test(entered)) {
    return { state: 'malformed', label: kind.label, attemptsLeft: LINK_MAX_FAILURES - row.linkFailures };
  }
  const right = entered === analysis.client.birthDate.slice(2);
  const judged = await withTransaction(deps.db, async (tx): Promise<LinkAnswer | null> => {
    const [link] = await tx
      .select({
        tokenHash: analysisTransmissions.linkTokenHash,
        expiresAt: analysisTransmissions.linkExpiresAt,
        revokedAt: analysisTransmissions.linkRevokedAt,
        failures: analysisTransmissions.linkFailures,
      })
      .from(analysisTransmissions)
      .where(eq(analysisTransmissions.id, row.id))
      .for('update');
    // Revoked, expired or cleared (the analysis's retention) since it was read: as gone as it would be now.
    const gone =
      !link ||
      link.tokenHash !== row.linkTokenHash ||
      link.revokedAt ||
      !link.expiresAt ||
      link.expiresAt <= new Date(deps.clock());
    if (gone) return { state: 'gone' };
    if (link.failures >= LINK_MAX_FAILURES) return { state: 'locked' };
    if (right) return null;
    const failures = link.failures + 1;
    await tx
      .update(analysisTransmissions)
      .set({ linkFailures: failures, linkLockedAt: failures >= LINK_MAX_FAILURES ? new Date(deps.clock()) : null })
      .where(eq(analysisTransmissions.id, row.id));
    if (failures >= LINK_MAX_FAILURES) return { state: 'locked' };
    return { state: 'wrong', label: kind.label, attemptsLeft: LINK_MAX_FAILURES - failures };
  });
  if (judged) return judged;
  const pdf = await deps.reportPdf(kind.kind, analysis.id);
  await emit(deps.db, internalCaller(`link:${row.id}`), [
    { type: 'pii.read', action: `OPEN_${kind.kind}_REPORT_LINK`, analysisIds: [analysis.id], fields: ['report'] },
  ]);
  return { state: 'pdf', pdf, transmissionId: row.id };
}

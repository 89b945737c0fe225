import { eq } from 'drizzle-orm';
import { analysisTransmissions, organizations, users } from '../../db/schema/index.js';
import { internalCaller } from '../../platform/access/caller.js';
import { emit } from '../../platform/events.js';
import { withTransaction } from '../../platform/transactions.js';
import type { AnalysisDeps, ReportForLink, TransmissionKind, TransmittedAnalysis } from '../core/analysis.deps.js';
import { webFontsCut } from '../reports/web-font.js';
import { askPage, type LinkConsultant, type LinkFacts } from './link.page.js';
import { isSessionOf, newSession } from './link.session.js';
import { hashToken, LINK_MAX_FAILURES } from './transmissions.service.js';

/** Why a link shows no form: unknown, past its days (or its analysis ended), revoked, or locked by wrong dates. */
export type LinkClosed =
  | { state: 'unknown' }
  | { state: 'expired'; consultant: LinkConsultant | null }
  | { state: 'revoked'; consultant: LinkConsultant | null }
  | { state: 'locked'; consultant: LinkConsultant | null };

/** What opening a link finds: closed, the form (no session), or the report (a live session). */
export type LinkView =
  | LinkClosed
  | { state: 'ask'; facts: LinkFacts }
  | { state: 'report'; facts: LinkFacts; report: ReportForLink };

/** What a birth date entered gets: the form again with why, or a new session. */
export type LinkAnswer =
  | LinkClosed
  | { state: 'malformed' | 'wrong'; facts: LinkFacts }
  | { state: 'right'; session: { value: string; maxAgeSeconds: number } };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
type Row = typeof analysisTransmissions.$inferSelect;

interface OpenLink {
  row: Row & { linkTokenHash: string; linkExpiresAt: Date };
  kind: TransmissionKind;
  analysis: TransmittedAnalysis;
  facts: LinkFacts;
}

async function find(deps: AnalysisDeps, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await deps.db
    .select()
    .from(analysisTransmissions)
    .where(eq(analysisTransmissions.linkTokenHash, hashToken(token)));
  return row ?? null;
}

async function consultantOf(deps: AnalysisDeps, userId: number): Promise<LinkConsultant | null> {
  const [found] = await deps.db
    .select({ name: users.name, phone: users.phone, orgName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId));
  if (!found) return null;
  const digits = found.phone?.replace(/\D/g, '') ?? '';
  return { name: found.name, orgName: found.orgName, phone: digits.length >= 8 ? digits : null };
}

/** The link's state: closed (and why), or open with what its page says. */
async function stateOf(deps: AnalysisDeps, token: string): Promise<LinkClosed | OpenLink> {
  const row = await find(deps, token);
  if (!row) return { state: 'unknown' };
  return stateOfRow(deps, row);
}

async function stateOfRow(deps: AnalysisDeps, row: Row): Promise<LinkClosed | OpenLink> {
  const kind = deps.transmissionKinds[row.analysisKind];
  const analysis = kind ? await kind.find(deps, row.analysisId, null) : null;
  const consultant = analysis ? await consultantOf(deps, analysis.userId) : null;
  if (row.linkRevokedAt) return { state: 'revoked', consultant };
  const expired = row.linkExpiresAt === null || row.linkExpiresAt.getTime() <= deps.clock();
  if (!kind || !analysis || expired || row.status !== 'SENT' || row.linkTokenHash === null) {
    return { state: 'expired', consultant };
  }
  if (analysis.status !== 'COMPLETED') return { state: 'expired', consultant };
  if (row.linkFailures >= LINK_MAX_FAILURES) return { state: 'locked', consultant };
  return {
    row: { ...row, linkTokenHash: row.linkTokenHash, linkExpiresAt: row.linkExpiresAt as Date },
    kind,
    analysis,
    facts: {
      label: kind.label,
      consultant: consultant ?? { name: '담당', orgName: null, phone: null },
      analysisDate: analysis.analysisDate,
      expiresAt: row.linkExpiresAt as Date,
      attemptsLeft: LINK_MAX_FAILURES - row.linkFailures,
    },
  };
}

/**
 * After a link is sent: its ask page made once, so that its font's WOFF2 is cut (and kept) before the client opens
 * it; the ask pages of one consultant share their characters, so most find it cut already. Best effort.
 */
export async function prepareLinkPage(deps: AnalysisDeps, transmissionId: string): Promise<void> {
  const [row] = await deps.db.select().from(analysisTransmissions).where(eq(analysisTransmissions.id, transmissionId));
  if (row?.recipient !== 'CLIENT') return;
  const found = await stateOfRow(deps, row);
  if (!('row' in found)) return;
  await askPage(found.facts);
  await webFontsCut();
}

const sessionLink = (link: OpenLink) => ({
  id: link.row.id,
  tokenHash: link.row.linkTokenHash,
  expiresAt: link.row.linkExpiresAt,
});

/**
 * `GET /r/{token}` (and its PDF): the report when `session` (the cookie's value) is a live session of this link,
 * else the form, or why there is neither. Each report shown is recorded in the personal-data access log under
 * `link:<transmissionId>`, the page (`report`) and the PDF (`report.pdf`) apart.
 */
export async function viewLink(
  deps: AnalysisDeps,
  token: string,
  session: string | undefined,
  what: 'report' | 'report.pdf',
): Promise<LinkView> {
  const found = await stateOf(deps, token);
  if (!('row' in found)) return found;
  if (!isSessionOf(deps, sessionLink(found), session)) return { state: 'ask', facts: found.facts };
  const report = await deps.linkReport(found.kind.kind, found.analysis.id);
  await emit(deps.db, internalCaller(`link:${found.row.id}`), [
    {
      type: 'pii.read',
      action: `OPEN_${found.kind.kind}_REPORT_LINK`,
      analysisIds: [found.analysis.id],
      fields: [what],
    },
  ]);
  return { state: 'report', facts: found.facts, report };
}

/**
 * `POST /r/{token}`: the client's birth date (`YYMMDD`) against the analysis's client. Right: a new session (the
 * page then redirects to the report). Wrong: one of five tries spent; the fifth locks the link for good. A value
 * that is not six digits spends nothing, and neither does a post from a browser whose session is still live.
 *
 * Each try is judged under the link's row lock (`FOR UPDATE`): the count is read, the date compared and a wrong one
 * counted in one transaction, so tries that reach the link together are judged one after another and nothing is
 * compared once five were wrong.
 */
export async function answerLink(
  deps: AnalysisDeps,
  token: string,
  birthDate: string,
  session: string | undefined,
): Promise<LinkAnswer> {
  const found = await stateOf(deps, token);
  if (!('row' in found)) return found;
  const { row, analysis, facts } = found;
  if (isSessionOf(deps, sessionLink(found), session))
    return { state: 'right', session: newSession(deps, sessionLink(found)) };
  const entered = birthDate.trim();
  if (!/^\d{6}$/.test(entered)) return { state: 'malformed', facts };
  const right = entered === analysis.client.birthDate.slice(2);
  return withTransaction(deps.db, async (tx): Promise<LinkAnswer> => {
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
    const consultant = facts.consultant;
    // Revoked, expired or cleared (the analysis's retention) since it was read: as closed as it would be now.
    if (!link || link.tokenHash !== row.linkTokenHash) return { state: 'unknown' };
    if (link.revokedAt) return { state: 'revoked', consultant };
    if (!link.expiresAt || link.expiresAt <= new Date(deps.clock())) return { state: 'expired', consultant };
    if (link.failures >= LINK_MAX_FAILURES) return { state: 'locked', consultant };
    if (right) return { state: 'right', session: newSession(deps, sessionLink(found)) };
    const failures = link.failures + 1;
    await tx
      .update(analysisTransmissions)
      .set({ linkFailures: failures, linkLockedAt: failures >= LINK_MAX_FAILURES ? new Date(deps.clock()) : null })
      .where(eq(analysisTransmissions.id, row.id));
    if (failures >= LINK_MAX_FAILURES) return { state: 'locked', consultant };
    return { state: 'wrong', facts: { ...facts, attemptsLeft: LINK_MAX_FAILURES - failures } };
  });
}

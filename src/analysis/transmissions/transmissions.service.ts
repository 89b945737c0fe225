import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { analysisTransmissions, users } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import type { PiiReadAction } from '../../platform/actions.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { maskEmail } from '../../platform/masking.js';
import { maskPhone } from '../../platform/phone.js';
import { withTransaction } from '../../platform/transactions.js';
import { MessageDeliveryError, type OutgoingMessage } from '../adapters/messages.js';
import type { AnalysisDeps, AnalysisKind, TransmissionKind, TransmittedAnalysis } from '../core/analysis.deps.js';
import { isOpaqueId, opaqueId } from '../ids.js';
import { consultantEmail } from './consultant-email.js';
import { type CreateTransmissionBody, TRANSMISSION_STATUS_LABELS, type Transmission } from './transmissions.schemas.js';

export const TRANSMIT_QUEUE = 'analysis.transmit';
export const TRANSMISSIONS_SWEEP_QUEUE = 'analysis.transmissions-sweep';

/** The client's link lives this long after the message is sent. */
export const LINK_LIFETIME_MS = 7 * 86_400_000;
/** Wrong birth dates that lock a link. */
export const LINK_MAX_FAILURES = 5;
/** Transmissions of one analysis to one recipient (the client, or the consultant): one a minute, five in 24 hours. */
const TRANSMISSION_INTERVAL_MS = 60_000;
const TRANSMISSIONS_PER_DAY = 5;
const DAY_MS = 86_400_000;
/** A transmission left QUEUED this long is queued again (a crash between its commit and its send). */
const REQUEUE_AFTER_MS = 2 * 60_000;

type Row = typeof analysisTransmissions.$inferSelect;
export type TransmissionView = Static<typeof Transmission>;
export type CreateInput = Static<typeof CreateTransmissionBody>;

export function transmissionView(row: Row): TransmissionView {
  return {
    transmissionId: row.id,
    recipient: row.recipient,
    channel: row.channel,
    to: row.toMasked,
    status: row.status,
    statusLabel: TRANSMISSION_STATUS_LABELS[row.status],
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    failureMessage: row.failureMessage,
    sandbox: row.sandbox,
  };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The analysis of the path in the caller's scope (else 404, existence not revealed), for a caller its kind allows
 * (else what the kind throws: 403 `SENSITIVE_DATA_SCOPE` for the health data of a medical analysis).
 */
async function analysisOf(deps: AnalysisDeps, kind: TransmissionKind, caller: Caller, id: string) {
  const analysis = await kind.find(deps, id, caller);
  if (!analysis) throw kind.access.notFound();
  kind.authorize?.(caller, analysis);
  return analysis;
}

/** Reports and sub-resources exist only for a COMPLETED analysis (contract §7.1). */
export function requireCompleted(analysis: Pick<TransmittedAnalysis, 'status'>): void {
  switch (analysis.status) {
    case 'COMPLETED':
      return;
    case 'EXPIRED':
      throw new AppError('ANALYSIS_EXPIRED', 'The data of this analysis were deleted after the retention period');
    case 'FAILED':
      throw conflict('ANALYSIS_FAILED', 'The analysis failed: it has no report');
    default:
      throw conflict('ANALYSIS_NOT_READY', 'The analysis is not completed yet');
  }
}

const VALID_PAIRS = new Set(['CLIENT:SMS', 'CLIENT:KAKAO', 'FC:EMAIL']);

/**
 * Milliseconds before another transmission may go to a recipient of whom `recent` are the earlier ones (their
 * `createdAt`, newest first, those of the last 24 hours at least): a minute after the newest, and, when five went in
 * the last 24 hours, until the fifth newest is 24 hours old. 0: now.
 */
function transmissionWait(recent: readonly Date[], now: Date): number {
  const at = now.getTime();
  const inDay = recent.map((d) => d.getTime()).filter((t) => t > at - DAY_MS);
  let wait = inDay.length > 0 ? inDay[0] + TRANSMISSION_INTERVAL_MS - at : 0;
  if (inDay.length >= TRANSMISSIONS_PER_DAY) wait = Math.max(wait, inDay[TRANSMISSIONS_PER_DAY - 1] + DAY_MS - at);
  return Math.max(0, wait);
}

async function recordRead(db: Executor, caller: Caller, action: PiiReadAction, analysisId: string, fields: string[]) {
  await emit(db, caller, [{ type: 'pii.read', action, analysisIds: [analysisId], fields }]);
}

/**
 * `POST .../{analysisId}/transmissions`: a report sent to the client (a link, by SMS or KakaoTalk, to the client's
 * phone) or to the consultant (an e-mail). Answers QUEUED; the job queue sends it after the commit.
 */
export async function createTransmission(
  deps: AnalysisDeps,
  kind: TransmissionKind,
  caller: Caller,
  analysisId: string,
  input: CreateInput,
): Promise<TransmissionView> {
  const analysis = await analysisOf(deps, kind, caller, analysisId);
  requireCompleted(analysis);
  if (!VALID_PAIRS.has(`${input.recipient}:${input.channel}`)) {
    throw badRequest('TRANSMISSION_CHANNEL_INVALID', 'recipient and channel: CLIENT goes by SMS or KAKAO, FC by EMAIL');
  }
  let to: string;
  let toMasked: string;
  if (input.recipient === 'CLIENT') {
    const phone = analysis.client.phone;
    if (!phone) throw badRequest('RECIPIENT_HAS_NO_ADDRESS', "The client's mobile phone is not known");
    to = phone;
    toMasked = maskPhone(phone) ?? '***';
  } else {
    const [consultant] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, analysis.userId));
    const email = consultant?.email?.trim();
    if (!email) throw badRequest('RECIPIENT_HAS_NO_ADDRESS', 'The consultant has no e-mail address');
    to = email;
    toMasked = maskEmail(email);
  }
  const row = await withTransaction(deps.db, async (tx) => {
    // Counted and created under the analysis's row lock, so that requests sent together cannot all pass the count.
    await kind.lock(tx, analysis.id);
    const now = new Date(deps.clock());
    const recent = await tx
      .select({ createdAt: analysisTransmissions.createdAt })
      .from(analysisTransmissions)
      .where(
        and(
          eq(analysisTransmissions.analysisKind, kind.kind),
          eq(analysisTransmissions.analysisId, analysis.id),
          eq(analysisTransmissions.recipient, input.recipient),
          gt(analysisTransmissions.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .orderBy(desc(analysisTransmissions.createdAt))
      .limit(TRANSMISSIONS_PER_DAY);
    const wait = transmissionWait(
      recent.map((r) => r.createdAt),
      now,
    );
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new AppError('TRANSMISSION_TOO_SOON', `Sent to this recipient recently: send again in ${seconds} s`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
    const [inserted] = await tx
      .insert(analysisTransmissions)
      .values({
        id: opaqueId('tr'),
        analysisKind: kind.kind,
        analysisId: analysis.id,
        recipient: input.recipient,
        channel: input.channel,
        toMasked,
        toEnc: deps.vault.encrypt(to),
        status: 'QUEUED',
        createdAt: now,
        sandbox: deps.messages.sandbox,
      })
      .returning();
    await recordRead(tx, caller, `CREATE_${kind.kind}_TRANSMISSION`, analysis.id, [
      input.recipient === 'CLIENT' ? 'client.phone' : 'consultant.email',
    ]);
    return inserted;
  });
  // After the commit (never inside a transaction); a send lost here is picked up by the sweep.
  await enqueueTransmission(deps, row.id);
  return transmissionView(row);
}

/** The transmissions of an analysis and their number. */
export interface TransmissionList {
  items: TransmissionView[];
  total: number;
}

/** `GET .../{analysisId}/transmissions`: all of them, oldest first (the sub-collection is not paged). */
export async function listTransmissions(
  deps: AnalysisDeps,
  kind: TransmissionKind,
  caller: Caller,
  analysisId: string,
): Promise<TransmissionList> {
  const analysis = await analysisOf(deps, kind, caller, analysisId);
  requireCompleted(analysis);
  const rows = await deps.db
    .select()
    .from(analysisTransmissions)
    .where(and(eq(analysisTransmissions.analysisKind, kind.kind), eq(analysisTransmissions.analysisId, analysis.id)))
    .orderBy(asc(analysisTransmissions.createdAt), asc(analysisTransmissions.id));
  await recordRead(deps.db, caller, `LIST_${kind.kind}_TRANSMISSIONS`, analysis.id, ['to']);
  return { items: rows.map(transmissionView), total: rows.length };
}

/**
 * `DELETE .../transmissions/{transmissionId}/link`: the client's link stops working for good (204, also when it was
 * revoked already or has expired). An e-mail to the consultant has no link: 400 `TRANSMISSION_HAS_NO_LINK`.
 */
export async function revokeLink(
  deps: AnalysisDeps,
  kind: TransmissionKind,
  caller: Caller,
  analysisId: string,
  transmissionId: string,
): Promise<void> {
  const analysis = await analysisOf(deps, kind, caller, analysisId);
  const missing = () => notFound('Transmission', 'TRANSMISSION_NOT_FOUND');
  if (!isOpaqueId('tr', transmissionId)) throw missing();
  await withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select({ recipient: analysisTransmissions.recipient })
      .from(analysisTransmissions)
      .where(
        and(
          eq(analysisTransmissions.id, transmissionId),
          eq(analysisTransmissions.analysisKind, kind.kind),
          eq(analysisTransmissions.analysisId, analysis.id),
        ),
      );
    if (!row) throw missing();
    if (row.recipient !== 'CLIENT') {
      throw badRequest('TRANSMISSION_HAS_NO_LINK', 'Only a transmission to the client carries a link');
    }
    await tx
      .update(analysisTransmissions)
      .set({
        linkRevokedAt: sql`coalesce(${analysisTransmissions.linkRevokedAt}, ${new Date(deps.clock()).toISOString()})`,
      })
      .where(eq(analysisTransmissions.id, transmissionId));
    await emit(tx, caller, [
      { type: 'audit', action: 'REVOKE_TRANSMISSION_LINK', target: `transmission:${transmissionId}` },
    ]);
  });
}

// ---------- the job ----------

async function enqueueTransmission(deps: AnalysisDeps, transmissionId: string) {
  try {
    await deps.queuesReady();
    await deps.jobs.send(TRANSMIT_QUEUE, { transmissionId }, { singletonKey: transmissionId });
  } catch {
    // The sweep re-queues transmissions left QUEUED.
  }
}

const GENERIC_FAILURE = '메시지를 보내지 못했습니다. 다시 요청해 주세요.';

/** The client's message: a short Korean text with the link, nothing about the analysis's content. */
function clientText(kind: TransmissionKind, url: string) {
  return `[리드라인] ${kind.label} 리포트가 도착했습니다. 아래 링크에서 생년월일 6자리를 입력하면 7일 동안 볼 수 있습니다.\n${url}`;
}

/**
 * The message job: sends a QUEUED transmission through the message adapter; SENT with `sentAt`, or, after the last
 * retry, FAILED with `failureMessage`. A client's transmission gets its link here: a new random token (only its
 * hash is stored) valid 7 days from now. An analysis no longer COMPLETED, or a link revoked before the send, is not
 * sent (FAILED at once). A delivery that finds the transmission no longer QUEUED does nothing.
 */
export async function processTransmission(
  deps: AnalysisDeps,
  transmissionId: string,
  attempt: { retryCount: number; retryLimit: number },
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(analysisTransmissions)
    .where(and(eq(analysisTransmissions.id, transmissionId), eq(analysisTransmissions.status, 'QUEUED')));
  if (!row || row.toEnc === null) return;
  const kind = deps.transmissionKinds[row.analysisKind];
  const analysis = kind ? await kind.find(deps, row.analysisId, null) : null;
  if (!kind || analysis?.status !== 'COMPLETED') {
    return finish(deps, row.id, { failureMessage: '분석 결과를 더 이상 보낼 수 없습니다.' });
  }
  if (row.linkRevokedAt) return finish(deps, row.id, { failureMessage: '링크가 취소되어 보내지 않았습니다.' });
  try {
    const to = deps.vault.decrypt(row.toEnc);
    let message: OutgoingMessage;
    if (row.recipient === 'CLIENT') {
      const token = randomBytes(32).toString('base64url');
      await deps.db
        .update(analysisTransmissions)
        .set({
          linkTokenHash: hashToken(token),
          linkExpiresAt: new Date(deps.clock() + LINK_LIFETIME_MS),
        })
        .where(and(eq(analysisTransmissions.id, row.id), eq(analysisTransmissions.status, 'QUEUED')));
      const url = `${deps.publicBaseUrl}/r/${token}`;
      message = { transmissionId: row.id, channel: row.channel, to, subject: null, text: clientText(kind, url) };
    } else {
      message = {
        transmissionId: row.id,
        channel: row.channel,
        to,
        ...(await consultantEmail(deps, kind, analysis.id)),
      };
    }
    const sent = await deps.messages.send(message);
    await finish(deps, row.id, { reference: sent.reference });
  } catch (error) {
    if (attempt.retryCount < attempt.retryLimit) throw error;
    const failureMessage = error instanceof MessageDeliveryError ? error.message.slice(0, 300) : GENERIC_FAILURE;
    await finish(deps, row.id, { failureMessage });
  }
}

/** QUEUED → SENT (a reference) or FAILED (a message); the address in clear is not kept after either. */
async function finish(deps: AnalysisDeps, id: string, end: { reference: string } | { failureMessage: string }) {
  const sent = 'reference' in end;
  await deps.db
    .update(analysisTransmissions)
    .set(
      sent
        ? { status: 'SENT', sentAt: new Date(deps.clock()), reference: end.reference, toEnc: null }
        : {
            status: 'FAILED',
            failureMessage: end.failureMessage,
            toEnc: null,
            linkTokenHash: null,
            linkExpiresAt: null,
          },
    )
    .where(and(eq(analysisTransmissions.id, id), eq(analysisTransmissions.status, 'QUEUED')));
}

/** Every minute: transmissions left QUEUED (a send lost after the commit, a worker that died) are queued again. */
export async function sweepTransmissions(deps: AnalysisDeps): Promise<{ requeued: number }> {
  const lost = await deps.db
    .select({ id: analysisTransmissions.id })
    .from(analysisTransmissions)
    .where(
      and(
        eq(analysisTransmissions.status, 'QUEUED'),
        lt(analysisTransmissions.createdAt, new Date(deps.clock() - REQUEUE_AFTER_MS)),
      ),
    )
    .limit(500);
  for (const { id } of lost) await enqueueTransmission(deps, id);
  return { requeued: lost.length };
}

/**
 * The transmissions of analyses whose data were deleted (retention): their links die (the token hash and expiry
 * go), the addresses in clear go, and one still QUEUED is FAILED.
 */
export async function endTransmissionsOf(db: Executor, kind: AnalysisKind, analysisIds: string[]): Promise<void> {
  if (analysisIds.length === 0) return;
  await db
    .update(analysisTransmissions)
    .set({
      linkTokenHash: null,
      linkExpiresAt: null,
      toEnc: null,
      failureMessage: sql`case when ${analysisTransmissions.status} = 'QUEUED' then '분석 자료가 보존 기간이 지나 삭제되었습니다.' else ${analysisTransmissions.failureMessage} end`,
      status: sql`case when ${analysisTransmissions.status} = 'QUEUED' then 'FAILED' else ${analysisTransmissions.status} end`,
    })
    .where(and(eq(analysisTransmissions.analysisKind, kind), inArray(analysisTransmissions.analysisId, analysisIds)));
}

import type { Readable } from 'node:stream';
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { claimConsents, claimDispatches, claimFiles, claims, files, jobCodes, terms } from '../../db/schema/index.js';
import type { FileStorage } from '../../files/storage/index.js';
import { internalCaller } from '../../platform/access/caller.js';
import type { Clock } from '../../platform/clock.js';
import { emit } from '../../platform/events.js';
import { FileOutbox } from '../../platform/file-outbox.js';
import type { JobQueue } from '../../platform/jobs.js';
import { databaseErrorFields, errorSummary } from '../../platform/logging.js';
import type { PiiVault } from '../../platform/pii.js';
import { withTransaction } from '../../platform/transactions.js';
import { deleteExpiredAuthState } from '../auth/tokens.service.js';
import type { ClaimsConfig } from '../claims.config.js';
import type { Attachment } from './claim-pdf.js';
import { getClaimRecord } from './claim-records.service.js';
import { CALLBACK_WHO_LABELS } from './requests.schemas.js';

export const DISPATCH_QUEUE = 'claims.dispatch';
export const SWEEP_QUEUE = 'claims.sweep';
/** A claim SENDING for longer than this is taken to belong to a worker that died, and is taken over. */
const STALE_SENDING = sql`interval '10 minutes'`;

export interface FaxDocument {
  claimId: number;
  /** The insurer's fax number. */
  to: string;
  pdf: Uint8Array;
  pages: number;
}

/** Hands a claim form to a fax service. Must be safe to call twice for one claim (the second is a no-op). */
export interface FaxGateway {
  readonly name: string;
  send(doc: FaxDocument): Promise<{ reference: string }>;
  /** Gateways that keep copies of sent forms remove those written before `before`; returns how many forms. */
  removeSentBefore?(before: Date): Promise<number>;
}

const OUTBOX_FILE = /^claim-\d+\.(pdf|json)$/;

/**
 * The default gateway: writes `claim-<id>.pdf` (and its envelope `claim-<id>.json`) into a local outbox folder.
 * The PDF is created exclusively, so a claim can never be written twice. The forms carry the client's phone and
 * bank account in clear: the folder is 0700 and the files 0600 (the fax service that picks them up runs as the
 * same user), and they are removed after `FAX_OUTBOX_RETENTION_DAYS` (`removeSentBefore`, run by a job).
 */
export class LocalOutboxGateway implements FaxGateway {
  readonly name = 'local-outbox';
  private readonly outbox: FileOutbox;
  constructor(
    dir: string,
    private readonly clock: Clock,
  ) {
    this.outbox = new FileOutbox(dir);
  }

  async send(doc: FaxDocument) {
    const reference = `claim-${doc.claimId}`;
    if (!(await this.outbox.writeOnce(`${reference}.pdf`, doc.pdf))) {
      return { reference }; // delivered by an earlier attempt that did not get to record it
    }
    const envelope = { claimId: doc.claimId, to: doc.to, pages: doc.pages, at: new Date(this.clock()).toISOString() };
    await this.outbox.write(`${reference}.json`, JSON.stringify(envelope, null, 2));
    return { reference };
  }

  /**
   * Removes the forms (and envelopes) written before `before`, by their modification time: the time the gateway
   * wrote them, which is when they were sent. Other files in the folder are left alone.
   */
  async removeSentBefore(before: Date) {
    const removed = await this.outbox.removeWrittenBefore(before, OUTBOX_FILE);
    return removed.filter((name) => name.endsWith('.pdf')).length;
  }
}

export interface DispatchDeps {
  db: Db;
  vault: PiiVault;
  storage: FileStorage;
  fax: FaxGateway;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  clock: Clock;
  retry: RetryPolicy;
}

/** Retries after the first attempt, and the delay before the first retry (doubled for each next one). */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
}

/** The retry policy `CLAIM_DISPATCH_RETRY_LIMIT` and `CLAIM_DISPATCH_RETRY_DELAY_SECONDS` set. */
export function retryPolicyOf(config: ClaimsConfig): RetryPolicy {
  return { limit: config.dispatchRetryLimit, delaySeconds: config.dispatchRetryDelaySeconds };
}

/**
 * When a claim that has failed its `attempts`-th attempt is tried again, or null when no retry is left: retry n
 * comes `delaySeconds × 2^(n−1)` after the failure before it (30 s, 1, 2, 4, 8 min with the defaults).
 */
export function nextAttemptAt(attempts: number, retry: RetryPolicy, now: number): Date | null {
  if (attempts > retry.limit) return null;
  return new Date(now + retry.delaySeconds * 1000 * 2 ** (attempts - 1));
}

async function streamToBuffer(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Local disk storage can hand back bytes; other storages' files are listed on the form and sent separately. */
async function readBytes(storage: FileStorage, key: string): Promise<Buffer | null> {
  const open = (storage as { open?: (key: string) => Promise<{ stream: Readable } | null> }).open;
  if (typeof open !== 'function') return null;
  const opened = await open.call(storage, key);
  return opened ? streamToBuffer(opened.stream) : null;
}

/**
 * The claim form of a claim as the fax gateway is given it: the claim's fields decrypted, the job, the agreed terms
 * and the attached files (their bytes where the storage can hand them back). Null for an unknown claim. Rendered
 * from the claim's rows each time (no copy of the form is kept): the dispatch sends it, the operators' download
 * reads it.
 */
export async function buildClaimPdf(
  deps: Pick<DispatchDeps, 'db' | 'vault' | 'storage' | 'clock'>,
  claim: Pick<typeof claims.$inferSelect, 'id' | 'jobCd' | 'insuFax' | 'clientBirthday'>,
) {
  const { db } = deps;
  const claimId = claim.id;
  const record = await getClaimRecord(db, deps.vault, claimId);
  if (!record) return null;
  const [job] = await db.select().from(jobCodes).where(eq(jobCodes.code, claim.jobCd));
  const agreed = await db
    .select({ name: terms.name, ver: claimConsents.termsVer })
    .from(claimConsents)
    .innerJoin(terms, eq(terms.id, claimConsents.termsId))
    .where(eq(claimConsents.claimId, claimId))
    .orderBy(asc(terms.id));
  const attachedRows = await db
    .select({ name: claimFiles.name, mimeType: claimFiles.mimeType, size: claimFiles.size, key: files.storageKey })
    .from(claimFiles)
    .innerJoin(files, eq(files.id, claimFiles.fileId))
    .where(eq(claimFiles.claimId, claimId))
    .orderBy(asc(claimFiles.position));
  const attachments: Attachment[] = [];
  for (const a of attachedRows) {
    attachments.push({
      name: a.name,
      mimeType: a.mimeType,
      size: a.size,
      bytes: await readBytes(deps.storage, a.key),
    });
  }
  // Loaded on the first dispatch: the PDF libraries cost seconds at start-up, and most processes never render a form.
  const { renderClaimPdf } = await import('./claim-pdf.js');
  return renderClaimPdf(
    {
      claimReqId: claim.id,
      claimDate: record.claimDate,
      insurerName: record.insuCompNm,
      insuFax: claim.insuFax,
      fcUserNm: record.fcUserNm,
      clientNm: record.clientNm,
      clientBirthday: claim.clientBirthday,
      clientTel: record.clientTel,
      clientMemo: record.clientMemo,
      jobNm: job ? `${job.name} (${job.code}, 위험등급 ${job.riskGrade})` : claim.jobCd,
      eventDate: record.eventDate,
      eventType: record.eventType,
      eventPlace: record.eventPlace,
      eventText: record.eventText,
      directDebit: record.directDebitAccntYn,
      bankNm: record.bankNm,
      bankAccount: record.bankAccount,
      bankAccountHolder: record.bankAccountHolder,
      wellFare: record.wellFareYn,
      callback: `${CALLBACK_WHO_LABELS[record.callbackWho]} ${record.callbackName} ${record.callbackTel}`,
      agreedTerms: agreed.map((t) => `${t.name} (${t.ver})`),
    },
    attachments,
    { createdAt: new Date(deps.clock()) },
  );
}

/** How the records name the dispatch worker. */
const DISPATCHER = internalCaller('job:claims-dispatch');

/**
 * One dispatch attempt. The claim is claimed for this worker by one conditional update (RECEIVED, or FAILED with
 * its retry due, → SENDING), so however many workers run and however often the job is delivered, one worker sends
 * it. Failure → FAILED with the time of its next attempt (`nextAttemptAt`, on the app's clock), for which a job is
 * queued; the sweep queues it again should that job be lost. The retries are this service's, not the queue's, so
 * that the schedule is the one documented and a test can move through it.
 */
export async function dispatchClaim(deps: DispatchDeps, claimId: number) {
  const { db } = deps;
  const now = new Date(deps.clock());
  const claim = await withTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ status: claims.status })
      .from(claims)
      .where(eq(claims.id, claimId))
      .for('update');
    const [claimed] = await tx
      .update(claims)
      .set({
        status: 'SENDING',
        statusChangedAt: sql`now()`,
        attempts: sql`${claims.attempts} + 1`,
        nextAttemptAt: null,
      })
      .where(
        and(
          eq(claims.id, claimId),
          or(
            eq(claims.status, 'RECEIVED'),
            and(eq(claims.status, 'FAILED'), lte(claims.nextAttemptAt, now)),
            and(eq(claims.status, 'SENDING'), lt(claims.statusChangedAt, sql`now() - ${STALE_SENDING}`)),
          ),
        ),
      )
      .returning();
    if (claimed && before && before.status !== 'SENDING') {
      await emit(tx, DISPATCHER, [{ type: 'claim.status_changed', claimId, from: before.status, to: 'SENDING' }]);
    }
    return claimed;
  });
  if (!claim) return 'skipped' as const;
  try {
    const pdf = (await buildClaimPdf(deps, claim))!;
    const sent = await deps.fax.send({ claimId, to: claim.insuFax, pdf: pdf.bytes, pages: pdf.pages });
    await withTransaction(db, async (tx) => {
      await tx
        .insert(claimDispatches)
        .values({
          claimId,
          gateway: deps.fax.name,
          destination: claim.insuFax,
          reference: sent.reference,
          pages: pdf.pages,
        })
        .onConflictDoNothing();
      const sentNow = await tx
        .update(claims)
        .set({ status: 'SENT', statusChangedAt: sql`now()`, lastError: null })
        .where(and(eq(claims.id, claimId), eq(claims.status, 'SENDING')))
        .returning({ id: claims.id });
      if (sentNow.length > 0) {
        await emit(tx, DISPATCHER, [{ type: 'claim.status_changed', claimId, from: 'SENDING', to: 'SENT' }]);
      }
    });
    return 'sent' as const;
  } catch (error) {
    // A database error's message holds its statement's parameters (the client's data): only its code is kept.
    const message = error instanceof Error ? errorSummary(error).slice(0, 500) : 'dispatch failed';
    const retryAt = nextAttemptAt(claim.attempts, deps.retry, deps.clock());
    await withTransaction(db, async (tx) => {
      const failed = await tx
        .update(claims)
        .set({ status: 'FAILED', statusChangedAt: sql`now()`, lastError: message, nextAttemptAt: retryAt })
        .where(and(eq(claims.id, claimId), eq(claims.status, 'SENDING')))
        .returning({ id: claims.id });
      if (failed.length > 0) {
        await emit(tx, DISPATCHER, [{ type: 'claim.status_changed', claimId, from: 'SENDING', to: 'FAILED' }]);
      }
    });
    deps.log.warn(
      { claimId, attempt: claim.attempts, err: databaseErrorFields(error) ? new Error(message) : error, retryAt },
      retryAt ? 'claim dispatch failed; it is tried again later' : 'claim dispatch failed; no retry is left',
    );
    if (retryAt) {
      const startAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - deps.clock()) / 1000));
      await deps.jobs.send(DISPATCH_QUEUE, { claimId }, { startAfterSeconds });
    }
    return 'failed' as const;
  }
}

/**
 * Claims whose dispatch job was lost (a crash between commit and send), whose worker died, or whose retry is due
 * (its delayed job lost): queued again. Returns how many.
 */
export async function sweepClaims(db: Db, jobs: JobQueue, clock: Clock) {
  const stuck = await db
    .select({ id: claims.id })
    .from(claims)
    .where(
      or(
        and(eq(claims.status, 'RECEIVED'), lt(claims.statusChangedAt, sql`now() - interval '2 minutes'`)),
        and(eq(claims.status, 'FAILED'), lte(claims.nextAttemptAt, new Date(clock()))),
        and(eq(claims.status, 'SENDING'), lt(claims.statusChangedAt, sql`now() - ${STALE_SENDING}`)),
      ),
    )
    .limit(500);
  for (const { id } of stuck) await jobs.send(DISPATCH_QUEUE, { claimId: id });
  return stuck.length;
}

/** The queue does not retry a dispatch: `dispatchClaim` schedules its own retries (`nextAttemptAt`). */
export async function defineDispatchQueues(jobs: JobQueue) {
  await jobs.define(DISPATCH_QUEUE, { expireInSeconds: 5 * 60 });
  await jobs.define(SWEEP_QUEUE);
}

/** Workers for claim dispatch and the sweep (every minute; it also drops expired sign-in state). `getDeps` is read per job, so tests can swap the gateway. */
export async function startDispatchWorkers(jobs: JobQueue, getDeps: () => DispatchDeps) {
  await jobs.work<{ claimId: number }>(DISPATCH_QUEUE, async ({ claimId }) => {
    await dispatchClaim(getDeps(), claimId);
  });
  await jobs.work(SWEEP_QUEUE, async () => {
    await sweepClaims(getDeps().db, jobs, getDeps().clock);
    await deleteExpiredAuthState(getDeps().db);
  });
  await jobs.schedule(SWEEP_QUEUE, '* * * * *');
}

export const FAX_OUTBOX_CLEANUP_QUEUE = 'claims.fax-outbox-cleanup';

/**
 * Sent claim forms are removed from the gateway's outbox `retentionDays` after they were written: an hourly cron
 * job on the queue (one instance per tick; the outbox is one folder the fax service reads, shared by the
 * instances). Gateways that keep no copies (no `removeSentBefore`) have nothing to remove.
 */
export async function startFaxOutboxCleanup(
  jobs: JobQueue,
  retentionDays: number,
  getFax: () => FaxGateway,
  log: FastifyBaseLogger,
  clock: Clock,
) {
  await jobs.define(FAX_OUTBOX_CLEANUP_QUEUE, { expireInSeconds: 10 * 60 });
  await jobs.work(FAX_OUTBOX_CLEANUP_QUEUE, async () => {
    const fax = getFax();
    if (!fax.removeSentBefore) return;
    const removed = await fax.removeSentBefore(new Date(clock() - retentionDays * 86_400_000));
    if (removed > 0) log.info({ removed }, 'sent claim forms removed from the fax outbox');
  });
  await jobs.schedule(FAX_OUTBOX_CLEANUP_QUEUE, '23 * * * *');
}

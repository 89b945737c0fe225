import { on } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { MessageChannel } from 'node:worker_threads';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db, Executor } from '../../db/client.js';
import { executeNamed } from '../../db/named.js';
import { files, type LeadImportStatus, leadImportErrors, leadImports, leads } from '../../db/schema/index.js';
import { readStoredImportFile } from '../../files/files.service.js';
import type { FileStorage } from '../../files/storage/index.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import type { ErrorCode } from '../../platform/error-codes.js';
import { AppError, badRequest, conflict } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { iso, parseId, parseIntId } from '../../platform/schemas.js';
import { isUniqueViolation, withTransaction } from '../../platform/transactions.js';
import { lazyWorkerPool } from '../../platform/worker-pool.js';
import type { LeadDeps } from '../core/lead.js';
import { FIELD_ISSUES, type FieldIssueCode } from '../core/lead-fields.js';
import { registerLeadBatch, requireProviderAndProduct } from '../intake/intake.service.js';
import { importAccess } from './import.access.js';
import { IMPORT_LIMITS, type ImportEncoding, type ImportLimits } from './import-parser.js';
import type {
  HeaderResult,
  HeaderTask,
  PlainProblem,
  PlanJob,
  PlanMessage,
  Planned,
  PlanStep,
  PlanTask,
} from './import-plan.js';
import type { LeadImport, StartImportBody } from './imports.schemas.js';

/**
 * Bulk lead import: an uploaded CSV or XLSX file registered by a job, in batches, by the rules of a single
 * registration without `portalId` (the same validation, the same REGISTERED events, the same offer to open orders).
 * Each batch is one transaction that writes its leads, their errors, the counters and the checkpoint together, so a
 * job restarted after a crash resumes after the last committed batch and registers nothing twice.
 */

export const IMPORT_QUEUE = 'leads.import';
export const IMPORT_SWEEP_QUEUE = 'leads.import-sweep';
/**
 * Rows a batch registers in one transaction. Small enough that a batch's write-ahead log, which every other request's
 * commit must flush with its own while the batch is being written, stays a few hundred kilobytes
 * (docs/performance-history.md, "A thread of its own").
 */
export const IMPORT_BATCH = 150;
/** After each batch, the import waits this fraction of the batch's own write time before writing the next. */
export const IMPORT_PAUSE_RATIO = 0.5;

export type StartImportInput = Static<typeof StartImportBody>;
export type LeadImportView = Static<typeof LeadImport>;
type ImportRowRecord = typeof leadImports.$inferSelect;

export interface ImportDeps extends LeadDeps {
  storage: FileStorage;
  /** Queues the import's job; called after the commit that created it. */
  enqueue?: (importId: number) => Promise<void>;
}

/** The row codes errors.csv uses beyond the field issues, each with its one message. */
export const IMPORT_ROW_ISSUES = {
  DUPLICATE_CONTACT: 'a lead with this phone number exists for this provider',
  DUPLICATE_IN_FILE: 'the same phone number as an earlier row of the file',
  CELL_TOO_LONG: 'the cell is longer than 1,000 characters',
} as const;
export type ImportRowCode = FieldIssueCode | keyof typeof IMPORT_ROW_ISSUES;

/** The message errors.csv gives a code (never a cell's content). */
export function importErrorMessage(code: string, firstRow: number | null): string {
  if (code === 'DUPLICATE_IN_FILE' && firstRow !== null) return `the same phone number as row ${firstRow}`;
  if (code in IMPORT_ROW_ISSUES) return IMPORT_ROW_ISSUES[code as keyof typeof IMPORT_ROW_ISSUES];
  if (code in FIELD_ISSUES) return FIELD_ISSUES[code as FieldIssueCode];
  return 'the row cannot be registered';
}

export function importView(row: ImportRowRecord): LeadImportView {
  return {
    id: String(row.id),
    providerId: String(row.providerId),
    productId: String(row.productId),
    status: row.status,
    dryRun: row.dryRun,
    cancelRequested: row.cancelRequested,
    format: row.format,
    encoding: row.detectedEncoding,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    registered: row.registered,
    duplicates: row.duplicates,
    invalid: row.invalid,
    failureCode: row.failureCode,
    failureDetail: row.failureDetail,
    createdAt: iso(row.createdAt)!,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

const fileError = (code: 'FILE_NOT_FOUND' | 'FILE_NOT_UPLOADED' | 'FILE_PURPOSE_MISMATCH', message: string) =>
  badRequest(code, `fileId: ${message}`, [{ field: 'fileId', message }]);

/** The provider's uploaded import file named by `fileId` (an admin key names one of the provider's too). */
async function requireImportFile(db: Executor, rawId: string, providerId: number) {
  const id = parseIntId(rawId);
  const [file] = id
    ? await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.ownerKind, 'provider'), eq(files.ownerId, String(providerId))))
    : [];
  if (!file) throw fileError('FILE_NOT_FOUND', 'is not a file of this provider');
  if (file.status !== 'UPLOADED') throw fileError('FILE_NOT_UPLOADED', 'has not been uploaded yet');
  if (file.purpose !== 'LEAD_IMPORT') {
    throw fileError('FILE_PURPOSE_MISMATCH', `was uploaded for ${file.purpose}, not LEAD_IMPORT`);
  }
  return file;
}

/**
 * Starts an import: the provider and product checked as a registration checks them, the file read far enough to
 * know its header (a file without name or phone column, or that does not decode, is refused here, 400), then the
 * import recorded QUEUED and its job queued after the commit.
 */
export async function startImport(deps: ImportDeps, caller: Caller, input: StartImportInput): Promise<LeadImportView> {
  const { provider, product } = await requireProviderAndProduct(deps.db, caller, input);
  const file = await requireImportFile(deps.db, input.fileId, provider.id);
  const stored = await readStoredImportFile(deps.storage, file, deps.vault);
  if (!stored) throw fileError('FILE_NOT_UPLOADED', 'has no stored bytes');
  const { format, encoding } = await readImportHeader({
    kind: 'header',
    file: stored,
    mimeType: file.mimeType,
    parse: { encoding: input.encoding, columnMapping: input.columnMapping },
  });
  const created = await withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(leadImports)
      .values({
        providerId: provider.id,
        productId: product.id,
        fileId: file.id,
        format,
        encoding: input.encoding ?? null,
        detectedEncoding: encoding,
        columnMapping: (input.columnMapping as Record<string, string> | undefined) ?? null,
        dryRun: input.dryRun ?? false,
        caller: callerRecord(caller),
      })
      .returning();
    await emit(tx, caller, [
      { type: 'audit', action: 'LEAD_IMPORT_STARTED', target: `lead_import:${row.id}`, detail: { fileId: file.id } },
    ]);
    return row;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict('IMPORT_FILE_IN_USE', 'fileId: another import is reading this file');
    throw error;
  });
  await deps.enqueue?.(created.id);
  return importView(created);
}

/** The ids a caller is made of, to act as it again in the job (never a secret). */
function callerRecord(caller: Caller): Record<string, unknown> {
  switch (caller.kind) {
    case 'provider':
      return { kind: 'provider', keyId: caller.keyId, providerId: caller.providerId };
    case 'admin':
      return { kind: 'admin', keyId: caller.keyId };
    case 'operator':
      return { kind: 'operator', operatorId: caller.operatorId, role: caller.role };
    case 'internal':
      return { kind: 'internal', name: caller.name };
    default:
      return { kind: 'internal', name: `import:${caller.kind}` };
  }
}

const callerOfRecord = (record: Record<string, unknown>) => record as unknown as Caller;

async function loadImport(db: Executor, caller: Caller, rawId: string): Promise<ImportRowRecord> {
  const id = parseId(rawId);
  if (id === null) throw importAccess.notFound();
  const [row] = await db
    .select()
    .from(leadImports)
    .where(and(eq(leadImports.id, id), scopeOf(importAccess, caller)));
  if (!row) throw importAccess.notFound();
  return row;
}

export async function getImport(deps: Pick<ImportDeps, 'db'>, caller: Caller, rawId: string) {
  return importView(await loadImport(deps.db, caller, rawId));
}

const OPEN: LeadImportStatus[] = ['QUEUED', 'RUNNING'];

/**
 * Cancels an import: a queued one at once; a running one stops after its current batch (what that batch registered
 * stays). An import that has ended → 400 `IMPORT_FINISHED`.
 */
export async function cancelImport(deps: ImportDeps, caller: Caller, rawId: string): Promise<LeadImportView> {
  const current = await loadImport(deps.db, caller, rawId);
  if (!OPEN.includes(current.status)) throw badRequest('IMPORT_FINISHED', `The import is already ${current.status}`);
  const ended = await withTransaction(deps.db, async (tx) => {
    const [cancelled] = await tx
      .update(leadImports)
      .set({ status: 'CANCELLED', cancelRequested: true, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(leadImports.id, current.id), eq(leadImports.status, 'QUEUED')))
      .returning();
    if (cancelled) {
      await emit(tx, caller, [completedEvent(cancelled)]);
      return cancelled;
    }
    await tx
      .update(leadImports)
      .set({ cancelRequested: true, updatedAt: sql`now()` })
      .where(and(eq(leadImports.id, current.id), inArray(leadImports.status, OPEN)));
    return null;
  });
  if (ended) await deleteImportFile(deps, ended);
  return importView(await loadImport(deps.db, caller, rawId));
}

/** Cells that a spreadsheet would run as a formula get a leading `'`; every cell is quoted when it must be. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** errors.csv: UTF-8 with a byte-order mark (Excel reads Korean right), `row,column,code,message`, by row. */
export async function importErrorsCsv(deps: Pick<ImportDeps, 'db'>, caller: Caller, rawId: string) {
  const current = await loadImport(deps.db, caller, rawId);
  return { id: current.id, csv: await errorsCsvOf(deps.db, current.id) };
}

/** The errors.csv text of an import (its access already decided). */
export async function errorsCsvOf(db: Executor, importId: number) {
  const rows = await db
    .select()
    .from(leadImportErrors)
    .where(eq(leadImportErrors.importId, importId))
    .orderBy(asc(leadImportErrors.row), asc(leadImportErrors.id));
  const lines = ['row,column,code,message'];
  for (const r of rows) {
    lines.push([r.row, r.column, r.code, importErrorMessage(r.code, r.firstRow)].map(csvCell).join(','));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// The job

function completedEvent(row: ImportRowRecord) {
  return {
    type: 'lead_import.completed' as const,
    importId: row.id,
    providerId: row.providerId,
    status: row.status,
    dryRun: row.dryRun,
    registered: row.registered,
    duplicates: row.duplicates,
    invalid: row.invalid,
  };
}

/** A real import deletes its file when it ends; a dry run keeps it, so the same file can then be imported. */
async function deleteImportFile(deps: Pick<ImportDeps, 'db' | 'storage'>, row: ImportRowRecord) {
  if (row.fileId === null || (row.dryRun && row.status === 'COMPLETED')) return;
  const deleted = await deps.db
    .delete(files)
    .where(eq(files.id, row.fileId))
    .returning({ storageKey: files.storageKey });
  await deps.storage.remove(deleted.map((d) => d.storageKey));
}

/** Ends an open import once (its completion event with it), then deletes its file. */
async function finish(
  deps: ImportDeps,
  imp: ImportRowRecord,
  status: 'COMPLETED' | 'FAILED' | 'CANCELLED',
  failure?: { code: string; detail: string },
) {
  const caller = callerOfRecord(imp.caller);
  const ended = await withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(leadImports)
      .set({
        status,
        failureCode: failure?.code ?? null,
        failureDetail: failure?.detail ?? null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(leadImports.id, imp.id), inArray(leadImports.status, OPEN)))
      .returning();
    if (row) await emit(tx, caller, [completedEvent(row)]);
    return row ?? null;
  });
  if (ended) await deleteImportFile(deps, ended);
  return ended?.status ?? status;
}

/** The threads that read, check and encrypt the rows of imports (`import-plan.worker.ts`). */
const planPool = lazyWorkerPool<PlanTask | HeaderTask, HeaderResult | undefined>(
  import.meta.url,
  './import-plan.worker',
  {
    // A small young generation, collected often (cheap at this thread's priority), so the service's memory grows
    // little during an import; the old one has room for the largest file's shared strings and phone numbers.
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 4 },
    // A running import holds its thread until it ends: an import started meanwhile (its header read) or a second
    // job must not queue behind it. Imports are few at a time (one job per worker process).
    maxThreads: 4,
  },
);

/** Stops the import threads (the app's close). */
export const closeImportPool = () => planPool.close();

/** The thread stopped at its heap limit: the same file would stop it again, so the import fails rather than retries. */
const outOfMemory = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** An AppError again from its plain form. */
const problemOf = (p: PlainProblem) =>
  new AppError(p.code as ErrorCode, p.detail, { status: p.status, errors: p.errors } as never);

/** `readHeader` in a thread of the pool: the file's format and encoding, or its refusal (400, 415). */
async function readImportHeader(task: HeaderTask) {
  const result = (await planPool.run(task, { transferList: movable(task.file.bytes) })) as HeaderResult;
  if (!result.ok) throw problemOf(result.problem);
  return result;
}

/** The file's bytes are moved to the thread, not copied, when nothing else shares their memory. */
const movable = (bytes: Uint8Array) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];

/**
 * Runs `planSteps(job)` in a thread of the pool and yields its steps, the thread staying at most `PLAN_AHEAD`
 * batches ahead. A file the parser refuses is thrown as its 400 with the same code. Leaving the loop early (or an
 * error) stops the thread.
 */
async function* planInWorker(job: PlanJob): AsyncGenerator<PlanStep> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  const task = planPool.run(
    { kind: 'plan', job, port: port2 },
    { signal: abort.signal, transferList: [port2, ...movable(job.file.bytes)] },
  );
  // A thread that dies (at its heap limit, or of a crash) ends the loop below as its own messages would.
  task.catch((error: unknown) => {
    if (abort.signal.aborted) return;
    const failure = outOfMemory(error)
      ? badRequest('IMPORT_FILE_UNREADABLE', 'The file needs more memory to read than an import may use')
      : error;
    port1.emit('message', { kind: 'died', error: failure } satisfies Received);
  });
  let ended = false;
  try {
    for await (const [message] of on(port1, 'message') as AsyncIterable<[Received]>) {
      if (message.kind === 'end') {
        ended = true;
        return;
      }
      ended = message.kind === 'failed' || message.kind === 'died';
      if (message.kind === 'died') throw message.error;
      if (message.kind === 'failed') throw message.problem ? problemOf(message.problem) : new Error(message.detail);
      yield message;
      if (message.kind === 'batch') port1.postMessage('next');
    }
  } finally {
    port1.close();
    if (!ended) abort.abort();
    await task.catch(() => {});
  }
}

/** What the job's thread receives: the import thread's messages, or word that the thread died. */
type Received = PlanMessage | { kind: 'died'; error: unknown };

/** Another worker moved the checkpoint first: this one's batch is rolled back and it stops. */
class Superseded extends Error {}

export interface RunOptions {
  batchSize?: number;
  limits?: ImportLimits;
  /** Called after each committed batch (tests stop a job there, as a crash would). */
  afterBatch?: (processedRows: number) => Promise<void> | void;
}

/**
 * Runs (or resumes) an import to its end: the file read once to count its rows (limits checked before anything is
 * registered), then again, batch by batch from the checkpoint. A file that cannot be read, or breaks a limit, ends
 * the import FAILED with the problem's code. Returns the import's status.
 */
export async function runImport(deps: ImportDeps, importId: number, options: RunOptions = {}) {
  const batchSize = options.batchSize ?? IMPORT_BATCH;
  const [imp] = await deps.db
    .update(leadImports)
    .set({ status: 'RUNNING', startedAt: sql`coalesce(${leadImports.startedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(leadImports.id, importId), inArray(leadImports.status, OPEN)))
    .returning();
  if (!imp) return null;
  if (imp.cancelRequested) return finish(deps, imp, 'CANCELLED');
  const fail = (error: AppError) => finish(deps, imp, 'FAILED', { code: error.code, detail: error.message });
  const [file] = imp.fileId === null ? [] : await deps.db.select().from(files).where(eq(files.id, imp.fileId));
  const stored = file ? await readStoredImportFile(deps.storage, file, deps.vault) : null;
  if (!stored) {
    return fail(
      badRequest('IMPORT_FILE_UNREADABLE', 'The file is gone (import files are deleted 24 hours after upload)'),
    );
  }
  const steps = planInWorker({
    // Decrypted by the thread: even that is not done on the event loop.
    file: stored,
    parse: {
      format: imp.format,
      encoding: (imp.encoding ?? undefined) as ImportEncoding | undefined,
      columnMapping: imp.columnMapping ?? undefined,
      limits: options.limits ?? IMPORT_LIMITS,
    },
    regions: await deps.regions.current(),
    vault: deps.vault.keysForWorker(),
    ids: { providerId: imp.providerId, productId: imp.productId },
    detail: { portalId: null, importId: String(imp.id) },
    dryRun: imp.dryRun,
    skipRows: imp.processedRows,
    countFirst: imp.totalRows === null,
    batchSize,
  });
  try {
    const cancelled = await registerBatches(deps, imp, steps, options.afterBatch);
    return finish(deps, imp, cancelled ? 'CANCELLED' : 'COMPLETED');
  } catch (error) {
    if (error instanceof Superseded) return null;
    if (error instanceof AppError) return fail(error);
    throw error;
  }
}

/**
 * Writes the batches the import's thread prepares, one transaction each, in file order (the row count first, when
 * the thread counted). Returns true when a cancellation stopped it.
 */
async function registerBatches(
  deps: ImportDeps,
  imp: ImportRowRecord,
  steps: AsyncGenerator<PlanStep>,
  afterBatch: RunOptions['afterBatch'],
): Promise<boolean> {
  let processed = imp.processedRows;
  for await (const step of steps) {
    if (step.kind === 'total') {
      await deps.db
        .update(leadImports)
        .set({ totalRows: step.total, updatedAt: sql`now()` })
        .where(eq(leadImports.id, imp.id));
      continue;
    }
    const started = performance.now();
    const from = processed;
    processed += step.rows.length;
    // Leaving the loop ends the thread.
    if (await commitBatch(deps, imp, step.rows, from)) return true;
    await afterBatch?.(processed);
    // The database is shared with every other request: after a batch, it is left to them for part of the time the
    // batch took (the thread prepares the next batches meanwhile).
    await sleep((performance.now() - started) * IMPORT_PAUSE_RATIO);
  }
  return false;
}

/**
 * Writes one batch in one transaction: its leads (or, for a dry run, which would be duplicates), its errors, the
 * counters and the checkpoint, moved only from where this run read it (else another worker has the import).
 * Returns true, writing nothing, when a cancellation was asked for since the previous batch.
 */
async function commitBatch(deps: ImportDeps, imp: ImportRowRecord, batch: Planned[], from: number) {
  const caller = callerOfRecord(imp.caller);
  return withTransaction(deps.db, async (tx) => {
    // The import's row locked first: a cancellation asked for meanwhile stops the run before this batch, and a
    // checkpoint another worker moved means this batch is theirs.
    const [current] = await tx
      .select({
        processedRows: leadImports.processedRows,
        status: leadImports.status,
        cancelRequested: leadImports.cancelRequested,
      })
      .from(leadImports)
      .where(eq(leadImports.id, imp.id))
      .for('update');
    if (current?.status !== 'RUNNING' || current.processedRows !== from) throw new Superseded();
    if (current.cancelRequested) return true;
    const candidates = batch.filter((p): p is Extract<Planned, { kind: 'candidate' }> => p.kind === 'candidate');
    let placed: (number | null)[];
    if (imp.dryRun) {
      const existing = await existingHashes(
        tx,
        imp.providerId,
        candidates.map((c) => c.hash),
      );
      placed = candidates.map((c) => (existing.has(c.hash) ? null : 0));
    } else {
      placed = await registerLeadBatch(
        tx,
        deps,
        caller,
        candidates.map((c) => c.values),
      );
    }
    const errors: { row: number; column: string; code: string; firstRow: number | null }[] = [];
    let invalid = 0;
    let duplicates = 0;
    for (const p of batch) {
      if (p.kind === 'invalid') {
        invalid++;
        for (const e of p.errors) errors.push({ row: p.row, column: e.column, code: e.code, firstRow: null });
      } else if (p.kind === 'repeat') {
        duplicates++;
        errors.push({ row: p.row, column: p.column, code: 'DUPLICATE_IN_FILE', firstRow: p.firstRow });
      }
    }
    for (const [i, c] of candidates.entries()) {
      if (placed[i] !== null) continue;
      duplicates++;
      errors.push({ row: c.row, column: c.column, code: 'DUPLICATE_CONTACT', firstRow: null });
    }
    errors.sort((a, b) => a.row - b.row);
    if (errors.length > 0) await insertErrors(tx, imp.id, errors);
    const registered = placed.filter((id) => id !== null).length;
    const [moved] = await tx
      .update(leadImports)
      .set({
        processedRows: sql`${leadImports.processedRows} + ${batch.length}`,
        registered: sql`${leadImports.registered} + ${registered}`,
        duplicates: sql`${leadImports.duplicates} + ${duplicates}`,
        invalid: sql`${leadImports.invalid} + ${invalid}`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(leadImports.id, imp.id), eq(leadImports.processedRows, from), eq(leadImports.status, 'RUNNING')))
      .returning({ id: leadImports.id });
    if (!moved) throw new Superseded();
    return false;
  });
}

async function existingHashes(tx: Executor, providerId: number, hashes: string[]) {
  if (hashes.length === 0) return new Set<string>();
  const rows = await executeNamed<{ phone_hash: string }>(
    tx,
    'lead_import_existing',
    sql`select phone_hash from ${leads}
      where provider_id = ${providerId} and phone_hash = any(${sql.param(hashes)}::text[])`,
  );
  return new Set(rows.map((r) => r.phone_hash));
}

async function insertErrors(
  tx: Executor,
  importId: number,
  errors: { row: number; column: string; code: string; firstRow: number | null }[],
) {
  await tx.execute(sql`
    insert into ${leadImportErrors} (import_id, row, "column", code, first_row)
    select ${importId}::bigint, row, col, code, first_row
    from unnest(${sql.param(errors.map((e) => e.row))}::int[], ${sql.param(errors.map((e) => e.column))}::text[],
      ${sql.param(errors.map((e) => e.code))}::text[], ${sql.param(errors.map((e) => e.firstRow))}::int[])
      as e(row, col, code, first_row)`);
}

/**
 * Imports whose job was lost (a crash between the commit and the send) or whose worker died mid-way: queued again
 * when they have not moved for `staleMinutes`. A second worker on the same import cannot register a row twice (the
 * checkpoint only moves from where its run read it).
 */
export async function sweepImports(db: Db, send: (importId: number) => Promise<void>, staleMinutes = 2) {
  const stale = await db
    .select({ id: leadImports.id })
    .from(leadImports)
    .where(
      and(
        inArray(leadImports.status, OPEN),
        sql`${leadImports.updatedAt} < now() - make_interval(mins => ${staleMinutes}::int)`,
      ),
    )
    .limit(100);
  for (const { id } of stale) await send(id);
  return stale.length;
}

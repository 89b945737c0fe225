import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { executeNamed } from '../../db/named.js';
import { files, leadImportErrors, leadImports, leads } from '../../db/schema/index.js';
import { readStoredImportFile } from '../../files/files.service.js';
import { monotonic, systemClock } from '../../platform/clock.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { withTransaction } from '../../platform/transactions.js';
import type { Supply } from '../catalog/supply-cache.js';
import { consentColumns, goneEvidenceFiles, storeEvidence } from '../consent/consent.service.js';
import { keyIdOf, requireProviderAndProduct } from '../intake/intake.service.js';
import { registerLeadBatch } from '../intake/register-batch.js';
import { recordRowRefusals } from '../quality/refusals.service.js';
import { lockPhonesShared, suppressedPhones } from '../suppressions/phone-leads.js';
import { type Checked, type CheckedCandidate, checkBatchConsents } from './import-consent-rules.js';
import { IMPORT_LIMITS, type ImportEncoding, type ImportLimits } from './import-parser.js';
import type { PlanStep } from './import-plan.js';
import { orderBatch, PhoneClaims, type RowError } from './import-row-order.js';
import { planInWorker } from './import-threads.js';
import { callerOfRecord, finish, type ImportDeps, type ImportRowRecord, OPEN } from './imports.service.js';

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
 * commit must flush with its own while the batch is being written, stays under a megabyte (about 750 kB); large
 * enough that a batch's fixed statements (the import's lock, the orders' supply, the commit) do not dominate: at 150
 * rows the import did 3,700–4,200 rows/s on the 1M seed, at 500 5,500–6,500 (docs/performance-history.md, "The lead
 * import's drop").
 */
export const IMPORT_BATCH = 500;
/** After each batch, the import waits this fraction of the batch's own write time before writing the next. */
export const IMPORT_PAUSE_RATIO = 0.5;

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
  let supply: Supply;
  try {
    supply = await requireProviderAndProduct(deps.db, callerOfRecord(imp.caller), {
      providerId: String(imp.providerId),
      productId: String(imp.productId),
    });
  } catch (error) {
    if (error instanceof AppError) return fail(error);
    throw error;
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
    registeredKeyId: keyIdOf(callerOfRecord(imp.caller)),
    ssnPolicy: supply.provider.ssnPolicy,
    now: (deps.clock ?? systemClock)(),
    detail: { portalId: null, importId: String(imp.id) },
    dryRun: imp.dryRun,
    skipRows: imp.processedRows,
    refusedRows: imp.processedRows > 0 ? await refusedRowsOf(deps.db, imp.id) : [],
    countFirst: imp.totalRows === null,
    batchSize,
  });
  try {
    const cancelled = await registerBatches(deps, imp, supply, steps, options.afterBatch);
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
  supply: Supply,
  steps: AsyncGenerator<PlanStep>,
  afterBatch: RunOptions['afterBatch'],
): Promise<boolean> {
  let processed = imp.processedRows;
  const claims = new PhoneClaims();
  for await (const step of steps) {
    if (step.kind === 'claims') {
      claims.adopt(step.claims);
      continue;
    }
    if (step.kind === 'total') {
      await deps.db
        .update(leadImports)
        .set({ totalRows: step.total, updatedAt: sql`now()` })
        .where(eq(leadImports.id, imp.id));
      continue;
    }
    const started = monotonic();
    const from = processed;
    processed += step.rows.length;
    // Leaving the loop ends the thread.
    const rows = await checkBatchConsents(deps, supply, step.rows);
    if (!imp.dryRun) await withConsentColumns(deps, imp.providerId, rows);
    const claimed = await commitBatch(deps, imp, rows, from, claims);
    if (claimed === CANCELLED) return true;
    // Only now: a batch rolled back took no phone.
    claims.adopt(claimed);
    await afterBatch?.(processed);
    // The database is shared with every other request: after a batch, it is left to them for part of the time the
    // batch took (the thread prepares the next batches meanwhile).
    await sleep((monotonic() - started) * IMPORT_PAUSE_RATIO);
  }
  return false;
}

const CANCELLED = Symbol('cancelled');

/**
 * Each consenting row's lead gets its consent's columns, before the batch's transaction: a consent's source row is
 * made (the first time its content is seen) and committed on its own, so an id is never remembered from a batch
 * that rolled back. A dry run writes none.
 */
async function withConsentColumns(deps: ImportDeps, providerId: number, rows: Checked[]) {
  for (const row of rows) {
    if (row.kind === 'candidate' && row.prepared) {
      Object.assign(row.values, await consentColumns(deps.db, providerId, row.prepared));
    }
  }
}

/**
 * Writes one batch in one transaction: its leads (or, for a dry run, which would be duplicates), its errors, the
 * counters and the checkpoint, moved only from where this run read it (else another worker has the import). The
 * rows' last rules run here, in the chain's order (`orderBatch`): evidence file, suppression, duplicate in the
 * file, then the duplicate contact the insert finds. Returns the phones the batch took, or `CANCELLED`, writing
 * nothing, when a cancellation was asked for since the previous batch.
 */
async function commitBatch(
  deps: ImportDeps,
  imp: ImportRowRecord,
  batch: Checked[],
  from: number,
  claims: PhoneClaims,
): Promise<[string, number][] | typeof CANCELLED> {
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
    if (current.cancelRequested) return CANCELLED;
    const planned = batch.filter((p): p is CheckedCandidate => p.kind === 'candidate');
    const hashes = planned.map((c) => c.hash);
    // Suppressed phones are refused (errors.csv `CONTACT_SUPPRESSED`), read under the phones' shared locks as a
    // single registration does: a suppression landing meanwhile waits and then releases what this batch placed.
    // The evidence files are locked after the phones, as a registration locks them.
    const suppressed = imp.dryRun ? await suppressedPhones(tx, hashes) : await lockedSuppressedPhones(tx, hashes);
    const evidenceIds = planned.flatMap((c) => (c.prepared?.evidence ? [c.prepared.evidence.fileId] : []));
    const goneFiles = await goneEvidenceFiles(tx, evidenceIds, !imp.dryRun);
    const ordered = orderBatch(batch, { goneFiles, suppressed }, claims);
    const candidates = ordered.toRegister;
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
      await storeEvidence(
        tx,
        candidates.flatMap((c, i) => {
          const leadId = placed[i];
          return leadId !== null && c.prepared ? [{ leadId, prepared: c.prepared }] : [];
        }),
      );
    }
    const errors: RowError[] = [...ordered.errors];
    let duplicates = ordered.duplicates;
    for (const [i, c] of candidates.entries()) {
      if (placed[i] !== null) continue;
      duplicates++;
      errors.push({ row: c.row, column: c.column, code: 'DUPLICATE_CONTACT', firstRow: null });
    }
    errors.sort((a, b) => a.row - b.row);
    if (errors.length > 0) await insertErrors(tx, imp.id, errors);
    // With the row errors, in this transaction: a batch that rolls back records no refusal, one that commits all.
    if (!imp.dryRun) {
      const at = new Date((deps.clock ?? systemClock)());
      await recordRowRefusals(tx, at, { providerId: imp.providerId, productId: imp.productId }, errors);
    }
    const registered = placed.filter((id) => id !== null).length;
    const [moved] = await tx
      .update(leadImports)
      .set({
        processedRows: sql`${leadImports.processedRows} + ${batch.length}`,
        registered: sql`${leadImports.registered} + ${registered}`,
        duplicates: sql`${leadImports.duplicates} + ${duplicates}`,
        invalid: sql`${leadImports.invalid} + ${ordered.invalid}`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(leadImports.id, imp.id), eq(leadImports.processedRows, from), eq(leadImports.status, 'RUNNING')))
      .returning({ id: leadImports.id });
    if (!moved) throw new Superseded();
    return ordered.claimed;
  });
}

/**
 * The rows an earlier run of the import refused for anything but a duplicate contact: they took no phone. (A
 * `DUPLICATE_CONTACT` row passed every rule before the duplicates, as a registered row did.)
 */
async function refusedRowsOf(db: Executor, importId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ row: leadImportErrors.row })
    .from(leadImportErrors)
    .where(and(eq(leadImportErrors.importId, importId), ne(leadImportErrors.code, 'DUPLICATE_CONTACT')));
  return rows.map((r) => r.row);
}

/** The suppressed phones of a batch, read after their shared locks are held. */
async function lockedSuppressedPhones(tx: Executor, hashes: string[]) {
  await lockPhonesShared(tx, hashes);
  return suppressedPhones(tx, hashes);
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

async function insertErrors(tx: Executor, importId: number, errors: RowError[]) {
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

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { files, type LeadImportStatus, leadImportErrors, leadImports } from '../../db/schema/index.js';
import { readStoredImportFile } from '../../files/files.service.js';
import type { FileStorage } from '../../files/storage/index.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import { ERROR_CODES, type ErrorCode } from '../../platform/error-codes.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { iso, parseId, parseIntId } from '../../platform/schemas.js';
import { isUniqueViolation, withTransaction } from '../../platform/transactions.js';
import type { LeadDeps } from '../core/lead.js';
import { FIELD_ISSUES, type FieldIssueCode } from '../core/lead-fields.js';
import { requireProviderAndProduct } from '../intake/intake.service.js';
import { importAccess } from './import.access.js';
import { IMPORT_ROW_ISSUES } from './import-plan.js';
import { readImportHeader } from './import-threads.js';
import type { LeadImport, StartImportBody } from './imports.schemas.js';

export type StartImportInput = Static<typeof StartImportBody>;
export type LeadImportView = Static<typeof LeadImport>;
export type ImportRowRecord = typeof leadImports.$inferSelect;

export interface ImportDeps extends LeadDeps {
  storage: FileStorage;
  /** Queues the import's job; called after the commit that created it. */
  enqueue?: (importId: number) => Promise<void>;
}

/** The message errors.csv gives a code (never a cell's content). */
export function importErrorMessage(code: string, firstRow: number | null): string {
  if (code === 'DUPLICATE_IN_FILE' && firstRow !== null) return `the same phone number as row ${firstRow}`;
  if (code in IMPORT_ROW_ISSUES) return IMPORT_ROW_ISSUES[code as keyof typeof IMPORT_ROW_ISSUES];
  if (code in FIELD_ISSUES) return FIELD_ISSUES[code as FieldIssueCode];
  if (code === 'VALIDATION_FAILED') return 'a consent column is malformed';
  if (code in ERROR_CODES) return ERROR_CODES[code as ErrorCode].title;
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

export const callerOfRecord = (record: Record<string, unknown>): Caller => record as unknown as Caller;

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

export async function getImport(deps: Pick<ImportDeps, 'db'>, caller: Caller, rawId: string): Promise<LeadImportView> {
  return importView(await loadImport(deps.db, caller, rawId));
}

export const OPEN: LeadImportStatus[] = ['QUEUED', 'RUNNING'];

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

/** An import's id and its errors.csv text. */
export interface ImportErrorsCsv {
  id: number;
  csv: string;
}

/** errors.csv: UTF-8 with a byte-order mark (Excel reads Korean right), `row,column,code,message`, by row. */
export async function importErrorsCsv(
  deps: Pick<ImportDeps, 'db'>,
  caller: Caller,
  rawId: string,
): Promise<ImportErrorsCsv> {
  const current = await loadImport(deps.db, caller, rawId);
  return { id: current.id, csv: await errorsCsvOf(deps.db, current.id) };
}

/** The errors.csv text of an import (its access already decided). */
export async function errorsCsvOf(db: Executor, importId: number): Promise<string> {
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
export async function finish(
  deps: ImportDeps,
  imp: ImportRowRecord,
  status: 'COMPLETED' | 'FAILED' | 'CANCELLED',
  failure?: { code: string; detail: string },
): Promise<LeadImportStatus> {
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

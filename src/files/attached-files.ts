import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { asRequestFiles, type FileRow, files } from '../db/schema/index.js';
import { scopeOf } from '../platform/access/access.js';
import type { Caller } from '../platform/access/caller.js';
import type { CodeFor } from '../platform/error-codes.js';
import { badRequest } from '../platform/errors.js';
import { MAX_INT_ID, parseIntId } from '../platform/schemas.js';
import { fileAccess } from './file.access.js';
import type { FilePurpose } from './files.service.js';

export interface AttachRequest {
  fileIds: readonly (string | number)[];
  /** Who attaches them: only their own uploads (`fileAccess`). */
  caller: Caller;
  purpose: FilePurpose;
}

/**
 * The files a caller attaches (to an AS request, a lead, a claim): each must belong to the caller, have been
 * uploaded, and have been uploaded for `purpose`. Returns the rows in the order given (duplicates once).
 * Errors: 400 FILE_NOT_FOUND (unknown or another owner's: never told apart), 400 FILE_NOT_UPLOADED,
 * 400 FILE_PURPOSE_MISMATCH.
 */
export async function requireUploadedFiles(db: Executor, input: AttachRequest): Promise<FileRow[]> {
  const ids: number[] = [];
  for (const [index, raw] of input.fileIds.entries()) {
    const id =
      typeof raw === 'number'
        ? Number.isSafeInteger(raw) && raw > 0 && raw <= MAX_INT_ID
          ? raw
          : null
        : parseIntId(raw);
    if (id === null) throw fileError('FILE_NOT_FOUND', index, 'is not a file of yours');
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), scopeOf(fileAccess, input.caller)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    const index = input.fileIds.findIndex((raw) => String(raw) === String(id));
    if (!row) throw fileError('FILE_NOT_FOUND', index, 'is not a file of yours');
    if (row.status !== 'UPLOADED') throw fileError('FILE_NOT_UPLOADED', index, 'has not been uploaded yet');
    if (row.purpose !== input.purpose) {
      throw fileError('FILE_PURPOSE_MISMATCH', index, `was uploaded for ${row.purpose}, not ${input.purpose}`);
    }
    return row;
  });
}

function fileError(code: CodeFor<400>, index: number, message: string) {
  const field = `fileIds.${index}`;
  return badRequest(code, `${field}: ${message}`, [{ field, message }]);
}

/**
 * Deletes the rows of these evidence files that no AS request lists (any more): a file listed by another request
 * stays its evidence. Answers the storage keys of the deleted rows, whose bytes the caller removes after its commit.
 */
export async function deleteUnlistedEvidence(db: Executor, fileIds: readonly number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const { rows } = await db.execute<{ storage_key: string }>(sql`
    delete from ${files} f
    where f.id = any(${`{${fileIds.join(',')}}`}::int[])
      and not exists (select 1 from ${asRequestFiles} a where a.file_id = f.id)
    returning f.storage_key`);
  return rows.map((r) => r.storage_key);
}

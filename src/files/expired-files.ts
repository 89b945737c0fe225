import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { files } from '../db/schema/index.js';
import type { FileStorage } from './storage/index.js';

/** A pending file is removed this long after its URL expired, so an upload that started in time can finish. */
export const PENDING_CLEANUP_GRACE_MS = 15 * 60 * 1000;

/**
 * Deletes import files (`LEAD_IMPORT`) uploaded more than `IMPORT_FILE_TTL_MS` ago, with their bytes: an import
 * deletes its file when it ends; this catches the files never imported or whose import never ended.
 */
export async function deleteStaleImportFiles(db: Executor, storage: FileStorage, now: Date) {
  const cutoff = new Date(now.getTime() - IMPORT_FILE_TTL_MS);
  const deleted = await db
    .delete(files)
    .where(and(eq(files.purpose, 'LEAD_IMPORT'), lt(files.createdAt, cutoff)))
    .returning({ storageKey: files.storageKey });
  await storage.remove(deleted.map((r) => r.storageKey));
  return deleted.length;
}

/** An import's file is kept at most this long after its upload URL was issued. */
export const IMPORT_FILE_TTL_MS = 24 * 3_600_000;

/**
 * Removes files still PENDING `PENDING_CLEANUP_GRACE_MS` after their upload URL expired, with any bytes or
 * partial upload they left. Returns how many were removed.
 */
export async function deleteExpiredPendingFiles(db: Executor, storage: FileStorage, now: Date, batch = 500) {
  const cutoff = new Date(now.getTime() - PENDING_CLEANUP_GRACE_MS);
  let removed = 0;
  for (;;) {
    const expired = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.status, 'PENDING'), lt(files.uploadExpiresAt, cutoff)))
      .orderBy(asc(files.uploadExpiresAt))
      .limit(batch);
    if (expired.length === 0) return removed;
    // The status condition again: a file completed meanwhile is kept.
    const deleted = await db
      .delete(files)
      .where(
        and(
          inArray(
            files.id,
            expired.map((r) => r.id),
          ),
          eq(files.status, 'PENDING'),
        ),
      )
      .returning({ storageKey: files.storageKey });
    await storage.remove(deleted.map((r) => r.storageKey));
    removed += deleted.length;
    if (expired.length < batch) return removed;
  }
}

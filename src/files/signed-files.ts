import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { files } from '../db/schema/index.js';
import { AppError, notFound } from '../platform/errors.js';
import { parseIntId } from '../platform/schemas.js';
import type { LocalDiskStorage } from './storage/local.js';

/**
 * A private file at its signed address (local storage, `LocalDiskStorage.downloadUrl`): the signature and the expiry
 * checked (`now` in milliseconds), then its bytes. Every refusal looks the same (403 `DOWNLOAD_URL_INVALID`).
 */
export async function readSignedFile(
  db: Executor,
  storage: LocalDiskStorage,
  params: { fileId: string },
  query: { expires: string; signature: string },
  now: number,
): Promise<{ bytes: Buffer; mimeType: string }> {
  const invalid = () => new AppError('DOWNLOAD_URL_INVALID', 'The download URL is not valid or has expired');
  const id = parseIntId(params.fileId);
  const expires = Number(query.expires);
  if (id === null || !Number.isSafeInteger(expires)) throw invalid();
  if (!storage.downloadSignatureMatches({ fileId: id, expires }, query.signature)) throw invalid();
  if (expires * 1000 <= now) throw invalid();
  const [row] = await db.select().from(files).where(eq(files.id, id));
  const bytes = row ? await storage.read(row.storageKey) : null;
  if (!row || !bytes) throw notFound('File', 'FILE_NOT_FOUND');
  return { bytes, mimeType: row.mimeType };
}

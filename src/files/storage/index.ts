import type { Clock } from '../../platform/clock.js';
import type { FilesConfig } from '../files.config.js';
import { LocalDiskStorage } from './local.js';
import type { FileStorage } from './storage.js';

export type { DownloadTarget, FileStorage, StoredObject, UploadInstructions, UploadTarget } from './storage.js';
export { LocalDiskStorage };

/**
 * The storage chosen by configuration (`STORAGE=local|s3`). The S3 client is loaded only when chosen: the AWS SDK
 * costs seconds of start-up that a server on the local disk (and every test) would pay for nothing.
 */
export async function createStorage(
  config: { files: FilesConfig; publicBaseUrl: string },
  clock: Clock,
): Promise<FileStorage> {
  const { storage, publicBaseUrl, urlSigningKey } = config.files;
  if (storage.kind === 's3') {
    const { S3Storage } = await import('./s3.js');
    return new S3Storage(storage, publicBaseUrl, clock);
  }
  return new LocalDiskStorage({
    filesDir: storage.filesDir,
    apiBaseUrl: config.publicBaseUrl,
    publicBaseUrl,
    signingKey: urlSigningKey,
  });
}

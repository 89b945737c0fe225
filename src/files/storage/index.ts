import type { Clock } from '../../platform/clock.js';
import type { FilesConfig } from '../files.config.js';
import { LocalDiskStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { FileStorage } from './storage.js';

export type { FileStorage, StoredObject, UploadInstructions, UploadTarget } from './storage.js';
export { LocalDiskStorage, S3Storage };

/** The storage chosen by configuration (`STORAGE=local|s3`). */
export function createStorage(config: { files: FilesConfig; publicBaseUrl: string }, clock: Clock): FileStorage {
  const { storage, publicBaseUrl, urlSigningKey } = config.files;
  if (storage.kind === 's3') return new S3Storage(storage, publicBaseUrl, clock);
  return new LocalDiskStorage({
    filesDir: storage.filesDir,
    apiBaseUrl: config.publicBaseUrl,
    publicBaseUrl,
    signingKey: urlSigningKey,
  });
}

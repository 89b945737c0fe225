import type { UploadMimeType } from '../file-types.js';

/** What the storage needs to hand out an upload URL for one file. */
export interface UploadTarget {
  fileId: number;
  storageKey: string;
  mimeType: UploadMimeType;
  size: number;
  expiresAt: Date;
  /** A lead import's file: stored encrypted (server-side encryption on S3), never served publicly. */
  private?: boolean;
}

export interface UploadInstructions {
  url: string;
  /** Headers the client must send with its PUT. */
  headers: Record<string, string>;
}

/** What is stored under a key: its size and first bytes (for type sniffing). */
export interface StoredObject {
  size: number;
  head: Buffer;
}

/** Where file bytes live. Local disk by default, S3-compatible storage when configured. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** A URL the client PUTs the bytes to; it expires at `target.expiresAt`. */
  createUpload(target: UploadTarget): Promise<UploadInstructions>;
  /** The stored object, or null when no bytes have arrived under `key`. */
  inspect(key: string): Promise<StoredObject | null>;
  /** The whole stored object (import files only: at most 50 MiB), or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the objects (and any partial uploads) under these keys; missing ones are ignored. */
  remove(keys: string[]): Promise<void>;
  /** The public address of the stored object (`cdnUrl`). */
  publicUrl(key: string): string;
  /**
   * A signed address that serves a private object (consent terms and evidence) until `target.expiresAt`, with no
   * credentials: a presigned GET on S3, the service's own signed route on local disk.
   */
  downloadUrl(target: DownloadTarget): Promise<string>;
}

/** A private object to hand out a signed, expiring address for. */
export interface DownloadTarget {
  fileId: number;
  storageKey: string;
  mimeType: string;
  expiresAt: Date;
}

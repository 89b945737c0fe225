import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../../platform/clock.js';
import { SNIFF_BYTES } from '../file-types.js';
import type { StorageConfig } from '../files.config.js';
import type { DownloadTarget, FileStorage, StoredObject, UploadInstructions, UploadTarget } from './storage.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * S3-compatible storage: the client PUTs straight to the bucket through a presigned URL whose signature covers
 * the declared Content-Type and Content-Length, so S3 itself refuses other bytes. The service learns of the
 * upload when the client calls `POST /api/v1/files/{fileId}/complete`.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    private readonly publicBaseUrl: string,
    private readonly clock: Clock,
  ) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 demands them: a presigned PUT must not require a checksum the client cannot know.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async createUpload(target: UploadTarget): Promise<UploadInstructions> {
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: target.storageKey,
      ContentType: target.mimeType,
      ContentLength: target.size,
      // Servers that support conditional writes refuse a second PUT of the same object.
      IfNoneMatch: '*',
      // Lead lists are stored encrypted by the bucket: the signature covers the header, so the client must send it.
      ...(target.private ? { ServerSideEncryption: 'AES256' as const } : {}),
    });
    const url = await getSignedUrl(this.client, command, {
      ...this.validUntil(target.expiresAt),
      signableHeaders: new Set([
        'content-type',
        'content-length',
        'if-none-match',
        ...(target.private ? ['x-amz-server-side-encryption'] : []),
      ]),
    });
    const headers: Record<string, string> = { 'Content-Type': target.mimeType, 'If-None-Match': '*' };
    if (target.private) headers['x-amz-server-side-encryption'] = 'AES256';
    return { url, headers };
  }

  async downloadUrl(target: DownloadTarget): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: target.storageKey,
      ResponseContentType: target.mimeType,
      ResponseContentDisposition: 'attachment',
    });
    return getSignedUrl(this.client, command, this.validUntil(target.expiresAt));
  }

  /**
   * A presigned URL valid from the app's now until `expiresAt`: signed at the app's clock (not the SDK's reading of
   * the system's), so the window the service decided is the one S3 enforces.
   */
  private validUntil(expiresAt: Date) {
    const now = this.clock();
    return {
      signingDate: new Date(now),
      expiresIn: Math.max(1, Math.round((expiresAt.getTime() - now) / 1000)),
    };
  }

  async inspect(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      if (size === 0) return { size, head: Buffer.alloc(0) };
      const first = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }),
      );
      const bytes = first.Body ? Buffer.from(await first.Body.transformToByteArray()) : Buffer.alloc(0);
      return { size, head: bytes.subarray(0, SNIFF_BYTES) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    // One request per key: every S3-compatible server supports it (a missing key is not an error).
    for (const key of keys) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
    }
  }

  publicUrl(key: string): string {
    return `${this.publicBaseUrl}/${key}`;
  }
}

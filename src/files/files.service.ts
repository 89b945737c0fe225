import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../db/client.js';
import { type FileRow, files } from '../db/schema/index.js';
import { scopeOf } from '../platform/access/access.js';
import type { Caller } from '../platform/access/caller.js';
import type { Clock } from '../platform/clock.js';
import { badRequest, notFound, validationFailed } from '../platform/errors.js';
import type { PiiVault } from '../platform/pii.js';
import { iso, parseIntId } from '../platform/schemas.js';
import { type FileOwner, fileAccess, fileOwnerOf } from './file.access.js';
import {
  type AllowedMimeType,
  CONSENT_EXTENSION,
  EXTENSION_OF,
  headShows,
  IMPORT_EXTENSION,
  type UploadMimeType,
} from './file-types.js';
import type { EvidenceFile, FileStatusResponse, UploadUrlBody, UploadUrlResponse } from './files.schemas.js';
import { checkImportContent, decryptContent, newContentKey } from './import-files.js';
import type { FileStorage } from './storage/index.js';
import { LocalDiskStorage, uploadError } from './storage/local.js';
import { checkPurposeAllowed, checkTypeForPurpose } from './upload-purposes.js';

export type { FileRow };
export type FilePurpose = FileRow['purpose'];
/** What the file services use; built once by the routes. */
export interface FileDeps {
  db: Executor;
  storage: FileStorage;
  /** Seals the keys of encrypted import files. */
  vault: PiiVault;
  clock: Clock;
}

export type UploadUrlInput = Static<typeof UploadUrlBody>;
export type UploadUrlView = Static<typeof UploadUrlResponse>;
export type FileStatusView = Static<typeof FileStatusResponse>;

/** An upload URL works this long (contract: 15 minutes). */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

/** The "Evidence file" shape (lead interface 2.7). */
export type FileView = Static<typeof EvidenceFile>;

export function fileView(row: FileRow): FileView {
  return {
    id: String(row.id),
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    createdAt: iso(row.createdAt)!,
    cdnUrl: row.cdnUrl,
  };
}

export const fileStatusView = (row: FileRow): FileStatusView => ({
  ...fileView(row),
  purpose: row.purpose,
  status: row.status,
});

/**
 * The owner of the files a caller uploads: a token's consultant or system client, a provider key's provider, or the
 * portal user it acts for (an admin key must name one: 400).
 */
function uploaderOf(caller: Caller): FileOwner {
  const owner = fileOwnerOf(caller);
  if (!owner) throw validationFailed('portalId', 'is required');
  return owner;
}

/** A signed URL for the caller to upload one file to, the file recorded PENDING as theirs. */
export async function issueUploadUrl(deps: FileDeps, caller: Caller, input: UploadUrlInput): Promise<UploadUrlView> {
  const owner = uploaderOf(caller);
  checkPurposeAllowed(owner, input.purpose);
  const { fileName, mimeType, size, purpose } = input;
  checkTypeForPurpose(purpose, mimeType, size);
  // Encrypted here on local disk; an S3 bucket encrypts it itself (server-side encryption).
  const contentKey =
    purpose === 'LEAD_IMPORT' && deps.storage.kind === 'local'
      ? deps.vault.encrypt(newContentKey().toString('base64'))
      : null;
  const now = new Date(deps.clock());
  return createUpload(deps.db, deps.storage, { owner, fileName, mimeType, size, purpose, contentKey }, now);
}

/** The caller's file marked UPLOADED once its bytes are checked (`completeUpload`). */
export async function confirmUpload(deps: FileDeps, caller: Caller, rawId: string): Promise<FileStatusView> {
  uploaderOf(caller);
  return fileStatusView(await completeUpload(deps.db, deps.storage, rawId, caller, new Date(deps.clock())));
}

export interface UploadRequest {
  owner: FileOwner;
  fileName: string;
  mimeType: UploadMimeType;
  size: number;
  purpose: FilePurpose;
  /** The sealed key an import file is stored encrypted with (local disk). */
  contentKey?: string | null;
}

/** Records a PENDING file and hands out the URL its bytes go to. */
export async function createUpload(
  db: Executor,
  storage: FileStorage,
  input: UploadRequest,
  now: Date,
): Promise<UploadUrlView> {
  const isConsent = input.purpose === 'CONSENT_EVIDENCE' || input.purpose === 'CONSENT_TERMS';
  const isPrivate = input.purpose === 'LEAD_IMPORT' || isConsent;
  const extension =
    input.purpose === 'LEAD_IMPORT'
      ? IMPORT_EXTENSION
      : isConsent
        ? CONSENT_EXTENSION
        : EXTENSION_OF[input.mimeType as AllowedMimeType];
  const storageKey = `${randomBytes(16).toString('hex')}.${extension}`;
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
  const [row] = await db
    .insert(files)
    .values({
      ownerKind: input.owner.kind,
      ownerId: String(input.owner.id),
      purpose: input.purpose,
      originalName: input.fileName,
      mimeType: input.mimeType,
      size: input.size,
      storageKey,
      // An import or consent file has no public address.
      cdnUrl: isPrivate ? '' : storage.publicUrl(storageKey),
      uploadExpiresAt: expiresAt,
      contentKey: input.contentKey ?? null,
      createdAt: now,
    })
    .returning();
  const upload = await storage.createUpload({
    fileId: row.id,
    storageKey,
    mimeType: input.mimeType,
    size: input.size,
    expiresAt,
    private: isPrivate,
  });
  return {
    fileId: String(row.id),
    uploadUrl: upload.url,
    method: 'PUT' as const,
    headers: upload.headers,
    expiresAt: iso(expiresAt)!,
  };
}

async function markUploaded(db: Executor, id: number, now: Date): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set({ status: 'UPLOADED', uploadedAt: now })
    .where(and(eq(files.id, id), eq(files.status, 'PENDING')))
    .returning();
  return row ?? null;
}

const signatureInvalid = () =>
  uploadError(403, 'UPLOAD_SIGNATURE_INVALID', 'The upload URL is not valid; ask for a new one');

export interface LocalUpload {
  fileId: string;
  expires: string;
  signature: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable;
}

/** Checks the PUT against what was signed before reading any byte of it. */
function checkDeclaredHeaders(row: FileRow, upload: LocalUpload) {
  const mediaType = upload.contentType?.split(';')[0].trim().toLowerCase();
  if (mediaType !== row.mimeType) {
    throw uploadError(400, 'FILE_TYPE_MISMATCH', 'Content-Type must be the mimeType declared for this file');
  }
  if (upload.contentLength === undefined) return;
  const length = Number(upload.contentLength);
  if (length > row.size) {
    throw uploadError(413, 'FILE_SIZE_MISMATCH', 'The body is larger than the size declared for this file');
  }
  if (length < row.size) {
    throw uploadError(400, 'FILE_SIZE_MISMATCH', 'The body is smaller than the size declared for this file');
  }
}

/**
 * The bytes of a file PUT at its signed local-disk URL. Refused uploads store nothing and leave the file PENDING.
 */
export async function receiveLocalUpload(
  db: Executor,
  storage: LocalDiskStorage,
  upload: LocalUpload,
  now: Date,
  vault?: PiiVault,
): Promise<FileRow> {
  const id = parseIntId(upload.fileId);
  const expires = Number(upload.expires);
  if (id === null || !Number.isSafeInteger(expires)) throw signatureInvalid();
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) throw signatureInvalid();
  const claim = { fileId: id, expires, size: row.size, mimeType: row.mimeType };
  if (!storage.signatureMatches(claim, upload.signature)) throw signatureInvalid();
  if (expires * 1000 <= now.getTime()) {
    throw uploadError(403, 'UPLOAD_URL_EXPIRED', 'The upload URL has expired; ask for a new one');
  }
  if (row.status === 'UPLOADED') throw uploadError(400, 'FILE_ALREADY_UPLOADED', 'This file has already been uploaded');
  checkDeclaredHeaders(row, upload);
  const key = row.contentKey ? contentKeyOf(vault, row.contentKey) : undefined;
  await storage.receive(row.storageKey, upload.body, {
    size: row.size,
    mimeType: row.mimeType as UploadMimeType,
    encryptWith: key,
  });
  if (row.purpose === 'LEAD_IMPORT') await checkStoredImport(storage, row, vault);
  const uploaded = await markUploaded(db, id, now);
  if (!uploaded) {
    // The pending file was cleaned up while its bytes arrived: nothing may stay behind.
    await storage.remove([row.storageKey]);
    throw uploadError(403, 'UPLOAD_URL_EXPIRED', 'The upload URL has expired; ask for a new one');
  }
  return uploaded;
}

/**
 * Marks a file UPLOADED once its bytes are in the storage with the declared size and type (the step that tells
 * the service an S3 upload finished). Bytes of another size or type are deleted and the file stays PENDING.
 */
export async function completeUpload(
  db: Executor,
  storage: FileStorage,
  fileId: string,
  caller: Caller,
  now: Date,
): Promise<FileRow> {
  const id = parseIntId(fileId);
  if (id === null) throw fileAccess.notFound();
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), scopeOf(fileAccess, caller)));
  if (!row) throw fileAccess.notFound();
  if (row.status === 'UPLOADED') return row;
  const stored = await storage.inspect(row.storageKey);
  if (!stored) throw badRequest('FILE_NOT_UPLOADED', 'No bytes have arrived for this file yet');
  if (stored.size !== row.size) {
    await storage.remove([row.storageKey]);
    throw badRequest('FILE_SIZE_MISMATCH', 'The uploaded bytes do not have the declared size; upload them again');
  }
  if (row.purpose === 'LEAD_IMPORT') await checkStoredImport(storage, row);
  else if (!headShows(stored.head, row.mimeType)) {
    await storage.remove([row.storageKey]);
    throw badRequest('FILE_TYPE_MISMATCH', 'The uploaded bytes are not of the declared mimeType; upload them again');
  }
  const uploaded = await markUploaded(db, id, now);
  if (uploaded) return uploaded;
  const [current] = await db.select().from(files).where(eq(files.id, id));
  if (current?.status === 'UPLOADED') return current;
  throw notFound('File', 'FILE_NOT_FOUND');
}

function contentKeyOf(vault: PiiVault | undefined, sealed: string): Buffer {
  if (!vault) throw new Error('an encrypted import file needs the PII vault');
  return Buffer.from(vault.decrypt(sealed), 'base64');
}

/** The plain bytes of an import file (decrypted), or null when they are gone. */
export async function readImportFile(storage: FileStorage, row: FileRow, vault?: PiiVault): Promise<Buffer | null> {
  const stored = await readStoredImportFile(storage, row, vault);
  if (!stored) return null;
  return stored.contentKey ? decryptContent(stored.contentKey, stored.bytes) : stored.bytes;
}

/** An import file's bytes as stored, and the key that decrypts them (null when stored plain). */
export interface StoredImportFile {
  bytes: Buffer;
  contentKey: Buffer | null;
}

/**
 * An import file's bytes as stored, with the key that decrypts them (`decryptContent`; null when stored plain), or
 * null when they are gone: for a worker thread that decrypts them itself.
 */
export async function readStoredImportFile(
  storage: FileStorage,
  row: FileRow,
  vault?: PiiVault,
): Promise<StoredImportFile | null> {
  const bytes = await storage.read(row.storageKey);
  if (!bytes) return null;
  return { bytes, contentKey: row.contentKey ? contentKeyOf(vault, row.contentKey) : null };
}

/** An import file's bytes, parsed to check their type (`checkImportContent`); refused ones are deleted. */
async function checkStoredImport(storage: FileStorage, row: FileRow, vault?: PiiVault) {
  const bytes = await readImportFile(storage, row, vault);
  if (!bytes) throw badRequest('FILE_NOT_UPLOADED', 'No bytes have arrived for this file yet');
  try {
    await checkImportContent(bytes, row.mimeType);
  } catch (error) {
    await storage.remove([row.storageKey]);
    throw error;
  }
}

/**
 * Stores an import file the service itself holds (the `import-leads` command): recorded for `owner` as an upload
 * would be, its bytes stored (encrypted on local disk, through the presigned URL on S3), checked and UPLOADED.
 */
export async function storeImportFile(
  deps: FileDeps,
  owner: FileOwner,
  input: { fileName: string; mimeType: UploadMimeType; bytes: Buffer },
): Promise<FileRow> {
  checkTypeForPurpose('LEAD_IMPORT', input.mimeType, input.bytes.length);
  const contentKey = deps.storage.kind === 'local' ? deps.vault.encrypt(newContentKey().toString('base64')) : null;
  const issued = await createUpload(
    deps.db,
    deps.storage,
    {
      owner,
      fileName: input.fileName,
      mimeType: input.mimeType,
      size: input.bytes.length,
      purpose: 'LEAD_IMPORT',
      contentKey,
    },
    new Date(deps.clock()),
  );
  const id = Number(issued.fileId);
  const [row] = await deps.db.select().from(files).where(eq(files.id, id));
  if (deps.storage instanceof LocalDiskStorage) {
    await deps.storage.receive(row.storageKey, Readable.from([input.bytes]), {
      size: row.size,
      mimeType: row.mimeType as UploadMimeType,
      encryptWith: contentKeyOf(deps.vault, row.contentKey as string),
    });
  } else {
    const put = await fetch(issued.uploadUrl, {
      method: 'PUT',
      headers: issued.headers,
      body: new Uint8Array(input.bytes),
    });
    if (!put.ok) throw new Error(`the storage refused the file (${put.status})`);
  }
  await checkStoredImport(deps.storage, row, deps.vault);
  const uploaded = await markUploaded(deps.db, id, new Date(deps.clock()));
  if (!uploaded) throw new Error('the import file was removed while it was stored');
  return uploaded;
}

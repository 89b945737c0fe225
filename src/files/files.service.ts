import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../db/client.js';
import { type FileRow, files } from '../db/schema/index.js';
import { scopeOf } from '../platform/access/access.js';
import type { Caller } from '../platform/access/caller.js';
import type { CodeFor } from '../platform/error-codes.js';
import { badRequest, forbidden, notFound, validationFailed } from '../platform/errors.js';
import { iso, MAX_INT_ID, parseIntId } from '../platform/schemas.js';
import { fileAccess, fileOwnerOf } from './file.access.js';
import { type AllowedMimeType, EXTENSION_OF, sniffMimeType } from './file-types.js';
import type { FileStatusResponse, UploadUrlBody, UploadUrlResponse } from './files.schemas.js';
import type { FileStorage } from './storage/index.js';
import { type LocalDiskStorage, uploadError } from './storage/local.js';

export type { FileRow };
export type FilePurpose = FileRow['purpose'];
export type FileOwnerKind = FileRow['ownerKind'];

/** Who asked for an upload URL; only they may attach the file. */
export interface FileOwner {
  kind: FileOwnerKind;
  /** Portal user id, provider id, consultant id or system client id. */
  id: string | number;
}

/** What the file services use; built once by the routes. */
export interface FileDeps {
  db: Executor;
  storage: FileStorage;
}

export type UploadUrlInput = Static<typeof UploadUrlBody>;
export type UploadUrlView = Static<typeof UploadUrlResponse>;
export type FileStatusView = Static<typeof FileStatusResponse>;

/** An upload URL works this long (contract: 15 minutes). */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
/** A pending file is removed this long after its URL expired, so an upload that started in time can finish. */
export const PENDING_CLEANUP_GRACE_MS = 15 * 60 * 1000;

/** The "Evidence file" shape (lead interface 2.7). */
export interface FileView {
  id: string;
  originalName: string;
  mimeType: string;
  size: number;
  createdAt: string;
  cdnUrl: string;
}

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

/** Provider keys upload lead attachments only (contract 5, "Keys"); tokens upload claim documents only. */
function checkPurposeAllowed(owner: FileOwner, purpose: FilePurpose) {
  if (owner.kind === 'provider' && purpose !== 'LEAD_ATTACHMENT') {
    throw forbidden('KEY_SCOPE', 'A provider key may upload LEAD_ATTACHMENT files only');
  }
  if ((owner.kind === 'consultant' || owner.kind === 'client') && purpose !== 'CLAIM_DOCUMENT') {
    throw forbidden('TOKEN_SCOPE', 'An access token may upload CLAIM_DOCUMENT files only');
  }
}

/** A signed URL for the caller to upload one file to, the file recorded PENDING as theirs. */
export async function issueUploadUrl(deps: FileDeps, caller: Caller, input: UploadUrlInput): Promise<UploadUrlView> {
  const owner = uploaderOf(caller);
  checkPurposeAllowed(owner, input.purpose);
  const { fileName, mimeType, size, purpose } = input;
  return createUpload(deps.db, deps.storage, { owner, fileName, mimeType, size, purpose });
}

/** The caller's file marked UPLOADED once its bytes are checked (`completeUpload`). */
export async function confirmUpload(deps: FileDeps, caller: Caller, rawId: string): Promise<FileStatusView> {
  uploaderOf(caller);
  return fileStatusView(await completeUpload(deps.db, deps.storage, rawId, caller));
}

export interface UploadRequest {
  owner: FileOwner;
  fileName: string;
  mimeType: AllowedMimeType;
  size: number;
  purpose: FilePurpose;
}

/** Records a PENDING file and hands out the URL its bytes go to. */
export async function createUpload(
  db: Executor,
  storage: FileStorage,
  input: UploadRequest,
  now = new Date(),
): Promise<UploadUrlView> {
  const storageKey = `${randomBytes(16).toString('hex')}.${EXTENSION_OF[input.mimeType]}`;
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
      cdnUrl: storage.publicUrl(storageKey),
      uploadExpiresAt: expiresAt,
      createdAt: now,
    })
    .returning();
  const upload = await storage.createUpload({
    fileId: row.id,
    storageKey,
    mimeType: input.mimeType,
    size: input.size,
    expiresAt,
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
  now = new Date(),
) {
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
  await storage.receive(row.storageKey, upload.body, { size: row.size, mimeType: row.mimeType as AllowedMimeType });
  const uploaded = await markUploaded(db, id, new Date());
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
export async function completeUpload(db: Executor, storage: FileStorage, fileId: string, caller: Caller) {
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
  if (sniffMimeType(stored.head) !== row.mimeType) {
    await storage.remove([row.storageKey]);
    throw badRequest('FILE_TYPE_MISMATCH', 'The uploaded bytes are not of the declared mimeType; upload them again');
  }
  const uploaded = await markUploaded(db, id, new Date());
  if (uploaded) return uploaded;
  const [current] = await db.select().from(files).where(eq(files.id, id));
  if (current?.status === 'UPLOADED') return current;
  throw notFound('File', 'FILE_NOT_FOUND');
}

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
 * Removes files still PENDING `PENDING_CLEANUP_GRACE_MS` after their upload URL expired, with any bytes or
 * partial upload they left. Returns how many were removed.
 */
export async function deleteExpiredPendingFiles(db: Executor, storage: FileStorage, now = new Date(), batch = 500) {
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

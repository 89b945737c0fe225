import { and, eq, lt } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import {
  asRequestFiles,
  asRequests,
  claimFiles,
  type FileRow,
  filePreviewRefusals,
  filePreviews,
  files,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { AppError, notFound } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { parseIntId } from '../../platform/schemas.js';
import { type AllowedMimeType, EXTENSION_OF } from '../file-types.js';
import type { PreviewLimits } from '../files.config.js';
import type { FileStorage } from '../storage/index.js';
import type { FilePreviewInfo } from './preview.schemas.js';
import { renderInPreviewWorker } from './preview-pool.js';
import type { PreviewResult } from './render-preview.js';

/** What the preview services use. */
export interface PreviewDeps {
  db: Executor;
  storage: FileStorage;
  /** A render's bounds of time, drawing operations and memory (`config.files.preview`). */
  limits: PreviewLimits;
  /** Renders one page (the worker pool; tests may count or replace it). */
  render?: typeof renderInPreviewWorker;
}

export type FilePreviewInfoView = Static<typeof FilePreviewInfo>;

export interface FilePreview {
  png: Buffer;
  pages: number;
}

export interface FileDownload {
  bytes: Buffer;
  mimeType: AllowedMimeType;
  /** `file-<id>.<ext>`: the uploader's own name may hold personal data and is not sent. */
  fileName: string;
}

/** Cached previews are kept this long after they were rendered, then dropped by the file clean-up job. */
export const PREVIEW_CACHE_TTL_MS = 7 * 24 * 3_600_000;

const fileNotFound = () => notFound('File', 'FILE_NOT_FOUND');
const pageNotFound = (page: number, pages: number) =>
  new AppError('PREVIEW_PAGE_NOT_FOUND', `The file has ${pages} page${pages === 1 ? '' : 's'}, not ${page}`, {
    extensions: { pages },
  });
const notPreviewable = (reason: string) =>
  new AppError('FILE_NOT_PREVIEWABLE', `The file cannot be shown as an image: ${reason}`);

/**
 * A file the operators' routes show: uploaded (a PENDING file has no bytes yet) and not a lead import (a list of
 * leads, stored encrypted, read only by its import). Anything else is answered like an unknown file.
 */
async function shownFile(db: Executor, rawId: string): Promise<FileRow & { mimeType: AllowedMimeType }> {
  const id = parseIntId(rawId);
  if (id === null) throw fileNotFound();
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (row?.status !== 'UPLOADED' || row.purpose === 'LEAD_IMPORT' || !(row.mimeType in EXTENSION_OF)) {
    throw fileNotFound();
  }
  return row as FileRow & { mimeType: AllowedMimeType };
}

/** The leads (through their AS requests) and claims a file is evidence of, for the access record. */
async function attachmentsOf(db: Executor, fileId: number) {
  const [asRows, claimRows] = await Promise.all([
    db
      .selectDistinct({ leadId: asRequests.leadId })
      .from(asRequestFiles)
      .innerJoin(asRequests, eq(asRequests.id, asRequestFiles.asRequestId))
      .where(eq(asRequestFiles.fileId, fileId)),
    db.selectDistinct({ claimId: claimFiles.claimId }).from(claimFiles).where(eq(claimFiles.fileId, fileId)),
  ]);
  return { leadIds: asRows.map((r) => r.leadId), claimIds: claimRows.map((r) => r.claimId) };
}

/**
 * Evidence shows people (a face, a receipt with a name): each preview and download is a personal-data access
 * record naming the file and the leads and claims it is attached to.
 */
async function recordAccess(db: Executor, caller: Caller, fileId: number, action: 'PREVIEW_FILE' | 'DOWNLOAD_FILE') {
  const { leadIds, claimIds } = await attachmentsOf(db, fileId);
  await emit(db, caller, [{ type: 'pii.read', action, fileIds: [fileId], leadIds, claimIds, fields: ['file'] }]);
}

/** The file's remembered refusal, thrown again without decoding it. */
async function refuseIfRefused(db: Executor, fileId: number) {
  const [refusal] = await db
    .select({ reason: filePreviewRefusals.reason })
    .from(filePreviewRefusals)
    .where(eq(filePreviewRefusals.fileId, fileId));
  if (refusal) throw notPreviewable(refusal.reason);
}

/** The cached page, or how many pages the file has when another page of it is cached. */
async function cached(db: Executor, fileId: number, page: number) {
  const [hit] = await db
    .select({ png: filePreviews.png, pages: filePreviews.pages })
    .from(filePreviews)
    .where(and(eq(filePreviews.fileId, fileId), eq(filePreviews.page, page)));
  if (hit) return { hit };
  const [other] = await db
    .select({ pages: filePreviews.pages })
    .from(filePreviews)
    .where(eq(filePreviews.fileId, fileId))
    .limit(1);
  return { pages: other?.pages };
}

/**
 * Page `page` of the file as PNG, from the cache or rendered (in the worker pool) and cached. Two requests for the
 * same uncached page may both render; the first stored wins and the other's insert does nothing. `known` is the
 * cache's answer when the caller has already asked it.
 */
async function previewOf(
  deps: PreviewDeps,
  file: FileRow & { mimeType: AllowedMimeType },
  page: number,
  known?: Awaited<ReturnType<typeof cached>>,
) {
  const { hit, pages } = known ?? (await cached(deps.db, file.id, page));
  if (hit) return { png: hit.png, pages: hit.pages };
  if (pages !== undefined && page > pages) throw pageNotFound(page, pages);
  await refuseIfRefused(deps.db, file.id);
  const bytes = await deps.storage.read(file.storageKey);
  if (!bytes) throw fileNotFound();
  const render = deps.render ?? renderInPreviewWorker;
  const job = { mimeType: file.mimeType, bytes: new Uint8Array(bytes), page, maxOperations: deps.limits.maxOperations };
  const { timeoutMs, maxMemoryMb } = deps.limits;
  const result: PreviewResult = await render(job, { timeoutMs, maxMemoryBytes: maxMemoryMb * 2 ** 20 });
  if (result.kind === 'undecodable') {
    if (result.transient) throw notPreviewable(result.reason);
    // Remembered: a bomb costs its bounds once, not once a request.
    await deps.db.insert(filePreviewRefusals).values({ fileId: file.id, reason: result.reason }).onConflictDoNothing();
    throw notPreviewable(result.reason);
  }
  if (result.kind === 'past-end') throw pageNotFound(page, result.pages);
  const png = Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength);
  await deps.db
    .insert(filePreviews)
    .values({ fileId: file.id, page, pages: result.pages, width: result.width, height: result.height, png })
    .onConflictDoNothing();
  return { png, pages: result.pages };
}

/** `GET /admin/v1/files/{id}/preview?page=N`: the page as PNG, with the file's page count; an access record. */
export async function getFilePreview(
  deps: PreviewDeps,
  caller: Caller,
  rawId: string,
  page: number,
): Promise<FilePreview> {
  const file = await shownFile(deps.db, rawId);
  const preview = await previewOf(deps, file, page);
  await recordAccess(deps.db, caller, file.id, 'PREVIEW_FILE');
  return preview;
}

/**
 * `GET /admin/v1/files/{id}/preview-info`: the type and page count, to lay out the pages before fetching them. It
 * shows nothing of the content (no access record); when no page is cached yet it renders and caches the first.
 */
export async function getFilePreviewInfo(deps: PreviewDeps, rawId: string): Promise<FilePreviewInfoView> {
  const file = await shownFile(deps.db, rawId);
  const known = await cached(deps.db, file.id, 1);
  const count = known.hit?.pages ?? known.pages ?? (await previewOf(deps, file, 1, known)).pages;
  return { fileId: String(file.id), mimeType: file.mimeType, pages: count };
}

/** `GET /admin/v1/files/{id}/download`: the bytes as uploaded; an access record. */
export async function downloadFile(deps: PreviewDeps, caller: Caller, rawId: string): Promise<FileDownload> {
  const file = await shownFile(deps.db, rawId);
  const bytes = await deps.storage.read(file.storageKey);
  if (!bytes) throw fileNotFound();
  await recordAccess(deps.db, caller, file.id, 'DOWNLOAD_FILE');
  return { bytes, mimeType: file.mimeType, fileName: `file-${file.id}.${EXTENSION_OF[file.mimeType]}` };
}

/**
 * Drops previews rendered, and refusals made, more than `PREVIEW_CACHE_TTL_MS` ago (the file clean-up job); returns
 * how many previews.
 */
export async function deleteOldPreviews(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PREVIEW_CACHE_TTL_MS);
  await db.delete(filePreviewRefusals).where(lt(filePreviewRefusals.createdAt, cutoff));
  const deleted = await db
    .delete(filePreviews)
    .where(lt(filePreviews.createdAt, cutoff))
    .returning({ fileId: filePreviews.fileId });
  return deleted.length;
}

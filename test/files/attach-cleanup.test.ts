import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { files } from '../../src/db/schema/index.js';
import { requireUploadedFiles } from '../../src/files/attached-files.js';
import { deleteExpiredPendingFiles, PENDING_CLEANUP_GRACE_MS } from '../../src/files/expired-files.js';
import type { FileOwner } from '../../src/files/file.access.js';
import { createUpload, fileView, receiveLocalUpload, UPLOAD_URL_TTL_MS } from '../../src/files/files.service.js';
import { LocalDiskStorage } from '../../src/files/storage/index.js';
import type { Caller } from '../../src/platform/access/caller.js';
import { AppError } from '../../src/platform/errors.js';
import { build } from '../helpers/build.js';
import { samplePng } from './fixtures.js';

const { app, db } = await build();
const storage = app.deps.storage;
assert.ok(storage instanceof LocalDiskStorage);

const alice: FileOwner = { kind: 'portal', id: 31 };
const bob: FileOwner = { kind: 'portal', id: 32 };
const provider: FileOwner = { kind: 'provider', id: 31 };
/** The caller who owns `owner`'s files. */
const callerOf = (owner: FileOwner): Caller =>
  owner.kind === 'portal'
    ? { kind: 'portal', keyId: null, portalId: Number(owner.id) }
    : { kind: 'provider', keyId: null, providerId: Number(owner.id) };

async function pendingFile(
  owner: FileOwner,
  purpose: 'AS_EVIDENCE' | 'LEAD_ATTACHMENT' = 'AS_EVIDENCE',
  now = new Date(),
) {
  const png = samplePng();
  const issued = await createUpload(
    db,
    storage,
    { owner, fileName: 'photo.png', mimeType: 'image/png', size: png.length, purpose },
    now,
  );
  return { ...issued, png };
}

/** The PUT of a pending file's PNG to its signed local upload URL, as the upload route hands it on. */
function signedUploadOf(file: { fileId: string; uploadUrl: string; png: Buffer }) {
  const query = new URL(file.uploadUrl).searchParams;
  return {
    fileId: file.fileId,
    expires: query.get('expires')!,
    signature: query.get('signature')!,
    contentType: 'image/png',
    contentLength: String(file.png.length),
    body: Readable.from([file.png]),
  };
}

async function uploadedFile(owner: FileOwner, purpose: 'AS_EVIDENCE' | 'LEAD_ATTACHMENT' = 'AS_EVIDENCE') {
  const file = await pendingFile(owner, purpose);
  assert.ok(storage instanceof LocalDiskStorage);
  await receiveLocalUpload(db, storage, signedUploadOf(file), new Date());
  return file;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    assert.ok(error instanceof AppError, String(error));
    assert.equal(error.status, 400);
    return error.code;
  }
}

test("requireUploadedFiles returns the owner's uploaded files in the order given, as evidence-file views", async () => {
  const first = await uploadedFile(alice);
  const second = await uploadedFile(alice);
  const rows = await requireUploadedFiles(db, {
    fileIds: [second.fileId, first.fileId, second.fileId],
    caller: callerOf(alice),
    purpose: 'AS_EVIDENCE',
  });
  assert.deepEqual(
    rows.map((r) => String(r.id)),
    [second.fileId, first.fileId],
  );
  const view = fileView(rows[0]);
  assert.deepEqual(Object.keys(view).sort(), ['cdnUrl', 'createdAt', 'id', 'mimeType', 'originalName', 'size']);
  assert.equal(view.id, second.fileId);
  assert.equal(view.originalName, 'photo.png');
  assert.equal(view.mimeType, 'image/png');
  assert.equal(view.size, second.png.length);
  assert.match(view.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.match(view.cdnUrl, /\/files\/[0-9a-f]{32}\.png$/);
  assert.deepEqual(
    await requireUploadedFiles(db, { fileIds: [], caller: callerOf(alice), purpose: 'AS_EVIDENCE' }),
    [],
  );
  // Numbers are accepted as well as strings.
  assert.equal(
    (
      await requireUploadedFiles(db, {
        fileIds: [Number(first.fileId)],
        caller: callerOf(alice),
        purpose: 'AS_EVIDENCE',
      })
    ).length,
    1,
  );
});

test("requireUploadedFiles refuses pending, unknown and other owners' files alike", async () => {
  const mine = await uploadedFile(alice);
  const pending = await pendingFile(alice);
  const bobs = await uploadedFile(bob);
  const providers = await uploadedFile(provider, 'LEAD_ATTACHMENT');
  const attach = (fileIds: (string | number)[], owner = alice) =>
    codeOf(requireUploadedFiles(db, { fileIds, caller: callerOf(owner), purpose: 'AS_EVIDENCE' }));
  assert.equal(await attach([mine.fileId, pending.fileId]), 'FILE_NOT_UPLOADED');
  assert.equal(await attach([mine.fileId, bobs.fileId]), 'FILE_NOT_FOUND');
  assert.equal(await attach(['99999999']), 'FILE_NOT_FOUND');
  assert.equal(await attach(['abc']), 'FILE_NOT_FOUND');
  assert.equal(await attach([0]), 'FILE_NOT_FOUND');
  // Same numeric id, another kind of owner: a provider's file is not portal user 31's.
  assert.equal(await attach([providers.fileId]), 'FILE_NOT_FOUND');
  // Another owner's pending file is "not found", never "not uploaded": nothing about it is revealed.
  const bobsPending = await pendingFile(bob);
  assert.equal(await attach([bobsPending.fileId]), 'FILE_NOT_FOUND');
  assert.equal(await attach([mine.fileId], bob), 'FILE_NOT_FOUND');
  try {
    await requireUploadedFiles(db, {
      fileIds: [mine.fileId, pending.fileId],
      caller: callerOf(alice),
      purpose: 'AS_EVIDENCE',
    });
    assert.fail('expected an error');
  } catch (error) {
    assert.ok(error instanceof AppError);
    assert.deepEqual(error.errors, [{ field: 'fileIds.1', message: 'has not been uploaded yet' }]);
  }
});

test('requireUploadedFiles refuses a file uploaded for another purpose', async () => {
  const attachment = await uploadedFile(alice, 'LEAD_ATTACHMENT');
  assert.equal(
    await codeOf(
      requireUploadedFiles(db, { fileIds: [attachment.fileId], caller: callerOf(alice), purpose: 'AS_EVIDENCE' }),
    ),
    'FILE_PURPOSE_MISMATCH',
  );
});

test('clean-up removes pending files past expiry with their partial bytes, and keeps everything else', async () => {
  const longAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
  const expired = await pendingFile(alice, 'AS_EVIDENCE', longAgo);
  const expiredRecently = await pendingFile(alice, 'AS_EVIDENCE', new Date(Date.now() - UPLOAD_URL_TTL_MS - 60_000));
  const fresh = await pendingFile(alice);
  const uploaded = await uploadedFile(alice);
  await db
    .update(files)
    .set({ uploadExpiresAt: longAgo })
    .where(eq(files.id, Number(uploaded.fileId)));
  const [expiredRow] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(expired.fileId)));
  // An upload that died half-way left a partial file behind.
  assert.equal(app.deps.config.files.storage.kind, 'local');
  const filesDir = app.deps.config.files.storage.kind === 'local' ? app.deps.config.files.storage.filesDir : '';
  mkdirSync(join(filesDir, '.partial'), { recursive: true });
  const partial = join(filesDir, '.partial', `${expiredRow.storageKey}.abc123`);
  writeFileSync(partial, expired.png.subarray(0, 10));
  const uploadedPath = storage.pathOf(
    (
      await db
        .select()
        .from(files)
        .where(eq(files.id, Number(uploaded.fileId)))
    )[0].storageKey,
  );
  assert.ok(existsSync(uploadedPath));

  const removed = await deleteExpiredPendingFiles(db, storage, new Date());
  assert.ok(removed >= 1);
  const left = await db
    .select({ id: files.id })
    .from(files)
    .where(
      inArray(
        files.id,
        [expired, expiredRecently, fresh, uploaded].map((f) => Number(f.fileId)),
      ),
    );
  assert.deepEqual(
    left.map((r) => String(r.id)).sort(),
    [expiredRecently.fileId, fresh.fileId, uploaded.fileId].sort(),
  );
  assert.ok(!existsSync(partial), 'the partial file is gone');
  assert.ok(existsSync(uploadedPath), 'uploaded bytes stay');

  // Past the grace period the recently expired one goes too; a second run finds nothing more.
  const later = new Date(Date.now() + PENDING_CLEANUP_GRACE_MS + 60_000);
  assert.ok((await deleteExpiredPendingFiles(db, storage, later)) >= 1);
  assert.equal(
    (
      await db
        .select()
        .from(files)
        .where(eq(files.id, Number(expiredRecently.fileId)))
    ).length,
    0,
  );
  assert.equal(await deleteExpiredPendingFiles(db, storage, later), 0);
});

test('an upload arriving after its file was cleaned up is refused and leaves nothing', async () => {
  const file = await pendingFile(alice);
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(file.fileId)));
  await db.delete(files).where(eq(files.id, row.id));
  await assert.rejects(
    receiveLocalUpload(db, storage, signedUploadOf(file), new Date()),
    (error: unknown) => error instanceof AppError && error.status === 403 && error.code === 'UPLOAD_SIGNATURE_INVALID',
  );
  assert.ok(!existsSync(storage.pathOf(row.storageKey)));
});

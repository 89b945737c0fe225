/**
 * Bulk imports whose file lives on S3-compatible storage (s3rver, in-process on loopback): uploaded to the presigned
 * URL, completed, read back by the job from the bucket, and deleted from it when the import ends.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { files, leads } from '../../../src/db/schema/index.js';
import { S3Storage } from '../../../src/files/storage/s3.js';
import { FIELD_ISSUES } from '../../../src/leads/core/lead-fields.js';
import { runImport } from '../../../src/leads/imports/import-job.js';
import { build } from '../../helpers/build.js';
import { world } from '../../helpers/fixtures.js';
import { errorsCsv, fixture, importOf, jobDeps, startImportOk, XLSX } from './helpers.js';

const BUCKET = 'leadline-imports';
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: mkdtempSync(join(tmpdir(), 'leadline-s3-imports-')),
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await server.run();
after(() => server.close());

const { app, db } = await build({
  STORAGE: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_REGION: 'ap-northeast-2',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
});
const storage = app.deps.storage;
assert.ok(storage instanceof S3Storage);
const deps = jobDeps(app);

/** Uploads `bytes` for LEAD_IMPORT to the bucket through the presigned URL, then completes the upload. */
async function uploadToBucket(providerKey: string, bytes: Buffer, mimeType = 'text/csv') {
  const issued = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: { 'x-api-key': providerKey },
    payload: { fileName: 'leads', mimeType, size: bytes.length, purpose: 'LEAD_IMPORT' },
  });
  assert.equal(issued.statusCode, 200, issued.body);
  const { fileId, uploadUrl, headers } = issued.json() as {
    fileId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  assert.ok(uploadUrl.startsWith(`http://127.0.0.1:${port}/${BUCKET}/`), uploadUrl);
  const put = await fetch(uploadUrl, { method: 'PUT', body: new Uint8Array(bytes), headers });
  assert.equal(put.status, 200, await put.text());
  const completed = await app.inject({
    method: 'POST',
    url: `/api/v1/files/${fileId}/complete`,
    headers: { 'x-api-key': providerKey },
    payload: {},
  });
  assert.equal(completed.statusCode, 200, completed.body);
  return fileId;
}

const fileRow = async (fileId: string) =>
  (
    await db
      .select()
      .from(files)
      .where(eq(files.id, Number(fileId)))
  )[0];

test('S3: a CP949 CSV in the bucket is imported, its bad rows in errors.csv, and the object deleted at the end', async () => {
  const w = await world(app);
  const fileId = await uploadToBucket(w.providerKey, fixture('cp949.csv'));
  const stored = await fileRow(fileId);
  // The bucket encrypts at rest (server-side encryption): no content key of the service's own.
  assert.equal(stored.contentKey, null);
  assert.ok(await storage.read(stored.storageKey), 'the bytes are in the bucket');
  const started = await startImportOk(app, w.providerKey, {
    fileId,
    providerId: w.provider.id,
    productId: w.product.id,
  });
  assert.equal(started.encoding, 'CP949');
  assert.equal(await runImport(deps, Number(started.id)), 'COMPLETED');
  const done = await importOf(app, w.providerKey, started.id);
  assert.deepEqual(
    [done.status, done.totalRows, done.processedRows, done.registered, done.duplicates, done.invalid],
    ['COMPLETED', 5, 5, 2, 1, 2],
  );
  assert.deepEqual(await errorsCsv(app, w.providerKey, started.id), [
    'row,column,code,message',
    `3,C (region),REGION_UNKNOWN,${FIELD_ISSUES.REGION_UNKNOWN}`,
    `4,B (phone),PHONE_INVALID,${FIELD_ISSUES.PHONE_INVALID}`,
    '5,B (phone),DUPLICATE_IN_FILE,the same phone number as row 2',
  ]);
  const names = await db
    .select({ name: leads.name })
    .from(leads)
    .where(eq(leads.providerId, Number(w.provider.id)));
  assert.deepEqual(names.map((l) => l.name).sort(), ['유마루', '최가람']);
  assert.equal(await fileRow(fileId), undefined, 'the file row is deleted');
  assert.equal(await storage.read(stored.storageKey), null, 'the object is deleted from the bucket');
});

test('S3: a workbook in the bucket is imported from its first sheet', async () => {
  const w = await world(app);
  const fileId = await uploadToBucket(w.providerKey, fixture('leads.xlsx'), XLSX);
  const { storageKey } = await fileRow(fileId);
  const started = await startImportOk(app, w.providerKey, {
    fileId,
    providerId: w.provider.id,
    productId: w.product.id,
  });
  assert.equal(started.format, 'xlsx');
  assert.equal(await runImport(deps, Number(started.id)), 'COMPLETED');
  const done = await importOf(app, w.providerKey, started.id);
  assert.deepEqual([done.totalRows, done.registered, done.invalid], [3, 2, 1]);
  assert.equal(await storage.read(storageKey), null);
});

test('S3: an object gone from the bucket before the job ran ends the import FAILED, IMPORT_FILE_UNREADABLE', async () => {
  const w = await world(app);
  const fileId = await uploadToBucket(w.providerKey, fixture('utf8.csv'));
  const started = await startImportOk(app, w.providerKey, {
    fileId,
    providerId: w.provider.id,
    productId: w.product.id,
  });
  await storage.remove([(await fileRow(fileId)).storageKey]);
  assert.equal(await runImport(deps, Number(started.id)), 'FAILED');
  const done = await importOf(app, w.providerKey, started.id);
  assert.deepEqual([done.status, done.failureCode, done.registered], ['FAILED', 'IMPORT_FILE_UNREADABLE', 0]);
  assert.equal(await fileRow(fileId), undefined, 'the failed import still deletes its file');
});

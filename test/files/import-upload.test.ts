import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { files } from '../../src/db/schema/index.js';
import { deleteStaleImportFiles, IMPORT_FILE_TTL_MS } from '../../src/files/expired-files.js';
import { readImportFile } from '../../src/files/files.service.js';
import { LocalDiskStorage } from '../../src/files/storage/index.js';
import { createKey, createProvider, expectProblem } from '../helpers/api.js';
import { build } from '../helpers/build.js';
import { at, listen } from './fixtures.js';

const { app, db } = await build();
const base = await listen(app);
const storage = app.deps.storage;
assert.ok(storage instanceof LocalDiskStorage);
const provider = await createProvider(app);
const providerKey = (await createKey(app, 'provider', { providerId: provider.id })).key;
const portalKey = (await createKey(app, 'portal')).key;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fixture = (name: string) => readFileSync(new URL(`../leads/imports/fixtures/${name}`, import.meta.url));

const issue = (key: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/files/upload-url', headers: { 'x-api-key': key }, payload });

async function upload(bytes: Buffer, mimeType: string) {
  const res = await issue(providerKey, {
    fileName: 'leads',
    mimeType,
    size: bytes.length,
    purpose: 'LEAD_IMPORT',
  });
  assert.equal(res.statusCode, 200, res.body);
  const issued = res.json() as { fileId: string; uploadUrl: string; headers: Record<string, string> };
  const put = await fetch(at(base, issued.uploadUrl), {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: issued.headers,
  });
  const text = await put.text();
  return { fileId: issued.fileId, status: put.status, body: JSON.parse(text) as Record<string, unknown>, put };
}

const rowOf = async (fileId: string) =>
  (
    await db
      .select()
      .from(files)
      .where(eq(files.id, Number(fileId)))
  )[0];

test('a provider key uploads a CSV for LEAD_IMPORT: stored encrypted, never served, read back as sent', async () => {
  const csv = fixture('cp949.csv');
  const { fileId, status, body } = await upload(csv, 'text/csv');
  assert.equal(status, 200, JSON.stringify(body));
  assert.equal(body.status, 'UPLOADED');
  assert.equal(body.cdnUrl, '');
  const row = await rowOf(fileId);
  assert.equal(row.purpose, 'LEAD_IMPORT');
  assert.match(row.storageKey, /^[0-9a-f]{32}\.lli$/);
  assert.ok(row.contentKey, 'the content key is kept, sealed');
  const onDisk = readFileSync(storage.pathOf(row.storageKey));
  assert.ok(!onDisk.includes(csv.subarray(0, 16)), 'the bytes on disk are not the plain file');
  assert.equal(onDisk.subarray(0, 4).toString(), 'LLI1');
  assert.deepEqual(await readImportFile(storage, row, app.deps.vault), csv);
  assert.equal((await fetch(`${base}/files/${row.storageKey}`)).status, 404);
});

test('an XLSX workbook is accepted for LEAD_IMPORT, up to 50 MiB declared', async () => {
  const { status, body } = await upload(fixture('leads.xlsx'), XLSX);
  assert.equal(status, 200, JSON.stringify(body));
  const big = await issue(providerKey, {
    fileName: 'big.csv',
    mimeType: 'text/csv',
    size: 50 * 1024 * 1024,
    purpose: 'LEAD_IMPORT',
  });
  assert.equal(big.statusCode, 200, big.body);
  const over = await issue(providerKey, {
    fileName: 'big.csv',
    mimeType: 'text/csv',
    size: 50 * 1024 * 1024 + 1,
    purpose: 'LEAD_IMPORT',
  });
  expectProblem(over, 400, 'VALIDATION_FAILED');
});

test('.xls, encrypted and macro-enabled workbooks and zip bombs → 400 UNSUPPORTED_SPREADSHEET, nothing kept', async () => {
  for (const [name, mime] of [
    ['legacy.xls', 'application/vnd.ms-excel'],
    ['encrypted.xlsx', XLSX],
    ['macro.xlsm', XLSX],
    ['bomb.xlsx', XLSX],
  ] as const) {
    const { fileId, status, body } = await upload(fixture(name), mime);
    assert.equal(status, 400, name);
    assert.equal(body.code, 'UNSUPPORTED_SPREADSHEET', name);
    const row = await rowOf(fileId);
    assert.equal(row.status, 'PENDING', name);
    assert.equal(await storage.read(row.storageKey), null, `${name}: no bytes kept`);
  }
});

test('bytes that are not of the declared kind → 400 FILE_TYPE_MISMATCH', async () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), Buffer.alloc(32)]);
  for (const [bytes, mime] of [
    [png, 'text/csv'],
    [fixture('leads.xlsx'), 'text/csv'],
    [fixture('utf8.csv'), XLSX],
  ] as const) {
    const { status, body } = await upload(bytes, mime);
    assert.equal(status, 400);
    assert.equal(body.code, 'FILE_TYPE_MISMATCH');
  }
});

test('import types only for LEAD_IMPORT, and LEAD_IMPORT only for provider keys', async () => {
  const asEvidence = await issue(portalKey, {
    portalId: 3,
    fileName: 'a.csv',
    mimeType: 'text/csv',
    size: 10,
    purpose: 'AS_EVIDENCE',
  });
  expectProblem(asEvidence, 400, 'VALIDATION_FAILED');
  const pdfImport = await issue(providerKey, {
    fileName: 'a.pdf',
    mimeType: 'application/pdf',
    size: 10,
    purpose: 'LEAD_IMPORT',
  });
  expectProblem(pdfImport, 400, 'VALIDATION_FAILED');
  const portalImport = await issue(portalKey, {
    portalId: 3,
    fileName: 'a.csv',
    mimeType: 'text/csv',
    size: 10,
    purpose: 'LEAD_IMPORT',
  });
  expectProblem(portalImport, 403, 'KEY_SCOPE');
});

test('import files are deleted 24 hours after their upload, with their bytes; other files are kept', async () => {
  // The earlier tests' import files go first.
  await deleteStaleImportFiles(db, storage, new Date(Date.now() + IMPORT_FILE_TTL_MS + 60_000));
  const { fileId } = await upload(fixture('utf8.csv'), 'text/csv');
  const row = await rowOf(fileId);
  const justBefore = new Date(row.createdAt.getTime() + IMPORT_FILE_TTL_MS - 1000);
  assert.equal(await deleteStaleImportFiles(db, storage, justBefore), 0);
  assert.ok(await rowOf(fileId));
  const after = new Date(Date.now() + IMPORT_FILE_TTL_MS + 1000);
  assert.equal(await deleteStaleImportFiles(db, storage, after), 1);
  assert.equal(await rowOf(fileId), undefined);
  assert.equal(await storage.read(row.storageKey), null);
});

import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { files } from '../../src/db/schema/index.js';
import { LocalDiskStorage } from '../../src/files/storage/index.js';
import { signUploadClaim } from '../../src/files/storage/local.js';
import { createKey, expectProblem } from '../helpers/api.js';
import { build } from '../helpers/build.js';
import { at, listen, sampleHeic, samplePdf, samplePng } from './fixtures.js';

const { app, db } = await build();
const base = await listen(app);
const storage = app.deps.storage;
assert.ok(storage instanceof LocalDiskStorage);
const config = app.deps.config;
assert.equal(config.files.storage.kind, 'local');
const filesDir = config.files.storage.kind === 'local' ? config.files.storage.filesDir : '';
const portalKey = (await createKey(app, 'portal')).key;

interface Issued {
  fileId: string;
  uploadUrl: string;
  headers: Record<string, string>;
}

async function issue(mimeType: string, size: number, portalId = 21): Promise<Issued> {
  const res = await fetch(`${base}/api/v1/files/upload-url`, {
    method: 'POST',
    headers: { 'x-api-key': portalKey, 'content-type': 'application/json' },
    body: JSON.stringify({ portalId, fileName: 'evidence', mimeType, size, purpose: 'AS_EVIDENCE' }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as Issued;
}

const put = (url: string, body: Buffer | Uint8Array, headers: Record<string, string>) =>
  fetch(at(base, url), { method: 'PUT', body: new Uint8Array(body), headers });

async function problem(res: Response, status: number, code: string) {
  const text = await res.text();
  return expectProblem(
    { statusCode: res.status, headers: Object.fromEntries(res.headers), json: () => JSON.parse(text) },
    status,
    code,
  );
}

async function rowOf(fileId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(fileId)));
  return row;
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every file stored or half-stored under FILES_DIR. */
function storedFiles(): string[] {
  if (!existsSync(filesDir)) return [];
  return readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function expectNothingStored(fileId: string) {
  const row = await rowOf(fileId);
  assert.equal(row.status, 'PENDING');
  assert.equal(row.uploadedAt, null);
  assert.ok(!storedFiles().some((path) => path.includes(row.storageKey)), 'no bytes on disk');
  assert.equal((await fetch(at(base, row.cdnUrl))).status, 404);
}

test('a PNG PUT to its URL over HTTP is stored, UPLOADED, and served at cdnUrl with the same bytes', async () => {
  const png = samplePng();
  const issued = await issue('image/png', png.length);
  const res = await put(issued.uploadUrl, png, issued.headers);
  assert.equal(res.status, 200, await res.clone().text());
  const body = (await res.json()) as Record<string, unknown>;
  assert.equal(body.status, 'UPLOADED');
  assert.equal(body.id, issued.fileId);
  assert.equal(body.size, png.length);
  const row = await rowOf(issued.fileId);
  assert.equal(row.status, 'UPLOADED');
  assert.ok(row.uploadedAt instanceof Date);
  assert.equal(body.cdnUrl, row.cdnUrl);
  const served = await fetch(at(base, row.cdnUrl));
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/png');
  assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), png);
  assert.ok(!storedFiles().some((path) => path.includes('.partial')), 'no partial file left');
  const stored = storage.pathOf(row.storageKey);
  assert.equal(modeOf(stored), 0o600, 'the stored file is private to the service user');
  assert.equal(modeOf(join(stored, '..')), 0o700);
  assert.equal(modeOf(filesDir), 0o700);
});

test('uploads are private to the service user: folders 0700, files 0600, also under a files folder left 0755', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'leadline-files-')), 'files');
  mkdirSync(dir, { mode: 0o755 });
  chmodSync(dir, 0o755); // as an older version (or a umask of 022) left it
  const local = new LocalDiskStorage({
    filesDir: dir,
    apiBaseUrl: base,
    publicBaseUrl: `${base}/files`,
    signingKey: Buffer.alloc(32, 1),
  });
  const png = samplePng(8);
  const key = `${'ab'.repeat(16)}.png`;
  await local.receive(key, Readable.from([png]), { size: png.length, mimeType: 'image/png' });
  assert.equal(modeOf(dir), 0o700, 'the files folder');
  assert.equal(modeOf(join(dir, 'ab')), 0o700, 'its sub-folder');
  assert.equal(modeOf(join(dir, '.partial')), 0o700, 'the folder of uploads in progress');
  assert.equal(modeOf(local.pathOf(key)), 0o600, 'the stored file');
});

test('a PDF and a HEIC upload the same way', async () => {
  const pdf = await samplePdf();
  const issued = await issue('application/pdf', pdf.length);
  assert.equal((await put(issued.uploadUrl, pdf, issued.headers)).status, 200);
  const served = await fetch(at(base, (await rowOf(issued.fileId)).cdnUrl));
  assert.equal(served.headers.get('content-type'), 'application/pdf');
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), pdf);
  const heic = sampleHeic(100);
  const heicUrl = await issue('image/heic', heic.length);
  assert.equal((await put(heicUrl.uploadUrl, heic, heicUrl.headers)).status, 200);
});

test('a second PUT of an uploaded file is refused and the stored bytes stay', async () => {
  const png = samplePng();
  const issued = await issue('image/png', png.length);
  assert.equal((await put(issued.uploadUrl, png, issued.headers)).status, 200);
  const other = samplePng(4);
  other[other.length - 20] ^= 0xff;
  await problem(await put(issued.uploadUrl, other, issued.headers), 400, 'FILE_ALREADY_UPLOADED');
  const served = await fetch(at(base, (await rowOf(issued.fileId)).cdnUrl));
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), png);
});

test('a wrong signature, or a URL for another file, is refused (403) and nothing is stored', async () => {
  const png = samplePng();
  const issued = await issue('image/png', png.length);
  const url = new URL(issued.uploadUrl);
  const signature = url.searchParams.get('signature')!;
  url.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
  await problem(await put(url.toString(), png, issued.headers), 403, 'UPLOAD_SIGNATURE_INVALID');
  url.searchParams.set('signature', signature);
  url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
  await problem(await put(url.toString(), png, issued.headers), 403, 'UPLOAD_SIGNATURE_INVALID');
  const other = await issue('image/png', png.length);
  const swapped = issued.uploadUrl.replace(`/files/${issued.fileId}/`, `/files/${other.fileId}/`);
  await problem(await put(swapped, png, issued.headers), 403, 'UPLOAD_SIGNATURE_INVALID');
  await problem(
    await put(swapped.replace(`/files/${other.fileId}/`, '/files/999999/'), png, issued.headers),
    403,
    'UPLOAD_SIGNATURE_INVALID',
  );
  await expectNothingStored(issued.fileId);
  await expectNothingStored(other.fileId);
});

test('an expired URL is refused (403 UPLOAD_URL_EXPIRED) and nothing is stored', async () => {
  const png = samplePng();
  const issued = await issue('image/png', png.length);
  const expires = Math.floor(Date.now() / 1000) - 1;
  const signature = signUploadClaim(config.files.urlSigningKey, {
    fileId: Number(issued.fileId),
    expires,
    size: png.length,
    mimeType: 'image/png',
  });
  const url = new URL(issued.uploadUrl);
  url.search = new URLSearchParams({ expires: String(expires), signature }).toString();
  await problem(await put(url.toString(), png, issued.headers), 403, 'UPLOAD_URL_EXPIRED');
  await expectNothingStored(issued.fileId);
  // The URL as issued still works afterwards.
  assert.equal((await put(issued.uploadUrl, png, issued.headers)).status, 200);
});

test('a body larger than declared is refused (413) and nothing is stored', async () => {
  const png = samplePng(64);
  const issued = await issue('image/png', png.length - 10);
  await problem(await put(issued.uploadUrl, png, issued.headers), 413, 'FILE_SIZE_MISMATCH');
  await expectNothingStored(issued.fileId);
});

test('a streamed body (no Content-Length) larger than declared is refused while streaming', async () => {
  const declared = 64 * 1024;
  const issued = await issue('image/png', declared);
  const chunk = Buffer.alloc(16 * 1024, 7);
  chunk.set(samplePng().subarray(0, 8));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // Far more than declared if the server kept reading; it must stop long before.
      if (sent >= 64 * 1024 * 1024) return controller.close();
      controller.enqueue(sent === 0 ? chunk : Buffer.alloc(chunk.length, 7));
      sent += chunk.length;
    },
  });
  const res = await fetch(at(base, issued.uploadUrl), {
    method: 'PUT',
    body,
    headers: issued.headers,
    duplex: 'half',
  } as RequestInit).catch((error: Error) => error);
  assert.ok(res instanceof Response, `the refusal arrives as a response, not ${String(res)}`);
  await problem(res, 413, 'FILE_SIZE_MISMATCH');
  assert.ok(sent < 64 * 1024 * 1024, `the server read ${sent} bytes`);
  await expectNothingStored(issued.fileId);
});

test('a body smaller than declared is refused (400) and nothing is stored', async () => {
  const png = samplePng(64);
  const issued = await issue('image/png', png.length + 10);
  await problem(await put(issued.uploadUrl, png, issued.headers), 400, 'FILE_SIZE_MISMATCH');
  await expectNothingStored(issued.fileId);
});

test('PNG bytes declared as PDF, or another Content-Type, are refused (400 FILE_TYPE_MISMATCH)', async () => {
  const png = samplePng();
  const issued = await issue('application/pdf', png.length);
  await problem(await put(issued.uploadUrl, png, issued.headers), 400, 'FILE_TYPE_MISMATCH');
  await problem(await put(issued.uploadUrl, png, { 'content-type': 'image/png' }), 400, 'FILE_TYPE_MISMATCH');
  const text = Buffer.from('x'.repeat(png.length));
  await problem(await put(issued.uploadUrl, text, { 'content-type': 'text/plain' }), 400, 'FILE_TYPE_MISMATCH');
  await expectNothingStored(issued.fileId);
});

test('missing signature parameters are 400; unknown stored files are 404', async () => {
  const png = samplePng();
  const issued = await issue('image/png', png.length);
  const bare = issued.uploadUrl.split('?')[0];
  await problem(await put(bare, png, issued.headers), 400, 'VALIDATION_FAILED');
  await problem(await fetch(`${base}/files/${'0'.repeat(32)}.png`), 404, 'FILE_NOT_FOUND');
  await problem(await fetch(`${base}/files/..%2F..%2Fetc%2Fpasswd`), 404, 'FILE_NOT_FOUND');
  await expectNothingStored(issued.fileId);
});

test("complete: confirms an uploaded file, refuses one without bytes, hides other owners' files", async () => {
  const png = samplePng();
  const issued = await issue('image/png', png.length);
  const complete = (fileId: string, portalId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/files/${fileId}/complete`,
      headers: { 'x-api-key': portalKey },
      payload: { portalId },
    });
  expectProblem(await complete(issued.fileId, 21), 400, 'FILE_NOT_UPLOADED');
  expectProblem(await complete(issued.fileId, 22), 404, 'FILE_NOT_FOUND');
  expectProblem(await complete('abc', 21), 404, 'FILE_NOT_FOUND');
  assert.equal((await put(issued.uploadUrl, png, issued.headers)).status, 200);
  const res = await complete(issued.fileId, 21);
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().status, 'UPLOADED');
});

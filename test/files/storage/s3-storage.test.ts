/**
 * S3 storage against a real S3 protocol server on loopback (s3rver, in-process). s3rver honours the presigned
 * URL's expiry but does not verify SigV4 signatures, so the signature is checked here independently.
 */
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { files } from '../../../src/db/schema/index.js';
import { deleteExpiredPendingFiles } from '../../../src/files/expired-files.js';
import { createUpload, UPLOAD_URL_TTL_MS } from '../../../src/files/files.service.js';
import { S3Storage } from '../../../src/files/storage/s3.js';
import { createKey, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { factories } from '../../helpers/given.js';
import { samplePdf, samplePng } from '../fixtures.js';

const BUCKET = 'leadline-files';
const SECRET = 'S3RVER';
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: mkdtempSync(join(tmpdir(), 'leadline-s3-')),
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await server.run();
after(() => server.close());
const endpoint = `http://127.0.0.1:${port}`;

const { app, db } = await build({
  STORAGE: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'ap-northeast-2',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: SECRET,
  S3_FORCE_PATH_STYLE: 'true',
});
const storage = app.deps.storage;
assert.ok(storage instanceof S3Storage);
const portalKey = (await createKey(app, 'portal')).key;

interface Issued {
  fileId: string;
  uploadUrl: string;
  headers: Record<string, string>;
}

async function issue(mimeType: string, size: number): Promise<Issued> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: { 'x-api-key': portalKey },
    payload: { portalId: 41, fileName: 'scan', mimeType, size, purpose: 'CLAIM_DOCUMENT' },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

const complete = (fileId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/files/${fileId}/complete`,
    headers: { 'x-api-key': portalKey },
    payload: { portalId: 41 },
  });

const rowOf = async (fileId: string) =>
  (
    await db
      .select()
      .from(files)
      .where(eq(files.id, Number(fileId)))
  )[0];

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const awsEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** AWS Signature Version 4 of a presigned URL, computed from scratch for the headers the client will send. */
function sigV4(url: URL, method: string, headers: Record<string, string>): string {
  const params = [...url.searchParams.entries()].filter(([k]) => k !== 'X-Amz-Signature');
  const query = params
    .map(([k, v]) => [awsEncode(k), awsEncode(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signed = url.searchParams.get('X-Amz-SignedHeaders')!.split(';');
  const all: Record<string, string> = { host: url.host, ...headers };
  const canonicalHeaders = signed.map((h) => `${h}:${all[h].trim()}\n`).join('');
  const canonical = [method, url.pathname, query, canonicalHeaders, signed.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const [, date, region, service] = url.searchParams.get('X-Amz-Credential')!.split('/');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', url.searchParams.get('X-Amz-Date'), scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${SECRET}`, date);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(toSign).digest('hex');
}

test('the presigned URL is a SigV4 signature over the declared type and exact size, valid for 15 minutes', async () => {
  const issued = await issue('image/png', 1234);
  const url = new URL(issued.uploadUrl);
  assert.equal(url.origin, endpoint);
  assert.ok(url.pathname.startsWith(`/${BUCKET}/`));
  assert.equal(url.searchParams.get('X-Amz-Expires'), String(UPLOAD_URL_TTL_MS / 1000));
  const signedHeaders = url.searchParams.get('X-Amz-SignedHeaders')!.split(';');
  for (const h of ['content-length', 'content-type', 'host']) assert.ok(signedHeaders.includes(h), h);
  assert.deepEqual(issued.headers, { 'Content-Type': 'image/png', 'If-None-Match': '*' });
  const sent = { 'content-length': '1234', 'content-type': 'image/png', 'if-none-match': '*' };
  assert.equal(sigV4(url, 'PUT', sent), url.searchParams.get('X-Amz-Signature'));
  // Another size or type would not match the signature, so S3 refuses such a PUT.
  assert.notEqual(sigV4(url, 'PUT', { ...sent, 'content-length': '1235' }), url.searchParams.get('X-Amz-Signature'));
  assert.notEqual(
    sigV4(url, 'PUT', { ...sent, 'content-type': 'application/pdf' }),
    url.searchParams.get('X-Amz-Signature'),
  );
});

test('PUT to the presigned URL, then complete: the file is UPLOADED and its bytes are at cdnUrl', async () => {
  const pdf = await samplePdf();
  const issued = await issue('application/pdf', pdf.length);
  const put = await fetch(issued.uploadUrl, { method: 'PUT', body: new Uint8Array(pdf), headers: issued.headers });
  assert.equal(put.status, 200, await put.text());
  assert.equal((await rowOf(issued.fileId)).status, 'PENDING');
  const res = await complete(issued.fileId);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().status, 'UPLOADED');
  const row = await rowOf(issued.fileId);
  assert.equal(row.status, 'UPLOADED');
  assert.equal(row.cdnUrl, `${endpoint}/${BUCKET}/${row.storageKey}`);
  const served = await fetch(row.cdnUrl);
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), pdf);
  // Completing again is harmless.
  assert.equal((await complete(issued.fileId)).statusCode, 200);
});

test('complete before any bytes arrived is 400 FILE_NOT_UPLOADED', async () => {
  const issued = await issue('image/png', 100);
  expectProblem(await complete(issued.fileId), 400, 'FILE_NOT_UPLOADED');
  assert.equal((await rowOf(issued.fileId)).status, 'PENDING');
});

test('bytes of another type or size are deleted on complete and the file stays PENDING', async () => {
  const png = samplePng();
  const asPdf = await issue('application/pdf', png.length);
  await fetch(asPdf.uploadUrl, { method: 'PUT', body: new Uint8Array(png), headers: asPdf.headers });
  expectProblem(await complete(asPdf.fileId), 400, 'FILE_TYPE_MISMATCH');
  const typeRow = await rowOf(asPdf.fileId);
  assert.equal(typeRow.status, 'PENDING');
  assert.equal(await storage.inspect(typeRow.storageKey), null);

  const short = await issue('image/png', png.length + 5);
  // A real S3 refuses this PUT (the signed Content-Length differs); the completion check is the second guard.
  await fetch(short.uploadUrl, { method: 'PUT', body: new Uint8Array(png), headers: short.headers });
  expectProblem(await complete(short.fileId), 400, 'FILE_SIZE_MISMATCH');
  const sizeRow = await rowOf(short.fileId);
  assert.equal(sizeRow.status, 'PENDING');
  assert.equal(await storage.inspect(sizeRow.storageKey), null);
});

test('an expired presigned URL is refused by the S3 server', async () => {
  const png = samplePng();
  // Issued almost 15 minutes ago: about one second of validity left.
  const issued = await createUpload(
    db,
    storage,
    {
      owner: { kind: 'portal', id: 41 },
      fileName: 'x',
      mimeType: 'image/png',
      size: png.length,
      purpose: 'AS_EVIDENCE',
    },
    new Date(Date.now() - UPLOAD_URL_TTL_MS + 1000),
  );
  await new Promise((resolve) => setTimeout(resolve, 2100));
  const put = await fetch(issued.uploadUrl, { method: 'PUT', body: new Uint8Array(png), headers: issued.headers });
  assert.equal(put.status, 403);
  assert.equal(await storage.inspect((await rowOf(issued.fileId)).storageKey), null);
});

test('clean-up deletes expired pending files and the objects they left in the bucket', async () => {
  const png = samplePng();
  const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const issued = await issue('image/png', png.length);
  await fetch(issued.uploadUrl, { method: 'PUT', body: new Uint8Array(png), headers: issued.headers });
  await db
    .update(files)
    .set({ uploadExpiresAt: longAgo })
    .where(eq(files.id, Number(issued.fileId)));
  const key = (await rowOf(issued.fileId)).storageKey;
  assert.ok(await storage.inspect(key));
  assert.ok((await deleteExpiredPendingFiles(db, storage, new Date())) >= 1);
  assert.equal(await rowOf(issued.fileId), undefined);
  assert.equal(await storage.inspect(key), null);
});

test('with S3 storage the service has no local upload or file routes', async () => {
  const res = await app.inject({ method: 'PUT', url: '/api/v1/files/1/content?expires=1&signature=x', payload: 'x' });
  assert.equal(res.statusCode, 404);
});

test("the console's pages may PUT to the bucket (connect-src names its origin), nothing else is widened", async () => {
  const res = await app.inject({ method: 'GET', url: '/console/' });
  const csp = String(res.headers['content-security-policy']).split('; ');
  assert.ok(csp.includes(`connect-src 'self' ${endpoint}`), csp.join('; '));
  assert.ok(csp.includes("default-src 'self'") && csp.includes("script-src 'self'"));
});

test("the console's terms upload: a signed bucket URL for a file of the provider's; registering completes it", async () => {
  const given = factories(app);
  const w = await given.world();
  const bytes = await samplePdf();
  const issued = await app.inject({
    method: 'POST',
    url: `/admin/v1/providers/${w.provider.id}/consent-terms/upload-url`,
    headers: adminHeaders,
    payload: { fileName: 'terms.pdf', mimeType: 'application/pdf', size: bytes.length },
  });
  assert.equal(issued.statusCode, 200, issued.body);
  const { fileId, uploadUrl, headers } = issued.json() as Issued;
  assert.ok(uploadUrl.startsWith(`${endpoint}/`), uploadUrl);
  const put = await fetch(uploadUrl, { method: 'PUT', body: new Uint8Array(bytes), headers });
  assert.equal(put.status, 200, await put.text());
  const [pending] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(fileId)));
  assert.equal(pending.status, 'PENDING', 'nobody said the upload ended');
  const registered = await app.inject({
    method: 'PUT',
    url: `/admin/v1/providers/${w.provider.id}/consent-terms/s3-v1`,
    headers: adminHeaders,
    payload: { fileId },
  });
  assert.equal(registered.statusCode, 200, registered.body);
  assert.equal(registered.json().sha256, createHash('sha256').update(bytes).digest('hex'));
  const [done] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(fileId)));
  assert.equal(done.status, 'UPLOADED');
});

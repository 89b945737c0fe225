import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { asRequestFiles, asRequests, filePreviews, files, piiAccessLog } from '../../src/db/schema/index.js';
import { deleteOldPreviews, PREVIEW_CACHE_TTL_MS } from '../../src/files/preview/preview.service.js';
import { previewRenderCount } from '../../src/files/preview/preview-pool.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { factories } from '../helpers/given.js';
import { assertPngMatchesReference } from '../helpers/pdf-render.js';
import { asOperator, givenOperator, signIn } from '../operators/helpers.js';
import { multiPagePdf, sampleHeic, uploadAs } from './fixtures.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });
const given = factories(app);
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const referenceDir = new URL('./__reference__/', import.meta.url).pathname;
const PORTAL_ID = 21;

/** A file uploaded the way a portal user uploads one (upload URL, then the PUT), as the admin key acting for them. */
function upload(bytes: Buffer, mimeType: string, purpose = 'AS_EVIDENCE') {
  return uploadAs(app, { bytes, mimeType, portalId: PORTAL_ID, fileName: '홍길동 영수증', purpose });
}

/** The same JPEG with an EXIF block saying "rotate 90° clockwise to show" (orientation 6), as phones write it. */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

const jpeg = fixture('evidence.jpg');
const heic = fixture('evidence.heic');
const pdf = await multiPagePdf(3);
const jpegId = await upload(jpeg, 'image/jpeg');
const heicId = await upload(heic, 'image/heic');
const pdfId = await upload(pdf, 'application/pdf');

// The three files are the evidence of one AS request on a lead of portal user 21.
const world = await given.world();
await given.asReason({ code: 'PV_WRONG_NUMBER', label: '결번' });
const lead = await given.assignedLead({ world, portalId: PORTAL_ID });
const [asRequest] = await db
  .insert(asRequests)
  .values({
    leadId: Number(lead.id),
    portalId: PORTAL_ID,
    orderId: Number(lead.orderId),
    reasonCode: 'PV_WRONG_NUMBER',
  })
  .returning();
await db
  .insert(asRequestFiles)
  .values([jpegId, heicId, pdfId].map((id, position) => ({ asRequestId: asRequest.id, fileId: Number(id), position })));

const preview = (id: string, query = '', headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url: `/admin/v1/files/${id}/preview${query}`, headers });

interface Picture {
  width: number;
  height: number;
  data: Buffer;
}

/** The PNG of a preview answer, checked for the headers every preview carries. */
function pictureOf(res: Awaited<ReturnType<typeof preview>>, pages: number): Picture {
  assert.equal(res.statusCode, 200, res.body.slice(0, 500));
  assert.equal(res.headers['content-type'], 'image/png');
  assert.equal(res.headers['x-page-count'], String(pages));
  assert.match(String(res.headers['cache-control']), /^private\b/);
  assert.equal(res.headers['content-security-policy'], "default-src 'none'; sandbox");
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  const png = PNG.sync.read(res.rawPayload);
  assert.ok(png.width > 0 && png.height > 0);
  return { width: png.width, height: png.height, data: png.data };
}

/** The colour at (x, y), as [r, g, b]. */
const rgbAt = (p: Picture, x: number, y: number) => {
  const i = (y * p.width + x) * 4;
  return [p.data[i], p.data[i + 1], p.data[i + 2]];
};

/** Within `tolerance` of each channel of `expected`. */
function assertColour(actual: number[], expected: number[], what: string, tolerance = 24) {
  assert.ok(
    actual.every((v, i) => Math.abs(v - expected[i]) <= tolerance),
    `${what}: rgb(${actual.join(', ')}), expected about rgb(${expected.join(', ')})`,
  );
}

/** Pixels darker than mid-grey: text and lines drawn. */
const ink = (p: Picture) => {
  let dark = 0;
  for (let i = 0; i < p.data.length; i += 4) if (p.data[i] + p.data[i + 1] + p.data[i + 2] < 3 * 128) dark++;
  return dark;
};

const assertMatchesReference = (png: Buffer, name: string, tolerance?: number) =>
  assertPngMatchesReference(png, join(referenceDir, `${name}.png`), tolerance);

test('a JPEG → a PNG of the photo, same size, its colours where they were', async () => {
  const res = await preview(jpegId);
  const picture = pictureOf(res, 1);
  assert.deepEqual([picture.width, picture.height], [480, 320]);
  assertColour(rgbAt(picture, 10, 10), [0x1f, 0x4e, 0x79], 'the blue heading band');
  assertColour(rgbAt(picture, 380, 200), [0xc0, 0x39, 0x2b], 'the red circle');
  assertColour(rgbAt(picture, 120, 240), [0x27, 0xae, 0x60], 'the green box');
  assert.ok(ink(picture) > 1000, 'the Korean text is there');
  assertMatchesReference(res.rawPayload, 'preview-jpeg');
});

test('a HEIC photo → decoded to a PNG that looks like the JPEG it was made from', async () => {
  const res = await preview(heicId);
  const picture = pictureOf(res, 1);
  assert.deepEqual([picture.width, picture.height], [480, 320]);
  assertColour(rgbAt(picture, 10, 10), [0x1f, 0x4e, 0x79], 'the blue heading band');
  assertColour(rgbAt(picture, 380, 200), [0xc0, 0x39, 0x2b], 'the red circle');
  assertColour(rgbAt(picture, 120, 240), [0x27, 0xae, 0x60], 'the green box');
  assertMatchesReference(res.rawPayload, 'preview-heic');
});

test('a phone photo with EXIF orientation 6 is shown upright (portrait)', async () => {
  const id = await upload(withExifOrientation(jpeg, 6), 'image/jpeg');
  const picture = pictureOf(await preview(id), 1);
  assert.deepEqual([picture.width, picture.height], [320, 480]);
  // Turned clockwise: the heading band, at the top of the photo, is now on the right.
  assertColour(rgbAt(picture, 310, 10), [0x1f, 0x4e, 0x79], 'the heading band on the right');
  assertColour(rgbAt(picture, 10, 10), [0xf4, 0xef, 0xe1], 'the paper on the left');
});

test('a 3-page PDF → preview-info says 3 pages; each page a PNG of that page, matching its reference', async () => {
  const info = await app.inject({ method: 'GET', url: `/admin/v1/files/${pdfId}/preview-info`, headers: adminHeaders });
  assert.equal(info.statusCode, 200, info.body);
  assert.deepEqual(info.json(), { fileId: pdfId, mimeType: 'application/pdf', pages: 3 });
  for (const page of [1, 2, 3]) {
    const res = await preview(pdfId, `?page=${page}`);
    const picture = pictureOf(res, 3);
    // A4 at 144 dpi: 595 × 842 points, twice.
    assert.deepEqual([picture.width, picture.height], [1190, 1683]);
    assertColour(rgbAt(picture, 5, 5), [255, 255, 255], `page ${page}: white paper`);
    // The box of page N stands 150 points further right on each page.
    const boxX = (50 + (page - 1) * 150 + 70) * 2;
    assertColour(rgbAt(picture, boxX, 540), [0x1f, 0x4e, 0x79], `page ${page}: its box`);
    assert.ok(ink(picture) > 5000, `page ${page}: its text is drawn`);
    assertMatchesReference(res.rawPayload, `preview-pdf-p${page}`);
  }
});

test('page 4 of the 3-page PDF → 404 PREVIEW_PAGE_NOT_FOUND, with the page count', async () => {
  const body = expectProblem(await preview(pdfId, '?page=4'), 404, 'PREVIEW_PAGE_NOT_FOUND');
  assert.equal(body.pages, 3);
  expectProblem(await preview(jpegId, '?page=2'), 404, 'PREVIEW_PAGE_NOT_FOUND');
});

test('a bad page → 400 VALIDATION_FAILED (0, -1, abc, 1.5, past 10000); 10000 → 404', async () => {
  for (const page of ['0', '-1', 'abc', '1.5', '10001']) {
    expectProblem(await preview(pdfId, `?page=${page}`), 400, 'VALIDATION_FAILED');
  }
  expectProblem(await preview(pdfId, '?page=10000'), 404, 'PREVIEW_PAGE_NOT_FOUND');
  expectProblem(await preview(pdfId, '?page=1&size=big'), 400, 'VALIDATION_FAILED');
});

test('a cached page is not rendered again: same bytes, no render', async () => {
  const first = await preview(pdfId, '?page=2');
  assert.equal(first.statusCode, 200);
  const renders = previewRenderCount();
  const second = await preview(pdfId, '?page=2');
  assert.equal(second.statusCode, 200);
  assert.equal(previewRenderCount(), renders, 'the second request rendered nothing');
  assert.ok(second.rawPayload.equals(first.rawPayload));
  // Neither does a page past the end once the page count is known.
  expectProblem(await preview(pdfId, '?page=9'), 404, 'PREVIEW_PAGE_NOT_FOUND');
  assert.equal(previewRenderCount(), renders);
});

test('the download → the original bytes, as an attachment named without personal data, never cached', async () => {
  const res = await app.inject({ method: 'GET', url: `/admin/v1/files/${pdfId}/download`, headers: adminHeaders });
  assert.equal(res.statusCode, 200);
  assert.ok(res.rawPayload.equals(pdf), 'the bytes as uploaded');
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.equal(res.headers['content-disposition'], `attachment; filename="file-${pdfId}.pdf"`);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.equal(res.headers['content-security-policy'], "default-src 'none'; sandbox");
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  const photo = await app.inject({ method: 'GET', url: `/admin/v1/files/${heicId}/download`, headers: adminHeaders });
  assert.ok(photo.rawPayload.equals(heic));
  assert.equal(photo.headers['content-type'], 'image/heic');
});

test('an unknown, malformed, never uploaded or import file → 404 FILE_NOT_FOUND on every route', async () => {
  const pending = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: adminHeaders,
    payload: { portalId: PORTAL_ID, fileName: 'x.jpg', mimeType: 'image/jpeg', size: 10, purpose: 'AS_EVIDENCE' },
  });
  const pendingId = pending.json().fileId as string;
  const [imported] = await db
    .insert(files)
    .values({
      ownerKind: 'provider',
      ownerId: String(world.provider.id),
      purpose: 'LEAD_IMPORT',
      status: 'UPLOADED',
      originalName: 'leads.csv',
      mimeType: 'text/csv',
      size: 10,
      storageKey: `${'ab'.repeat(16)}.lli`,
      cdnUrl: '',
      uploadExpiresAt: new Date(),
      uploadedAt: new Date(),
    })
    .returning();
  for (const id of ['999999', 'abc', '99999999999999999999', pendingId, String(imported.id)]) {
    for (const route of ['preview', 'preview-info', 'download']) {
      const res = await app.inject({ method: 'GET', url: `/admin/v1/files/${id}/${route}`, headers: adminHeaders });
      expectProblem(res, 404, 'FILE_NOT_FOUND');
    }
  }
});

test('a file that cannot be decoded → 422 FILE_NOT_PREVIEWABLE, never a 500; its download still works', async () => {
  const damaged = [
    { bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]), mimeType: 'application/pdf' },
    { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]), mimeType: 'image/jpeg' },
    { bytes: sampleHeic(256), mimeType: 'image/heic' },
    // A PNG header declaring 100,000 × 100,000 pixels: refused before any decoding.
    { bytes: pngDeclaring(100_000, 100_000), mimeType: 'image/png' },
  ];
  for (const { bytes, mimeType } of damaged) {
    const id = await upload(bytes, mimeType);
    expectProblem(await preview(id), 422, 'FILE_NOT_PREVIEWABLE');
    const info = await app.inject({ method: 'GET', url: `/admin/v1/files/${id}/preview-info`, headers: adminHeaders });
    expectProblem(info, 422, 'FILE_NOT_PREVIEWABLE');
    const download = await app.inject({ method: 'GET', url: `/admin/v1/files/${id}/download`, headers: adminHeaders });
    assert.ok(download.rawPayload.equals(bytes), mimeType);
  }
});

/** The first bytes of a PNG: signature and an IHDR chunk declaring `width` × `height` (no pixel data). */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(64)]);
}

test("an operator's preview and download are personal-data access records naming the file and its lead", async () => {
  const viewer = await givenOperator(db, 'VIEWER');
  const session = await signIn(app, viewer.email);
  const res = await asOperator(app, session, 'GET', `/admin/v1/files/${jpegId}/preview`);
  pictureOf(res, 1);
  const download = await asOperator(app, session, 'GET', `/admin/v1/files/${jpegId}/download`);
  assert.equal(download.statusCode, 200);
  const info = await asOperator(app, session, 'GET', `/admin/v1/files/${jpegId}/preview-info`);
  assert.deepEqual(info.json(), { fileId: jpegId, mimeType: 'image/jpeg', pages: 1 });
  const records = await db
    .select()
    .from(piiAccessLog)
    .where(eq(piiAccessLog.actor, `operator:${viewer.id}`))
    .orderBy(piiAccessLog.id);
  assert.deepEqual(
    records.map((r) => ({ action: r.action, fileIds: r.fileIds, leadIds: r.leadIds.map(Number), fields: r.fields })),
    [
      { action: 'PREVIEW_FILE', fileIds: [Number(jpegId)], leadIds: [Number(lead.id)], fields: ['file'] },
      { action: 'DOWNLOAD_FILE', fileIds: [Number(jpegId)], leadIds: [Number(lead.id)], fields: ['file'] },
    ],
    'one record each for the preview and the download; none for the page count',
  );
});

test('without credentials → 401; with a portal key → 403', async () => {
  const anonymous = await app.inject({ method: 'GET', url: `/admin/v1/files/${jpegId}/preview` });
  assert.equal(anonymous.statusCode, 401);
  const portalKey = (await given.key('portal')).key;
  for (const route of ['preview', 'preview-info', 'download']) {
    const res = await app.inject({
      method: 'GET',
      url: `/admin/v1/files/${jpegId}/${route}`,
      headers: { 'x-api-key': portalKey },
    });
    assert.equal(res.statusCode, 403, route);
  }
});

test('deleting a file deletes its previews; the clean-up drops previews older than 7 days', async () => {
  const id = await upload(jpeg, 'image/jpeg');
  pictureOf(await preview(id), 1);
  const count = async (fileId: string) =>
    (
      await db
        .select()
        .from(filePreviews)
        .where(eq(filePreviews.fileId, Number(fileId)))
    ).length;
  assert.equal(await count(id), 1);
  await db.delete(files).where(eq(files.id, Number(id)));
  assert.equal(await count(id), 0, 'the cached preview went with its file');

  assert.ok((await count(heicId)) + (await count(pdfId)) > 0);
  assert.equal(await deleteOldPreviews(db, new Date()), 0, 'fresh previews are kept');
  const later = new Date(Date.now() + PREVIEW_CACHE_TTL_MS + 60_000);
  assert.ok((await deleteOldPreviews(db, later)) > 0);
  const [{ left }] = await db.select({ left: sql<number>`count(*)::int` }).from(filePreviews);
  assert.equal(Number(left), 0);
  // And a preview asked for again is rendered again.
  pictureOf(await preview(pdfId, '?page=3'), 3);
});

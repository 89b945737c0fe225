import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { filePreviewRefusals, files } from '../../src/db/schema/index.js';
import { deleteOldPreviews, PREVIEW_CACHE_TTL_MS } from '../../src/files/preview/preview.service.js';
import { previewRenderCount } from '../../src/files/preview/preview-pool.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { flateBombPdf, greyPng, manyOperatorsPdf, nestedFormsPdf } from './bombs.js';
import { multiPagePdf, uploadAs } from './fixtures.js';

/**
 * Hostile evidence files: a preview of one is refused with 422 FILE_NOT_PREVIEWABLE within the preview's bounds of
 * memory, operations and time, the refusal is remembered, and the service answers other requests meanwhile. The
 * limits are set low here so that no test waits on the machine's speed: a bomb is far past them.
 */
const { app, db } = await build({ CONSOLE_MFA: 'off', PREVIEW_MAX_OPERATIONS: '20000', PREVIEW_TIMEOUT_MS: '20000' });

/**
 * How much the process may grow over a bomb's preview (its resident memory, measured before and after): a generous
 * safety bound, not a measure of speed. Before the limits one flate bomb grew it by about 700 MB.
 */
const MEMORY_BOUND = 150 * 1024 * 1024;

function upload(bytes: Buffer, mimeType = 'application/pdf') {
  return uploadAs(app, { bytes, mimeType, portalId: 21, fileName: 'evidence.pdf' });
}

const get = (id: string, route: 'preview' | 'preview-info') =>
  app.inject({ method: 'GET', url: `/admin/v1/files/${id}/${route}`, headers: adminHeaders });

const normalId = await upload(await multiPagePdf(2));

/**
 * The bomb's preview answered 422 while a normal file's preview and the health check are answered beside it; the
 * process's resident memory after it within `MEMORY_BOUND` of before; asked again (either route), 422 at once with
 * nothing rendered again.
 */
async function assertRefusedWithinBounds(
  bytes: Buffer,
  first: 'preview' | 'preview-info',
  why: RegExp,
  mimeType = 'application/pdf',
) {
  const id = await upload(bytes, mimeType);
  const before = process.memoryUsage.rss();
  const [bomb, normal, health] = await Promise.all([
    get(id, first),
    get(normalId, 'preview'),
    app.inject({ method: 'GET', url: '/healthz' }),
  ]);
  const grown = process.memoryUsage.rss() - before;
  assert.match(String(expectProblem(bomb, 422, 'FILE_NOT_PREVIEWABLE').detail), why);
  assert.equal(normal.statusCode, 200, 'another preview was answered meanwhile');
  assert.equal(health.statusCode, 200);
  assert.ok(grown < MEMORY_BOUND, `the process grew by ${Math.round(grown / 2 ** 20)} MB`);

  const renders = previewRenderCount();
  expectProblem(await get(id, 'preview'), 422, 'FILE_NOT_PREVIEWABLE');
  expectProblem(await get(id, 'preview-info'), 422, 'FILE_NOT_PREVIEWABLE');
  assert.equal(previewRenderCount(), renders, 'the refusal was remembered: nothing rendered again');
}

test('a flate bomb (a 300 KB PDF whose page inflates to 300 MB of spaces) → 422 within the memory bound, remembered', async () => {
  await assertRefusedWithinBounds(await flateBombPdf(300), 'preview', /decodes to more than 48 MB/);
});

test('a page of 3,000,000 tiny drawing operations (deflated) → 422 by the counted limit, remembered', async () => {
  await assertRefusedWithinBounds(
    await manyOperatorsPdf(3_000_000),
    'preview-info',
    /more than 20000 drawing operations/,
  );
});

test('forms nested 4 deep, each drawing the next 100 times (10^8 operations from 2 KB) → 422, remembered', async () => {
  await assertRefusedWithinBounds(nestedFormsPdf(4, 100), 'preview', /more than 20000 drawing operations/);
});

test('an image bomb (a 160 KB PNG of 7000 × 7000 pixels) → 422 before decoding, remembered', async () => {
  await assertRefusedWithinBounds(await greyPng(7000, 7000), 'preview', /too many pixels/, 'image/png');
});

test('the normal PDF beside the bombs is still previewed, every page', async () => {
  for (const page of [1, 2]) {
    const res = await app.inject({
      method: 'GET',
      url: `/admin/v1/files/${normalId}/preview?page=${page}`,
      headers: adminHeaders,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-page-count'], '2');
  }
});

test('a refusal is dropped with its file, and by the clean-up after 7 days (the file is then tried again)', async () => {
  const damaged = () => upload(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]));
  const refused = async (id: string) =>
    (
      await db
        .select()
        .from(filePreviewRefusals)
        .where(eq(filePreviewRefusals.fileId, Number(id)))
    ).length === 1;
  const [deleted, kept] = [await damaged(), await damaged()];
  for (const id of [deleted, kept]) expectProblem(await get(id, 'preview'), 422, 'FILE_NOT_PREVIEWABLE');
  assert.ok((await refused(deleted)) && (await refused(kept)));
  await db.delete(files).where(eq(files.id, Number(deleted)));
  assert.equal(await refused(deleted), false, 'gone with its file');

  await deleteOldPreviews(db, new Date());
  assert.ok(await refused(kept), 'a fresh refusal is kept');
  await deleteOldPreviews(db, new Date(Date.now() + PREVIEW_CACHE_TTL_MS + 60_000));
  assert.equal(await refused(kept), false);
  const renders = previewRenderCount();
  expectProblem(await get(kept, 'preview-info'), 422, 'FILE_NOT_PREVIEWABLE');
  assert.equal(previewRenderCount(), renders + 1, 'decoded again once its refusal was dropped');
});

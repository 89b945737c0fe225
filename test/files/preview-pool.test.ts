import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closePreviewPool, createPreviewPool, renderInPreviewWorker } from '../../src/files/preview/preview-pool.js';
import { manyImagesPdf, nestedFormsPdf } from './bombs.js';
import { multiPagePdf } from './fixtures.js';

after(closePreviewPool);

const pdf = new Uint8Array(await multiPagePdf(3));
const job = { mimeType: 'application/pdf', bytes: pdf, page: 2, maxOperations: 100_000 } as const;

test('a render over its time limit is stopped and answered as not previewable; the pool renders the next one', async () => {
  // A limit of 1 ms: no worker thread even starts that fast, let alone draws a PDF page.
  const stopped = await renderInPreviewWorker(job, { timeoutMs: 1 });
  assert.equal(stopped.kind, 'undecodable');
  assert.match(stopped.kind === 'undecodable' ? stopped.reason : '', /took longer than/);
  const next = await renderInPreviewWorker(job);
  assert.equal(next.kind, 'page');
  assert.equal(next.kind === 'page' ? next.pages : 0, 3);
});

test('a thread out of heap ends, answered as not previewable (not the process); the pool renders the next one', async () => {
  const small = createPreviewPool({ maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 });
  after(small.close);
  // 10^8 operations and no limit on them: their list fills the thread's heap long before the (far) time limit.
  const bomb = { ...job, bytes: new Uint8Array(nestedFormsPdf(4, 100)), page: 1, maxOperations: 1e9 };
  const died = await small.render(bomb, { timeoutMs: 600_000 });
  assert.deepEqual(died, { kind: 'undecodable', reason: 'decoding needs more memory than a preview may use' });
  const next = await small.render(job);
  assert.equal(next.kind, 'page');
});

test('renders stopped when the process grows past their memory bound (native memory no heap limit sees); the pool renders the next one', async () => {
  // Twelve 30-megapixel JPEGs on one page, each within the pixel limit: decoded, far over a bound of 128 MB.
  const images = { ...job, bytes: new Uint8Array(await manyImagesPdf(12, 6000, 5000)), page: 1 };
  const stopped = await renderInPreviewWorker(images, { timeoutMs: 600_000, maxMemoryBytes: 128 * 2 ** 20 });
  assert.deepEqual(stopped, { kind: 'undecodable', reason: 'decoding needs more memory than a preview may use' });
  const next = await renderInPreviewWorker(job);
  assert.equal(next.kind, 'page');
});

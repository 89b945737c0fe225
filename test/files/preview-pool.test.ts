import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closePreviewPool, renderInPreviewWorker } from '../../src/files/preview/preview-pool.js';
import { multiPagePdf } from './fixtures.js';

after(closePreviewPool);

test('a render over its time limit is stopped and answered as not previewable; the pool renders the next one', async () => {
  const pdf = new Uint8Array(await multiPagePdf(3));
  // A limit of 1 ms: no worker thread even starts that fast, let alone draws a PDF page.
  const stopped = await renderInPreviewWorker({ mimeType: 'application/pdf', bytes: pdf, page: 2 }, 1);
  assert.equal(stopped.kind, 'undecodable');
  assert.match(stopped.kind === 'undecodable' ? stopped.reason : '', /took longer than/);
  const next = await renderInPreviewWorker({ mimeType: 'application/pdf', bytes: pdf, page: 2 });
  assert.equal(next.kind, 'page');
  assert.equal(next.kind === 'page' ? next.pages : 0, 3);
});

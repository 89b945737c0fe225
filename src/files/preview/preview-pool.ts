import { lazyWorkerPool } from '../../platform/worker-pool.js';
import type { PreviewJob, PreviewResult } from './render-preview.js';

/**
 * Previews render in worker threads, as reports do (`analysis/reports/render-pool.ts`): decoding a 12-megapixel HEIC
 * or drawing a PDF page takes 50–500 ms of CPU, which on the main thread would hold every other request that long.
 */
const pool = lazyWorkerPool<PreviewJob, PreviewResult>(import.meta.url, './preview.worker');
let rendered = 0;

/** A render that takes longer than this is stopped (its thread ends) and the file answered as not previewable. */
export const PREVIEW_TIMEOUT_MS = 30_000;

/** Renders in a worker thread; a render over `timeoutMs` is stopped and answered as undecodable. */
export async function renderInPreviewWorker(job: PreviewJob, timeoutMs = PREVIEW_TIMEOUT_MS): Promise<PreviewResult> {
  rendered++;
  try {
    return await pool.run(job, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
      return { kind: 'undecodable', reason: `rendering took longer than ${timeoutMs / 1000} s` };
    }
    throw error;
  }
}

/** How many previews were handed to the pool since the process started (the cache's effect, for tests and logs). */
export const previewRenderCount = () => rendered;

/** Stops the threads (the app's close). */
export const closePreviewPool = () => pool.close();

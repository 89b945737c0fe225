import type { ResourceLimits } from 'node:worker_threads';
import { lazyWorkerPool } from '../../platform/worker-pool.js';
import type { PreviewJob, PreviewResult } from './render-preview.js';

/**
 * Previews render in worker threads, as reports do (`analysis/reports/render-pool.ts`): decoding a 12-megapixel HEIC
 * or drawing a PDF page takes 50–500 ms of CPU, which on the main thread would hold every other request that long.
 */

/** A render that takes longer than this is stopped (its thread ends) and the file answered as not previewable. */
export const PREVIEW_TIMEOUT_MS = 30_000;

/**
 * A thread's V8 heap: a file whose decoding needs more ends its thread (answered as not previewable) instead of the
 * process. Native memory (decoded streams, canvases) is not counted here: the renderer bounds it before decoding.
 */
export const PREVIEW_THREAD_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };

const outOfMemory = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

let rendered = 0;

/** A pool of preview threads with these heap limits (the app's one below; tests make one with a smaller heap). */
export function createPreviewPool(resourceLimits: ResourceLimits = PREVIEW_THREAD_LIMITS) {
  const pool = lazyWorkerPool<PreviewJob, PreviewResult>(import.meta.url, './preview.worker', {
    resourceLimits,
    // An idle thread ends soon: what a large file left in its memory goes with it, not minutes later.
    idleTimeoutMs: 5_000,
  });
  return {
    /** Renders in a thread; over `timeoutMs`, or out of heap, the thread ends and the file is answered undecodable. */
    async render(job: PreviewJob, timeoutMs = PREVIEW_TIMEOUT_MS): Promise<PreviewResult> {
      rendered++;
      try {
        return await pool.run(job, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
          return { kind: 'undecodable', reason: `rendering took longer than ${timeoutMs / 1000} s` };
        }
        if (outOfMemory(error))
          return { kind: 'undecodable', reason: 'decoding needs more memory than a preview may use' };
        throw error;
      }
    },
    close: () => pool.close(),
  };
}

const shared = createPreviewPool();

/** Renders in the app's preview threads. */
export const renderInPreviewWorker = shared.render;

/** How many previews were handed to a pool since the process started (the cache's effect, for tests and logs). */
export const previewRenderCount = () => rendered;

/** Stops the threads (the app's close). */
export const closePreviewPool = shared.close;

import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PreviewJob, PreviewResult } from './render-preview.js';

/**
 * Previews render in worker threads, as reports do (`analysis/reports/render-pool.ts`): decoding a 12-megapixel HEIC
 * or drawing a PDF page takes 50–500 ms of CPU, which on the main thread would hold every other request that long.
 * One thread per core but one; started on the first preview, idle threads do not keep the process alive.
 */
let pool: Piscina<PreviewJob, PreviewResult> | null = null;
let rendered = 0;

/** A render that takes longer than this is stopped (its thread ends) and the file answered as not previewable. */
export const PREVIEW_TIMEOUT_MS = 30_000;

// Under tsx (sources) the worker is the .ts file next to this one; compiled, the .js file.
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './preview.worker.ts' : './preview.worker.js',
  import.meta.url,
);

function poolOf() {
  if (!pool) {
    pool = new Piscina<PreviewJob, PreviewResult>({
      filename: workerFile.href,
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      // A thread kept a minute after its last preview: the pages of one AS request come one after another.
      idleTimeout: 60_000,
    });
  }
  return pool;
}

/** Renders in a worker thread; a render over `timeoutMs` is stopped and answered as undecodable. */
export async function renderInPreviewWorker(job: PreviewJob, timeoutMs = PREVIEW_TIMEOUT_MS): Promise<PreviewResult> {
  rendered++;
  try {
    return await poolOf().run(job, { signal: AbortSignal.timeout(timeoutMs) });
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
export async function closePreviewPool() {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

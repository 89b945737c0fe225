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
 * process. Native memory (decoded streams and images, canvases) is not counted there: the renderer measures what it
 * can before decoding, and the watch below stops what it could not.
 */
export const PREVIEW_THREAD_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };

/** How long a render may take, and how much the process may grow while renders run (then they are stopped). */
export interface RenderBounds {
  timeoutMs: number;
  maxMemoryBytes: number;
}

const DEFAULT_BOUNDS: RenderBounds = { timeoutMs: PREVIEW_TIMEOUT_MS, maxMemoryBytes: 512 * 2 ** 20 };

/** How often the process's resident memory is read while renders run. */
const MEMORY_SAMPLE_MS = 25;

const outOfMemory = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
const NEEDS_MEMORY = 'decoding needs more memory than a preview may use';

let rendered = 0;

/** A pool of preview threads with these heap limits (the app's one below; tests make one with a smaller heap). */
export function createPreviewPool(resourceLimits: ResourceLimits = PREVIEW_THREAD_LIMITS) {
  const pool = lazyWorkerPool<PreviewJob, PreviewResult>(import.meta.url, './preview.worker', {
    resourceLimits,
    // An idle thread ends soon: what a large file left in its memory goes with it, not minutes later.
    idleTimeoutMs: 5_000,
  });

  // The watch of native memory, which no heap limit sees: the process's resident memory when the renders running
  // began, read while they run; over a render's bound, the renders are stopped (their threads end, freeing it).
  const running = new Map<AbortController, number>();
  let baseline = 0;
  let sampler: NodeJS.Timeout | undefined;
  const sample = () => {
    const grown = process.memoryUsage.rss() - baseline;
    for (const [controller, bound] of running) {
      if (grown > bound) controller.abort({ alone: running.size === 1 });
    }
  };

  return {
    /**
     * Renders in a thread. Over its time, out of heap, or the process grown past its memory bound: the thread ends
     * and the file is answered undecodable — `transient` when other renders ran beside it and it may not be the cause.
     */
    async render(job: PreviewJob, bounds: Partial<RenderBounds> = {}): Promise<PreviewResult> {
      const { timeoutMs, maxMemoryBytes } = { ...DEFAULT_BOUNDS, ...bounds };
      rendered++;
      const memory = new AbortController();
      if (running.size === 0) {
        baseline = process.memoryUsage.rss();
        sampler = setInterval(sample, MEMORY_SAMPLE_MS).unref();
      }
      running.set(memory, maxMemoryBytes);
      try {
        return await pool.run(job, { signal: AbortSignal.any([memory.signal, AbortSignal.timeout(timeoutMs)]) });
      } catch (error) {
        if (memory.signal.aborted) {
          const { alone } = memory.signal.reason as { alone: boolean };
          return { kind: 'undecodable', reason: NEEDS_MEMORY, ...(alone ? {} : { transient: true }) };
        }
        if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
          return { kind: 'undecodable', reason: `rendering took longer than ${timeoutMs / 1000} s` };
        }
        if (outOfMemory(error)) return { kind: 'undecodable', reason: NEEDS_MEMORY };
        throw error;
      } finally {
        running.delete(memory);
        if (running.size === 0) clearInterval(sampler);
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

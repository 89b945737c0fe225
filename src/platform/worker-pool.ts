import { availableParallelism } from 'node:os';
import type { ResourceLimits, Transferable as WorkerTransferable } from 'node:worker_threads';
import { Piscina } from 'piscina';

const ENTRY = new URL('./esm-worker-entry.cjs', import.meta.url).href;

/**
 * Worker threads for CPU-bound rendering (reports, evidence previews), which on the main thread would hold every
 * other request as long as it draws. One thread per core but one, so that the event loop keeps a core; started on the
 * first job; a thread is kept a minute after its last job (fonts stay parsed, the pages of one file come one after
 * another) and idle threads do not keep the process alive.
 *
 * `worker` is the worker module's path next to `moduleUrl`, without its extension: under tsx (sources) it is the .ts
 * file, compiled the .js file. The threads start from `esm-worker-entry.cjs`, which loads it by `import()` (why: there).
 */
export function lazyWorkerPool<Job, Result>(
  moduleUrl: string,
  worker: string,
  options: { resourceLimits?: ResourceLimits; idleTimeoutMs?: number; maxThreads?: number } = {},
) {
  const workerModule = new URL(`${worker}${moduleUrl.endsWith('.ts') ? '.ts' : '.js'}`, moduleUrl).href;
  let pool: Piscina<Job, Result> | null = null;
  return {
    run(
      job: Job,
      runOptions?: { signal?: AbortSignal; transferList?: readonly WorkerTransferable[] },
    ): Promise<Result> {
      pool ??= new Piscina<Job, Result>({
        filename: ENTRY,
        workerData: { workerModule },
        minThreads: 0,
        maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
        idleTimeout: options.idleTimeoutMs ?? 60_000,
        resourceLimits: options.resourceLimits,
      });
      return pool.run(job, runOptions);
    },
    /** Stops the threads (the app's close); a later job starts the pool again. */
    async close() {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}

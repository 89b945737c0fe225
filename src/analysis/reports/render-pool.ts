import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { CoverageReportView } from '../coverage/report-pdf.js';
import type { MedicalReportView } from '../medical/report-pdf.js';

/** What a worker renders: the report's data (of its kind) and the creation date written into the PDF (ISO). */
export type RenderJob =
  | { kind: 'coverage'; report: CoverageReportView; createdAt: string }
  | { kind: 'medical'; report: MedicalReportView; createdAt: string };

/**
 * Reports render in worker threads: pdfkit lays out and subsets fonts synchronously (tens of milliseconds of CPU per
 * report), which on the main thread would hold every other request that long (docs/performance.md). One thread per
 * core but one, so that the event loop keeps a core; started on the first report, idle threads do not keep the
 * process alive.
 */
let pool: Piscina<RenderJob, Uint8Array> | null = null;

// Under tsx (sources) the worker is the .ts file next to this one; compiled, the .js file.
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './render.worker.ts' : './render.worker.js',
  import.meta.url,
);

function poolOf() {
  if (!pool) {
    const threads = Math.max(1, availableParallelism() - 1);
    pool = new Piscina<RenderJob, Uint8Array>({
      filename: workerFile.href,
      minThreads: 0,
      maxThreads: threads,
      // A thread kept a minute after its last report: the fonts stay parsed while reports keep coming.
      idleTimeout: 60_000,
    });
  }
  return pool;
}

export async function renderInWorker(job: RenderJob): Promise<Buffer> {
  const bytes = await poolOf().run(job);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the threads (the app's close). */
export async function closeRenderPool() {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

import { lazyWorkerPool } from '../../platform/worker-pool.js';
import type { CoverageReportView } from '../coverage/report-pdf.js';
import type { MedicalReportView } from '../medical/report-pdf.js';

/**
 * What a worker renders: a report's data (of its kind) and the creation date written into the PDF (ISO), or a web
 * font: the Pretendard of `weight` cut down to the characters of `text`, as WOFF2 or TrueType.
 */
export type RenderJob =
  | { kind: 'coverage'; report: CoverageReportView; createdAt: string }
  | { kind: 'medical'; report: MedicalReportView; createdAt: string }
  | { kind: 'font'; weight: FontWeight; text: string; format: FontFormat };

export type FontWeight = 'regular' | 'bold';
/** WOFF2 (small, a second or so of CPU per cut) or TrueType (larger, tens of milliseconds). */
export type FontFormat = 'woff2' | 'truetype';

/**
 * Reports render in worker threads: pdfkit lays out and subsets fonts synchronously (tens of milliseconds of CPU per
 * report), which on the main thread would hold every other request that long (docs/performance-history.md, "Coverage
 * reports: how the figures came about").
 */
const pool = lazyWorkerPool<RenderJob, Uint8Array>(import.meta.url, './render.worker');

export async function renderInWorker(job: RenderJob): Promise<Buffer> {
  const bytes = await pool.run(job);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the threads (the app's close). */
export const closeRenderPool = () => pool.close();

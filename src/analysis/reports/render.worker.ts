import { setPriority } from 'node:os';
import { buildCoverageReportPdf } from '../coverage/report-pdf.js';
import { buildMedicalReportPdf } from '../medical/report-pdf.js';
import type { RenderJob } from './render-pool.js';
import { subsetWebFont } from './web-font.subset.js';

/**
 * A worker thread of the report pool: plain data in, PDF or WOFF2 bytes out. It reads the fonts itself, once per
 * thread.
 */
// A lower priority for this thread only (on Linux the nice value of priority 0 "process" is the calling thread's):
// when the cores are busy, the event loop answering requests goes first and a report waits instead.
try {
  setPriority(10);
} catch {
  // Not allowed here (some containers): the report renders at normal priority.
}

export default async function render(job: RenderJob): Promise<Uint8Array> {
  if (job.kind === 'font') return subsetWebFont(job.weight, job.text, job.format);
  const createdAt = new Date(job.createdAt);
  const bytes =
    job.kind === 'medical'
      ? await buildMedicalReportPdf(job.report, createdAt)
      : await buildCoverageReportPdf(job.report, createdAt);
  return new Uint8Array(bytes);
}

import { buildCoverageReportPdf } from '../coverage/report-pdf.js';
import type { RenderJob } from './render-pool.js';

/**
 * A worker thread of the report pool: plain data in, PDF bytes out (moved, not copied). It reads the fonts itself,
 * once per thread.
 */
export default async function render(job: RenderJob): Promise<Uint8Array> {
  const bytes = await buildCoverageReportPdf(job.report, new Date(job.createdAt));
  return new Uint8Array(bytes);
}

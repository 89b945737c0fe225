import type { FastifyReply } from 'fastify';
import { type AttachmentName, contentDisposition } from '../../platform/content-disposition.js';
import { binaryContent } from '../../platform/openapi.js';

/** A rendered PDF report and the names it downloads under. */
export interface ReportPdf {
  bytes: Buffer;
  fileName: AttachmentName;
}

/** A PDF report as a download: never cached (it holds personal data), named after the client and the date. */
export function sendReportPdf(reply: FastifyReply, report: ReportPdf) {
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header('content-disposition', contentDisposition(report.fileName))
    .send(report.bytes);
}

/** What the OpenAPI document says of a report.pdf response (`config.openapi` of the route). */
export const REPORT_PDF_OPENAPI = {
  response: { 200: { description: 'The report (A4, Korean)', ...binaryContent(['application/pdf']) } },
  headers: {
    200: {
      'Content-Disposition': { type: 'string', description: 'attachment; the file name names client and date' },
      'Cache-Control': { type: 'string', description: 'no-store' },
    },
  },
};

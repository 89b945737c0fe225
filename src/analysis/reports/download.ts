import type { FastifyReply } from 'fastify';
import { binaryContent } from '../../platform/openapi.js';

/** A report's file name: an ASCII fallback and the UTF-8 name that browsers use. */
export interface ReportFileName {
  ascii: string;
  utf8: string;
}

/** An attachment's name: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987) that browsers use. */
export const contentDisposition = (name: ReportFileName) =>
  `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`;

/** A PDF report as a download: never cached (it holds personal data), named after the client and the date. */
export function sendReportPdf(reply: FastifyReply, report: { bytes: Buffer; fileName: ReportFileName }) {
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

import { coverageReportHtml } from '../coverage/report-html.js';
import type { CoverageReportView } from '../coverage/report-pdf.js';
import { medicalReportHtml } from '../medical/report-html.js';
import type { MedicalReportView } from '../medical/report-pdf.js';

/** A report's data of either kind: what the PDF, `report.json` and the client's page are all made from. */
export type LinkReport =
  | { kind: 'coverage'; report: CoverageReportView }
  | { kind: 'medical'; report: MedicalReportView };

/** The sections of a report as HTML. */
export const reportBody = (r: LinkReport) =>
  r.kind === 'coverage' ? coverageReportHtml(r.report) : medicalReportHtml(r.report);

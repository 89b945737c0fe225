import { and, eq, type SQL } from 'drizzle-orm';
import { coverageAnalyses, organizations, users } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import type { PiiReadAction } from '../../platform/actions.js';
import type { AttachmentName } from '../../platform/content-disposition.js';
import { AppError } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { maskPhone } from '../../platform/phone.js';
import { clientOf } from '../client.js';
import type { AnalysisDeps, ReportForLink } from '../core/analysis.deps.js';
import { isOpaqueId } from '../ids.js';
import type { ReportPdf } from '../reports/download.js';
import { renderInWorker } from '../reports/render-pool.js';
import { coverageAnalysisAccess } from './analysis.access.js';
import { COVERAGE_DISCLAIMER } from './report.schemas.js';
import type { CoverageReportView } from './report-pdf.js';
import { fullView } from './views.js';

export type { CoverageReportView };

/**
 * The report of a completed analysis: `REQUESTED`/`PROCESSING` → 409 `ANALYSIS_NOT_READY`, `FAILED` → 409
 * `ANALYSIS_FAILED`, `EXPIRED` → 410 `ANALYSIS_EXPIRED` (contract §7.1). `scope` narrows the read to the caller's
 * analyses (absent: whoever calls has checked access).
 */
async function reportOf(deps: AnalysisDeps, id: string, scope: SQL | undefined): Promise<CoverageReportView> {
  if (!isOpaqueId('ca', id)) throw coverageAnalysisAccess.notFound();
  const [found] = await deps.db
    .select({ row: coverageAnalyses, ci: users.ci, name: users.name, orgName: organizations.name })
    .from(coverageAnalyses)
    .innerJoin(users, eq(users.id, coverageAnalyses.userId))
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(coverageAnalyses.id, id), scope));
  if (!found) throw coverageAnalysisAccess.notFound();
  const { row } = found;
  switch (row.status) {
    case 'REQUESTED':
    case 'PROCESSING':
      throw new AppError('ANALYSIS_NOT_READY', `The analysis is ${row.status}: its report exists once it is COMPLETED`);
    case 'FAILED':
      throw new AppError('ANALYSIS_FAILED', 'The analysis failed and has no report; start a new one');
    case 'EXPIRED':
      throw new AppError('ANALYSIS_EXPIRED', 'The data of this analysis were deleted after the retention period');
  }
  const analysis = fullView(deps, row, found.ci);
  return {
    analysis,
    client: { ...analysis.client, phone: maskPhone(clientOf(deps, row.clientEnc).phone) },
    consultant: { fcUserCi: found.ci, name: found.name, orgName: found.orgName },
    generatedAt: new Date(deps.clock()).toISOString(),
    disclaimer: COVERAGE_DISCLAIMER,
  };
}

const REPORT_FIELDS = ['client', 'contracts', 'result'];

async function recordReportRead(deps: AnalysisDeps, caller: Caller, action: PiiReadAction, id: string) {
  await emit(deps.db, caller, [{ type: 'pii.read', action, analysisIds: [id], fields: REPORT_FIELDS }]);
}

/** `GET .../{analysisId}/report.json`: the report's data for a caller in scope (else 404); access-logged. */
export async function getCoverageReport(deps: AnalysisDeps, caller: Caller, id: string): Promise<CoverageReportView> {
  const report = await reportOf(deps, id, scopeOf(coverageAnalysisAccess, caller));
  await recordReportRead(deps, caller, 'GET_COVERAGE_REPORT', id);
  return report;
}

/** `GET .../{analysisId}/report.pdf`: the PDF and its file name, for a caller in scope (else 404); access-logged. */
export async function getCoverageReportPdf(deps: AnalysisDeps, caller: Caller, id: string): Promise<ReportPdf> {
  const report = await reportOf(deps, id, scopeOf(coverageAnalysisAccess, caller));
  const bytes = await renderReport(report);
  await recordReportRead(deps, caller, 'GET_COVERAGE_REPORT_PDF', id);
  return { bytes, fileName: reportFileName(report) };
}

/** `보장분석_홍길동_20261120.pdf`, and `coverage-report-20261120.pdf` for clients that know only ASCII names. */
export function reportFileName(report: CoverageReportView): AttachmentName {
  const date = report.analysis.analysisDate.replaceAll('-', '');
  return {
    utf8: `보장분석_${report.client.name.replace(/[^\p{L}\p{N}]/gu, '')}_${date}.pdf`,
    ascii: `coverage-report-${date}.pdf`,
  };
}

const renderReport = (report: CoverageReportView) =>
  renderInWorker({ kind: 'coverage', report, createdAt: report.generatedAt });

/**
 * The report's data and the PDF's file name, for the client's link (which has checked access itself: no scope and
 * no access-log row here); the same data the PDF and report.json are made from. Refuses like `renderCoverageReportPdf`.
 */
export async function coverageReportForLink(deps: AnalysisDeps, analysisId: string): Promise<ReportForLink> {
  const report = await reportOf(deps, analysisId, undefined);
  return { report: { kind: 'coverage', report }, fileName: reportFileName(report) };
}

/**
 * The PDF report of an analysis, for callers that have checked access themselves (the client's birth-date-protected
 * link): no scope and no access-log row here, but 404 for an unknown id, 409 for one not completed or failed and 410
 * for an expired one, like the consultant's download.
 */
export async function renderCoverageReportPdf(deps: AnalysisDeps, analysisId: string): Promise<Buffer> {
  return renderReport(await reportOf(deps, analysisId, undefined));
}

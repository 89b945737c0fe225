import { and, eq } from 'drizzle-orm';
import { medicalAnalyses, organizations, users } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import type { PiiReadAction } from '../../platform/actions.js';
import type { AttachmentName } from '../../platform/content-disposition.js';
import { AppError } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { maskName } from '../../platform/masking.js';
import { clientOf } from '../client.js';
import type { AnalysisDeps, ReportForLink } from '../core/analysis.deps.js';
import { isOpaqueId } from '../ids.js';
import { ageOn, compactToIso } from '../korean-age.js';
import type { ReportPdf } from '../reports/download.js';
import { renderInWorker } from '../reports/render-pool.js';
import { requireCompleted } from './analyses.service.js';
import { medicalAnalysisAccess, seesHealthData, sensitiveScope } from './medical.access.js';
import { MEDICAL_DISCLAIMER } from './report.schemas.js';
import type { MedicalReportView } from './report-pdf.js';
import { fullView, resultOf } from './views.js';

export type { MedicalReportView };

/**
 * The report of a completed analysis. `caller` null: whoever calls has checked access (the client's link). Out of
 * the caller's scope → 404 `ANALYSIS_NOT_FOUND`; expired → 410 `ANALYSIS_EXPIRED`; a caller who may not read health
 * data (a MANAGER who is not the analysis's consultant) → 403 `SENSITIVE_DATA_SCOPE`; `REQUESTED`/`PROCESSING` →
 * 409 `ANALYSIS_NOT_READY`, `FAILED` → 409 `ANALYSIS_FAILED` (contract §7.1, §7.3; the order of the records).
 */
async function reportOf(deps: AnalysisDeps, id: string, caller: Caller | null): Promise<MedicalReportView> {
  if (!isOpaqueId('ma', id)) throw medicalAnalysisAccess.notFound();
  const [found] = await deps.db
    .select({ row: medicalAnalyses, ci: users.ci, name: users.name, orgName: organizations.name })
    .from(medicalAnalyses)
    .innerJoin(users, eq(users.id, medicalAnalyses.userId))
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(medicalAnalyses.id, id), caller ? scopeOf(medicalAnalysisAccess, caller) : undefined));
  if (!found) throw medicalAnalysisAccess.notFound();
  const { row } = found;
  if (row.status === 'EXPIRED') {
    throw new AppError('ANALYSIS_EXPIRED', 'The data of this analysis were deleted after the retention period');
  }
  if (caller && !seesHealthData(caller, row.userId)) throw sensitiveScope();
  requireCompleted(row);
  const { records } = resultOf(deps, row)!;
  const client = clientOf(deps, row.clientEnc);
  return {
    analysis: await fullView(deps, true, row, found.ci),
    treatments: records.treatments,
    medications: records.medications,
    checkups: records.checkups,
    client: {
      name: maskName(client.name),
      gender: client.gender,
      age: ageOn(compactToIso(client.birthDate), row.analysisDate),
    },
    consultant: { fcUserCi: found.ci, name: found.name, orgName: found.orgName },
    generatedAt: new Date(deps.clock()).toISOString(),
    disclaimer: MEDICAL_DISCLAIMER,
  };
}

const REPORT_FIELDS = ['client', 'summary', 'disclosures', 'claimables', 'treatments', 'medications', 'checkups'];

async function recordReportRead(deps: AnalysisDeps, caller: Caller, action: PiiReadAction, id: string) {
  await emit(deps.db, caller, [{ type: 'pii.read', action, analysisIds: [id], fields: REPORT_FIELDS }]);
}

/** `GET .../{analysisId}/report.json`: the report's data for the consultant or a system client; access-logged. */
export async function getMedicalReport(deps: AnalysisDeps, caller: Caller, id: string): Promise<MedicalReportView> {
  const report = await reportOf(deps, id, caller);
  await recordReportRead(deps, caller, 'GET_MEDICAL_REPORT', id);
  return report;
}

/** `GET .../{analysisId}/report.pdf`: the PDF and its file name; access-logged. */
export async function getMedicalReportPdf(deps: AnalysisDeps, caller: Caller, id: string): Promise<ReportPdf> {
  const report = await reportOf(deps, id, caller);
  const bytes = await renderReport(report);
  await recordReportRead(deps, caller, 'GET_MEDICAL_REPORT_PDF', id);
  return { bytes, fileName: reportFileName(report) };
}

/**
 * `진료분석_홍○동_20261120.pdf` (the name masked as the cover prints it, `○` for the masked letters: `*` is not
 * allowed in file names everywhere), and `medical-report-20261120.pdf` for clients that know only ASCII names.
 */
export function reportFileName(report: MedicalReportView): AttachmentName {
  const date = report.analysis.analysisDate.replaceAll('-', '');
  const name = report.client.name.replaceAll('*', '○').replace(/[^\p{L}\p{N}○]/gu, '');
  return { utf8: `진료분석_${name}_${date}.pdf`, ascii: `medical-report-${date}.pdf` };
}

const renderReport = (report: MedicalReportView) =>
  renderInWorker({ kind: 'medical', report, createdAt: report.generatedAt });

/**
 * The report's data and the PDF's file name, for the client's link (which has checked access itself: no scope and
 * no access-log row here); the same data the PDF and report.json are made from. Refuses like `renderMedicalReportPdf`.
 */
export async function medicalReportForLink(deps: AnalysisDeps, analysisId: string): Promise<ReportForLink> {
  const report = await reportOf(deps, analysisId, null);
  return { report: { kind: 'medical', report }, fileName: reportFileName(report) };
}

/**
 * The PDF report of an analysis, for callers that have checked access themselves (the client's birth-date-protected
 * link): no scope and no access-log row here, but 404 for an unknown id, 409 for one not completed or failed and 410
 * for an expired one, like the consultant's download.
 */
export async function renderMedicalReportPdf(deps: AnalysisDeps, analysisId: string): Promise<Buffer> {
  return renderReport(await reportOf(deps, analysisId, null));
}

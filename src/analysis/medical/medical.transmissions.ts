import { and, eq } from 'drizzle-orm';
import { medicalAnalyses } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import { clientOf } from '../client.js';
import type { TransmissionKind } from '../core/analysis.deps.js';
import { isOpaqueId } from '../ids.js';
import { medicalAnalysisAccess, seesHealthData, sensitiveScope } from './medical.access.js';

/**
 * The medical analysis as transmissions see it. Its report is health data: only the analysis's own consultant or a
 * system client sends it or lists where it went; a MANAGER who is not the consultant → 403 `SENSITIVE_DATA_SCOPE`,
 * as on the records and the reports (contract §7.3).
 */
export const medicalTransmissions: TransmissionKind = {
  kind: 'MEDICAL',
  segment: 'medical',
  label: '진료·건강 분석',
  idPrefix: 'ma',
  access: medicalAnalysisAccess,
  async find(deps, id, caller) {
    if (!isOpaqueId('ma', id)) return null;
    const [row] = await deps.db
      .select({
        id: medicalAnalyses.id,
        userId: medicalAnalyses.userId,
        status: medicalAnalyses.status,
        analysisDate: medicalAnalyses.analysisDate,
        clientEnc: medicalAnalyses.clientEnc,
      })
      .from(medicalAnalyses)
      .where(and(eq(medicalAnalyses.id, id), caller ? scopeOf(medicalAnalysisAccess, caller) : undefined));
    if (!row) return null;
    const client = clientOf(deps, row.clientEnc);
    return {
      id: row.id,
      userId: row.userId,
      status: row.status,
      analysisDate: row.analysisDate,
      client: { birthDate: client.birthDate, phone: client.phone },
    };
  },
  async lock(tx, id) {
    await tx
      .select({ id: medicalAnalyses.id })
      .from(medicalAnalyses)
      .where(eq(medicalAnalyses.id, id))
      .for('no key update');
  },
  authorize(caller, analysis) {
    if (!seesHealthData(caller, analysis.userId)) throw sensitiveScope();
  },
};

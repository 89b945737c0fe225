import { and, eq } from 'drizzle-orm';
import { coverageAnalyses } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import { clientOf } from '../client.js';
import type { TransmissionKind } from '../core/analysis.deps.js';
import { isOpaqueId } from '../ids.js';
import { coverageAnalysisAccess } from './analysis.access.js';

/** The coverage analysis as transmissions see it. */
export const coverageTransmissions: TransmissionKind = {
  kind: 'COVERAGE',
  segment: 'coverage',
  label: '보장분석',
  idPrefix: 'ca',
  access: coverageAnalysisAccess,
  async find(deps, id, caller) {
    if (!isOpaqueId('ca', id)) return null;
    const [row] = await deps.db
      .select({
        id: coverageAnalyses.id,
        userId: coverageAnalyses.userId,
        status: coverageAnalyses.status,
        analysisDate: coverageAnalyses.analysisDate,
        clientEnc: coverageAnalyses.clientEnc,
      })
      .from(coverageAnalyses)
      .where(and(eq(coverageAnalyses.id, id), caller ? scopeOf(coverageAnalysisAccess, caller) : undefined));
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
      .select({ id: coverageAnalyses.id })
      .from(coverageAnalyses)
      .where(eq(coverageAnalyses.id, id))
      .for('no key update');
  },
};

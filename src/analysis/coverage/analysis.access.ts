import { coverageAnalyses, coverageVerifications } from '../../db/schema/index.js';
import type { AccessRule } from '../../platform/access/access.js';
import { notFound } from '../../platform/errors.js';
import { analysisActingFor } from '../access.js';

/** A verification: its consultant's, like the analyses; another's is 404 (existence not revealed). */
export const verificationAccess: AccessRule = {
  object: 'verification',
  table: coverageVerifications,
  id: coverageVerifications.id,
  scope: analysisActingFor(coverageVerifications.userId),
  notFound: () => notFound('Verification', 'VERIFICATION_NOT_FOUND'),
};

/** A coverage analysis: its consultant's; another's is 404 (existence not revealed). */
export const coverageAnalysisAccess: AccessRule = {
  object: 'coverage analysis',
  table: coverageAnalyses,
  id: coverageAnalyses.id,
  scope: analysisActingFor(coverageAnalyses.userId),
  notFound: () => notFound('Analysis', 'ANALYSIS_NOT_FOUND'),
};

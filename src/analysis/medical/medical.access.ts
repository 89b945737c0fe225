import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { medicalAnalyses, medicalAuthRequests } from '../../db/schema/index.js';
import type { AccessRule } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { analysisActingFor } from '../access.js';

/** An auth request: its consultant's (and the scope's, like the analyses); another's is 404. */
export const medicalAuthRequestAccess: AccessRule = {
  object: 'auth request',
  table: medicalAuthRequests,
  id: medicalAuthRequests.id,
  scope: analysisActingFor(medicalAuthRequests.userId),
  notFound: () => notFound('Auth request', 'AUTH_REQUEST_NOT_FOUND'),
};

/** A medical analysis: its consultant's; another's is 404. */
export const medicalAnalysisAccess: AccessRule = {
  object: 'medical analysis',
  table: medicalAnalyses,
  id: medicalAnalyses.id,
  scope: analysisActingFor(medicalAnalyses.userId),
  notFound: () => notFound('Analysis', 'ANALYSIS_NOT_FOUND'),
};

/**
 * Health records are the consultant's and the system clients' to read (contract §7.3): a MANAGER who is not the
 * analysis's own consultant sees the masked summary only.
 */
export const seesHealthData = (caller: Caller, userId: number) =>
  caller.kind === 'system' || (caller.kind === 'consultant' && caller.userId === userId);

/** `seesHealthData` as a condition on the rows of a table naming the consultant in `consultant`. */
export function seesHealthDataOf(caller: Caller, consultant: PgColumn): SQL {
  if (caller.kind === 'system') return sql`true`;
  if (caller.kind === 'consultant') return eq(consultant, caller.userId);
  return sql`false`;
}

export const sensitiveScope = () =>
  forbidden('SENSITIVE_DATA_SCOPE', "Health records are shown to the analysis's own consultant only");

import type { AsStatus } from '../../db/schema/leads.js';

/** What an operator may move a request to, from each status. APPROVED, REJECTED and CANCELLED are final. */
export const REVIEW_TRANSITIONS: Record<AsStatus, readonly AsStatus[]> = {
  WAITING: ['WAITING', 'HOLD', 'APPROVED', 'REJECTED'],
  HOLD: ['WAITING', 'HOLD', 'APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
  CANCELLED: [],
};

/**
 * A rejection says why: the note it leaves (the one sent, or the one kept when none is sent) may not be blank. The
 * portal user who filed the request is told the reason.
 */
export function rejectionWithoutReason(
  status: AsStatus,
  sentNote: string | null | undefined,
  keptNote: string | null,
): boolean {
  if (status !== 'REJECTED') return false;
  const reason = sentNote === undefined ? keptNote : sentNote;
  return reason === null || reason.trim() === '';
}

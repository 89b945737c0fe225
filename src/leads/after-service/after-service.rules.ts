import type { AsStatus } from '../../db/schema/leads.js';

/** What an operator may move a request to, from each status. APPROVED, REJECTED and CANCELLED are final. */
export const REVIEW_TRANSITIONS: Record<AsStatus, readonly AsStatus[]> = {
  WAITING: ['WAITING', 'HOLD', 'APPROVED', 'REJECTED'],
  HOLD: ['WAITING', 'HOLD', 'APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
  CANCELLED: [],
};

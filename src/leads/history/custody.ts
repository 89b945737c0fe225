import { LEAD_EVENT_NAMES, type LeadEventName } from '../../platform/events.js';

/** Custody events that other rules record: a suppression and its lift, an erasure, a first-contact deadline missed. */
const RIGHTS_EVENTS = ['SUPPRESSED', 'UNSUPPRESSED', 'ERASED', 'SLA_EXPIRED'] as const;

export type CustodyEvent = LeadEventName | (typeof RIGHTS_EVENTS)[number];

/**
 * The custody events: one vocabulary for a lead's history (`GET /admin/v1/leads/{id}/history`) and its evidence
 * pack (`GET /admin/v1/leads/{id}/provenance`): the history's own events and those of the consumer-rights and
 * routing rules, each once (whichever list names it first). `RELEASED` keeps its meaning: a provisional assignment
 * taken away before confirmation.
 */
export const CUSTODY_EVENTS: readonly CustodyEvent[] = [
  ...new Set<CustodyEvent>([...LEAD_EVENT_NAMES, ...RIGHTS_EVENTS]),
];

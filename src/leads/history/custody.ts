import { LEAD_EVENT_NAMES } from '../../platform/events.js';

/**
 * The custody events: one vocabulary for a lead's history (`GET /admin/v1/leads/{id}/history`) and its evidence
 * pack (`GET /admin/v1/leads/{id}/provenance`): the history's own events, which include the consumer-rights ones and
 * `SLA_EXPIRED`, a first-contact deadline missed (routing.md §6). `RELEASED` keeps its meaning: a provisional
 * assignment taken away before confirmation.
 */
export const CUSTODY_EVENTS = LEAD_EVENT_NAMES;

export type CustodyEvent = (typeof CUSTODY_EVENTS)[number];

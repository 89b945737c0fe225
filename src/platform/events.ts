import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { auditLog, claimAudit, leadEvents, outboxEvents, piiAccessLog } from '../db/schema/index.js';
import { type Caller, subjectOf } from './access/caller.js';
import type { AuditAction, ClaimsAdminAction, PiiAccessAction, PiiReadAction } from './actions.js';
import { type PiiAccess, rememberPiiAccesses } from './pii-access.js';

/**
 * The one seam through which everything that happens is recorded: `emit(tx, caller, events)` writes the lead
 * history, the audit log, the personal-data access log, the claims operators' audit and the public outbox, in the
 * transaction of the change (the record exists exactly when the change does), one multi-row statement per table.
 * Nothing else writes those tables (retention deletes aside), except statements that move leads and record it in the
 * same statement (a lead registration done in one statement, `leads/intake/placement.ts`; a distribution and its
 * recall; the allocation engine's placements), which write the same rows `emit` would.
 */

/** What the history of a lead (`lead_events`) records. */
export const LEAD_EVENT_NAMES = [
  'REGISTERED',
  'PROVISIONALLY_ASSIGNED',
  'CONFIRMED',
  'RELEASED',
  'RECALLED',
  'DISTRIBUTED',
  'DISTRIBUTION_RECALLED',
  'RETURNED',
  'USED',
  'SUPPRESSED',
  'UNSUPPRESSED',
  'ERASED',
  'SLA_EXPIRED',
] as const;
export type LeadEventName = (typeof LEAD_EVENT_NAMES)[number];

/** Why a lead was taken back from a portal user (`lead.recalled`). */
export const RECALL_REASONS = ['ORDER_CANCELLED', 'DISTRIBUTION_RECALLED', 'SLA_EXPIRED', 'PAUSED'] as const;
export type RecallReason = (typeof RECALL_REASONS)[number];

/** A step in a lead's history (`lead_events`). */
export interface LeadHistoryEvent {
  type: 'lead.history';
  leadId: number;
  event: LeadEventName;
  portalId?: number | null;
  orderId?: number | null;
  detail?: Record<string, unknown>;
}

/** An administrative action (`audit_log`): what (`API_KEY_CREATED`), on what (`api_key:<id>`). */
export interface AuditEvent {
  type: 'audit';
  action: AuditAction;
  target: string;
  /** Ids and statuses only, never a personal data value. */
  detail?: Record<string, unknown> | null;
}

/**
 * A read of decrypted or unmasked personal data (`pii_access_log`). Reads naming no lead, claim, analysis or file are
 * not kept.
 */
export interface PiiReadEvent {
  type: 'pii.read';
  /** `GET_LEAD`, `MARK_USED`, `GET_CLAIM`, ... (`PII_READ_ACTIONS`) */
  action: PiiReadAction;
  leadIds?: number[];
  claimIds?: number[];
  /** The analyses' objects by their opaque ids: analyses (`ca_`, `ma_`), verifications (`cv_`), auth requests (`ar_`). */
  analysisIds?: string[];
  /** Uploaded files shown or downloaded (evidence previews). */
  fileIds?: number[];
  fields: string[];
  /** The operator's reason, for reveals that ask for one. */
  reason?: string;
}

/** A stored response shown again (an idempotent replay): its access records, again, with actions ending `_REPLAY`. */
export interface PiiReplayEvent {
  type: 'pii.replayed';
  records: PiiAccess[];
}

/** An operator action of the claims interface (`claim_audit`). */
export interface ClaimsAdminEvent {
  type: 'claims.admin';
  action: ClaimsAdminAction;
  target: string;
}

/**
 * The public events (`outbox_events`), drained to the integrators' subscriptions. Ids and statuses only: the
 * payload never holds personal data.
 */
export type PublicEvent =
  /** A lead provisionally, finally or by distribution assigned to a portal user's order. */
  | {
      type: 'lead.assigned';
      leadId: number;
      orderId: number;
      portalId: number;
      assignment: 'PROVISIONAL' | 'CONFIRMED' | 'DISTRIBUTED';
    }
  /**
   * A lead taken back from a portal user: a provisional one of an order cancelled or paused, a distribution recalled,
   * or a first-contact deadline missed (routing.md §6).
   */
  | { type: 'lead.recalled'; leadId: number; orderId: number; portalId: number; reason: RecallReason }
  /** An approved AS request: the lead goes back to its provider. */
  | { type: 'lead.returned'; leadId: number; orderId: number; portalId: number; asRequestId: number }
  | { type: 'as.status_changed'; asRequestId: number; leadId: number; portalId: number; from: string; to: string }
  /**
   * A do-not-contact suppression (or its lift) reached a lead: told to its current owner (`current: true`) and to
   * every other portal user who used it while holding it (`current: false`), one event each.
   */
  | { type: 'lead.suppressed' | 'lead.unsuppressed'; leadId: number; portalId: number; current: boolean }
  /** An order's status became COMPLETED (once per transition). */
  | { type: 'order.completed'; orderId: number; portalId: number }
  | { type: 'claim.status_changed'; claimId: number; from: string; to: string }
  /** A coverage analysis reached COMPLETED (opaque id). */
  | { type: 'coverage_analysis.completed'; analysisId: string }
  /** A medical analysis reached COMPLETED (opaque id); emitted by the medical analysis. */
  | { type: 'medical_analysis.completed'; analysisId: string }
  /** A bulk lead import ended (COMPLETED, FAILED or CANCELLED), once, with its counters. */
  | {
      type: 'lead_import.completed';
      importId: number;
      providerId: number;
      status: string;
      dryRun: boolean;
      registered: number;
      duplicates: number;
      invalid: number;
    };

export type PublicEventType = PublicEvent['type'];

export type DomainEvent =
  | LeadHistoryEvent
  | AuditEvent
  | PiiReadEvent
  | PiiReplayEvent
  | ClaimsAdminEvent
  | PublicEvent;

/**
 * Who did it, as the records name it: `key:<id>` (`key:env-admin` for the environment's admin key), `user:<id>`,
 * `client:<clientId>`, or the internal caller's name (`cli`). The claims operators' audit keeps its own spelling
 * of API keys (`apiKey:<id>`, `apiKey:ADMIN_API_KEY`).
 */
export function actorOf(caller: Caller, record: 'audit' | 'claims' = 'audit'): string {
  const isKey =
    caller.kind === 'portal' || caller.kind === 'portalKey' || caller.kind === 'provider' || caller.kind === 'admin';
  if (isKey && record === 'claims') return `apiKey:${caller.keyId ?? 'ADMIN_API_KEY'}`;
  return subjectOf(caller);
}

/** How `pii_access_log` names a reader: an API key (and the portal user it acts for), or a subject. */
function readerOf(caller: Caller): Pick<PiiAccess, 'keyId' | 'portalId' | 'actor'> {
  switch (caller.kind) {
    case 'portal':
      return { keyId: caller.keyId, portalId: caller.portalId, actor: null };
    case 'portalKey':
    case 'provider':
    case 'admin':
      return { keyId: caller.keyId, portalId: null, actor: null };
    default:
      return { keyId: null, portalId: null, actor: actorOf(caller) };
  }
}

const str = (id: number) => String(id);

/** A read shown again by a replay: only first responses are stored, so `action` is never a replay's own. */
const replayed = (action: PiiAccessAction) => `${action}_REPLAY` as PiiAccessAction;

/** The outbox payload of a public event: ids as strings (like the API), statuses; nothing personal. */
function payloadOf(event: PublicEvent): Record<string, unknown> {
  switch (event.type) {
    case 'lead.assigned':
      return {
        leadId: str(event.leadId),
        orderId: str(event.orderId),
        portalId: event.portalId,
        assignment: event.assignment,
      };
    case 'lead.suppressed':
    case 'lead.unsuppressed':
      return { leadId: str(event.leadId), portalId: event.portalId, current: event.current };
    case 'lead.recalled':
      return { leadId: str(event.leadId), orderId: str(event.orderId), portalId: event.portalId, reason: event.reason };
    case 'lead.returned':
      return {
        leadId: str(event.leadId),
        orderId: str(event.orderId),
        portalId: event.portalId,
        asRequestId: str(event.asRequestId),
      };
    case 'as.status_changed':
      return {
        asRequestId: str(event.asRequestId),
        leadId: str(event.leadId),
        portalId: event.portalId,
        from: event.from,
        to: event.to,
      };
    case 'order.completed':
      return { orderId: str(event.orderId), portalId: event.portalId };
    case 'claim.status_changed':
      return { claimId: str(event.claimId), from: event.from, to: event.to };
    case 'coverage_analysis.completed':
    case 'medical_analysis.completed':
      return { analysisId: event.analysisId };
    case 'lead_import.completed':
      return {
        importId: str(event.importId),
        providerId: str(event.providerId),
        status: event.status,
        dryRun: event.dryRun,
        registered: event.registered,
        duplicates: event.duplicates,
        invalid: event.invalid,
      };
  }
}

/**
 * Transactions that wrote public events: `withTransaction` tells the outbox listeners once such a transaction has
 * committed (never from inside it: the job queue's connection is not the transaction's).
 */
const wroteOutbox = new WeakSet<object>();
export const wroteOutboxEvents = (tx: object) => wroteOutbox.has(tx);
/** For a statement that wrote public events itself (as a data-modifying CTE) in the transaction `tx`. */
export const wroteOutboxIn = (tx: object) => {
  wroteOutbox.add(tx);
};

const array = (values: (number | string)[]) => `{${values.join(',')}}`;

/** The records that name something (reads naming nothing are not kept). */
function namedReads(reads: PiiAccess[]) {
  return reads.filter(
    (e) => e.leadIds.length > 0 || e.claimIds.length > 0 || e.analysisIds?.length || e.fileIds?.length,
  );
}

/** The columns an access record is inserted with, by `piiInsert`, `leadAccessOfRows` and `claimAccessOfRows`. */
const PII_COLUMNS = sql`(key_id, portal_id, actor, action, lead_ids, claim_ids, analysis_ids, file_ids, fields, reason)`;

/** One INSERT of access records. */
function piiInsert(records: PiiAccess[]): SQL {
  const values = records.map(
    (e) => sql`(${e.keyId}::int, ${e.portalId}::int, ${e.actor}, ${e.action}, ${array(e.leadIds)}::bigint[],
      ${array(e.claimIds)}::int[], ${array(e.analysisIds ?? [])}::text[], ${array(e.fileIds ?? [])}::int[],
      ${array(e.fields)}::text[], ${e.reason ?? null}::text)`,
  );
  return sql`insert into ${piiAccessLog} ${PII_COLUMNS} values ${sql.join(values, sql`, `)}`;
}

function piiRecordOf(caller: Caller, event: PiiReadEvent): PiiAccess {
  return {
    ...readerOf(caller),
    action: event.action,
    leadIds: event.leadIds ?? [],
    claimIds: event.claimIds ?? [],
    analysisIds: event.analysisIds ?? [],
    fileIds: event.fileIds ?? [],
    fields: event.fields,
    reason: event.reason ?? null,
  };
}

/**
 * The access record of a read of leads that the statement itself decides, as the body of one of its data-modifying
 * CTEs (`with pii_access as (...)`): for a read whose rows say which of them the response shows in clear (a list page,
 * whose used leads reveal their contact unless suppressed or erased), so that the page, its record and everything
 * else it shows are one statement. `leadIds` is an aggregate (`array_agg(...)`, in the order the response shows them)
 * over the rows of `from` (a FROM clause with its WHERE); no record is written when `from` has no row, as a read
 * naming nothing is not kept (`namedReads`). The same row `emit` writes for `event` with those ids; once the
 * statement has run, `rememberRecorded` keeps it for the request's stored copy.
 */
export function leadAccessOfRows(
  caller: Caller,
  event: Pick<PiiReadEvent, 'action' | 'fields' | 'reason'>,
  rows: { leadIds: SQL; from: SQL },
): SQL {
  const reader = readerOf(caller);
  return sql`
    insert into ${piiAccessLog} ${PII_COLUMNS}
    select ${reader.keyId}::int, ${reader.portalId}::int, ${reader.actor}::text, ${event.action}::text, ${rows.leadIds},
      '{}'::int[], '{}'::text[], '{}'::int[], ${array(event.fields)}::text[], ${event.reason ?? null}::text
    from ${rows.from}
    having count(*) > 0`;
}

/**
 * `leadAccessOfRows` for a read of claims: `claimIds` an aggregate over the rows of `from` in the order the response
 * shows them, `fields` a `text[]` expression over the same rows (a bank account is named when a row stores one).
 */
export function claimAccessOfRows(
  caller: Caller,
  action: PiiReadAction,
  rows: { claimIds: SQL; fields: SQL; from: SQL },
): SQL {
  const reader = readerOf(caller);
  return sql`
    insert into ${piiAccessLog} ${PII_COLUMNS}
    select ${reader.keyId}::int, ${reader.portalId}::int, ${reader.actor}::text, ${action}::text, '{}'::bigint[],
      ${rows.claimIds}, '{}'::text[], '{}'::int[], ${rows.fields}, null::text
    from ${rows.from}
    having count(*) > 0`;
}

/**
 * Keeps an access record that a statement wrote itself (`leadAccessOfRows`, `claimAccessOfRows`) for the request's
 * stored copy, as `emit` keeps its own: `event` names what that statement recorded.
 */
export function rememberRecorded(caller: Caller, event: PiiReadEvent): void {
  rememberPiiAccesses(namedReads([piiRecordOf(caller, event)]));
}

/**
 * Names what the current response shows on its stored idempotent copy only, without an access record: a registration
 * answers the provider the data it has just sent, which is no read of the agency's records, yet its stored copy must
 * be found like any other (by an erasure, by the replay guards), and a replay of it is recorded (`_REPLAY`).
 */
export function rememberShown(caller: Caller, event: Omit<PiiReadEvent, 'type'>): void {
  rememberRecorded(caller, { type: 'pii.read', ...event });
}

/**
 * The INSERT of lead history rows (`lead.history` events), one parameter whatever the count (a backlog run records
 * thousands of assignments at once): what `emit` runs, and what a statement that moves leads embeds as a
 * data-modifying CTE to record them in that statement.
 */
export function historyInsert(events: LeadHistoryEvent[]): SQL {
  const rows = events.map((e) => ({
    lead_id: e.leadId,
    event: e.event,
    portal_id: e.portalId ?? null,
    order_id: e.orderId ?? null,
    detail: e.detail ?? null,
  }));
  return sql`
    insert into ${leadEvents} (lead_id, event, portal_id, order_id, detail)
    select lead_id, event, portal_id, order_id, detail
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as e(lead_id bigint, event text, portal_id integer, order_id bigint, detail jsonb)`;
}

/** Public events as rows (`type`, `payload`, `n`: their order), for an INSERT of `outbox_events`. */
export function outboxRows(events: PublicEvent[]): SQL {
  const rows = events.map((event) => ({ type: event.type, payload: payloadOf(event) }));
  return sql`select e.type, e.payload, e.n
    from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (type text, payload jsonb))
      with ordinality as e(type, payload, n)`;
}

/**
 * Records `events` as done by `caller`, with `db` the transaction of the change (for reads, the database).
 * One INSERT per table touched, whatever the number of events.
 */
export async function emit(db: Executor, caller: Caller, events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  const history: LeadHistoryEvent[] = [];
  const audit: (typeof auditLog.$inferInsert)[] = [];
  const reads: PiiAccess[] = [];
  const claimsAdmin: (typeof claimAudit.$inferInsert)[] = [];
  const outbox: PublicEvent[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'lead.history':
        history.push(event);
        break;
      case 'audit':
        audit.push({
          actor: actorOf(caller),
          action: event.action,
          target: event.target,
          detail: event.detail ?? null,
        });
        break;
      case 'pii.read':
        reads.push(piiRecordOf(caller, event));
        break;
      case 'pii.replayed':
        reads.push(...event.records.map((r) => ({ ...r, action: replayed(r.action) })));
        break;
      case 'claims.admin':
        claimsAdmin.push({ actor: actorOf(caller, 'claims'), action: event.action, target: event.target });
        break;
      default:
        outbox.push(event);
    }
  }
  if (history.length > 0) await db.execute(historyInsert(history));
  if (audit.length > 0) await db.insert(auditLog).values(audit);
  const named = namedReads(reads);
  if (named.length > 0) {
    await db.execute(piiInsert(named));
    rememberPiiAccesses(named);
  }
  if (claimsAdmin.length > 0) await db.insert(claimAudit).values(claimsAdmin);
  if (outbox.length > 0) {
    await db.execute(sql`
      insert into ${outboxEvents} (type, payload, actor)
      select e.type, e.payload, ${actorOf(caller)} from (${outboxRows(outbox)}) e order by e.n`);
    wroteOutbox.add(db);
  }
}

import type { Static } from 'typebox';
import type { Db, Executor } from '../../db/client.js';
import type { AsStatus, ContactOutcome, leads } from '../../db/schema/index.js';
import type { FileStorage } from '../../files/storage/index.js';
import type { Caller, PortalCaller } from '../../platform/access/caller.js';
import type { Clock } from '../../platform/clock.js';
import type { DomainEvent } from '../../platform/events.js';
import { maskEmail, maskName } from '../../platform/masking.js';
import { formatPhone, phoneFromDigits } from '../../platform/phone.js';
import type { PiiVault } from '../../platform/pii.js';
import { iso } from '../../platform/schemas.js';
import type { LeadsConfig } from '../catalog/lead-settings.js';
import type { RegionCatalog } from '../catalog/regions.service.js';
import type { SupplyCache } from '../catalog/supply-cache.js';
import type { LeadAsItem, LeadShape } from './lead.schemas.js';
import type { ConsentSummary } from './lead-consent.js';
import { contactDisclosure, disclose, type LeadPrivacy } from './privacy.js';

/**
 * The lead core: what every lead capability (intake, owned, orders, allocation, distribution, after-service) shares
 * — their dependencies, the lead's view with its masking, and the labels. No SQL here (shared SQL is in
 * `lead.repo.ts`), and no capability is imported: capabilities import the core, never each other in a cycle.
 */

export interface LeadDeps {
  db: Db;
  /** "Now" for the rules that date what they record or judge (suppressions, erasures, a consent's age). */
  clock: Clock;
  vault: PiiVault;
  regions: RegionCatalog;
  /** Offers unowned leads to open orders (the allocation engine); returns how many were taken. */
  offerLeads?: (tx: Executor, caller: Caller, leadIds: number[]) => Promise<number>;
  /**
   * Offers leads the caller's transaction has just inserted (lowest id first) to open orders by the same rules, in one
   * pass, adding the events to `into` for the caller to emit (the batch registration's path).
   */
  offerNewLeads?: (tx: Executor, caller: Caller, fresh: LeadToPlace[], into: DomainEvent[]) => Promise<number>;
  /** Adds `files` to metadata that lists `fileIds`; checks ownership on registration. */
  attachments?: LeadAttachments;
  /** The provider/product pairs registrations found, kept a few seconds (none: asked every time). */
  supply?: SupplyCache;
  /** The deployment's consumer-rights defaults (none: `DEFAULT_LEADS_CONFIG`). */
  settings?: LeadsConfig;
  /** Where a consent's evidence and terms are read from (their hashes); none: a consent cannot name evidence. */
  storage?: FileStorage;
}

/** What the allocation engine needs of a lead to place it. */
export interface LeadToPlace {
  id: number;
  providerId: number;
  productId: number;
  regionId: number | null;
  /** Consultants a missed first-contact deadline took it back from: their orders do not get it again. */
  slaMissedBy?: number[] | null;
}

export interface LeadAttachments {
  check(db: Executor, fileIds: string[], providerId: number): Promise<void>;
  describe(db: Executor, fileIds: string[]): Promise<Record<string, unknown>[]>;
}

/** The portal user reading leads (an admin key acting for one is one too). */
export type Reader = PortalCaller;

export const AS_STATUS_LABELS: Record<AsStatus, string> = {
  WAITING: '대기',
  HOLD: '보류',
  APPROVED: '승인',
  REJECTED: '반려',
  CANCELLED: '취소',
};

export const OUTCOME_LABELS: Record<ContactOutcome, string> = {
  NO_ANSWER: '부재',
  CALLBACK: '재통화',
  CONSULTED: '상담완료',
  APPOINTMENT: '약속',
  APPLIED: '청약',
  NOT_INTERESTED: '거절',
  DO_NOT_CALL: '연락거부',
  DISCONNECTED: '결번',
  WRONG_PERSON: '본인아님',
};

/** The contact fields of every lead shape, from the lead's kept `first_contact_at` and `last_outcome`. */
export function contactFieldsOf(lead: {
  firstContactAt: Date | string | null;
  lastOutcome: ContactOutcome | null;
  contactDeadline: Date | string | null;
  contactOverdue: boolean;
}) {
  return {
    firstContactAt: iso(lead.firstContactAt),
    lastOutcome: lead.lastOutcome,
    lastOutcomeLabel: lead.lastOutcome === null ? null : OUTCOME_LABELS[lead.lastOutcome],
    contactDeadline: iso(lead.contactDeadline),
    contactOverdue: lead.contactOverdue,
  };
}

export type LeadView = Static<typeof LeadShape>;
export type LeadAsSummary = Static<typeof LeadAsItem>;

type LeadRow = typeof leads.$inferSelect;

/** What a lead's view is made of: the lead's shown columns, its product's and region's names. */
export interface LeadJoinRow {
  lead: Pick<
    LeadRow,
    | 'id'
    | 'productId'
    | 'name'
    | 'phoneEnc'
    | 'phoneMasked'
    | 'email'
    | 'address'
    | 'birthDate'
    | 'gender'
    | 'memo'
    | 'assignmentId'
    | 'usedAt'
    | 'assignedAt'
    | 'lastDistributedAt'
    | 'metadata'
    | 'latestAsStatus'
    | 'erasedAt'
    | 'firstContactAt'
    | 'lastOutcome'
    | 'contactDeadline'
    | 'contactOverdue'
  >;
  productName: string;
  regionName: string | null;
  /** When the suppression of its phone in force was made; null when none is (`suppressionAtSql`). */
  suppressedAt: Date | string | null;
}

/** A lead row's standing under the person's rights. */
export const privacyOf = (row: LeadJoinRow): LeadPrivacy => ({
  suppressed: row.suppressedAt !== null,
  erased: row.lead.erasedAt !== null,
});

export interface ViewOptions {
  /** Masking of contact and email: lifted once used, or always applied (distributed-away list). */
  contact: 'untilUsed' | 'always';
  vault: PiiVault;
}

/**
 * A lead as a portal user sees it: the name masked until used, contact and email until used (or always); masked in
 * every case while its phone is suppressed, and null once erased (`privacy.ts`); `consent` its consent's summary
 * (`lead-consent.ts`), null when it was registered without one.
 */
export function leadView(
  row: LeadJoinRow,
  leadAs: LeadAsSummary[],
  opts: ViewOptions,
  consent: ConsentSummary | null,
): LeadView {
  const { lead } = row;
  const privacy = privacyOf(row);
  const shown = contactDisclosure(privacy, lead.usedAt !== null, opts.contact);
  const personal = <T>(value: T): T | null => (privacy.erased ? null : value);
  const status = lead.latestAsStatus;
  return {
    id: String(lead.id),
    productId: String(lead.productId),
    product: { id: String(lead.productId), name: row.productName },
    name: disclose(shown.name, lead.name, maskName),
    phone:
      shown.contact === 'CLEAR'
        ? formatPhone(phoneFromDigits(opts.vault.decrypt(lead.phoneEnc)))
        : disclose(shown.contact, lead.phoneMasked, (masked) => masked),
    email: lead.email === null ? null : disclose(shown.contact, lead.email, maskEmail),
    region: row.regionName,
    address: personal(lead.address),
    birth_date: personal(lead.birthDate),
    gender: personal(lead.gender),
    memo: personal(lead.memo),
    assignmentId: lead.assignmentId === null ? null : String(lead.assignmentId),
    usedAt: iso(lead.usedAt),
    assignedAt: iso(lead.assignedAt),
    lastDistributedAt: iso(lead.lastDistributedAt),
    metadata: personal(lead.metadata),
    leadAs,
    leadAsStatus: status,
    leadAsStatusLabel: status ? AS_STATUS_LABELS[status] : null,
    suppressed: privacy.suppressed,
    erased: privacy.erased,
    consent,
    ...contactFieldsOf(lead),
  };
}

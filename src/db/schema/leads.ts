import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { asReasons, products, providers, regions } from './catalog.js';
import { files } from './files.js';
import type { Schedule } from './routing.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });

export const LEAD_STATUSES = ['UNASSIGNED', 'PROVISIONAL', 'ASSIGNED', 'RETURNED'] as const;
export const ORDER_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export const AS_STATUSES = ['WAITING', 'HOLD', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;

/** What a consultant's call of a lead ended in (routing.md §5; `lead_outcomes`). */
export const CONTACT_OUTCOMES = [
  'NO_ANSWER',
  'CALLBACK',
  'CONSULTED',
  'APPOINTMENT',
  'APPLIED',
  'NOT_INTERESTED',
  'DO_NOT_CALL',
  'DISCONNECTED',
  'WRONG_PERSON',
] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type AsStatus = (typeof AS_STATUSES)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const orders = pgTable(
  'orders',
  {
    id: id(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    portalId: integer('portal_id').notNull(),
    /** ORDER: placed by a portal user; AUTO: created by a registration with portalId; DISTRIBUTION: a recipient's. */
    source: text('source', { enum: ['ORDER', 'AUTO', 'DISTRIBUTION'] }).notNull(),
    ordererName: text('orderer_name').notNull(),
    ordererContact: text('orderer_contact').notNull(),
    regionMemo: text('region_memo'),
    memo: text('memo'),
    reservationDate: ts('reservation_date'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    orderedQuantity: integer('ordered_quantity').notNull(),
    // Live counters, kept in the same transaction as every assignment change.
    provisionalCount: integer('provisional_count').notNull().default(0),
    confirmedCount: integer('confirmed_count').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    // Routing rules (routing.md §1), read by the allocation engine only.
    dailyCap: integer('daily_cap'),
    monthlyCap: integer('monthly_cap'),
    schedule: jsonb('schedule').$type<Schedule>(),
    pausedUntil: ts('paused_until'),
    // What the caps count, kept by the statements that assign and release (`orders/cap-usage.ts`): the assignments
    // made in the Korea day `sentDay` (YYYY-MM-DD) and month `sentMonth` (YYYY-MM), less those released unconfirmed.
    // A count of an earlier period reads as 0.
    sentDay: text('sent_day'),
    sentToday: integer('sent_today').notNull().default(0),
    sentMonth: text('sent_month'),
    sentThisMonth: integer('sent_this_month').notNull().default(0),
    /** The id of the order's latest assignment by the allocation engine: round-robin's memory of its consultant. */
    lastRoutedId: bigint('last_routed_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('orders_sent', sql`${t.sentToday} >= 0 and ${t.sentThisMonth} >= ${t.sentToday}`),
    check('orders_caps', sql`${t.dailyCap} between 1 and 100000 and ${t.monthlyCap} between 1 and 100000`),
    check('orders_status', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_source', sql`${t.source} in ('ORDER', 'AUTO', 'DISTRIBUTION')`),
    check(
      'orders_counters',
      sql`${t.provisionalCount} >= 0 and ${t.confirmedCount} >= 0 and ${t.usedCount} >= 0
        and ${t.confirmedCount} <= ${t.orderedQuantity}
        and ${t.provisionalCount} + ${t.confirmedCount} <= ${t.orderedQuantity}`,
    ),
    // Exactly one live automatic order per provider, product and portal user, whatever races.
    uniqueIndex('orders_one_auto_open')
      .on(t.providerId, t.productId, t.portalId)
      .where(sql`${t.source} = 'AUTO' and ${t.status} in ('PENDING', 'IN_PROGRESS')`),
    index('orders_portal_created').on(t.portalId, t.createdAt),
    index('orders_open_by_product')
      .on(t.providerId, t.productId, t.portalId, t.createdAt)
      .where(sql`${t.status} in ('PENDING', 'IN_PROGRESS')`),
    // The allocation engine's candidates: only ordered supply has region quantities. Automatic orders (one per
    // portal user, provider and product, open for good) would otherwise be read for every lead offered.
    index('orders_open_supply')
      .on(t.providerId, t.productId)
      .where(sql`${t.status} in ('PENDING', 'IN_PROGRESS') and ${t.source} = 'ORDER'`),
    // Round-robin's memory (the latest engine assignment of each consultant for a product) read in the index alone:
    // through `orders_portal_created` a batch read every order of each consultant, 40 ms a batch for 100 consultants.
    index('orders_routing_memory')
      .on(t.productId, t.portalId, t.lastRoutedId)
      .where(sql`${t.lastRoutedId} is not null`),
  ],
);

export const orderRegions = pgTable(
  'order_regions',
  {
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    quantity: integer('quantity').notNull(),
    provisionalCount: integer('provisional_count').notNull().default(0),
    confirmedCount: integer('confirmed_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.regionId] }),
    check('order_regions_quantity', sql`${t.quantity} between 1 and 100000`),
    check('order_regions_counters', sql`${t.provisionalCount} >= 0 and ${t.confirmedCount} >= 0`),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('UNASSIGNED'),
    name: text('name').notNull(),
    /** AES-256-GCM ciphertext of the normalized digits, with its key id. */
    phoneEnc: text('phone_enc').notNull(),
    /** HMAC-SHA-256 of the normalized digits: duplicate detection without the number. */
    phoneHash: text('phone_hash').notNull(),
    phone1: text('phone_1').notNull(),
    phone3: text('phone_3').notNull(),
    /** What the mask shows (`010-****-5678`): nothing more than phone_1 and phone_3 and the digit count. */
    phoneMasked: text('phone_masked').notNull(),
    email: text('email'),
    regionId: integer('region_id').references(() => regions.id),
    address: text('address'),
    memo: text('memo'),
    birthDate: text('birth_date'),
    gender: text('gender'),
    /**
     * Never written: a resident registration number is validated and used for gender and birth date only
     * (docs/decisions/leads.md, "Resident registration numbers"); the check keeps it so.
     */
    ssnEnc: text('ssn_enc'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    /** Null: registered by a system integration. */
    createdBy: integer('created_by'),
    /**
     * The API key that registered it (directly, or by starting its import); null: the environment's admin key, the
     * CLI, or a lead registered before this was recorded. The evidence pack's `registeredBy`.
     */
    registeredKeyId: integer('registered_key_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    // Ownership, kept in step with the live assignment and the latest distribution.
    ownerPortalId: integer('owner_portal_id'),
    orderId: ref('order_id').references(() => orders.id),
    assignmentId: ref('assignment_id'),
    assignedAt: ts('assigned_at'),
    usedAt: ts('used_at'),
    lastDistributedAt: ts('last_distributed_at'),
    lastDistributedFrom: integer('last_distributed_from'),
    /** Status of the most recent AS request (by createdAt, then id), null when there is none. */
    latestAsStatus: text('latest_as_status', { enum: AS_STATUSES }),
    /**
     * Set when the lead's personal data was erased (a person's request or retention): name, phone and the rest are
     * emptied, and every view shows them null from then on.
     */
    erasedAt: ts('erased_at'),
    /**
     * The earliest of its first use and its first contact outcome's `at`, by any owner; kept by the use and the
     * outcome in their transactions (a distribution leaves it).
     */
    firstContactAt: ts('first_contact_at'),
    /** Its latest contact outcome (by `at`, then id), null before any; kept by the outcome's transaction. */
    lastOutcome: text('last_outcome', { enum: CONTACT_OUTCOMES }),
    // The first-contact deadline (routing.md §6), set when the engine's assignment is confirmed.
    /** The product's first-contact minutes when its owner got it from the engine; null: no deadline applies. */
    slaMinutes: smallint('sla_minutes'),
    /** When its owner must have used it or recorded an outcome; null while no deadline applies. */
    contactDeadline: ts('contact_deadline'),
    /** When its owner is told half the time has passed; null once told, or when no deadline applies. */
    contactHalfAt: ts('contact_half_at'),
    /** Taken back `maxSlaRecalls` times and missed again: it stays with its owner, overdue. */
    contactOverdue: boolean('contact_overdue').notNull().default(false),
    /** How many times a missed deadline took it back. */
    slaRecalls: smallint('sla_recalls').notNull().default(0),
    /** The consultants it was taken back from: the engine offers it to others. */
    slaMissedBy: integer('sla_missed_by').array(),
    /**
     * The consent it was registered with (consumer-rights §1): the shared part's row (`consent_sources`) and when the
     * person agreed; both null when it has none. No foreign key: its check would lock the one source row that
     * thousands of concurrent registrations name (sources are never deleted).
     */
    consentSourceId: integer('consent_source_id'),
    consentCollectedAt: ts('consent_collected_at'),
  },
  (t) => [
    check('leads_status', sql`${t.status} in (${inList(LEAD_STATUSES)})`),
    check('leads_owner', sql`(${t.status} = 'ASSIGNED') = (${t.ownerPortalId} is not null)`),
    check('leads_no_ssn', sql`${t.ssnEnc} is null`),
    check('leads_consent', sql`(${t.consentSourceId} is null) = (${t.consentCollectedAt} is null)`),
    uniqueIndex('leads_contact_per_provider').on(t.providerId, t.phoneHash),
    index('leads_owner_distributed').on(t.ownerPortalId, t.lastDistributedAt).where(sql`${t.status} = 'ASSIGNED'`),
    index('leads_owner_used').on(t.ownerPortalId, t.usedAt).where(sql`${t.status} = 'ASSIGNED'`),
    index('leads_owner_birth').on(t.ownerPortalId, t.birthDate).where(sql`${t.status} = 'ASSIGNED'`),
    // The owned list sorted newest-used first (`used_at desc nulls last`, the default order of sortBy=usedAt); the
    // trailing columns let the list's filters (used, hasAs, gender, region) be checked in the index alone. (They
    // served the list's count too, before its total was kept in `lead_owner_counts`; a `search` is still counted.)
    index('leads_owner_list')
      .on(
        t.ownerPortalId,
        t.usedAt.desc().nullsLast(),
        t.id.desc().nullsFirst(),
        t.latestAsStatus,
        t.gender,
        t.regionId,
      )
      .where(sql`${t.status} = 'ASSIGNED'`),
    // sortBy=age, default order: `birth_date desc nulls last`.
    index('leads_owner_birth_desc')
      .on(t.ownerPortalId, t.birthDate.desc().nullsLast())
      .where(sql`${t.status} = 'ASSIGNED'`),
    // Only the leads that were distributed or placed in an order: a new lead writes neither entry (fewer index
    // writes and less write-ahead log per registration), and `= $1` on either column implies `is not null`.
    index('leads_distributed_from')
      .on(t.lastDistributedFrom, t.lastDistributedAt)
      .where(sql`${t.lastDistributedFrom} is not null`),
    index('leads_unassigned').on(t.providerId, t.productId, t.regionId, t.id).where(sql`${t.status} = 'UNASSIGNED'`),
    index('leads_order').on(t.orderId).where(sql`${t.orderId} is not null`),
    // The dashboard's rollup counts the last two days' registrations; a block-range index costs writes next to nothing.
    index('leads_created_brin').using('brin', t.createdAt),
    // The operators' lead list, newest registered first (`created_at desc, id desc`): a page is read from the end of
    // this index instead of sorting every lead. Ids need not follow registration times: concurrent registrations take
    // ids and read the clock in either order, and the demo's and the benchmark's leads are dated back.
    index('leads_created').on(t.createdAt, t.id),
    // Every lead with one phone across providers: suppressions, erasures and the lookup of a person who calls in.
    index('leads_phone_hash').on(t.phoneHash),
    // The deadline sweep's leads: due, not contacted, not overdue (a contact takes a lead out of the index).
    index('leads_contact_due')
      .on(t.contactDeadline)
      .where(sql`${t.contactDeadline} is not null and ${t.firstContactAt} is null and not ${t.contactOverdue}`),
    index('leads_contact_half')
      .on(t.contactHalfAt)
      .where(sql`${t.contactHalfAt} is not null and ${t.firstContactAt} is null`),
    // The operators' overdue leads (kept past the deadline): few rows, and a lead enters it once, when it is marked.
    index('leads_contact_overdue').on(t.id).where(sql`${t.contactOverdue}`),
  ],
);

/**
 * How many ASSIGNED leads each portal user owns, per combination of what the owned list filters by besides `search`
 * (`GET /api/v1/leads`): its region, gender, whether it is used and whether its latest AS request is open (not
 * CANCELLED, `hasAsCondition`). A list's total without `search` is the sum of the owner's matching rows instead of a
 * count of their leads. Kept by triggers on `leads` in the statement that changes a lead (migration 0051: a row
 * trigger for an ASSIGNED insert, statement triggers for updates and deletes), whichever code path writes it; `lead_owner_counts_recount()` rebuilds it. Rows are
 * kept at 0 (an owner has at most regions × 3 × 2 × 2 of them).
 */
export const leadOwnerCounts = pgTable(
  'lead_owner_counts',
  {
    ownerPortalId: integer('owner_portal_id').notNull(),
    /** The lead's region; 0 for none (no region has id 0). */
    regionId: integer('region_id').notNull(),
    /** The lead's gender as stored; '' for none. */
    gender: text('gender').notNull(),
    /** `used_at is not null`. */
    used: boolean('used').notNull(),
    /** `latest_as_status is not null and latest_as_status <> 'CANCELLED'`. */
    hasAs: boolean('has_as').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerPortalId, t.regionId, t.gender, t.used, t.hasAs] }),
    check('lead_owner_counts_n', sql`${t.n} >= 0`),
  ],
);

export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    leadId: ref('lead_id')
      .notNull()
      .references(() => leads.id),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['PROVISIONAL', 'CONFIRMED'] }).notNull(),
    /** On the app's clock: the caps count the assignments made in a Korea-time day and month. */
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    /** Set when the assignment stops being live: released, recalled or returned. */
    endedAt: ts('ended_at'),
    endReason: text('end_reason'),
  },
  (t) => [
    check('assignments_kind', sql`${t.kind} in ('PROVISIONAL', 'CONFIRMED')`),
    // A lead has at most one live assignment.
    uniqueIndex('assignments_one_live_per_lead').on(t.leadId).where(sql`${t.endedAt} is null`),
    index('assignments_order_live').on(t.orderId, t.kind, t.id).where(sql`${t.endedAt} is null`),
    // Foreign keys checked by an erasure's or a clean-up's deletes, and the holders of a lead (lookup).
    index('assignments_lead').on(t.leadId),
    // Also an order's assignments in time order.
    index('assignments_order').on(t.orderId, t.createdAt),
  ],
);

export const asRequests = pgTable(
  'as_requests',
  {
    id: id(),
    leadId: ref('lead_id')
      .notNull()
      .references(() => leads.id),
    portalId: integer('portal_id').notNull(),
    orderId: ref('order_id').references(() => orders.id),
    reasonCode: text('reason_code')
      .notNull()
      .references(() => asReasons.code),
    status: text('status', { enum: AS_STATUSES }).notNull().default('WAITING'),
    customerMemo: text('customer_memo'),
    adminNote: text('admin_note'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('as_requests_status', sql`${t.status} in (${inList(AS_STATUSES)})`),
    // One open request per lead.
    uniqueIndex('as_requests_one_open_per_lead').on(t.leadId).where(sql`${t.status} in ('WAITING', 'HOLD')`),
    index('as_requests_lead_latest').on(t.leadId, t.createdAt, t.id),
    index('as_requests_portal').on(t.portalId, t.createdAt),
    index('as_requests_order').on(t.orderId),
  ],
);

/** Evidence attached to an AS request when it was filed, in the order given. */
export const asRequestFiles = pgTable(
  'as_request_files',
  {
    asRequestId: ref('as_request_id')
      .notNull()
      .references(() => asRequests.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.asRequestId, t.fileId] }), index('as_request_files_file').on(t.fileId)],
);

export const distributions = pgTable(
  'distributions',
  {
    id: id(),
    fromPortalId: integer('from_portal_id').notNull(),
    toPortalId: integer('to_portal_id').notNull(),
    toOrderId: ref('to_order_id')
      .notNull()
      .references(() => orders.id),
    providerId: integer('provider_id').notNull(),
    productId: integer('product_id').notNull(),
    leadCount: integer('lead_count').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('distributions_from').on(t.fromPortalId, t.createdAt), index('distributions_to_order').on(t.toOrderId)],
);

export const distributionItems = pgTable(
  'distribution_items',
  {
    distributionId: ref('distribution_id')
      .notNull()
      .references(() => distributions.id),
    leadId: ref('lead_id')
      .notNull()
      .references(() => leads.id),
    /** The distributor's state, restored on recall. */
    previousOrderId: ref('previous_order_id'),
    previousAssignmentId: ref('previous_assignment_id'),
    previousUsedAt: ts('previous_used_at'),
    previousDistributedAt: ts('previous_distributed_at'),
    previousDistributedFrom: integer('previous_distributed_from'),
    recalledAt: ts('recalled_at'),
  },
  (t) => [primaryKey({ columns: [t.distributionId, t.leadId] }), index('distribution_items_lead').on(t.leadId)],
);

/** Every move of a lead, for operators: registered, assigned, confirmed, recalled, distributed, returned. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: id(),
    leadId: ref('lead_id').notNull(),
    event: text('event').notNull(),
    portalId: integer('portal_id'),
    orderId: ref('order_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead').on(t.leadId, t.id)],
);

/** Who read decrypted personal data, when, which leads or claims and fields. */
export const piiAccessLog = pgTable(
  'pii_access_log',
  {
    id: id(),
    keyId: integer('key_id'),
    portalId: integer('portal_id'),
    /** A reader that is not an API key: an access token's subject (`user:<id>`, `client:<clientId>`). */
    actor: text('actor'),
    action: text('action').notNull(),
    leadIds: bigint('lead_ids', { mode: 'number' }).array().notNull(),
    claimIds: integer('claim_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Coverage and medical analyses, verifications and auth requests (their opaque, prefixed ids). */
    analysisIds: text('analysis_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Uploaded files shown or downloaded (evidence previews). */
    fileIds: integer('file_ids').array().notNull().default(sql`'{}'::integer[]`),
    fields: text('fields').array().notNull(),
    /** Why an operator revealed the data (given with the request); null for reads that need none. */
    reason: text('reason'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('pii_access_log_at').on(t.at)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['IN_PROGRESS', 'DONE'] }).notNull(),
    responseStatus: smallint('response_status'),
    responseBody: text('response_body'),
    responseType: text('response_type'),
    /** The personal-data access records the stored response made; a replay of it records them again. */
    piiAccess: jsonb('pii_access').$type<unknown[]>(),
    lockedAt: ts('locked_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires').on(t.expiresAt)],
);

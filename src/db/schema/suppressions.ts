import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Do-not-contact suppressions (연락금지) and erasure requests (삭제 요구): the person's phone is kept only as the
 * vault's keyed hash with `phone_1`, `phone_3` and the mask made of them, never the number. Once the phone is erased
 * (an `ERASURE_REQUEST` entry), its entries keep the keyed hash alone: the three are null.
 */

export const SUPPRESSION_REASONS = ['CONSUMER_REQUEST', 'DNC_REGISTRY', 'ERASURE_REQUEST', 'LEGAL', 'OTHER'] as const;
export const SUPPRESSION_CHANNELS = ['CALL_CENTER', 'CONSULTANT', 'WEB', 'WRITTEN', 'DONOTCALL'] as const;
export const IDENTITY_CHECKS = ['PHONE_AUTH', 'CALLBACK', 'DOCUMENT', 'NONE'] as const;
/** How the person was told the result. */
export const NOTICE_CHANNELS = ['PHONE', 'SMS', 'KAKAO', 'EMAIL', 'WRITTEN'] as const;

export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export type SuppressionChannel = (typeof SUPPRESSION_CHANNELS)[number];
export type IdentityCheck = (typeof IDENTITY_CHECKS)[number];
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const suppressions = pgTable(
  'suppressions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** HMAC-SHA-256 of the normalized digits (the leads' `phone_hash`). */
    phoneHash: text('phone_hash').notNull(),
    phone1: text('phone_1'),
    phone3: text('phone_3'),
    /** `010-****-5678`: phone_1, phone_3 and the count of hidden digits. */
    phoneMasked: text('phone_masked'),
    reason: text('reason', { enum: SUPPRESSION_REASONS }).notNull(),
    channel: text('channel', { enum: SUPPRESSION_CHANNELS }).notNull(),
    requestedAt: ts('requested_at').notNull(),
    identityCheck: text('identity_check', { enum: IDENTITY_CHECKS }).notNull().default('NONE'),
    note: text('note'),
    createdAt: ts('created_at').notNull(),
    createdBy: text('created_by').notNull(),
    dueAt: ts('due_at').notNull(),
    resultNotifiedAt: ts('result_notified_at'),
    resultChannel: text('result_channel', { enum: NOTICE_CHANNELS }),
    /** DNC_REGISTRY: five years after the request; the entry stops applying then. Null: no end. */
    expiresAt: ts('expires_at'),
    liftedAt: ts('lifted_at'),
    liftedBy: text('lifted_by'),
    liftReason: text('lift_reason'),
    /** Leads with this phone, in every provider, when the suppression was made. */
    affectedLeadCount: integer('affected_lead_count').notNull().default(0),
  },
  (t) => [
    check('suppressions_reason', sql`${t.reason} in (${inList(SUPPRESSION_REASONS)})`),
    check('suppressions_channel', sql`${t.channel} in (${inList(SUPPRESSION_CHANNELS)})`),
    check('suppressions_identity_check', sql`${t.identityCheck} in (${inList(IDENTITY_CHECKS)})`),
    // One entry in force per phone, whatever races: a second request answers the first entry.
    uniqueIndex('suppressions_one_live_per_phone').on(t.phoneHash).where(sql`${t.liftedAt} is null`),
    index('suppressions_phone').on(t.phoneHash, t.id),
    index('suppressions_due').on(t.dueAt).where(sql`${t.resultNotifiedAt} is null`),
  ],
);

export const erasures = pgTable(
  'erasures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    suppressionId: bigint('suppression_id', { mode: 'number' })
      .notNull()
      .references(() => suppressions.id),
    erasedLeadCount: integer('erased_lead_count').notNull(),
    reason: text('reason').notNull(),
    requestedAt: ts('requested_at').notNull(),
    identityCheck: text('identity_check', { enum: IDENTITY_CHECKS }).notNull(),
    dueAt: ts('due_at').notNull(),
    resultNotifiedAt: ts('result_notified_at'),
    resultChannel: text('result_channel', { enum: NOTICE_CHANNELS }),
    createdAt: ts('created_at').notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    check('erasures_identity_check', sql`${t.identityCheck} in ('PHONE_AUTH', 'CALLBACK', 'DOCUMENT')`),
    index('erasures_suppression').on(t.suppressionId),
    index('erasures_due').on(t.dueAt).where(sql`${t.resultNotifiedAt} is null`),
  ],
);

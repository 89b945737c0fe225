import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { leads } from './leads.js';

/**
 * Telling the consultant (routing.md §4): each portal user's notification settings, the messages sent to them (the
 * log) and the notice items a message covers. The consultant's phone is sealed by the vault; a message row holds
 * only its mask and a text with no personal data.
 */

/** How a consultant is told: KakaoTalk 알림톡 (SMS when it fails), SMS, or not at all. */
export const NOTIFY_CHANNELS = ['KAKAO', 'SMS', 'NONE'] as const;
/** What a message tells: leads that became theirs, half of a first-contact time used, a lead taken back, suppressed. */
export const NOTICE_KINDS = ['ASSIGNED', 'HALF_TIME', 'TAKEN_BACK', 'SUPPRESSED'] as const;
export const NOTICE_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;

export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One row per portal user who set how to be told; none means channel NONE. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    portalId: integer('portal_id').primaryKey(),
    channel: text('channel', { enum: NOTIFY_CHANNELS }).notNull(),
    /** The vault's ciphertext of the phone's digits; may be null only with channel NONE. */
    phoneEnc: text('phone_enc'),
    /** `010-****-5678`, what every answer but the PUT's shows. */
    phoneMasked: text('phone_masked'),
    /** Korea-time `HH:MM`; `to` may be earlier than `from` (wraps midnight) or `24:00`. */
    quietFrom: text('quiet_from').notNull(),
    quietTo: text('quiet_to').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check('notification_settings_channel', sql`${t.channel} in (${inList(NOTIFY_CHANNELS)})`),
    check('notification_settings_phone', sql`${t.channel} = 'NONE' or ${t.phoneEnc} is not null`),
  ],
);

/**
 * A message to a consultant: QUEUED from its first item until it is due (`due_at`), then SENT or FAILED. One open
 * (QUEUED) message per consultant, kind and product takes every item until it goes out.
 */
export const noticeMessages = pgTable(
  'notice_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    portalId: integer('portal_id').notNull(),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The consultant's channel while queued; once sent, the channel that carried it (SMS after a failed 알림톡). */
    channel: text('channel', { enum: NOTIFY_CHANNELS }).notNull(),
    /** The mask of the number it was (or will be) sent to. */
    toMasked: text('to_masked'),
    status: text('status', { enum: NOTICE_STATUSES }).notNull().default('QUEUED'),
    /** When the first of its items became the consultant's: the 60 seconds run from here. */
    firstAt: ts('first_at').notNull(),
    dueAt: ts('due_at').notNull(),
    /** Its items not left out (suppressed, erased or no longer the consultant's before sending). */
    leadCount: integer('lead_count').notNull().default(0),
    /** The text sent: fixed templates of product, counts, regions and the portal's address, nothing personal. */
    body: text('body'),
    failureMessage: text('failure_message'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    check('notice_messages_kind', sql`${t.kind} in (${inList(NOTICE_KINDS)})`),
    check('notice_messages_status', sql`${t.status} in (${inList(NOTICE_STATUSES)})`),
    // The log, newest first per consultant.
    index('notice_messages_portal').on(t.portalId, t.createdAt.desc(), t.id.desc()),
    // The sender's look for what is due.
    index('notice_messages_due').on(t.dueAt).where(sql`${t.status} = 'QUEUED'`),
    uniqueIndex('notice_messages_one_open').on(t.portalId, t.kind, t.productId).where(sql`${t.status} = 'QUEUED'`),
  ],
);

/**
 * One lead a message tells of. `source` names what caused it (`event:<outbox id>`, or what the deadline sweep
 * passes): delivery of events is at least once, and the same source for the same consultant, kind and lead adds
 * nothing.
 */
export const noticeItems = pgTable(
  'notice_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => noticeMessages.id, { onDelete: 'cascade' }),
    portalId: integer('portal_id').notNull(),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id),
    source: text('source').notNull(),
    /** When the lead became the consultant's (or the notice arose), on the app's clock. */
    becameAt: ts('became_at').notNull(),
    /** Suppressed, erased or no longer theirs when the message went out: not counted in it. */
    leftOut: boolean('left_out').notNull().default(false),
  },
  (t) => [
    check('notice_items_kind', sql`${t.kind} in (${inList(NOTICE_KINDS)})`),
    uniqueIndex('notice_items_once').on(t.portalId, t.kind, t.leadId, t.source),
    index('notice_items_message').on(t.messageId),
    // Whether a lead's notice was recorded already (an event handed over again): by the lead, the selective key.
    index('notice_items_lead').on(t.leadId),
  ],
);

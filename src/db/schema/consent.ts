import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './catalog.js';
import { files } from './files.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const CONSENT_CHANNELS = ['WEB', 'APP', 'PHONE', 'PAPER', 'EVENT'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** What a person agreed to give (제공 항목). */
export const CONSENT_ITEMS = [
  'NAME',
  'PHONE',
  'EMAIL',
  'BIRTH_DATE',
  'GENDER',
  'ADDRESS',
  'REGION',
  'MEMO',
  'METADATA',
] as const;
export type ConsentItem = (typeof CONSENT_ITEMS)[number];

/** The separate consents a person gave (수집·이용, 제3자 제공, 권유 연락, 광고성 정보 per channel, 야간, 건강정보). */
export const CONSENT_PURPOSES = [
  'COLLECTION',
  'THIRD_PARTY_PROVISION',
  'SOLICITATION',
  'AD_SMS',
  'AD_KAKAO',
  'AD_EMAIL',
  'NIGHT_CONTACT',
  'SENSITIVE_HEALTH',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The consent terms a provider shows the people it collects leads from, one row per version: immutable once
 * registered. `sha256` is the service's own hash over the stored bytes of `file_id`.
 */
export const consentTerms = pgTable(
  'consent_terms',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    termsVersion: text('terms_version').notNull(),
    sha256: text('sha256').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.termsVersion] })],
);

/**
 * The consent a lead was registered with (at most one per lead), immutable: no endpoint changes it. An erasure
 * (`clearConsentEvidence`) deletes only the evidence file's bytes and sets `evidence_deleted_at`; its type, size and
 * hash stay, as the record of what was there.
 */
export const leadConsents = pgTable(
  'lead_consents',
  {
    // No foreign key: the record is written by the lead's own registering statement (a key's check there costs a
    // row lock on the lead, most of the consent's price on the hottest path), and leads are never deleted.
    leadId: bigint('lead_id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: CONSENT_CHANNELS }).notNull(),
    sourceName: text('source_name').notNull(),
    /** Without its query string and fragment. */
    sourceUrl: text('source_url'),
    collectedAt: ts('collected_at').notNull(),
    termsVersion: text('terms_version').notNull(),
    termsSha256: text('terms_sha256').notNull(),
    /**
     * The terms' file, as `consent_terms` names it (no foreign key of its own: that row's key keeps the file, and a
     * registered version is never removed; a key here would lock the one terms file in every registration's
     * statement, all of them at once).
     */
    termsFileId: integer('terms_file_id'),
    recipients: text('recipients').array().notNull(),
    items: text('items').array().notNull(),
    purposes: text('purposes').array().notNull(),
    retentionDays: smallint('retention_days').notNull(),
    retainUntil: ts('retain_until').notNull(),
    /**
     * The evidence file; null when none was given, or once an erasure deleted it (and then `evidence_deleted_at`
     * says so). No action on the file's deletion: a file still named here cannot go without its record saying so.
     */
    evidenceFileId: integer('evidence_file_id').references(() => files.id),
    evidenceMimeType: text('evidence_mime_type'),
    evidenceSize: integer('evidence_size'),
    evidenceSha256: text('evidence_sha256'),
    evidenceDeletedAt: ts('evidence_deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('lead_consents_channel', sql`${t.channel} in ('WEB', 'APP', 'PHONE', 'PAPER', 'EVENT')`),
    check('lead_consents_retention_days', sql`${t.retentionDays} between 1 and 3650`),
    // The evidence file's foreign key: deleting or locking a file looks its consents up by it (and the erasure too).
    index('lead_consents_evidence_file').on(t.evidenceFileId).where(sql`${t.evidenceFileId} is not null`),
  ],
);

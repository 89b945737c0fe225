import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
 * The part of a consent that many leads share: where the person saw it (channel, source), the terms, the recipients,
 * the items, the purposes and the retention told. One row per distinct content and provider (`fingerprint`, a hash
 * of that content), immutable; a lead names its row (`leads.consent_source_id`) with the moment the person agreed
 * (`leads.consent_collected_at`). A supplier sends the same consent with thousands of leads: the lead's own row then
 * carries eight bytes and a time instead of a second row with three arrays, on the hottest write path.
 */
export const consentSources = pgTable(
  'consent_sources',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** SHA-256 of the content below and the provider (as `consentSourceKey` writes it): the upsert's conflict target. */
    fingerprint: text('fingerprint').notNull().unique('consent_sources_fingerprint'),
    channel: text('channel', { enum: CONSENT_CHANNELS }).notNull(),
    sourceName: text('source_name').notNull(),
    /** Without its query string and fragment. */
    sourceUrl: text('source_url'),
    termsVersion: text('terms_version').notNull(),
    termsSha256: text('terms_sha256').notNull(),
    /**
     * The terms' file, as `consent_terms` names it (no foreign key of its own: that row's key keeps the file, and a
     * registered version is never removed).
     */
    termsFileId: integer('terms_file_id'),
    recipients: text('recipients').array().notNull(),
    items: text('items').array().notNull(),
    purposes: text('purposes').array().notNull(),
    retentionDays: smallint('retention_days').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('consent_sources_channel', sql`${t.channel} in ('WEB', 'APP', 'PHONE', 'PAPER', 'EVENT')`),
    check('consent_sources_retention_days', sql`${t.retentionDays} between 1 and 3650`),
  ],
);

/**
 * A consent's evidence file (a recording, a scan), one row per lead registered with one. An erasure
 * (`clearConsentEvidence`) deletes only the file and its bytes and sets `deleted_at`; the type, size and hash stay,
 * as the record of what was there.
 */
export const leadConsentEvidence = pgTable(
  'lead_consent_evidence',
  {
    // No foreign key: written in the lead's registering transaction, and leads are never deleted.
    leadId: bigint('lead_id', { mode: 'number' }).primaryKey(),
    /**
     * Null once an erasure deleted it (and then `deleted_at` says so). No action on the file's deletion: a file still
     * named here cannot go without its record saying so.
     */
    fileId: integer('file_id').references(() => files.id),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    // The file's foreign key: deleting or locking a file looks its evidence up by it (and the erasure too).
    index('lead_consent_evidence_file').on(t.fileId).where(sql`${t.fileId} is not null`),
  ],
);

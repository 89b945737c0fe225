import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './claims.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

// ---------- coverage analysis (contract §7.2) ----------

export const VERIFICATION_STATUSES = ['CODE_SENT', 'VERIFIED', 'FAILED', 'EXPIRED', 'USED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * Consent to an analysis of a client's data (contract §7.1): which terms versions, when, by whom, for which
 * consultant. Kept after the verification is deleted and the analysis's data expire, as proof; it holds no personal
 * data of the client.
 */
export const analysisConsents = pgTable(
  'analysis_consents',
  {
    id: serial('id').primaryKey(),
    /** The terms owner: `COVERAGE` (or `MEDICAL`). */
    ownerCd: text('owner_cd').notNull(),
    /** The consultant the work is for. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The token subject that sent the consent (`user:<id>`, `client:<clientId>`). */
    agreedBy: text('agreed_by').notNull(),
    agreedAt: ts('agreed_at').notNull(),
    /** `[{id, ver}]`: every agreed term and its version. */
    terms: jsonb('terms').$type<{ id: number; ver: string }[]>().notNull(),
    /** The request it was given with (no foreign keys: a verification is deleted after it ends). */
    verificationId: text('verification_id'),
    analysisId: text('analysis_id'),
  },
  (t) => [
    index('analysis_consents_verification').on(t.verificationId),
    index('analysis_consents_analysis').on(t.analysisId),
  ],
);

/**
 * A verification at the insurance-data source: the client gets a code (or a push), the consultant confirms it, and
 * the contracts fetched are held (encrypted) for 30 minutes for an analysis to start from. Deleted 24 h after it
 * ends.
 */
export const coverageVerifications = pgTable(
  'coverage_verifications',
  {
    /** Opaque: `cv_` and 20 random base32 characters. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull(),
    method: text('method', { enum: ['SMS_CODE', 'APP_PUSH'] }).notNull(),
    /** The client as JSON (name, birth date, gender, phone, carrier, legal representative), PII vault. */
    clientEnc: text('client_enc').notNull(),
    /**
     * The provider's transaction with what a new one needs (resident registration number, institution login), PII
     * vault; null once the request ends.
     */
    providerEnc: text('provider_enc'),
    /** The contracts fetched at the confirmation, PII vault; null once used, expired or failed. */
    contractsEnc: text('contracts_enc'),
    /** The provider's expiry while `CODE_SENT`; 30 minutes after `verified_at` once `VERIFIED`. */
    expiresAt: ts('expires_at').notNull(),
    attemptsLeft: smallint('attempts_left').notNull(),
    resendsUsed: smallint('resends_used').notNull().default(0),
    lastSentAt: ts('last_sent_at').notNull(),
    verifiedAt: ts('verified_at'),
    /** When it became final (FAILED, USED, EXPIRED) — or null; the clean-up deletes it 24 h later. */
    endedAt: ts('ended_at'),
    lastErrorCode: text('last_error_code'),
    sandbox: boolean('sandbox').notNull(),
    consentId: integer('consent_id')
      .notNull()
      .references(() => analysisConsents.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check('coverage_verifications_status', sql`${t.status} in ('CODE_SENT', 'VERIFIED', 'FAILED', 'EXPIRED', 'USED')`),
    check('coverage_verifications_method', sql`${t.method} in ('SMS_CODE', 'APP_PUSH')`),
    check('coverage_verifications_attempts', sql`${t.attemptsLeft} between 0 and 5`),
    check('coverage_verifications_resends', sql`${t.resendsUsed} between 0 and 3`),
    index('coverage_verifications_user').on(t.userId),
    index('coverage_verifications_expires').on(t.expiresAt),
  ],
);

export const ANALYSIS_STATUSES = ['REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** A coverage analysis; its data and result are deleted `ANALYSIS_RETENTION_DAYS` after it ends (then `EXPIRED`). */
export const coverageAnalyses = pgTable(
  'coverage_analyses',
  {
    /** Opaque: `ca_` and 20 random base32 characters. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ANALYSIS_STATUSES }).notNull(),
    source: text('source', { enum: ['VERIFICATION', 'MANUAL'] }).notNull(),
    /** The verification it started from; unique, so that one verification gives at most one analysis. */
    verificationId: text('verification_id'),
    /** The Korea date the data was fetched (a manual analysis: the date of the request). */
    analysisDate: date('analysis_date', { mode: 'string' }).notNull(),
    /** The client as JSON (name, birth date, gender, phone, carrier), PII vault. */
    clientEnc: text('client_enc').notNull(),
    /** Keyed hash of the client's birth date (`YYYYMMDD`): the list's exact filter on encrypted data. */
    clientBirthHash: text('client_birth_hash').notNull(),
    annualIncome: bigint('annual_income', { mode: 'number' }),
    /** The contracts (classified, with their ids), PII vault; null once expired. */
    contractsEnc: text('contracts_enc'),
    /** `{summary, categories, timeline, contracts}` of the engine, PII vault; null until completed and once expired. */
    resultEnc: text('result_enc'),
    /** The summary alone (what a list shows), PII vault. */
    summaryEnc: text('summary_enc'),
    requestedAt: ts('requested_at').notNull(),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    expiredAt: ts('expired_at'),
    sandbox: boolean('sandbox').notNull(),
    consentId: integer('consent_id')
      .notNull()
      .references(() => analysisConsents.id),
  },
  (t) => [
    check(
      'coverage_analyses_status',
      sql`${t.status} in ('REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED')`,
    ),
    check('coverage_analyses_source', sql`${t.source} in ('VERIFICATION', 'MANUAL')`),
    check('coverage_analyses_failure', sql`(${t.status} = 'FAILED') = (${t.failureCode} is not null)`),
    uniqueIndex('coverage_analyses_verification').on(t.verificationId),
    index('coverage_analyses_user_requested').on(t.userId, t.requestedAt, t.id),
    index('coverage_analyses_status').on(t.status),
  ],
);

/** The recommended amount of each of the 21 categories (reference data an admin edits). */
export const coverageCategorySettings = pgTable(
  'coverage_category_settings',
  {
    categoryCd: text('category_cd').primaryKey(),
    recommendedAmount: bigint('recommended_amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('coverage_category_settings_amount', sql`${t.recommendedAmount} >= 1`)],
);

// ---------- medical coverage analysis (contract §7.3) ----------

export const AUTH_REQUEST_STATUSES = ['WAITING', 'COMPLETED', 'DENIED', 'EXPIRED'] as const;
export type AuthRequestStatus = (typeof AUTH_REQUEST_STATUSES)[number];
export const AUTH_SOURCE_STATUSES = ['WAITING', 'COMPLETED', 'DENIED', 'EXPIRED', 'FAILED'] as const;
export type AuthSourceStatus = (typeof AUTH_SOURCE_STATUSES)[number];
export const HEALTH_SOURCES = ['TREATMENTS', 'CHECKUPS'] as const;
export type HealthSource = (typeof HEALTH_SOURCES)[number];

/**
 * A simple authentication at the public health institutions: one provider transaction per source (review agency,
 * national health insurer). Deleted 24 h after it ends; its consent stays.
 */
export const medicalAuthRequests = pgTable(
  'medical_auth_requests',
  {
    /** Opaque: `ar_` and 20 random base32 characters. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: AUTH_REQUEST_STATUSES }).notNull(),
    authMethod: text('auth_method').notNull(),
    /** The client as JSON, PII vault. */
    clientEnc: text('client_enc').notNull(),
    /** `[{source, status, failureCode}]`: statuses only, nothing personal. */
    sources: jsonb('sources')
      .$type<{ source: HealthSource; status: AuthSourceStatus; failureCode: string | null }[]>()
      .notNull(),
    /** Each source's provider transaction and the records of sources already approved, PII vault; null once ended. */
    providerEnc: text('provider_enc'),
    expiresAt: ts('expires_at').notNull(),
    /** The analysis it gave (once COMPLETED). */
    analysisId: text('analysis_id'),
    coverageAnalysisId: text('coverage_analysis_id'),
    sandbox: boolean('sandbox').notNull(),
    consentId: integer('consent_id')
      .notNull()
      .references(() => analysisConsents.id),
    createdAt: ts('created_at').notNull(),
    /** When it became final; the clean-up deletes it 24 h later. */
    endedAt: ts('ended_at'),
    /** Retries that led to this request from the first of its chain (0: it is the first); at most 3. */
    retries: smallint('retries').notNull().default(0),
    /** When it was asked again (the push of the request that follows it); a request is asked again once. */
    retriedAt: ts('retried_at'),
  },
  (t) => [
    check('medical_auth_requests_retries', sql`${t.retries} between 0 and 3`),
    check('medical_auth_requests_status', sql`${t.status} in ('WAITING', 'COMPLETED', 'DENIED', 'EXPIRED')`),
    index('medical_auth_requests_user').on(t.userId),
    index('medical_auth_requests_expires').on(t.expiresAt),
  ],
);

/** A medical coverage analysis; its records and result are deleted `ANALYSIS_RETENTION_DAYS` after it ends. */
export const medicalAnalyses = pgTable(
  'medical_analyses',
  {
    /** Opaque: `ma_` and 20 random base32 characters. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Unique: one auth request gives at most one analysis. */
    authRequestId: text('auth_request_id').notNull(),
    status: text('status', { enum: ANALYSIS_STATUSES }).notNull(),
    analysisDate: date('analysis_date', { mode: 'string' }).notNull(),
    clientEnc: text('client_enc').notNull(),
    clientBirthHash: text('client_birth_hash').notNull(),
    coverageAnalysisId: text('coverage_analysis_id'),
    /** The sources that gave no data (`TREATMENTS`, `CHECKUPS`). */
    missingSources: jsonb('missing_sources').$type<HealthSource[]>().notNull(),
    /** `{treatments, medications, checkups}` as fetched, PII vault; null once expired. */
    recordsEnc: text('records_enc'),
    /** `{disclosures, claimables}`, PII vault; null until completed and once expired. */
    resultEnc: text('result_enc'),
    /** The counts (what a list shows), PII vault. */
    summaryEnc: text('summary_enc'),
    requestedAt: ts('requested_at').notNull(),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    expiredAt: ts('expired_at'),
    sandbox: boolean('sandbox').notNull(),
    consentId: integer('consent_id')
      .notNull()
      .references(() => analysisConsents.id),
  },
  (t) => [
    check('medical_analyses_status', sql`${t.status} in ('REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED')`),
    check('medical_analyses_failure', sql`(${t.status} = 'FAILED') = (${t.failureCode} is not null)`),
    uniqueIndex('medical_analyses_auth_request').on(t.authRequestId),
    index('medical_analyses_user_requested').on(t.userId, t.requestedAt, t.id),
    index('medical_analyses_status').on(t.status),
  ],
);

/** KCD codes with their Korean names, per revision (KCD-8 until 2025-12-31, KCD-9 from 2026-01-01). */
export const kcdCodes = pgTable(
  'kcd_codes',
  {
    revision: text('revision').notNull(),
    /** `C50.9`, `I63.9`. */
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.revision, t.code] })],
);

/** The revisions of the KCD and the first day each is in force. */
export const kcdRevisions = pgTable('kcd_revisions', {
  revision: text('revision').primaryKey(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
});

/**
 * Named KCD ranges the medical rules read: the ten diseases of the disclosure question (YES), the ranges that only
 * suggest one (CHECK), and the injury ranges (claims and hospital lines).
 */
export const kcdRangeGroups = pgTable(
  'kcd_range_groups',
  {
    groupCd: text('group_cd').primaryKey(),
    /** `TEN_DISEASES`, `TEN_DISEASES_CHECK`, `INJURY`, `CLAIM_INJURY`. */
    purpose: text('purpose').notNull(),
    name: text('name').notNull(),
    /** `['C00-C97']`, `['K74.3-K74.6']`, `['I25.2']`. */
    ranges: jsonb('ranges').$type<string[]>().notNull(),
  },
  (t) => [index('kcd_range_groups_purpose').on(t.purpose)],
);

/** Drug ingredients and their class (`ANTIHYPERTENSIVE`, ... or null). */
export const drugIngredients = pgTable('drug_ingredients', {
  ingredientCd: text('ingredient_cd').primaryKey(),
  ingredientNm: text('ingredient_nm').notNull(),
  drugClass: text('drug_class'),
});

/**
 * The national screening criteria, versioned: a checkup is judged by the latest version in force on its date. Each
 * row judges one item (for one sex, or both): `bands` are `[{from, judgement}]` in ascending order, `from` the
 * inclusive lower bound of the band (null: no lower bound), the value rounded half-up to `decimals` first; an
 * ordinal item (urine protein) is judged by the position of its value in `scale`.
 */
export const checkupCriteria = pgTable(
  'checkup_criteria',
  {
    version: text('version').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    itemCd: text('item_cd').notNull(),
    /** `M`, `F`, or `A` (both). */
    sex: text('sex').notNull(),
    itemNm: text('item_nm').notNull(),
    unit: text('unit').notNull(),
    decimals: smallint('decimals').notNull(),
    scale: jsonb('scale').$type<string[] | null>(),
    bands: jsonb('bands').$type<{ from: number | null; judgement: 'NORMAL' | 'BORDERLINE' | 'ABNORMAL' }[]>().notNull(),
    referenceRange: text('reference_range').notNull(),
    sortOrder: smallint('sort_order').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.version, t.itemCd, t.sex] }),
    check('checkup_criteria_sex', sql`${t.sex} in ('M', 'F', 'A')`),
  ],
);

// ---------- transmissions of both analyses (contract §7.1) ----------

export const TRANSMISSION_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type TransmissionStatus = (typeof TRANSMISSION_STATUSES)[number];

/**
 * A report sent to the client (a link by SMS or KakaoTalk) or to the consultant (e-mail), by the job queue. Shared by
 * both analyses (`analysis_kind`; no foreign key, the analysis lives in its kind's table). The client's link is the
 * row's `link_*` columns: only the hash of its random token is kept, and they are cleared when the analysis expires.
 */
export const analysisTransmissions = pgTable(
  'analysis_transmissions',
  {
    /** Opaque: `tr_` and 20 random base32 characters. */
    id: text('id').primaryKey(),
    analysisKind: text('analysis_kind', { enum: ['COVERAGE', 'MEDICAL'] }).notNull(),
    analysisId: text('analysis_id').notNull(),
    recipient: text('recipient', { enum: ['CLIENT', 'FC'] }).notNull(),
    channel: text('channel', { enum: ['SMS', 'KAKAO', 'EMAIL'] }).notNull(),
    /** The address as responses show it (`010-****-5678`, `fc***@example.com`). */
    toMasked: text('to_masked').notNull(),
    /** The address in clear, PII vault: what the job sends to; null once sent or failed. */
    toEnc: text('to_enc'),
    status: text('status', { enum: TRANSMISSION_STATUSES }).notNull(),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
    failureMessage: text('failure_message'),
    /** The message adapter's reference of the sent message. */
    reference: text('reference'),
    sandbox: boolean('sandbox').notNull(),
    /** The token's SHA-256 (hex), set when the job sends the message; null when there is no live link. */
    linkTokenHash: text('link_token_hash'),
    linkExpiresAt: ts('link_expires_at'),
    /** Wrong birth dates entered; the fifth locks the link. */
    linkFailures: smallint('link_failures').notNull().default(0),
    linkLockedAt: ts('link_locked_at'),
    linkRevokedAt: ts('link_revoked_at'),
  },
  (t) => [
    check('analysis_transmissions_kind', sql`${t.analysisKind} in ('COVERAGE', 'MEDICAL')`),
    check('analysis_transmissions_status', sql`${t.status} in ('QUEUED', 'SENT', 'FAILED')`),
    check(
      'analysis_transmissions_pair',
      sql`(${t.recipient} = 'CLIENT' and ${t.channel} in ('SMS', 'KAKAO')) or (${t.recipient} = 'FC' and ${t.channel} = 'EMAIL')`,
    ),
    check('analysis_transmissions_link_failures', sql`${t.linkFailures} between 0 and 5`),
    index('analysis_transmissions_analysis').on(t.analysisKind, t.analysisId, t.createdAt),
    index('analysis_transmissions_queued').on(t.status, t.createdAt),
    uniqueIndex('analysis_transmissions_link').on(t.linkTokenHash),
  ],
);

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const createdAt = () => ts('created_at').notNull().defaultNow();

// ---------- consultants and organizations ----------

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => organizations.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('organizations_parent').on(t.parentId),
    check('organizations_not_own_parent', sql`${t.parentId} <> ${t.id}`),
  ],
);

export const CLAIM_ROLES = ['ADMIN', 'MANAGER', 'FC'] as const;
export type ClaimRole = (typeof CLAIM_ROLES)[number];

/** Consultants (claims interface users); `ci` is their unique identifier from identity verification. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    ci: text('ci').notNull().unique(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    role: text('role', { enum: CLAIM_ROLES }).notNull(),
    orgId: integer('org_id').references(() => organizations.id),
    active: boolean('active').notNull().default(true),
    /**
     * Carried in the consultant's access tokens (`gen`); raised by every deactivation and role change, so that a
     * token issued before one stays invalid for good (also after a reactivation), whatever its `iat` second.
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
    /**
     * How many claims name this consultant, kept by the statement that files one (claims are never deleted nor
     * moved): the claim history's unfiltered `X-Total-Count` without counting them on every request.
     */
    claimCount: integer('claim_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role', sql`${t.role} in ('ADMIN', 'MANAGER', 'FC')`),
    check('users_claim_count', sql`${t.claimCount} >= 0`),
    index('users_org').on(t.orgId),
    index('users_email').on(sql`lower(${t.email})`),
  ],
);

// ---------- OAuth ----------

/** System clients (client_credentials); only a hash of the secret is stored. */
export const oauthClients = pgTable('oauth_clients', {
  id: serial('id').primaryKey(),
  clientId: text('client_id').notNull().unique(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  createdAt: createdAt(),
  revokedAt: ts('revoked_at'),
});

/** Opaque refresh tokens (hashed); a family is every token rotated from one sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    scope: text('scope').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when rotated: presenting it again is a reuse and revokes the family. */
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_user').on(t.userId)],
);

/** One-time codes handed to the SSO caller's redirect_uri, exchanged at the token endpoint. */
export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  /** The refresh-token family issued for it, revoked if the code is presented twice. */
  familyId: text('family_id'),
  createdAt: createdAt(),
});

/** A started SSO login: PKCE verifier, nonce and where to send the caller back. */
export const ssoLogins = pgTable('sso_logins', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  clientState: text('client_state'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

/** Operator actions worth a record (tokens issued for a consultant by an admin). */
export const claimAudit = pgTable('claim_audit', {
  id: serial('id').primaryKey(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  createdAt: createdAt(),
});

// ---------- reference data ----------

export const insurers = pgTable(
  'insurers',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull(),
    fax: text('fax').notNull(),
    type: text('type', { enum: ['LIFE', 'NON_LIFE'] }).notNull(),
  },
  (t) => [check('insurers_type', sql`${t.type} in ('LIFE', 'NON_LIFE')`)],
);

export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const postOfficeCenters = pgTable('post_office_centers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  fax: text('fax').notNull(),
  tel: text('tel').notNull(),
  addr: text('addr').notNull(),
});

export const jobCodes = pgTable(
  'job_codes',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    riskGrade: smallint('risk_grade').notNull(),
  },
  (t) => [check('job_codes_risk_grade', sql`${t.riskGrade} between 1 and 9`)],
);

// ---------- terms ----------

export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    ownerCd: text('owner_cd').notNull(),
    name: text('name').notNull(),
    ver: text('ver').notNull(),
    startedOn: ts('started_on').notNull(),
    endedOn: ts('ended_on').notNull(),
    required: boolean('required').notNull(),
    /** Sanitized HTML. */
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('terms_owner_validity').on(t.ownerCd, t.startedOn, t.endedOn),
    check('terms_validity', sql`${t.endedOn} > ${t.startedOn}`),
  ],
);

// ---------- claims ----------

export const CLAIM_STATUSES = ['RECEIVED', 'SENDING', 'SENT', 'FAILED', 'COMPLETE', 'CANCELLED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Who submitted it: `user:<id>` or `client:<clientId>`. */
    submittedBy: text('submitted_by').notNull(),
    /** Korea-time date the claim was received. */
    claimDate: date('claim_date', { mode: 'string' }).notNull(),
    insurerCd: text('insurer_cd')
      .notNull()
      .references(() => insurers.code),
    /** The fax number the claim was addressed to when it was received. */
    insuFax: text('insu_fax').notNull(),
    clientNm: text('client_nm').notNull(),
    /** YYYY-MM-DD. */
    clientBirthday: date('client_birthday', { mode: 'string' }).notNull(),
    /** AES-256-GCM ciphertext of the client's phone digits. */
    clientTelEnc: text('client_tel_enc').notNull(),
    /** HMAC-SHA-256 of the digits: the exact `clientTel` filter without the number. */
    clientTelHash: text('client_tel_hash').notNull(),
    clientMemo: text('client_memo').notNull().default(''),
    jobCd: text('job_cd')
      .notNull()
      .references(() => jobCodes.code),
    bankCd: text('bank_cd').references(() => banks.code),
    /** AES-256-GCM ciphertext (`keyId:iv:tag:data`, base64). */
    bankAccountEnc: text('bank_account_enc'),
    bankAccountHolder: text('bank_account_holder'),
    directDebitAccntYn: boolean('direct_debit_accnt_yn').notNull(),
    wellFareYn: boolean('well_fare_yn').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTypeCd: text('event_type_cd').notNull(),
    eventPlace: text('event_place'),
    eventText: text('event_text').notNull(),
    callbackWho: text('callback_who').notNull(),
    callbackName: text('callback_name').notNull(),
    callbackTelEnc: text('callback_tel_enc').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('RECEIVED'),
    statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a FAILED claim is tried again; null when no retry is left (or none is needed). */
    nextAttemptAt: ts('next_attempt_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('claims_status', sql`${t.status} in ('RECEIVED', 'SENDING', 'SENT', 'FAILED', 'COMPLETE', 'CANCELLED')`),
    check('claims_event_type', sql`${t.eventTypeCd} in ('DISEASE', 'INJURY', 'TRAFFIC', 'DEATH', 'OTHER')`),
    check('claims_callback_who', sql`${t.callbackWho} in ('FC', 'CLIENT', 'OTHER')`),
    check(
      'claims_bank_or_direct_debit',
      sql`${t.directDebitAccntYn} or (${t.bankCd} is not null and ${t.bankAccountEnc} is not null and ${t.bankAccountHolder} is not null)`,
    ),
    // The history query orders `claim_date desc, id desc` (nulls first): an index built `desc` by the generator is
    // `nulls last` and cannot give that order. This one can, and carries the history filters so that a page's keys
    // and a filtered total are read from the index alone (and the admin list's consultant filter meets it).
    index('claims_user_history').on(
      t.userId,
      t.claimDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.clientNm,
      t.clientBirthday,
      t.clientTelHash,
    ),
    // The history's exact phone filter: one consultant's claims for one client are a few, found without reading
    // the consultant's whole range of the history index (page and total).
    index('claims_user_tel').on(t.userId, t.clientTelHash),
    index('claims_status').on(t.status, t.statusChangedAt),
  ],
);

/**
 * How many claims each consultant received on each day (`claim_date`): the claim history's total for a date range
 * without other filters is a sum of at most one row per day of the range instead of a count of the claims. Kept by
 * row triggers on `claims` in the statement that files, moves or deletes a claim, whatever writes it (migration 0052);
 * `claim_day_counts_recount()` rebuilds it. Rows stay at 0 once their claims are gone.
 */
export const claimDayCounts = pgTable(
  'claim_day_counts',
  {
    userId: integer('user_id').notNull(),
    claimDate: date('claim_date', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.claimDate] }), check('claim_day_counts_n', sql`${t.n} >= 0`)],
);

/** Files attached to a claim, copied from the upload when the claim was received. */
export const claimFiles = pgTable(
  'claim_files',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.fileId] })],
);

/** Consent record: which terms versions were agreed to for a claim, when and by whom. */
export const claimConsents = pgTable(
  'claim_consents',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    termsId: integer('terms_id')
      .notNull()
      .references(() => terms.id),
    termsVer: text('terms_ver').notNull(),
    agreedBy: text('agreed_by').notNull(),
    agreedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.termsId] })],
);

/** What the fax gateway was handed; unique per claim, so a claim is dispatched once. */
export const claimDispatches = pgTable(
  'claim_dispatches',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    gateway: text('gateway').notNull(),
    destination: text('destination').notNull(),
    reference: text('reference').notNull(),
    pages: integer('pages').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('claim_dispatches_claim').on(t.claimId)],
);

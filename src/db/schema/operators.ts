import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const OPERATOR_ROLES = ['ADMIN', 'REVIEWER', 'VIEWER'] as const;

/**
 * The people who use the web console: one account each, never a shared key. The role is read from here on every
 * request; a password, a second factor and an identity provider's subject are ways of signing in as the account.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased: one account per address. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    active: boolean('active').notNull().default(true),
    /** argon2id (PHC string); null until the operator sets one through a password link. */
    passwordHash: text('password_hash'),
    /** Wrong passwords since the last right one; at the limit the account is locked for passwords. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedAt: ts('locked_at'),
    /** The TOTP secret, encrypted with the personal-data keys; null until enrolled. */
    totpSecretEnc: text('totp_secret_enc'),
    /**
     * The time step (30 s since the epoch) of the last code accepted: a code of it or of an earlier one is refused
     * (RFC 6238 section 5.2). Null until a code of the current secret is accepted.
     */
    totpLastStep: integer('totp_last_step'),
    /** The identity provider's (iss, sub) this account is bound to after its first single sign-on. */
    ssoIssuer: text('sso_issuer'),
    ssoSubject: text('sso_subject'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('operators_role', sql`${t.role} in ('ADMIN', 'REVIEWER', 'VIEWER')`),
    check('operators_email_lower', sql`${t.email} = lower(${t.email})`),
    check('operators_sso_pair', sql`(${t.ssoIssuer} is null) = (${t.ssoSubject} is null)`),
    unique('operators_sso_subject').on(t.ssoIssuer, t.ssoSubject),
  ],
);

/**
 * Server-side console sessions. The cookie carries a random token; only its SHA-256 is kept. A session is
 * `PENDING_TOTP` (or `PENDING_ENROLMENT`) between the password and the second factor, then `ACTIVE`.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    stage: text('stage', { enum: ['ACTIVE', 'PENDING_TOTP', 'PENDING_ENROLMENT'] }).notNull(),
    /** Sent back in `X-CSRF-Token` on every change. */
    csrfToken: text('csrf_token').notNull(),
    /** A TOTP secret offered at enrolment, encrypted, until a code confirms it. */
    enrolSecretEnc: text('enrol_secret_enc'),
    /** Times of the service's clock (not the database's), so the idle and absolute limits follow one clock. */
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
  },
  (t) => [
    check('operator_sessions_stage', sql`${t.stage} in ('ACTIVE', 'PENDING_TOTP', 'PENDING_ENROLMENT')`),
    index('operator_sessions_operator').on(t.operatorId),
  ],
);

/** One-time links to set a password (a new account, a reset): only the token's SHA-256 is kept. */
export const operatorPasswordLinks = pgTable(
  'operator_password_links',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('operator_password_links_operator').on(t.operatorId)],
);

/** A console sign-in through the identity provider, between the start and the callback (PKCE, state, nonce). */
export const operatorSsoLogins = pgTable('operator_sso_logins', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

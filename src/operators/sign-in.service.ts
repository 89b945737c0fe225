import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Static } from 'typebox';
import type { Executor } from '../db/client.js';
import { operatorPasswordLinks, operatorSessions, operators } from '../db/schema/index.js';
import { internalCaller } from '../platform/access/caller.js';
import { badRequest, forbidden, unauthorized } from '../platform/errors.js';
import { type DomainEvent, emit } from '../platform/events.js';
import { iso } from '../platform/schemas.js';
import { withTransaction } from '../platform/transactions.js';
import type { OperatorDeps } from './operators.deps.js';
import type { ConsoleSession, SignInBody, SignInResult } from './operators.schemas.js';
import { asOperator, lockOperator, type OperatorRow, operatorView, target } from './operators.service.js';
import { hashPassword, passwordMatches } from './passwords.js';
import {
  currentSession,
  endSessionByToken,
  endSessionsOf,
  findSession,
  liveSession,
  PENDING_MS,
  requireCsrfToken,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  sessionEnded,
  startSession,
  tokenHash,
} from './sessions.service.js';

/** Wrong passwords (or second-factor codes) in a row that lock an account for passwords. */
export const LOCK_AFTER_FAILURES = 5;

const TOTP_ISSUER = 'leadline';

/** Every refused sign-in looks the same: unknown e-mail, wrong password, locked or inactive account, wrong code. */
const signInFailed = () =>
  unauthorized('SIGN_IN_FAILED', 'The e-mail, password or code is wrong, or the account may not sign in');

const operatorLocked = () =>
  forbidden('OPERATOR_LOCKED', 'The account is locked after too many wrong passwords: an admin unlocks it');

/** Sets the password of a link's operator; the link is used up and the operator's sessions end. */
export async function setPassword(deps: OperatorDeps, input: { token: string; password: string }): Promise<void> {
  const hash = await hashPassword(input.password);
  await withTransaction(deps.db, async (tx) => {
    const [link] = await tx
      .update(operatorPasswordLinks)
      .set({ usedAt: new Date(deps.clock()) })
      .where(
        and(
          eq(operatorPasswordLinks.tokenHash, tokenHash(input.token)),
          isNull(operatorPasswordLinks.usedAt),
          gt(operatorPasswordLinks.expiresAt, new Date(deps.clock())),
        ),
      )
      .returning();
    if (!link) throw badRequest('PASSWORD_LINK_INVALID', 'The password link is unknown, expired or already used');
    const row = await lockOperator(tx, link.operatorId);
    await tx.update(operators).set({ passwordHash: hash, updatedAt: sql`now()` }).where(eq(operators.id, row.id));
    await endSessionsOf(tx, row.id);
    await emit(tx, asOperator(row), [{ type: 'audit', action: 'OPERATOR_PASSWORD_SET', target: target(row.id) }]);
  });
}

/** Whether the operator must give a second factor after the password. */
const needsTotp = (deps: OperatorDeps, row: OperatorRow) =>
  deps.config.mfa && (row.role === 'ADMIN' || row.role === 'REVIEWER');

function sessionView(row: OperatorRow, session: typeof operatorSessions.$inferSelect): Static<typeof ConsoleSession> {
  return {
    operator: operatorView(row),
    csrfToken: session.csrfToken,
    expiresAt: {
      idle: iso(new Date(session.lastSeenAt.getTime() + SESSION_IDLE_MS))!,
      absolute: iso(new Date(session.createdAt.getTime() + SESSION_MAX_MS))!,
    },
  };
}

/**
 * A wrong password or code, counted against the account in the caller's transaction. One statement counts and locks
 * at the limit, so parallel failures cannot count past it; a locked account counts no more. The lock ends the
 * operator's pending sign-ins: one opened before it would otherwise still take a code.
 */
async function countFailure(deps: OperatorDeps, tx: Executor, row: OperatorRow | null) {
  if (!row) {
    await emit(tx, internalCaller('console:anonymous'), [
      { type: 'audit', action: 'OPERATOR_SIGN_IN_FAILED', target: 'operator:unknown' },
    ]);
    return;
  }
  const now = new Date(deps.clock()).toISOString();
  const [counted] = await tx
    .update(operators)
    .set({
      failedSignIns: sql`${operators.failedSignIns} + 1`,
      lockedAt: sql`case when ${operators.failedSignIns} + 1 >= ${LOCK_AFTER_FAILURES} then ${now}::timestamptz end`,
    })
    .where(and(eq(operators.id, row.id), isNull(operators.lockedAt)))
    .returning({ lockedAt: operators.lockedAt });
  const events: DomainEvent[] = [{ type: 'audit', action: 'OPERATOR_SIGN_IN_FAILED', target: target(row.id) }];
  if (counted?.lockedAt) {
    await tx
      .delete(operatorSessions)
      .where(and(eq(operatorSessions.operatorId, row.id), ne(operatorSessions.stage, 'ACTIVE')));
    events.push({ type: 'audit', action: 'OPERATOR_LOCKED', target: target(row.id) });
  }
  await emit(tx, asOperator(row), events);
}

/** The refusal of a failed sign-in: 429 once the address is over its budget, else the one 401. */
async function refuseSignIn(deps: OperatorDeps, address: string): Promise<never> {
  throw (await deps.authFailures?.failed(address)) ?? signInFailed();
}

async function failSignIn(deps: OperatorDeps, address: string, row: OperatorRow | null): Promise<never> {
  await withTransaction(deps.db, (tx) => countFailure(deps, tx, row));
  return refuseSignIn(deps, address);
}

export type SignInOutcome = { result: Static<typeof SignInResult>; token: string };

/** A signed-in session: the earlier one of the browser (if any) ends, a new token is issued. */
async function signedIn(deps: OperatorDeps, tx: Executor, row: OperatorRow, method: string): Promise<SignInOutcome> {
  await tx.update(operators).set({ failedSignIns: 0 }).where(eq(operators.id, row.id));
  const { token, session } = await startSession(deps, tx, row.id, 'ACTIVE');
  await emit(tx, asOperator(row), [
    { type: 'audit', action: 'OPERATOR_SIGNED_IN', target: target(row.id), detail: { method } },
  ]);
  return { result: { status: 'SIGNED_IN', session: sessionView(row, session) }, token };
}

function refuseOverBudget(deps: OperatorDeps, address: string) {
  const refusal = deps.authFailures?.refusal(address);
  if (refusal) throw refusal;
}

/**
 * E-mail and password. An unknown e-mail, a wrong password, a locked or inactive account all answer the same 401
 * after the same argon2 work. ADMIN and REVIEWER continue with a second factor (unless CONSOLE_MFA=off): the session
 * is pending until the code is given.
 */
export async function signIn(
  deps: OperatorDeps,
  address: string,
  previousToken: string | undefined,
  input: Static<typeof SignInBody>,
): Promise<SignInOutcome> {
  refuseOverBudget(deps, address);
  const [row] = await deps.db.select().from(operators).where(eq(operators.email, input.email.toLowerCase()));
  const matches = await passwordMatches(row?.passwordHash ?? null, input.password);
  // Only the right password learns of the lock: to anyone else a locked account looks like a wrong password.
  if (row && matches && row.active && row.lockedAt !== null) throw operatorLocked();
  if (!row || !matches || !row.active || row.lockedAt !== null) return failSignIn(deps, address, row ?? null);
  return withTransaction(deps.db, async (tx) => {
    if (previousToken) await endSessionByToken(tx, previousToken);
    if (!needsTotp(deps, row)) return signedIn(deps, tx, row, 'password');
    if (row.totpSecretEnc !== null) {
      const { token } = await startSession(deps, tx, row.id, 'PENDING_TOTP');
      return { result: { status: 'TOTP_REQUIRED' }, token };
    }
    const secret = new Secret({ size: 20 });
    const { token } = await startSession(deps, tx, row.id, 'PENDING_ENROLMENT', deps.vault.encrypt(secret.base32));
    return {
      result: {
        status: 'TOTP_ENROLMENT_REQUIRED',
        secret: secret.base32,
        otpauthUri: totpOf(secret.base32, row.email).toString(),
      },
      token,
    };
  });
}

function totpOf(base32: string, label: string) {
  return new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(base32) });
}

/**
 * The time step of a code valid now (±1 step of 30 s) and later than the last one the operator gave, or null: a code
 * is accepted once (RFC 6238 section 5.2).
 */
function acceptedStep(deps: OperatorDeps, operator: OperatorRow, base32: string, code: string): number | null {
  const totp = totpOf(base32, operator.email);
  const timestamp = deps.clock();
  const delta = totp.validate({ token: code, window: 1, timestamp });
  if (delta === null) return null;
  const step = totp.counter({ timestamp }) + delta;
  return operator.totpLastStep !== null && step <= operator.totpLastStep ? null : step;
}

/**
 * The second step: the code of the operator's authenticator (or, at enrolment, of the secret just offered, which it
 * then keeps). A wrong code, a code already used and any code while the account is locked end the pending sign-in
 * and count like a wrong password.
 */
export async function completeTotp(
  deps: OperatorDeps,
  address: string,
  token: string | undefined,
  code: string,
): Promise<SignInOutcome> {
  refuseOverBudget(deps, address);
  const found = token ? await findSession(deps.db, token) : null;
  if (!found || found.session.stage === 'ACTIVE') throw sessionEnded();
  const outcome = await withTransaction(deps.db, async (tx): Promise<SignInOutcome | 'ended' | 'failed'> => {
    // The operator's row lock puts this code in line with every other code and failure of the operator: a lock, or
    // a step accepted, that committed first is seen below.
    const operator = await lockOperator(tx, found.operator.id);
    const [session] = await tx.select().from(operatorSessions).where(eq(operatorSessions.id, found.session.id));
    // Ended meanwhile: used by a parallel request, or by a lock.
    if (!session) return 'ended';
    await tx.delete(operatorSessions).where(eq(operatorSessions.id, session.id));
    if (deps.clock() - session.createdAt.getTime() > PENDING_MS || !operator.active) return 'ended';
    const enrolling = session.stage === 'PENDING_ENROLMENT';
    const sealed = enrolling ? session.enrolSecretEnc : operator.totpSecretEnc;
    const step =
      operator.lockedAt === null && sealed !== null
        ? acceptedStep(deps, operator, deps.vault.decrypt(sealed), code)
        : null;
    if (step === null) {
      await countFailure(deps, tx, operator);
      return 'failed';
    }
    await tx.update(operators).set({ totpLastStep: step, totpSecretEnc: sealed }).where(eq(operators.id, operator.id));
    if (enrolling) {
      await emit(tx, asOperator(operator), [
        { type: 'audit', action: 'OPERATOR_TOTP_ENROLLED', target: target(operator.id) },
      ]);
    }
    return signedIn(deps, tx, { ...operator, totpSecretEnc: sealed }, 'password+totp');
  });
  if (outcome === 'ended') throw sessionEnded();
  if (outcome === 'failed') return refuseSignIn(deps, address);
  return outcome;
}

export async function signOut(
  deps: OperatorDeps,
  token: string | undefined,
  csrfToken: string | undefined,
): Promise<void> {
  const { session, operator } = await liveSession(deps, token);
  requireCsrfToken(csrfToken, session.csrfToken);
  await withTransaction(deps.db, async (tx) => {
    await tx.delete(operatorSessions).where(eq(operatorSessions.id, session.id));
    await emit(tx, asOperator(operator), [
      { type: 'audit', action: 'OPERATOR_SIGNED_OUT', target: target(operator.id) },
    ]);
  });
}

/** The console's view of its session: the operator (role as of now) and the CSRF token. */
export async function getSession(
  deps: OperatorDeps,
  token: string | undefined,
): Promise<Static<typeof ConsoleSession>> {
  const { session, operator } = await currentSession(deps, token);
  return sessionView(operator, { ...session, lastSeenAt: new Date(deps.clock()) });
}

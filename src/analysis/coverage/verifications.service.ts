import { and, eq, gt } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Tx } from '../../db/client.js';
import { coverageVerifications, type VerificationStatus } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import type { PiiReadAction } from '../../platform/actions.js';
import { AppError, badRequest, conflict, validationFailed } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { koreaDate } from '../../platform/korea-time.js';
import { withTransaction } from '../../platform/transactions.js';
import type { InsuranceDataInput, ProviderContract } from '../adapters/insurance-data.js';
import type { ProviderTxn } from '../adapters/two-step.js';
import { clientOf } from '../client.js';
import { clientContactView } from '../client-view.js';
import { beginClientWork } from '../client-work.js';
import { storeConsent } from '../consent.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import { isOpaqueId, opaqueId } from '../ids.js';
import { verificationAccess } from './analysis.access.js';
import { type BeginVerificationBody, VERIFICATION_STATUS_LABELS, type Verification } from './verifications.schemas.js';

/** Wrong codes a verification accepts when the source does not count them itself. */
export const MAX_ATTEMPTS = 5;
/** Resends after the first code. */
export const MAX_RESENDS = 3;
export const RESEND_INTERVAL_MS = 30_000;
/** How long the contracts of a verified verification are held for an analysis to start from. */
export const HOLD_MS = 30 * 60_000;
/** When to ask again about an app push not yet approved. */
const PENDING_RETRY_SECONDS = 3;

type Row = typeof coverageVerifications.$inferSelect;
export type VerificationView = Static<typeof Verification>;

/** What the provider transaction needs, encrypted with the request and deleted when it ends. */
interface ProviderState {
  txn: ProviderTxn;
  input: InsuranceDataInput;
}

/** The contracts fetched at the confirmation, held encrypted for 30 minutes. */
export interface HeldContracts {
  analysisDate: string;
  contracts: ProviderContract[];
}

function view(deps: AnalysisDeps, row: Row): VerificationView {
  return {
    verificationId: row.id,
    status: row.status,
    statusLabel: VERIFICATION_STATUS_LABELS[row.status],
    method: row.method,
    client: clientContactView(clientOf(deps, row.clientEnc)),
    expiresAt: row.expiresAt.toISOString(),
    attemptsLeft: row.attemptsLeft,
    resendsLeft: MAX_RESENDS - row.resendsUsed,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastErrorCode: row.lastErrorCode,
    sandbox: row.sandbox,
  };
}

/**
 * The verification as answered, recorded in the personal-data access log: it shows the client's name and birth
 * date, to every caller in scope (insurance data are not hidden from a MANAGER, unlike health data).
 */
async function answer(deps: AnalysisDeps, caller: Caller, action: PiiReadAction, row: Row): Promise<VerificationView> {
  const shown = view(deps, row);
  await emit(deps.db, caller, [{ type: 'pii.read', action, analysisIds: [row.id], fields: ['client'] }]);
  return shown;
}

/**
 * Applies the transitions that time makes (contract §7.2): `CODE_SENT` → `EXPIRED` once the provider's `expiresAt`
 * passed, `VERIFIED` → `EXPIRED` 30 minutes after `verifiedAt` (the held contracts are deleted). Guarded by the
 * status read, so a concurrent change wins; returns the row as it now is.
 */
async function settle(deps: AnalysisDeps, row: Row): Promise<Row> {
  const now = new Date(deps.clock());
  if (row.expiresAt > now || (row.status !== 'CODE_SENT' && row.status !== 'VERIFIED')) return row;
  const ended = row.status === 'VERIFIED';
  const [updated] = await deps.db
    .update(coverageVerifications)
    .set({
      status: 'EXPIRED',
      contractsEnc: null,
      // A code that expired can be sent again (resend); one that expired after VERIFIED has ended.
      ...(ended ? { providerEnc: null, endedAt: row.expiresAt } : {}),
    })
    .where(and(eq(coverageVerifications.id, row.id), eq(coverageVerifications.status, row.status)))
    .returning();
  return updated ?? reload(deps, row.id);
}

async function reload(deps: AnalysisDeps, id: string): Promise<Row> {
  const [row] = await deps.db.select().from(coverageVerifications).where(eq(coverageVerifications.id, id));
  if (!row) throw verificationAccess.notFound();
  return row;
}

/** The verification if the caller may see it (its consultant is in scope), after time's transitions; else 404. */
async function readable(deps: AnalysisDeps, caller: Caller, id: string): Promise<Row> {
  if (!isOpaqueId('cv', id)) throw verificationAccess.notFound();
  const [row] = await deps.db
    .select()
    .from(coverageVerifications)
    .where(and(eq(coverageVerifications.id, id), scopeOf(verificationAccess, caller)));
  if (!row) throw verificationAccess.notFound();
  return settle(deps, row);
}

/**
 * Writes a change to a verification if nobody changed it since `row` was read (same status and the same provider
 * transaction): a concurrent confirm or resend wins, and the loser answers from the row as it then is.
 */
async function change(deps: AnalysisDeps, row: Row, set: Partial<Row>): Promise<Row | null> {
  const [updated] = await deps.db
    .update(coverageVerifications)
    .set(set)
    .where(
      and(
        eq(coverageVerifications.id, row.id),
        eq(coverageVerifications.status, row.status),
        eq(coverageVerifications.lastSentAt, row.lastSentAt),
        eq(coverageVerifications.attemptsLeft, row.attemptsLeft),
      ),
    )
    .returning();
  return updated ?? null;
}

const failedSet = (now: Date, code: string): Partial<Row> => ({
  status: 'FAILED' as VerificationStatus,
  lastErrorCode: code,
  providerEnc: null,
  contractsEnc: null,
  endedAt: now,
});

function sourceFailed(message: string) {
  return badRequest('VERIFICATION_FAILED', message);
}

export type BeginInput = Static<typeof BeginVerificationBody>;

/**
 * `POST /api/v1/coverage/verifications`: the consultant (in the caller's scope), the client, the consent; then the
 * data source starts its transaction and sends the client a code (or a push). A source that needs the client's
 * login → 400 `INSTITUTION_ACCOUNT_REQUIRED` (nothing stored); a source that fails → the verification is stored
 * `FAILED` with the source's code and the answer is 400 `VERIFICATION_FAILED`.
 */
export async function beginVerification(
  deps: AnalysisDeps,
  caller: Caller,
  agreedBy: string,
  input: BeginInput,
): Promise<VerificationView> {
  const { consultant, now, today, client, consent } = await beginClientWork(deps, caller, 'COVERAGE', input);

  const providerInput: InsuranceDataInput = {
    client: {
      name: client.name,
      birthDate: client.birthDate,
      gender: client.gender,
      phone: client.phone!,
      carrier: client.carrier!,
      ...(input.client.rrn ? { rrn: input.client.rrn } : {}),
    },
    ...(input.institutionLogin ? { institutionLogin: input.institutionLogin } : {}),
    analysisDate: today,
  };
  const begun = await deps.insurance.begin(providerInput, now);
  if (begun.outcome === 'ACCOUNT_REQUIRED') {
    throw badRequest(
      'INSTITUTION_ACCOUNT_REQUIRED',
      "The data source needs the client's login there: send institutionLogin {loginId, password}",
    );
  }
  const id = opaqueId('cv');
  const row = await withTransaction(deps.db, async (tx) => {
    const consentId = await storeConsent(tx, consent, { userId: consultant.id, agreedBy, at: now, verificationId: id });
    const common = {
      id,
      userId: consultant.id,
      clientEnc: deps.vault.encrypt(JSON.stringify(client)),
      attemptsLeft: MAX_ATTEMPTS,
      lastSentAt: now,
      sandbox: deps.insurance.sandbox,
      consentId,
      createdAt: now,
    };
    const values =
      begun.outcome === 'STARTED'
        ? {
            ...common,
            status: 'CODE_SENT' as const,
            method: begun.method,
            providerEnc: deps.vault.encrypt(JSON.stringify({ txn: begun.providerTxn, input: providerInput })),
            expiresAt: begun.expiresAt,
          }
        : { ...common, method: 'SMS_CODE' as const, expiresAt: now, ...failedSet(now, begun.code) };
    const [inserted] = await tx
      .insert(coverageVerifications)
      .values(values as typeof coverageVerifications.$inferInsert)
      .returning();
    return inserted;
  });
  if (begun.outcome === 'FAILED') throw sourceFailed(`The data source failed (${begun.code}): ${begun.message}`);
  return answer(deps, caller, 'BEGIN_COVERAGE_VERIFICATION', row);
}

/** `GET /api/v1/coverage/verifications/{verificationId}`. */
export async function getVerification(deps: AnalysisDeps, caller: Caller, id: string): Promise<VerificationView> {
  return answer(deps, caller, 'GET_COVERAGE_VERIFICATION', await readable(deps, caller, id));
}

function closed(row: Row): AppError {
  if (row.status === 'EXPIRED' && row.verifiedAt === null) {
    return badRequest('VERIFICATION_CLOSED', 'The code expired: resend to get a new one');
  }
  return badRequest('VERIFICATION_CLOSED', `The verification is ${row.status}: start a new one`);
}

/**
 * `POST .../{verificationId}/resend`: a new provider transaction (a new code), attempts back to full; at most 3,
 * at least 30 s apart (429 `VERIFICATION_RESEND_TOO_SOON` with `Retry-After`; a 4th → 400
 * `VERIFICATION_RESEND_LIMIT`). Only a `CODE_SENT` verification or one whose code expired can be resent.
 */
export async function resendVerification(deps: AnalysisDeps, caller: Caller, id: string): Promise<VerificationView> {
  for (let tries = 0; ; tries++) {
    const row = await readable(deps, caller, id);
    const resendable = row.status === 'CODE_SENT' || (row.status === 'EXPIRED' && row.verifiedAt === null);
    if (!resendable) {
      if (row.status === 'VERIFIED') throw badRequest('VERIFICATION_CLOSED', 'The verification is VERIFIED already');
      throw closed(row);
    }
    if (row.resendsUsed >= MAX_RESENDS) {
      throw badRequest('VERIFICATION_RESEND_LIMIT', `A verification is resent at most ${MAX_RESENDS} times`);
    }
    const now = new Date(deps.clock());
    const wait = row.lastSentAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new AppError('VERIFICATION_RESEND_TOO_SOON', `Resend again in ${seconds} s`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
    const state = JSON.parse(deps.vault.decrypt(row.providerEnc!)) as ProviderState;
    const input = { ...state.input, analysisDate: koreaDate(now) };
    const begun = await deps.insurance.begin(input, now);
    if (begun.outcome === 'ACCOUNT_REQUIRED') {
      throw badRequest('INSTITUTION_ACCOUNT_REQUIRED', "The data source needs the client's login there");
    }
    const set: Partial<Row> =
      begun.outcome === 'STARTED'
        ? {
            status: 'CODE_SENT',
            method: begun.method,
            providerEnc: deps.vault.encrypt(JSON.stringify({ txn: begun.providerTxn, input })),
            expiresAt: begun.expiresAt,
            attemptsLeft: MAX_ATTEMPTS,
            resendsUsed: row.resendsUsed + 1,
            lastSentAt: now,
            lastErrorCode: null,
          }
        : { ...failedSet(now, begun.code), resendsUsed: row.resendsUsed + 1, lastSentAt: now };
    const updated = await change(deps, row, set);
    if (!updated) {
      // Another resend or confirm changed it meanwhile: answer from what it is now (once more at most).
      if (tries < 2) continue;
      throw conflict('IDEMPOTENCY_IN_PROGRESS', 'The verification is being changed by another request');
    }
    if (begun.outcome === 'FAILED') throw sourceFailed(`The data source failed (${begun.code}): ${begun.message}`);
    return answer(deps, caller, 'RESEND_COVERAGE_VERIFICATION', updated);
  }
}

/**
 * `POST .../{verificationId}/confirm` `{code?}`: the source checks the code (or whether the push was approved) and,
 * when it was right, returns the contracts, held encrypted for 30 minutes (`VERIFIED`). A wrong code → 400
 * `VERIFICATION_CODE_MISMATCH` with `attemptsLeft`; the last one wrong → `FAILED`, 400 `VERIFICATION_FAILED`; a push
 * not yet approved → 409 `AUTH_PENDING` with `Retry-After`. `VERIFIED` answers 200 unchanged. The source is never
 * called after its `expiresAt`.
 */
export async function confirmVerification(
  deps: AnalysisDeps,
  caller: Caller,
  id: string,
  code: string | undefined,
): Promise<VerificationView> {
  for (let tries = 0; ; tries++) {
    const row = await readable(deps, caller, id);
    if (row.status === 'VERIFIED') return answer(deps, caller, 'CONFIRM_COVERAGE_VERIFICATION', row);
    if (row.status !== 'CODE_SENT') throw closed(row);
    if (row.method === 'SMS_CODE' && code === undefined) throw validationFailed('code', 'is required (SMS_CODE)');
    const state = JSON.parse(deps.vault.decrypt(row.providerEnc!)) as ProviderState;
    const now = new Date(deps.clock());
    const result = await deps.insurance.continue(state.txn, code, now);
    let set: Partial<Row>;
    let error: AppError | null = null;
    switch (result.outcome) {
      case 'DATA': {
        const held: HeldContracts = { analysisDate: koreaDate(now), contracts: result.data };
        set = {
          status: 'VERIFIED',
          verifiedAt: now,
          expiresAt: new Date(now.getTime() + HOLD_MS),
          contractsEnc: deps.vault.encrypt(JSON.stringify(held)),
          // The provider transaction has ended: its state (with any rrn and login) goes.
          providerEnc: null,
          lastErrorCode: null,
        };
        break;
      }
      case 'PENDING':
        throw new AppError('AUTH_PENDING', 'The client has not approved the request yet', {
          headers: { 'Retry-After': String(PENDING_RETRY_SECONDS) },
        });
      case 'WRONG_CODE': {
        const left = Math.max(0, Math.min(result.attemptsLeft ?? row.attemptsLeft - 1, row.attemptsLeft - 1));
        if (left === 0) {
          set = { ...failedSet(now, 'VERIFICATION_CODE_MISMATCH'), attemptsLeft: 0 };
          error = sourceFailed('The last attempt was wrong: start a new verification');
        } else {
          set = { attemptsLeft: left, lastErrorCode: 'VERIFICATION_CODE_MISMATCH' };
          error = new AppError('VERIFICATION_CODE_MISMATCH', `The code is wrong; ${left} attempts left`, {
            extensions: { attemptsLeft: left },
          });
        }
        break;
      }
      case 'DENIED':
        set = failedSet(now, 'AUTH_DENIED');
        error = sourceFailed('The client refused the request');
        break;
      case 'EXPIRED':
        set = { status: 'EXPIRED' };
        error = badRequest('VERIFICATION_CLOSED', 'The code expired: resend to get a new one');
        break;
      case 'ACCOUNT_REQUIRED':
        set = failedSet(now, 'INSTITUTION_ACCOUNT_REQUIRED');
        error = badRequest(
          'INSTITUTION_ACCOUNT_REQUIRED',
          "The data source needs the client's login there: start again with institutionLogin",
        );
        break;
      case 'FAILED':
        set = failedSet(now, result.code);
        error = sourceFailed(`The data source failed (${result.code}): ${result.message}`);
        break;
    }
    const updated = await change(deps, row, set);
    if (!updated) {
      if (tries < 2) continue;
      throw conflict('IDEMPOTENCY_IN_PROGRESS', 'The verification is being changed by another request');
    }
    if (error) throw error;
    return answer(deps, caller, 'CONFIRM_COVERAGE_VERIFICATION', updated);
  }
}

/** A verification used by an analysis: the contracts and client it held (encrypted), its consent and mode. */
export type UsedVerification = Pick<Row, 'clientEnc' | 'consentId' | 'sandbox'> & { contractsEnc: string };

/**
 * Marks a verification `USED` by an analysis of `userId`, exactly once: one conditional update, so that of two
 * analyses started at once from one verification exactly one gets its contracts. Null when it is not a `VERIFIED`
 * one of that consultant (or its 30 minutes passed).
 */
export async function useVerification(
  deps: AnalysisDeps,
  tx: Tx,
  id: string,
  userId: number,
): Promise<UsedVerification | null> {
  if (!isOpaqueId('cv', id)) return null;
  const now = new Date(deps.clock());
  const [used] = await tx
    .update(coverageVerifications)
    .set({ status: 'USED', endedAt: now })
    .where(
      and(
        eq(coverageVerifications.id, id),
        eq(coverageVerifications.status, 'VERIFIED'),
        eq(coverageVerifications.userId, userId),
        gt(coverageVerifications.expiresAt, now),
      ),
    )
    .returning({
      contractsEnc: coverageVerifications.contractsEnc,
      clientEnc: coverageVerifications.clientEnc,
      consentId: coverageVerifications.consentId,
      sandbox: coverageVerifications.sandbox,
    });
  if (!used?.contractsEnc) return null;
  // The held contracts move to the analysis: the verification keeps none.
  await tx.update(coverageVerifications).set({ contractsEnc: null }).where(eq(coverageVerifications.id, id));
  return { ...used, contractsEnc: used.contractsEnc };
}

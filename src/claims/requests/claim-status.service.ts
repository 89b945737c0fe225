import { eq, sql } from 'drizzle-orm';
import { type ClaimStatus, claims } from '../../db/schema/index.js';
import { requireAccess } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import { badRequest } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { withTransaction } from '../../platform/transactions.js';
import { claimAccess } from './claim.access.js';
import type { ClaimDeps, ClaimRecordView } from './claim.deps.js';
import { claimIdOf, readClaim } from './claim-records.service.js';
import type { ClaimStatusInput } from './requests.service.js';

const ADMIN_TRANSITIONS: Record<ClaimStatusInput['claimStatusCd'], ClaimStatus[]> = {
  COMPLETE: ['SENT'],
  CANCELLED: ['RECEIVED', 'FAILED'],
  RECEIVED: ['FAILED'],
};

/**
 * An operator's status change, audited (`CLAIM_STATUS_CHANGED`, `{from, to}`) and published (`claim.status_changed`)
 * in its own transaction; a claim set back to RECEIVED is dispatched again. Answers the claim's record.
 */
export async function setClaimStatus(
  deps: ClaimDeps,
  caller: Caller,
  rawId: string,
  input: ClaimStatusInput,
): Promise<ClaimRecordView> {
  const claimId = claimIdOf(rawId);
  const to = input.claimStatusCd;
  await withTransaction(deps.db, async (tx) => {
    await requireAccess(tx, caller, claimAccess, [claimId]);
    // Locked, so that a dispatch worker cannot move the claim between the check and the change.
    const [current] = await tx
      .select({ status: claims.status })
      .from(claims)
      .where(eq(claims.id, claimId))
      .for('update');
    if (!current) throw claimAccess.notFound();
    if (!ADMIN_TRANSITIONS[to].includes(current.status)) {
      throw badRequest(
        'INVALID_STATUS_TRANSITION',
        `A ${current.status} claim cannot become ${to} (allowed from ${ADMIN_TRANSITIONS[to].join(', ')})`,
      );
    }
    await tx
      .update(claims)
      .set({
        status: to,
        statusChangedAt: sql`now()`,
        nextAttemptAt: null,
        ...(to === 'RECEIVED' ? { attempts: 0, lastError: null } : {}),
      })
      .where(eq(claims.id, claimId));
    await emit(tx, caller, [
      {
        type: 'audit',
        action: 'CLAIM_STATUS_CHANGED',
        target: `claim:${claimId}`,
        detail: { from: current.status, to },
      },
      { type: 'claim.status_changed', claimId, from: current.status, to },
    ]);
  });
  if (to === 'RECEIVED') await deps.dispatch(claimId);
  return readClaim(deps, caller, claimId, 'ADMIN_SET_CLAIM_STATUS');
}

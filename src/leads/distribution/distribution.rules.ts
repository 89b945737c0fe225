import type { CodeFor } from '../../platform/error-codes.js';
import { badRequest, type FieldError } from '../../platform/errors.js';

/**
 * The rules deciding whether leads may be distributed or recalled: pure functions of the locked leads, their latest
 * distributions and the request, so they are tested without a database.
 */

/** Distinct ids in the order given. */
export const uniqueIds = (raw: string[]) => [...new Set(raw.map(Number))];

/** Each id's first position in `leadIds`, to name the offending entries. */
export function positionsOf(raw: string[]) {
  const positions = new Map<number, number>();
  raw.forEach((id, i) => {
    if (!positions.has(Number(id))) positions.set(Number(id), i);
  });
  return positions;
}

/** A 400 naming each offending lead by its position in `leadIds`. */
export function leadProblem(
  code: CodeFor<400>,
  detail: string,
  ids: number[],
  positions: Map<number, number>,
  reason: string,
) {
  const errors: FieldError[] = ids.map((id) => ({
    field: `leadIds[${positions.get(id) ?? 0}]`,
    message: `lead ${id} ${reason}`,
  }));
  return badRequest(code, `${detail}: ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''}`, errors);
}

/** A portal user cannot distribute to themselves. */
export function checkDifferentPortals(fromPortalId: number, toPortalId: number) {
  if (fromPortalId === toPortalId) throw badRequest('SAME_PORTAL', 'fromPortalId and toPortalId must differ');
}

/** What the distribution rule reads of a locked lead. */
export interface DistributableLead {
  id: number;
  /** Whether the distributor owns it (the lead access rule). */
  owned: boolean;
  providerId: number;
  productId: number;
}

/**
 * Every lead must be owned by the distributor (else 400 LEAD_NOT_OWNED, also for unknown ids), and all must share the
 * first lead's provider and product (else 400 MIXED_PRODUCTS). Answers the first lead.
 */
export function checkDistributable<L extends DistributableLead>(
  locked: L[],
  ids: number[],
  positions: Map<number, number>,
): L {
  const byId = new Map(locked.map((l) => [l.id, l]));
  const notOwned = ids.filter((id) => !byId.get(id)?.owned);
  if (notOwned.length) {
    throw leadProblem(
      'LEAD_NOT_OWNED',
      'Leads not owned by fromPortalId',
      notOwned,
      positions,
      'is not owned by fromPortalId',
    );
  }
  const first = byId.get(ids[0]) as L;
  const mixed = ids.filter((id) => {
    const l = byId.get(id) as L;
    return l.providerId !== first.providerId || l.productId !== first.productId;
  });
  if (mixed.length) {
    throw leadProblem(
      'MIXED_PRODUCTS',
      'Leads of one distribution share one provider and product',
      mixed,
      positions,
      'has another provider or product than the first lead',
    );
  }
  return first;
}

/** What the recall rule reads of a locked lead. */
export interface RecallableLead {
  id: number;
  status: string;
  ownerPortalId: number | null;
  orderId: number | null;
  usedAt: Date | null;
  lastDistributedFrom: number | null;
}

/** A lead's latest distribution that has not been recalled. */
export interface LatestDistribution {
  fromPortalId: number;
  toPortalId: number;
  toOrderId: number;
}

/**
 * Every lead must have been distributed last by `portalId` to its current owner, into the order it is in now (else
 * 400 NOT_DISTRIBUTED_BY_PORTAL, also for unknown ids), and none may have been used by its recipient (else 400
 * LEAD_USED).
 */
export function checkRecallable(
  locked: RecallableLead[],
  items: Map<number, LatestDistribution>,
  ids: number[],
  portalId: number,
  positions: Map<number, number>,
) {
  const byId = new Map(locked.map((l) => [l.id, l]));
  const notDistributed = ids.filter((id) => {
    const lead = byId.get(id);
    const item = items.get(id);
    return (
      !lead ||
      !item ||
      lead.status !== 'ASSIGNED' ||
      lead.lastDistributedFrom !== portalId ||
      item.fromPortalId !== portalId ||
      item.toPortalId !== lead.ownerPortalId ||
      item.toOrderId !== lead.orderId
    );
  });
  if (notDistributed.length) {
    throw leadProblem(
      'NOT_DISTRIBUTED_BY_PORTAL',
      'Leads whose latest distribution was not from portalId',
      notDistributed,
      positions,
      'was not last distributed by portalId to its current owner',
    );
  }
  const used = ids.filter((id) => byId.get(id)?.usedAt);
  if (used.length) {
    throw leadProblem('LEAD_USED', 'Leads the recipient has used', used, positions, 'has been used by its recipient');
  }
}

/** Neither distribution nor recall may move a lead while an AS request on it is open (400 OPEN_AS_REQUEST). */
export function checkNoOpenAsRequest(openAs: number[], positions: Map<number, number>) {
  if (openAs.length) {
    throw leadProblem('OPEN_AS_REQUEST', 'Leads with an open AS request', openAs, positions, 'has an open AS request');
  }
}

/** A locked lead's standing under the person's rights, read after its lock is held. */
export interface LeadRights {
  id: number;
  suppressed: boolean;
  erased: boolean;
}

/**
 * No lead whose personal data was erased (400 LEAD_ERASED) or whose phone is suppressed (400 CONTACT_SUPPRESSED)
 * moves to another portal user; each is named. A recall of such a lead stays allowed.
 */
export function checkContactable(rights: LeadRights[], positions: Map<number, number>) {
  const erased = rights.filter((r) => r.erased).map((r) => r.id);
  if (erased.length) {
    throw leadProblem('LEAD_ERASED', 'Leads whose personal data was erased', erased, positions, 'was erased');
  }
  const suppressed = rights.filter((r) => r.suppressed).map((r) => r.id);
  if (suppressed.length) {
    throw leadProblem(
      'CONTACT_SUPPRESSED',
      'Leads whose person asked not to be contacted',
      suppressed,
      positions,
      'is under a do-not-contact suppression',
    );
  }
}

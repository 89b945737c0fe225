import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { routingProfiles } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { validationFailed } from '../../platform/errors.js';
import { actorOf, emit } from '../../platform/events.js';
import { iso } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type { LeadDeps } from '../core/lead.js';
import { isPaused } from '../routing/routing.rules.js';
import { lockRoutableOrdersOf, releasePaused } from './order-rules.js';
import type { RoutingProfile, SaveRoutingProfileBody } from './routing-profile.schemas.js';

/**
 * A consultant's routing profile (routing.md §1): a pause of every order of theirs (leave, training). A consultant
 * without a saved profile is not paused.
 */

type ProfileView = Static<typeof RoutingProfile>;

const view = (portalId: number, pausedUntil: Date | null, now: Date): ProfileView => ({
  portalId,
  pausedUntil: iso(pausedUntil),
  paused: isPaused(pausedUntil, now),
});

export async function getRoutingProfile(deps: LeadDeps, portalId: number): Promise<ProfileView> {
  const [row] = await deps.db
    .select({ pausedUntil: routingProfiles.pausedUntil })
    .from(routingProfiles)
    .where(eq(routingProfiles.portalId, portalId));
  return view(portalId, row?.pausedUntil ?? null, new Date(deps.clock()));
}

/**
 * Saves the consultant's pause. A pause in force releases the provisional leads of their open orders (locked first,
 * in id order, as the engine locks them) to the pool, offered at once to other consultants' orders; confirmed leads
 * stay. Saved by the portal user's key, or by an operator for them (the admin route): an operator's save is audited.
 */
export async function saveRoutingProfile(
  deps: LeadDeps,
  caller: Caller,
  input: Static<typeof SaveRoutingProfileBody>,
): Promise<ProfileView> {
  const { portalId } = input;
  const now = new Date(deps.clock());
  const pausedUntil = input.pausedUntil === null ? null : new Date(input.pausedUntil);
  if (pausedUntil !== null && Number.isNaN(pausedUntil.getTime())) {
    throw validationFailed('pausedUntil', 'must be a date-time');
  }
  await withTransaction(deps.db, async (tx) => {
    const orderIds = await lockRoutableOrdersOf(tx, portalId);
    const saved = { pausedUntil, updatedAt: now, updatedBy: actorOf(caller) };
    await tx
      .insert(routingProfiles)
      .values({ portalId, ...saved })
      .onConflictDoUpdate({ target: routingProfiles.portalId, set: saved });
    if (caller.kind !== 'portal') {
      await emit(tx, caller, [
        {
          type: 'audit',
          action: 'ROUTING_PROFILE_SAVED',
          target: `portal_user:${portalId}`,
          detail: { pausedUntil: iso(pausedUntil) },
        },
      ]);
    }
    if (!isPaused(pausedUntil, now)) return;
    const freed = await releasePaused(tx, caller, orderIds);
    if (freed.length && deps.offerLeads) await deps.offerLeads(tx, caller, freed);
  });
  return view(portalId, pausedUntil, now);
}

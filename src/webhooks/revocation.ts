import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { webhookEndpoints } from '../db/schema/index.js';

/** Why the service disabled an endpoint when its owner's credential was revoked. */
export type RevokedReason = 'KEY_REVOKED' | 'CLIENT_REVOKED';

/**
 * Contract §5: revoking an API key or a system client disables its webhook endpoints, and the endpoint says why
 * (`disabledReason`), in the revocation's transaction. An endpoint disabled before keeps its reason. Whatever this
 * leaves behind, the fan-out never writes a delivery for an endpoint of a revoked key or client.
 */
export async function disableEndpointsOfRevoked(
  tx: Executor,
  owner: { keyId: number } | { clientId: string },
  now: Date,
) {
  const [ownedBy, reason]: [SQL, RevokedReason] =
    'keyId' in owner
      ? [eq(webhookEndpoints.keyId, owner.keyId), 'KEY_REVOKED']
      : [eq(webhookEndpoints.clientId, owner.clientId), 'CLIENT_REVOKED'];
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: now })
    .where(and(ownedBy, eq(webhookEndpoints.enabled, true)));
}

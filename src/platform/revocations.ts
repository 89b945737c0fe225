import type { Executor } from '../db/client.js';

/** What was revoked: an API key, or a system client of the claims interface. */
export type RevokedCredential = { keyId: number } | { clientId: string };

/** Acts on a revocation in its transaction: what it writes commits, or rolls back, with the revocation. */
export type RevocationListener = (tx: Executor, revoked: RevokedCredential) => Promise<void>;

const listeners = new Set<RevocationListener>();

/**
 * Subscribes `listener` to every revocation: the webhooks feature registers one at start-up, which disables the
 * endpoints of what was revoked, so the keys and the claims interface need not know of webhooks. Returns a function
 * that removes it.
 */
export function onRevoked(listener: RevocationListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener, in the revocation's transaction `tx`, that `credential` was revoked. */
export async function revoked(tx: Executor, credential: RevokedCredential): Promise<void> {
  for (const listener of listeners) await listener(tx, credential);
}

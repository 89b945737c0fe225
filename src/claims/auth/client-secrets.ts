import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oauthClients } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { opaque, sha256 } from './tokens.service.js';

/** A system client and its secret, shown once. */
export interface ClientSecret {
  clientId: string;
  clientSecret: string;
  name: string;
}

/** A system client just created. */
export interface NewClient extends ClientSecret {
  createdAt: Date;
}

/** A system client: the secret is shown once, only its SHA-256 is kept (it is 32 random bytes, not a password). */
export async function createClient(db: Executor, name: string): Promise<NewClient> {
  const clientId = `cl_${randomBytes(12).toString('base64url')}`;
  const clientSecret = opaque('cs');
  const [row] = await db
    .insert(oauthClients)
    .values({ clientId, name, secretHash: sha256(clientSecret) })
    .returning();
  return { clientId, clientSecret, name: row.name, createdAt: row.createdAt };
}

/**
 * A new secret for a live client, shown once; the old one stops at once. Access tokens already issued run out
 * (15 minutes): revoke the client instead when the secret leaked.
 */
export async function rotateClientSecret(db: Executor, clientId: string): Promise<ClientSecret> {
  const clientSecret = opaque('cs');
  const [row] = await db
    .update(oauthClients)
    .set({ secretHash: sha256(clientSecret) })
    .where(and(eq(oauthClients.clientId, clientId), isNull(oauthClients.revokedAt)))
    .returning({ clientId: oauthClients.clientId, name: oauthClients.name });
  if (!row) throw notFound('Live client');
  return { clientId: row.clientId, clientSecret, name: row.name };
}

export async function revokeClient(db: Executor, clientId: string): Promise<void> {
  const [row] = await db
    .update(oauthClients)
    .set({ revokedAt: sql`coalesce(${oauthClients.revokedAt}, now())` })
    .where(eq(oauthClients.clientId, clientId))
    .returning();
  if (!row) throw notFound('Client');
}

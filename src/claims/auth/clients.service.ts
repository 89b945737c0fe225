import { asc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { oauthClients, users } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { revoked } from '../../platform/revocations.js';
import { iso, parseIntId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type { CreatedClient, OperatorToken } from './auth.schemas.js';
import { type ClientSecret, createClient, revokeClient, rotateClientSecret } from './client-secrets.js';
import type { SystemClientList } from './clients.schemas.js';
import type { TokenService } from './tokens.service.js';

/**
 * The operators' actions on the claims interface's sign-in: system clients and operator-issued tokens. Each owns its
 * transaction and records itself (audit log, or the claims operators' audit) as done by `caller`: an admin request,
 * or the CLI and the demo seed (internal callers).
 */
export interface ClientDeps {
  db: Db;
  clock: Clock;
  /** Forgets the tokens of a revoked client at once, and signs operator-issued tokens. */
  tokens?: Pick<TokenService, 'forgetSubject' | 'signForUser'>;
}

/** Every system client in creation order, revoked ones marked; never a secret (the hash is not even read). */
export async function listSystemClients(deps: ClientDeps, _caller: Caller): Promise<Static<typeof SystemClientList>> {
  const rows = await deps.db
    .select({
      clientId: oauthClients.clientId,
      name: oauthClients.name,
      createdAt: oauthClients.createdAt,
      revokedAt: oauthClients.revokedAt,
    })
    .from(oauthClients)
    .orderBy(asc(oauthClients.id));
  return {
    data: rows.map((r) => ({
      clientId: r.clientId,
      name: r.name,
      createdAt: iso(r.createdAt)!,
      revoked: r.revokedAt !== null,
      revokedAt: iso(r.revokedAt),
    })),
  };
}

/** A new system client (`CLIENT_CREATED`); the secret is in the answer only. */
export async function createSystemClient(
  deps: ClientDeps,
  caller: Caller,
  input: { name: string },
): Promise<Static<typeof CreatedClient>> {
  const created = await withTransaction(deps.db, async (tx) => {
    const client = await createClient(tx, input.name);
    await emit(tx, caller, [{ type: 'audit', action: 'CLIENT_CREATED', target: `client:${client.clientId}` }]);
    return client;
  });
  return { clientId: created.clientId, clientSecret: created.clientSecret, name: created.name };
}

/**
 * Revokes a client and its tokens (`CLIENT_REVOKED`); this instance stops trusting its tokens at once. Its webhook
 * endpoints are disabled (`disabledReason: CLIENT_REVOKED`), as a revoked API key's are.
 */
export async function revokeSystemClient(deps: ClientDeps, caller: Caller, input: { clientId: string }): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    await revokeClient(tx, input.clientId);
    await revoked(tx, { clientId: input.clientId });
    await emit(tx, caller, [{ type: 'audit', action: 'CLIENT_REVOKED', target: `client:${input.clientId}` }]);
  });
  deps.tokens?.forgetSubject(`client:${input.clientId}`);
}

/** A new secret for a live client (`CLIENT_SECRET_ROTATED`), shown once. */
export async function rotateSystemClientSecret(
  deps: ClientDeps,
  caller: Caller,
  input: { clientId: string },
): Promise<ClientSecret> {
  return withTransaction(deps.db, async (tx) => {
    const client = await rotateClientSecret(tx, input.clientId);
    await emit(tx, caller, [{ type: 'audit', action: 'CLIENT_SECRET_ROTATED', target: `client:${input.clientId}` }]);
    return client;
  });
}

/**
 * A short-lived access token for an active consultant, for operator support: recorded (`ISSUE_USER_TOKEN`) in the
 * claims operators' audit before the token is signed.
 */
export async function issueUserToken(
  deps: ClientDeps,
  caller: Caller,
  input: { userId: string },
): Promise<Static<typeof OperatorToken>> {
  const id = parseIntId(input.userId);
  const [user] = id === null ? [] : await deps.db.select().from(users).where(eq(users.id, id));
  if (!user?.active) throw notFound('User');
  if (!deps.tokens) throw new Error('issueUserToken needs the token service');
  await emit(deps.db, caller, [{ type: 'claims.admin', action: 'ISSUE_USER_TOKEN', target: `user:${user.id}` }]);
  const { access_token, token_type, expires_in } = await deps.tokens.signForUser(user);
  return { access_token, token_type, expires_in };
}

import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { webhookEndpoints } from '../db/schema/index.js';
import { type Caller, internalCaller } from '../platform/access/caller.js';
import { principalOf } from '../platform/auth.js';
import { forbidden } from '../platform/errors.js';

/**
 * Who owns webhook endpoints (contract §5 as amended): a portal or provider API key, or a system client of the
 * claims interface; each sees and changes its own endpoints only. An admin key is an operator: it reads and changes
 * every endpoint but owns none. A consultant's token may not use webhooks.
 */
export type WebhookOwner =
  | { kind: 'portal' | 'provider'; keyId: number }
  | { kind: 'client'; clientId: string }
  | { kind: 'operator'; keyId: number | null };

export function webhookOwnerOf(request: FastifyRequest): WebhookOwner {
  if (request.bearer) {
    if (request.bearer.clientId && request.bearer.userId === null) {
      return { kind: 'client', clientId: request.bearer.clientId };
    }
    throw forbidden('TOKEN_SCOPE', "Webhooks belong to system clients; a consultant's token may not use them");
  }
  const principal = principalOf(request);
  if (principal.kind === 'admin' || principal.keyId === null) return { kind: 'operator', keyId: principal.keyId };
  return { kind: principal.kind, keyId: principal.keyId };
}

/** The endpoints an owner may touch, as a condition on `webhook_endpoints`. */
export function endpointScope(owner: WebhookOwner): SQL {
  switch (owner.kind) {
    case 'client':
      return eq(webhookEndpoints.clientId, owner.clientId);
    case 'operator':
      return sql`true`;
    default:
      return eq(webhookEndpoints.keyId, owner.keyId);
  }
}

/** How the audit names the owner (`key:<id>`, `client:<id>`, `key:env-admin`). */
export function auditCallerOf(owner: WebhookOwner): Caller {
  if (owner.kind === 'client') return internalCaller(`client:${owner.clientId}`);
  return internalCaller(owner.keyId === null ? 'key:env-admin' : `key:${owner.keyId}`);
}

import { eq, sql } from 'drizzle-orm';
import { webhookEndpoints } from '../db/schema/index.js';
import type { AccessRule } from '../platform/access/access.js';
import { type Caller, isOperatorOrAdminKey } from '../platform/access/caller.js';
import { forbidden, notFound } from '../platform/errors.js';

/** The kinds of owner of an endpoint (`webhook_endpoints.owner_kind`). */
export type WebhookOwnerKind = 'portal' | 'provider' | 'client';

/**
 * Who owns webhook endpoints (contract §5 as amended): a portal or provider API key, or a system client of the
 * claims interface; each sees and changes its own endpoints only (another's is answered like an unknown one, 404).
 * An admin key or an operator reads and changes every endpoint but owns none.
 */
export const webhookAccess: AccessRule = {
  object: 'webhook',
  table: webhookEndpoints,
  id: webhookEndpoints.id,
  scope: (caller) => {
    switch (caller.kind) {
      case 'portalKey':
        return eq(webhookEndpoints.keyId, caller.keyId);
      case 'provider':
        return caller.keyId === null ? null : eq(webhookEndpoints.keyId, caller.keyId);
      case 'system':
        return eq(webhookEndpoints.clientId, caller.clientId);
      default:
        return isOperatorOrAdminKey(caller) ? sql`true` : null;
    }
  },
  notFound: () => notFound('Webhook'),
};

/** A consultant's token may not use webhooks at all: 403 whatever the endpoint, before anything else is looked at. */
export function requireWebhookUser(caller: Caller): void {
  if (caller.kind === 'consultant') {
    throw forbidden('TOKEN_SCOPE', "Webhooks belong to system clients; a consultant's token may not use them");
  }
}

/** The kind of owner the caller subscribes as; null for a caller who owns no endpoint (an admin key, an operator). */
export function ownerKindOf(caller: Caller): WebhookOwnerKind | null {
  switch (caller.kind) {
    case 'portalKey':
      return 'portal';
    case 'provider':
      return 'provider';
    case 'system':
      return 'client';
    default:
      return null;
  }
}

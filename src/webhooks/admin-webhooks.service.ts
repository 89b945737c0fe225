import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import type { Caller } from '../platform/access/caller.js';
import { boundedList } from '../platform/bounded-list.js';
import { iso } from '../platform/schemas.js';
import type { AdminWebhookList, AdminWebhookListQuery } from './admin-webhooks.schemas.js';
import { webhookView } from './webhooks.service.js';

export type AdminWebhookListInput = Static<typeof AdminWebhookListQuery>;
type LastDelivery = NonNullable<Static<typeof AdminWebhookList>['data'][number]['lastDelivery']>;

/** Each endpoint's latest delivery (one index range per endpoint: `webhook_deliveries_endpoint`). */
async function lastDeliveries(db: Db, endpointIds: number[]): Promise<Map<number, LastDelivery>> {
  const map = new Map<number, LastDelivery>();
  if (endpointIds.length === 0) return map;
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      id: webhookDeliveries.id,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      responseStatus: webhookDeliveries.responseStatus,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, sql`${webhookDeliveries.id} desc`);
  for (const r of rows) {
    map.set(r.endpointId, {
      id: String(r.id),
      eventType: r.eventType,
      status: r.status,
      attempts: r.attempts,
      lastAttemptAt: iso(r.lastAttemptAt),
      responseStatus: r.responseStatus,
      deliveredAt: iso(r.deliveredAt),
    });
  }
  return map;
}

/**
 * Every owner's endpoints by id, with the owner and the latest delivery's outcome, through the owners' own view
 * (never the secret). Filtered by owner kind and enabled flag; the total is counted up to `COUNT_CAP`.
 */
export async function listAdminWebhooks(
  deps: { db: Db },
  _caller: Caller,
  q: AdminWebhookListInput,
): Promise<Static<typeof AdminWebhookList>> {
  const where = and(
    q.ownerKind === undefined ? undefined : eq(webhookEndpoints.ownerKind, q.ownerKind),
    q.enabled === undefined ? undefined : eq(webhookEndpoints.enabled, q.enabled),
  );
  const { rows, pagination } = await boundedList(
    deps.db,
    q,
    'webhooks',
    { from: sql`${webhookEndpoints}`, where },
    (w) =>
      deps.db
        .select()
        .from(webhookEndpoints)
        .where(where)
        .orderBy(asc(webhookEndpoints.id))
        .limit(w.limit)
        .offset(w.offset),
  );
  const last = await lastDeliveries(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({
      ...webhookView(r),
      ownerKind: r.ownerKind,
      ownerId: r.ownerKind === 'client' ? (r.clientId ?? '') : String(r.keyId),
      lastDelivery: last.get(r.id) ?? null,
    })),
    pagination,
  };
}

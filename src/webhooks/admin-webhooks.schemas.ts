import { Type } from 'typebox';
import { WEBHOOK_DELIVERY_STATUSES } from '../db/schema/webhooks.js';
import { BoundedPagination } from '../platform/bounded-list.js';
import { component } from '../platform/openapi.js';
import { NullableDateTime, PageQuery, StrictObject } from '../platform/schemas.js';
import { WebhookShape } from './webhooks.schemas.js';

export const WEBHOOK_OWNER_KINDS = ['portal', 'provider', 'client'] as const;

export const AdminWebhookListQuery = StrictObject({
  ownerKind: Type.Optional(Type.Enum(WEBHOOK_OWNER_KINDS)),
  enabled: Type.Optional(Type.Boolean()),
  ...PageQuery,
});

/** What an operator changes of another's endpoint: only whether it is enabled. */
export const AdminWebhookUpdateBody = StrictObject({ enabled: Type.Boolean() });

/** The outcome of an endpoint's latest delivery. */
export const WebhookLastDelivery = component(
  'WebhookLastDelivery',
  Type.Object({
    id: Type.String(),
    eventType: Type.String(),
    status: Type.Enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: Type.Integer(),
    lastAttemptAt: NullableDateTime,
    responseStatus: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
    deliveredAt: NullableDateTime,
  }),
);

/** An endpoint of any owner as the operators see it: whose it is and how its deliveries go; never its secret. */
export const AdminWebhook = component(
  'AdminWebhook',
  Type.Object({
    ...WebhookShape.properties,
    ownerKind: Type.Enum(WEBHOOK_OWNER_KINDS),
    ownerId: Type.String({ description: "The owning API key's id (portal, provider) or the system client's id" }),
    lastDelivery: Type.Union([WebhookLastDelivery, Type.Null()], { description: 'null: nothing delivered yet' }),
  }),
);

export const AdminWebhookList = component(
  'AdminWebhookList',
  Type.Object({ data: Type.Array(AdminWebhook), pagination: BoundedPagination }),
);

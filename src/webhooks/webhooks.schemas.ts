import { Type } from 'typebox';
import { WEBHOOK_ATTEMPT_STATUSES, WEBHOOK_DELIVERY_STATUSES } from '../db/schema/webhooks.js';
import { component } from '../platform/openapi.js';
import {
  DateTime,
  NullableDateTime,
  NullableString,
  PageQuery,
  PaginationSchema,
  StrictObject,
} from '../platform/schemas.js';
import { ATTEMPTS_KEPT } from './delivery.js';
import type { RevokedReason } from './revocation.js';

export const WEBHOOK_EVENT_TYPES = [
  'lead.assigned',
  'lead.recalled',
  'lead.suppressed',
  'lead.unsuppressed',
  'lead.returned',
  'as.status_changed',
  'order.completed',
  'claim.status_changed',
  'coverage_analysis.completed',
  'medical_analysis.completed',
  'lead_import.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const EventType = Type.Enum(WEBHOOK_EVENT_TYPES, { description: 'A public event type' });
const Events = Type.Array(EventType, { minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length, uniqueItems: true });
const Url = Type.String({
  minLength: 1,
  maxLength: 2000,
  description: 'https (port 443 or 1024–65535, no credentials) on a public address',
});

export const CreateWebhookBody = StrictObject({
  url: Url,
  events: Events,
  description: Type.Optional(Type.String({ maxLength: 500 })),
});

export const UpdateWebhookBody = StrictObject(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    enabled: Type.Optional(Type.Boolean({ description: 'true also clears a disabling by the service' })),
  },
  { minProperties: 1 },
);

export const WebhookShape = Type.Object({
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(EventType),
  description: NullableString,
  enabled: Type.Boolean(),
  disabledReason: Type.Unsafe<'FAILING' | RevokedReason | null>({
    type: ['string', 'null'],
    enum: ['FAILING', 'KEY_REVOKED', 'CLIENT_REVOKED', null],
    description:
      'Why the service disabled it: FAILING (every attempt failed for 5 days; see lastError), KEY_REVOKED (its ' +
      'API key was revoked), CLIENT_REVOKED (its system client was revoked); null when enabled or disabled by its owner',
  }),
  failingSince: NullableDateTime,
  lastError: NullableString,
  previousSecretValidUntil: NullableDateTime,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export const WebhookView = component('Webhook', WebhookShape);
export const CreatedWebhook = component(
  'CreatedWebhook',
  Type.Object({
    ...WebhookShape.properties,
    secret: Type.String({ description: 'whsec_…: shown once, here and on rotation' }),
  }),
);
export const WebhookList = component('WebhookList', Type.Object({ data: Type.Array(WebhookView) }));
export const RotatedSecret = component(
  'RotatedWebhookSecret',
  Type.Object({
    secret: Type.String({ description: 'The new secret, shown once' }),
    previousSecretValidUntil: DateTime,
  }),
);

export const WebhookIdParams = Type.Object({ id: Type.String({ maxLength: 32 }) });
export const DeliveryIdParams = Type.Object({
  id: Type.String({ maxLength: 32 }),
  deliveryId: Type.String({ maxLength: 32 }),
});

const DeliveryStatus = Type.Enum(WEBHOOK_DELIVERY_STATUSES);
export const DeliveryListQuery = StrictObject({ ...PageQuery, status: Type.Optional(DeliveryStatus) });
const NullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });
const ResponseBody = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  maxLength: 1024,
  description:
    "The response's first 1 KiB as plain text (a JSON string: show it as text, never render it as HTML); " +
    'null when no response came back',
});

export const AttemptView = component(
  'WebhookAttempt',
  Type.Object({
    attempt: Type.Integer({ minimum: 1, description: 'The attempt number: 1 for the first, 2 for the first retry, …' }),
    status: Type.Enum(WEBHOOK_ATTEMPT_STATUSES, {
      description:
        'SUCCEEDED (a 2xx came back), FAILED (see responseStatus and error), UNKNOWN (the sending instance ' +
        'stopped before it recorded an outcome: the receiver may have got it; the delivery was sent again)',
    }),
    responseStatus: NullableInteger,
    responseBody: ResponseBody,
    durationMs: NullableInteger,
    error: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'Why no 2xx came back: HTTP_503, TIMEOUT, ECONNREFUSED, ADDRESS_NOT_ALLOWED, NO_OUTCOME_RECORDED, …',
    }),
    attemptedAt: DateTime,
  }),
);
export const DeliveryView = component(
  'WebhookDelivery',
  Type.Object({
    id: Type.String(),
    messageId: Type.String({ description: 'The webhook-id header: the same on every attempt' }),
    eventType: Type.String(),
    status: DeliveryStatus,
    attempts: Type.Integer({ description: 'Attempts made so far' }),
    responseStatus: NullableInteger,
    responseBody: Type.Unsafe<string | null>({
      ...ResponseBody,
      description: 'The first 1 KiB of the last response, as text (never rendered)',
    }),
    durationMs: NullableInteger,
    error: NullableString,
    attemptLog: Type.Array(AttemptView, {
      maxItems: ATTEMPTS_KEPT,
      description: `Its attempts, oldest first (the latest ${ATTEMPTS_KEPT}); the last one's outcome is also above`,
    }),
    createdAt: DateTime,
    lastAttemptAt: NullableDateTime,
    nextAttemptAt: NullableDateTime,
    deliveredAt: NullableDateTime,
  }),
);
export const DeliveryList = component(
  'WebhookDeliveryList',
  Type.Object({ data: Type.Array(DeliveryView), pagination: PaginationSchema }),
);
export const Queued = component(
  'WebhookQueued',
  Type.Object({ deliveryIds: Type.Array(Type.String()), queued: Type.Integer() }),
);
export const RecoverBody = StrictObject({
  since: Type.String({ format: 'date-time', description: 'Failed deliveries created at or after this are sent again' }),
});

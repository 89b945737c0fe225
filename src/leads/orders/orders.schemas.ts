import { Type } from 'typebox';
import { ORDER_STATUSES } from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import {
  DateTime,
  NullableDateTime,
  NullableDateTimeInput,
  NullableIntegerInput,
  NullableString,
  PageQuery,
  PaginationSchema,
  PortalId,
  StrictObject,
} from '../../platform/schemas.js';
import { IdString, ProductRef, SortOrder } from '../core/lead.schemas.js';
import { WEEKDAYS } from '../routing/schedule.rules.js';

/** An order's status: the set the table's check constraint closes. */
export const OrderStatusSchema = Type.Enum(ORDER_STATUSES);

export const RegionQuantity = component(
  'RegionQuantity',
  Type.Object({ region: Type.String(), quantity: Type.Integer() }),
);

// ---- Routing rules (routing.md §1) ----

const Cap = (period: string) =>
  NullableIntegerInput({
    minimum: 1,
    maximum: 100_000,
    description: `The engine assigns nothing more once this many assignments were made in the ${period} (Korea time); null: no cap`,
  });

export const OrderSchedule = component(
  'OrderSchedule',
  StrictObject(
    {
      days: Type.Array(Type.Enum(WEEKDAYS), { minItems: 1, maxItems: 7 }),
      from: Type.String({ maxLength: 5, description: 'HH:MM Korea time, 00:00–23:59' }),
      to: Type.String({ maxLength: 5, description: 'HH:MM Korea time, later than from, up to 24:00 (exclusive)' }),
      skipHolidays: Type.Optional(Type.Boolean({ description: 'Not on public holidays; default false' })),
    },
    { description: 'When the engine may assign: these days, from–to Korea time; no overnight windows' },
  ),
);

const ScheduleOutput = Type.Object({
  days: Type.Array(Type.Enum(WEEKDAYS)),
  from: Type.String(),
  to: Type.String(),
  skipHolidays: Type.Boolean(),
});

/** The rules an order takes at creation and through PATCH: an omitted field is unchanged, null clears it. */
export const OrderRulesInput = {
  dailyCap: Type.Optional(Cap('current day')),
  monthlyCap: Type.Optional(Cap('current calendar month')),
  schedule: Type.Optional(Type.Union([OrderSchedule, Type.Null()])),
  pausedUntil: Type.Optional(
    NullableDateTimeInput('The engine assigns nothing to the order while this is in the future'),
  ),
};

/** What every order shape shows of its rules and of what the caps count. */
export const OrderRulesShape = {
  dailyCap: Type.Union([Type.Integer(), Type.Null()]),
  monthlyCap: Type.Union([Type.Integer(), Type.Null()]),
  schedule: Type.Union([ScheduleOutput, Type.Null()]),
  pausedUntil: NullableDateTime,
  paused: Type.Boolean({ description: 'The order or its consultant is paused now' }),
  assignedToday: Type.Integer({ description: 'Assignments the daily cap counts (Korea-time day)' }),
  assignedThisMonth: Type.Integer({ description: 'Assignments the monthly cap counts (Korea-time month)' }),
};

/** An omitted rule is unchanged: a body with portalId alone changes nothing and answers the order. */
export const UpdateOrderBody = StrictObject({ portalId: PortalId, ...OrderRulesInput });

export const CreateOrderBody = StrictObject({
  productId: IdString,
  providerId: Type.Optional(IdString),
  ordererName: Type.String({ minLength: 1, maxLength: 100 }),
  ordererContact: Type.String({ minLength: 1, maxLength: 100 }),
  portalId: PortalId,
  regionQuantities: Type.Array(
    StrictObject({
      region: Type.String({ minLength: 1, maxLength: 50 }),
      quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
    }),
    { minItems: 1, maxItems: 50 },
  ),
  regionMemo: Type.Optional(Type.String({ maxLength: 2000 })),
  memo: Type.Optional(Type.String({ maxLength: 2000 })),
  reservationDate: Type.Optional(
    Type.String({ maxLength: 40, description: 'YYYY-MM-DD (Korea time) or an ISO 8601 date-time' }),
  ),
  ...OrderRulesInput,
});

export const OrderShape = Type.Object({
  id: Type.String(),
  providerId: Type.String(),
  productId: Type.String(),
  ordererName: Type.String(),
  ordererContact: Type.String(),
  portalId: Type.Integer(),
  regionQuantities: Type.Array(RegionQuantity),
  status: OrderStatusSchema,
  reservationDate: NullableDateTime,
  ...OrderRulesShape,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export const Order = component('Order', OrderShape);

export const OrderListItem = component(
  'OrderListItem',
  Type.Object({
    ...OrderShape.properties,
    regionMemo: NullableString,
    memo: NullableString,
    provider: Type.Object({ id: Type.String(), name: Type.String(), code: Type.String() }),
    product: ProductRef,
    orderedDbQuantity: Type.Integer(),
    provisionalAssignedCount: Type.Integer(),
    confirmedAssignedCount: Type.Integer(),
    usedDbCount: Type.Integer(),
  }),
);

export const OrderSummary = component(
  'OrderSummary',
  Type.Object({
    portalId: Type.Integer(),
    totalOrders: Type.Integer(),
    totalOrderedDbQuantity: Type.Integer(),
    totalProvisionalAssigned: Type.Integer(),
    totalConfirmedAssigned: Type.Integer(),
    totalUsedDb: Type.Integer(),
  }),
);

export const OrderListQuery = StrictObject({
  portalId: Type.Optional(PortalId),
  userId: Type.Optional(PortalId),
  createdFrom: Type.Optional(Type.String({ maxLength: 40 })),
  createdTo: Type.Optional(Type.String({ maxLength: 40 })),
  status: Type.Optional(
    Type.String({
      maxLength: 60,
      pattern: '^(PENDING|IN_PROGRESS|COMPLETED|CANCELLED)(,(PENDING|IN_PROGRESS|COMPLETED|CANCELLED))*$',
      description: 'One status or several, comma-separated',
    }),
  ),
  sortBy: Type.Optional(
    Type.Union([Type.Literal('createdAt'), Type.Literal('reservationDate'), Type.Literal('orderedDbQuantity')]),
  ),
  sortOrder: Type.Optional(SortOrder),
  ...PageQuery,
});

export const OrderList = component(
  'OrderList',
  Type.Object({
    data: Type.Array(OrderListItem),
    pagination: PaginationSchema,
    summary: OrderSummary,
  }),
);

export const OrderParams = Type.Object({ id: Type.String({ maxLength: 32 }) });
export const OrderQuery = StrictObject({ portalId: PortalId });
export const CancelOrderBody = StrictObject({
  portalId: PortalId,
  memo: Type.Optional(Type.String({ maxLength: 2000 })),
});

import { Type } from 'typebox';
import { BoundedPagination } from '../../platform/bounded-list.js';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableDateTime, PageQuery, PortalId, StrictObject } from '../../platform/schemas.js';
import { IdString, SortOrder } from '../core/lead.schemas.js';
import { OrderRulesShape, OrderStatusSchema } from '../orders/orders.schemas.js';
import { DateInput } from './admin-leads.schemas.js';

export const ORDER_SOURCES = ['ORDER', 'AUTO', 'DISTRIBUTION'] as const;

export const AdminOrderListQuery = StrictObject({
  id: Type.Optional(IdString),
  providerId: Type.Optional(IdString),
  productId: Type.Optional(IdString),
  portalId: Type.Optional(PortalId),
  status: Type.Optional(
    Type.String({
      maxLength: 60,
      pattern: '^(PENDING|IN_PROGRESS|COMPLETED|CANCELLED)(,(PENDING|IN_PROGRESS|COMPLETED|CANCELLED))*$',
      description: 'One status or several, comma-separated',
    }),
  ),
  source: Type.Optional(
    Type.Enum(ORDER_SOURCES, {
      description: 'ORDER placed by a portal user, AUTO made by a registration with portalId, DISTRIBUTION',
    }),
  ),
  createdFrom: Type.Optional(DateInput),
  createdTo: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD (the whole day) or a date-time' })),
  sortOrder: Type.Optional(SortOrder),
  ...PageQuery,
});

export const AdminOrderRegion = component(
  'AdminOrderRegion',
  Type.Object({
    region: Type.String(),
    quantity: Type.Integer(),
    provisionalCount: Type.Integer(),
    confirmedCount: Type.Integer(),
  }),
);

/** An order as the operators' list shows it: whose, of what, and how far it is filled; the orderer masked. */
export const AdminOrder = component(
  'AdminOrder',
  Type.Object({
    id: Type.String(),
    providerId: Type.String(),
    providerName: Type.String(),
    productId: Type.String(),
    productName: Type.String(),
    portalId: Type.Integer(),
    source: Type.Enum(ORDER_SOURCES),
    status: OrderStatusSchema,
    ordererName: Type.String({ description: "Masked; 'AUTO' or 'DISTRIBUTION' for the orders the system makes" }),
    ordererContact: Type.String({ description: 'Masked (a phone as 010-****-5678, an e-mail as ab***@example.com)' }),
    orderedQuantity: Type.Integer(),
    provisionalCount: Type.Integer(),
    confirmedCount: Type.Integer(),
    usedCount: Type.Integer(),
    regionQuantities: Type.Array(AdminOrderRegion, { description: 'Empty for automatic orders' }),
    reservationDate: NullableDateTime,
    ...OrderRulesShape,
    createdAt: DateTime,
    updatedAt: DateTime,
  }),
);

export const AdminOrderList = component(
  'AdminOrderList',
  Type.Object({ data: Type.Array(AdminOrder), pagination: BoundedPagination }),
);

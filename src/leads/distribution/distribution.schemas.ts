import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { DateTime, PageQuery, PaginationSchema, PortalId, StrictObject } from '../../platform/schemas.js';
import { BoolQuery, HasAsQuery, IdString, LeadShape, SortOrder } from '../core/lead.schemas.js';

export const MAX_DISTRIBUTION = 1000;

const LeadIds = Type.Array(IdString, {
  minItems: 1,
  maxItems: MAX_DISTRIBUTION,
  description: 'Lead ids; a repeated id counts once',
});

export const DistributeBody = StrictObject({
  fromPortalId: PortalId,
  toPortalId: PortalId,
  leadIds: LeadIds,
});

export const DistributeResponse = component(
  'DistributionResult',
  Type.Object({
    success: Type.Boolean(),
    transferredCount: Type.Integer(),
    toOrderId: Type.String({ description: "The recipient's new order (status COMPLETED, quantity = count)" }),
  }),
);

export const RecallBody = StrictObject({
  portalId: PortalId,
  leadIds: LeadIds,
});

export const RecallResponse = component(
  'RecallResult',
  Type.Object({
    success: Type.Boolean(),
    recalledCount: Type.Integer(),
  }),
);

export const DistributedAwayQuery = StrictObject({
  portalId: PortalId,
  used: Type.Optional(BoolQuery),
  hasAs: Type.Optional(HasAsQuery),
  providerId: Type.Optional(IdString),
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  sortBy: Type.Optional(Type.Union([Type.Literal('distributedAt'), Type.Literal('usedAt')])),
  sortOrder: Type.Optional(SortOrder),
  ...PageQuery,
});

export const DistributedAwayLead = component(
  'DistributedAwayLead',
  Type.Object({
    ...LeadShape.properties,
    currentOwnerId: Type.String({ description: 'portalId of the current owner' }),
    distributedAt: DateTime,
  }),
);

export const DistributedAwayList = component(
  'DistributedAwayLeadList',
  Type.Object({
    data: Type.Array(DistributedAwayLead),
    pagination: PaginationSchema,
  }),
);

import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { PageQuery, PaginationSchema, PortalId, StrictObject } from '../../platform/schemas.js';
import { BoolQuery, HasAsQuery, IdString, Lead, SortOrder, Text } from '../core/lead.schemas.js';

export const LeadListQuery = StrictObject({
  portalId: PortalId,
  used: Type.Optional(BoolQuery),
  hasAs: Type.Optional(HasAsQuery),
  region: Type.Optional(Text(50)),
  gender: Type.Optional(Text(10)),
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  sortBy: Type.Optional(Type.Union([Type.Literal('assignedAt'), Type.Literal('usedAt'), Type.Literal('age')])),
  sortOrder: Type.Optional(SortOrder),
  ...PageQuery,
});

export const LeadList = component('LeadList', Type.Object({ data: Type.Array(Lead), pagination: PaginationSchema }));

export const ContactsBody = StrictObject({
  portalId: PortalId,
  leadIds: Type.Array(IdString, { minItems: 1, maxItems: 100 }),
});
export const ContactsResponse = component(
  'LeadContacts',
  Type.Object({
    data: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), phone: Type.String() })),
    skipped: Type.Array(
      Type.Object({
        id: Type.String(),
        reason: Type.Union([
          Type.Literal('NOT_FOUND'),
          Type.Literal('NOT_USED'),
          Type.Literal('SUPPRESSED'),
          Type.Literal('ERASED'),
        ]),
      }),
    ),
  }),
);

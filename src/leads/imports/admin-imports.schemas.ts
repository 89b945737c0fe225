import { Type } from 'typebox';
import { BoundedPagination } from '../../platform/bounded-list.js';
import { component } from '../../platform/openapi.js';
import { PageQuery, StrictObject } from '../../platform/schemas.js';
import { DateInput } from '../admin/admin-leads.schemas.js';
import { IdString } from '../core/lead.schemas.js';
import { LeadImport, LeadImportStatusSchema } from './imports.schemas.js';

export const AdminLeadImportListQuery = StrictObject({
  providerId: Type.Optional(IdString),
  productId: Type.Optional(IdString),
  status: Type.Optional(LeadImportStatusSchema),
  dryRun: Type.Optional(Type.Boolean()),
  createdFrom: Type.Optional(DateInput),
  createdTo: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD (the whole day) or a date-time' })),
  ...PageQuery,
});

export const AdminLeadImportList = component(
  'AdminLeadImportList',
  Type.Object({
    data: Type.Array(LeadImport, { description: 'Imports of every provider, newest first, as the provider sees them' }),
    pagination: BoundedPagination,
  }),
);

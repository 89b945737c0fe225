import { Type } from 'typebox';
import { AS_STATUSES } from '../../db/schema/index.js';
import { EvidenceFile } from '../../files/files.schemas.js';
import { BulkIds } from '../../platform/bulk.js';
import { component } from '../../platform/openapi.js';
import {
  DateTime,
  NullableString,
  PageQuery,
  PaginationSchema,
  PortalId,
  StrictObject,
} from '../../platform/schemas.js';
import { AsStatusSchema, IdString, PrivacyFields, ProductRef, SortOrder } from '../core/lead.schemas.js';

const ReasonCode = Type.String({
  pattern: '^[A-Z][A-Z0-9_]{0,49}$',
  description: 'UPPER_SNAKE code, at most 50 characters',
});
const Label = Type.String({ minLength: 1, maxLength: 100 });
const Memo = Type.String({ maxLength: 2000 });

// ---- reasons ----

export const ReasonList = component(
  'AsReasonList',
  Type.Object({ data: Type.Array(Type.Object({ code: Type.String(), label: Type.String() })) }),
);

export const AdminReason = component(
  'AsReason',
  Type.Object({
    code: Type.String(),
    label: Type.String(),
    active: Type.Boolean(),
    sortOrder: Type.Integer(),
  }),
);
export const AdminReasonList = component('AdminAsReasonList', Type.Object({ data: Type.Array(AdminReason) }));

const SortOrderValue = Type.Integer({ minimum: 0, maximum: 100_000, description: 'Position in the list' });

export const CreateReasonBody = StrictObject({
  code: ReasonCode,
  label: Label,
  active: Type.Optional(Type.Boolean()),
  sortOrder: Type.Optional(SortOrderValue),
});

export const UpdateReasonBody = StrictObject(
  { label: Type.Optional(Label), active: Type.Optional(Type.Boolean()), sortOrder: Type.Optional(SortOrderValue) },
  { minProperties: 1 },
);

export const ReasonParams = Type.Object({ code: Type.String({ maxLength: 50 }) });

// ---- AS requests ----

export const AsStatus = AsStatusSchema;

export const AsRequestShape = Type.Object({
  id: Type.String(),
  leadId: Type.String(),
  reasonCode: Type.String(),
  reasonLabel: Type.String(),
  status: AsStatus,
  statusLabel: Type.String(),
  customerMemo: NullableString,
  adminNote: NullableString,
  createdAt: DateTime,
  updatedAt: DateTime,
  lead: Type.Object({
    id: Type.String(),
    name: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'Masked unless used; null once erased' }),
    phone: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'Masked unless used; null once erased',
    }),
    region: NullableString,
    product: ProductRef,
    ...PrivacyFields,
  }),
  files: Type.Array(EvidenceFile),
});
export const AsRequestDetail = component('AsRequest', AsRequestShape);

export const AsRequestList = component(
  'AsRequestList',
  Type.Object({ data: Type.Array(AsRequestDetail), pagination: PaginationSchema }),
);

/** The operators' view: the detail plus who filed it and against which order. */
export const AdminAsRequest = component(
  'AdminAsRequest',
  Type.Object({
    ...AsRequestShape.properties,
    portalId: Type.Integer(),
    orderId: NullableString,
    providerId: Type.String(),
  }),
);
export const AdminAsRequestList = component(
  'AdminAsRequestList',
  Type.Object({ data: Type.Array(AdminAsRequest), pagination: PaginationSchema }),
);

export const CreateAsBody = StrictObject({
  portalId: PortalId,
  leadId: IdString,
  reasonCode: Type.String({ minLength: 1, maxLength: 50 }),
  customerMemo: Type.Optional(Memo),
  fileIds: Type.Optional(Type.Array(IdString, { maxItems: 10, description: 'Uploaded AS_EVIDENCE files' })),
});

const StatusFilter = Type.String({
  pattern: `^(${AS_STATUSES.join('|')})(,(${AS_STATUSES.join('|')}))*$`,
  description: 'One status or several, comma-separated',
});
const DateInput = Type.String({ maxLength: 40, description: 'YYYY-MM-DD (Korea time) or an ISO 8601 date-time' });

export const AsListQuery = StrictObject({
  portalId: PortalId,
  status: Type.Optional(StatusFilter),
  leadId: Type.Optional(IdString),
  createdFrom: Type.Optional(DateInput),
  createdTo: Type.Optional(DateInput),
  ...PageQuery,
});

export const AsParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

export const AsGetQuery = StrictObject({
  portalId: PortalId,
  by: Type.Optional(Type.Union([Type.Literal('id'), Type.Literal('lead')])),
});

export const CancelAsBody = StrictObject({ portalId: PortalId });
export const SuccessResponse = component('Success', Type.Object({ success: Type.Boolean() }));

export const ReviewBody = StrictObject({
  status: Type.Union([
    Type.Literal('WAITING'),
    Type.Literal('HOLD'),
    Type.Literal('APPROVED'),
    Type.Literal('REJECTED'),
  ]),
  adminNote: Type.Optional(Type.Union([Type.Null(), Memo], { description: 'Kept when omitted; null or "" clears it' })),
});

export const BulkHoldBody = StrictObject({
  ids: BulkIds,
  adminNote: Type.Optional(Type.Union([Type.Null(), Memo], { description: 'One note for every request held' })),
});

export const AdminAsListQuery = StrictObject({
  status: Type.Optional(StatusFilter),
  providerId: Type.Optional(IdString),
  productId: Type.Optional(IdString),
  portalId: Type.Optional(PortalId),
  olderThanHours: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100_000, description: 'Filed at least this long ago' }),
  ),
  sortOrder: Type.Optional(SortOrder),
  ...PageQuery,
});

export const AsContact = component(
  'AsContact',
  Type.Object({
    asRequestId: Type.String(),
    leadId: Type.String(),
    name: Type.String(),
    phone: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
  }),
);

import { Type } from 'typebox';
import { CLAIM_STATUSES } from '../../db/schema/index.js';
import { BoundedPagination } from '../../platform/bounded-list.js';
import { component } from '../../platform/openapi.js';
import { DateTime, PageQuery, StrictObject } from '../../platform/schemas.js';
import { CLAIM_STATUS_LABELS } from './requests.schemas.js';

const ClaimDay = Type.String({
  pattern: '^[0-9]{4}-?[0-9]{2}-?[0-9]{2}$',
  description: 'A claim date: YYYY-MM-DD or YYYYMMDD (Korea time), inclusive',
});
const ClaimStatusCd = Type.Enum(CLAIM_STATUSES, {
  description: `claim status: ${Object.entries(CLAIM_STATUS_LABELS)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
});

export const AdminClaimListQuery = StrictObject({
  claimReqId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'One claim by its id' })),
  claimStatusCd: Type.Optional(ClaimStatusCd),
  insuCompCd: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  fcUserCi: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  from: Type.Optional(ClaimDay),
  to: Type.Optional(ClaimDay),
  sortOrder: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  ...PageQuery,
});

export const AdminClaimDispatch = component(
  'AdminClaimDispatch',
  Type.Object({
    gateway: Type.String(),
    pages: Type.Integer(),
    sentAt: DateTime,
  }),
);

/**
 * A claim as the operators' list shows it: where it stands, whose it is and where it went. Of the client only the
 * masked name: no birthday, phone, bank account, callback or event details.
 */
export const AdminClaim = component(
  'AdminClaim',
  Type.Object({
    claimReqId: Type.Integer(),
    claimDate: Type.String({ description: 'YYYY-MM-DD, Korea time' }),
    claimStatusCd: ClaimStatusCd,
    claimStatus: Type.String({ description: 'The label of claimStatusCd' }),
    statusChangedAt: DateTime,
    insuCompCd: Type.String(),
    insuCompNm: Type.String(),
    fcUserCi: Type.String(),
    fcUserNm: Type.String(),
    clientNm: Type.String({ description: 'Masked (홍*동)' }),
    attempts: Type.Integer({ description: 'Dispatch attempts since it was received (or last sent again)' }),
    lastError: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'Why the last dispatch failed: FAILED claims only, null otherwise',
    }),
    dispatch: Type.Union([AdminClaimDispatch, Type.Null()], {
      description: 'What the fax gateway was handed, once it was; null before',
    }),
    createdAt: DateTime,
  }),
);

export const AdminClaimList = component(
  'AdminClaimList',
  Type.Object({ data: Type.Array(AdminClaim), pagination: BoundedPagination }),
);

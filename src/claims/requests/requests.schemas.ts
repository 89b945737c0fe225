import { Type } from 'typebox';
import { CLAIM_STATUSES } from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import { StrictObject } from '../../platform/schemas.js';

export const CLAIM_STATUS_LABELS = {
  RECEIVED: '접수',
  SENDING: '전송중',
  SENT: '전송완료',
  FAILED: '전송실패',
  COMPLETE: '완료',
  CANCELLED: '취소',
} as const;

export const EVENT_TYPE_LABELS = {
  DISEASE: '질병',
  INJURY: '상해',
  TRAFFIC: '교통사고',
  DEATH: '사망',
  OTHER: '기타',
} as const;

export const CALLBACK_WHO_LABELS = { FC: '설계사', CLIENT: '고객', OTHER: '기타' } as const;

const enumOf = <T extends Record<string, string>>(labels: T, description: string) =>
  Type.Union(
    Object.keys(labels).map((k) => Type.Literal(k)),
    {
      description: `${description}: ${Object.entries(labels)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    },
  );

const Ci = Type.String({ minLength: 1, maxLength: 200 });
const Digits8 = Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD' });
/** Digits, or hyphenated as people write them; stored and returned as digits. */
const Tel = Type.String({
  pattern: '^[0-9][0-9-]{7,14}[0-9]$',
  description: 'Korean phone number, digits (hyphens allowed)',
});
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });

export const SubmitClaimBody = StrictObject({
  fcUserCi: Ci,
  insuCompCd: Type.String({ minLength: 1, maxLength: 40 }),
  clientNm: Text(50),
  clientBirthday: Digits8,
  clientTel: Tel,
  clientMemo: Type.Optional(Type.String({ maxLength: 1000 })),
  jobCd: Type.String({ minLength: 1, maxLength: 20 }),
  bankCd: Type.Optional(Type.Union([Type.Null(), Type.String({ pattern: '^[0-9]{3}$' })])),
  bankAccount: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.String({ pattern: '^[0-9][0-9-]{4,22}[0-9]$', description: 'digits, hyphens allowed' }),
    ]),
  ),
  bankAccountHolder: Type.Optional(Type.Union([Type.Null(), Text(50)])),
  directDebitAccntYn: Type.Boolean(),
  wellFareYn: Type.Boolean(),
  eventDate: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  eventTypeCd: enumOf(EVENT_TYPE_LABELS, 'event type'),
  eventPlace: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
  eventText: Text(4000),
  callbackWho: enumOf(CALLBACK_WHO_LABELS, 'who is called back'),
  callbackName: Text(50),
  callbackTel: Tel,
  fileIds: Type.Array(Type.Union([Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), Type.Integer({ minimum: 1 })]), {
    maxItems: 20,
    description: 'Uploaded files (purpose CLAIM_DOCUMENT) of the caller',
  }),
  agreedTermsIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 100 }),
});

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The claim history record (spec 2.1), field names exactly as specified. */
export const ClaimRecord = component(
  'ClaimHistoryRecord',
  Type.Object({
    claimDate: Type.String({ description: 'YYYY-MM-DD, Korea time' }),
    insuCompCd: Type.String(),
    insuCompNm: Type.String(),
    insuLogoUrl: Type.String(),
    claimStatus: Type.String({ description: 'The label of claimStatusCd' }),
    claimStatusCd: Type.Enum(CLAIM_STATUSES, {
      description: `claim status: ${Object.entries(CLAIM_STATUS_LABELS)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    }),
    fcUserNm: Type.String(),
    clientNm: Type.String(),
    clientBirthday: Type.String({ description: 'YYMMDD' }),
    clientTel: Type.String(),
    clientMemo: Type.String(),
    jobCd: Type.String(),
    claimReqId: Type.Integer(),
    bankCd: NullableString,
    bankNm: NullableString,
    bankAccount: NullableString,
    bankAccountHolder: NullableString,
    fileCnt: Type.Integer(),
    wellFareYn: Type.Boolean(),
    insuFax: Type.String(),
    eventDate: Type.String(),
    eventTypeCd: Type.Enum(Object.keys(EVENT_TYPE_LABELS) as (keyof typeof EVENT_TYPE_LABELS)[]),
    eventType: Type.String({ description: 'The label of eventTypeCd' }),
    eventPlace: NullableString,
    eventText: Type.String(),
    callbackWho: Type.Enum(Object.keys(CALLBACK_WHO_LABELS) as (keyof typeof CALLBACK_WHO_LABELS)[]),
    callbackName: Type.String(),
    callbackTel: Type.String(),
    directDebitAccntYn: Type.Boolean(),
    files: Type.Array(Type.String()),
    file_length: Type.Integer({ description: 'Total size in bytes of the attached files' }),
  }),
);

export const HistoryBody = StrictObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  fcUserCi: Ci,
  clientNm: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  clientBirthday: Type.Optional(Digits8),
  clientTel: Type.Optional(Type.String({ pattern: '^[0-9]{8,12}$', description: 'digits only' })),
  startDate: Type.Optional(Digits8),
  endDate: Type.Optional(Digits8),
});

export const ClaimIdParams = Type.Object({ claimReqId: Type.String({ maxLength: 32 }) });

export const AdminClaimStatusBody = StrictObject({
  claimStatusCd: Type.Union([Type.Literal('COMPLETE'), Type.Literal('CANCELLED'), Type.Literal('RECEIVED')], {
    description: 'COMPLETE (from SENT), CANCELLED (from RECEIVED or FAILED), RECEIVED (re-dispatch a FAILED claim)',
  }),
});

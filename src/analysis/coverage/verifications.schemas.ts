import { Type } from 'typebox';
import { VERIFICATION_STATUSES, type VerificationStatus } from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableDateTime, NullableString, StrictObject } from '../../platform/schemas.js';
import {
  AgreedTermsIds,
  CarrierSchema,
  CompactDate,
  FcUserCi,
  Gender,
  LegalRepresentativeInput,
  Name,
  Phone,
  VerificationClient,
} from '../schemas.js';

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  CODE_SENT: '인증번호발송',
  VERIFIED: '인증완료',
  FAILED: '인증실패',
  EXPIRED: '만료',
  USED: '사용됨',
};

export const BeginVerificationBody = StrictObject({
  fcUserCi: FcUserCi,
  client: StrictObject({
    name: Name,
    birthDate: CompactDate,
    gender: Gender,
    phone: Phone,
    carrier: CarrierSchema,
    rrn: Type.Optional(
      Type.String({
        pattern: '^[0-9]{13}$',
        description: 'Resident registration number (13 digits), write-only, only for sources that ask for it',
      }),
    ),
    legalRepresentative: Type.Optional(LegalRepresentativeInput),
  }),
  agreedTermsIds: AgreedTermsIds,
  institutionLogin: Type.Optional(
    StrictObject(
      {
        loginId: Type.String({ minLength: 1, maxLength: 100 }),
        password: Type.String({ minLength: 1, maxLength: 200 }),
      },
      { description: "The client's login at the data source, write-only, kept until the provider transaction ends" },
    ),
  ),
});

export const ConfirmVerificationBody = StrictObject({
  code: Type.Optional(
    Type.String({ pattern: '^[0-9A-Za-z]{4,10}$', description: 'The code the client received (SMS_CODE)' }),
  ),
});

export const VerificationParams = Type.Object({ verificationId: Type.String({ maxLength: 100 }) });

export const Verification = component(
  'CoverageVerification',
  Type.Object({
    verificationId: Type.String({ description: 'Opaque: cv_ and 20 characters' }),
    status: Type.Enum(VERIFICATION_STATUSES),
    statusLabel: Type.String({ description: '인증번호발송, 인증완료, 인증실패, 만료, 사용됨' }),
    method: Type.Enum(['SMS_CODE', 'APP_PUSH']),
    client: VerificationClient,
    expiresAt: DateTime,
    attemptsLeft: Type.Integer({ minimum: 0, maximum: 5 }),
    resendsLeft: Type.Integer({ minimum: 0, maximum: 3 }),
    verifiedAt: NullableDateTime,
    lastErrorCode: NullableString,
    sandbox: Type.Boolean(),
  }),
);

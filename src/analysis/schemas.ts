import { Type } from 'typebox';
import type { AnalysisStatus } from '../db/schema/index.js';
import { component } from '../platform/openapi.js';
import { StrictObject } from '../platform/schemas.js';
import { CARRIERS } from './client.js';

/** Shared request and response parts of the analyses (contract §7.1). */

export const Name = Type.String({ minLength: 1, maxLength: 50 });
export const CompactDate = Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD' });
export const IsoDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD' });
export const NullableIsoDate = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'YYYY-MM-DD, or null',
});
export const Gender = Type.Enum(['M', 'F']);
export const CarrierSchema = Type.Enum(CARRIERS);
export const Phone = Type.String({ minLength: 9, maxLength: 20, description: 'A Korean mobile number, any format' });
export const FcUserCi = Type.String({ minLength: 1, maxLength: 200, description: 'The consultant the work is for' });
export const AgreedTermsIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  maxItems: 50,
  description: 'Every required term of the owner valid now (GET .../terms)',
});
export const AnnualIncome = Type.Integer({
  minimum: 0,
  maximum: 100_000_000_000,
  description: "The client's annual income (KRW): the death categories then recommend 3 × it",
});

export const LegalRepresentativeInput = StrictObject(
  {
    name: Name,
    birthDate: CompactDate,
    phone: Phone,
    carrier: CarrierSchema,
    relation: Type.String({ minLength: 1, maxLength: 20, description: '부, 모, 후견인, ...' }),
  },
  { description: 'Required for a client under 14: consents and authenticates instead (PIPA §22-2)' },
);

export const LegalRepresentative = component(
  'LegalRepresentative',
  Type.Object({
    name: Type.String(),
    birthDate: Type.String({ description: 'YYYYMMDD' }),
    phone: Type.String({ description: 'Masked: 010-****-5678' }),
    carrier: CarrierSchema,
    relation: Type.String(),
  }),
);

/** The client as a verification shows it (phone masked). */
export const VerificationClient = component(
  'VerificationClient',
  Type.Object({
    name: Type.String(),
    birthDate: Type.String({ description: 'YYYYMMDD' }),
    gender: Gender,
    phone: Type.String({ description: 'Masked: 010-****-5678' }),
    carrier: CarrierSchema,
    legalRepresentative: Type.Union([LegalRepresentative, Type.Null()]),
  }),
);

/** The statuses of both analyses and their labels (contract §7.1). */
export const ANALYSIS_STATUS_LABELS: Record<AnalysisStatus, string> = {
  REQUESTED: '요청',
  PROCESSING: '분석중',
  COMPLETED: '완료',
  FAILED: '실패',
  EXPIRED: '만료',
};

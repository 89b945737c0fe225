import { Type } from 'typebox';
import {
  ANALYSIS_STATUSES,
  AUTH_REQUEST_STATUSES,
  AUTH_SOURCE_STATUSES,
  HEALTH_SOURCES,
} from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableDateTime, NullableString, StrictObject } from '../../platform/schemas.js';
import {
  AgreedTermsIds,
  CarrierSchema,
  CompactDate,
  FcUserCi,
  Gender,
  LegalRepresentative,
  LegalRepresentativeInput,
  Name,
  Phone,
} from '../schemas.js';
import { ANSWERS, QUESTIONS } from './disclosures.rules.js';
import { DRUG_CLASSES, JUDGEMENTS, VISIT_TYPES } from './records.js';

export const AUTH_METHODS = ['KAKAO', 'PASS', 'NAVER', 'TOSS', 'PAYCO', 'KB', 'SAMSUNG'] as const;
export const AUTH_STATUS_LABELS = {
  WAITING: '승인대기',
  COMPLETED: '인증완료',
  DENIED: '거절',
  EXPIRED: '만료',
  FAILED: '실패',
} as const;

export const StartAuthBody = StrictObject({
  fcUserCi: FcUserCi,
  client: StrictObject({
    name: Name,
    birthDate: CompactDate,
    gender: Gender,
    phone: Phone,
    carrier: CarrierSchema,
    legalRepresentative: Type.Optional(LegalRepresentativeInput),
  }),
  authMethod: Type.Enum(AUTH_METHODS, { description: 'The app the client approves the push in' }),
  agreedTermsIds: AgreedTermsIds,
  coverageAnalysisId: Type.Optional(
    Type.String({ maxLength: 100, description: 'A COMPLETED coverage analysis of the same consultant and client' }),
  ),
});

export const AuthRequestParams = Type.Object({ authRequestId: Type.String({ maxLength: 100 }) });
export const MedicalAnalysisParams = Type.Object({ analysisId: Type.String({ maxLength: 100 }) });
export const LinkCoverageBody = StrictObject({ coverageAnalysisId: Type.String({ minLength: 1, maxLength: 100 }) });

/**
 * The client as an auth request shows it: the phone masked; for a caller shown the analysis masked (a MANAGER above
 * its consultant), the name masked and no birth date or representative, as in that analysis.
 */
const AuthRequestClient = component(
  'MedicalAuthRequestClient',
  Type.Object({
    name: Type.String({ description: 'Masked for a MANAGER who is not the consultant' }),
    birthDate: Type.Union([Type.String({ description: 'YYYYMMDD' }), Type.Null()], {
      description: 'Null for a MANAGER who is not the consultant',
    }),
    gender: Gender,
    phone: Type.String({ description: 'Masked: 010-****-5678' }),
    carrier: CarrierSchema,
    legalRepresentative: Type.Union([LegalRepresentative, Type.Null()], {
      description: 'Null without one, and for a MANAGER who is not the consultant',
    }),
  }),
);

export const AuthRequest = component(
  'MedicalAuthRequest',
  Type.Object({
    authRequestId: Type.String({ description: 'Opaque: ar_ and 20 characters' }),
    status: Type.Enum(AUTH_REQUEST_STATUSES),
    statusLabel: Type.String({ description: '승인대기, 인증완료, 거절, 만료' }),
    authMethod: Type.Enum(AUTH_METHODS),
    client: AuthRequestClient,
    sources: Type.Array(
      Type.Object({
        source: Type.Enum(HEALTH_SOURCES),
        status: Type.Enum(AUTH_SOURCE_STATUSES),
        statusLabel: Type.String(),
      }),
    ),
    expiresAt: DateTime,
    analysisId: NullableString,
    sandbox: Type.Boolean(),
  }),
);

export const Treatment = component(
  'MedicalTreatment',
  Type.Object({
    treatmentId: Type.String(),
    visitDate: Type.String({ description: "YYYY-MM-DD; a stay's admission date" }),
    institutionNm: Type.String(),
    departmentNm: Type.String(),
    diagnosisCd: Type.String({ description: 'KCD code, in the revision in force at the visit' }),
    diagnosisNm: Type.String(),
    visitType: Type.Enum(VISIT_TYPES),
    days: Type.Integer(),
    surgery: Type.Boolean(),
    surgeryNm: NullableString,
    totalCost: Type.Integer(),
    patientPaid: Type.Integer(),
  }),
);

export const Medication = component(
  'MedicalMedication',
  Type.Object({
    medicationId: Type.String(),
    treatmentId: Type.String(),
    prescribedDate: Type.String(),
    drugNm: Type.String(),
    ingredientCd: Type.String(),
    drugClass: Type.Union([Type.Enum(DRUG_CLASSES), Type.Null()]),
    days: Type.Integer(),
  }),
);

const Judgement = Type.Enum(JUDGEMENTS, { description: 'NORMAL 정상, BORDERLINE 정상(경계), ABNORMAL 질환의심' });

export const Checkup = component(
  'MedicalCheckup',
  Type.Object({
    checkupId: Type.String(),
    checkupDate: Type.String(),
    stage: Type.Enum(['FIRST', 'SECOND']),
    institutionNm: Type.String(),
    overallJudgement: Judgement,
    items: Type.Array(
      Type.Object({
        itemCd: Type.String(),
        itemNm: Type.String(),
        value: Type.Union([Type.Number(), Type.String()]),
        unit: Type.String(),
        judgement: Judgement,
        referenceRange: Type.String(),
      }),
    ),
  }),
);

const Disclosure = Type.Object({
  questionCd: Type.Enum(QUESTIONS.map((q) => q.questionCd)),
  question: Type.String(),
  answer: Type.Enum(ANSWERS),
  answerLabel: Type.String({ description: '해당, 확인필요, 기록없음, 판단불가' }),
  evidence: Type.Object({
    treatmentIds: Type.Array(Type.String()),
    medicationIds: Type.Array(Type.String()),
    checkupIds: Type.Array(Type.String()),
  }),
  note: NullableString,
});

const Claimable = Type.Object({
  claimableId: Type.String(),
  treatmentIds: Type.Array(Type.String()),
  contractId: Type.String(),
  insuCompCd: NullableString,
  insuCompNm: Type.String(),
  coverageNm: Type.String(),
  categoryCd: Type.String(),
  basis: Type.String(),
  estimatedAmount: Type.Integer(),
  eventDate: Type.String(),
  claimDeadline: Type.String({ description: 'The last timely day (eventDate + 3 years), inclusive' }),
  claimReqId: NullableString,
  claimDraft: Type.Union([
    Type.Object({
      insuCompCd: Type.String(),
      eventDate: Type.String(),
      eventTypeCd: Type.Enum(['DISEASE', 'INJURY']),
      eventText: Type.String(),
    }),
    Type.Null(),
  ]),
});

const summaryFields = {
  analysisId: Type.String({ description: 'Opaque: ma_ and 20 characters' }),
  authRequestId: Type.String(),
  status: Type.Enum(ANALYSIS_STATUSES),
  statusLabel: Type.String({ description: '요청, 분석중, 완료, 실패, 만료' }),
  fcUserCi: Type.String(),
  client: Type.Object({
    name: Type.String({ description: 'Masked for a MANAGER who is not the consultant' }),
    birthDate: Type.Union([Type.String({ description: 'YYYYMMDD' }), Type.Null()]),
    gender: Gender,
  }),
  coverageAnalysisId: NullableString,
  analysisDate: Type.String(),
  period: Type.Object({ from: Type.String(), to: Type.String() }),
  requestedAt: DateTime,
  completedAt: NullableDateTime,
  failureCode: NullableString,
  failureMessage: NullableString,
  sandbox: Type.Boolean(),
  summary: Type.Union([
    Type.Object({
      treatmentCount: Type.Integer(),
      inpatientCount: Type.Integer(),
      surgeryCount: Type.Integer(),
      medicationCount: Type.Integer(),
      checkupCount: Type.Integer(),
      missingSources: Type.Array(Type.Enum(HEALTH_SOURCES)),
    }),
    Type.Null(),
  ]),
};

export const MedicalAnalysisSummary = component('MedicalAnalysisSummary', Type.Object(summaryFields));
export const MedicalAnalysis = component(
  'MedicalAnalysis',
  Type.Object({
    ...summaryFields,
    disclosures: Type.Union([Type.Array(Disclosure), Type.Null()]),
    claimables: Type.Union([Type.Array(Claimable), Type.Null()], {
      description: 'Null without a linked coverage analysis (and for a MANAGER)',
    }),
  }),
);

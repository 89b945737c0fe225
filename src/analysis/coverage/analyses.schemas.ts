import { Type } from 'typebox';
import { ANALYSIS_STATUSES } from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableDateTime, NullableString, StrictObject } from '../../platform/schemas.js';
import {
  AgreedTermsIds,
  AnnualIncome,
  CarrierSchema,
  CompactDate,
  FcUserCi,
  Gender,
  IsoDate,
  LegalRepresentativeInput,
  Name,
  NullableIsoDate,
  Phone,
} from '../schemas.js';
import { CATEGORY_CDS, CATEGORY_GROUPS, CATEGORY_UNITS } from './categories.js';
import {
  CategoryResult as EngineCategoryResult,
  Summary as EngineSummary,
  TimelinePoint as EngineTimelinePoint,
  LineCategoryCd,
} from './coverage.schemas.js';

export const PRODUCT_TYPES = ['PROTECTION', 'SAVINGS', 'ANNUITY'] as const;
export const CONTRACT_STATUSES = ['ACTIVE', 'LAPSED', 'MATURED', 'CANCELLED'] as const;
export const CONTRACT_STATUS_LABELS = { ACTIVE: '정상', LAPSED: '실효', MATURED: '만기', CANCELLED: '해지' } as const;
export const PAY_CYCLES = ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL', 'LUMP_SUM'] as const;
export const MAX_MANUAL_CONTRACTS = 50;

const Amount = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: 'KRW' });
const Person = StrictObject({ name: Name, birthDate: Type.Optional(CompactDate) });

export const CoverageInput = StrictObject({
  coverageNm: Type.String({ minLength: 1, maxLength: 200, description: "The insurer's name of the coverage" }),
  categoryCd: Type.Optional(
    Type.Enum(CATEGORY_CDS, { description: 'Omitted: the service classifies coverageNm (classifiedBy RULES)' }),
  ),
  amount: Amount,
  startDate: IsoDate,
  endDate: Type.Optional(NullableIsoDate),
});

export const ContractInput = StrictObject({
  insuCompCd: Type.Optional(
    Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()], {
      description: 'A code of GET /api/v1/claim/insurers, or null with insuCompNm',
    }),
  ),
  insuCompNm: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  productNm: Type.String({ minLength: 1, maxLength: 200 }),
  productType: Type.Enum(PRODUCT_TYPES),
  status: Type.Enum(CONTRACT_STATUSES),
  statusDate: Type.Optional(NullableIsoDate),
  contractor: Person,
  insured: Type.Optional(Person),
  contractDate: IsoDate,
  endDate: Type.Optional(NullableIsoDate),
  payEndDate: Type.Optional(NullableIsoDate),
  premium: Amount,
  payCycle: Type.Enum(PAY_CYCLES),
  coverages: Type.Array(CoverageInput, { maxItems: 200 }),
});

export const StartAnalysisBody = StrictObject(
  {
    fcUserCi: FcUserCi,
    verificationId: Type.Optional(Type.String({ maxLength: 100, description: 'A VERIFIED verification' })),
    client: Type.Optional(
      StrictObject({
        name: Name,
        birthDate: CompactDate,
        gender: Gender,
        phone: Type.Optional(Phone),
        carrier: Type.Optional(CarrierSchema),
        legalRepresentative: Type.Optional(LegalRepresentativeInput),
      }),
    ),
    contracts: Type.Optional(Type.Array(ContractInput, { maxItems: MAX_MANUAL_CONTRACTS })),
    agreedTermsIds: Type.Optional(AgreedTermsIds),
    annualIncome: Type.Optional(AnnualIncome),
  },
  {
    description:
      'Either {fcUserCi, verificationId, annualIncome?} (the contracts the verification holds) or ' +
      '{fcUserCi, client, contracts, agreedTermsIds, annualIncome?} (up to 50 contracts entered by hand).',
  },
);

export const AnalysisParams = Type.Object({ analysisId: Type.String({ maxLength: 100 }) });

export const ListAnalysesQuery = StrictObject({
  fcUserCi: Type.Optional(FcUserCi),
  clientName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  birthDate: Type.Optional(CompactDate),
  status: Type.Optional(
    Type.String({ maxLength: 100, description: 'One or several of the statuses, comma-separated' }),
  ),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

const CoverageLine = Type.Object({
  coverageNm: Type.String(),
  categoryCd: LineCategoryCd,
  classifiedBy: Type.Enum(['PROVIDER', 'INPUT', 'RULES']),
  amount: Type.Integer(),
  startDate: Type.String(),
  endDate: NullableString,
});

export const Contract = component(
  'CoverageContract',
  Type.Object({
    contractId: Type.String(),
    insuCompCd: NullableString,
    insuCompNm: Type.String(),
    productNm: Type.String(),
    productType: Type.Enum(PRODUCT_TYPES),
    status: Type.Enum(CONTRACT_STATUSES, { description: 'ACTIVE 정상, LAPSED 실효, MATURED 만기, CANCELLED 해지' }),
    statusDate: NullableString,
    contractor: Type.Object({ name: Type.String(), birthDate: NullableString }),
    insured: Type.Object({ name: Type.String(), birthDate: NullableString }),
    insuredIsClient: Type.Boolean(),
    contractDate: Type.String(),
    endDate: NullableString,
    payEndDate: NullableString,
    premium: Type.Integer(),
    payCycle: Type.Enum(PAY_CYCLES),
    coverages: Type.Array(CoverageLine),
  }),
);

export const Summary = component('CoverageSummary', EngineSummary);
export const CategoryResult = component('CoverageCategoryResult', EngineCategoryResult);
export const TimelinePoint = component('CoverageTimelinePoint', EngineTimelinePoint);

const AnalysisClient = Type.Object({
  name: Type.String(),
  birthDate: Type.String({ description: 'YYYYMMDD' }),
  gender: Gender,
  age: Type.Integer({ description: '만 나이 on analysisDate' }),
});

const summaryFields = {
  analysisId: Type.String({ description: 'Opaque: ca_ and 20 characters' }),
  status: Type.Enum(ANALYSIS_STATUSES),
  statusLabel: Type.String({ description: '요청, 분석중, 완료, 실패, 만료' }),
  fcUserCi: Type.String(),
  source: Type.Enum(['VERIFICATION', 'MANUAL']),
  analysisDate: Type.String({ description: 'YYYY-MM-DD, Korea date the data was fetched' }),
  client: AnalysisClient,
  requestedAt: DateTime,
  completedAt: NullableDateTime,
  failureCode: NullableString,
  failureMessage: NullableString,
  sandbox: Type.Boolean(),
  summary: Type.Union([Summary, Type.Null()], { description: 'Null until COMPLETED (and once EXPIRED)' }),
};

export const AnalysisSummary = component('CoverageAnalysisSummary', Type.Object(summaryFields));

export const CoverageAnalysis = component(
  'CoverageAnalysis',
  Type.Object({
    ...summaryFields,
    contracts: Type.Union([Type.Array(Contract), Type.Null()], { description: 'Null until COMPLETED' }),
    categories: Type.Union([Type.Array(CategoryResult), Type.Null()], { description: 'Null until COMPLETED' }),
    timeline: Type.Union([Type.Array(TimelinePoint), Type.Null()], { description: 'Null until COMPLETED' }),
  }),
);

export const Category = component(
  'CoverageCategory',
  Type.Object({
    categoryCd: Type.Enum(CATEGORY_CDS),
    categoryNm: Type.String(),
    group: Type.Enum(CATEGORY_GROUPS),
    unit: Type.Enum(CATEGORY_UNITS),
    recommendedAmount: Type.Integer({ minimum: 1 }),
    kcdRanges: Type.Array(Type.String()),
    description: Type.String(),
  }),
);

/** The categories for the operators' recommendation screen. */
export const AdminCoverageCategoryList = component(
  'AdminCoverageCategoryList',
  Type.Object({ data: Type.Array(Category, { description: "The 21 categories in an analysis's order" }) }),
);

export const CategoryParams = Type.Object({ categoryCd: Type.String({ maxLength: 100 }) });
export const UpdateCategoryBody = StrictObject({
  recommendedAmount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});

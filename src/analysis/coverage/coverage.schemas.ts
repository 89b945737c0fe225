import { type Static, Type } from 'typebox';
import { CATEGORY_CDS, CATEGORY_GROUPS, CATEGORY_UNITS, type CategoryCd, UNCLASSIFIED } from './categories.js';

/**
 * Shapes of the coverage analysis (contract §7.2) that the analysis engine reads and writes: a resolved Contract
 * (ids assigned, insurer name known, every line classified, `insuredIsClient` decided), the category results, the
 * summary and the timeline. The engine's types are derived from them.
 */

export const CONTRACT_STATUS_LABELS = { ACTIVE: '정상', LAPSED: '실효', MATURED: '만기', CANCELLED: '해지' } as const;
export const COVERAGE_STATUS_LABELS = { NONE: '미가입', SHORT: '부족', ADEQUATE: '적정', EXCESS: '과다' } as const;
export const PRODUCT_TYPES = ['PROTECTION', 'SAVINGS', 'ANNUITY'] as const;
export const PAY_CYCLES = ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL', 'LUMP_SUM'] as const;
export const CLASSIFIED_BY = ['PROVIDER', 'INPUT', 'RULES'] as const;

const literals = <const T extends string>(values: readonly T[], description?: string) =>
  Type.Enum(values as T[], description ? { description } : {});
const labelled = <const T extends string>(labels: Record<T, string>, description: string) =>
  literals(
    Object.keys(labels) as T[],
    `${description}: ${Object.entries(labels)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );

// Nullable values as a list of types (as in platform/schemas.ts): the response serializer writes them directly.
const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const NullableIsoDate = Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date' });
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
/** KRW, an integer. */
const Won = Type.Integer({ minimum: 0 });

export const CategoryCdSchema = literals(CATEGORY_CDS, 'coverage category');
export const LineCategoryCd = literals([...CATEGORY_CDS, UNCLASSIFIED], 'coverage category, or UNCLASSIFIED');

export const Person = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50, description: 'as the insurer writes it; may be masked with *' }),
  birthDate: NullableIsoDate,
});

export const CoverageLine = Type.Object({
  coverageNm: Type.String({ minLength: 1, maxLength: 200 }),
  categoryCd: LineCategoryCd,
  classifiedBy: literals(CLASSIFIED_BY, 'who placed the line in its category'),
  amount: Won,
  startDate: IsoDate,
  endDate: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date', description: 'null: whole life' }),
});

export const Contract = Type.Object({
  contractId: Type.String({ minLength: 1 }),
  insuCompCd: NullableString,
  insuCompNm: Type.String({ minLength: 1 }),
  productNm: Type.String({ minLength: 1 }),
  productType: literals(PRODUCT_TYPES),
  status: labelled(CONTRACT_STATUS_LABELS, 'contract status'),
  statusDate: NullableIsoDate,
  contractor: Person,
  insured: Person,
  insuredIsClient: Type.Boolean(),
  contractDate: IsoDate,
  endDate: NullableIsoDate,
  payEndDate: NullableIsoDate,
  premium: Won,
  payCycle: literals(PAY_CYCLES),
  coverages: Type.Array(CoverageLine),
});

export const Summary = Type.Object({
  contractCount: Type.Integer({ minimum: 0 }),
  activeContractCount: Type.Integer({ minimum: 0 }),
  monthlyPremium: Won,
  protectionMonthlyPremium: Won,
  savingsMonthlyPremium: Won,
  unclassifiedCount: Type.Integer({ minimum: 0 }),
});

/** A counted coverage line, as listed under its category. */
export const CategoryCoverage = Type.Object({
  contractId: Type.String(),
  insuCompNm: Type.String(),
  productNm: Type.String(),
  coverageNm: Type.String(),
  amount: Won,
  startDate: IsoDate,
  endDate: NullableIsoDate,
});

export const CategoryResult = Type.Object({
  categoryCd: CategoryCdSchema,
  categoryNm: Type.String(),
  group: literals(CATEGORY_GROUPS),
  unit: literals(CATEGORY_UNITS),
  amount: Won,
  recommendedAmount: Type.Integer({ minimum: 1 }),
  gap: Won,
  ratio: Type.Number({ minimum: 0, description: 'amount ÷ recommendedAmount, rounded half-up to 2 decimals' }),
  status: labelled(COVERAGE_STATUS_LABELS, 'coverage status'),
  statusLabel: Type.String(),
  coverEndAge: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    description: 'age on the latest end of the counted lines; null with none, or with a whole-life line',
  }),
  lifetime: Type.Boolean({ description: 'a counted line lasts for life' }),
  coverages: Type.Array(CategoryCoverage),
});

export const TimelinePoint = Type.Object({
  age: Type.Integer(),
  date: IsoDate,
  /** Every category, in catalogue order. */
  amounts: Type.Object(Object.fromEntries(CATEGORY_CDS.map((cd) => [cd, Won])) as Record<CategoryCd, typeof Won>),
});

/** The client as the engine needs it; `birthDate` is `YYYYMMDD`, as everywhere in the API (contract §7.1). */
export const AnalysisClient = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  birthDate: Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD' }),
  gender: Type.Union([Type.Literal('M'), Type.Literal('F')]),
});

export type CategoryCdValue = Static<typeof CategoryCdSchema>;
export type Person = Static<typeof Person>;
export type CoverageLine = Static<typeof CoverageLine>;
export type Contract = Static<typeof Contract>;
export type Summary = Static<typeof Summary>;
export type CategoryCoverage = Static<typeof CategoryCoverage>;
export type CategoryResult = Static<typeof CategoryResult>;
export type TimelinePoint = Static<typeof TimelinePoint>;
export type AnalysisClient = Static<typeof AnalysisClient>;
export type CoverageStatus = CategoryResult['status'];

/**
 * The 21 coverage categories of the coverage analysis (contract §7.2), in the order of `categories` and of the
 * catalogue. Names, groups, units and the KCD ranges of the diagnosis categories are the contract's; the
 * recommended amounts are reference data kept in the database and edited by an admin.
 */
export const CATEGORY_GROUPS = [
  'DEATH',
  'DISABILITY',
  'DIAGNOSIS',
  'SURGERY',
  'HOSPITAL',
  'INDEMNITY',
  'OTHER',
] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

export const CATEGORY_UNITS = ['LUMP_SUM', 'PER_EVENT', 'PER_DAY', 'LIMIT'] as const;
export type CategoryUnit = (typeof CATEGORY_UNITS)[number];

export interface CategoryDefinition {
  categoryCd: string;
  categoryNm: string;
  group: CategoryGroup;
  unit: CategoryUnit;
  /** KCD code ranges a diagnosis category pays for (`C00-C97`, `I60-I62`); empty for the others. */
  kcdRanges: readonly string[];
}

const define = <const T extends readonly CategoryDefinition[]>(list: T) => list;

export const CATEGORIES = define([
  { categoryCd: 'DEATH_GENERAL', categoryNm: '일반사망', group: 'DEATH', unit: 'LUMP_SUM', kcdRanges: [] },
  { categoryCd: 'DEATH_DISEASE', categoryNm: '질병사망', group: 'DEATH', unit: 'LUMP_SUM', kcdRanges: [] },
  { categoryCd: 'DEATH_INJURY', categoryNm: '상해사망', group: 'DEATH', unit: 'LUMP_SUM', kcdRanges: [] },
  {
    categoryCd: 'DISABILITY_DISEASE',
    categoryNm: '질병후유장해',
    group: 'DISABILITY',
    unit: 'LUMP_SUM',
    kcdRanges: [],
  },
  { categoryCd: 'DISABILITY_INJURY', categoryNm: '상해후유장해', group: 'DISABILITY', unit: 'LUMP_SUM', kcdRanges: [] },
  {
    categoryCd: 'CANCER',
    categoryNm: '일반암진단',
    group: 'DIAGNOSIS',
    unit: 'LUMP_SUM',
    // C00–C97 except the minor cancers (C44, C73), which are MINOR_CANCER.
    kcdRanges: ['C00-C43', 'C45-C72', 'C74-C97'],
  },
  {
    categoryCd: 'MINOR_CANCER',
    categoryNm: '유사암진단',
    group: 'DIAGNOSIS',
    unit: 'LUMP_SUM',
    kcdRanges: ['C44', 'C73', 'D00-D09', 'D37-D48'],
  },
  {
    categoryCd: 'CEREBRAL_HEMORRHAGE',
    categoryNm: '뇌출혈진단',
    group: 'DIAGNOSIS',
    unit: 'LUMP_SUM',
    kcdRanges: ['I60-I62'],
  },
  {
    categoryCd: 'STROKE',
    categoryNm: '뇌졸중진단',
    group: 'DIAGNOSIS',
    unit: 'LUMP_SUM',
    kcdRanges: ['I60-I63', 'I65-I66'],
  },
  {
    categoryCd: 'CEREBROVASCULAR',
    categoryNm: '뇌혈관질환진단',
    group: 'DIAGNOSIS',
    unit: 'LUMP_SUM',
    kcdRanges: ['I60-I69'],
  },
  {
    categoryCd: 'ACUTE_MI',
    categoryNm: '급성심근경색진단',
    group: 'DIAGNOSIS',
    unit: 'LUMP_SUM',
    kcdRanges: ['I21-I23'],
  },
  {
    categoryCd: 'ISCHEMIC_HEART',
    categoryNm: '허혈성심장질환진단',
    group: 'DIAGNOSIS',
    unit: 'LUMP_SUM',
    kcdRanges: ['I20-I25'],
  },
  { categoryCd: 'SURGERY_DISEASE', categoryNm: '질병수술', group: 'SURGERY', unit: 'PER_EVENT', kcdRanges: [] },
  { categoryCd: 'SURGERY_INJURY', categoryNm: '상해수술', group: 'SURGERY', unit: 'PER_EVENT', kcdRanges: [] },
  { categoryCd: 'HOSPITAL_DISEASE', categoryNm: '질병입원일당', group: 'HOSPITAL', unit: 'PER_DAY', kcdRanges: [] },
  { categoryCd: 'HOSPITAL_INJURY', categoryNm: '상해입원일당', group: 'HOSPITAL', unit: 'PER_DAY', kcdRanges: [] },
  { categoryCd: 'MEDICAL_EXPENSE', categoryNm: '실손의료비', group: 'INDEMNITY', unit: 'LIMIT', kcdRanges: [] },
  { categoryCd: 'LIABILITY', categoryNm: '일상생활배상책임', group: 'INDEMNITY', unit: 'LIMIT', kcdRanges: [] },
  { categoryCd: 'DENTAL', categoryNm: '치아', group: 'OTHER', unit: 'LUMP_SUM', kcdRanges: [] },
  { categoryCd: 'DEMENTIA_CARE', categoryNm: '치매·간병', group: 'OTHER', unit: 'LUMP_SUM', kcdRanges: [] },
  { categoryCd: 'DRIVER', categoryNm: '운전자', group: 'OTHER', unit: 'LUMP_SUM', kcdRanges: [] },
] as const);

export type CategoryCd = (typeof CATEGORIES)[number]['categoryCd'];
export const CATEGORY_CDS = CATEGORIES.map((c) => c.categoryCd) as readonly CategoryCd[];

/** A coverage name no rule places with confidence: kept with its contract, never in `categories`. */
export const UNCLASSIFIED = 'UNCLASSIFIED';
export type CategoryOrUnclassified = CategoryCd | typeof UNCLASSIFIED;

export const categoryOf = (cd: string) => CATEGORIES.find((c) => c.categoryCd === cd);

/**
 * The coverage analysis engine (contract §7.2): from a client's resolved contracts, the summary, the result of every
 * category and the coverage-by-age timeline. Pure: no database, no clock; `analysisDate` is the only "today"
 * (contract §7.1), so the same input always gives the same result.
 */
import { ageOn, birthdayAtAge, compactToIso, parseIsoDate } from '../korean-age.js';
import { CATEGORIES, type CategoryCd, type CategoryDefinition, UNCLASSIFIED } from './categories.js';
import {
  type AnalysisClient,
  type CategoryCoverage,
  type CategoryResult,
  COVERAGE_STATUS_LABELS,
  type Contract,
  type CoverageLine,
  type CoverageStatus,
  type Person,
  type Summary,
  type TimelinePoint,
} from './coverage.schemas.js';

export interface CoverageEngineInput {
  /** `YYYY-MM-DD`, the Korea date the data was fetched (or the request date of a manual analysis). */
  analysisDate: string;
  /** `birthDate` is `YYYYMMDD`, as the API writes it. */
  client: AnalysisClient;
  /** Resolved contracts: ids assigned, every line classified, `insuredIsClient` decided (see `insuredIsClient`). */
  contracts: readonly Contract[];
  /** The reference amount of every category (integers ≥ 1). */
  recommended: Readonly<Record<CategoryCd, number>>;
  /** When given (≥ 1), the three death categories recommend 3 × this instead. */
  annualIncome?: number | null;
}

export interface CoverageEngineResult {
  summary: Summary;
  categories: CategoryResult[];
  timeline: TimelinePoint[];
}

// ---- who the insured is --------------------------------------------------------------------------------------

const normalizedName = (name: string) => Array.from(name.normalize('NFC').replace(/\s/gu, ''));

/**
 * Whether the insurer's name for the insured is the client's name: equal after NFC normalization and removing all
 * whitespace, where a character the provider masked with `*` matches any character in its place (so `김*수` is
 * 김철수 but not 김수 or 김철민).
 */
export function namesMatch(insuredName: string, clientName: string): boolean {
  const insured = normalizedName(insuredName);
  const client = normalizedName(clientName);
  return insured.length === client.length && insured.every((ch, i) => ch === '*' || ch === client[i]);
}

const dateDigits = (date: string | null | undefined) => (date ? date.replaceAll('-', '') : null);

/**
 * `insuredIsClient` of a contract (contract §7.2): what the provider says when it says it; otherwise an omitted
 * insured is the client, and a named one is when the names match (`namesMatch`) and the birth dates are equal where
 * both are known. Birth dates may be written `YYYYMMDD` or `YYYY-MM-DD` on either side.
 */
export function insuredIsClient(
  contract: { insured?: Person | null; insuredIsClient?: boolean | null },
  client: { name: string; birthDate: string | null },
): boolean {
  if (typeof contract.insuredIsClient === 'boolean') return contract.insuredIsClient;
  const insured = contract.insured;
  if (!insured) return true;
  if (!namesMatch(insured.name, client.name)) return false;
  const a = dateDigits(insured.birthDate);
  const b = dateDigits(client.birthDate);
  return a === null || b === null || a === b;
}

// ---- summary ----------------------------------------------------------------------------------------------------

const MONTHS_PER_PAYMENT = { MONTHLY: 1, QUARTERLY: 3, SEMIANNUAL: 6, ANNUAL: 12 } as const;

/** An active contract's premium per month, rounded down; 0 for a lump sum, once paid up, or when not active. */
export function monthlyPremiumOf(contract: Contract, analysisDate: string): number {
  if (contract.status !== 'ACTIVE' || contract.payCycle === 'LUMP_SUM') return 0;
  // Paid up: the last payment date (when there is one) is before the analysis date.
  if ((contract.payEndDate ?? analysisDate) < analysisDate) return 0;
  return Math.floor(contract.premium / MONTHS_PER_PAYMENT[contract.payCycle]);
}

function summarize(contracts: readonly Contract[], analysisDate: string): Summary {
  const summary: Summary = {
    contractCount: contracts.length,
    activeContractCount: 0,
    monthlyPremium: 0,
    protectionMonthlyPremium: 0,
    savingsMonthlyPremium: 0,
    unclassifiedCount: 0,
  };
  for (const contract of contracts) {
    if (contract.status === 'ACTIVE') summary.activeContractCount++;
    const monthly = monthlyPremiumOf(contract, analysisDate);
    summary.monthlyPremium += monthly;
    if (contract.productType === 'PROTECTION') summary.protectionMonthlyPremium += monthly;
    else summary.savingsMonthlyPremium += monthly;
    for (const line of contract.coverages) if (line.categoryCd === UNCLASSIFIED) summary.unclassifiedCount++;
  }
  return summary;
}

// ---- counting lines ---------------------------------------------------------------------------------------------

/** A line that counts for the client whenever it is in force: of an ACTIVE contract insuring the client. */
interface Candidate {
  contract: Contract;
  line: CoverageLine;
}

/** "In force on d": `startDate ≤ d ≤ endDate`, both inclusive; no `endDate` = whole life (contract §7.1). */
export const inForceOn = (line: { startDate: string; endDate: string | null }, date: string) =>
  line.startDate <= date && (line.endDate === null || date <= line.endDate);

/**
 * The order of a category's `coverages`: `endDate` descending with whole life first, then `contractId` (code-unit
 * order, so no locale decides it). Lines of one contract keep their order in it: candidates are collected in that
 * order and the sort is stable.
 */
function byCoverageOrder(a: Candidate, b: Candidate): number {
  const ae = a.line.endDate;
  const be = b.line.endDate;
  if (ae !== be) {
    if (ae === null) return -1;
    if (be === null) return 1;
    return ae > be ? -1 : 1;
  }
  const ai = a.contract.contractId;
  const bi = b.contract.contractId;
  // Stryker disable next-line ConditionalExpression: "after" instead of "equal" leaves equal keys in place too.
  if (ai === bi) return 0;
  // Stryker disable next-line EqualityOperator: the ids differ here, so < and <= agree.
  return ai < bi ? -1 : 1;
}

/** The categories whose amount is the largest single counted line rather than the sum. */
const takesLargest = (category: CategoryDefinition) => category.unit === 'LIMIT' || category.categoryCd === 'DRIVER';

/** Categories that also count the client's DEATH_GENERAL lines. */
const ALSO_COUNTS_GENERAL_DEATH: ReadonlySet<string> = new Set(['DEATH_DISEASE', 'DEATH_INJURY']);

/** Each category's candidate lines, in coverage order; the lines counted on a date keep that order. */
function candidatesByCategory(contracts: readonly Contract[]): Map<string, Candidate[]> {
  const map = new Map<string, Candidate[]>(CATEGORIES.map((c) => [c.categoryCd, []]));
  for (const contract of contracts) {
    if (contract.status !== 'ACTIVE' || !contract.insuredIsClient) continue;
    for (const line of contract.coverages) {
      // UNCLASSIFIED has no list in the map, so its lines count nowhere.
      map.get(line.categoryCd)?.push({ contract, line });
      if (line.categoryCd === 'DEATH_GENERAL') {
        for (const cd of ALSO_COUNTS_GENERAL_DEATH) (map.get(cd) as Candidate[]).push({ contract, line });
      }
    }
  }
  for (const list of map.values()) list.sort(byCoverageOrder);
  return map;
}

interface Settled {
  amount: number;
  /** The lines summed into (or chosen for) the amount. */
  listed: Candidate[];
  /** Every line counted on the date. */
  counted: Candidate[];
}

/**
 * A category on a date. Where the largest single line is the amount, a tie goes to the line listed first (the one
 * that lasts longest, then the smaller `contractId`, then the earlier line of the contract).
 */
function settle(category: CategoryDefinition, candidates: readonly Candidate[], date: string): Settled {
  const counted = candidates.filter((c) => inForceOn(c.line, date));
  if (!takesLargest(category)) {
    return { amount: counted.reduce((sum, c) => sum + c.line.amount, 0), listed: counted, counted };
  }
  let best: Candidate | null = null;
  for (const c of counted) if (best === null || c.line.amount > best.line.amount) best = c;
  return best === null ? { amount: 0, listed: [], counted } : { amount: best.line.amount, listed: [best], counted };
}

// ---- a category's result ----------------------------------------------------------------------------------------

/** amount ÷ recommended rounded half-up to 2 decimals, in integers: ⌊(200·amount + r) ÷ 2r⌋ hundredths. */
export function coverageRatio(amount: number, recommended: number): number {
  const r = BigInt(recommended);
  return Number((BigInt(amount) * 200n + r) / (2n * r)) / 100;
}

/** The status of an amount against its recommendation, in integer arithmetic (no rounded ratio decides it). */
export function coverageStatus(amount: number, recommended: number): CoverageStatus {
  if (amount === 0) return 'NONE';
  const a = BigInt(amount);
  const r = BigInt(recommended);
  if (a * 10n < r * 7n) return 'SHORT';
  if (a * 2n <= r * 3n) return 'ADEQUATE';
  return 'EXCESS';
}

function recommendationOf(category: CategoryDefinition, input: CoverageEngineInput): number {
  const income = input.annualIncome;
  const value =
    category.group === 'DEATH' && income !== undefined && income !== null
      ? 3 * income
      : input.recommended[category.categoryCd as CategoryCd];
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`recommended amount of ${category.categoryCd} must be an integer ≥ 1, not ${value}`);
  }
  return value;
}

const listedLine = ({ contract, line }: Candidate): CategoryCoverage => ({
  contractId: contract.contractId,
  insuCompNm: contract.insuCompNm,
  productNm: contract.productNm,
  coverageNm: line.coverageNm,
  amount: line.amount,
  startDate: line.startDate,
  endDate: line.endDate,
});

function categoryResult(
  category: CategoryDefinition,
  settled: Settled,
  recommended: number,
  birthDate: string,
): CategoryResult {
  const { amount } = settled;
  const status = coverageStatus(amount, recommended);
  // The counted lines are in coverage order: the first one ends last (or never).
  const last = settled.counted[0];
  const lifetime = last !== undefined && last.line.endDate === null;
  return {
    categoryCd: category.categoryCd as CategoryCd,
    categoryNm: category.categoryNm,
    group: category.group,
    unit: category.unit,
    amount,
    recommendedAmount: recommended,
    gap: Math.max(recommended - amount, 0),
    ratio: coverageRatio(amount, recommended),
    status,
    statusLabel: COVERAGE_STATUS_LABELS[status],
    coverEndAge: last === undefined || lifetime ? null : ageOn(birthDate, last.line.endDate as string),
    lifetime,
    coverages: settled.listed.map(listedLine),
  };
}

// ---- the analysis -----------------------------------------------------------------------------------------------

function checkDate(value: string | null, what: string) {
  if (value === null) return;
  try {
    parseIsoDate(value);
  } catch {
    throw new RangeError(`${what} is not a YYYY-MM-DD date: ${value}`);
  }
}

/** The dates the timeline shows: the analysis date, then the birthdays at each multiple of 5 up to 100. */
export function timelineDates(birthDate: string, analysisDate: string): { age: number; date: string }[] {
  const age = ageOn(birthDate, analysisDate);
  const points = [{ age, date: analysisDate }];
  for (let at = (Math.floor(age / 5) + 1) * 5; at <= 100; at += 5) {
    points.push({ age: at, date: birthdayAtAge(birthDate, at) });
  }
  return points;
}

export function analyzeCoverage(input: CoverageEngineInput): CoverageEngineResult {
  const { analysisDate, contracts } = input;
  checkDate(analysisDate, 'analysisDate');
  const birthDate = compactToIso(input.client.birthDate);
  if (birthDate > analysisDate) throw new RangeError('the client is born after analysisDate');
  for (const contract of contracts) {
    checkDate(contract.payEndDate, `payEndDate of contract ${contract.contractId}`);
    for (const line of contract.coverages) {
      checkDate(line.startDate, `startDate of a line of contract ${contract.contractId}`);
      checkDate(line.endDate, `endDate of a line of contract ${contract.contractId}`);
    }
  }

  const candidates = candidatesByCategory(contracts);
  const categories = CATEGORIES.map((category) =>
    categoryResult(
      category,
      settle(category, candidates.get(category.categoryCd) as Candidate[], analysisDate),
      recommendationOf(category, input),
      birthDate,
    ),
  );

  const timeline = timelineDates(birthDate, analysisDate).map(({ age, date }) => {
    const amounts = {} as Record<CategoryCd, number>;
    for (const category of CATEGORIES) {
      amounts[category.categoryCd] = settle(category, candidates.get(category.categoryCd) as Candidate[], date).amount;
    }
    return { age, date, amounts };
  });

  return { summary: summarize(contracts, analysisDate), categories, timeline };
}

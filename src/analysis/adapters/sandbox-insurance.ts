import { createHash, randomUUID } from 'node:crypto';
import type { InsuranceDataAdapter, InsuranceDataInput, ProviderContract, ProviderCoverage } from './insurance-data.js';
import type { ContinueResult, ProviderTxn } from './two-step.js';

/**
 * The default insurance-data source (contract §7.4): no message leaves, the code is always `123456`, a provider
 * transaction lives 3 minutes. The portfolio is deterministic from (name, birthDate, gender): the same person always
 * gets the same 2–6 contracts, classified by the "provider", with coverages that started at least 5 years before
 * `analysisDate` and at least one `ACTIVE` protection contract insuring the client.
 * Personas: `무보험` has no contract; `조회실패` makes the confirmation fail; `계정필요` needs `institutionLogin`.
 */
export const SANDBOX_CODE = '123456';
const TXN_MINUTES = 3;
export const SANDBOX_LOOKUP_FAILED = 'SANDBOX_LOOKUP_FAILED';

interface LineTemplate {
  coverageNm: string;
  categoryCd: string | null;
  /** Amounts in KRW the line is drawn from. */
  amounts: readonly number[];
}

interface ProductTemplate {
  insuCompCd: string;
  insuCompNm: string;
  productNm: string;
  productType: ProviderContract['productType'];
  payCycle: ProviderContract['payCycle'];
  /** Monthly-equivalent premium choices, in KRW. */
  premiums: readonly number[];
  /** Cover ends at this age (the birthday), or null for whole life. */
  coverToAge: number | null;
  /** Years of payment from the contract date. */
  payYears: number;
  lines: readonly LineTemplate[];
}

const M = 10_000;

/** Protection products: the first ones are the anchors that always insure the client. */
const PROTECTION: readonly ProductTemplate[] = [
  {
    insuCompCd: 'SAMSUNG_FIRE',
    insuCompNm: '삼성화재',
    productNm: '무배당 삼성화재 건강보험 마이헬스파트너(2301)',
    productType: 'PROTECTION',
    payCycle: 'MONTHLY',
    premiums: [68_400, 92_100, 121_500],
    coverToAge: 100,
    payYears: 20,
    lines: [
      { coverageNm: '상해사망', categoryCd: 'DEATH_INJURY', amounts: [5_000 * M, 10_000 * M] },
      { coverageNm: '상해후유장해(3~100%)', categoryCd: 'DISABILITY_INJURY', amounts: [5_000 * M, 10_000 * M] },
      { coverageNm: '일반암진단비(유사암제외)', categoryCd: 'CANCER', amounts: [2_000 * M, 3_000 * M, 5_000 * M] },
      { coverageNm: '유사암진단비', categoryCd: 'MINOR_CANCER', amounts: [400 * M, 600 * M, 1_000 * M] },
      { coverageNm: '뇌혈관질환진단비', categoryCd: 'CEREBROVASCULAR', amounts: [1_000 * M, 2_000 * M] },
      { coverageNm: '허혈성심장질환진단비', categoryCd: 'ISCHEMIC_HEART', amounts: [1_000 * M, 2_000 * M] },
      { coverageNm: '질병수술비', categoryCd: 'SURGERY_DISEASE', amounts: [30 * M, 50 * M] },
      { coverageNm: '상해수술비', categoryCd: 'SURGERY_INJURY', amounts: [30 * M, 50 * M] },
      { coverageNm: '질병입원일당(1일이상)', categoryCd: 'HOSPITAL_DISEASE', amounts: [2 * M, 3 * M] },
      { coverageNm: '가족일상생활중배상책임', categoryCd: 'LIABILITY', amounts: [10_000 * M] },
    ],
  },
  {
    insuCompCd: 'HYUNDAI_MARINE',
    insuCompNm: '현대해상',
    productNm: '무배당 굿앤굿어린이종합보험Q(2204)',
    productType: 'PROTECTION',
    payCycle: 'MONTHLY',
    premiums: [54_200, 77_800],
    coverToAge: 100,
    payYears: 30,
    lines: [
      { coverageNm: '질병사망', categoryCd: 'DEATH_DISEASE', amounts: [1_000 * M, 3_000 * M] },
      { coverageNm: '질병후유장해(3~100%)', categoryCd: 'DISABILITY_DISEASE', amounts: [1_000 * M, 3_000 * M] },
      { coverageNm: '암진단비(유사암제외)', categoryCd: 'CANCER', amounts: [3_000 * M, 5_000 * M] },
      { coverageNm: '뇌출혈진단비', categoryCd: 'CEREBRAL_HEMORRHAGE', amounts: [1_000 * M, 2_000 * M] },
      { coverageNm: '급성심근경색증진단비', categoryCd: 'ACUTE_MI', amounts: [1_000 * M, 2_000 * M] },
      { coverageNm: '상해입원일당(1일이상)', categoryCd: 'HOSPITAL_INJURY', amounts: [2 * M, 4 * M] },
    ],
  },
  {
    insuCompCd: 'KYOBO_LIFE',
    insuCompNm: '교보생명',
    productNm: '교보 가족든든 종신보험(무배당)',
    productType: 'PROTECTION',
    payCycle: 'MONTHLY',
    premiums: [132_000, 187_500],
    coverToAge: null,
    payYears: 20,
    lines: [
      { coverageNm: '주계약(사망보험금)', categoryCd: 'DEATH_GENERAL', amounts: [5_000 * M, 10_000 * M] },
      { coverageNm: '재해사망특약', categoryCd: 'DEATH_INJURY', amounts: [5_000 * M] },
      { coverageNm: '뇌졸중진단특약', categoryCd: 'STROKE', amounts: [1_000 * M] },
    ],
  },
];

const OTHERS: readonly ProductTemplate[] = [
  {
    insuCompCd: 'DB_INSURANCE',
    insuCompNm: 'DB손해보험',
    productNm: '무배당 프로미라이프 실손의료비보험(2301)',
    productType: 'PROTECTION',
    payCycle: 'MONTHLY',
    premiums: [18_300, 24_900],
    coverToAge: 100,
    payYears: 80,
    lines: [
      { coverageNm: '상해급여실손의료비(입원)', categoryCd: 'MEDICAL_EXPENSE', amounts: [5_000 * M] },
      { coverageNm: '질병급여실손의료비(통원)', categoryCd: 'MEDICAL_EXPENSE', amounts: [20 * M] },
    ],
  },
  {
    insuCompCd: 'KB_INSURANCE',
    insuCompNm: 'KB손해보험',
    productNm: 'KB 운전자보험 플러스(무배당)',
    productType: 'PROTECTION',
    payCycle: 'MONTHLY',
    premiums: [9_800, 14_500],
    coverToAge: 80,
    payYears: 20,
    lines: [
      { coverageNm: '교통사고처리지원금', categoryCd: 'DRIVER', amounts: [10_000 * M, 20_000 * M] },
      { coverageNm: '벌금(대인)', categoryCd: 'DRIVER', amounts: [2_000 * M] },
      { coverageNm: '변호사선임비용', categoryCd: 'DRIVER', amounts: [500 * M, 1_000 * M] },
    ],
  },
  {
    insuCompCd: 'LINA_LIFE',
    insuCompNm: '라이나생명',
    productNm: '(무)라이나 치아보험 골드플랜',
    productType: 'PROTECTION',
    payCycle: 'MONTHLY',
    premiums: [21_700, 29_300],
    coverToAge: 80,
    payYears: 10,
    lines: [
      { coverageNm: '임플란트치료(영구치발거 1개당)', categoryCd: 'DENTAL', amounts: [100 * M, 150 * M] },
      { coverageNm: '크라운치료', categoryCd: 'DENTAL', amounts: [20 * M] },
    ],
  },
  {
    insuCompCd: 'HEUNGKUK_FIRE',
    insuCompNm: '흥국화재',
    productNm: '무배당 흥국화재 치매간병보험(2202)',
    productType: 'PROTECTION',
    payCycle: 'MONTHLY',
    premiums: [35_600],
    coverToAge: 90,
    payYears: 20,
    lines: [
      { coverageNm: '중증치매진단비', categoryCd: 'DEMENTIA_CARE', amounts: [2_000 * M, 3_000 * M] },
      { coverageNm: '장기요양등급(1~2등급)판정비', categoryCd: 'DEMENTIA_CARE', amounts: [1_000 * M] },
    ],
  },
  {
    insuCompCd: 'HANWHA_LIFE',
    insuCompNm: '한화생명',
    productNm: '한화생명 스마트V저축보험(무배당)',
    productType: 'SAVINGS',
    payCycle: 'MONTHLY',
    premiums: [200_000, 300_000],
    coverToAge: null,
    payYears: 10,
    lines: [],
  },
  {
    insuCompCd: 'MIRAEASSET_LIFE',
    insuCompNm: '미래에셋생명',
    productNm: '미래에셋 연금저축보험(무배당)',
    productType: 'ANNUITY',
    payCycle: 'QUARTERLY',
    premiums: [150_000, 250_000],
    coverToAge: null,
    payYears: 15,
    lines: [],
  },
];

/** A deterministic stream of numbers from a person: the same (name, birthDate, gender) always draws the same. */
/** A deterministic stream of draws in [0, n) from `seed` (the sandbox sources' personas). */
export function drawsFor(seed: string) {
  let block = createHash('sha256').update(seed).digest();
  let offset = 0;
  return (n: number) => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(block).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value % n;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** `YYYY-MM-DD` shifted by whole years; 29 February becomes 28 February in a common year. */
function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const year = y + years;
  const day = m === 2 && d === 29 && !isLeap(year) ? 28 : d;
  return `${year}-${pad(m)}-${pad(day)}`;
}

const isoOf = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

function contractFrom(
  template: ProductTemplate,
  input: InsuranceDataInput,
  draw: (n: number) => number,
  insured: { name: string; birthDate: string },
): ProviderContract {
  const client = input.client;
  const birth = isoOf(insured.birthDate);
  // Started 5 to 14 years before the analysis; never before the insured was born (a young child's starts at birth).
  const started = addYears(input.analysisDate, -(5 + draw(10)));
  const contractDate = [started, birth].sort()[1];
  const endDate = template.coverToAge === null ? null : addYears(birth, template.coverToAge);
  const payEndDate = addYears(contractDate, template.payYears);
  const coverages: ProviderCoverage[] = template.lines.map((line) => ({
    coverageNm: line.coverageNm,
    categoryCd: line.categoryCd,
    amount: line.amounts[draw(line.amounts.length)],
    startDate: contractDate,
    endDate,
  }));
  const monthly = template.premiums[draw(template.premiums.length)];
  const perPayment = template.payCycle === 'QUARTERLY' ? monthly * 3 : monthly;
  return {
    insuCompCd: template.insuCompCd,
    insuCompNm: template.insuCompNm,
    productNm: template.productNm,
    productType: template.productType,
    status: 'ACTIVE',
    statusDate: null,
    contractor: { name: client.name, birthDate: client.birthDate },
    insured: { name: insured.name, birthDate: insured.birthDate },
    insuredIsClient: insured.name === client.name && insured.birthDate === client.birthDate,
    contractDate,
    endDate,
    payEndDate,
    premium: perPayment,
    payCycle: template.payCycle,
    coverages,
  };
}

/** The deterministic portfolio of a person on `analysisDate` (exported for tests and the demo). */
export function sandboxPortfolio(input: InsuranceDataInput): ProviderContract[] {
  const { name, birthDate, gender } = input.client;
  if (name === '무보험') return [];
  const draw = drawsFor(`${name}|${birthDate}|${gender}`);
  const count = 2 + draw(5);
  const anchor = PROTECTION[draw(PROTECTION.length)];
  const rest = [...PROTECTION.filter((p) => p !== anchor), ...OTHERS];
  const chosen = [anchor];
  while (chosen.length < count) chosen.push(rest.splice(draw(rest.length), 1)[0]);
  const contracts = chosen.map((template, i) => {
    // One contract in three beyond the anchor insures a family member: a child born 30 years after the client, when
    // that child is at least 15 on the analysis date.
    const childYear = Number(birthDate.slice(0, 4)) + 30;
    const childOldEnough = childYear + 15 <= Number(input.analysisDate.slice(0, 4));
    const forChild = i > 0 && template.productType === 'PROTECTION' && childOldEnough && draw(3) === 0;
    const insured = forChild
      ? { name: `${name.slice(0, 1)}하늘`, birthDate: `${childYear}${birthDate.slice(4)}` }
      : { name, birthDate };
    return contractFrom(template, input, draw, insured);
  });
  // One contract in four beyond the anchor lapsed two years ago (premiums unpaid).
  for (const contract of contracts.slice(1)) {
    if (draw(4) === 0) {
      contract.status = 'LAPSED';
      contract.statusDate = addYears(input.analysisDate, -2);
    }
  }
  return contracts;
}

interface SandboxTxn extends ProviderTxn {
  txnId: string;
  expiresAt: string;
  input: InsuranceDataInput;
}

export const sandboxInsuranceData: InsuranceDataAdapter = {
  name: 'sandbox',
  sandbox: true,
  async begin(input, now) {
    if (input.client.name === '계정필요' && !input.institutionLogin) return { outcome: 'ACCOUNT_REQUIRED' };
    const expiresAt = new Date(now.getTime() + TXN_MINUTES * 60_000);
    const providerTxn: SandboxTxn = { txnId: randomUUID(), expiresAt: expiresAt.toISOString(), input };
    return { outcome: 'STARTED', providerTxn, expiresAt, method: 'SMS_CODE' };
  },
  async continue(providerTxn, code, now): Promise<ContinueResult<ProviderContract[]>> {
    const txn = providerTxn as SandboxTxn;
    if (now.getTime() > Date.parse(txn.expiresAt)) return { outcome: 'EXPIRED' };
    if (code !== SANDBOX_CODE) return { outcome: 'WRONG_CODE' };
    if (txn.input.client.name === '조회실패') {
      return { outcome: 'FAILED', code: SANDBOX_LOOKUP_FAILED, message: '보험 계약 조회에 실패했습니다 (sandbox)' };
    }
    return { outcome: 'DATA', data: sandboxPortfolio(txn.input) };
  },
};

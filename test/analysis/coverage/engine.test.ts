import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { CATEGORIES, CATEGORY_CDS, type CategoryCd, UNCLASSIFIED } from '../../../src/analysis/coverage/categories.js';
import type { Contract, CoverageLine } from '../../../src/analysis/coverage/coverage.schemas.js';
import {
  analyzeCoverage,
  type CoverageEngineInput,
  coverageRatio,
  coverageStatus,
  insuredIsClient,
  monthlyPremiumOf,
  namesMatch,
} from '../../../src/analysis/coverage/engine.js';
import { addDays } from '../../../src/analysis/korean-age.js';

const M = 1_000_000;
const CLIENT = { name: '김철수', birthDate: '19860315', gender: 'M' as const };
const TODAY = '2026-05-20';

const line = (
  coverageNm: string,
  categoryCd: CoverageLine['categoryCd'],
  amount: number,
  startDate: string,
  endDate: string | null,
): CoverageLine => ({ coverageNm, categoryCd, classifiedBy: 'RULES', amount, startDate, endDate });

const contract = (contractId: string, fields: Partial<Contract>): Contract => ({
  contractId,
  insuCompCd: null,
  insuCompNm: '테스트생명',
  productNm: `상품 ${contractId}`,
  productType: 'PROTECTION',
  status: 'ACTIVE',
  statusDate: null,
  contractor: { name: '김철수', birthDate: '1986-03-15' },
  insured: { name: '김철수', birthDate: '1986-03-15' },
  insuredIsClient: true,
  contractDate: '2015-04-01',
  endDate: null,
  payEndDate: null,
  premium: 0,
  payCycle: 'MONTHLY',
  coverages: [],
  ...fields,
});

const RECOMMENDED: Record<CategoryCd, number> = {
  DEATH_GENERAL: 100 * M,
  DEATH_DISEASE: 100 * M,
  DEATH_INJURY: 100 * M,
  DISABILITY_DISEASE: 50 * M,
  DISABILITY_INJURY: 50 * M,
  CANCER: 50 * M,
  MINOR_CANCER: 10 * M,
  CEREBRAL_HEMORRHAGE: 20 * M,
  STROKE: 20 * M,
  CEREBROVASCULAR: 10 * M,
  ACUTE_MI: 20 * M,
  ISCHEMIC_HEART: 10 * M,
  SURGERY_DISEASE: M,
  SURGERY_INJURY: M,
  HOSPITAL_DISEASE: 30_000,
  HOSPITAL_INJURY: 30_000,
  MEDICAL_EXPENSE: 50 * M,
  LIABILITY: 100 * M,
  DENTAL: M,
  DEMENTIA_CARE: 20 * M,
  DRIVER: 20 * M,
};

/**
 * The client 김철수, born 1986-03-15, 40 on 2026-05-20. Seven contracts: a whole-life policy, a health policy with a
 * line not yet started, a driver's policy paid yearly (two equal driver lines), a semiannual annuity, a lapsed
 * policy, an active one insuring the spouse (its payments ended yesterday) and a lump-sum savings policy.
 */
const PORTFOLIO: Contract[] = [
  contract('c-01', {
    insuCompNm: '삼성생명',
    productNm: '종신보험',
    premium: 150_000,
    payEndDate: '2036-03-14',
    coverages: [
      line('일반사망', 'DEATH_GENERAL', 100 * M, '2015-04-01', null),
      line('재해사망', 'DEATH_INJURY', 50 * M, '2015-04-01', '2046-03-15'),
      line('암진단', 'CANCER', 30 * M, '2015-04-01', '2056-03-14'),
      line('질병입원일당', 'HOSPITAL_DISEASE', 30_000, '2015-04-01', '2025-04-01'),
      line('상해입원일당', 'HOSPITAL_INJURY', 20_000, '2015-04-01', '2026-05-20'),
    ],
  }),
  contract('c-02', {
    insuCompNm: '현대해상',
    productNm: '건강보험',
    premium: 100_000,
    payCycle: 'QUARTERLY',
    coverages: [
      line('(무)일반암진단비(유사암제외)', 'CANCER', 20 * M, '2020-01-01', '2066-03-15'),
      line('유사암진단비', 'MINOR_CANCER', 5 * M, '2020-01-01', '2066-03-15'),
      line('실손의료비', 'MEDICAL_EXPENSE', 50 * M, '2020-01-01', '2030-12-31'),
      line('뇌출혈진단비', 'CEREBRAL_HEMORRHAGE', 10 * M, '2026-06-01', '2066-03-15'),
      line('질병사망', 'DEATH_DISEASE', 30 * M, '2020-01-01', '2036-03-15'),
      line('특정치료비', UNCLASSIFIED, M, '2020-01-01', '2066-03-15'),
    ],
  }),
  contract('c-03', {
    insuCompNm: 'DB손해보험',
    productNm: '운전자보험',
    premium: 250_000,
    payCycle: 'ANNUAL',
    payEndDate: TODAY,
    coverages: [
      line('교통사고처리지원금', 'DRIVER', 20 * M, '2024-01-01', '2044-01-01'),
      line('벌금', 'DRIVER', 20 * M, '2024-01-01', '2054-01-01'),
      line('실손의료비', 'MEDICAL_EXPENSE', 30 * M, '2024-01-01', null),
      line('일상생활배상책임', 'LIABILITY', 100 * M, '2024-01-01', '2044-01-01'),
    ],
  }),
  contract('c-04', {
    insuCompNm: '교보생명',
    productNm: '연금보험',
    productType: 'ANNUITY',
    premium: 600_001,
    payCycle: 'SEMIANNUAL',
    payEndDate: '2030-01-01',
    coverages: [line('사망보험금', 'DEATH_GENERAL', 10 * M, '2010-01-01', '2046-03-15')],
  }),
  contract('c-05', {
    insuCompNm: '한화생명',
    productNm: '암보험',
    status: 'LAPSED',
    statusDate: '2022-07-01',
    premium: 50_000,
    coverages: [
      line('암진단', 'CANCER', 50 * M, '2010-01-01', null),
      line('기타특약', UNCLASSIFIED, M, '2010-01-01', null),
    ],
  }),
  contract('c-06', {
    insuCompNm: '메리츠화재',
    productNm: '배우자 암보험',
    insured: { name: '이영희', birthDate: '1988-07-01' },
    insuredIsClient: false,
    premium: 40_000,
    payEndDate: '2026-05-19',
    coverages: [line('암진단', 'CANCER', 30 * M, '2020-01-01', null)],
  }),
  contract('c-07', {
    insuCompNm: '신한라이프',
    productNm: '저축보험',
    productType: 'SAVINGS',
    premium: 10 * M,
    payCycle: 'LUMP_SUM',
    coverages: [line('사망보험금', 'DEATH_GENERAL', 5 * M, '2025-01-01', '2030-05-20')],
  }),
];

const input = (fields: Partial<CoverageEngineInput> = {}): CoverageEngineInput => ({
  analysisDate: TODAY,
  client: CLIENT,
  contracts: PORTFOLIO,
  recommended: RECOMMENDED,
  ...fields,
});

const amounts = (some: Partial<Record<CategoryCd, number>>) =>
  Object.fromEntries(CATEGORY_CDS.map((cd) => [cd, some[cd] ?? 0])) as Record<CategoryCd, number>;

const byCd = (result: ReturnType<typeof analyzeCoverage>, cd: CategoryCd) => {
  const found = result.categories.find((c) => c.categoryCd === cd);
  assert.ok(found, cd);
  return found;
};
const listed = (result: ReturnType<typeof analyzeCoverage>, cd: CategoryCd) =>
  byCd(result, cd).coverages.map((c) => `${c.contractId} ${c.coverageNm} ${c.amount}`);

test('summary: active contracts per month, rounded down per contract; lump sums and paid-up contracts add 0', () => {
  // c-01 150 000 + c-02 ⌊100 000 / 3⌋ 33 333 + c-03 ⌊250 000 / 12⌋ 20 833 (paid until today: still paying)
  // + c-04 ⌊600 001 / 6⌋ 100 000; c-05 lapsed, c-06 paid up yesterday, c-07 a lump sum: 0.
  assert.deepEqual(analyzeCoverage(input()).summary, {
    contractCount: 7,
    activeContractCount: 6,
    monthlyPremium: 304_166,
    protectionMonthlyPremium: 204_166,
    savingsMonthlyPremium: 100_000,
    unclassifiedCount: 2,
  });
  assert.equal(monthlyPremiumOf(PORTFOLIO[4], TODAY), 0, 'a lapsed contract');
  assert.equal(monthlyPremiumOf(PORTFOLIO[2], '2026-05-21'), 0, 'the day after the last payment');
  assert.equal(monthlyPremiumOf(contract('x', { premium: 120_011, payCycle: 'MONTHLY' }), TODAY), 120_011);
  assert.equal(monthlyPremiumOf(contract('x', { premium: 120_011, payCycle: 'ANNUAL' }), TODAY), 10_000);
  assert.equal(monthlyPremiumOf(contract('x', { premium: 5, payCycle: 'SEMIANNUAL' }), TODAY), 0);
});

test('categories come in catalogue order with their names, groups and units', () => {
  const result = analyzeCoverage(input());
  assert.deepEqual(
    result.categories.map((c) => [c.categoryCd, c.categoryNm, c.group, c.unit]),
    CATEGORIES.map((c) => [c.categoryCd, c.categoryNm, c.group, c.unit]),
  );
});

test('a line counts when its contract is active, insures the client and the line is in force on the date', () => {
  const result = analyzeCoverage(input());
  // c-01 30M + c-02 20M; the lapsed c-05 and the spouse's c-06 do not count.
  assert.deepEqual(byCd(result, 'CANCER'), {
    categoryCd: 'CANCER',
    categoryNm: '일반암진단',
    group: 'DIAGNOSIS',
    unit: 'LUMP_SUM',
    amount: 50 * M,
    recommendedAmount: 50 * M,
    gap: 0,
    ratio: 1,
    status: 'ADEQUATE',
    statusLabel: '적정',
    coverEndAge: 80,
    lifetime: false,
    coverages: [
      {
        contractId: 'c-02',
        insuCompNm: '현대해상',
        productNm: '건강보험',
        coverageNm: '(무)일반암진단비(유사암제외)',
        amount: 20 * M,
        startDate: '2020-01-01',
        endDate: '2066-03-15',
      },
      {
        contractId: 'c-01',
        insuCompNm: '삼성생명',
        productNm: '종신보험',
        coverageNm: '암진단',
        amount: 30 * M,
        startDate: '2015-04-01',
        endDate: '2056-03-14',
      },
    ],
  });
  const notStarted = byCd(result, 'CEREBRAL_HEMORRHAGE');
  assert.deepEqual(
    [notStarted.amount, notStarted.status, notStarted.statusLabel, notStarted.ratio, notStarted.gap],
    [0, 'NONE', '미가입', 0, 20 * M],
  );
  assert.deepEqual([notStarted.coverEndAge, notStarted.lifetime, notStarted.coverages], [null, false, []]);
  assert.equal(byCd(result, 'HOSPITAL_DISEASE').amount, 0, 'ended 2025-04-01');
  const endsToday = byCd(result, 'HOSPITAL_INJURY');
  // 20 000 of 30 000: 0.666… → 0.67; 200 000 < 210 000 → SHORT; ends today, at 40.
  assert.deepEqual(
    [endsToday.amount, endsToday.ratio, endsToday.status, endsToday.statusLabel, endsToday.gap, endsToday.coverEndAge],
    [20_000, 0.67, 'SHORT', '부족', 10_000, 40],
  );
  const minor = byCd(result, 'MINOR_CANCER');
  assert.deepEqual([minor.amount, minor.ratio, minor.status, minor.gap], [5 * M, 0.5, 'SHORT', 5 * M]);
});

test('in force on a date includes both ends: a line starting or ending on it counts, one starting the next day not', () => {
  const result = analyzeCoverage(
    input({
      contracts: [
        contract('a', {
          coverages: [
            line('치매진단 1', 'DEMENTIA_CARE', 3 * M, TODAY, null),
            line('치매진단 2', 'DEMENTIA_CARE', 2 * M, '2020-01-01', TODAY),
            line('치매진단 3', 'DEMENTIA_CARE', M, '2026-05-21', null),
            line('치아 1', 'DENTAL', 100_000, '2020-01-01', '2030-01-01'),
            line('치아 2', 'DENTAL', 200_000, '2021-01-01', '2030-01-01'),
            line('치아 3', 'DENTAL', 300_000, '2022-01-01', '2030-01-01'),
          ],
        }),
      ],
    }),
  );
  assert.equal(byCd(result, 'DEMENTIA_CARE').amount, 5 * M);
  assert.deepEqual(
    listed(result, 'DENTAL'),
    ['a 치아 1 100000', 'a 치아 2 200000', 'a 치아 3 300000'],
    'lines of one contract ending together keep their order in the contract',
  );
  const two = analyzeCoverage(
    input({
      contracts: ['z', 'm', 'a'].map((id) =>
        contract(id, {
          coverages: [
            line('수술 5년', 'SURGERY_DISEASE', M, '2020-01-01', '2030-01-01'),
            line('수술 종신', 'SURGERY_DISEASE', M, '2020-01-01', null),
          ],
        }),
      ),
    }),
  );
  assert.deepEqual(
    listed(two, 'SURGERY_DISEASE'),
    ['a 수술 종신', 'm 수술 종신', 'z 수술 종신', 'a 수술 5년', 'm 수술 5년', 'z 수술 5년'].map((l) => `${l} 1000000`),
    'ending together (or never), by contract id whatever the input order',
  );
});

test('death by disease and by injury also count the general death lines, listed with them', () => {
  const result = analyzeCoverage(input());
  const general = byCd(result, 'DEATH_GENERAL');
  // c-01 100M (whole life) + c-04 10M + c-07 5M (ends today: in force).
  assert.deepEqual(
    [general.amount, general.ratio, general.status, general.lifetime, general.coverEndAge],
    [115 * M, 1.15, 'ADEQUATE', true, null],
  );
  assert.deepEqual(listed(result, 'DEATH_GENERAL'), [
    'c-01 일반사망 100000000',
    'c-04 사망보험금 10000000',
    'c-07 사망보험금 5000000',
  ]);
  const disease = byCd(result, 'DEATH_DISEASE');
  assert.deepEqual([disease.amount, disease.ratio, disease.status], [145 * M, 1.45, 'ADEQUATE']);
  assert.deepEqual(listed(result, 'DEATH_DISEASE'), [
    'c-01 일반사망 100000000',
    'c-04 사망보험금 10000000',
    'c-02 질병사망 30000000',
    'c-07 사망보험금 5000000',
  ]);
  const injury = byCd(result, 'DEATH_INJURY');
  // 165M of 100M: 330 > 300 → EXCESS. Same end date 2046-03-15: c-01 before c-04.
  assert.deepEqual([injury.amount, injury.ratio, injury.status, injury.statusLabel], [165 * M, 1.65, 'EXCESS', '과다']);
  assert.deepEqual(listed(result, 'DEATH_INJURY'), [
    'c-01 일반사망 100000000',
    'c-01 재해사망 50000000',
    'c-04 사망보험금 10000000',
    'c-07 사망보험금 5000000',
  ]);
});

test('limit categories and the driver category take the largest single line, the longest-lasting on a tie', () => {
  const result = analyzeCoverage(input());
  const medical = byCd(result, 'MEDICAL_EXPENSE');
  // c-02 50M beats c-03 30M; c-03's line is whole life, so the category lasts for life.
  assert.deepEqual([medical.amount, medical.ratio, medical.lifetime, medical.coverEndAge], [50 * M, 1, true, null]);
  assert.deepEqual(listed(result, 'MEDICAL_EXPENSE'), ['c-02 실손의료비 50000000']);
  const liability = byCd(result, 'LIABILITY');
  assert.deepEqual([liability.amount, liability.coverEndAge, liability.lifetime], [100 * M, 57, false]);
  const driver = byCd(result, 'DRIVER');
  // Two lines of 20M: the one to 2054-01-01 (age 67) is chosen over the one to 2044-01-01.
  assert.deepEqual([driver.amount, driver.status, driver.coverEndAge], [20 * M, 'ADEQUATE', 67]);
  assert.deepEqual(listed(result, 'DRIVER'), ['c-03 벌금 20000000']);
  const oneLine = analyzeCoverage(
    input({
      contracts: [
        contract('b', { coverages: [line('벌금', 'DRIVER', 20 * M, '2024-01-01', '2044-01-01')] }),
        contract('a', { coverages: [line('벌금', 'DRIVER', 20 * M, '2024-01-01', '2044-01-01')] }),
      ],
    }),
  );
  assert.deepEqual(listed(oneLine, 'DRIVER'), ['a 벌금 20000000'], 'same end: the smaller contract id');
  const later = analyzeCoverage(
    input({
      contracts: [
        contract('a', {
          coverages: [
            line('벌금 1', 'DRIVER', 10 * M, '2024-01-01', null),
            line('벌금 2', 'DRIVER', 30 * M, '2024-01-01', '2030-01-01'),
          ],
        }),
      ],
    }),
  );
  assert.deepEqual(listed(later, 'DRIVER'), ['a 벌금 2 30000000'], 'a larger line wins whatever its end');
  assert.equal(byCd(later, 'DRIVER').lifetime, true, 'the whole-life line still counts for how long');
});

test('the categories with nothing counted are NONE with the whole recommendation as gap', () => {
  const result = analyzeCoverage(input({ contracts: [] }));
  for (const c of result.categories) {
    assert.deepEqual(
      [c.amount, c.gap, c.ratio, c.status, c.statusLabel, c.coverEndAge, c.lifetime, c.coverages],
      [0, c.recommendedAmount, 0, 'NONE', '미가입', null, false, []],
      c.categoryCd,
    );
  }
  assert.deepEqual(result.summary, {
    contractCount: 0,
    activeContractCount: 0,
    monthlyPremium: 0,
    protectionMonthlyPremium: 0,
    savingsMonthlyPremium: 0,
    unclassifiedCount: 0,
  });
});

test('with an annual income the three death categories recommend three times it; the others keep theirs', () => {
  const result = analyzeCoverage(input({ annualIncome: 40 * M }));
  const general = byCd(result, 'DEATH_GENERAL');
  // 115M of 120M: 0.958… → 0.96, gap 5M.
  assert.deepEqual([general.recommendedAmount, general.gap, general.ratio], [120 * M, 5 * M, 0.96]);
  assert.equal(byCd(result, 'DEATH_DISEASE').recommendedAmount, 120 * M);
  assert.equal(byCd(result, 'DEATH_INJURY').recommendedAmount, 120 * M);
  assert.equal(byCd(result, 'DISABILITY_DISEASE').recommendedAmount, 50 * M);
  assert.equal(byCd(result, 'CANCER').recommendedAmount, 50 * M);
  assert.equal(byCd(analyzeCoverage(input({ annualIncome: null })), 'DEATH_GENERAL').recommendedAmount, 100 * M);
});

test('a recommendation that is not an integer of at least 1 is refused', () => {
  assert.throws(() => analyzeCoverage(input({ annualIncome: 0 })), /DEATH_GENERAL must be an integer ≥ 1, not 0/);
  assert.throws(() => analyzeCoverage(input({ recommended: { ...RECOMMENDED, DRIVER: 0.5 } })), /DRIVER/);
  assert.equal(byCd(analyzeCoverage(input({ recommended: { ...RECOMMENDED, DRIVER: 1 } })), 'DRIVER').ratio, 20 * M);
});

test('timeline: the analysis date, then the birthday at every multiple of 5 up to 100', () => {
  const { timeline, categories } = analyzeCoverage(input());
  assert.deepEqual(
    timeline.map((p) => [p.age, p.date]),
    [
      [40, '2026-05-20'],
      [45, '2031-03-15'],
      [50, '2036-03-15'],
      [55, '2041-03-15'],
      [60, '2046-03-15'],
      [65, '2051-03-15'],
      [70, '2056-03-15'],
      [75, '2061-03-15'],
      [80, '2066-03-15'],
      [85, '2071-03-15'],
      [90, '2076-03-15'],
      [95, '2081-03-15'],
      [100, '2086-03-15'],
    ],
  );
  assert.deepEqual(timeline[0].amounts, Object.fromEntries(categories.map((c) => [c.categoryCd, c.amount])));
  const death = (general: number, disease: number, injury: number) => ({
    DEATH_GENERAL: general,
    DEATH_DISEASE: disease,
    DEATH_INJURY: injury,
  });
  const later = { CANCER: 50 * M, MINOR_CANCER: 5 * M, CEREBRAL_HEMORRHAGE: 10 * M, MEDICAL_EXPENSE: 30 * M };
  // At 45 the 뇌출혈 line has started: the timeline may rise. c-07's death line, c-02's 실손 and the injury day
  // benefit have ended.
  assert.deepEqual(
    timeline[1].amounts,
    amounts({ ...death(110 * M, 140 * M, 160 * M), ...later, LIABILITY: 100 * M, DRIVER: 20 * M }),
  );
  assert.deepEqual(timeline[2].amounts, timeline[1].amounts, 'c-02 질병사망 ends on the 50th birthday: in force');
  assert.deepEqual(
    timeline[3].amounts,
    amounts({ ...death(110 * M, 110 * M, 160 * M), ...later, LIABILITY: 100 * M, DRIVER: 20 * M }),
  );
  assert.deepEqual(timeline[4].amounts, amounts({ ...death(110 * M, 110 * M, 160 * M), ...later, DRIVER: 20 * M }));
  assert.deepEqual(timeline[5].amounts, amounts({ ...death(100 * M, 100 * M, 100 * M), ...later, DRIVER: 20 * M }));
  const seventy = amounts({ ...death(100 * M, 100 * M, 100 * M), ...later, CANCER: 20 * M });
  assert.deepEqual(timeline[6].amounts, seventy, 'c-01 암진단 ended the day before the 70th birthday');
  assert.deepEqual(timeline[7].amounts, seventy);
  assert.deepEqual(timeline[8].amounts, seventy, 'c-02 ends on the 80th birthday: in force');
  const last = amounts({ ...death(100 * M, 100 * M, 100 * M), MEDICAL_EXPENSE: 30 * M });
  for (const p of timeline.slice(9)) assert.deepEqual(p.amounts, last, String(p.age));
});

test('timeline: a client of 100 or more has only the analysis date; at 95 the last point is 100', () => {
  const old = analyzeCoverage(input({ client: { ...CLIENT, birthDate: '19260520' } })).timeline;
  assert.deepEqual(
    old.map((p) => [p.age, p.date]),
    [[100, '2026-05-20']],
  );
  const older = analyzeCoverage(input({ client: { ...CLIENT, birthDate: '19200101' } })).timeline;
  assert.deepEqual(
    older.map((p) => p.age),
    [106],
  );
  const ninetyFive = analyzeCoverage(input({ client: { ...CLIENT, birthDate: '19310520' } })).timeline;
  assert.deepEqual(
    ninetyFive.map((p) => [p.age, p.date]),
    [
      [95, '2026-05-20'],
      [100, '2031-05-20'],
    ],
  );
  const newborn = analyzeCoverage(input({ client: { ...CLIENT, birthDate: '20260520' } })).timeline;
  assert.deepEqual(
    newborn.slice(0, 2).map((p) => [p.age, p.date]),
    [
      [0, '2026-05-20'],
      [5, '2031-05-20'],
    ],
  );
  assert.equal(newborn.length, 21);
});

test('a client born on 29 February ages on 1 March in common years, in the timeline and in coverEndAge', () => {
  const contracts = [
    contract('a', {
      coverages: [
        line('암진단', 'CANCER', 10 * M, '2020-01-01', '2030-02-28'),
        line('유사암진단', 'MINOR_CANCER', M, '2020-01-01', '2030-03-01'),
      ],
    }),
  ];
  const leap = { ...CLIENT, birthDate: '20000229' };
  const result = analyzeCoverage(input({ client: leap, contracts }));
  assert.deepEqual(
    result.timeline.slice(0, 4).map((p) => [p.age, p.date]),
    [
      [26, '2026-05-20'],
      [30, '2030-03-01'],
      [35, '2035-03-01'],
      [40, '2040-02-29'],
    ],
  );
  assert.deepEqual(result.timeline.at(-1)?.date, '2100-03-01');
  assert.equal(byCd(result, 'CANCER').coverEndAge, 29, 'ends 2030-02-28, the day before the 30th birthday');
  assert.equal(byCd(result, 'MINOR_CANCER').coverEndAge, 30);
  assert.equal(result.timeline[1].amounts.CANCER, 0);
  assert.equal(result.timeline[1].amounts.MINOR_CANCER, M);
  const dayBefore = analyzeCoverage(input({ client: leap, contracts, analysisDate: '2025-02-28' })).timeline;
  assert.deepEqual(
    dayBefore.slice(0, 2).map((p) => [p.age, p.date]),
    [
      [24, '2025-02-28'],
      [25, '2025-03-01'],
    ],
  );
});

test('status at its edges, in integers: 0 → NONE, below 70% → SHORT, up to 150% → ADEQUATE, above → EXCESS', () => {
  assert.equal(coverageStatus(0, 1000), 'NONE');
  assert.equal(coverageStatus(1, 1000), 'SHORT');
  assert.equal(coverageStatus(699, 1000), 'SHORT');
  assert.equal(coverageStatus(700, 1000), 'ADEQUATE', '700 × 10 = 1000 × 7');
  assert.equal(coverageStatus(1500, 1000), 'ADEQUATE', '1500 × 2 = 1000 × 3');
  assert.equal(coverageStatus(1501, 1000), 'EXCESS');
  // 7 of 10 is exactly 70 %; 0.7 × 10 in floating point is 7.000000000000001.
  assert.equal(coverageStatus(7, 10), 'ADEQUATE');
  assert.equal(coverageStatus(6, 10), 'SHORT');
  assert.equal(coverageStatus(3, 2), 'ADEQUATE');
  assert.equal(coverageStatus(2, 1), 'EXCESS');
  assert.equal(coverageStatus(699_999_999_999_999, 1_000_000_000_000_000), 'SHORT');
  assert.equal(coverageStatus(700_000_000_000_000, 1_000_000_000_000_000), 'ADEQUATE');
  const edges = analyzeCoverage(
    input({
      contracts: [
        contract('a', {
          coverages: [
            line('상해입원일당', 'HOSPITAL_INJURY', 21_000, '2020-01-01', null),
            line('질병입원일당', 'HOSPITAL_DISEASE', 20_999, '2020-01-01', null),
            line('질병수술', 'SURGERY_DISEASE', 1_500_000, '2020-01-01', null),
            line('상해수술', 'SURGERY_INJURY', 1_500_001, '2020-01-01', null),
          ],
        }),
      ],
    }),
  );
  assert.deepEqual(
    ['HOSPITAL_INJURY', 'HOSPITAL_DISEASE', 'SURGERY_DISEASE', 'SURGERY_INJURY'].map((cd) => {
      const c = byCd(edges, cd as CategoryCd);
      return [c.status, c.ratio, c.gap];
    }),
    [
      ['ADEQUATE', 0.7, 9000],
      ['SHORT', 0.7, 9001],
      ['ADEQUATE', 1.5, 0],
      ['EXCESS', 1.5, 0],
    ],
  );
});

test('ratio rounds half-up to 2 decimals in integers (1/8 → 0.13, 2/3 → 0.67, 201/200 → 1.01)', () => {
  const cases: [number, number, number][] = [
    [1, 8, 0.13],
    [2, 3, 0.67],
    [1, 3, 0.33],
    [201, 200, 1.01],
    [1, 200, 0.01],
    [4, 1000, 0],
    [0, 7, 0],
    [7, 7, 1],
    [3, 2, 1.5],
    [123_456_789, 100_000, 1234.57],
    [5, 1000, 0.01],
    [14_999, 10_000, 1.5],
    [14_949, 10_000, 1.49],
  ];
  for (const [amount, recommended, ratio] of cases) {
    assert.equal(coverageRatio(amount, recommended), ratio, `${amount}/${recommended}`);
  }
});

test('the insured is the client when the provider says so, or by name and birth date', () => {
  const client = { name: '김철수', birthDate: '19860315' };
  const other = { name: '이영희', birthDate: '1988-07-01' };
  assert.equal(insuredIsClient({ insured: other, insuredIsClient: true }, client), true, 'the provider says so');
  assert.equal(
    insuredIsClient({ insured: { name: '김철수', birthDate: null }, insuredIsClient: false }, client),
    false,
  );
  assert.equal(insuredIsClient({}, client), true, 'an omitted insured is the client');
  assert.equal(insuredIsClient({ insured: null, insuredIsClient: null }, client), true);
  assert.equal(insuredIsClient({ insured: other }, client), false);
  assert.equal(
    insuredIsClient({ insured: { name: '김철민', birthDate: '1986-03-15' } }, client),
    false,
    'same birth date',
  );
  assert.equal(insuredIsClient({ insured: { name: '김철수', birthDate: '1986-03-15' } }, client), true);
  assert.equal(insuredIsClient({ insured: { name: '김철수', birthDate: '19860315' } }, client), true);
  assert.equal(insuredIsClient({ insured: { name: '김철수', birthDate: '1986-03-16' } }, client), false, 'namesake');
  assert.equal(insuredIsClient({ insured: { name: '김철수', birthDate: null } }, client), true, 'birth date unknown');
  assert.equal(
    insuredIsClient({ insured: { name: '김철수', birthDate: '1986-03-16' } }, { ...client, birthDate: null }),
    true,
  );
  assert.equal(insuredIsClient({ insured: { name: '김*수', birthDate: '1986-03-15' } }, client), true, 'masked');
  assert.equal(insuredIsClient({ insured: { name: '김*수', birthDate: '1986-03-16' } }, client), false);
});

test('names match after NFC and without whitespace; a * masks exactly one character of the insurer’s name', () => {
  assert.equal(namesMatch('김철수', '김철수'), true);
  assert.equal(namesMatch('김 철 수', '김철수'), true);
  assert.equal(namesMatch('김철수', ' 김철수\t'), true);
  assert.equal(namesMatch('김철수'.normalize('NFD'), '김철수'), true);
  assert.equal(namesMatch('김*수', '김철수'), true);
  assert.equal(namesMatch('*철수', '김철수'), true);
  assert.equal(namesMatch('김**', '김철수'), true);
  assert.equal(namesMatch('김*수', '김철민'), false, 'an unmasked character differs');
  assert.equal(namesMatch('김*수', '김수'), false, 'the lengths differ');
  assert.equal(namesMatch('김*', '김철수'), false);
  assert.equal(namesMatch('김철수', '김*수'), false, 'the client’s name is never a mask');
  assert.equal(namesMatch('김철수', '김철민'), false);
  assert.equal(namesMatch('Kim Chul Su', 'KimChulSu'), true);
});

test('unclassified lines and lines of other people never count', () => {
  const result = analyzeCoverage(
    input({
      contracts: [
        contract('a', { coverages: [line('특정치료비', UNCLASSIFIED, 9 * M, '2020-01-01', null)] }),
        contract('b', {
          insuredIsClient: false,
          coverages: [line('일반사망', 'DEATH_GENERAL', 9 * M, '2020-01-01', null)],
        }),
        contract('c', { status: 'MATURED', coverages: [line('실손', 'MEDICAL_EXPENSE', 9 * M, '2020-01-01', null)] }),
        contract('d', { status: 'CANCELLED', coverages: [line('운전자', 'DRIVER', 9 * M, '2020-01-01', null)] }),
      ],
    }),
  );
  for (const c of result.categories) assert.equal(c.amount, 0, c.categoryCd);
  assert.equal(result.summary.unclassifiedCount, 1);
  assert.equal(result.summary.activeContractCount, 2);
});

test('an impossible date or a client born after the analysis date is refused', () => {
  assert.throws(() => analyzeCoverage(input({ analysisDate: '2026-02-30' })), /analysisDate/);
  assert.throws(() => analyzeCoverage(input({ client: { ...CLIENT, birthDate: '20260521' } })), /born after/);
  assert.throws(() => analyzeCoverage(input({ client: { ...CLIENT, birthDate: '1986-03-15' } })), RangeError);
  const bad = (fields: Partial<Contract>, what: RegExp) =>
    assert.throws(() => analyzeCoverage(input({ contracts: [contract('z', fields)] })), what);
  bad({ payEndDate: '2026-13-01' }, /payEndDate of contract z/);
  bad({ coverages: [line('x', 'CANCER', 1, '2026-1-1', null)] }, /startDate of a line of contract z/);
  bad({ coverages: [line('x', 'CANCER', 1, '2026-01-01', '2026-02-29')] }, /endDate of a line of contract z/);
});

// ---- properties -------------------------------------------------------------------------------------------------

const BASE = '2026-05-20';
const day = (min: number, max: number) => fc.integer({ min, max }).map((n) => addDays(BASE, n));
const category = fc.constantFrom<CoverageLine['categoryCd']>(...CATEGORY_CDS, UNCLASSIFIED);

/** Lines starting anywhere from 20 years before to 20 years after the analysis date, ending after they start. */
const anyLine = (startFrom: number, startTo: number) =>
  fc
    .record({
      categoryCd: category,
      amount: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 100 * M })),
      start: fc.integer({ min: startFrom, max: startTo }),
      length: fc.option(fc.integer({ min: 0, max: 60 * 365 }), { nil: null }),
    })
    .map(({ categoryCd, amount, start, length }) =>
      line('보장', categoryCd, amount, addDays(BASE, start), length === null ? null : addDays(BASE, start + length)),
    );

const portfolio = (startFrom: number, startTo: number) =>
  fc
    .array(
      fc.record({
        status: fc.constantFrom<Contract['status']>('ACTIVE', 'ACTIVE', 'LAPSED', 'MATURED', 'CANCELLED'),
        insuredIsClient: fc.boolean(),
        productType: fc.constantFrom<Contract['productType']>('PROTECTION', 'SAVINGS', 'ANNUITY'),
        payCycle: fc.constantFrom<Contract['payCycle']>('MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL', 'LUMP_SUM'),
        premium: fc.integer({ min: 0, max: 5 * M }),
        payEndDate: fc.option(day(-400, 400), { nil: null }),
        coverages: fc.array(anyLine(startFrom, startTo), { maxLength: 6 }),
      }),
      { maxLength: 8 },
    )
    .map((list) => list.map((fields, i) => contract(`k${String(i).padStart(2, '0')}`, fields)));

const birthDate = fc.integer({ min: 0, max: 105 * 365 }).map((n) => addDays(BASE, -n).replaceAll('-', ''));

/** The rule of §7.2 written out plainly: the lines counted for a category on a date, and their amount. */
function expectedAmount(contracts: Contract[], cd: CategoryCd, date: string): number {
  const counted = contracts
    .filter((c) => c.status === 'ACTIVE' && c.insuredIsClient)
    .flatMap((c) => c.coverages)
    .filter(
      (l) =>
        (l.categoryCd === cd ||
          ((cd === 'DEATH_DISEASE' || cd === 'DEATH_INJURY') && l.categoryCd === 'DEATH_GENERAL')) &&
        l.startDate <= date &&
        (l.endDate === null || date <= l.endDate),
    )
    .map((l) => l.amount);
  const largest = cd === 'MEDICAL_EXPENSE' || cd === 'LIABILITY' || cd === 'DRIVER';
  return largest ? Math.max(0, ...counted) : counted.reduce((a, b) => a + b, 0);
}

test('property: every amount, at the analysis date and at every timeline point, is the rule recomputed', () => {
  fc.assert(
    fc.property(portfolio(-7300, 7300), birthDate, (contracts, birth) => {
      const result = analyzeCoverage(input({ contracts, client: { ...CLIENT, birthDate: birth } }));
      for (const c of result.categories) {
        assert.equal(c.amount, expectedAmount(contracts, c.categoryCd, BASE), c.categoryCd);
        const listedSum = c.coverages.reduce((a, l) => a + l.amount, 0);
        if (c.unit === 'LIMIT' || c.categoryCd === 'DRIVER') assert.ok(c.coverages.length <= 1);
        assert.equal(listedSum, c.amount, `${c.categoryCd}: the listed lines make the amount`);
        const keys = c.coverages.map((l) => [l.endDate ?? '9999-99-99', l.contractId] as const);
        for (let i = 1; i < keys.length; i++) {
          const [prevEnd, prevId] = keys[i - 1];
          const [end, id] = keys[i];
          assert.ok(prevEnd > end || (prevEnd === end && prevId <= id), `${c.categoryCd}: coverage order`);
        }
      }
      for (const point of result.timeline) {
        for (const cd of CATEGORY_CDS) assert.equal(point.amounts[cd], expectedAmount(contracts, cd, point.date));
      }
      const s = result.summary;
      assert.equal(s.monthlyPremium, s.protectionMonthlyPremium + s.savingsMonthlyPremium);
    }),
    { numRuns: 150 },
  );
});

test('property: with every line started by the analysis date, no amount rises with age', () => {
  // A line that starts after the analysis date is counted from its start on, so the timeline may rise (the
  // 뇌출혈 line of the portfolio above does). Lines already in force on the analysis date can only end later: each
  // later point counts a subset of the earlier one's lines, and sums and maxima of subsets are not larger.
  fc.assert(
    fc.property(portfolio(-7300, 0), birthDate, (contracts, birth) => {
      const { timeline } = analyzeCoverage(input({ contracts, client: { ...CLIENT, birthDate: birth } }));
      for (let i = 1; i < timeline.length; i++) {
        assert.ok(timeline[i].date > timeline[i - 1].date);
        for (const cd of CATEGORY_CDS) assert.ok(timeline[i].amounts[cd] <= timeline[i - 1].amounts[cd], cd);
      }
    }),
    { numRuns: 150 },
  );
});

test('property: status follows the ratio and the gap the recommendation', () => {
  const amount = fc.oneof(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 2 ** 40 }));
  const recommended = fc.oneof(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 2 ** 40 }));
  fc.assert(
    fc.property(amount, recommended, (a, r) => {
      const status = coverageStatus(a, r);
      const ratio = coverageRatio(a, r);
      // q hundredths, rounded half-up: q − ½ ≤ 100·a ÷ r < q + ½, in integers.
      const q = BigInt(Math.round(ratio * 100));
      const [A, R] = [BigInt(a), BigInt(r)];
      assert.ok(2n * q * R - R <= 200n * A && 200n * A < 2n * q * R + R, 'rounded half-up to the hundredth');
      assert.equal(status === 'NONE', a === 0);
      if (status === 'SHORT') assert.ok(ratio <= 0.7 && a / r < 0.7);
      if (status === 'ADEQUATE') assert.ok(ratio >= 0.7 && ratio <= 1.5);
      if (status === 'EXCESS') assert.ok(ratio >= 1.5 && a / r > 1.5);
    }),
    { numRuns: 500 },
  );
  fc.assert(
    fc.property(portfolio(-7300, 7300), (contracts) => {
      for (const c of analyzeCoverage(input({ contracts })).categories) {
        assert.equal(c.gap, Math.max(c.recommendedAmount - c.amount, 0));
        assert.equal(c.status, coverageStatus(c.amount, c.recommendedAmount));
        assert.equal(c.ratio, coverageRatio(c.amount, c.recommendedAmount));
      }
    }),
    { numRuns: 50 },
  );
});

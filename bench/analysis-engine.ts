/**
 * The coverage analysis engine's own time, in this process (no HTTP, no database): a client of 40 with 50 contracts
 * (the most an analysis takes) of 20 lines each, every category and all 13 timeline points. Goal: p50 ≤ 5 ms.
 *
 *   npm run bench:analysis                 # 3 s
 *   npm run bench:analysis -- --duration 10
 *
 * `npm run bench` runs it too, as the `analysis` scenario.
 */
import { pathToFileURL } from 'node:url';
import { CATEGORY_CDS, type CategoryCd, UNCLASSIFIED } from '../src/analysis/coverage/categories.js';
import type { Contract, CoverageLine } from '../src/analysis/coverage/coverage.schemas.js';
import { analyzeCoverage, type CoverageEngineInput } from '../src/analysis/coverage/engine.js';
import { addDays } from '../src/analysis/korean-age.js';
import type { FetchedRecords, Reference } from '../src/analysis/medical/medical.engine.js';
import { analyzeMedical } from '../src/analysis/medical/medical.engine.js';
import { CRITERIA, RANGE_GROUPS } from '../test/analysis/medical/reference.fixture.js';
import { intArg, parseArgs } from './lib/common.js';
import { type Stats, statsOf } from './lib/measure.js';

export const ANALYSIS_P50_GOAL_MS = 5;
export const MEDICAL_P50_GOAL_MS = 10;

/** A fixed pseudo-random portfolio (the same on every run): statuses, cycles, started and future lines, whole life. */
export function benchInput(contractCount = 50, linesPerContract = 20): CoverageEngineInput {
  let seed = 20260520;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const analysisDate = '2026-05-20';
  const lineCategories = [...CATEGORY_CDS, UNCLASSIFIED] as const;
  const contracts: Contract[] = Array.from({ length: contractCount }, (_, i) => {
    const start = addDays(analysisDate, -next(20 * 365) + 365);
    const coverages: CoverageLine[] = Array.from({ length: linesPerContract }, (_, k) => ({
      coverageNm: `특약 ${k + 1}`,
      categoryCd: lineCategories[next(lineCategories.length)],
      classifiedBy: 'RULES',
      amount: (1 + next(100)) * 100_000,
      startDate: start,
      endDate: next(4) === 0 ? null : addDays(start, 365 * (5 + next(60))),
    }));
    return {
      contractId: `c${String(i).padStart(3, '0')}`,
      insuCompCd: null,
      insuCompNm: '벤치생명',
      productNm: `상품 ${i}`,
      productType: (['PROTECTION', 'SAVINGS', 'ANNUITY'] as const)[next(3)],
      status: next(5) === 0 ? 'LAPSED' : 'ACTIVE',
      statusDate: null,
      contractor: { name: '김철수', birthDate: '1986-03-15' },
      insured: { name: '김철수', birthDate: '1986-03-15' },
      insuredIsClient: next(10) !== 0,
      contractDate: start,
      endDate: null,
      payEndDate: addDays(start, 365 * 20),
      premium: (1 + next(50)) * 10_000,
      payCycle: (['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL', 'LUMP_SUM'] as const)[next(5)],
      coverages,
    };
  });
  const recommended = Object.fromEntries(CATEGORY_CDS.map((cd) => [cd, 30_000_000])) as Record<CategoryCd, number>;
  return {
    analysisDate,
    client: { name: '김철수', birthDate: '19860315', gender: 'M' },
    contracts,
    recommended,
    annualIncome: 40_000_000,
  };
}

/**
 * A 5-year medical record: 400 treatments (visits, pharmacy records, a few stays with surgeries), 300
 * prescriptions, 5 checkups, and 10 contracts of the coverage portfolio above linked for the claimables.
 */
export function medicalBenchInput(treatmentCount = 400) {
  let seed = 20261126;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const analysisDate = '2026-05-20';
  const codes = ['J06.9', 'J20.9', 'K29.7', 'M54.5', 'I10', 'E11.9', 'K35.8', 'S82.0', 'C73', 'K74.0', 'F51.0'];
  const drugs = ['AMLODIPINE', 'ZOLPIDEM', 'ACETAMINOPHEN', 'AMOXICILLIN', 'OXYCODONE', 'METFORMIN'];
  const fetched: FetchedRecords = { treatments: { treatments: [], medications: [] }, checkups: [] };
  for (let i = 0; i < treatmentCount; i++) {
    const stay = next(40) === 0;
    const visitType = stay ? 'INPATIENT' : next(3) === 0 ? 'PHARMACY' : 'OUTPATIENT';
    fetched.treatments!.treatments.push({
      ref: `T${i}`,
      visitDate: addDays(analysisDate, -next(5 * 365)),
      institutionNm: `병원${next(20)}`,
      departmentNm: '내과',
      diagnosisCd: codes[next(codes.length)],
      visitType,
      days: stay ? 1 + next(20) : 1,
      surgery: stay && next(2) === 0,
      surgeryNm: null,
      totalCost: 10_000 + next(500_000),
      patientPaid: 3_000 + next(150_000),
    });
    if (visitType === 'PHARMACY' || next(2) === 0) {
      fetched.treatments!.medications.push({
        treatmentRef: `T${i}`,
        prescribedDate: fetched.treatments!.treatments[i].visitDate,
        drugNm: '약',
        ingredientCd: drugs[next(drugs.length)],
        days: 1 + next(30),
      });
    }
  }
  for (let i = 0; i < 5; i++) {
    fetched.checkups!.push({
      checkupDate: addDays(analysisDate, -365 * i - next(100)),
      stage: i === 1 ? 'SECOND' : 'FIRST',
      institutionNm: '검진센터',
      items: CRITERIA.map((c) => ({ itemCd: c.itemCd, value: c.scale ? '±' : 50 + next(150) })),
    });
  }
  const reference: Reference = {
    kcdRevisions: [
      { revision: 'KCD8', validFrom: '2021-01-01' },
      { revision: 'KCD9', validFrom: '2026-01-01' },
    ],
    kcdNames: new Map(codes.flatMap((c) => [[`KCD8|${c}`, c] as const, [`KCD9|${c}`, c] as const])),
    rangeGroups: RANGE_GROUPS,
    drugClasses: new Map([
      ['AMLODIPINE', 'ANTIHYPERTENSIVE'],
      ['ZOLPIDEM', 'HYPNOTIC'],
      ['ACETAMINOPHEN', 'ANALGESIC'],
      ['OXYCODONE', 'NARCOTIC'],
    ]),
    criteria: CRITERIA,
    diagnosisRanges: { CANCER: ['C00-C43', 'C45-C72', 'C74-C97'], MINOR_CANCER: ['C44', 'C73'], STROKE: ['I60-I63'] },
  };
  const contracts = benchInput(10, 20).contracts;
  let id = 0;
  return {
    analysisDate,
    sex: 'M' as const,
    fetched,
    reference,
    contracts,
    newId: (prefix: string) => `${prefix}_${++id}`,
    claimableIdOf: (key: string) => key,
  };
}

/** The medical engine back to back for `seconds`: records, checkup judgement, disclosures, claimables. */
export function benchMedicalEngine(seconds: number): Stats {
  const input = medicalBenchInput();
  const warmUntil = performance.now() + Math.min(1000, seconds * 200);
  while (performance.now() < warmUntil) analyzeMedical(input);
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    const t = performance.now();
    analyzeMedical(input);
    latencies.push(performance.now() - t);
  }
  return statsOf(latencies, 0, (performance.now() - started) / 1000);
}

/** Runs the engine back to back for `seconds` (after a short warm-up) and returns the latency statistics. */
export function benchAnalysisEngine(seconds: number): Stats {
  const input = benchInput();
  const warmUntil = performance.now() + Math.min(1000, seconds * 200);
  while (performance.now() < warmUntil) analyzeCoverage(input);
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    const t = performance.now();
    analyzeCoverage(input);
    latencies.push(performance.now() - t);
  }
  return statsOf(latencies, 0, (performance.now() - started) / 1000);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = parseArgs(process.argv.slice(2));
  const s = benchAnalysisEngine(intArg(args, 'duration', 3));
  const met = s.p50 <= ANALYSIS_P50_GOAL_MS;
  process.stdout.write(
    `coverage analysis engine, 50 contracts × 20 lines: ${s.requests} runs, p50 ${s.p50.toFixed(3)} ms, ` +
      `p99 ${s.p99.toFixed(3)} ms, max ${s.max.toFixed(3)} ms | goal p50 ≤ ${ANALYSIS_P50_GOAL_MS} ms: ` +
      `${met ? 'met' : 'MISSED'}\n`,
  );
  const m = benchMedicalEngine(intArg(args, 'duration', 3));
  const medicalMet = m.p50 <= MEDICAL_P50_GOAL_MS;
  process.stdout.write(
    `medical analysis engine, 400 treatments over 5 years, 10 linked contracts: ${m.requests} runs, ` +
      `p50 ${m.p50.toFixed(3)} ms, p99 ${m.p99.toFixed(3)} ms, max ${m.max.toFixed(3)} ms | goal p50 ≤ ` +
      `${MEDICAL_P50_GOAL_MS} ms: ${medicalMet ? 'met' : 'MISSED'}\n`,
  );
  process.exit(met && medicalMet ? 0 : 1);
}

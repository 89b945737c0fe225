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
import { intArg, parseArgs } from './lib/common.js';
import { type Stats, statsOf } from './lib/measure.js';

export const ANALYSIS_P50_GOAL_MS = 5;

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
  process.exit(met ? 0 : 1);
}

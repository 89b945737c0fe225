/**
 * The coverage report PDF's own cost, in this process (no HTTP, no database): a client with 12 contracts of 8 lines
 * each. Measures one render on the main thread, the event-loop delay while 4 reports render at once on the main
 * thread and in the worker pool the service uses, and the pool's throughput.
 *
 *   npm run bench:report                 # 3 s per part
 *   npm run bench:report -- --duration 10
 *
 * `npm run bench` runs the service-side part (event-loop delay of the service, regions throughput beside reports)
 * as the `report` scenario.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { analyzeCoverage } from '../src/analysis/coverage/engine.js';
import { COVERAGE_DISCLAIMER } from '../src/analysis/coverage/report.schemas.js';
import type { CoverageReportView } from '../src/analysis/coverage/report.service.js';
import { buildCoverageReportPdf } from '../src/analysis/coverage/report-pdf.js';
import { closeRenderPool, renderInWorker } from '../src/analysis/reports/render-pool.js';
import { benchInput } from './analysis-engine.js';
import { intArg, parseArgs } from './lib/common.js';

/** A completed analysis's report, the same on every run. */
export function sampleReport(contracts = 12, lines = 8): CoverageReportView {
  const input = benchInput(contracts, lines);
  const result = analyzeCoverage(input);
  return {
    analysis: {
      analysisId: 'ca_benchbenchbenchbench',
      status: 'COMPLETED',
      statusLabel: '완료',
      fcUserCi: 'bench-ci',
      source: 'MANUAL',
      analysisDate: input.analysisDate,
      client: { ...input.client, age: 40 },
      requestedAt: '2026-05-20T01:00:00.000Z',
      completedAt: '2026-05-20T01:00:01.000Z',
      failureCode: null,
      failureMessage: null,
      sandbox: true,
      summary: result.summary,
      contracts: [...input.contracts],
      categories: result.categories,
      timeline: result.timeline,
    },
    client: { ...input.client, age: 40, phone: '010-****-5678' },
    consultant: { fcUserCi: 'bench-ci', name: '김설계', orgName: '강남지점' },
    generatedAt: '2026-05-20T01:00:02.000Z',
    disclaimer: COVERAGE_DISCLAIMER,
  };
}

export interface ReportBench {
  /** One render on the main thread, median of a few, ms. */
  mainThreadMs: number;
  /** Event-loop delay p99 (ms) while 4 renders run at once on the main thread. */
  mainThreadLoopP99: number;
  /** The same with the renders in the worker pool. */
  workerLoopP99: number;
  /** PDFs per second of the pool, 4 at a time. */
  workerPdfsPerSecond: number;
  pdfBytes: number;
  pages: number;
}

/** Keeps 4 renders in flight for `seconds`; answers how many finished and the loop delay meanwhile. */
async function fourAtOnce(render: () => Promise<Buffer>, seconds: number) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < until) {
        await render();
        done++;
        // A turn of the event loop between two renders, as between two requests.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  histogram.disable();
  return { done, elapsed: (performance.now() - started) / 1000, p99: histogram.percentile(99) / 1e6 };
}

export async function benchCoverageReport(seconds: number): Promise<ReportBench> {
  const report = sampleReport();
  const createdAt = new Date('2026-05-20T01:00:02Z');
  const bytes = await buildCoverageReportPdf(report, createdAt);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await buildCoverageReportPdf(report, createdAt);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const main = await fourAtOnce(() => buildCoverageReportPdf(report, createdAt), seconds);
  const job = { kind: 'coverage' as const, report, createdAt: createdAt.toISOString() };
  await Promise.all(Array.from({ length: 2 }, () => renderInWorker(job))); // threads started, fonts parsed
  const pooled = await fourAtOnce(() => renderInWorker(job), seconds);
  await closeRenderPool();
  return {
    mainThreadMs: times[2],
    mainThreadLoopP99: main.p99,
    workerLoopP99: pooled.p99,
    workerPdfsPerSecond: pooled.done / pooled.elapsed,
    pdfBytes: bytes.length,
    pages: (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = parseArgs(process.argv.slice(2));
  const r = await benchCoverageReport(intArg(args, 'duration', 3));
  process.stdout.write(
    `coverage report PDF (${r.pages} pages, ${r.pdfBytes} bytes): one render on the main thread ${r.mainThreadMs.toFixed(1)} ms; ` +
      `4 at once: event-loop delay p99 ${r.mainThreadLoopP99.toFixed(1)} ms on the main thread, ` +
      `${r.workerLoopP99.toFixed(1)} ms with the worker pool (${r.workerPdfsPerSecond.toFixed(1)} PDFs/s)\n`,
  );
}

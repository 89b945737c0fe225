/**
 * The client's pages in a real Chromium on a slow phone: network throttled to 1.6 Mbps down / 750 kbps up with
 * 150 ms latency, CPU slowed 4 ×, a 360 × 740 screen (Chrome DevTools' "Slow 4G"-like profile, by CDP:
 * `Network.emulateNetworkConditions`, `Emulation.setCPUThrottlingRate`). The pages are the service's own (the ask
 * page and a coverage report of 12 contracts of 8 lines each, made per request by the same functions and
 * compressed the same way), served by a bare HTTP server in this process, so the figures are the page's and not the
 * database's. A page's first view carries its font as TrueType (its WOFF2 is cut meanwhile): reported apart; the
 * medians are of the later views. The
 * baseline, measured in the same run under the same throttling, is an empty page: what the line alone costs.
 *
 *   npm run bench:client-page                 # 5 loads of each page, cold browser profile each
 *   npm run bench:client-page -- --runs 10
 *
 * Budgets (issue #31): the ask page ≤ 60 KB transferred and usable within 1.5 s; the report ≤ 250 KB and drawn
 * within 2.5 s. "Usable": the page loaded with its font (the form can be typed into and reads in Pretendard);
 * "drawn": the largest contentful paint, or the load with its font if later.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { closeRenderPool } from '../src/analysis/reports/render-pool.js';
import { webFontsCut } from '../src/analysis/reports/web-font.js';
import { askPage, encodePage, type RenderedPage, reportPage } from '../src/analysis/transmissions/link.page.js';
import { sampleReport } from './coverage-report.js';
import { intArg, parseArgs } from './lib/common.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KB = 1024;
const BUDGET = { ask: { bytes: 60 * KB, ms: 1500 }, report: { bytes: 250 * KB, ms: 2500 } };
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;

const consultant = { name: '김설계', orgName: '강남지점', phone: '01098765432' };
const EMPTY: RenderedPage = { html: '<!doctype html><html lang="ko"><title>-</title><p>-</p></html>', csp: '' };

/** The pages as the service makes them; `report` made on its first request (its font cut then, as in the service). */
async function pageServer() {
  const report = sampleReport(12, 8);
  const facts = {
    label: '보장분석',
    consultant,
    analysisDate: report.analysis.analysisDate,
    expiresAt: new Date('2026-05-27T01:00:00Z'),
    attemptsLeft: 5,
  };
  // Made on every request, as the service makes them: a first view cuts its font, later ones find its WOFF2.
  const pages: Record<string, () => Promise<RenderedPage>> = {
    '/empty': async () => EMPTY,
    '/ask': () => askPage(facts),
    '/report': () => reportPage('t', '보장분석', { kind: 'coverage', report }, consultant),
  };
  const server = createServer((req, res) => {
    const make = pages[req.url ?? ''];
    if (!make) {
      res.writeHead(404).end();
      return;
    }
    void make().then((page) => {
      const encoded = encodePage(page, req.headers['accept-encoding']);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(page.csp ? { 'content-security-policy': page.csp } : {}),
        ...(encoded.encoding ? { 'content-encoding': encoded.encoding } : {}),
      });
      res.end(encoded.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // As the service does once listening (and its message job for each link sent): the font cutter loaded before
  // the first view, and the ask page's font cut.
  await askPage(facts);
  await webFontsCut();
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Load {
  bytes: number;
  /** Navigation start to the load event with every font loaded. */
  usableMs: number;
  /** Navigation start to the largest contentful paint, or to `usableMs` if later. */
  drawnMs: number;
}

/** One load of `url` in a fresh profile under the throttling: bytes over the wire and the times. */
async function load(browser: import('playwright-core').Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  const times = await page.evaluate(async () => {
    await document.fonts.ready;
    const fontsAt = performance.now();
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries[entries.length - 1]?.startTime ?? 0);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(0), 500);
    });
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { loaded: Math.max(nav.loadEventEnd, Math.min(fontsAt, nav.loadEventEnd || fontsAt)), lcp };
  });
  await context.close();
  return { bytes, usableMs: times.loaded, drawnMs: Math.max(times.lcp, times.loaded) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchClientPage(runs: number) {
  const { server, base } = await pageServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // A report's first view: its font not cut yet (TrueType in the page, the WOFF2 cut meanwhile); then the later
    // views.
    const first = await load(browser, `${base}/report`);
    await webFontsCut();
    const results: Record<'empty' | 'ask' | 'report', Load[]> = { empty: [], ask: [], report: [] };
    for (let i = 0; i < runs; i++) {
      // Interleaved, so that a busy moment of the machine touches every page alike.
      for (const name of ['empty', 'ask', 'report'] as const)
        results[name].push(await load(browser, `${base}/${name}`));
    }
    const baseline = median(results.empty.map((r) => r.drawnMs));
    const lines = [
      `client pages at 360×740, 1.6 Mbps / 150 ms, CPU ×${CPU_SLOWDOWN}, ${runs} loads each (medians)`,
      `  baseline (empty page): ${baseline.toFixed(0)} ms, ${(median(results.empty.map((r) => r.bytes)) / KB).toFixed(1)} KB`,
    ];
    for (const name of ['ask', 'report'] as const) {
      const bytes = median(results[name].map((r) => r.bytes));
      const ms = median(results[name].map((r) => (name === 'ask' ? r.usableMs : r.drawnMs)));
      const spread = results[name].map((r) => (name === 'ask' ? r.usableMs : r.drawnMs));
      const budget = BUDGET[name];
      lines.push(
        `  ${name === 'ask' ? 'ask page, usable' : 'report page, drawn'}: ${ms.toFixed(0)} ms ` +
          `(${(ms / baseline).toFixed(2)} × baseline; ${Math.min(...spread).toFixed(0)}–${Math.max(...spread).toFixed(0)}), ` +
          `budget ${budget.ms} ms ${ms <= budget.ms ? 'met' : 'MISSED'}; ${(bytes / KB).toFixed(1)} KB, ` +
          `budget ${budget.bytes / KB} KB ${bytes <= budget.bytes ? 'met' : 'MISSED'}`,
      );
    }
    lines.push(
      `  report page, first view (its font as TrueType while its WOFF2 is cut): ${first.drawnMs.toFixed(0)} ms, ` +
        `${(first.bytes / KB).toFixed(1)} KB`,
    );
    return lines.join('\n');
  } finally {
    await browser.close();
    server.close();
    await closeRenderPool();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = parseArgs(process.argv.slice(2));
  process.stdout.write(`${await benchClientPage(intArg(args, 'runs', 5))}\n`);
}

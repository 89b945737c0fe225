import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seedDemo } from '../../src/demo/seed.js';
import { browserMissing, openScreen, signInThroughPage, startConsole } from './browser.js';

const KB = 1024;
/** The budgets for JavaScript actually transferred (compressed, cold cache). */
const BUDGET = { signInPage: 200 * KB, throughDashboard: 400 * KB, perScreen: 100 * KB };
const FURTHER_SCREENS = [
  'AS 검수',
  '리드 조회',
  '주문 조회',
  '청구 모니터',
  '공급사·상품·지역',
  'API 키·시스템 클라이언트',
  '리드 가져오기',
  '웹훅',
  '설계사·조직',
  '연락 기한 초과',
  '공휴일',
  '운영자',
  '감사 로그',
  '보장 카테고리 권장액',
  '수신 거부',
  '삭제 요청',
  '동의 약관',
];

/** Counts the bytes of every script the page receives, as they came over the wire. */
function scriptBytes(page: Page) {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    // A request that finishes as its page is closed has no sizes to give: it is not counted, and its rejection is
    // handled here rather than left to surface after the test (which tears the file's server and browser down).
    if (request.resourceType() === 'script') {
      sizes.push(
        request.sizes().then(
          (s) => s.responseBodySize,
          () => 0,
        ),
      );
    }
  });
  let counted = 0;
  return {
    /** Bytes received since the last call. */
    async since() {
      const all = await Promise.all(sizes);
      const total = all.reduce((n, b) => n + b, 0);
      const delta = total - counted;
      counted = total;
      return delta;
    },
  };
}

const skip = browserMissing() ?? undefined;

// Set up at the top of the file, not inside the suite's callback: the server and the browser are closed by the
// file's own `after` hooks once both tests have run.
const server = skip ? null : await startConsole();
const seeded = server ? await seedDemo(server.db, 'system:demo-seed', server.app.deps.clock) : null;

describe('what the console costs a browser', { skip }, () => {
  test('JavaScript over the wire: sign-in ≤ 200 KB, through the drawn dashboard ≤ 400 KB, each further screen ≤ 100 KB', async (t) => {
    const context = await server!.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const bytes = scriptBytes(page);
    await page.goto(`${server!.base}/console/`);
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const signIn = await bytes.since();
    assert.ok(signIn > 0, 'scripts were counted');
    assert.ok(signIn <= BUDGET.signInPage, `the sign-in page: ${(signIn / KB).toFixed(1)} KB`);

    await signInThroughPage(page, seeded!.operator.email, seeded!.operator.password);
    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    await page.waitForLoadState('networkidle');
    const dashboard = signIn + (await bytes.since());
    assert.ok(dashboard <= BUDGET.throughDashboard, `through the dashboard: ${(dashboard / KB).toFixed(1)} KB`);
    const report = [
      `sign-in ${(signIn / KB).toFixed(1)} KB`,
      `through the dashboard ${(dashboard / KB).toFixed(1)} KB`,
    ];

    for (const label of FURTHER_SCREENS) {
      await openScreen(page, label);
      await page.waitForLoadState('networkidle');
      const screen = await bytes.since();
      assert.ok(screen <= BUDGET.perScreen, `${label}: ${(screen / KB).toFixed(1)} KB more`);
      report.push(`${label} +${(screen / KB).toFixed(1)} KB`);
    }
    t.diagnostic(report.join('; '));
    await context.close();
  });

  test('opening /console/ to the drawn dashboard, signed in, cold cache: the median of 5 runs is reported', async (t) => {
    const first = await server!.browser.newContext();
    const signInPage = await first.newPage();
    await signInPage.goto(`${server!.base}/console/`);
    await signInThroughPage(signInPage, seeded!.operator.email, seeded!.operator.password);
    const state = await first.storageState();
    await first.close();
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const context = await server!.browser.newContext({ storageState: state });
      const page = await context.newPage();
      await page.goto(`${server!.base}/console/`);
      await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
      runs.push(await page.evaluate(() => performance.getEntriesByName('dashboard-ready')[0].startTime));
      await context.close();
    }
    runs.sort((a, b) => a - b);
    assert.equal(runs.length, 5);
    // A figure, not an assertion: timings belong to the benchmarks (docs/performance.md keeps the goal of 3 s).
    t.diagnostic(
      `dashboard ready after ${runs.map((ms) => Math.round(ms)).join(', ')} ms; median ${Math.round(runs[2])} ms`,
    );
  });
});

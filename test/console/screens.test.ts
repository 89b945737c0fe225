import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seedDemoActivity } from '../../src/demo/activity.js';
import { seedDemo } from '../../src/demo/seed.js';
import {
  assertAccessible,
  assertLooksLike,
  browserMissing,
  openConsole,
  openScreen,
  signInThroughPage,
  startConsole,
} from './browser.js';

/** Every screen of the side menu, as an ADMIN sees it (the label, and a file name for its screenshot). */
const SCREENS = [
  ['대시보드', 'dashboard'],
  ['통합 검색', 'search'],
  ['AS 검수', 'as-queue'],
  ['리드 조회', 'leads'],
  ['주문 조회', 'orders'],
  ['청구 모니터', 'claims'],
  ['공급사·상품·지역', 'catalog'],
  ['API 키·시스템 클라이언트', 'keys'],
  ['리드 가져오기', 'imports'],
  ['웹훅', 'webhooks'],
  ['설계사·조직', 'consultants'],
  ['연락 기한 초과', 'overdue'],
  ['공휴일', 'holidays'],
  ['운영자', 'operators'],
  ['감사 로그', 'audit'],
  ['보장 카테고리 권장액', 'categories'],
  ['수신 거부', 'suppressions'],
  ['삭제 요청', 'erasures'],
  ['동의 약관', 'consent-terms'],
] as const;

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/**
 * Where the screenshots go: `CONSOLE_SCREENSHOTS=docs` writes them, and the contact sheet, into docs/images/console
 * (to commit after looking at them); otherwise into a folder of the run's own.
 */
const OUT =
  process.env.CONSOLE_SCREENSHOTS === 'docs'
    ? new URL('../../docs/images/console/', import.meta.url).pathname
    : join(process.env.TMPDIR ?? '/tmp', 'leadline-console-screens');

/** A screen is drawn when no list is loading, no loader spins and the network is quiet. */
async function drawn(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[data-loading=true], [aria-label="불러오는 중"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.waitForFunction(() => !document.querySelector('[data-loading=true], [aria-label="불러오는 중"]'));
  await page.evaluate(() => document.fonts.ready);
}

const skip = browserMissing() ?? undefined;

describe('every screen of the console with demo data', { skip }, async () => {
  const server = skip ? null : await startConsole();
  const seeded = server ? await seedDemo(server.db, 'system:demo-seed', server.app.deps.clock) : null;
  if (server && seeded) await seedDemoActivity(server.app, seeded);
  const shots: { name: string; file: string; width: number }[] = [];
  mkdirSync(OUT, { recursive: true });

  test('the sign-in page looks as it did, at both widths, and passes axe', async () => {
    for (const viewport of WIDTHS) {
      const { page, context, problems } = await openConsole(server!, viewport);
      await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await assertAccessible(page, `sign-in at ${viewport.width}px`);
      const png = await page.screenshot();
      assertLooksLike(`sign-in-${viewport.width}`, png);
      writeFileSync(join(OUT, `sign-in-${viewport.width}.png`), png);
      shots.push({
        name: `로그인 (${viewport.width}px)`,
        file: `sign-in-${viewport.width}.png`,
        width: viewport.width,
      });
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  for (const viewport of WIDTHS) {
    test(`at ${viewport.width}px: each screen draws its data, passes axe, never scrolls sideways`, async () => {
      const { page, context, problems } = await openConsole(server!, viewport);
      await signInThroughPage(page, seeded!.operator.email, seeded!.operator.password);
      if (viewport.width < 768) {
        assert.ok(await page.getByRole('button', { name: '메뉴 열기' }).isVisible(), 'a menu button on a phone');
        const menu = await page.locator('nav[aria-label="주 메뉴"]').boundingBox();
        assert.ok(menu && menu.x + menu.width <= 0, 'the menu is folded away');
        const inert = await page.locator('nav[aria-label="주 메뉴"]').getAttribute('inert');
        assert.equal(inert, '', 'and out of reach of the keyboard until opened');
      }
      for (const [label, name] of SCREENS) {
        await openScreen(page, label);
        await drawn(page);
        if (name === 'dashboard') await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
        if (name === 'as-queue') {
          // The oldest request opened, as a reviewer starts: its evidence drawn by the service.
          await page.locator('tbody tr').first().click();
          await page.getByText('증빙 1').first().waitFor();
          await drawn(page);
          await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${label} at ${viewport.width}px scrolls sideways by ${overflow}px`);
        await assertAccessible(page, `${label} at ${viewport.width}px`);
        const file = `${name}-${viewport.width}.png`;
        writeFileSync(join(OUT, file), await page.screenshot({ fullPage: true }));
        shots.push({ name: `${label} (${viewport.width}px)`, file, width: viewport.width });
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('the contact sheet gathers every screenshot', async () => {
    const { page, context } = await openConsole(server!, { width: 1600, height: 900 });
    const { readFileSync } = await import('node:fs');
    const figures = shots
      .map((s) => {
        const src = `data:image/png;base64,${readFileSync(join(OUT, s.file)).toString('base64')}`;
        return `<figure><img src="${src}" style="width:${s.width === 1440 ? 360 : 120}px"><figcaption>${s.name}</figcaption></figure>`;
      })
      .join('');
    await page.setContent(
      `<html lang="ko"><body style="margin:16px;font-family:Pretendard,sans-serif;display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start">${figures}</body></html>`,
    );
    await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
    writeFileSync(join(OUT, 'contact-sheet.png'), await page.screenshot({ fullPage: true }));
    assert.equal(shots.length, 2 + SCREENS.length * WIDTHS.length);
    await context.close();
  });
});

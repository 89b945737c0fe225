import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { rollupDailyStats } from '../../src/dashboard/dashboard.service.js';
import { registerOk, world } from '../helpers/fixtures.js';
import {
  assertLooksLike,
  assertSettledAccessible,
  browserMissing,
  openScreen,
  signedInAs,
  startConsole,
} from './browser.js';

// The dashboard (issue #32, item 9): a period, cards that open their list, a refresh, tables the keyboard can scroll,
// and an empty chart that says so.
const skip = browserMissing() ?? undefined;

const DAY = 86_400_000;

describe('the dashboard in a browser', { skip }, async () => {
  // A database of its own: nothing registered yet, so every chart starts empty.
  const server = skip ? null : await startConsole();

  test('an empty period says so in each chart (no flat zeros), and the dashboard is still drawn', async () => {
    const { page, context, problems } = await signedInAs(server!, 'VIEWER');
    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    assert.equal(await page.getByTestId('chart-empty').count(), 5);
    assert.equal(await page.locator('canvas').count(), 0, 'no chart drawn for nothing');
    const card = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: '주문 상태' }) });
    assertLooksLike('dashboard-empty-chart-1440', await card.screenshot());
    await assertSettledAccessible(page, 'the empty dashboard');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('새로 고침 reads the figures again; the numbers table is a named, focusable scroll region (axe at both widths)', async () => {
    const { app, db } = server!;
    const w = await world(app, '대시보드 상품');
    const { page, context, problems } = await signedInAs(server!, 'ADMIN');
    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    assert.equal(await page.getByTestId('chart-empty').count(), 5);
    for (let i = 0; i < 12; i++) await registerOk(app, w, { region: '서울' });
    await rollupDailyStats(db, new Date(app.deps.clock()));
    const asked = page.waitForRequest((r) => r.url().includes('/admin/v1/dashboard'));
    await page.getByRole('button', { name: '새로 고침' }).click();
    await asked;
    const registrations = page.locator('.mantine-Card-root', {
      has: page.getByRole('heading', { name: '공급사별 일별 등록' }),
    });
    await registrations.locator('canvas').waitFor();
    assert.equal(await registrations.getByTestId('chart-empty').count(), 0);
    assert.match((await page.getByRole('link', { name: /오늘 등록/ }).textContent()) ?? '', /12/);

    await registrations.getByRole('button', { name: '숫자 보기' }).click();
    const region = page.getByRole('region', { name: '공급사별 일별 등록 숫자' });
    assert.equal(await region.getAttribute('tabindex'), '0');
    assert.match((await region.textContent()) ?? '', /대시보드 상품|12/);
    await assertSettledAccessible(page, 'the numbers table at 1440px');
    await page.setViewportSize({ width: 390, height: 844 });
    await assertSettledAccessible(page, 'the numbers table at 390px');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the period is picked (1–90 days), kept in the address and asked of the API', async () => {
    const { page, context } = await signedInAs(server!, 'VIEWER');
    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    const asked = page.waitForRequest((r) => r.url().includes('/admin/v1/dashboard') && r.url().includes('days=30'));
    await page.getByLabel('기간').selectOption({ label: '최근 30일' });
    await asked;
    await page.waitForURL(/\/console\/?\?days=30$/);
    const span = async () => {
      const text = (await page.getByText(/\d{4}-\d\d-\d\d ~ \d{4}-\d\d-\d\d/).textContent()) ?? '';
      const [from = '', to = ''] = text.match(/\d{4}-\d\d-\d\d/g) ?? [];
      return (Date.parse(to) - Date.parse(from)) / DAY + 1;
    };
    await page.waitForFunction(() => /~/.test(document.body.innerText));
    await page.getByText(/\d{4}-\d\d-\d\d ~/).waitFor();
    assert.equal(await span(), 30);
    await page.reload();
    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    assert.equal(await page.getByLabel('기간').inputValue(), '30');
    assert.equal(await span(), 30);
    // A period the menu does not list, from a shared link: within the API's 1–90 it is honoured.
    await page.goto(`${server!.base}/console/?days=45`);
    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    assert.equal(await span(), 45);
    await context.close();
  });

  test('each figure opens the list behind it', async () => {
    const { page, context } = await signedInAs(server!, 'VIEWER');
    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    await page.getByRole('link', { name: /청구 발송 실패/ }).click();
    await page.waitForURL(/\/console\/claims\?claimStatusCd=FAILED$/);
    assert.equal(await page.getByLabel('상태').inputValue(), 'FAILED');
    await openScreen(page, '대시보드');
    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    await page.getByRole('link', { name: /진행 중 주문 충족률/ }).click();
    await page.waitForURL(
      /\/console\/orders\?status=PENDING%2CIN_PROGRESS$|\/console\/orders\?status=PENDING,IN_PROGRESS$/,
    );
    await openScreen(page, '대시보드');
    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    await page.getByRole('link', { name: /오늘 등록/ }).click();
    await page.waitForURL(/\/console\/leads\?createdFrom=\d{4}-\d\d-\d\d&createdTo=\d{4}-\d\d-\d\d$/);
    await context.close();
  });
});

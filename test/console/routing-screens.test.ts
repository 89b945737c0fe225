import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { App } from '../../src/app.js';
import { holidays, leads, orders, routingProfiles } from '../../src/db/schema/index.js';
import { factories } from '../helpers/given.js';
import {
  assertFitsWidth,
  assertLooksLike,
  assertSettledAccessible,
  browserMissing,
  openScreen,
  signedInAs,
  startConsole,
} from './browser.js';

const skip = browserMissing() ?? undefined;

/** Nothing of the page is loading any more, and its fonts are in. */
async function drawn(page: Page) {
  await page.locator('[data-loading]').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-loading="true"], [aria-label="불러오는 중"]'));
  await page.evaluate(() => document.fonts.ready);
}

describe('the routing screens in a browser', { skip }, async () => {
  const server = skip ? null : await startConsole();
  const app = server?.app as App;
  const given = skip ? null : factories(app);
  const w = skip ? null : await given!.world();
  const order = skip ? null : await given!.order({ world: w!, portalId: 801 });
  const overdue = skip ? null : await given!.assignedLead({ world: w!, portalId: 802, region: '서울' });
  if (!skip) {
    await server!.db
      .update(leads)
      .set({ contactOverdue: true, contactDeadline: new Date('2026-11-20T01:00:00Z') })
      .where(eq(leads.id, Number(overdue!.id)));
  }

  test('an order’s rules on its page: caps beside what was sent, the Korea-time schedule, a pause; saved by an ADMIN', async () => {
    const { page, problems, context } = await signedInAs(server!, 'ADMIN');
    await page.goto(`${server!.base}/console/orders/${order!.id}`);
    await drawn(page);
    const rules = page.getByTestId('order-rules');
    await rules.getByText('오늘 보낸 수 0건').waitFor();
    await rules.getByLabel('일 한도').fill('5');
    await rules.getByLabel('월 한도').fill('0');
    assert.ok(await rules.getByRole('button', { name: '규칙 저장' }).isDisabled(), 'a cap of 0 is refused in the page');
    await rules.getByLabel('월 한도').fill('120');
    await rules.getByLabel('요일·시간을 정해 배정 (한국 시간)').check();
    await rules.getByLabel('끝 시각').fill('24:00');
    await rules.getByLabel('일시 정지 종료 (한국 시간)').fill('2099-01-01T09:00');
    await assertSettledAccessible(page, 'the order rules form');
    await rules.getByRole('button', { name: '규칙 저장' }).click();
    await rules.getByText('배정 규칙을 저장했습니다.').waitFor();
    const [row] = await server!.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(order!.id)));
    assert.equal(row.dailyCap, 5);
    assert.equal(row.monthlyCap, 120);
    assert.deepEqual(row.schedule, {
      days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      from: '09:00',
      to: '24:00',
      skipHolidays: true,
    });
    assert.equal(row.pausedUntil?.toISOString(), '2099-01-01T00:00:00.000Z', 'the pause is read in Korea time');
    await page.reload();
    await drawn(page);
    assert.equal(await page.getByTestId('order-rules').getByLabel('일 한도').inputValue(), '5', 'saved, shown again');
    await page.getByText('일시 정지 중', { exact: true }).waitFor();
    assertLooksLike('order-rules-1440', await page.screenshot({ fullPage: true }));
    assert.deepEqual(problems, []);
    await context.close();

    // A VIEWER reads the rules and cannot change them.
    const viewer = await signedInAs(server!, 'VIEWER', { width: 390, height: 844 });
    await viewer.page.goto(`${server!.base}/console/orders/${order!.id}`);
    await drawn(viewer.page);
    assert.ok(await viewer.page.getByTestId('order-rules').getByLabel('일 한도').isDisabled());
    await viewer.page.getByText('조회만 할 수 있습니다.', { exact: false }).waitFor();
    await assertFitsWidth(viewer.page, 'the order rules at 390 px');
    await assertSettledAccessible(viewer.page, 'the order rules at 390 px');
    await viewer.context.close();
  });

  test('a consultant’s leave on their page: set until a Korea-time moment, then ended', async () => {
    const { page, problems, context } = await signedInAs(server!, 'ADMIN');
    await page.goto(`${server!.base}/console/orders/${order!.id}`);
    await drawn(page);
    await page.getByRole('link', { name: '801', exact: true }).click();
    await page.getByRole('heading', { name: '포털 사용자 #801' }).waitFor();
    await drawn(page);
    const leave = page.getByTestId('routing-profile');
    await leave.getByText('설정된 휴가가 없습니다.').waitFor();
    await leave.getByLabel('배정 중지 종료 (한국 시간)').fill('2099-02-01T18:00');
    await leave.getByRole('button', { name: '휴가 저장' }).click();
    await leave.getByText('배정 중지 중').waitFor();
    const [profile] = await server!.db.select().from(routingProfiles).where(eq(routingProfiles.portalId, 801));
    assert.equal(profile.pausedUntil?.toISOString(), '2099-02-01T09:00:00.000Z');
    await page.getByRole('link', { name: `주문 #${order!.id}` }).waitFor();
    await assertSettledAccessible(page, 'a portal user’s page');
    await leave.getByRole('button', { name: '휴가 끝내기' }).click();
    await leave.getByText('배정 받는 중').waitFor();
    const [ended] = await server!.db.select().from(routingProfiles).where(eq(routingProfiles.portalId, 801));
    assert.equal(ended.pausedUntil, null);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('holidays: a year’s list, a day added and removed by an ADMIN', async () => {
    const { page, problems, context } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '공휴일');
    await drawn(page);
    await page.getByLabel('연도').selectOption('2027');
    await page.getByRole('cell', { name: '2027-12-25 (토)' }).waitFor();
    await page.getByRole('button', { name: '공휴일 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '공휴일 추가·이름 변경' });
    await dialog.getByLabel('날짜').fill('2027-06-03');
    await dialog.getByLabel('이름', { exact: false }).first().fill('임시공휴일');
    await assertSettledAccessible(page, 'the holiday dialog');
    await dialog.getByRole('button', { name: '저장' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('tbody').getByText('임시공휴일', { exact: true }).waitFor();
    assert.equal(
      (await server!.db.select().from(holidays).where(eq(holidays.date, '2027-06-03')))[0]?.name,
      '임시공휴일',
    );
    await assertSettledAccessible(page, 'the holidays of 2027');
    await page.getByRole('button', { name: '2027-06-03 임시공휴일 삭제' }).click();
    const confirm = page.getByRole('dialog', { name: '2027-06-03 임시공휴일을(를) 삭제할까요?' });
    await assertSettledAccessible(page, 'the holiday removal');
    await confirm.getByRole('button', { name: '삭제' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.locator('tbody').getByText('임시공휴일', { exact: true }).waitFor({ state: 'detached' });
    assert.equal((await server!.db.select().from(holidays).where(eq(holidays.date, '2027-06-03'))).length, 0);
    assertLooksLike('holidays-2027-1440', await page.screenshot({ fullPage: true }));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('overdue leads and a provider’s source quality over a chosen period, at 1440 and 390 px', async () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, problems, context } = await signedInAs(server!, 'VIEWER', viewport);
      await openScreen(page, '연락 기한 초과');
      await drawn(page);
      await page.getByRole('link', { name: `리드 #${overdue!.id}` }).waitFor();
      assert.equal(await page.locator('tbody tr').count(), 1, 'only the overdue lead');
      await assertSettledAccessible(page, `the overdue leads at ${viewport.width} px`);
      await assertFitsWidth(page, `the overdue leads at ${viewport.width} px`);

      await page.goto(`${server!.base}/console/providers/${w!.provider.id}/quality?from=2026-01-01&to=2026-12-31`);
      await drawn(page);
      const total = page.getByTestId('quality-total');
      await total.waitFor();
      assert.match((await total.textContent()) ?? '', /등록1건/);
      await page.getByRole('button', { name: '최근 7일' }).click();
      await drawn(page);
      assert.notEqual(new URL(page.url()).searchParams.get('from'), '2026-01-01', 'the period is in the address');
      await assertSettledAccessible(page, `the source quality at ${viewport.width} px`);
      await assertFitsWidth(page, `the source quality at ${viewport.width} px`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { App } from '../../src/app.js';
import { claims, piiAccessLog } from '../../src/db/schema/index.js';
import { bearer, claimBody, createConsultant, createTerms } from '../claims/helpers.js';
import { factories } from '../helpers/given.js';
import {
  assertFitsWidth,
  assertSettledAccessible,
  browserMissing,
  openScreen,
  screenshotWhole,
  signedInAs,
  startConsole,
} from './browser.js';

const skip = browserMissing() ?? undefined;

/** Waits for a list's answer after its 조회 (the table is marked data-loading=false again). */
async function search(page: Page) {
  await page.getByRole('button', { name: '조회' }).click();
  await page.locator('[data-loading=false]').waitFor();
}

describe('the leads, orders and claims lookups in a browser', { skip }, async () => {
  const server = skip ? null : await startConsole();
  const app = server?.app as App;
  const given = skip ? null : factories(app);
  const w = skip ? null : await given!.world();

  // Leads: one owned by portal user 401 with a known contact, and a few unassigned.
  const lead = skip
    ? null
    : await given!.assignedLead({
        world: w!,
        portalId: 401,
        name: '김민수',
        phone: '010-3456-7890',
        email: 'minsu.kim@example.com',
      });
  if (!skip) for (let i = 0; i < 3; i++) await given!.lead({ world: w!, region: '부산' });

  // Orders: a placed order of portal user 402 in two regions.
  const order = skip
    ? null
    : await given!.order({
        world: w!,
        portalId: 402,
        regionQuantities: [
          { region: '서울', quantity: 5 },
          { region: '부산', quantity: 3 },
        ],
      });

  // Claims: a FAILED dispatch with its error, and a RECEIVED claim.
  async function claimOf(token: string, ci: string, termsId: number) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/claim/requests',
      headers: bearer(token),
      payload: claimBody(ci, [termsId]),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().claimReqId as number;
  }
  let failed = 0;
  if (!skip) {
    const fc = await createConsultant(app, 'FC', { name: '박상담' });
    const terms = await createTerms(app, 'SAMSUNG_LIFE', true);
    failed = await claimOf(fc.token, fc.ci, terms.id);
    await claimOf(fc.token, fc.ci, terms.id);
    await server!.db
      .update(claims)
      .set({ status: 'FAILED', attempts: 3, lastError: 'fax gateway: line busy (3 attempts)' })
      .where(eq(claims.id, failed));
  }

  test('leads: masked in the list; the history in a drawer; an ADMIN reveals a contact with a reason, logged', async () => {
    const { page, problems, context } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '리드 조회');
    await page.locator('[data-loading=false]').waitFor();
    await page.getByLabel('리드 ID').fill(lead!.id);
    await search(page);
    const row = page.locator('tbody tr').first();
    assert.match((await row.textContent()) ?? '', /010-\*\*\*\*-7890/);
    const main = page.locator('main');
    for (const clear of ['김민수', '010-3456-7890', 'minsu.kim@example.com']) {
      assert.ok(!((await main.textContent()) ?? '').includes(clear), `${clear} is not shown in the list`);
    }
    await assertSettledAccessible(page, 'the leads list');
    await screenshotWhole(page, '/tmp/console-leads-1440.png');

    await page.getByRole('button', { name: `리드 ${lead!.id} 이력` }).click();
    const drawer = page.getByRole('dialog', { name: `리드 #${lead!.id} 이력` });
    await drawer.getByTestId('lead-history').waitFor();
    assert.match((await drawer.textContent()) ?? '', /배정 확정/);
    await assertSettledAccessible(page, 'the lead history drawer');
    await drawer.getByRole('button', { name: '닫기' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `리드 ${lead!.id} 연락처 열람` }).click();
    const dialog = page.getByRole('dialog', { name: `리드 #${lead!.id} 연락처 열람` });
    await dialog.waitFor();
    assert.ok(await dialog.getByRole('button', { name: '열람' }).isDisabled(), 'no reveal without a reason');
    await assertSettledAccessible(page, 'the reveal dialog');
    const reason = '고객이 상담 일정 변경을 요청하여 연락처 확인';
    await dialog.getByLabel('열람 사유').fill(reason);
    await dialog.getByRole('button', { name: '열람' }).click();
    await dialog.getByTestId('revealed-contact').waitFor();
    const shown = (await dialog.textContent()) ?? '';
    assert.match(shown, /김민수/);
    assert.match(shown, /010-3456-7890/);
    assert.match(shown, /minsu\.kim@example\.com/);
    await assertSettledAccessible(page, 'the reveal dialog with the contact');

    const logged = await server!.db
      .select()
      .from(piiAccessLog)
      .where(and(eq(piiAccessLog.action, 'REVEAL_LEAD_CONTACT'), eq(piiAccessLog.reason, reason)));
    assert.equal(logged.length, 1, 'one access record with the reason');
    assert.deepEqual(logged[0].leadIds, [Number(lead!.id)]);

    await dialog.getByRole('button', { name: '닫기' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    assert.ok(!((await main.textContent()) ?? '').includes('010-3456-7890'), 'masked again once closed');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a REVIEWER has no reveal button on the leads list', async () => {
    const { page, problems, context } = await signedInAs(server!, 'REVIEWER');
    await openScreen(page, '리드 조회');
    await page.locator('tbody tr').first().waitFor();
    assert.equal(await page.getByRole('button', { name: /연락처 열람/ }).count(), 0);
    assert.ok((await page.getByRole('button', { name: /이력$/ }).count()) > 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('orders: the counters, and the region quantities on expand', async () => {
    const { page, problems, context } = await signedInAs(server!, 'VIEWER');
    await openScreen(page, '주문 조회');
    await page.getByLabel('포털 사용자 ID').fill('402');
    await search(page);
    const row = page.locator('tbody tr', { hasText: order!.id }).first();
    assert.match((await row.textContent()) ?? '', /김\*계/, 'the orderer is masked');
    await assertSettledAccessible(page, 'the orders list');
    const expand = page.getByRole('button', { name: `주문 ${order!.id} 지역별 수량` });
    assert.equal(await expand.getAttribute('aria-expanded'), 'false');
    await expand.click();
    const regions = page.getByTestId('order-regions');
    await regions.waitFor();
    assert.equal(await expand.getAttribute('aria-expanded'), 'true');
    const text = (await regions.textContent()) ?? '';
    assert.match(text, /서울/);
    assert.match(text, /부산/);
    await assertSettledAccessible(page, 'the orders list with the region quantities');
    await screenshotWhole(page, '/tmp/console-orders-1440.png');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('claims: the reason of a FAILED dispatch in Korean (its text behind a disclosure), the retry in sight at 1440 px, and an ADMIN retries it after confirming', async () => {
    const { page, problems, context } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '청구 모니터');
    await page.getByLabel('상태').selectOption('FAILED');
    await search(page);
    const row = page.locator('tbody tr', { hasText: String(failed) });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /홍\*동/);
    assert.match((await row.textContent()) ?? '', /받는 쪽 팩스 회선이 통화 중이었습니다/);
    const detail = row.getByText('fax gateway: line busy (3 attempts)');
    assert.equal(await detail.isVisible(), false, 'the server text is folded');
    await row.getByText('자세히 (관리자용)').click();
    await detail.waitFor();
    // The only action is in sight without scrolling the table sideways.
    const table = await page.getByRole('region', { name: '청구 (최근 순)' }).boundingBox();
    const retryBox = await row.getByRole('button', { name: `청구 ${failed} 재전송` }).boundingBox();
    assert.ok(table && retryBox && retryBox.x + retryBox.width <= table.x + table.width, 'the retry is not cut off');
    assert.ok(!((await page.locator('main').textContent()) ?? '').includes('010-1234-5678'));
    await assertSettledAccessible(page, 'the claims monitor');
    await screenshotWhole(page, '/tmp/console-claims-1440.png');

    const pdf = page.getByRole('link', { name: `청구 ${failed} 청구서 PDF 내려받기` });
    assert.equal(await pdf.getAttribute('href'), `/admin/v1/claim/requests/${failed}/form.pdf`);
    const pdfAnswer = await page.request.get(`${server!.base}/admin/v1/claim/requests/${failed}/form.pdf`);
    assert.equal(pdfAnswer.status(), 200);
    assert.equal(pdfAnswer.headers()['content-type'], 'application/pdf');

    await page.getByRole('button', { name: `청구 ${failed} 재전송` }).click();
    const dialog = page.getByRole('dialog', { name: '청구 재전송' });
    await dialog.waitFor();
    await assertSettledAccessible(page, 'the retry dialog');
    const answered = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await dialog.getByRole('button', { name: '재전송' }).click();
    assert.equal((await answered).status(), 200);
    await page.getByRole('status').filter({ hasText: '다시 접수했습니다' }).waitFor();
    // The list is read again: the claim is no longer FAILED.
    await page.getByRole('button', { name: `청구 ${failed} 재전송` }).waitFor({ state: 'detached' });
    const [row2] = await server!.db.select().from(claims).where(eq(claims.id, failed));
    assert.equal(row2.status, 'RECEIVED');
    assert.equal(row2.lastError, null);
    // Nothing of the answer's clear data reaches the page.
    assert.ok(!((await page.locator('main').textContent()) ?? '').includes('010-1234-5678'));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a VIEWER sees the retry button disabled', async () => {
    await server!.db.update(claims).set({ status: 'FAILED', lastError: 'again' }).where(eq(claims.id, failed));
    const { page, problems, context } = await signedInAs(server!, 'VIEWER');
    await openScreen(page, '청구 모니터');
    const retry = page.getByRole('button', { name: `청구 ${failed} 재전송` });
    await retry.waitFor();
    assert.ok(await retry.isDisabled());
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('at 390 px each lookup fits the width (tables scroll inside themselves)', async () => {
    const { page, problems, context } = await signedInAs(server!, 'ADMIN', { width: 390, height: 844 });
    for (const [label, name] of [
      ['리드 조회', 'leads'],
      ['주문 조회', 'orders'],
      ['청구 모니터', 'claims'],
    ] as const) {
      await openScreen(page, label);
      await page.getByRole('heading', { name: label, level: 2 }).waitFor();
      await page.locator('tbody tr').first().waitFor();
      await page.locator('[data-loading=false]').waitFor();
      await assertFitsWidth(page, `${label} at 390 px`);
      await assertSettledAccessible(page, `${label} at 390 px`);
      await screenshotWhole(page, `/tmp/console-${name}-390.png`);
    }
    await openScreen(page, '리드 조회');
    await page.getByRole('button', { name: `리드 ${lead!.id} 연락처 열람` }).click();
    await page.getByRole('dialog', { name: `리드 #${lead!.id} 연락처 열람` }).waitFor();
    await assertFitsWidth(page, 'the reveal dialog at 390 px');
    await screenshotWhole(page, '/tmp/console-leads-reveal-390.png');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

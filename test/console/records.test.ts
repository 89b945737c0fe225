import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { claims } from '../../src/db/schema/index.js';
import { bearer, claimBody, createConsultant, createTerms } from '../claims/helpers.js';
import { adminPost } from '../helpers/api.js';
import { fileAsOk } from '../leads/after-service/helpers.js';
import {
  assertFitsWidth,
  assertLooksLike,
  assertSettledAccessible,
  browserMissing,
  openScreen,
  signedInAs,
  startConsoleWorld,
} from './browser.js';

const skip = browserMissing() ?? undefined;

/** A record's page, drawn: its heading, and nothing loading. */
async function recordShown(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await page.locator('[data-testid=record-page][data-loading=false]').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-loading="true"], [aria-label="불러오는 중"]'));
  await page.evaluate(() => document.fonts.ready);
}

/** The page's path below /console. */
const pathOf = (page: Page) => new URL(page.url()).pathname.replace(/^\/console/, '');

describe('every record has a page of its own', { skip }, async () => {
  const { server, app, given, w } = await startConsoleWorld(skip);
  const lead = skip
    ? null
    : await given!.assignedLead({ world: w!, portalId: 701, region: '서울', phone: '010-2222-7101' });
  const order = skip
    ? null
    : await given!.order({
        world: w!,
        portalId: 702,
        regionQuantities: [
          { region: '서울', quantity: 4 },
          { region: '부산', quantity: 2 },
        ],
      });
  const request = skip ? null : await fileAsOk(app, w!, { portalId: 701, leadId: lead!.id });
  const fc = skip ? null : await createConsultant(app, 'FC', { name: '조기록' });
  const key = skip
    ? null
    : ((await adminPost(app, '/admin/v1/api-keys', { name: '기록용 포털 키', kind: 'portal' })) as { id: string });
  let claimId = 0;
  if (!skip) {
    const terms = await createTerms(app, 'SAMSUNG_LIFE', true);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/claim/requests',
      headers: bearer(fc!.token),
      payload: claimBody(fc!.ci, [terms.id]),
    });
    claimId = res.json().claimReqId;
    await server!.db
      .update(claims)
      .set({ status: 'FAILED', attempts: 3, lastError: 'fax gateway: line busy (3 attempts)' })
      .where(eq(claims.id, claimId));
  }

  test('from each list a row opens its record’s page; a reload shows the same record', async () => {
    const { page, problems, context } = await signedInAs(server!, 'ADMIN');
    const rows: [string, string, string, string][] = [
      ['리드 조회', `리드 #${lead!.id}`, `리드 #${lead!.id}`, `/leads/${lead!.id}`],
      ['주문 조회', `주문 #${order!.id}`, `주문 #${order!.id}`, `/orders/${order!.id}`],
      ['청구 모니터', `청구 #${claimId}`, `청구 #${claimId}`, `/claims/${claimId}`],
      ['설계사·조직', '조기록', `설계사 #${fc!.id}`, `/consultants/${fc!.id}`],
      ['API 키·시스템 클라이언트', '기록용 포털 키', `API 키 #${key!.id}`, `/keys/${key!.id}`],
    ];
    for (const [screen, link, heading, path] of rows) {
      await openScreen(page, screen);
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await recordShown(page, heading);
      assert.equal(pathOf(page), path, `${heading} has its own address`);
      await page.reload();
      await recordShown(page, heading);
      await assertSettledAccessible(page, `${heading} at 1440 px`);
      await assertFitsWidth(page, `${heading} at 1440 px`);
    }

    // What each page says: the lead masked with its provenance's page and owner, the order's regions and rules.
    await page.goto(`${server!.base}/console/leads/${lead!.id}`);
    await recordShown(page, `리드 #${lead!.id}`);
    const facts = (await page.getByRole('main').textContent()) ?? '';
    assert.match(facts, /010-\*\*\*\*-7101/);
    assert.ok(!facts.includes('010-2222-7101'), 'the phone is masked');
    assert.equal(
      await page.getByRole('link', { name: '출처·동의 기록' }).getAttribute('href'),
      `/console/leads/${lead!.id}/provenance`,
    );
    await page.getByTestId('lead-history').waitFor();
    assertLooksLike('record-lead-1440', await page.screenshot({ fullPage: true }));

    await page.getByRole('link', { name: '701', exact: true }).first().click();
    await recordShown(page, '포털 사용자 #701');

    await page.goto(`${server!.base}/console/claims/${claimId}`);
    await recordShown(page, `청구 #${claimId}`);
    await page.getByText('받는 쪽 팩스 회선이 통화 중이었습니다.').waitFor();

    // The AS request's address opens the queue with the request.
    await page.goto(`${server!.base}/console/as-queue/${request!.id}`);
    await page.getByRole('heading', { name: `AS 요청 #${request!.id}` }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('id'), request!.id);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the header search links each record found to its page', async () => {
    const { page, problems, context } = await signedInAs(server!, 'VIEWER');
    const search = async (text: string) => {
      const box = page.getByRole('textbox', { name: '통합 검색어' });
      await box.fill(text);
      await box.press('Enter');
      await page.getByTestId('search-results').waitFor();
    };
    await search(order!.id);
    await page
      .getByTestId('search-results')
      .getByRole('link', { name: `주문 #${order!.id}` })
      .click();
    await recordShown(page, `주문 #${order!.id}`);
    await search('조기록');
    await page
      .getByTestId('search-results')
      .getByRole('link', { name: `조기록 (#${fc!.id})` })
      .click();
    await recordShown(page, `설계사 #${fc!.id}`);
    await search('기록용');
    await page
      .getByTestId('search-results')
      .getByRole('link', { name: /기록용 포털 키/ })
      .click();
    await recordShown(page, `API 키 #${key!.id}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an address that names no record says so in Korean, with the way back to its list; at 390 px too', async () => {
    const { page, problems, context } = await signedInAs(server!, 'VIEWER', { width: 390, height: 844 });
    const missing: [string, string, string][] = [
      ['/leads/999999', '리드 #999999', '리드 조회'],
      ['/orders/abc', '주문 #abc', '주문 조회'],
      ['/claims/99999999999', '청구 #99999999999', '청구 모니터'],
      ['/consultants/999999', '설계사 #999999', '설계사·조직'],
      ['/keys/999999', 'API 키 #999999', 'API 키·시스템 클라이언트'],
      ['/portal-users/0', '포털 사용자 #0', '주문 조회'],
      ['/providers/999999/quality', '공급사 품질 #999999', '공급사·상품·지역'],
    ];
    for (const [path, heading, list] of missing) {
      await page.goto(`${server!.base}/console${path}`);
      await recordShown(page, heading);
      const alert = page.getByTestId('record-missing');
      assert.match((await alert.textContent()) ?? '', /없습니다/, `${path} says there is none`);
      assert.ok(await page.getByRole('link', { name: `${list}로 돌아가기` }).isVisible(), `${path}: the way back`);
    }
    await assertSettledAccessible(page, 'a missing record at 390 px');
    assertLooksLike('record-missing-390', await page.screenshot());

    await page.goto(`${server!.base}/console/orders/${order!.id}`);
    await recordShown(page, `주문 #${order!.id}`);
    await assertFitsWidth(page, 'an order at 390 px');
    await assertSettledAccessible(page, 'an order at 390 px');
    await page.goto(`${server!.base}/console/leads/${lead!.id}`);
    await recordShown(page, `리드 #${lead!.id}`);
    await assertFitsWidth(page, 'a lead at 390 px');
    await assertSettledAccessible(page, 'a lead at 390 px');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { App } from '../../src/app.js';
import { leads, piiAccessLog, suppressions } from '../../src/db/schema/index.js';
import { createConsultant } from '../claims/helpers.js';
import { adminPost } from '../helpers/api.js';
import { placeOrder, registerOk, world } from '../helpers/fixtures.js';
import { fileAsOk, givenReasons } from '../leads/after-service/helpers.js';
import {
  assertFitsWidth,
  assertSettledAccessible,
  browserMissing,
  openScreen,
  signedInAs,
  startConsole,
} from './browser.js';

const skip = browserMissing() ?? undefined;

/** Types into the header's search box and sends it. */
async function searchFromHeader(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: '통합 검색어' });
  await box.fill(text);
  await box.press('Enter');
  await page.getByRole('heading', { name: '통합 검색' }).waitFor();
}

describe('the lookup and the global search in a browser', { skip }, async () => {
  const server = skip ? null : await startConsole();
  const app = server?.app as App;
  const w = skip ? null : await world(app);
  if (!skip) await givenReasons(app);
  const PHONE = '010-3055-9035';
  const lead = skip
    ? null
    : await (async () => {
        await placeOrder(app, w!, { portalId: 811 });
        return registerOk(app, w!, { portalId: 811, region: '서울', name: '정민호', phone: PHONE });
      })();

  test('a caller’s number: the lookup with its purpose shows where it came from and who held it, then a suppression and an erasure', async () => {
    const { page, problems, context, operator } = await signedInAs(server!, 'ADMIN');
    await searchFromHeader(page, PHONE);
    assert.ok(!page.url().includes('3055') && !page.url().includes('9035'), 'the number is not in the address');

    const lookup = page.getByRole('button', { name: '조회', exact: true });
    assert.ok(await lookup.isDisabled(), 'no lookup without its purpose');
    await page.getByLabel('조회 목적').selectOption('COMPLAINT');
    await lookup.click();
    const answer = page.getByTestId('lookup-answer');
    await answer.waitFor();
    const text = (await answer.textContent()) ?? '';
    assert.match(text, new RegExp(`리드 #${lead!.id}`));
    assert.match(text, /수신 거부 없음/);
    assert.ok(!text.includes('정민호') && !text.includes(PHONE), 'the lead is masked');
    assert.equal(
      await answer.getByRole('link', { name: '출처·동의 보기' }).getAttribute('href'),
      `/console/leads/${lead!.id}/provenance`,
      'each lead links to its provenance',
    );
    const holders = answer.getByRole('table', { name: `리드 #${lead!.id}를 받은 포털 사용자 (오래된 순)` });
    assert.match((await holders.textContent()) ?? '', /811/);
    const [read] = await server!.db
      .select()
      .from(piiAccessLog)
      .where(and(eq(piiAccessLog.action, 'LEAD_LOOKUP'), eq(piiAccessLog.actor, `operator:${operator.id}`)));
    assert.ok(read, 'the lookup is in the access log');
    await assertSettledAccessible(page, 'the lookup answer');
    await assertFitsWidth(page, 'the lookup answer at 1440 px');

    await answer.getByRole('button', { name: '수신 거부 등록' }).click();
    const suppress = page.getByRole('dialog', { name: '수신 거부 등록' });
    await suppress.waitFor();
    await assertSettledAccessible(page, 'the suppression dialog');
    await suppress.getByRole('button', { name: '등록' }).click();
    await suppress.waitFor({ state: 'detached' });
    await answer.getByText(/수신 거부 중/).waitFor();
    assert.equal((await server!.db.select().from(suppressions)).length, 1);

    await answer.getByRole('button', { name: '삭제 요청 처리' }).click();
    const erase = page.getByRole('dialog', { name: '리드 1건을 삭제할까요?' });
    await erase.waitFor();
    assert.ok(await erase.getByRole('button', { name: '1건 삭제' }).isDisabled(), 'not without identity and request');
    await erase.getByLabel(/본인 확인 방법/).selectOption('CALLBACK');
    await erase.getByLabel(/요청 내용/).fill('전화로 개인정보 삭제를 요청함');
    await assertSettledAccessible(page, 'the erasure confirmation');
    await erase.getByRole('button', { name: '1건 삭제' }).click();
    await erase.waitFor({ state: 'detached' });
    await answer.getByRole('button', { name: '삭제 요청 처리' }).and(page.locator(':disabled')).waitFor();
    const [row] = await server!.db
      .select()
      .from(leads)
      .where(eq(leads.id, Number(lead!.id)));
    assert.ok(row.erasedAt, 'the lead is erased');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a number finds the lead, AS request, order and claim it names, each a link to its record’s page', async () => {
    const other = await registerOk(app, w!, { portalId: 811, region: '서울', phone: '010-3055-1111' });
    const request = await fileAsOk(app, w!, { portalId: 811, leadId: other.id });
    const { page, problems, context } = await signedInAs(server!, 'VIEWER');
    await searchFromHeader(page, other.id);
    const results = page.getByTestId('search-results');
    await results.waitFor();
    await results.getByRole('link', { name: `리드 #${other.id}` }).click();
    await page.getByRole('heading', { name: `리드 #${other.id}`, exact: true }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/console/leads/${other.id}`, 'the lead has a page of its own');
    await page.reload();
    await page.getByRole('heading', { name: `리드 #${other.id}`, exact: true }).waitFor();

    await searchFromHeader(page, request.id);
    await page
      .getByTestId('search-results')
      .getByRole('link', { name: `AS 요청 #${request.id}` })
      .click();
    await page.getByRole('heading', { name: `AS 요청 #${request.id}` }).waitFor();
    await assertSettledAccessible(page, 'an AS request opened from the search');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a name finds consultants (by name or CI) and API keys; at 390 px the search is in the menu', async () => {
    const fc = await createConsultant(app, 'FC', { name: '한검색' });
    await adminPost(app, '/admin/v1/api-keys', { name: '검색용 포털 키', kind: 'portal' });
    const { page, problems, context } = await signedInAs(server!, 'VIEWER', { width: 390, height: 844 });
    await openScreen(page, '통합 검색');
    await page.getByLabel('검색어', { exact: true }).fill('한검색');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByTestId('search-results').getByText(`한검색 (#${fc.id})`).waitFor();
    await page.getByLabel('검색어', { exact: true }).fill(fc.ci);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByTestId('search-results').getByText(`한검색 (#${fc.id})`).waitFor();
    assert.ok(!page.url().includes(fc.ci), 'the CI is not in the address');
    await page.getByLabel('검색어', { exact: true }).fill('검색용');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page
      .getByTestId('search-results')
      .getByText(/검색용 포털 키/)
      .waitFor();
    await assertFitsWidth(page, 'the search at 390 px');
    await assertSettledAccessible(page, 'the search at 390 px');

    // A VIEWER may not look a number up: said so, nothing sent.
    await page.getByLabel('검색어', { exact: true }).fill(PHONE);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByText(/전화번호로 리드를 찾는 일은 관리자만/).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});

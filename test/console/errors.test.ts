import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { asRequests, operatorSessions } from '../../src/db/schema/index.js';
import { fileAsOk } from '../leads/after-service/helpers.js';
import {
  assertSettledAccessible,
  browserMissing,
  type ConsoleServer,
  openScreen,
  signedInAs,
  signInThroughPage,
  startConsoleWorld,
} from './browser.js';

const skip = browserMissing() ?? undefined;

/** What an operator must never be left with: an English refusal, a raw fetch error, React Router's developer page. */
const STRANDED = /X-API-Key|Failed to fetch|TypeError|Hey developer|Unexpected Application Error/;

async function assertNotStranded(page: Page, what: string) {
  const text = (await page.locator('body').textContent()) ?? '';
  assert.doesNotMatch(text, STRANDED, what);
}

/** The service stops listening (open connections closed): to the browser, the server is down. */
async function stopListening(server: ConsoleServer) {
  const http = server.app.server;
  await new Promise<void>((resolve) => {
    http.close(() => resolve());
    http.closeAllConnections();
  });
}

async function listenAgain(server: ConsoleServer) {
  const port = Number(new URL(server.base).port);
  await new Promise<void>((resolve) => server.app.server.listen(port, '127.0.0.1', resolve));
}

/** Counts the document loads of a page (a reload is one more; moving between screens is none). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('domcontentloaded', () => {
    loads.count += 1;
  });
  return loads;
}

describe('errors never strand an operator (in a browser)', { skip }, async () => {
  const { server, app, given, w } = await startConsoleWorld(skip);

  async function openRequest(portalId: number) {
    const lead = await given!.assignedLead({ world: w!, portalId, phone: `010-2345-${portalId + 6000}` });
    return fileAsOk(app, w!, { portalId, leadId: lead.id, customerMemo: '신청한 적 없다고 합니다.' });
  }

  test('a session that ends while a review note is typed: sign-in says why, then the same request with the note', async () => {
    const req = await openRequest(701);
    const { page, problems, context, operator } = await signedInAs(server!, 'REVIEWER');
    await page.goto(`${server!.base}/console/as-queue?id=${req.id}`);
    await page.getByRole('heading', { name: `AS 요청 #${req.id}` }).waitFor();
    await page.getByLabel('검수 메모').fill('고객과 통화: 번호가 바뀌었다고 함');

    // The session ends on the server (idle timeout) while the note is typed.
    await server!.db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operator.id));
    await page.getByRole('button', { name: '보류', exact: true }).click();
    const ended = page.getByTestId('session-ended');
    await ended.waitFor();
    assert.match((await ended.textContent()) ?? '', /세션이 끝나 다시 로그인해야 합니다/);
    await assertNotStranded(page, 'the sign-in page after the session ended');
    await assertSettledAccessible(page, 'the sign-in page with the session-ended message');

    await signInThroughPage(page, operator.email);
    assert.equal(new URL(page.url()).pathname, '/console/as-queue', 'back on the screen it was on');
    await page.getByRole('heading', { name: `AS 요청 #${req.id}` }).waitFor();
    assert.equal(
      await page.getByLabel('검수 메모').inputValue(),
      '고객과 통화: 번호가 바뀌었다고 함',
      'the note is kept',
    );
    const [row] = await server!.db
      .select()
      .from(asRequests)
      .where(eq(asRequests.id, Number(req.id)));
    assert.equal(row.status, 'WAITING', 'nothing was decided without a session');

    await page.getByRole('button', { name: '보류', exact: true }).click();
    await page.locator('[data-testid=as-detail][data-status=HOLD]').waitFor();
    const [held] = await server!.db
      .select()
      .from(asRequests)
      .where(eq(asRequests.id, Number(req.id)));
    assert.equal(held.adminNote, '고객과 통화: 번호가 바뀌었다고 함');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('signed out in another tab: this tab asks to sign in again in Korean, and comes back to its screen', async () => {
    const { page, problems, context, operator } = await signedInAs(server!, 'VIEWER');
    await openScreen(page, '리드 조회');
    await page.getByRole('heading', { name: '리드 조회' }).waitFor();
    const other = await context.newPage();
    await other.goto(`${server!.base}/console/`);
    await other.getByRole('button', { name: '로그아웃' }).click();
    await other.getByRole('button', { name: '로그인', exact: true }).waitFor();

    const ended = page.getByTestId('session-ended');
    await ended.waitFor();
    assert.match((await ended.textContent()) ?? '', /다른 탭에서 로그아웃했습니다/);
    await assertNotStranded(page, 'the tab whose session another tab ended');
    await signInThroughPage(page, operator.email);
    await page.getByRole('heading', { name: '리드 조회' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/console/leads');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('any 401 (the cookie gone, not only SESSION_INVALID) takes the operator to sign in, never the English refusal', async () => {
    const { page, problems, context } = await signedInAs(server!, 'VIEWER');
    await openScreen(page, '리드 조회');
    await page.locator('[data-loading=false]').waitFor();
    await context.clearCookies();
    const answered = page.waitForResponse((r) => r.url().includes('/admin/v1/leads'));
    await page.getByRole('button', { name: '조회' }).click();
    assert.equal((await answered).status(), 401);
    await page.getByTestId('session-ended').waitFor();
    await assertNotStranded(page, 'the sign-in page after a 401 without a cookie');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a list that cannot load says so in Korean with a retry (unreachable, then failing), never "no matching items"', async () => {
    const { page, problems, context } = await signedInAs(server!, 'VIEWER');
    await page.route('**/admin/v1/leads?*', (route) => route.abort('connectionrefused'));
    await openScreen(page, '리드 조회');
    const failed = page.getByTestId('load-failed');
    await failed.waitFor();
    assert.match((await failed.textContent()) ?? '', /서버에 연결하지 못했습니다/);
    assert.equal(await page.getByText('조건에 맞는 항목이 없습니다.').count(), 0, 'not shown as an empty list');
    await assertNotStranded(page, 'a list whose server is unreachable');
    await assertSettledAccessible(page, 'a list that could not load');

    await page.unroute('**/admin/v1/leads?*');
    await page.route('**/admin/v1/leads?*', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }),
    );
    await failed.getByRole('button', { name: '다시 시도' }).click();
    await page.getByText(/서버 오류로 요청을 처리하지 못했습니다/).waitFor();
    assert.equal(await page.getByText('조건에 맞는 항목이 없습니다.').count(), 0);

    await page.unroute('**/admin/v1/leads?*');
    await failed.getByRole('button', { name: '다시 시도' }).click();
    await failed.waitFor({ state: 'detached' });
    await page.locator('[data-loading=false] tbody tr').first().waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a screen whose chunk is gone (a deploy removed it) reloads the app once, then says so: never the router's developer page", async () => {
    const { page, problems, context } = await signedInAs(server!, 'VIEWER');
    const loads = countLoads(page);
    await page.route('**/console/assets/Orders-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openScreen(page, '주문 조회');
    const failure = page.getByTestId('screen-error');
    await failure.waitFor();
    assert.match((await failure.textContent()) ?? '', /화면을 불러오지 못했습니다/);
    assert.equal(loads.count, 1, 'reloaded once, not in a loop');
    await assertNotStranded(page, 'a screen whose chunk is missing');
    await page.getByRole('navigation', { name: '주 메뉴' }).waitFor();
    await assertSettledAccessible(page, 'a screen whose chunk is missing');

    // The chunk is back (the new page has it): 새로 고침 opens the screen.
    await page.unroute('**/console/assets/Orders-*.js');
    await failure.getByRole('button', { name: '새로 고침' }).click();
    await page.getByRole('heading', { name: '주문 조회' }).waitFor();
    assert.deepEqual(
      problems.filter((p) => !p.includes('dynamically imported module')),
      [],
    );
    await context.close();
  });

  test('a stale chunk after a deploy: the one reload brings the screen', async () => {
    const { page, context } = await signedInAs(server!, 'VIEWER');
    const loads = countLoads(page);
    // Refused until the page loads again: the old page's chunk names are gone, the new page's are there.
    await page.route('**/console/assets/Claims-*.js', (route) => {
      if (loads.count === 0) return route.fulfill({ status: 404, body: 'gone' });
      return route.continue();
    });
    await openScreen(page, '청구 모니터');
    await page.getByRole('heading', { name: '청구 모니터' }).waitFor();
    assert.equal(loads.count, 1);
    assert.equal(await page.getByTestId('screen-error').count(), 0);
    await context.close();
  });

  test('the server stopped: a list and a screen not yet loaded say the server cannot be reached; once it is back, both work', async () => {
    const { page, problems, context } = await signedInAs(server!, 'VIEWER');
    const loads = countLoads(page);
    await openScreen(page, '리드 조회');
    await page.locator('[data-loading=false]').waitFor();

    await stopListening(server!);
    try {
      await page.getByRole('button', { name: '조회' }).click();
      const failed = page.getByTestId('load-failed');
      await failed.waitFor();
      assert.match((await failed.textContent()) ?? '', /서버에 연결하지 못했습니다/);
      await openScreen(page, '감사 로그');
      const failure = page.getByTestId('screen-error');
      await failure.waitFor();
      assert.match((await failure.textContent()) ?? '', /서버에 연결할 수 없어 화면을 불러오지 못했습니다/);
      assert.equal(loads.count, 0, 'no reload while the server is down (it would show the browser\u2019s error page)');
      await assertNotStranded(page, 'the console while the server is down');
    } finally {
      await listenAgain(server!);
    }
    await page.getByTestId('screen-error').getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('heading', { name: '감사 로그' }).waitFor();
    assert.deepEqual(
      problems.filter((p) => !p.includes('dynamically imported module')),
      [],
    );
    await context.close();
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fileAsOk } from '../leads/after-service/helpers.js';
import { assertSettledAccessible, browserMissing, openScreen, signedInAs, startConsoleWorld } from './browser.js';

const skip = browserMissing() ?? undefined;

describe('the console from the keyboard and on a phone', { skip }, async () => {
  const { server, app, given, w } = await startConsoleWorld(skip);

  test('the first Tab is a skip link to the screen; a dialog opens on its first field; a focused field shows a ring', async () => {
    const { page, problems, context } = await signedInAs(server!, 'ADMIN');
    // A page as it opens: nothing has the focus yet.
    await page.goto(`${server!.base}/console/leads`);
    await page.getByRole('heading', { name: '리드 조회' }).waitFor();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: '본문으로 건너뛰기' });
    assert.ok(await skipLink.evaluate((el) => el === document.activeElement), 'the first Tab reaches the skip link');
    const box = await skipLink.boundingBox();
    assert.ok(box && box.x >= 0 && box.y >= 0, 'shown while focused');
    await assertSettledAccessible(page, 'the skip link shown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement) ?? false),
      'the next Tab is inside the screen, not in the menu',
    );

    const field = page.getByLabel('리드 ID');
    await field.focus();
    const ring = await field.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    assert.ok(ring.width >= 2 && ring.style !== 'none', `a 2 px focus ring: ${JSON.stringify(ring)}`);

    await openScreen(page, '운영자');
    await page.getByRole('button', { name: '새 운영자' }).click();
    const dialog = page.getByRole('dialog', { name: '새 운영자' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('type')),
      'email',
      'the first field has the focus, not the X',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('on a phone the filters are folded behind one button, and tapping an AS row scrolls to its detail', async () => {
    const lead = await given!.assignedLead({ world: w!, portalId: 901 });
    const request = await fileAsOk(app, w!, { portalId: 901, leadId: lead.id });
    const { page, problems, context } = await signedInAs(server!, 'REVIEWER', { width: 390, height: 844 });
    await openScreen(page, 'AS 검수');
    const unfold = page.getByRole('button', { name: '검색 조건 펼치기' });
    await unfold.waitFor();
    assert.equal(await page.getByLabel('포털 사용자 ID').isVisible(), false, 'folded at first');
    assert.equal(await unfold.getAttribute('aria-expanded'), 'false');
    await assertSettledAccessible(page, 'the folded filters at 390 px');
    await unfold.click();
    await page.getByLabel('포털 사용자 ID').fill('901');
    await page.getByRole('button', { name: '조회' }).click();
    assert.equal(await page.getByLabel('포털 사용자 ID').isVisible(), false, 'folded again after the search');

    const row = page.locator('tbody tr', { hasText: '901' }).first();
    await row.waitFor();
    await row.click();
    const detail = page.getByTestId('as-detail');
    await page.getByRole('heading', { name: `AS 요청 #${request.id}` }).waitFor();
    await page.waitForFunction(() => {
      const card = document.querySelector('[data-testid=as-detail]');
      if (!card) return false;
      const top = card.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });
    assert.ok(await detail.isVisible());
    assert.deepEqual(problems, []);
    await context.close();
  });
});

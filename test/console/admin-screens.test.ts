import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { apiKeys, auditLog, operators, users } from '../../src/db/schema/index.js';
import { createConsultant, createOrg } from '../claims/helpers.js';
import { adminHeaders } from '../helpers/build.js';
import { factories } from '../helpers/given.js';
import { givenOperator } from '../operators/helpers.js';
import {
  assertSettledAccessible,
  browserMissing,
  listsLoaded,
  openScreen,
  screenshotWhole,
  signedInAs,
  startConsole,
} from './browser.js';

const skip = browserMissing() ?? undefined;

/** A full-page screenshot for a person to look at; at a phone's width the page itself never scrolls sideways. */
async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await screenshotWhole(page, `/tmp/console-${name}-${width}.png`);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  assert.ok(scrollWidth <= innerWidth, `${name} at ${width} px: the page scrolls sideways (${scrollWidth} px)`);
}

describe('the admin screens in a browser', { skip }, async () => {
  const server = skip ? null : await startConsole();
  const given = server ? factories(server.app) : null;

  test('a key is created in the page, its secret shown once, it works, and revoking it with confirmation ends it', async () => {
    await given!.provider({ name: '바른공급사' });
    const { page, context, problems } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, 'API 키·시스템 클라이언트');
    await listsLoaded(page);

    await page.getByRole('button', { name: '새 API 키' }).click();
    const form = page.getByRole('dialog', { name: '새 API 키' });
    await form.getByLabel('이름').fill('콘솔 테스트 포털 키');
    await form.getByLabel('종류').selectOption('portal');
    await form.getByLabel('포털 사용자 제한').fill('7, 8');
    await form.getByLabel('초당 요청 한도').fill('50');
    await assertSettledAccessible(page, 'the new key dialog');
    await form.getByRole('button', { name: '발급' }).click();

    const shown = page.getByRole('dialog', { name: 'API 키가 발급되었습니다' });
    await shown.waitFor();
    const key = ((await shown.getByTestId('once-secret').textContent()) ?? '').trim();
    assert.match(key, /^lk_/);
    assert.match((await shown.textContent()) ?? '', /다시 볼 수 없습니다/);
    await shown.getByRole('button', { name: 'API 키 복사' }).waitFor();
    await assertSettledAccessible(page, 'the key shown once');
    // Escape before copying asks whether it was kept: the dialog stays, the key with it.
    await page.keyboard.press('Escape');
    const question = shown.getByRole('alert').filter({ hasText: 'API 키을(를) 보관했나요?' });
    await question.waitFor();
    assert.equal(((await shown.getByTestId('once-secret').textContent()) ?? '').trim(), key);
    await assertSettledAccessible(page, 'the did-you-copy question');
    await shown.getByRole('button', { name: '돌아가기' }).click();
    await question.waitFor({ state: 'detached' });
    await shown.getByRole('button', { name: '닫기', exact: true }).click();
    await shown.getByRole('button', { name: '보관했습니다, 닫기' }).click();
    await shown.waitFor({ state: 'detached' });
    await listsLoaded(page);

    // Never on the page again: not in the list, not after opening the screen anew.
    assert.ok(!(await page.content()).includes(key), 'the list does not show the key');
    await page.reload();
    await page.getByRole('row', { name: /콘솔 테스트 포털 키/ }).waitFor();
    assert.ok(!(await page.content()).includes(key), 'reopening shows no secret');

    const [row] = await server!.db.select().from(apiKeys).where(eq(apiKeys.name, '콘솔 테스트 포털 키'));
    assert.deepEqual([row.kind, row.portalIds, row.rateLimitRps], ['portal', [7, 8], 50]);
    const asKey = () =>
      server!.app.inject({ method: 'GET', url: '/api/v1/leads?portalId=7', headers: { 'x-api-key': key } });
    assert.equal((await asKey()).statusCode, 200, 'the new key works');

    await page.getByRole('button', { name: '콘솔 테스트 포털 키 폐기' }).click();
    const confirm = page.getByRole('dialog', { name: 'API 키를 폐기할까요?' });
    await assertSettledAccessible(page, 'the revoke confirmation');
    await confirm.getByRole('button', { name: '폐기' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /콘솔 테스트 포털 키.*폐기됨/ }).waitFor();
    assert.equal((await asKey()).statusCode, 401, 'a revoked key is refused');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an operator is created in the page with a one-time link shown once, and a role change reaches the database', async () => {
    const { page, context, problems } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '운영자');
    await listsLoaded(page);
    await page.getByRole('button', { name: '새 운영자' }).click();
    const form = page.getByRole('dialog', { name: '새 운영자' });
    await form.getByLabel('이메일').fill('new-reviewer@example.com');
    await form.getByLabel('이름').fill('김검수');
    await form.getByLabel('역할').selectOption('REVIEWER');
    await assertSettledAccessible(page, 'the new operator dialog');
    await form.getByRole('button', { name: '만들기' }).click();

    const shown = page.getByRole('dialog', { name: '운영자가 생성되었습니다' });
    await shown.waitFor();
    const link = ((await shown.getByTestId('once-secret').textContent()) ?? '').trim();
    assert.match(link, /\/console\/set-password#token=/);
    await assertSettledAccessible(page, 'the one-time link');
    await shown.getByRole('button', { name: '닫기', exact: true }).click();
    await shown.getByRole('button', { name: '보관했습니다, 닫기' }).click();
    await shown.waitFor({ state: 'detached' });
    assert.ok(!(await page.content()).includes(link), 'the link is not on the page after closing');

    await page.getByRole('button', { name: '김검수 작업' }).click();
    await page.getByRole('menuitem', { name: '역할 변경' }).click();
    const roleForm = page.getByRole('dialog', { name: '역할 변경' });
    await roleForm.getByLabel('새 역할').selectOption('VIEWER');
    await assertSettledAccessible(page, 'the role dialog');
    await roleForm.getByRole('button', { name: '변경' }).click();
    await roleForm.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /김검수.*조회자/ }).waitFor();
    const [row] = await server!.db.select().from(operators).where(eq(operators.email, 'new-reviewer@example.com'));
    assert.deepEqual([row.name, row.role], ['김검수', 'VIEWER']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a locked operator is unlocked from the page (audited as the admin), and signs in with the password again', async () => {
    const locked = await givenOperator(server!.db, 'VIEWER');
    await server!.db
      .update(operators)
      .set({ lockedAt: new Date(), failedSignIns: 5 })
      .where(eq(operators.id, locked.id));
    const { page, context, problems, operator: admin } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '운영자');
    await listsLoaded(page);
    const row = page.getByRole('row', { name: new RegExp(locked.email) });
    await row.getByText('잠김').waitFor();
    await row.getByRole('button', { name: `${locked.name} 작업` }).click();
    await page.getByRole('menuitem', { name: '잠금 해제' }).click();
    const confirm = page.getByRole('dialog', { name: '계정 잠금을 해제할까요?' });
    await assertSettledAccessible(page, 'the unlock confirmation');
    await confirm.getByRole('button', { name: '잠금 해제' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.getByText('잠김').waitFor({ state: 'detached' });
    const [unlocked] = await server!.db.select().from(operators).where(eq(operators.id, locked.id));
    assert.deepEqual([unlocked.lockedAt, unlocked.failedSignIns], [null, 0]);
    const entries = await server!.db.select().from(auditLog).where(eq(auditLog.action, 'OPERATOR_UNLOCKED'));
    assert.deepEqual(
      entries.map((e) => [e.actor, e.target]),
      [[`operator:${admin.id}`, `operator:${locked.id}`]],
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a product's return window and AS policy text are changed in the page", async () => {
    const provider = await given!.provider({ name: '정책공급사' });
    const product = await given!.product({ providerIds: [provider.id], name: '정책 테스트 상품', asWindowDays: 7 });
    const { page, context, problems } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '공급사·상품·지역');
    await page.getByRole('tab', { name: '상품' }).click();
    await listsLoaded(page);

    await page.getByRole('button', { name: '정책 테스트 상품 설정' }).click();
    const settings = page.getByRole('dialog', { name: '상품 설정' });
    await settings.getByLabel('AS 반품 기간 (일)').fill('14');
    await assertSettledAccessible(page, 'the product settings dialog');
    await settings.getByRole('button', { name: '저장' }).click();
    await settings.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /정책 테스트 상품.*14일/ }).waitFor();

    await page.getByRole('button', { name: '정책 테스트 상품 AS 정책' }).click();
    const policy = page.getByRole('dialog', { name: 'AS 정책: 정책 테스트 상품' });
    await policy.getByText('아직 저장된 정책이 없습니다', { exact: false }).waitFor();
    await policy.getByLabel('AS 정책 문구').fill('배정 후 14일 안에 결번·중복만 반품됩니다.');
    await assertSettledAccessible(page, 'the AS policy dialog');
    await policy.getByRole('button', { name: '새 버전으로 저장' }).click();
    await policy.waitFor({ state: 'detached' });

    const res = await server!.app.inject({
      method: 'GET',
      url: `/api/v1/products/${product.id}/as-policy`,
      headers: adminHeaders,
    });
    assert.equal(res.json().textContent, '배정 후 14일 안에 결번·중복만 반품됩니다.');
    const products = await server!.app.inject({
      method: 'GET',
      url: '/admin/v1/products?limit=100',
      headers: adminHeaders,
    });
    assert.equal(products.json().data.find((p: { id: string }) => p.id === product.id).asWindowDays, 14);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a region renamed in the page is listed by its new name, and the old name stays an alias', async () => {
    const added = await server!.app.inject({
      method: 'POST',
      url: '/admin/v1/regions',
      headers: adminHeaders,
      payload: { name: '시험시', aliases: ['시험특별시'] },
    });
    assert.equal(added.statusCode, 200, added.body);
    const { page, context, problems } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '공급사·상품·지역');
    await page.getByRole('tab', { name: '지역' }).click();
    await listsLoaded(page);
    await page.getByLabel('지역 이름 또는 별칭').fill('시험');
    await page.getByRole('button', { name: '검색' }).click();
    await page.getByRole('button', { name: '시험시 이름 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '지역 이름 변경' });
    await dialog.getByLabel('새 이름').fill('새시험시');
    await assertSettledAccessible(page, 'the region rename dialog');
    await dialog.getByRole('button', { name: '변경' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('지역 이름 또는 별칭').fill('새시험시');
    await page.getByRole('button', { name: '검색' }).click();
    await page.getByRole('row', { name: /새시험시.*시험시/ }).waitFor();

    const regions = await server!.app.inject({ method: 'GET', url: '/admin/v1/regions', headers: adminHeaders });
    const renamed = regions.json().data.find((r: { name: string }) => r.name === '새시험시');
    assert.ok(renamed, 'listed by the new name');
    assert.ok(renamed.aliases.includes('시험시'), 'the old name is an alias');
    assert.ok(!regions.json().data.some((r: { name: string }) => r.name === '시험시'));
    assert.equal((await server!.app.deps.leads.regions.resolve('시험시')).name, '새시험시');

    await page.getByRole('button', { name: '새시험시 폐지' }).click();
    await assertSettledAccessible(page, 'the retire confirmation');
    await page.getByRole('dialog', { name: '지역을 폐지할까요?' }).getByRole('button', { name: '폐지' }).click();
    await page.getByRole('row', { name: /새시험시.*폐지/ }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a consultant is moved to another organization and deactivated in the page', async () => {
    const boss = await createConsultant(server!.app, 'ADMIN', { name: '본부장' });
    const seoul = await createOrg(server!.app, boss.token, '서울지점');
    const gangnam = await createOrg(server!.app, boss.token, '강남팀', seoul.id);
    const fc = await createConsultant(server!.app, 'FC', { orgId: gangnam.id, name: '이동할설계사' });
    const { page, context, problems } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '설계사·조직');
    await listsLoaded(page);
    await page
      .getByRole('navigation', { name: '조직도' })
      .getByRole('button', { name: /강남팀/ })
      .click();
    await page.getByRole('row', { name: /이동할설계사/ }).waitFor();

    await page.getByRole('button', { name: '이동할설계사 조직 이동' }).click();
    const move = page.getByRole('dialog', { name: '조직 이동' });
    await move.getByLabel('옮길 조직').selectOption(String(seoul.id));
    await assertSettledAccessible(page, 'the move dialog');
    await move.getByRole('button', { name: '이동' }).click();
    await move.waitFor({ state: 'detached' });
    // Moved out of the organization the list shows: listed under the new one.
    await page
      .getByRole('navigation', { name: '조직도' })
      .getByRole('button', { name: /서울지점/ })
      .click();
    await page.getByRole('row', { name: /이동할설계사.*서울지점/ }).waitFor();

    await page.getByRole('button', { name: '이동할설계사 비활성화' }).click();
    await assertSettledAccessible(page, 'the deactivate confirmation');
    await page
      .getByRole('dialog', { name: '설계사를 비활성화할까요?' })
      .getByRole('button', { name: '비활성화' })
      .click();
    await page.getByRole('button', { name: '이동할설계사 다시 활성화' }).waitFor();
    const [row] = await server!.db.select().from(users).where(eq(users.id, fc.id));
    assert.deepEqual([row.orgId, row.active], [seoul.id, false]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a category's recommended amount is edited in a dialog; a VIEWER has no edit button", async () => {
    const { page, context, problems } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '보장 카테고리 권장액');
    await listsLoaded(page);
    await page.getByRole('button', { name: '일반암진단 권장액 수정', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /권장액 수정/ });
    await dialog.getByLabel('권장액 (원)').fill('55000000');
    await assertSettledAccessible(page, 'the category dialog');
    await dialog.getByRole('button', { name: '저장' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /일반암진단.*55,000,000원/ }).waitFor();
    const res = await server!.app.inject({
      method: 'GET',
      url: '/admin/v1/coverage/categories',
      headers: adminHeaders,
    });
    assert.equal(
      res.json().data.find((c: { categoryCd: string }) => c.categoryCd === 'CANCER').recommendedAmount,
      55_000_000,
    );
    assert.deepEqual(problems, []);
    await context.close();

    const viewer = await signedInAs(server!, 'VIEWER');
    await openScreen(viewer.page, '보장 카테고리 권장액');
    await listsLoaded(viewer.page);
    assert.equal(await viewer.page.getByRole('button', { name: /권장액 수정/ }).count(), 0);
    await viewer.context.close();
  });

  test('a system client is created with its secret shown once, and revoked with confirmation', async () => {
    const { page, context, problems } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, 'API 키·시스템 클라이언트');
    await page.getByRole('tab', { name: '시스템 클라이언트' }).click();
    await listsLoaded(page);
    await page.getByRole('button', { name: '새 시스템 클라이언트' }).click();
    const form = page.getByRole('dialog', { name: '새 시스템 클라이언트' });
    await form.getByLabel('이름').fill('청구 연동 시험');
    await form.getByRole('button', { name: '발급' }).click();
    const shown = page.getByRole('dialog', { name: '시스템 클라이언트가 발급되었습니다' });
    const secret = ((await shown.getByTestId('once-secret').textContent()) ?? '').trim();
    assert.ok(secret.length >= 20);
    await assertSettledAccessible(page, 'the client secret shown once');
    await shown.getByRole('button', { name: '닫기', exact: true }).click();
    await shown.getByRole('button', { name: '보관했습니다, 닫기' }).click();
    await shown.waitFor({ state: 'detached' });
    await listsLoaded(page);
    assert.ok(!(await page.content()).includes(secret));
    await page.getByRole('button', { name: '청구 연동 시험 폐기' }).click();
    await page
      .getByRole('dialog', { name: '시스템 클라이언트를 폐기할까요?' })
      .getByRole('button', { name: '폐기' })
      .click();
    await page.getByRole('row', { name: /청구 연동 시험.*폐기됨/ }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a VIEWER sees no change buttons on the keys screen', async () => {
    const { page, context } = await signedInAs(server!, 'VIEWER');
    await openScreen(page, 'API 키·시스템 클라이언트');
    await listsLoaded(page);
    assert.equal(await page.getByRole('button', { name: '새 API 키' }).count(), 0);
    await page.getByText('조회만 할 수 있습니다').first().waitFor();
    await context.close();
  });

  for (const width of [1440, 390]) {
    test(`every screen at ${width} px: accessible with its data, screenshots, no sideways scroll`, async () => {
      await givenOperator(server!.db, 'REVIEWER', { lockedAt: new Date() });
      const { page, context, problems } = await signedInAs(server!, 'ADMIN', { width, height: 900 });
      for (const [label, name] of [
        ['공급사·상품·지역', 'catalog'],
        ['API 키·시스템 클라이언트', 'keys'],
        ['설계사·조직', 'consultants'],
        ['운영자', 'operators'],
        ['감사 로그', 'audit'],
        ['보장 카테고리 권장액', 'categories'],
      ] as const) {
        await openScreen(page, label);
        await page.getByRole('heading', { level: 2, name: label }).waitFor();
        await listsLoaded(page);
        // Off the menu link just clicked: a hovered menu entry is not what the scan is about.
        await page.mouse.move(width - 5, 895);
        await assertSettledAccessible(page, `${label} at ${width} px`);
        await shoot(page, name);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  leadImportErrors,
  leadImports,
  leads,
  organizations,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../src/db/schema/index.js';
import { createKey } from '../helpers/api.js';
import { placeOrder, registerOk, world } from '../helpers/fixtures.js';
import {
  assertLooksLike,
  assertSettledAccessible,
  browserMissing,
  listsLoaded,
  openScreen,
  signedInAs,
  startConsole,
} from './browser.js';

// The tasks operators did with curl and the shared admin key (issue #32, item 3), done in the page.
const skip = browserMissing() ?? undefined;

const PHONE = { width: 390, height: 844 };

describe('core actions in a browser', { skip }, async () => {
  const server = skip ? null : await startConsole();

  test('orders: the allocation run assigns the backlog, and an order’s provisional leads are confirmed after a question', async () => {
    const { app, db } = server!;
    const w = await world(app, '배정 실행 상품');
    // Registered before any order: they wait UNASSIGNED for the run.
    const backlog = [await registerOk(app, w, { region: '서울' }), await registerOk(app, w, { region: '서울' })];
    const order = await placeOrder(app, w, { portalId: 31, regionQuantities: [{ region: '서울', quantity: 5 }] });
    const { page, context, problems } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '주문 조회');
    await listsLoaded(page);

    await page.getByRole('button', { name: '배정 실행' }).click();
    const run = page.getByRole('dialog', { name: '배정을 실행할까요?' });
    await run.getByLabel('상품').selectOption({ label: '배정 실행 상품' });
    await assertSettledAccessible(page, 'the allocation run dialog');
    assertLooksLike('orders-allocation-run-1440', await run.screenshot());
    await run.getByRole('button', { name: '배정 실행' }).click();
    await run.waitFor({ state: 'detached' });
    assert.match((await page.getByTestId('allocation-result').textContent()) ?? '', /리드 2건을 가배정했습니다/);
    await listsLoaded(page);
    for (const lead of backlog) {
      const [row] = await db
        .select()
        .from(leads)
        .where(eq(leads.id, Number(lead.id)));
      assert.equal(row.status, 'PROVISIONAL');
    }

    await page.getByRole('button', { name: `주문 ${order.id} 가배정 확정` }).click();
    const ask = page.getByRole('dialog', { name: '가배정을 확정할까요?' });
    assert.match((await ask.textContent()) ?? '', /가배정 리드 2건이 포털 사용자 31의/);
    await assertSettledAccessible(page, 'the order confirmation');
    await ask.getByRole('button', { name: '확정' }).click();
    await ask.waitFor({ state: 'detached' });
    assert.match((await page.getByTestId('order-confirmed').textContent()) ?? '', /리드 2건을 확정했습니다/);
    await listsLoaded(page);
    // The list was read again: nothing left to confirm on that order.
    await page.getByRole('button', { name: `주문 ${order.id} 가배정 확정` }).waitFor({ state: 'detached' });
    for (const lead of backlog) {
      const [row] = await db
        .select()
        .from(leads)
        .where(eq(leads.id, Number(lead.id)));
      assert.deepEqual([row.status, row.ownerPortalId], ['ASSIGNED', 31]);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('orders: a VIEWER sees neither the run nor the confirmation', async () => {
    const { page, context } = await signedInAs(server!, 'VIEWER');
    await openScreen(page, '주문 조회');
    await listsLoaded(page);
    assert.equal(await page.getByRole('button', { name: '배정 실행' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /가배정 확정/ }).count(), 0);
    await context.close();
  });

  test('consultants: an organization and a consultant in it are created in the page (axe on both forms at both widths)', async () => {
    const { db } = server!;
    for (const viewport of [undefined, PHONE]) {
      const { page, context, problems } = await signedInAs(server!, 'ADMIN', viewport);
      await openScreen(page, '설계사·조직');
      await listsLoaded(page);
      const orgName = viewport ? '부산 신규팀' : '대전 신규지점';
      await page.getByRole('button', { name: '조직 추가' }).click();
      const orgForm = page.getByRole('dialog', { name: '조직 추가' });
      await orgForm.getByLabel('조직 이름').fill(orgName);
      await assertSettledAccessible(page, `the new organization form at ${viewport?.width ?? 1440}px`);
      if (!viewport) assertLooksLike('consultants-new-org-1440', await orgForm.screenshot());
      await orgForm.getByRole('button', { name: '추가' }).click();
      await orgForm.waitFor({ state: 'detached' });
      const [org] = await db.select().from(organizations).where(eq(organizations.name, orgName));
      assert.ok(org, 'the organization was created');

      await page.getByRole('button', { name: '설계사 등록' }).click();
      const form = page.getByRole('dialog', { name: '설계사 등록' });
      const name = viewport ? '최신입' : '박신입';
      await form.getByLabel('이름').fill(name);
      await form.getByLabel('CI').fill(`ci-console-${viewport ? 'phone' : 'wide'}-${Date.now()}`);
      await form.getByLabel('역할').selectOption('MANAGER');
      // The new organization is offered at once: the tree was read again.
      await form.getByLabel('조직').selectOption({ label: orgName });
      await assertSettledAccessible(page, `the new consultant form at ${viewport?.width ?? 1440}px`);
      await form.getByRole('button', { name: '등록' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('row', { name: new RegExp(name) }).waitFor();
      const [created] = await db.select().from(users).where(eq(users.name, name));
      assert.deepEqual([created.role, created.orgId], ['MANAGER', org.id]);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('consultants: a refused creation says why in the form and keeps what was typed', async () => {
    const { page, context } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, '설계사·조직');
    await listsLoaded(page);
    await page.getByRole('button', { name: '설계사 등록' }).click();
    const form = page.getByRole('dialog', { name: '설계사 등록' });
    await form.getByLabel('이름').fill('잘못된 CI');
    await form.getByLabel('CI').fill('공백 있는 CI');
    await form.getByRole('button', { name: '등록' }).click();
    await form.getByRole('alert').waitFor();
    assert.equal(await form.getByLabel('이름').inputValue(), '잘못된 CI');
    await context.close();
  });

  test('webhooks: every owner’s endpoints, an endpoint’s delivery log, and switching one off after a question', async () => {
    const { app, db } = server!;
    const key = await createKey(app, 'portal');
    const [hook] = await db
      .insert(webhookEndpoints)
      .values({
        ownerKind: 'portal',
        keyId: Number(key.id),
        url: 'https://portal.example/console-hooks',
        events: ['lead.assigned'],
        secretEnc: 'whsec_never-shown',
      })
      .returning();
    await db.insert(webhookDeliveries).values({
      endpointId: hook.id,
      messageId: 'msg_console_1',
      eventType: 'lead.assigned',
      body: '{}',
      status: 'FAILED',
      attempts: 3,
      responseStatus: 502,
      responseBody: '<b>bad gateway</b>',
      lastAttemptAt: new Date(),
    });
    for (const viewport of [undefined, PHONE]) {
      const { page, context, problems } = await signedInAs(server!, 'ADMIN', viewport);
      await openScreen(page, '웹훅');
      await listsLoaded(page);
      const row = page.getByRole('row', { name: /portal\.example\/console-hooks/ });
      assert.match((await row.textContent()) ?? '', /리드 배정/);
      assert.match((await row.textContent()) ?? '', /실패 \(502\)/);
      await page.getByRole('button', { name: `웹훅 ${hook.id} 전송 기록` }).click();
      const log = page.getByTestId('webhook-deliveries');
      await log.getByText('HTTP 502 · <b>bad gateway</b>').waitFor();
      assert.equal(await log.locator('b').count(), 0, 'the receiver’s answer is text, never HTML');
      await listsLoaded(page);
      await assertSettledAccessible(page, `the delivery log at ${viewport?.width ?? 1440}px`);
      assert.ok(!(await page.content()).includes('whsec_never-shown'));
      if (!viewport) {
        await page.getByRole('button', { name: `웹훅 ${hook.id} 사용 중지` }).click();
        const ask = page.getByRole('dialog', { name: '웹훅을 사용 중지할까요?' });
        await assertSettledAccessible(page, 'the disable question');
        assertLooksLike('webhooks-disable-1440', await ask.screenshot());
        await ask.getByRole('button', { name: '사용 중지' }).click();
        await ask.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: `웹훅 ${hook.id} 다시 사용` }).waitFor();
        const [stored] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
        assert.equal(stored.enabled, false);
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('imports: every provider’s imports with progress and counters, and errors.csv downloaded from the row', async () => {
    const { app, db } = server!;
    const w = await world(app, '가져오기 상품');
    const row = (extra: Partial<typeof leadImports.$inferInsert>) => ({
      providerId: Number(w.provider.id),
      productId: Number(w.product.id),
      format: 'csv' as const,
      caller: { kind: 'provider', keyId: null, providerId: Number(w.provider.id) },
      ...extra,
    });
    const [done] = await db
      .insert(leadImports)
      .values(row({ status: 'COMPLETED', totalRows: 4, processedRows: 4, registered: 2, duplicates: 1, invalid: 1 }))
      .returning();
    await db
      .insert(leadImports)
      .values(row({ status: 'RUNNING', totalRows: 200, processedRows: 50, registered: 48, invalid: 2 }));
    await db.insert(leadImportErrors).values({ importId: done.id, row: 3, column: 'B (phone)', code: 'INVALID_PHONE' });
    for (const viewport of [undefined, PHONE]) {
      const { page, context, problems } = await signedInAs(server!, 'VIEWER', viewport);
      await openScreen(page, '리드 가져오기');
      await listsLoaded(page);
      const running = page.getByRole('row', { name: /50\/200행/ });
      assert.match((await running.textContent()) ?? '', /진행 중/);
      assert.match((await page.getByRole('row', { name: /4\/4행/ }).textContent()) ?? '', /완료/);
      const link = page.getByRole('link', { name: `가져오기 ${done.id} 오류 행 errors.csv 내려받기` });
      const href = await link.getAttribute('href');
      assert.equal(href, `/admin/v1/lead-imports/${done.id}/errors.csv`);
      // Bytes, not text(): a decoder would drop the byte-order mark the spreadsheet needs.
      const bytes = await page.evaluate(
        async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())],
        href!,
      );
      const csv = Buffer.from(bytes).toString('utf8');
      assert.ok(csv.startsWith('\ufeffrow,column,code,message'), csv);
      assert.match(csv, /3,B \(phone\),INVALID_PHONE/);
      await assertSettledAccessible(page, `the imports screen at ${viewport?.width ?? 1440}px`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('an id filter of letters says so and is not searched as if it were empty (issue #32, item 8)', async () => {
    const { page, context } = await signedInAs(server!, 'VIEWER');
    await openScreen(page, '주문 조회');
    await listsLoaded(page);
    const before = page.url();
    const field = page.getByLabel('주문 ID');
    await field.fill('12a');
    await page.getByText('숫자만 입력하세요. 이 조건으로는 찾지 않습니다.').waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    await page.getByRole('button', { name: '조회', exact: true }).click();
    assert.equal(page.url(), before, 'nothing was searched');
    assert.equal(await field.evaluate((el) => el === document.activeElement), true, 'the field has the focus');
    await assertSettledAccessible(page, 'the refused id');
    await field.fill('12');
    assert.equal(await field.getAttribute('aria-invalid'), null);
    await page.getByRole('button', { name: '조회', exact: true }).click();
    await page.waitForURL(/[?&]id=12(&|$)/);
    await context.close();
  });
});

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import type { App } from '../../src/app.js';
import { consentTerms, erasures, files, leads, piiAccessLog, suppressions } from '../../src/db/schema/index.js';
import { samplePng } from '../files/fixtures.js';
import { adminPost, createKey, createProduct, createProvider } from '../helpers/api.js';
import { adminHeaders } from '../helpers/build.js';
import { testClock } from '../helpers/clock.js';
import { placeOrder, registerOk, type World } from '../helpers/fixtures.js';
import { registerTerms, TERMS_SHA, uploadProviderFile, webConsent } from '../leads/consent/helpers.js';
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

/** The service's and the browser's time, fixed: the answer clocks and dates of the screenshots stay the same. */
const NOW = Date.parse('2026-03-10T01:00:00Z');
const DAY = 86_400_000;
const PHONE = { consented: '010-3055-9035', erased: '010-4400-1234', late: '010-5100-0001', added: '010-6200-7788' };

/** Fixes the page's clock at NOW (it came up at the real time) and shows the same address again. */
async function atNow(page: Page) {
  await page.clock.setFixedTime(NOW);
  await page.reload();
  await page.getByRole('navigation', { name: '주 메뉴' }).waitFor();
}

/**
 * A screenshot of the screen itself: the side menu is masked (it grows with every screen added elsewhere, and is
 * compared by the other screens' tests), and so is what `more` names.
 */
const shot = (page: Page, more: Locator[] = []) =>
  page.screenshot({ fullPage: true, mask: [page.getByRole('navigation', { name: '주 메뉴' }), ...more] });

/** A list drawn: loaded, fonts in. */
async function drawn(page: Page) {
  await page.locator('[data-loading=false]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** A provider of a fixed code and name (the screenshots show it), its product, and their keys. */
async function fixedWorld(app: App): Promise<World> {
  const provider = await createProvider(app, 'RIGHTS');
  const product = await createProduct(app, [provider.id], '건강보험 DB');
  const providerKey = (await createKey(app, 'provider', { providerId: provider.id })).key;
  const portalKey = (await createKey(app, 'portal')).key;
  return {
    provider,
    product,
    providerKey,
    portalKey,
    asProvider: { 'x-api-key': providerKey },
    asPortal: { 'x-api-key': portalKey },
  };
}

const rows = (page: Page) => page.locator('[data-loading=false] tbody tr');

describe('the consumer-rights screens in a browser', { skip }, async () => {
  const server = skip ? null : await startConsole({}, {}, testClock(NOW).now);
  const app = server?.app as App;
  const w = skip ? null : await fixedWorld(app);
  const fixture = skip
    ? null
    : await (async () => {
        await placeOrder(app, w!, { portalId: 811 });
        await registerTerms(app, w!);
        const evidence = await uploadProviderFile(app, w!, samplePng(40), 'image/png', 'CONSENT_EVIDENCE');
        const consent = webConsent(new Date(NOW - 3 * DAY).toISOString(), {
          channel: 'PHONE',
          sourceUrl: undefined,
          evidenceFileId: evidence,
        });
        const consented = await registerOk(app, w!, { portalId: 811, region: '서울', phone: PHONE.consented, consent });
        const toErase = await registerOk(app, w!, { portalId: 811, region: '서울', phone: PHONE.erased });
        // Asked 15 days ago and never told: past its 10-day answer clock.
        const late = await adminPost(app, '/admin/v1/suppressions', {
          phone: PHONE.late,
          reason: 'CONSUMER_REQUEST',
          channel: 'CALL_CENTER',
          requestedAt: new Date(NOW - 15 * DAY).toISOString(),
        });
        return { consented, toErase, late: late as { id: string } };
      })();

  test('suppressions: the overdue answers in sight, one added, many from a paste and a CSV, found, told, lifted', async () => {
    const { page, problems, context } = await signedInAs(server!, 'ADMIN');
    await atNow(page);
    await openScreen(page, '수신 거부');
    await drawn(page);
    const note = page.getByTestId('overdue-note');
    await note.getByText(/1건 있습니다/).waitFor();
    assert.equal(await rows(page).count(), 1);
    assert.match((await rows(page).first().textContent()) ?? '', /010-\*\*\*\*-0001.*기한 5일 지남/);
    await assertSettledAccessible(page, 'the suppressions');
    await assertFitsWidth(page, 'the suppressions at 1440 px');
    assertLooksLike('suppressions-1440', await shot(page));

    await page.getByRole('button', { name: '수신 거부 등록' }).click();
    const add = page.getByRole('dialog', { name: '수신 거부 등록' });
    await add.getByLabel(/전화번호/).fill(PHONE.added);
    await assertSettledAccessible(page, 'the suppression dialog');
    await add.getByRole('button', { name: '등록' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByText('010-****-7788').waitFor();

    await page.getByRole('button', { name: /일괄 등록/ }).click();
    const bulk = page.getByRole('dialog', { name: '수신 거부 일괄 등록' });
    await bulk.getByLabel('전화번호 붙여넣기').fill('010-1111-2222\n010-1111-3333, 02-123\n');
    await bulk.getByTestId('bulk-count').getByText('번호 3개').waitFor();
    await assertSettledAccessible(page, 'the bulk dialog');
    await bulk.getByRole('button', { name: '3개 번호 등록' }).click();
    await page
      .getByRole('status')
      .getByText(/새로 등록 2건, 이미 등록됨 0건, 번호 형식이 틀려 제외 1건 \(3번째 번호\)/)
      .waitFor();

    await page.getByRole('button', { name: /일괄 등록/ }).click();
    const csv = '\uFEFF이름,전화번호\n홍길동,010-1111-2222\n김철수,"010-1111-4444"\n';
    await bulk
      .locator('input[type=file]')
      .setInputFiles({ name: 'dnc.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await bulk.getByTestId('bulk-count').getByText('번호 2개').waitFor();
    await bulk.getByRole('button', { name: '2개 번호 등록' }).click();
    await page
      .getByRole('status')
      .getByText(/새로 등록 1건, 이미 등록됨 1건$/)
      .waitFor();
    await page.locator('[data-loading=false]').first().waitFor();
    assert.equal(await rows(page).count(), 5);

    // The registry's withdrawals: lifted by a list, with one reason.
    await page.getByRole('button', { name: /일괄 해제/ }).click();
    const bulkLift = page.getByRole('dialog', { name: '수신 거부 일괄 해제' });
    await bulkLift.getByLabel('전화번호 붙여넣기').fill('010-1111-4444\n010-9999-0000');
    await bulkLift.getByLabel(/해제 사유/).fill('두낫콜 등록 철회');
    await assertSettledAccessible(page, 'the bulk lift dialog');
    await bulkLift.getByRole('button', { name: '2개 번호 해제' }).click();
    await page.getByRole('status').getByText('일괄 해제: 해제 1건, 수신 거부가 없던 번호 1건').waitFor();
    await page.locator('[data-loading=false]').first().waitFor();
    assert.equal(await rows(page).count(), 4, 'the lifted one leaves the list of those in force');

    // Found by its number, which stays out of the address.
    await page.getByLabel('전화번호', { exact: true }).fill(PHONE.added);
    await page.getByRole('button', { name: '조회', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    assert.match((await rows(page).first().textContent()) ?? '', /7788/);
    assert.ok(!page.url().includes('7788') && !page.url().includes('6200'), 'the number is not in the address');

    // The overdue one told: the note says none is late any more.
    await page.getByRole('button', { name: '초기화' }).click();
    await note.getByRole('button', { name: '기한 지난 요청 보기' }).click();
    assert.equal(new URL(page.url()).searchParams.get('overdue'), 'true');
    await page.getByRole('button', { name: '010-****-0001 결과 통지 기록' }).click();
    const told = page.getByRole('dialog', { name: '결과 통지 기록' });
    await told.getByLabel('알린 방법').selectOption('SMS');
    await told.getByRole('button', { name: '통지 완료' }).click();
    await note.getByText('10일 답변 기한이 지난 요청이 없습니다.').waitFor();
    const [notified] = await server!.db
      .select()
      .from(suppressions)
      .where(eq(suppressions.id, Number(fixture!.late.id)));
    assert.equal(notified.resultChannel, 'SMS');

    // Lifted only with its reason.
    await page.getByRole('button', { name: '초기화' }).click();
    await page.getByRole('button', { name: '010-****-7788 수신 거부 해제' }).click();
    const lift = page.getByRole('dialog', { name: '수신 거부를 해제할까요?' });
    assert.ok(await lift.getByRole('button', { name: '해제' }).isDisabled(), 'no lift without a reason');
    await lift.getByLabel(/해제 사유/).fill('본인이 새로 동의함');
    await assertSettledAccessible(page, 'the lift dialog');
    await lift.getByRole('button', { name: '해제' }).click();
    await lift.waitFor({ state: 'detached' });
    const lifted = await server!.db.select().from(suppressions).where(isNotNull(suppressions.liftedAt));
    assert.deepEqual(lifted.map((s) => s.liftReason).sort(), ['두낫콜 등록 철회', '본인이 새로 동의함']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('erasures: a new one looks the number up and names its count of leads, then its answer clock runs', async () => {
    const { page, problems, context, operator } = await signedInAs(server!, 'ADMIN');
    await atNow(page);
    await openScreen(page, '삭제 요청');
    await drawn(page);
    await page.getByRole('button', { name: '새 삭제 요청' }).click();
    const step = page.getByRole('dialog', { name: '새 삭제 요청' });
    await step.getByLabel(/전화번호/).fill(PHONE.erased);
    await step.getByRole('button', { name: '다음' }).click();
    const confirm = page.getByRole('dialog', { name: '리드 1건을 삭제할까요?' });
    await confirm.waitFor();
    const [lookup] = await server!.db
      .select()
      .from(piiAccessLog)
      .where(and(eq(piiAccessLog.action, 'LEAD_LOOKUP'), eq(piiAccessLog.actor, `operator:${operator.id}`)));
    assert.equal(lookup.reason, 'SUBJECT_REQUEST', 'the lookup is recorded as the person’s own request');
    await confirm.getByLabel(/본인 확인 방법/).selectOption('DOCUMENT');
    await confirm.getByLabel(/요청 내용/).fill('서면으로 삭제를 요구함');
    await assertSettledAccessible(page, 'the erasure confirmation');
    await confirm.getByRole('button', { name: '1건 삭제' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    assert.match((await rows(page).first().textContent()) ?? '', /1건.*10일 남음/);
    const [lead] = await server!.db
      .select()
      .from(leads)
      .where(eq(leads.id, Number(fixture!.toErase.id)));
    assert.ok(lead.erasedAt, 'the lead is erased');
    await assertSettledAccessible(page, 'the erasures');
    await assertFitsWidth(page, 'the erasures at 1440 px');
    assertLooksLike('erasures-1440', await shot(page));

    await page.getByRole('button', { name: /결과 통지 기록/ }).click();
    const told = page.getByRole('dialog', { name: '결과 통지 기록' });
    await told.getByRole('button', { name: '통지 완료' }).click();
    await page.getByText('기한 내 통지').waitFor();
    const [erasure] = await server!.db.select().from(erasures);
    assert.equal(erasure.resultChannel, 'PHONE');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a lead’s provenance, from the leads list: consent, terms by hash, the evidence drawn, the custody', async () => {
    const { page, problems, context } = await signedInAs(server!, 'VIEWER');
    await atNow(page);
    await openScreen(page, '리드 조회');
    await drawn(page);
    await page.getByRole('link', { name: `리드 ${fixture!.consented.id} 출처·동의` }).click();
    assert.equal(new URL(page.url()).pathname, `/console/leads/${fixture!.consented.id}/provenance`);
    const pack = page.getByTestId('provenance');
    await pack.waitFor();
    const text = (await pack.textContent()) ?? '';
    for (const part of ['○○보험비교', '전화', '리드라인 주식회사', '수집·이용', '야간 연락', '등록']) {
      assert.ok(text.includes(part), `shows ${part}`);
    }
    assert.equal(await pack.getByTestId('terms-hash').textContent(), `SHA-256 ${TERMS_SHA}`);
    await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
    assert.equal(await pack.getByRole('img').count(), 1, 'the evidence drawn by the service');
    await page.evaluate(() => document.fonts.ready);
    await assertSettledAccessible(page, 'the provenance');
    // The registration's and the custody's times are the database's own (not the service's fixed clock): masked.
    const moving = [page.getByTestId('registered-at'), page.getByTestId('custody').locator('td:first-child')];
    assertLooksLike('provenance-1440', await shot(page, moving));
    await page.reload();
    await pack.waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('consent terms, a provider’s ssnPolicy and a product’s consent, routing and deadline settings', async () => {
    const { page, problems, context } = await signedInAs(server!, 'ADMIN');
    await atNow(page);
    await openScreen(page, '공급사·상품·지역');
    await page.getByRole('button', { name: `${w!.provider.name} 설정` }).click();
    const provider = page.getByRole('dialog', { name: /공급사 설정/ });
    await provider.getByLabel('주민등록번호가 담긴 등록').selectOption('REJECT');
    await assertSettledAccessible(page, 'the provider settings');
    await provider.getByRole('button', { name: '저장' }).click();
    await provider.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: '받지 않음 (등록 거부)' }).waitFor();

    await page.getByRole('tab', { name: '상품' }).click();
    await page.getByRole('button', { name: `${w!.product.name} 설정` }).click();
    const product = page.getByRole('dialog', { name: '상품 설정' });
    await product.getByLabel(/동의 없는 등록 거부/).check();
    await product.getByLabel('배정 방식').selectOption('ROUND_ROBIN');
    await product.getByLabel(/배정 즉시 확정/).check();
    await product.getByLabel(/첫 연락 기한 \(분\)/).fill('60');
    await assertSettledAccessible(page, 'the product settings');
    await product.getByRole('button', { name: '저장' }).click();
    await product.waitFor({ state: 'detached' });
    const saved = await app.inject({ method: 'GET', url: '/admin/v1/products', headers: adminHeaders });
    const found = (saved.json() as { data: Record<string, unknown>[] }).data.find((p) => p.id === w!.product.id);
    assert.deepEqual(
      [found?.consentRequired, found?.routing, found?.autoConfirm, found?.firstContactMinutes, found?.maxSlaRecalls],
      [true, 'ROUND_ROBIN', true, 60, 1],
    );

    await page.getByRole('tab', { name: '공급사' }).click();
    await page.getByRole('link', { name: `${w!.provider.name} 동의 약관` }).click();
    await page.getByRole('heading', { name: '동의 약관' }).waitFor();
    await drawn(page);
    assert.match((await rows(page).first().textContent()) ?? '', new RegExp(`v1.*${TERMS_SHA}`));
    const fileId = await uploadProviderFile(app, w!, Buffer.from('동의서 v2\n'), 'text/plain', 'CONSENT_TERMS');
    await page.getByRole('button', { name: '새 버전 등록' }).click();
    const terms = page.getByRole('dialog', { name: '동의 약관 새 버전' });
    await terms.getByLabel(/버전/).fill('v2');
    await terms.getByLabel(/파일 ID/).fill(fileId);
    await assertSettledAccessible(page, 'the terms dialog');
    await terms.getByRole('button', { name: '등록' }).click();
    await terms.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    assert.match((await rows(page).first().textContent()) ?? '', /v2/);

    // A file the provider sent by e-mail: uploaded here, for the provider, then registered.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await page.getByRole('button', { name: '새 버전 등록' }).click();
    await terms.getByLabel(/버전/).fill('v3');
    await terms
      .locator('input[type=file]')
      .setInputFiles({ name: '약관-v3.pdf', mimeType: 'application/pdf', buffer: pdf });
    assert.ok(await terms.getByLabel(/파일 ID/).isDisabled(), 'one file: uploaded or named');
    await assertSettledAccessible(page, 'the terms dialog with a file');
    await terms.getByRole('button', { name: '등록' }).click();
    await terms.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 3);
    const v3 = createHash('sha256').update(pdf).digest('hex');
    assert.match((await rows(page).first().textContent()) ?? '', new RegExp(`v3.*${v3}`));
    const [stored] = await server!.db
      .select()
      .from(consentTerms)
      .where(and(eq(consentTerms.providerId, Number(w!.provider.id)), eq(consentTerms.termsVersion, 'v3')));
    const [file] = await server!.db.select().from(files).where(eq(files.id, stored.fileId));
    assert.deepEqual(
      [file.ownerKind, file.ownerId, file.purpose, file.originalName],
      ['provider', w!.provider.id, 'CONSENT_TERMS', '약관-v3.pdf'],
    );
    await assertSettledAccessible(page, 'the consent terms');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('at 390 px a VIEWER reads every screen, its changes disabled, nothing wider than the phone', async () => {
    const { page, problems, context } = await signedInAs(server!, 'VIEWER', { width: 390, height: 844 });
    await atNow(page);
    for (const [label, name] of [
      ['수신 거부', 'suppressions'],
      ['삭제 요청', 'erasures'],
      ['동의 약관', 'consent-terms'],
    ] as const) {
      await openScreen(page, label);
      await page.getByRole('heading', { name: label }).waitFor();
      if (name !== 'consent-terms') await drawn(page);
      await page.getByText('조회만 할 수 있습니다.').waitFor();
      // The erased phone's entry keeps its keyed hash alone: no masked number either.
      if (name === 'suppressions') await page.getByText('삭제된 번호 (암호화한 값만 보관)').waitFor();
      await assertFitsWidth(page, `${label} at 390 px`);
      await assertSettledAccessible(page, `${label} at 390 px`);
      assertLooksLike(`${name}-390`, await page.screenshot({ fullPage: true }));
    }
    assert.ok(await page.getByRole('button', { name: '새 버전 등록' }).isDisabled());
    await openScreen(page, '수신 거부');
    await drawn(page);
    assert.ok(await page.getByRole('button', { name: '수신 거부 등록' }).isDisabled());
    assert.ok(await page.getByRole('button', { name: /일괄 등록/ }).isDisabled());
    await page.goto(`${server!.base}/console/leads/${fixture!.consented.id}/provenance`);
    await page.getByTestId('provenance').waitFor();
    await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
    await assertFitsWidth(page, 'the provenance at 390 px');
    await assertSettledAccessible(page, 'the provenance at 390 px');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

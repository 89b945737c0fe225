import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { App } from '../../src/app.js';
import { asRequests } from '../../src/db/schema/index.js';
import { multiPagePdf } from '../files/fixtures.js';
import { adminHeaders } from '../helpers/build.js';
import type { World } from '../helpers/fixtures.js';
import { fileAsOk } from '../leads/after-service/helpers.js';
import {
  assertFitsWidth,
  assertSettledAccessible,
  browserMissing,
  openScreen,
  screenshotWhole,
  signedInAs,
  startConsoleWorld,
} from './browser.js';

const skip = browserMissing() ?? undefined;
const fixture = (name: string) => readFileSync(new URL(`../files/fixtures/${name}`, import.meta.url));

/** An AS_EVIDENCE file uploaded by the portal user through the upload URL, as the portal does it. */
async function uploadEvidence(app: App, w: World, portalId: number, bytes: Buffer, mimeType: string, fileName: string) {
  const issued = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: w.asPortal,
    payload: { portalId, fileName, mimeType, size: bytes.length, purpose: 'AS_EVIDENCE' },
  });
  assert.equal(issued.statusCode, 200, issued.body);
  const { fileId, uploadUrl, headers } = issued.json() as {
    fileId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const url = new URL(uploadUrl);
  const put = await app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { ...headers, 'content-type': mimeType },
    payload: bytes,
  });
  assert.ok(put.statusCode < 300, `PUT → ${put.statusCode} ${put.body}`);
  return fileId;
}

/** Waits until the image has loaded and answers its natural width (0 for a broken image). */
async function loadedWidth(page: Page, alt: string) {
  const img = page.getByRole('img', { name: alt });
  await img.waitFor();
  await page.waitForFunction(
    (name) => {
      const el = [...document.querySelectorAll('img')].find((i) => i.alt === name);
      return el?.complete === true;
    },
    alt,
    { timeout: 20_000 },
  );
  return img.evaluate((el: HTMLImageElement) => el.naturalWidth);
}

/** Shows only the requests of `portalId` and opens the first. */
async function openRequestOf(page: Page, portalId: number) {
  // On a phone the filters are folded.
  await page.getByLabel('포털 사용자 ID').waitFor({ state: 'attached' });
  const unfold = page.getByRole('button', { name: '검색 조건 펼치기' });
  if (await unfold.isVisible()) await unfold.click();
  await page.getByLabel('포털 사용자 ID').fill(String(portalId));
  await page.getByRole('button', { name: '조회' }).click();
  const row = page.locator('tbody tr', { hasText: String(portalId) }).first();
  await row.waitFor();
  await row.click();
  await page.getByTestId('as-detail').waitFor();
}

describe('the AS review queue in a browser', { skip }, async () => {
  const { server, app, given, w } = await startConsoleWorld(skip);

  /** A lead of `portalId` and its WAITING AS request with the given evidence. */
  async function requestOf(
    portalId: number,
    files: { bytes: Buffer; mime: string; name: string }[] = [],
    phone = `010-2345-${portalId + 6000}`,
  ) {
    const lead = await given!.assignedLead({ world: w!, portalId, name: '이순신', phone });
    const fileIds = [];
    for (const f of files) fileIds.push(await uploadEvidence(app, w!, portalId, f.bytes, f.mime, f.name));
    return fileAsOk(app, w!, {
      portalId,
      leadId: lead.id,
      customerMemo: '고객이 상담을 신청한 적 없다고 합니다.',
      fileIds,
    });
  }

  const dbRow = async (id: string) =>
    (
      await server!.db
        .select()
        .from(asRequests)
        .where(eq(asRequests.id, Number(id)))
    )[0];

  test('a REVIEWER sees the JPEG, HEIC and 3-page PDF evidence drawn by the server, reveals the contact and approves with the keyboard', async () => {
    const req = await requestOf(301, [
      { bytes: fixture('evidence.jpg'), mime: 'image/jpeg', name: '통화기록.jpg' },
      { bytes: fixture('evidence.heic'), mime: 'image/heic', name: '문자.heic' },
      { bytes: await multiPagePdf(3), mime: 'application/pdf', name: '진료비.pdf' },
    ]);
    const { page, problems, context } = await signedInAs(server!, 'REVIEWER');
    await openScreen(page, 'AS 검수');
    await page.getByTestId('shortcuts').waitFor();
    assert.equal(await page.getByTestId('shortcuts').locator('kbd').count(), 5, 'the shortcuts are shown');
    await openRequestOf(page, 301);

    const detail = page.getByTestId('as-detail');
    const text = (await detail.textContent()) ?? '';
    assert.match(text, /고객이 상담을 신청한 적 없다고 합니다/);
    assert.ok(!text.includes('010-2345-6301') && !text.includes('이순신'), 'the lead is masked');
    assert.ok(!text.includes('통화기록.jpg'), "the uploader's file names are not shown");

    assert.ok((await loadedWidth(page, '증빙 1 (JPEG 사진) 1쪽 미리보기')) > 0, 'the JPEG preview is drawn');
    assert.ok((await loadedWidth(page, '증빙 2 (HEIC 사진) 1쪽 미리보기')) > 0, 'the HEIC preview is drawn');
    const pdf = page.locator('[data-testid=evidence][data-mime="application/pdf"]');
    await pdf.getByText('1 / 3쪽').waitFor();
    for (const n of [1, 2, 3]) {
      assert.ok((await loadedWidth(page, `증빙 3 (PDF 문서) ${n}쪽 미리보기`)) > 0, `PDF page ${n} is drawn`);
      if (n < 3) await pdf.getByRole('button', { name: '다음 쪽' }).click();
    }
    assert.ok(await pdf.getByRole('button', { name: '다음 쪽' }).isDisabled(), 'no page past the last');
    const download = page.getByRole('link', { name: '증빙 3 원본 내려받기' });
    assert.equal(await download.getAttribute('href'), `/admin/v1/files/${req.files[2].id}/download`);
    await assertSettledAccessible(page, 'the AS queue with a request and its evidence');
    await screenshotWhole(page, '/tmp/console-as-queue-1440.png');

    await page.getByRole('button', { name: '연락처 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '고객 연락처 열람' });
    await dialog.waitFor();
    await assertSettledAccessible(page, 'the AS contact dialog before revealing');
    await dialog.getByRole('button', { name: '열람' }).click();
    await dialog.getByTestId('revealed-contact').waitFor();
    assert.match((await dialog.textContent()) ?? '', /010-2345-6301/);
    await assertSettledAccessible(page, 'the AS contact dialog with the contact');
    await dialog.getByRole('button', { name: '닫기' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    assert.ok(!((await page.locator('main').textContent()) ?? '').includes('010-2345-6301'), 'hidden again');

    // A shortcut typed into the note is text, not a decision.
    await page.getByLabel('검수 메모').fill('');
    await page.getByLabel('검수 메모').pressSequentially('a r h 번호 오류 확인');
    assert.equal((await dbRow(req.id)).status, 'WAITING');
    await page.getByRole('heading', { name: `AS 요청 #${req.id}` }).click();
    // `a` asks first (an approval returns the lead and cannot be undone); Enter confirms.
    await page.keyboard.press('a');
    const confirm = page.getByRole('dialog', { name: 'AS 요청을 승인할까요?' });
    await confirm.waitFor();
    assert.equal((await dbRow(req.id)).status, 'WAITING', 'nothing decided before the confirmation');
    await assertSettledAccessible(page, 'the approval confirmation');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=as-detail][data-status=APPROVED]').waitFor();
    const row = await dbRow(req.id);
    assert.equal(row.status, 'APPROVED');
    assert.equal(row.adminNote, 'a r h 번호 오류 확인');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a request reviewed behind the page gets the 412 message, and the other review stands', async () => {
    const req = await requestOf(302);
    const { page, problems, context } = await signedInAs(server!, 'ADMIN');
    await openScreen(page, 'AS 검수');
    await openRequestOf(page, 302);

    const behind = await app.inject({
      method: 'PATCH',
      url: `/admin/v1/lead-as/${req.id}`,
      headers: adminHeaders,
      payload: { status: 'REJECTED', adminNote: '다른 운영자가 반려' },
    });
    assert.equal(behind.statusCode, 200, behind.body);

    const answered = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await page.getByRole('button', { name: '승인' }).click();
    await page.getByRole('dialog', { name: 'AS 요청을 승인할까요?' }).getByRole('button', { name: '승인' }).click();
    assert.equal((await answered).status(), 412);
    const alert = page.getByTestId('as-detail').getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /다른 운영자가 먼저 이 요청을 처리했습니다/);
    // Reloaded: the page now shows what the other review made of it, and nothing more can be decided.
    await page.locator('[data-testid=as-detail][data-status=REJECTED]').waitFor();
    assert.ok(await page.getByRole('button', { name: '승인' }).isDisabled());
    const row = await dbRow(req.id);
    assert.equal(row.status, 'REJECTED');
    assert.equal(row.adminNote, '다른 운영자가 반려');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a rejection needs its reason (nothing is sent without one); j after a decision opens the next request, not the top', async () => {
    const first = await requestOf(305, [], '010-2345-7305');
    const second = await requestOf(305, [], '010-2345-7315');
    const third = await requestOf(305, [], '010-2345-7325');
    const { page, problems, context } = await signedInAs(server!, 'REVIEWER');
    await openScreen(page, 'AS 검수');
    await page.getByLabel('포털 사용자 ID').fill('305');
    await page.getByRole('button', { name: '조회' }).click();
    await page.locator('tbody tr', { hasText: '305' }).nth(2).waitFor();
    const heading = (id: string) => page.getByRole('heading', { name: `AS 요청 #${id}` });

    await page.keyboard.press('j');
    await heading(first.id).waitFor();
    await page.keyboard.press('j');
    await heading(second.id).waitFor();
    let patches = 0;
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches += 1;
    });
    await page.getByRole('button', { name: '반려' }).click();
    await page.getByText('반려하려면 사유를 검수 메모에 적으세요.').waitFor();
    assert.equal(patches, 0, 'no rejection is sent without a reason');
    assert.equal((await dbRow(second.id)).status, 'WAITING');
    assert.ok(
      await page.getByLabel('검수 메모').evaluate((el) => el === document.activeElement),
      'the note field has the focus',
    );
    await assertSettledAccessible(page, 'a rejection without its reason');

    // Approved with its confirmation, the request leaves the queue: j goes on to the one after it.
    await page.getByRole('heading', { name: `AS 요청 #${second.id}` }).click();
    await page.keyboard.press('a');
    await page.getByRole('dialog', { name: 'AS 요청을 승인할까요?' }).getByRole('button', { name: '승인' }).click();
    await page.locator('[data-testid=as-detail][data-status=APPROVED]').waitFor();
    await page.locator('tbody tr', { hasText: '305' }).nth(1).waitFor();
    await page.keyboard.press('j');
    await heading(third.id).waitFor();

    await page.getByLabel('검수 메모').fill('통화 기록에 정상 연결이 남아 있음');
    await page.getByRole('button', { name: '반려' }).click();
    await page.locator('[data-testid=as-detail][data-status=REJECTED]').waitFor();
    const rejected = await dbRow(third.id);
    assert.deepEqual([rejected.status, rejected.adminNote], ['REJECTED', '통화 기록에 정상 연결이 남아 있음']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an evidence preview opens full screen and zooms', async () => {
    await requestOf(306, [{ bytes: fixture('evidence.jpg'), mime: 'image/jpeg', name: 'a.jpg' }]);
    const { page, problems, context } = await signedInAs(server!, 'REVIEWER');
    await openScreen(page, 'AS 검수');
    await openRequestOf(page, 306);
    await page.getByRole('button', { name: '증빙 1 전체 화면' }).click();
    const viewer = page.getByRole('dialog', { name: '증빙 1 (JPEG 사진) 크게 보기' });
    await viewer.waitFor();
    const image = viewer.getByRole('img', { name: '증빙 1 (JPEG 사진) 1쪽 크게 보기' });
    await image.waitFor();
    const region = viewer.getByRole('region', { name: /확대한 증빙/ });
    const fitted = await image.evaluate((el) => el.getBoundingClientRect().width);
    const room = await region.evaluate((el) => el.clientWidth);
    assert.ok(Math.abs(fitted - room) <= 2, `fitted to the width: ${fitted} of ${room}`);
    assert.ok(fitted > 480, 'larger than the preview in the page');
    await viewer.getByRole('button', { name: '확대' }).click();
    await viewer.getByRole('button', { name: '확대' }).click();
    assert.equal(await viewer.getByTestId('zoom').textContent(), '200%');
    const zoomed = await image.evaluate((el) => el.getBoundingClientRect().width);
    assert.ok(Math.abs(zoomed - 2 * room) <= 4, `zoomed to twice the width: ${zoomed}`);
    assert.ok(await region.evaluate((el) => el.scrollWidth > el.clientWidth), 'scrolls sideways when zoomed');
    await assertSettledAccessible(page, 'the evidence full screen');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a VIEWER sees the queue with the review buttons disabled', async () => {
    await requestOf(303);
    const { page, problems, context } = await signedInAs(server!, 'VIEWER');
    await openScreen(page, 'AS 검수');
    await openRequestOf(page, 303);
    for (const name of ['승인', '반려', '보류', '연락처 보기']) {
      assert.ok(await page.getByRole('button', { name }).isDisabled(), `${name} is disabled`);
    }
    await page.keyboard.press('a');
    assert.equal(await page.locator('[data-testid=as-detail][data-status=WAITING]').count(), 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('at 390 px the queue and a request fit the width (tables scroll inside themselves)', async () => {
    await requestOf(304, [{ bytes: fixture('evidence.jpg'), mime: 'image/jpeg', name: 'a.jpg' }]);
    const { page, problems, context } = await signedInAs(server!, 'REVIEWER', { width: 390, height: 844 });
    await openScreen(page, 'AS 검수');
    await openRequestOf(page, 304);
    assert.ok((await loadedWidth(page, '증빙 1 (JPEG 사진) 1쪽 미리보기')) > 0);
    await assertFitsWidth(page, 'the AS queue at 390 px');
    await screenshotWhole(page, '/tmp/console-as-queue-390.png');
    await assertSettledAccessible(page, 'the AS queue at 390 px');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

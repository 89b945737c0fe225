import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { type Browser, chromium, type Page } from 'playwright-core';
import { processMedicalAnalysis } from '../../../src/analysis/medical/analysis-job.js';
import { formatWon } from '../../../src/analysis/reports/pdf.js';
import { prepareLinkPage } from '../../../src/analysis/transmissions/link.service.js';
import { processTransmission } from '../../../src/analysis/transmissions/transmissions.service.js';
import { analysisTransmissions, organizations, users } from '../../../src/db/schema/index.js';
import { bearer, createConsultant } from '../../claims/helpers.js';
import { build, onPostgres } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { freePort } from '../../helpers/net.js';
import { assertPngMatchesReference } from '../../helpers/pdf-render.js';
import { type Json, post } from '../coverage/helpers.js';
import { completeUrl, MEDICAL, medicalTermIds, patient, requestAuth } from '../medical/helpers.js';
import { completedAnalysis, outboxMessage, tokenOf, transmissionsUrl } from './helpers.js';

/**
 * The client's pages the way people see them: in Debian's Chromium, at a phone's width (360) and a desktop's (1440),
 * compared with committed reference images (`UPDATE_REFERENCE=1` writes them), scanned by axe, used with the keyboard
 * alone and with JavaScript off, the report's text read back and compared with report.json. On the embedded database
 * only: a browser costs minutes, and what it looks at answers the same on PostgreSQL.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skip = onPostgres
  ? 'browser tests run on the embedded database only'
  : existsSync(CHROMIUM)
    ? undefined
    : `no Chromium at ${CHROMIUM}`;
const WIDTHS = [360, 1440] as const;
const KB = 1024;
const REFERENCE_DIR = fileURLToPath(new URL('./__reference__/', import.meta.url));

const clock = testClock(new Date('2026-11-20T01:00:00Z'));
const port = skip ? 0 : await freePort();
const base = `http://127.0.0.1:${port}`;
const t = skip ? null : await build({ PUBLIC_BASE_URL: base, RATE_LIMIT_RPS: '0' }, { clock: clock.now });
// Set up at the top of the file: the file's own `after` hooks close the browser and the server once every test ran.
const browser: Browser | null = skip
  ? null
  : await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
if (browser) after(() => browser.close());

describe("the client's pages in a browser", { skip }, () => {
  const app = t!.app;
  const db = t!.db;
  let fc: Awaited<ReturnType<typeof createConsultant>>;

  /** An analysis's link as the client gets it: its transmission's id and token. */
  async function sentLink(analysisId: string, segment: 'coverage' | 'medical' = 'coverage') {
    clock.advance(86_400_000);
    const res = await post(app, fc.token, `/api/v1/${segment}/analyses/${analysisId}/transmissions`, {
      recipient: 'CLIENT',
      channel: 'KAKAO',
    });
    assert.equal(res.statusCode, 200, res.body);
    const id = res.json().transmissionId as string;
    await processTransmission(app.deps.analysis, id, { retryCount: 0, retryLimit: 0 });
    return { id, token: tokenOf(await outboxMessage(app, id)) };
  }

  async function medicalAnalysis() {
    const terms = await medicalTermIds(app, fc.token);
    const ar = await requestAuth(app, fc.token, { fcUserCi: fc.ci, client: patient(), agreedTermsIds: terms });
    clock.advance(3000);
    const res = await post(app, fc.token, completeUrl(ar.authRequestId));
    assert.equal(res.statusCode, 200, res.body);
    const id = res.json().analysisId as string;
    await processMedicalAnalysis(app.deps.analysis, id, { retryCount: 0, retryLimit: 0 });
    return id;
  }

  async function newPage(width: number, options: { javaScriptEnabled?: boolean } = {}) {
    const context = await browser!.newContext({
      viewport: { width, height: 740 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      ...options,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    // A policy's refusal and a script error are problems; a page answered with 4xx (a closed link) is not.
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    return { page, problems, close: () => context.close() };
  }

  /** Every font of the page loaded, and the page's text drawn with Pretendard alone (no fallback font). */
  async function assertOwnFont(page: Page, what: string) {
    await page.evaluate(() => document.fonts.ready);
    const faces = await page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.status}`));
    assert.deepEqual(faces, ['Pretendard 400 loaded', 'Pretendard 700 loaded'], what);
  }

  /** Screenshot of the whole page at its width, compared with its reference; axe finds nothing; no sideways scroll. */
  async function assertLooksRight(page: Page, name: string, mask: string[] = []) {
    await assertOwnFont(page, name);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    assert.ok(fits, `${name}: no horizontal scroll`);
    const axe = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(
      axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      [],
      `axe on ${name}`,
    );
    const png = await page.screenshot({ fullPage: true, mask: mask.map((s) => page.locator(s)) });
    assertPngMatchesReference(png, `${REFERENCE_DIR}${name}.png`, 0.01);
  }

  /** The visible text of the page, spaces made single. */
  // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator's innerText is the text as drawn, the point here
  const textOf = async (page: Page) => (await page.locator('body').innerText()).replace(/\s+/g, ' ');

  test('set up: a consultant with a phone and an office, the service on a port', async () => {
    await app.listen({ port, host: '127.0.0.1' });
    fc = await createConsultant(app, 'FC', { name: '최설계', email: 'choi.fc@example.com' });
    const [org] = await db.insert(organizations).values({ name: '한빛지점' }).returning();
    await db.update(users).set({ phone: '01098765432', orgId: org.id }).where(eq(users.id, fc.id));
  });

  test('the ask page at 360 and 1440: as its reference, no axe violation, labelled for a screen reader; a wrong date answered in place', async () => {
    const { token } = await sentLink(await completedAnalysis(app, fc.token, fc.ci));
    for (const width of WIDTHS) {
      const { page, problems, close } = await newPage(width);
      await page.goto(`${base}/r/${token}`);
      await assertLooksRight(page, `ask-${width}`);
      const field = page.getByRole('textbox', { name: '생년월일 6자리' });
      assert.equal(await field.getAttribute('inputmode'), 'numeric');
      assert.match(String(await field.getAttribute('aria-describedby')), /birthDate-hint .*tries/);
      if (width === 360) {
        await field.fill('850316');
        await field.press('Enter');
        await page.waitForURL(`${base}/r/${token}`);
        assert.equal(await page.getByRole('alert').textContent(), '생년월일이 일치하지 않습니다. 다시 입력해 주세요.');
        assert.equal(await field.getAttribute('aria-invalid'), 'true');
        await assertLooksRight(page, 'ask-wrong-360');
      }
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test('with the keyboard alone: Tab reaches the field first, Enter sends, the report follows; back and reload ask nothing', async () => {
    const { id, token } = await sentLink(await completedAnalysis(app, fc.token, fc.ci));
    const { page, close } = await newPage(360);
    await page.goto(`${base}/r/${token}`);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'birthDate');
    await page.keyboard.type('850315');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: '요약' }).waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'PDF로 저장');
    await page.reload();
    await page.getByRole('heading', { name: '요약' }).waitFor();
    await page.goBack();
    await page.goForward();
    await page.getByRole('heading', { name: '요약' }).waitFor();
    const [row] = await db.select().from(analysisTransmissions).where(eq(analysisTransmissions.id, id));
    assert.equal(row.linkFailures, 0, 'no try spent');
    await close();
  });

  test('with JavaScript off: the form posts, the report shows, its PDF downloads as an attachment', async () => {
    const { token } = await sentLink(await completedAnalysis(app, fc.token, fc.ci));
    const { page, close } = await newPage(360, { javaScriptEnabled: false });
    await page.goto(`${base}/r/${token}`);
    await page.getByLabel('생년월일 6자리').fill('850315');
    await page.getByRole('button', { name: '리포트 보기' }).click();
    await page.getByRole('heading', { name: '보유 계약' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('PDF로 저장').click()]);
    assert.match(download.suggestedFilename(), /^보장분석_홍길동_\d{8}\.pdf$/);
    const bytes = readFileSync((await download.path()) as string);
    assert.ok(bytes.subarray(0, 5).equals(Buffer.from('%PDF-')));
    await close();
  });

  test('bytes over the wire (compressed, headers included): the ask page ≤ 60 KB, the report page ≤ 250 KB', async () => {
    const { id, token } = await sentLink(await completedAnalysis(app, fc.token, fc.ci));
    // As the message job does after sending: the ask page's font cut before the client comes.
    await prepareLinkPage(app.deps.analysis, id);
    const { page, close } = await newPage(360);
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (r) => sizes.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)));
    const total = async () => (await Promise.all(sizes.splice(0))).reduce((a, b) => a + b, 0);
    await page.goto(`${base}/r/${token}`);
    const ask = await total();
    await page.getByLabel('생년월일 6자리').fill('850315');
    await page.getByRole('button', { name: '리포트 보기' }).click();
    await page.getByRole('heading', { name: '보유 계약' }).waitFor();
    await page.waitForLoadState('load');
    const report = await total();
    assert.ok(ask > 0 && ask <= 60 * KB, `the ask page: ${(ask / KB).toFixed(1)} KB`);
    assert.ok(report > 0 && report <= 250 * KB, `the report page: ${(report / KB).toFixed(1)} KB`);
    await close();
  });

  test('every closed state at 360 and 1440: unknown, expired, revoked, locked, as their references', async () => {
    const analysisId = await completedAnalysis(app, fc.token, fc.ci);
    const revoked = await sentLink(analysisId);
    const revoke = await app.inject({
      method: 'DELETE',
      url: `${transmissionsUrl(analysisId)}/${revoked.id}/link`,
      headers: bearer(fc.token),
    });
    assert.equal(revoke.statusCode, 204);
    const locked = await sentLink(analysisId);
    await db.update(analysisTransmissions).set({ linkFailures: 5 }).where(eq(analysisTransmissions.id, locked.id));
    const expired = await sentLink(analysisId);
    await db
      .update(analysisTransmissions)
      .set({ linkExpiresAt: new Date(clock.now() - 1000) })
      .where(eq(analysisTransmissions.id, expired.id));
    const states = { unknown: 'u'.repeat(43), expired: expired.token, revoked: revoked.token, locked: locked.token };
    for (const width of WIDTHS) {
      const { page, problems, close } = await newPage(width);
      for (const [name, token] of Object.entries(states)) {
        await page.goto(`${base}/r/${token}`);
        await assertLooksRight(page, `${name}-${width}`);
        const call = page.getByRole('link', { name: '최설계 설계사에게 전화' });
        assert.equal(await call.count(), name === 'unknown' ? 0 : 1, `${name}: a call where there is a consultant`);
      }
      assert.deepEqual(problems, []);
      await close();
    }
  });

  /** Signs in on a fresh page at `width` and answers the report page. */
  async function reportAt(token: string, width: number) {
    const opened = await newPage(width);
    await opened.page.goto(`${base}/r/${token}`);
    await opened.page.getByLabel('생년월일 6자리').fill('850315');
    await opened.page.getByRole('button', { name: '리포트 보기' }).click();
    await opened.page.getByRole('heading', { name: '유의사항' }).waitFor();
    return opened;
  }

  test('the coverage report at 360 and 1440: as its reference; its text carries every figure of report.json', async () => {
    const analysisId = await completedAnalysis(app, fc.token, fc.ci);
    const { token } = await sentLink(analysisId);
    const json = (
      await app.inject({
        method: 'GET',
        url: `${transmissionsUrl(analysisId).replace('/transmissions', '')}/report.json`,
        headers: bearer(fc.token),
      })
    ).json() as Json;
    for (const width of WIDTHS) {
      const { page, problems, close } = await reportAt(token, width);
      await assertLooksRight(page, `coverage-report-${width}`);
      const text = await textOf(page);
      const analysis = json.analysis as Json;
      const summary = analysis.summary as Json;
      const expected = [
        `${(json.client as Json).name} 고객님`,
        `${summary.contractCount}건`,
        formatWon(summary.monthlyPremium as number),
        ...(analysis.categories as Json[]).flatMap((c) => [
          c.categoryNm as string,
          `가입 ${formatWon(c.amount as number)} / 권장 ${formatWon(c.recommendedAmount as number)}`,
        ]),
        ...(analysis.contracts as Json[]).flatMap((c) => [c.productNm as string, formatWon(c.premium as number)]),
        ...(analysis.timeline as Json[]).map((p) => `${p.age}세`),
        json.disclaimer as string,
      ];
      for (const piece of expected) assert.ok(text.includes(piece), `${width}: ${piece}`);
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test('the medical report at 360 and 1440: as its reference; its text carries the records and answers of report.json', async () => {
    const analysisId = await medicalAnalysis();
    const { token } = await sentLink(analysisId, 'medical');
    const json = (
      await app.inject({ method: 'GET', url: `${MEDICAL}/${analysisId}/report.json`, headers: bearer(fc.token) })
    ).json() as Json;
    for (const width of WIDTHS) {
      const { page, problems, close } = await reportAt(token, width);
      await assertLooksRight(page, `medical-report-${width}`);
      const text = await textOf(page);
      const analysis = json.analysis as Json;
      const summary = analysis.summary as Json;
      const expected = [
        `${summary.treatmentCount}건`,
        `${summary.checkupCount}회`,
        ...(analysis.disclosures as Json[]).flatMap((d) => [d.question as string, d.answerLabel as string]),
        ...(json.treatments as Json[]).flatMap((tr) => [
          `${tr.diagnosisNm} (${tr.diagnosisCd})`,
          tr.institutionNm as string,
          formatWon(tr.patientPaid as number),
        ]),
        ...(json.medications as Json[]).map((m) => m.drugNm as string),
        ...(json.checkups as Json[]).slice(0, 3).map((c) => String(c.checkupDate).replaceAll('-', '.')),
        json.disclaimer as string,
      ];
      for (const piece of expected) assert.ok(text.includes(piece), `${width}: ${piece}`);
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test("the consultant's e-mail at 360 and 1440: as its reference, no axe violation, the report's address as its link", async () => {
    const analysisId = await completedAnalysis(app, fc.token, fc.ci);
    clock.advance(86_400_000);
    const res = await post(app, fc.token, transmissionsUrl(analysisId), { recipient: 'FC', channel: 'EMAIL' });
    const id = res.json().transmissionId as string;
    await processTransmission(app.deps.analysis, id, { retryCount: 0, retryLimit: 0 });
    const message = await outboxMessage(app, id);
    assert.ok(message.html, 'an HTML part');
    for (const width of WIDTHS) {
      const { page, close } = await newPage(width);
      await page.setContent(message.html);
      const link = page.getByRole('link', { name: '리포트 PDF 열기' });
      assert.equal(await link.getAttribute('href'), `${base}/api/v1/coverage/analyses/${analysisId}/report.pdf`);
      assert.ok(!(await textOf(page)).includes('홍길동'), 'nothing of the client');
      await assertLooksRight(page, `consultant-email-${width}`, ['.analysis-ref']);
      await close();
    }
  });
});

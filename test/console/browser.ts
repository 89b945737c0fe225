import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { App } from '../../src/app.js';
import { CONSOLE_DIST } from '../../src/operators/console.static.js';
import { build, onPostgres, type TestApp } from '../helpers/build.js';
import { factories } from '../helpers/given.js';
import { freePort } from '../helpers/net.js';
import { assertPngMatchesReference } from '../helpers/pdf-render.js';
import { givenReasons } from '../leads/after-service/helpers.js';
import { givenOperator, PASSWORD, type Role } from '../operators/helpers.js';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH names another. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const NOT_BUILT = 'the console is not built (npm run build --workspace console)';
const NO_BROWSER = `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`;

/** Skips with the reason said once on stderr; with CI=true nothing is skipped: the run fails instead. */
function unless(missing: string | null, what: string): string | null {
  if (missing && process.env.CI === 'true') throw new Error(`${what} cannot run on CI: ${missing}`);
  if (missing) process.stderr.write(`\n  ${what} skipped: ${missing}\n`);
  return missing;
}

/** Why the tests of the built console (no browser) cannot run here, or null when they can. */
export const consoleNotBuilt = () =>
  unless(existsSync(join(CONSOLE_DIST, 'index.html')) ? null : NOT_BUILT, 'console tests');

/**
 * Why the browser tests do not run here (no Chromium, or no built console), or null when they do. They run once, on
 * the embedded database: what they look at is the console's screens over the API, which is the same on PostgreSQL,
 * where the API's own tests run again; a browser costs minutes of the run.
 */
export const browserMissing = () =>
  onPostgres
    ? 'browser tests run on the embedded database only'
    : unless(
        !existsSync(CHROMIUM) ? NO_BROWSER : existsSync(join(CONSOLE_DIST, 'index.html')) ? null : NOT_BUILT,
        'console browser tests',
      );

export interface ConsoleServer extends TestApp {
  /** The console's origin, e.g. http://127.0.0.1:41234 (PUBLIC_BASE_URL). */
  base: string;
  browser: Browser;
}

/**
 * The service on a real port with its console, and one Chromium for the test file; both closed after it. `at`: a port
 * chosen beforehand (an identity provider started first must know the console's callback address), and the host name
 * the browser uses (`localhost` puts the console on another site than services on 127.0.0.1); it listens on
 * 127.0.0.1 either way. `clock`: the service's clock (a test's fixed time, for screenshots that show dates).
 */
export async function startConsole(
  env: Record<string, string> = {},
  at: { port?: number; host?: 'localhost' | '127.0.0.1' } = {},
  clock?: () => number,
): Promise<ConsoleServer> {
  const port = at.port ?? (await freePort());
  const base = `http://${at.host ?? '127.0.0.1'}:${port}`;
  const t = await build({ PUBLIC_BASE_URL: base, CONSOLE_MFA: 'off', ...env }, { clock });
  await t.app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  after(() => browser.close());
  return { ...t, base, browser };
}

export interface ConsolePage {
  context: BrowserContext;
  page: Page;
  /** Every CSP violation and uncaught page error: a test ends by asserting there were none. */
  problems: string[];
}

/** A fresh browser profile (no cookies, cold cache) on the console, watching for CSP violations and page errors. */
export async function openConsole(
  server: ConsoleServer,
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
): Promise<ConsolePage> {
  // Reduced motion: dialogs appear at once, so what axe and a screenshot see is the dialog's final state, not a fade.
  const context = await server.browser.newContext({
    viewport,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(`${server.base}/console/`);
  return { context, page, problems };
}

/** Signs in through the sign-in page with e-mail and password (no second factor). */
export async function signInThroughPage(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel(/^비밀번호/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('navigation', { name: '주 메뉴' }).waitFor();
}

/** An operator of `role` signed in on a fresh page. */
export async function signedInAs(server: ConsoleServer, role: Role, viewport?: { width: number; height: number }) {
  const operator = await givenOperator(server.db, role);
  const opened = await openConsole(server, viewport);
  await signInThroughPage(opened.page, operator.email);
  return { ...opened, operator };
}

/** Opens a screen from the side menu (through the menu button on a narrow screen). */
export async function openScreen(page: Page, label: string) {
  const menuButton = page.getByRole('button', { name: '메뉴 열기' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: label, exact: true }).click();
}

/** axe on what the page shows now: no serious or critical violation. */
export async function assertAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `accessibility of ${what}`,
  );
}

/** axe once every animation has ended (a dialog fading in is not what the scan is about). */
export async function assertSettledAccessible(page: Page, what: string) {
  await settled(page);
  await assertAccessible(page, what);
}

const REFERENCE_DIR = fileURLToPath(new URL('./__reference__/', import.meta.url));

/**
 * Compares a screenshot with its committed reference image (`UPDATE_REFERENCE=1` writes it instead): at most 1% of
 * the pixels may differ.
 */
export const assertLooksLike = (name: string, png: Buffer) =>
  assertPngMatchesReference(png, join(REFERENCE_DIR, `${name}.png`), 0.01);

/**
 * A full-page screenshot in which the fixed header and menu stay where they belong: the viewport is made as tall as
 * the page for the shot (a plain full-page shot paints fixed elements at the first screen's height mid-page).
 */
export async function screenshotWhole(page: Page, path: string) {
  const size = page.viewportSize();
  assert.ok(size, 'a page with a viewport');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) });
  await settled(page);
  await page.screenshot({ path, fullPage: true });
  await page.setViewportSize(size);
}

/** No horizontal page scroll: what is wider (a table) scrolls inside itself. */
export async function assertFitsWidth(page: Page, what: string) {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(fits, `${what}: no horizontal page scroll`);
}

/** Waits for every running animation and transition (a dialog fading in) to end, so axe sees the final colours. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Waits until every list of the screen has loaded (each list says `data-loading`). */
export async function listsLoaded(page: Page) {
  await page.locator('[data-loading]').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-loading="true"]'));
}

/**
 * The console with one provider, its product and keys (`given.world()`) and the AS reasons: where the AS, record,
 * error and keyboard tests start. Without a browser (`skip`), nothing is started and every part is null.
 */
export async function startConsoleWorld(skip: string | undefined) {
  if (skip) return { server: null, app: null as unknown as App, given: null, w: null };
  const server = await startConsole();
  const given = factories(server.app);
  const w = await given.world();
  await givenReasons(server.app);
  return { server, app: server.app, given, w };
}

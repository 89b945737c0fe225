import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

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
export async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

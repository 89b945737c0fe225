import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * What a reader sees: PDF pages rendered to pixels with PDF.js (Mozilla's renderer, the one in Firefox) on the
 * canvas package it depends on — both installed by npm, so a fresh machine needs nothing else. The render uses
 * only what the PDF embeds plus PDF.js's own standard fonts: it never depends on the machine's fonts.
 */
const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));

/** 100 dots per inch: small committed images, and every glyph of 10-point text still several pixels tall. */
export const RENDER_SCALE = 100 / 72;

export interface RenderedPage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array;
}

async function openPdf(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
}

/** The text of each page, as a reader's copy and paste or a screen reader gets it. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: string[] }> {
  const doc = await openPdf(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return { text: pages.join('\n'), pages };
  } finally {
    await doc.destroy();
  }
}

export async function renderPdf(bytes: Uint8Array, scale = RENDER_SCALE): Promise<RenderedPage[]> {
  const doc = await openPdf(bytes);
  try {
    const pages: RenderedPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale });
      // The canvas of PDF.js's own factory: the canvas package version it was built and tested with.
      const factory = doc.canvasFactory as {
        create(w: number, h: number): { canvas: unknown; context: CanvasRenderingContext2D };
      };
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvas: canvas as HTMLCanvasElement, canvasContext: context, viewport }).promise;
      const image = context.getImageData(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
      pages.push({ width: image.width, height: image.height, data: new Uint8Array(image.data.buffer) });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** Greyscale PNG: a third of the size of RGBA for black-on-white pages. */
export function encodePng(page: RenderedPage): Buffer {
  const png = new PNG({ width: page.width, height: page.height, colorType: 0, inputColorType: 6, inputHasAlpha: true });
  png.data = Buffer.from(page.data);
  return PNG.sync.write(png, { colorType: 0, inputColorType: 6, inputHasAlpha: true, deflateLevel: 9 });
}

export function decodePng(bytes: Buffer): RenderedPage {
  const png = PNG.sync.read(bytes);
  return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
}

/** Rendered in greyscale the way the reference was stored, so both sides of a comparison went through the same PNG. */
export const asStored = (page: RenderedPage) => decodePng(encodePng(page));

/**
 * Pixels that differ beyond pixelmatch's colour threshold, anti-aliasing differences not counted. Pages of another
 * size differ everywhere.
 */
export function differingPixels(actual: RenderedPage, expected: RenderedPage): number {
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return Math.max(actual.width * actual.height, expected.width * expected.height);
  }
  return pixelmatch(actual.data, expected.data, undefined, actual.width, actual.height, { threshold: 0.1 });
}

/**
 * How many pixels of a page may differ from its reference: a few, for rasterizer rounding on another CPU. One
 * missing or broken glyph of 9-point text at this scale is well over it (the render tests prove it).
 */
export const PIXEL_TOLERANCE = 10;

/**
 * Compares each page with `<dir>/<name>-p<N>.png`. With `UPDATE_REFERENCE=1` the references are written instead
 * (look at them before committing). A page count other than the references' fails too.
 */
export function assertMatchesReference(pages: RenderedPage[], dir: string, name: string) {
  const update = process.env.UPDATE_REFERENCE === '1';
  if (update) mkdirSync(dir, { recursive: true });
  const file = (n: number) => join(dir, `${name}-p${n}.png`);
  for (const [i, page] of pages.entries()) {
    const path = file(i + 1);
    if (update) {
      writeFileSync(path, encodePng(page));
      continue;
    }
    assert.ok(existsSync(path), `no reference image ${path} (UPDATE_REFERENCE=1 writes it)`);
    const diff = differingPixels(asStored(page), decodePng(readFileSync(path)));
    assert.ok(
      diff <= PIXEL_TOLERANCE,
      `page ${i + 1} of ${name} differs from its reference in ${diff} pixels (tolerance ${PIXEL_TOLERANCE})`,
    );
  }
  if (!update) assert.ok(!existsSync(file(pages.length + 1)), `${name} has fewer pages than its reference`);
}

/**
 * Compares a PNG (a served preview, a browser screenshot) with the reference image at `path`: the same size, and at
 * most `tolerance` of its pixels differing (at least 10, for rasterizer rounding). With `UPDATE_REFERENCE=1` the PNG
 * is written as the reference instead (look at it before committing).
 */
export function assertPngMatchesReference(png: Buffer, path: string, tolerance = 0.001) {
  if (process.env.UPDATE_REFERENCE === '1') {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, png);
    return;
  }
  assert.ok(existsSync(path), `no reference image ${path} (UPDATE_REFERENCE=1 writes it)`);
  const actual = decodePng(png);
  const expected = decodePng(readFileSync(path));
  assert.deepEqual([actual.width, actual.height], [expected.width, expected.height], `${path}: size`);
  const differing = differingPixels(actual, expected);
  const allowed = Math.max(PIXEL_TOLERANCE, Math.round(actual.width * actual.height * tolerance));
  assert.ok(differing <= allowed, `${path} differs from its reference in ${differing} pixels (allowed ${allowed})`);
}

/** Whether poppler's `pdftoppm` (the renderer of most Linux viewers) is installed; without it that check is skipped. */
export const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * A second opinion on what a reader sees: poppler renders every page of `bytes` as well, and each page's ink (pixels
 * darker than `threshold`) must be at least `minInk` with PDF.js and within `tolerance` of it with poppler (thin lines
 * are anti-aliased differently).
 */
export async function assertPopplerAgrees(
  bytes: Uint8Array,
  { threshold, tolerance, minInk }: { threshold: number; tolerance: number; minInk: number },
) {
  const dir = mkdtempSync(join(tmpdir(), 'leadline-poppler-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), bytes);
    const dpi = String(Math.round(RENDER_SCALE * 72));
    execFileSync('pdftoppm', ['-png', '-gray', '-r', dpi, join(dir, 'document.pdf'), join(dir, 'page')]);
    const files = readdirSync(dir)
      .filter((f) => f.startsWith('page-'))
      .sort();
    const pdfjs = await renderPdf(bytes);
    assert.equal(files.length, pdfjs.length, 'both renderers see the same number of pages');
    const ink = (data: Uint8Array) => {
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < threshold) dark++;
      return dark;
    };
    files.forEach((f, i) => {
      const poppler = ink(PNG.sync.read(readFileSync(join(dir, f))).data);
      const mine = ink(pdfjs[i].data);
      assert.ok(mine > minInk, `page ${i + 1}: PDF.js drew ${mine} dark pixels`);
      assert.ok(Math.abs(poppler - mine) < mine * tolerance, `page ${i + 1}: poppler ${poppler}, PDF.js ${mine}`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

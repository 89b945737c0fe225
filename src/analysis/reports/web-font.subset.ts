import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FILES } from './pdf.js';
import type { FontFormat, FontWeight } from './render-pool.js';

const require = createRequire(import.meta.url);
const fonts = new Map<FontWeight, Buffer>();

/**
 * The Pretendard the PDFs embed (the npm package's static OpenType file of `weight`), cut down to the characters of
 * `text`, with harfbuzz's hb-subset (`subset-font`, loaded on the first call), as TrueType (tens of milliseconds) or
 * compressed as WOFF2 (its Brotli at the highest quality: about a second of CPU for a report's few hundred
 * characters). Runs in a worker thread.
 */
export async function subsetWebFont(weight: FontWeight, text: string, format: FontFormat): Promise<Uint8Array> {
  let font = fonts.get(weight);
  if (!font) {
    font = readFileSync(require.resolve(FONT_FILES[weight]));
    fonts.set(weight, font);
  }
  const { default: subsetFont } = await import('subset-font');
  return new Uint8Array(await subsetFont(font, text, { targetFormat: format === 'woff2' ? 'woff2' : 'sfnt' }));
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FILES } from './pdf.js';
import type { FontWeight } from './render-pool.js';

const require = createRequire(import.meta.url);
const fonts = new Map<FontWeight, Buffer>();

/**
 * The Pretendard the PDFs embed (the npm package's static OpenType file of `weight`), cut down to the characters of
 * `text` and compressed as WOFF2, with harfbuzz's hb-subset (`subset-font`, loaded on the first call). Runs in a
 * worker thread: a cut takes a few hundred milliseconds of CPU.
 */
export async function subsetWebFont(weight: FontWeight, text: string): Promise<Uint8Array> {
  let font = fonts.get(weight);
  if (!font) {
    font = readFileSync(require.resolve(FONT_FILES[weight]));
    fonts.set(weight, font);
  }
  const { default: subsetFont } = await import('subset-font');
  return new Uint8Array(await subsetFont(font, text, { targetFormat: 'woff2' }));
}

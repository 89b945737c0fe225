import { createHash } from 'node:crypto';
import { type FontFormat, type FontWeight, renderInWorker } from './render-pool.js';

/**
 * The client's pages carry their own Korean font, so that a phone without Korean fonts (or with odd ones) draws them
 * the same: the Pretendard the PDFs embed, cut down to the characters the page shows, one cut per weight, inlined
 * into the page (`data:`; the page is sent compressed, no second request over a slow line, no file left in the
 * phone's cache).
 *
 * A cut is WOFF2, kept in memory by its characters (the ask page's few, each report's own), so a reload costs no
 * cut. Compressing a cut as WOFF2 takes about a second of CPU; a page whose WOFF2 is not cut yet gets the same cut as
 * TrueType at once (tens of milliseconds, about half again as many bytes once the page is compressed) while the WOFF2
 * is cut in the background for the next view.
 */

/** Always in the cut: what a person types into the birth-date field. */
const ALWAYS = '0123456789';
const CACHE_ENTRIES = 64;
/** WOFF2 cuts done (base64), most recently used last. */
const ready = new Map<string, string>();
/** WOFF2 cuts under way. */
const cutting = new Map<string, Promise<void>>();

function charactersOf(text: string) {
  const set = new Set(`${text}${ALWAYS}`.replace(/\s/g, ''));
  return [...set].sort().join('');
}

const cutAs = async (weight: FontWeight, text: string, format: FontFormat) =>
  (await renderInWorker({ kind: 'font', weight, text, format })).toString('base64');

const keyOf = (weight: FontWeight, characters: string) =>
  `${weight}:${createHash('sha256').update(characters).digest('base64url')}`;

/** The WOFF2 cut of `key`, if done (then it becomes the most recently used). */
function readyCut(key: string) {
  const data = ready.get(key);
  if (data === undefined) return null;
  ready.delete(key);
  ready.set(key, data);
  return { format: 'woff2' as const, data };
}

/** Cuts the WOFF2 of `key` in the background, once. */
function cutLater(key: string, weight: FontWeight, characters: string) {
  if (cutting.has(key)) return;
  const later = cutAs(weight, characters, 'woff2')
    .then((data) => {
      ready.set(key, data);
      if (ready.size > CACHE_ENTRIES) ready.delete(ready.keys().next().value as string);
    })
    // A cut that failed is tried again by the next view.
    .catch(() => undefined)
    .finally(() => cutting.delete(key));
  cutting.set(key, later);
}

const MIME = { woff2: 'font/woff2', truetype: 'font/ttf' } as const;

/** The `@font-face` rules of a page that shows `text`, `bold` of it in bold. */
export async function fontFaceCss(text: string, bold: string): Promise<string> {
  const wanted = [
    { weight: 'regular' as const, characters: charactersOf(text) },
    { weight: 'bold' as const, characters: charactersOf(bold) },
  ].map((w) => ({ ...w, key: keyOf(w.weight, w.characters) }));
  // TrueType cuts first, then the WOFF2 ones: a worker takes jobs in order, and the page waits only for the first.
  const fonts = wanted.map((w) =>
    Promise.resolve(
      readyCut(w.key) ??
        cutAs(w.weight, w.characters, 'truetype').then((data) => ({ format: 'truetype' as const, data })),
    ),
  );
  for (const w of wanted) if (!ready.has(w.key)) cutLater(w.key, w.weight, w.characters);
  const [regular, boldFont] = await Promise.all(fonts);
  const face = (weight: number, font: { format: FontFormat; data: string }) =>
    `@font-face{font-family:Pretendard;font-style:normal;font-weight:${weight};font-display:block;src:url(data:${MIME[font.format]};base64,${font.data}) format("${font.format}")}`;
  return face(400, regular) + face(700, boldFont);
}

/**
 * Starts a worker thread and loads the font cutter (about a second) with a small TrueType cut, so that a client's
 * first view does not wait for them. No WOFF2 here: its compressor holds about 50 MB of the thread's memory, taken
 * only once a page asks for a cut.
 */
export async function warmFontCutter(): Promise<void> {
  await cutAs('regular', ALWAYS, 'truetype');
}

/** The WOFF2 cuts under way have ended (tests, benchmarks). */
export async function webFontsCut(): Promise<void> {
  await Promise.all([...cutting.values()]);
}

import { createHash } from 'node:crypto';
import { type FontWeight, renderInWorker } from './render-pool.js';

/**
 * The client's pages carry their own Korean font, so that a phone without Korean fonts (or with odd ones) draws them
 * the same: the Pretendard the PDFs embed, cut down to the characters the page shows, one file per weight, inlined
 * into the page as WOFF2 (`data:`; the page is sent compressed, so the inlining costs about nothing, and no second
 * request over a slow line, no file left in the phone's cache). Cuts are kept in memory by their characters (the
 * ask page's few and each report's own), so a reload costs no cut.
 */

/** Always in the cut: what a person types into the birth-date field. */
const ALWAYS = '0123456789';
const CACHE_ENTRIES = 64;
const cuts = new Map<string, Promise<string>>();

function charactersOf(text: string) {
  const set = new Set(`${text}${ALWAYS}`.replace(/\s/g, ''));
  return [...set].sort().join('');
}

/** The font of `weight` with the characters of `text`, as base64 WOFF2; from memory when cut before. */
function cut(weight: FontWeight, text: string): Promise<string> {
  const characters = charactersOf(text);
  const key = `${weight}:${createHash('sha256').update(characters).digest('base64url')}`;
  const cached = cuts.get(key);
  if (cached) {
    // Most recently used last: the oldest goes first.
    cuts.delete(key);
    cuts.set(key, cached);
    return cached;
  }
  const made = renderInWorker({ kind: 'font', weight, text: characters }).then((bytes) => bytes.toString('base64'));
  made.catch(() => cuts.delete(key));
  cuts.set(key, made);
  if (cuts.size > CACHE_ENTRIES) cuts.delete(cuts.keys().next().value as string);
  return made;
}

/** The `@font-face` rules of a page that shows `text`, `bold` of it in bold. */
export async function fontFaceCss(text: string, bold: string): Promise<string> {
  const [regular, boldFont] = await Promise.all([cut('regular', text), cut('bold', bold)]);
  const face = (weight: number, data: string) =>
    `@font-face{font-family:Pretendard;font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format("woff2")}`;
  return face(400, regular) + face(700, boldFont);
}

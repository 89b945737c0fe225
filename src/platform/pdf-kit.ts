import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import { fontkit as loadFontkit } from './pdf-libs.js';

const require = createRequire(import.meta.url);

/**
 * What every PDF of the service (the claim form, the analysis reports) needs of its fonts and text: a font file
 * loaded once per thread, text made printable in it, and word wrapping the Korean way.
 */

export interface PdfFont {
  /** The file's bytes, for pdfkit to parse (and shape) per document. */
  bytes: Buffer;
  /**
   * Parsed once per thread, laid out without OpenType shaping (see `unshaped`): pdfkit takes it instead of the bytes
   * and subsets it per document, so documents share the parsing.
   */
  unshaped: fontkit.Font;
  /** Code points the font can draw; others print as `?` rather than as an empty box. */
  has: (codePoint: number) => boolean;
}

const fonts = new Map<string, PdfFont>();

/** The font file at `path` inside an npm package (`pretendard/dist/…`), read and parsed once per thread. */
export function pdfFont(path: string): PdfFont {
  let loaded = fonts.get(path);
  if (!loaded) {
    const bytes = readFileSync(require.resolve(path));
    const parsed = loadFontkit().create(bytes) as fontkit.Font;
    const known = new Set(parsed.characterSet);
    loaded = { bytes, unshaped: unshaped(parsed), has: (cp) => known.has(cp) };
    fonts.set(path, loaded);
  }
  return loaded;
}

/**
 * The font with a layout that maps characters to glyphs and adds their advances, without OpenType shaping: Hangul
 * syllables, digits and Latin need none, and fontkit's shaping (Pretendard's contextual lookups, run on every measure
 * and draw) took most of a report's time, about 1 s a report. pdfkit accepts any object with `layout` as a font.
 */
function unshaped(font: fontkit.Font): fontkit.Font {
  const layout = (text: string) => {
    const glyphs = font.glyphsForString(text);
    const positions = glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    // A getter, as fontkit's run has: pdfkit scales the positions in place and reads the width after.
    return {
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  return new Proxy(font, {
    get: (target, prop) => (prop === 'layout' ? layout : Reflect.get(target, prop, target)),
  });
}

/**
 * `text` with the characters `font` lacks replaced (control characters by a space, others by `?`), so one odd
 * character cannot fail a document or print as an empty box.
 */
export function printable(text: string, font: PdfFont) {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    out += ch === '\n' || font.has(cp) ? ch : cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ? ' ' : '?';
  }
  return out;
}

/**
 * Breaks text into lines of at most `width` at spaces, as Korean documents do (a word is split only when it alone
 * is wider than a line); pdfkit's own wrapping would break between any two Hangul syllables.
 */
export function wrapWords(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const ch of word) {
        if (line && measure(line + ch) > width) {
          lines.push(line);
          line = '';
        }
        line += ch;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The A4 page in PDF points. */
export const A4 = { width: 595.28, height: 841.89 };

/** The bytes pdfkit writes for `doc`, once it ends: to be called before anything is drawn. */
export function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

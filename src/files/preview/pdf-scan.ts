import { createInflate } from 'node:zlib';
import { headerSize, MAX_SOURCE_PIXELS } from './image-header.js';

/**
 * What a PDF's streams decode to, measured before PDF.js sees the file. PDF.js keeps every stream it decodes whole in
 * native memory (an ArrayBuffer, doubled as it grows), which no V8 heap limit bounds: a 300 KB page of deflated spaces
 * became 700 MB. So every stream that inflates is inflated here first, counted chunk by chunk and thrown away, and a
 * file over the limits is not handed to PDF.js at all.
 */

/** No stream may inflate to more than this: a 600 dpi A4 greyscale scan is 35 MB. */
export const PDF_MAX_STREAM_BYTES = 48 * 2 ** 20;
/** Nor all of a file's streams together to more than this. */
export const PDF_MAX_DECODED_BYTES = 128 * 2 ** 20;

/**
 * Filters whose output size is not measured here (rare since PDF 1.2): a file using one is refused rather than decoded
 * unmeasured (LZW reaches thousands to one, run-length 64 to one).
 */
const UNMEASURED_FILTERS = new Set(['LZWDecode', 'LZW', 'RunLengthDecode', 'RL']);
const TEXT_FILTERS = new Set(['ASCII85Decode', 'A85', 'ASCIIHexDecode', 'AHx']);

/** The names of the file (`/Name`), `#xx` escapes decoded as PDF readers do (`/Encr#79pt` is `/Encrypt`). */
function namesOf(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, raw] of text.matchAll(/\/([^\s()<>[\]{}/%]+)/g)) {
    names.add(
      raw.includes('#') ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))) : raw,
    );
  }
  return names;
}

/** A zlib header (deflate, no preset dictionary), as PDF.js checks it before inflating. */
const zlibHeaderAt = (bytes: Uint8Array, at: number) =>
  at + 1 < bytes.length &&
  (bytes[at] & 0x0f) === 8 &&
  ((bytes[at] << 8) | bytes[at + 1]) % 31 === 0 &&
  (bytes[at + 1] & 0x20) === 0;

/** The first bytes of a stream's output kept to look for a JPEG inside it (`[/FlateDecode /DCTDecode]`). */
const HEAD_BYTES = 256 * 1024;

/**
 * How many bytes `input` inflates to, counting up to `limit + 1` and no further, and the first `HEAD_BYTES` of them; a
 * damaged stream counts what came out before the damage (PDF.js keeps that much too).
 */
function inflated(input: Uint8Array, limit: number): Promise<{ size: number; head: Buffer }> {
  return new Promise((resolve) => {
    let size = 0;
    const head: Buffer[] = [];
    const inflater = createInflate({ chunkSize: 64 * 1024 });
    const done = () => {
      inflater.removeAllListeners();
      inflater.on('error', () => {});
      inflater.destroy();
      resolve({ size, head: Buffer.concat(head) });
    };
    inflater.on('data', (chunk: Buffer) => {
      if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
      size += chunk.length;
      if (size > limit) done();
    });
    inflater.on('end', done);
    inflater.on('error', done);
    inflater.end(input);
  });
}

/**
 * Whether a JPEG in `data` (after any bytes before its first 0xFF, which PDF.js skips) declares more pixels than an
 * image may have: PDF.js decodes it at the size its own header says, whatever the image's dictionary says.
 */
function oversizedJpeg(data: Uint8Array): boolean {
  const at = data.subarray(0, 1024).indexOf(0xff);
  if (at < 0 || data[at + 1] !== 0xd8) return false;
  const declared = headerSize(data.subarray(at), 'image/jpeg');
  return declared !== null && declared.width * declared.height > MAX_SOURCE_PIXELS;
}

/** ASCII85 text (up to `~>`) to bytes. */
function ascii85(text: string): Uint8Array {
  const body = text.split('~')[0] ?? '';
  const out = new Uint8Array(Math.ceil(body.length / 5) * 4 + 4 * (body.split('z').length - 1));
  let length = 0;
  let group = 0;
  let digits = 0;
  const flush = (count: number) => {
    for (let i = 0; i < count; i++) out[length++] = (group >>> (24 - 8 * i)) & 255;
  };
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 0x7a && digits === 0) {
      length += 4;
      continue;
    }
    if (c < 33 || c > 117) continue;
    group = group * 85 + (c - 33);
    if (++digits === 5) {
      flush(4);
      group = 0;
      digits = 0;
    }
  }
  if (digits > 1) {
    const kept = digits - 1;
    while (digits++ < 5) group = group * 85 + 84;
    flush(kept);
  }
  return out.subarray(0, length);
}

/** Hexadecimal text (up to `>`) to bytes. */
function asciiHex(text: string): Uint8Array {
  const digits = (text.split('>')[0] ?? '').replace(/[^0-9a-fA-F]/g, '');
  return Uint8Array.from(Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex'));
}

/**
 * Why the file's streams are too much to decode for a preview, or null when they are within the limits. Every place
 * a stream can start (after each `stream` keyword, with or without its end of line) whose bytes inflate is measured,
 * whatever its dictionary says: what PDF.js could inflate there is counted here.
 */
const jpegRefusal = 'an image of the PDF has too many pixels';

export async function pdfStreamsRefusal(bytes: Uint8Array): Promise<string | null> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const names = namesOf(text);
  // Encrypted streams cannot be measured without decrypting them.
  if (names.has('Encrypt')) return 'an encrypted PDF is not previewed';
  for (const name of names) {
    if (UNMEASURED_FILTERS.has(name)) return `the PDF uses the ${name} filter, which previews do not decode`;
  }
  const textFilters = [...names].some((n) => TEXT_FILTERS.has(n));
  let total = 0;
  for (const match of text.matchAll(/stream/g)) {
    const keyword = match.index;
    if (text.startsWith('end', keyword - 3)) continue;
    const after = keyword + 'stream'.length;
    const starts = new Set([after, after + (/^[ \t\r\n\f\0]*/.exec(text.slice(after, after + 256))?.[0].length ?? 0)]);
    const eol = text.slice(after, after + 256).search(/\r\n|\r|\n/);
    if (eol >= 0) starts.add(after + eol + (text.startsWith('\r\n', after + eol) ? 2 : 1));
    const end = text.indexOf('endstream', after);
    let largest = 0;
    for (const start of starts) {
      if (oversizedJpeg(bytes.subarray(start))) return jpegRefusal;
      const candidates: Uint8Array[] = [];
      if (zlibHeaderAt(bytes, start)) candidates.push(bytes.subarray(start));
      if (textFilters) {
        // Decoded whole only when its first bytes are a zlib header.
        const encoded = text.slice(start, end < 0 ? undefined : end);
        for (const decode of [ascii85, asciiHex]) {
          if (zlibHeaderAt(decode(encoded.slice(0, 32)), 0)) candidates.push(decode(encoded));
        }
      }
      for (const candidate of candidates) {
        const { size, head } = await inflated(candidate, PDF_MAX_STREAM_BYTES);
        if (oversizedJpeg(head)) return jpegRefusal;
        largest = Math.max(largest, size);
      }
    }
    if (largest > PDF_MAX_STREAM_BYTES) {
      return `a stream of the PDF decodes to more than ${PDF_MAX_STREAM_BYTES / 2 ** 20} MB`;
    }
    total += largest;
    if (total > PDF_MAX_DECODED_BYTES) {
      return `the streams of the PDF decode to more than ${PDF_MAX_DECODED_BYTES / 2 ** 20} MB`;
    }
  }
  return null;
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { AppError, badRequest } from '../platform/errors.js';

/**
 * Files of bulk lead imports (purpose `LEAD_IMPORT`): lists of people, so they are stored encrypted with a key of
 * their own (sealed by the PII vault in the file's row: deleting the row shreds the file), never served at a public
 * address, and deleted when their import ends or 24 hours after the upload. Their type is checked by parsing, not by
 * a few leading bytes: a workbook's zip directory is read and every entry inflated within the limits, a text file
 * must hold no NUL byte outside UTF-16.
 */

export type ImportFileFormat = 'csv' | 'xlsx';

/** Limits of a workbook: a zip bomb is refused before any sheet is read. */
export const XLSX_LIMITS = {
  /** Sum of the entries' inflated sizes. */
  totalUncompressed: 300 * 1024 * 1024,
  /** Inflated size over stored size, per entry (entries under `ratioFloor` inflated bytes are not judged). */
  ratio: 100,
  ratioFloor: 64 * 1024,
  entries: 10_000,
};

const MAGIC = Buffer.from('LLI1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const newContentKey = () => randomBytes(32);

/** Encrypts a stream with AES-256-GCM: `LLI1`, the IV, the ciphertext, the tag. */
export function encryptingStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([MAGIC, iv]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(Buffer.concat([MAGIC, iv]));
      const last = cipher.final();
      done(null, Buffer.concat([last, cipher.getAuthTag()]));
    },
  });
}

/** The plain bytes of an encrypted import file; throws when they were altered. */
export function decryptContent(key: Buffer, sealed: Buffer): Buffer {
  if (sealed.length < MAGIC.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('not an encrypted import file');
  }
  const iv = sealed.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(sealed.subarray(MAGIC.length + IV_BYTES, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const unsupported = (detail: string) => badRequest('UNSUPPORTED_SPREADSHEET', detail);
const notOfType = (detail: string) => badRequest('FILE_TYPE_MISMATCH', detail);

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The central directory of a zip held in memory (no ZIP64: an import file is at most 50 MiB). */
export function readZipDirectory(zip: Buffer): ZipEntry[] {
  const min = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= min; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notOfType('The workbook is damaged (no zip directory)');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  if (count > XLSX_LIMITS.entries) throw unsupported('The workbook has too many parts');
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) {
      throw notOfType('The workbook is damaged (zip directory)');
    }
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({
      flags: zip.readUInt16LE(offset + 8),
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      uncompressedSize: zip.readUInt32LE(offset + 24),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The stored (compressed) bytes of an entry. */
function entryData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) throw notOfType('The workbook is damaged (entry)');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw notOfType('The workbook is damaged (entry size)');
  return zip.subarray(start, end);
}

/** Inflated bytes an entry may have: 100:1 of its stored bytes (at least `ratioFloor`), within what the total has left. */
export const entryLimit = (entry: ZipEntry, inflatedSoFar: number) =>
  Math.min(
    Math.max(XLSX_LIMITS.ratioFloor, entry.compressedSize * XLSX_LIMITS.ratio),
    XLSX_LIMITS.totalUncompressed - inflatedSoFar,
  );

/**
 * The inflated bytes of an entry as they come out of the inflater (in chunks of 16 KiB, never the whole part), and
 * never past `limit` bytes: a part's declared size is not trusted.
 */
export async function* inflateEntry(zip: Buffer, entry: ZipEntry, limit: number): AsyncGenerator<Buffer> {
  const data = entryData(zip, entry);
  const tooBig = () => unsupported('The workbook inflates beyond the limits (300 MiB, 100:1 a part)');
  if (entry.method === 0) {
    if (data.length > limit) throw tooBig();
    yield data;
    return;
  }
  if (entry.method !== 8) throw unsupported('The workbook uses a compression method that is not supported');
  const inflater = createInflateRaw();
  inflater.end(data);
  let size = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw tooBig();
      yield chunk;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notOfType('The workbook is damaged (compressed data)');
  } finally {
    inflater.destroy();
  }
}

const MACRO_CONTENT = /macroEnabled|vbaProject/i;

/**
 * Checks an XLSX workbook held in memory: a zip whose parts are neither encrypted nor macro-enabled (`.xlsm`), with a
 * workbook part, within the inflation limits, each part actually inflated to count its bytes (a part's declared size
 * is not trusted). An `.xls` or an encrypted workbook (both OLE compound files) is refused before.
 */
export async function checkXlsx(zip: Buffer): Promise<void> {
  const entries = readZipDirectory(zip);
  if (entries.some((e) => (e.flags & 0x1) !== 0)) throw unsupported('Encrypted workbooks are not supported');
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) {
    throw notOfType('The zip is not an XLSX workbook');
  }
  if (names.has('xl/vbaProject.bin') || [...names].some((n) => n.endsWith('.bin') && n.startsWith('xl/'))) {
    throw unsupported('Macro-enabled workbooks (.xlsm) are not supported; save it as .xlsx');
  }
  let total = 0;
  for (const entry of entries) {
    const isTypes = entry.name === '[Content_Types].xml';
    const kept: Buffer[] = [];
    for await (const chunk of inflateEntry(zip, entry, entryLimit(entry, total))) {
      total += chunk.length;
      if (isTypes) kept.push(chunk);
    }
    if (isTypes && MACRO_CONTENT.test(Buffer.concat(kept).toString('utf8'))) {
      throw unsupported('Macro-enabled workbooks (.xlsm) are not supported; save it as .xlsx');
    }
  }
}

const startsWith = (bytes: Buffer, prefix: Buffer) =>
  bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
/** UTF-16 by its byte-order mark, or without one by the NUL bytes every other byte of Latin and Hangul text has. */
function isUtf16(bytes: Buffer) {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    return true;
  }
  const head = bytes.subarray(0, 4096);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < head.length; i++) if (head[i] === 0) i % 2 === 0 ? even++ : odd++;
  // Only the high (or low) bytes are NUL: binary data has them at both parities.
  return Math.max(even, odd) >= head.length / 6 && Math.min(even, odd) <= Math.max(even, odd) / 20;
}

/**
 * What an import file's bytes are, checked by parsing: `xlsx` for a sound workbook, `csv` for text. An `.xls` or an
 * encrypted workbook (an OLE compound file), a macro-enabled one, or a zip bomb → 400 `UNSUPPORTED_SPREADSHEET`;
 * bytes that are neither a workbook nor text (or not the declared kind) → 400 `FILE_TYPE_MISMATCH`.
 */
export async function checkImportContent(bytes: Buffer, declared: string): Promise<ImportFileFormat> {
  if (startsWith(bytes, CFB)) {
    throw unsupported('.xls files and password-protected workbooks are not supported; save it as .xlsx or CSV');
  }
  const workbookDeclared = declared === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (startsWith(bytes, ZIP)) {
    if (!workbookDeclared) throw notOfType('The file is a zip archive, not text');
    await checkXlsx(bytes);
    return 'xlsx';
  }
  if (workbookDeclared) throw notOfType('The file is not an XLSX workbook');
  if (!isUtf16(bytes) && bytes.includes(0)) throw notOfType('The file is not text (it holds NUL bytes)');
  return 'csv';
}

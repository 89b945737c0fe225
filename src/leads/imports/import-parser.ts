import { isUtf8 } from 'node:buffer';
import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import type { ImportFileFormat } from '../../files/import-files.js';
import type { CodeFor } from '../../platform/error-codes.js';
import { AppError } from '../../platform/errors.js';
import type { LeadField, LeadFieldsInput } from '../core/lead-fields.js';
import { LEAD_FIELDS } from '../core/lead-fields.js';
import { type ConsentCells, type ConsentColumns, consentCells, mapConsentHeader } from './import-consent.js';
import { type SheetCell, workbookRows } from './workbook-reader.js';

/**
 * Reads the rows of an import file, as Korean Excel users really save them: CSV in UTF-8 (with or without a
 * byte-order mark) or CP949, Excel's "Unicode text" (UTF-16LE, tab-separated), or an XLSX workbook (its first
 * sheet, streamed). The first non-empty row is the header; its cells name the lead fields through a table of Korean
 * and English synonyms, or through `columnMapping`. What Excel does to numbers is repaired where it can be (the
 * leading 0 of a phone number, a serial date) and refused where it cannot (a number in exponent form).
 */

export const IMPORT_ENCODINGS = ['UTF-8', 'CP949', 'EUC-KR', 'UTF-16LE'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];

export interface ImportLimits {
  /** Data rows (the header not counted). */
  rows: number;
  columns: number;
  /** Characters of one cell. */
  cellChars: number;
  /** Characters of one CSV record (its cells and separators). */
  recordChars: number;
}

export const IMPORT_LIMITS: ImportLimits = { rows: 200_000, columns: 50, cellChars: 1000, recordChars: 64 * 1024 };

/** Lead field → the header text of the file's column that holds it. */
export type ColumnMapping = Partial<Record<LeadField, string>>;

export interface ParseOptions {
  format: ImportFileFormat;
  encoding?: ImportEncoding;
  columnMapping?: ColumnMapping;
  limits?: ImportLimits;
}

/** What is wrong with one cell of a row (written to errors.csv with the row's number and the column). */
export interface RowIssue {
  /** Spreadsheet letter of the column and its field: `B (phone)`. Never the cell. */
  column: string;
  code: 'CELL_TOO_LONG';
}

export interface ImportRow {
  /** The row's number in the file, the header being row 1 (as a spreadsheet numbers it). */
  row: number;
  fields: LeadFieldsInput;
  /** The cells of the `consent_*` columns (consumer-rights §1), when the file has any. */
  consent: ConsentCells;
  /** The column name errors.csv gives each field of this file. */
  issues: RowIssue[];
}

export interface ImportHeader {
  /** The file's row number of the header. */
  row: number;
  /** 0-based column index of each mapped field. */
  columns: Partial<Record<LeadField, number>>;
  /** 0-based column index of each `consent_*` column. */
  consentColumns: ConsentColumns;
  /** `UTF-8`, `CP949`, `UTF-16LE` or `UTF-16BE` for text; null for a workbook. */
  encoding: string | null;
}

export class ImportFileError extends AppError<CodeFor<400>> {}

const unreadable = (detail: string) =>
  new ImportFileError('IMPORT_FILE_UNREADABLE', detail, { status: 400 }) as ImportFileError;

/** Header synonyms (compared without case, spaces, dots, hyphens, underscores, slashes and brackets). */
const SYNONYMS: Record<LeadField, string[]> = {
  name: ['이름', '성명', '고객명', '고객이름', '성함', '고객성함', 'name', 'fullname', 'customername', 'customer'],
  phone: [
    '휴대폰',
    '휴대폰번호',
    '휴대전화',
    '휴대전화번호',
    '핸드폰',
    '핸드폰번호',
    '연락처',
    '전화',
    '전화번호',
    'hp',
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'cell',
    'cellphone',
    'tel',
    'telephone',
  ],
  email: ['이메일', '메일', '이메일주소', 'email', 'emailaddress', 'mail'],
  region: ['지역', '시도', '광역시도', '거주지역', 'region', 'province', 'area'],
  address: ['주소', '상세주소', 'address'],
  memo: ['메모', '비고', '참고', '참고사항', 'memo', 'note', 'notes', 'remark', 'remarks', 'comment'],
  birth_date: ['생년월일', '생일', '출생일', 'birthdate', 'birthday', 'dateofbirth', 'dob'],
  gender: ['성별', 'gender', 'sex'],
  ssn: ['주민등록번호', '주민번호', 'ssn', 'rrn', 'residentregistrationnumber'],
};

const headerKey = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s._\-/()[\]]/g, '');

const FIELD_OF_SYNONYM = new Map<string, LeadField>(
  LEAD_FIELDS.flatMap((field) => SYNONYMS[field].map((s) => [headerKey(s), field] as const)),
);

/** The spreadsheet letter of a 0-based column: A, B, …, Z, AA, … */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The fields the header's cells name (synonyms, overridden by `columnMapping`); name and phone are required. */
export function mapHeader(cells: string[], mapping: ColumnMapping = {}): Partial<Record<LeadField, number>> {
  const columns: Partial<Record<LeadField, number>> = {};
  const texts = cells.map((c) => c.normalize('NFC').trim());
  for (const [index, text] of texts.entries()) {
    const field = FIELD_OF_SYNONYM.get(headerKey(text));
    if (field && columns[field] === undefined) columns[field] = index;
  }
  for (const field of LEAD_FIELDS) {
    const wanted = mapping[field];
    if (wanted === undefined) continue;
    const index = texts.indexOf(wanted.normalize('NFC').trim());
    if (index < 0) {
      throw new ImportFileError('IMPORT_COLUMN_UNKNOWN', `columnMapping.${field}: the file has no such column`, {
        status: 400,
        errors: [{ field: `columnMapping.${field}`, message: 'names no column of the header row' }],
      });
    }
    columns[field] = index;
  }
  for (const field of ['name', 'phone'] as const) {
    if (columns[field] === undefined) {
      throw new ImportFileError(
        'IMPORT_COLUMN_MISSING',
        `No column holds ${field}: name its header in columnMapping.${field}`,
        { status: 400, errors: [{ field: `columnMapping.${field}`, message: 'no column of the header holds it' }] },
      );
    }
  }
  return columns;
}

// ---------------------------------------------------------------------------------------------------------------
// Text: encodings

const startsWith = (bytes: Buffer, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

export type TextEncoding = 'UTF-8' | 'CP949' | 'UTF-16LE' | 'UTF-16BE';

/**
 * The encoding of a CSV file: by its byte-order mark, else UTF-8 if the whole file is valid UTF-8 (checked over the
 * bytes, no text made), else CP949 (what Korean Excel writes). `encoding` overrides the guess. `body` is the bytes
 * after the mark. Bytes that are not the named UTF-8 → `IMPORT_FILE_UNREADABLE`; CP949 is checked as it decodes.
 */
export function textEncodingOf(bytes: Buffer, encoding?: ImportEncoding): { encoding: TextEncoding; body: Buffer } {
  let body = bytes;
  let detected: TextEncoding | null = null;
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) {
    detected = 'UTF-8';
    body = bytes.subarray(3);
  } else if (startsWith(bytes, 0xff, 0xfe)) {
    detected = 'UTF-16LE';
    body = bytes.subarray(2);
  } else if (startsWith(bytes, 0xfe, 0xff)) {
    detected = 'UTF-16BE';
    body = bytes.subarray(2);
  }
  const chosen = encoding === 'EUC-KR' ? 'CP949' : (encoding ?? detected);
  if (chosen === 'UTF-16LE' || chosen === 'UTF-16BE' || chosen === 'CP949') return { encoding: chosen, body };
  if (isUtf8(body)) return { encoding: 'UTF-8', body };
  if (chosen === 'UTF-8') throw unreadable('The file is not valid UTF-8 (try encoding CP949)');
  return { encoding: 'CP949', body };
}

/** Bytes decoded at a time: the text is never made whole, only this much of it (and csv-parse's current record). */
const DECODE_CHUNK = 64 * 1024;

/**
 * The text of `body`, decoded a chunk at a time (a character split between two chunks is carried over by the
 * decoder). CP949 that does not decode → `IMPORT_FILE_UNREADABLE` at the chunk where it fails.
 */
export function* decodedText(body: Buffer, encoding: TextEncoding): Generator<string> {
  const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
  const decoder =
    encoding === 'UTF-8'
      ? { write: (b: Buffer) => utf8.decode(b, { stream: true }), end: () => utf8.decode() }
      : iconv.getDecoder(encoding === 'CP949' ? 'cp949' : encoding === 'UTF-16LE' ? 'utf16le' : 'utf16be');
  const checked = (text: string) => {
    if (encoding === 'CP949' && text.includes('\ufffd')) throw unreadable('The file is neither UTF-8 nor CP949 text');
    return text;
  };
  for (let at = 0; at < body.length; at += DECODE_CHUNK) {
    const text = checked(decoder.write(body.subarray(at, at + DECODE_CHUNK)));
    if (text) yield text;
  }
  const rest = checked(decoder.end() ?? '');
  if (rest) yield rest;
}
/**
 * Tab when the first line has tabs and no commas (Excel's "text" files), else comma. The first line is read from the
 * text's first chunks, up to one record's limit: a longer first line is refused by the parser whatever the delimiter.
 */
function delimiterOf(firstLine: string, encoding: TextEncoding): string {
  if (encoding.startsWith('UTF-16')) return '\t';
  return firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
}

/** The CSV records of decoded text chunks, streamed: csv-parse holds one record at a time. */
async function* csvRecords(
  text: Iterator<string>,
  encoding: TextEncoding,
  limits: ImportLimits,
): AsyncGenerator<string[]> {
  // The head of the text, up to its first line break (or one record's limit), decides the delimiter.
  let head = '';
  let end = -1;
  let done = false;
  while (end < 0 && head.length <= limits.recordChars) {
    const next = text.next();
    if (next.done) {
      done = true;
      break;
    }
    head += next.value;
    end = head.search(/\r|\n/);
  }
  const delimiter = delimiterOf(end < 0 ? head.slice(0, limits.recordChars + 1) : head.slice(0, end), encoding);
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: limits.recordChars,
  });
  const chunks = function* () {
    if (head) yield head;
    head = '';
    if (done) return;
    for (let next = text.next(); !next.done; next = text.next()) yield next.value;
  };
  // pipeline, not pipe: an error of the source (text that does not decode) fails the parser, hence the iteration.
  // One decoded chunk read ahead, not the 16 of an object stream's default.
  pipeline(Readable.from(chunks(), { highWaterMark: 1 }), parser, () => {});
  try {
    for await (const record of parser as AsyncIterable<string[]>) yield record;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'CSV_MAX_RECORD_SIZE') {
      throw unreadable(`A record is longer than ${limits.recordChars} characters (a quote left open?)`);
    }
    throw unreadable('The file is not valid CSV');
  } finally {
    parser.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Workbooks

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** An Excel serial day number as the calendar date it shows (Korea time: no shift by the server's zone). */
export const serialDate = (serial: number) => ymd(new Date(EXCEL_EPOCH_MS + Math.floor(serial) * 86_400_000));

/** What a cell shows, as text; a date cell as the wall date it shows (`YYYY-MM-DD`). */
function cellText(value: SheetCell, field: LeadField | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    // A day number in a birth-date column is a date Excel shows as one (1900 date system).
    if (field === 'birth_date' && Number.isInteger(value) && value > 0 && value < 100_000) return serialDate(value);
    return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // A date cell is read as the wall date at 00:00 UTC.
  if (value instanceof Date) return ymd(value);
  return value.error;
}

// ---------------------------------------------------------------------------------------------------------------
// Rows

/** Excel's damage to numbers, repaired where the value is certain: a phone or ssn that lost its leading 0. */
export function repairCell(field: LeadField, text: string): string {
  const trimmed = text.trim();
  if (field === 'phone' && /^[1-9]\d{8,9}$/.test(trimmed)) return `0${trimmed}`;
  if (field === 'ssn' && /^\d{12}$/.test(trimmed)) return `0${trimmed}`;
  return trimmed;
}

const isBlank = (cells: (string | undefined)[]) => cells.every((c) => c === undefined || c.trim() === '');

/**
 * The header and the data rows of an import file, lazily. The header is read when `header` is awaited: a file with
 * no usable header fails there (`IMPORT_FILE_UNREADABLE`, `IMPORT_COLUMN_MISSING`, `IMPORT_COLUMN_UNKNOWN`). Rows
 * past the limits fail the iteration with `IMPORT_FILE_UNREADABLE`. Blank rows are skipped (their numbers kept).
 */
export async function openImportFile(bytes: Buffer, options: ParseOptions) {
  const limits = options.limits ?? IMPORT_LIMITS;
  let encoding: string | null = null;
  let source: AsyncGenerator<{ number: number; cells: (string | undefined)[]; raw?: SheetCell[] }>;
  if (options.format === 'xlsx') {
    source = (async function* () {
      for await (const r of workbookRows(bytes)) yield { number: r.number, cells: [], raw: r.values };
    })();
  } else {
    const text = textEncodingOf(bytes, options.encoding);
    encoding = text.encoding;
    // CP949 is known good only once all of it has decoded: a first pass, that keeps no text, refuses it here (before
    // any row) as reading the whole text did.
    if (text.encoding === 'CP949') for (const _ of decodedText(text.body, 'CP949'));
    source = (async function* () {
      let number = 0;
      for await (const record of csvRecords(decodedText(text.body, text.encoding), text.encoding, limits)) {
        number++;
        yield { number, cells: record };
      }
    })();
  }
  const iterator = source[Symbol.asyncIterator]();

  const checkWidth = (width: number) => {
    if (width > limits.columns) throw unreadable(`A row has more than ${limits.columns} columns`);
  };

  // The header: the first row with a value.
  let headerRow = 0;
  let columns: Partial<Record<LeadField, number>> = {};
  let consentColumns: ConsentColumns = {};
  for (;;) {
    const next = await iterator.next();
    if (next.done) throw unreadable('The file has no header row');
    const cells = next.value.raw ? next.value.raw.map((v) => cellText(v, undefined)) : next.value.cells;
    if (isBlank(cells)) continue;
    while (cells.length > 0 && (cells[cells.length - 1] ?? '').trim() === '') cells.pop();
    checkWidth(cells.length);
    headerRow = next.value.number;
    consentColumns = mapConsentHeader(cells.map((c) => c ?? ''));
    columns = mapHeader(
      cells.map((c) => c ?? ''),
      options.columnMapping,
    );
    break;
  }
  const mapped = LEAD_FIELDS.filter((f) => columns[f] !== undefined).map((f) => [f, columns[f] as number] as const);
  const fieldAt = new Map(mapped.map(([f, i]) => [i, f]));
  const header: ImportHeader = { row: headerRow, columns, consentColumns, encoding };

  async function* rows(): AsyncGenerator<ImportRow> {
    let count = 0;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      const { number, raw } = next.value;
      const cells = raw ? raw.map((v, i) => cellText(v, fieldAt.get(i))) : next.value.cells;
      if (isBlank(cells)) continue;
      let width = cells.length;
      while (width > 0 && (cells[width - 1] ?? '').trim() === '') width--;
      checkWidth(width);
      if (++count > limits.rows) throw unreadable(`The file has more than ${limits.rows} data rows`);
      const issues: RowIssue[] = [];
      for (const [index, cell] of cells.entries()) {
        if (cell !== undefined && cell.length > limits.cellChars) {
          const field = fieldAt.get(index);
          issues.push({ column: `${columnLetter(index)}${field ? ` (${field})` : ''}`, code: 'CELL_TOO_LONG' });
        }
      }
      const fields: LeadFieldsInput = {};
      for (const [field, index] of mapped) {
        const cell = cells[index];
        if (cell === undefined) continue;
        const value = repairCell(field, cell);
        if (value !== '') fields[field] = value;
      }
      yield { row: number, fields, consent: consentCells(cells, consentColumns), issues };
    }
  }

  return { header, rows: rows(), close: () => iterator.return?.(undefined) };
}

/** The column name errors.csv gives a field of a file: its letter and the field (`B (phone)`). */
export const columnOf = (header: ImportHeader, field: LeadField) => {
  const index = header.columns[field];
  return index === undefined ? field : `${columnLetter(index)} (${field})`;
};

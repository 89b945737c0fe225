import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { entryLimit, inflateEntry, readZipDirectory, type ZipEntry } from '../../files/import-files.js';
import { AppError, badRequest } from '../../platform/errors.js';

/**
 * The rows of an XLSX workbook's first sheet, streamed from the zip held in memory, without exceljs's reader: that
 * reader takes the zip's parts in the order they are stored, and Excel (like exceljs and most writers) stores the
 * sheets before `sharedStrings.xml`, so it wrote the whole sheet, decrypted, to a temporary file until the strings
 * arrived, then kept every shared string as a JS string and built a row object with its cells and styles for each row.
 * Here the zip's directory gives each part directly: the workbook (which sheet is first, the 1904 date system), the
 * styles (which cell styles are dates), the shared strings — kept as UTF-8 bytes in one buffer, not as strings — and
 * then the sheet, parsed as it inflates, one row at a time. Every part is inflated within the upload's limits (100:1,
 * 300 MiB in all). See docs/decisions/leads.md, "Lead imports".
 */

/** A cell's value as the sheet stores it: text, a number, a boolean, a date (a number in a date style), an error. */
export type SheetCell = string | number | boolean | Date | { error: string } | undefined;

export interface SheetRow {
  /** The row's number in the sheet (1-based). */
  number: number;
  /** Values by 0-based column; a column without a cell is a hole. */
  values: SheetCell[];
}

const unreadable = (detail: string) => badRequest('IMPORT_FILE_UNREADABLE', detail);

/** Excel's widest sheet (XFD): a cell reference beyond it is damage, not data. */
const MAX_COLUMNS = 16_384;

/** Shared strings as UTF-8 bytes in one growing buffer and their end offsets: a few bytes each instead of a JS string. */
class SharedStrings {
  private bytes = Buffer.allocUnsafe(64 * 1024);
  private ends = new Uint32Array(1024);
  private used = 0;
  count = 0;

  add(text: string) {
    const need = Buffer.byteLength(text);
    if (this.used + need > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + need));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.used += this.bytes.write(text, this.used);
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.count++] = this.used;
  }

  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    return this.bytes.toString('utf8', index === 0 ? 0 : this.ends[index - 1], this.ends[index]);
  }
}

/** Excel's escapes of characters XML cannot hold (`_x000D_`); `_x005F_` escapes a literal `_x`. */
const unescapeXstring = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;

/** The element's name without its namespace prefix (`x:row` → `row`). */
const local = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

interface XmlHandlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/** A SAX parser over a part's inflated text, calling `handlers` with element names stripped of their prefix. */
function xmlParser(handlers: XmlHandlers) {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  const { open, close, text } = handlers;
  if (open) parser.on('opentag', (tag: SaxesTagPlain) => open(local(tag.name), tag.attributes));
  if (close) parser.on('closetag', (tag: SaxesTagPlain) => close(local(tag.name)));
  if (text) parser.on('text', text);
  return parser;
}

/** A built-in number format that shows a date or a time (Excel's list, with the Korean and other East Asian ones). */
const BUILTIN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** Whether a format code shows a date (exceljs's test: date letters outside quotes and brackets). */
export const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** The 0-based column of a cell reference (`AB12` → 27); -1 when it is not one. */
export function columnOfRef(ref: string): number {
  let column = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code >= 65 && code <= 90) column = column * 26 + (code - 64);
    else if (code >= 97 && code <= 122) column = column * 26 + (code - 96);
    else break;
    if (column > MAX_COLUMNS) return -1;
  }
  return i === 0 ? -1 : column - 1;
}

const EXCEL_UNIX_DAYS = 25_569;

/** The workbook's parts, by name, each inflated within the limits (the total counted over everything read). */
class Parts {
  private readonly byName = new Map<string, ZipEntry>();
  private inflated = 0;

  constructor(private readonly zip: Buffer) {
    for (const entry of readZipDirectory(zip)) if (!this.byName.has(entry.name)) this.byName.set(entry.name, entry);
  }

  has(name: string) {
    return this.byName.has(name);
  }

  /** The part's text as it inflates (UTF-8, decoded chunk by chunk). */
  async *text(name: string): AsyncGenerator<string> {
    const entry = this.byName.get(name);
    if (!entry) return;
    const decoder = new TextDecoder('utf-8');
    for await (const chunk of inflateEntry(this.zip, entry, entryLimit(entry, this.inflated))) {
      this.inflated += chunk.length;
      yield decoder.decode(chunk, { stream: true });
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  }

  /** Parses a whole part with `handlers`; a part the workbook does not have (no strings, no styles) is empty. */
  async parse(name: string, handlers: XmlHandlers) {
    if (!this.has(name)) return;
    const parser = xmlParser(handlers);
    for await (const text of this.text(name)) parser.write(text);
    parser.close();
  }
}

/** `Target` of a relationship, as a part name (relative to `xl/`, or absolute). */
const partName = (target: string) => {
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') out.pop();
    else if (segment !== '.' && segment !== '') out.push(segment);
  }
  return out.join('/');
};

const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

interface WorkbookInfo {
  sheet: string;
  date1904: boolean;
  /** Per cell style (`s`): whether it shows a date. */
  dateStyles: boolean[];
  strings: SharedStrings;
}

/** What the sheet needs before its first row: which sheet, the date system, the date styles, the shared strings. */
async function readWorkbook(parts: Parts): Promise<WorkbookInfo> {
  let firstSheetRel: string | null = null;
  let date1904 = false;
  await parts.parse('xl/workbook.xml', {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name === 'sheet' && firstSheetRel === null) {
        const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'));
        firstSheetRel = id ? id[1] : null;
      }
    },
  });
  const targets = new Map<string, string>();
  let stylesPart = 'xl/styles.xml';
  let stringsPart = 'xl/sharedStrings.xml';
  await parts.parse('xl/_rels/workbook.xml.rels', {
    open(name, attributes) {
      if (name !== 'Relationship' || !attributes.Target) return;
      targets.set(attributes.Id, partName(attributes.Target));
      if (attributes.Type === `${RELATIONSHIP}styles`) stylesPart = partName(attributes.Target);
      if (attributes.Type === `${RELATIONSHIP}sharedStrings`) stringsPart = partName(attributes.Target);
    },
  });
  const sheet = firstSheetRel === null ? undefined : targets.get(firstSheetRel);
  if (!sheet || !parts.has(sheet)) throw unreadable('The workbook has no sheet');

  const formats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  await parts.parse(stylesPart, {
    open(name, attributes) {
      if (name === 'numFmt') formats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styleFormats.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  const dateStyles = styleFormats.map((id) => {
    const code = formats.get(id);
    return code === undefined ? BUILTIN_DATE_FORMATS.has(id) : isDateFormat(code);
  });

  const strings = new SharedStrings();
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await parts.parse(stringsPart, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    text(text) {
      if (inText && current !== null) current += text;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && current !== null) {
        strings.add(unescapeXstring(current));
        current = null;
      }
    },
  });
  return { sheet, date1904, dateStyles, strings };
}

/**
 * The first sheet's rows, in order, as the sheet stores them (rows and cells without a value are absent). A workbook
 * that does not parse → `IMPORT_FILE_UNREADABLE`; one that inflates beyond the limits → `UNSUPPORTED_SPREADSHEET`.
 */
export async function* workbookRows(zip: Buffer): AsyncGenerator<SheetRow> {
  try {
    const parts = new Parts(zip);
    const { sheet, date1904, dateStyles, strings } = await readWorkbook(parts);

    const ready: SheetRow[] = [];
    let inData = false;
    let row: SheetRow | null = null;
    let lastRow = 0;
    let nextColumn = 0;
    // The cell being read.
    let column = -1;
    let type = 'n';
    let style = 0;
    let value: string | null = null;
    let inline: string | null = null;
    let into: 'v' | 't' | null = null;
    let phonetic = 0;

    const cellValue = (): SheetCell => {
      switch (type) {
        case 's':
          return value === null ? undefined : strings.get(Number(value));
        case 'inlineStr':
          return inline === null ? (value ?? undefined) : unescapeXstring(inline);
        case 'str':
          return value === null ? undefined : unescapeXstring(value);
        case 'b':
          return value === null ? undefined : Number(value) !== 0;
        case 'e':
          return value === null ? undefined : { error: value };
        case 'd': {
          const date = value === null ? null : new Date(value);
          return date && !Number.isNaN(date.getTime()) ? date : undefined;
        }
        default: {
          if (value === null || value.trim() === '') return undefined;
          const number = Number(value);
          if (Number.isNaN(number)) return undefined;
          if (!dateStyles[style]) return number;
          const days = number - EXCEL_UNIX_DAYS + (date1904 ? 1462 : 0);
          return new Date(Math.round(days * 86_400_000));
        }
      }
    };

    const parser = xmlParser({
      open(name, attributes) {
        if (name === 'sheetData') inData = true;
        else if (!inData) return;
        else if (name === 'row') {
          const number = attributes.r === undefined ? lastRow + 1 : Number(attributes.r);
          if (!Number.isInteger(number) || number < 1) throw unreadable('The workbook cannot be read (a row number)');
          row = { number, values: [] };
          nextColumn = 0;
        } else if (name === 'c' && row) {
          column = attributes.r === undefined ? nextColumn : columnOfRef(attributes.r);
          if (column < 0 || column >= MAX_COLUMNS) throw unreadable('The workbook cannot be read (a cell reference)');
          type = attributes.t ?? 'n';
          style = attributes.s === undefined ? 0 : Number(attributes.s);
          value = null;
          inline = null;
        } else if (column >= 0) {
          if (name === 'v') {
            into = 'v';
            value = '';
          } else if (name === 'is') inline = '';
          else if (name === 'rPh') phonetic++;
          else if (name === 't' && inline !== null && phonetic === 0) into = 't';
        }
      },
      text(text) {
        if (into === 'v') value += text;
        else if (into === 't') inline += text;
      },
      close(name) {
        if (name === 'v' || name === 't') into = null;
        else if (name === 'rPh') phonetic--;
        else if (name === 'c' && row && column >= 0) {
          const cell = cellValue();
          if (cell !== undefined) row.values[column] = cell;
          nextColumn = column + 1;
          column = -1;
        } else if (name === 'row' && row) {
          ready.push(row);
          lastRow = row.number;
          row = null;
        } else if (name === 'sheetData') inData = false;
      },
    });
    for await (const text of parts.text(sheet)) {
      parser.write(text);
      if (ready.length > 0) yield* ready.splice(0);
    }
    parser.close();
    if (ready.length > 0) yield* ready.splice(0);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable('The workbook cannot be read');
  }
}

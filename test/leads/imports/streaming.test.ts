import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { openImportFile, type ParseOptions } from '../../../src/leads/imports/import-parser.js';

// The import reads its file as a stream: what it keeps while reading is a record (and, for a workbook, the shared
// strings as UTF-8 bytes outside the JS heap), never the decoded text nor a string per cell. Judged by the live heap
// after full collections taken mid-file (no timing, no sampling): holding the text whole would keep several MB there.

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const liveHeap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const CSV_ROWS = 100_000;
const XLSX_ROWS = 60_000;
const row = (i: number) => {
  const d = String(i).padStart(8, '0');
  return [`고객${i}`, `010-${d.slice(0, 4)}-${d.slice(4)}`, `서울`, `메모 ${i} 가나다라마바사아자차카타파하`];
};
const HEADER = ['이름', '휴대폰', '지역', '메모'];

/** The most the live heap grew over its state before opening the file, at a collection every 10,000 rows. */
async function heapGrowthWhileReading(bytes: Buffer, options: ParseOptions, rows: number) {
  // The file read once before: the parser's compiled and optimized code is not what the file costs.
  for await (const _ of (await openImportFile(bytes, options)).rows);
  const before = liveHeap();
  let most = 0;
  let count = 0;
  const file = await openImportFile(bytes, options);
  for await (const r of file.rows) {
    assert.ok(r.fields.phone);
    if (++count % 10_000 === 0) most = Math.max(most, liveHeap() - before);
  }
  assert.equal(count, rows);
  return most;
}

test('a large CSV (UTF-8, CP949) is decoded and parsed as a stream: its text is never held whole', async () => {
  const text = `${HEADER.join(',')}\r\n${Array.from({ length: CSV_ROWS }, (_, i) => row(i).join(',')).join('\r\n')}\r\n`;
  // As a JS string the text takes 2 bytes a character (it holds Hangul).
  const textBytes = text.length * 2;
  for (const [encoding, encode] of [
    ['UTF-8', (t: string) => Buffer.from(t)],
    ['CP949', (t: string) => iconv.encode(t, 'cp949')],
  ] as const) {
    const grew = await heapGrowthWhileReading(encode(text), { format: 'csv' }, CSV_ROWS);
    assert.ok(grew < textBytes / 4, `${encoding}: the live heap grew ${grew} bytes; the text is ${textBytes}`);
  }
});

test('a large workbook is read as a stream: its shared strings are not kept as strings, its sheet not whole', async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('고객');
  sheet.addRow(HEADER);
  for (let i = 0; i < XLSX_ROWS; i++) sheet.addRow(row(i));
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  // The sheet's strings as JS strings: at least 2 bytes a character.
  const stringBytes = Array.from({ length: XLSX_ROWS }, (_, i) => row(i))
    .flat()
    .reduce((sum, cell) => sum + cell.length * 2, 0);
  const grew = await heapGrowthWhileReading(bytes, { format: 'xlsx' }, XLSX_ROWS);
  assert.ok(grew < stringBytes / 2, `the live heap grew ${grew} bytes; the strings are ${stringBytes}`);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import JSZip from 'jszip';
import { openImportFile } from '../../../src/leads/imports/import-parser.js';
import { columnOfRef, isDateFormat, workbookRows } from '../../../src/leads/imports/workbook-reader.js';
import { AppError } from '../../../src/platform/errors.js';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook as Excel stores one: shared strings, styles, one sheet; `date1904` as a Mac Excel workbook has it. */
async function workbook(sheetData: string, options: { date1904?: boolean } = {}) {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file(
    'xl/workbook.xml',
    `<workbook xmlns="${NS}" xmlns:r="${REL}"><workbookPr${options.date1904 ? ' date1904="1"' : ''}/>` +
      '<sheets><sheet name="고객" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  );
  // Styles: 0 General, 1 the built-in date (14), 2 a Korean custom date, 3 a built-in number format (4: #,##0.00).
  zip.file(
    'xl/styles.xml',
    `<styleSheet xmlns="${NS}"><numFmts count="1">` +
      '<numFmt numFmtId="176" formatCode="yyyy&quot;년&quot; m&quot;월&quot; d&quot;일&quot;"/></numFmts>' +
      '<cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs>' +
      '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="176"/><xf numFmtId="4"/></cellXfs>' +
      '</styleSheet>',
  );
  // Shared strings: the header, a rich string with a phonetic reading (not part of the text), Excel's escapes.
  zip.file(
    'xl/sharedStrings.xml',
    `<sst xmlns="${NS}"><si><t>이름</t></si><si><t>휴대폰</t></si><si><t>생년월일</t></si><si><t>메모</t></si>` +
      '<si><r><t>김</t></r><r><t>하나</t></r><rPh sb="0" eb="1"><t>キム</t></rPh></si>' +
      '<si><t xml:space="preserve">첫_x000A_둘 _x005F_x000D_</t></si></sst>',
  );
  zip.file('xl/worksheets/sheet1.xml', `<worksheet xmlns="${NS}"><sheetData>${sheetData}</sheetData></worksheet>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const DATED =
  '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c>' +
  '<c r="D1" t="s"><v>3</v></c></row>' +
  '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2" t="inlineStr"><is><t>010-0000-9001</t></is></c>' +
  '<c r="C2" s="1"><v>33000</v></c><c r="D2" t="s"><v>5</v></c></row>' +
  '<row r="3"><c r="A3" t="inlineStr"><is><t>박둘</t></is></c><c r="B3" t="inlineStr"><is><t>010-0000-9002</t></is></c>' +
  '<c r="C3" s="2"><v>33000.75</v></c><c r="D3" s="3"><v>1234.5</v></c></row>';

async function fieldsOf(bytes: Buffer) {
  const file = await openImportFile(bytes, { format: 'xlsx' });
  const rows = [];
  for await (const row of file.rows) rows.push(row.fields);
  return rows;
}

test('cell references: letters to a 0-based column, past XFD or without letters → -1', () => {
  assert.deepEqual(
    ['A1', 'Z9', 'AA1', 'ab12', 'XFD1048576', 'XFE1', '12', ''].map(columnOfRef),
    [0, 25, 26, 27, 16_383, -1, -1, -1],
  );
});

test('a number format shows a date when it has date letters outside quotes and brackets', () => {
  for (const code of ['yyyy-mm-dd', 'yyyy"년" m"월" d"일"', '[$-412]yyyy-mm-dd', 'h:mm', 'mmm d']) {
    assert.equal(isDateFormat(code), true, code);
  }
  for (const code of ['General', '0.00', '#,##0', '"day "0', '[Red]0', '@']) {
    assert.equal(isDateFormat(code), false, code);
  }
});

test('XLSX date cells (built-in and custom date styles) read as the date Excel shows, in the 1900 and 1904 date systems', async () => {
  const expected = (date: string) => [
    { name: '김하나', phone: '010-0000-9001', birth_date: date, memo: '첫\n둘 _x000D_' },
    { name: '박둘', phone: '010-0000-9002', birth_date: date, memo: '1234.5' },
  ];
  assert.deepEqual(await fieldsOf(await workbook(DATED)), expected('1990-05-07'));
  // Mac Excel's 1904 system: the same serial is 1,462 days later.
  assert.deepEqual(await fieldsOf(await workbook(DATED, { date1904: true })), expected('1994-05-08'));
});

test('a sheet that inflates past 100:1 is refused while it is read → UNSUPPORTED_SPREADSHEET', async () => {
  // Blank text between rows: 8 MiB that deflate to a few KiB.
  const bytes = await workbook(`<row r="1"><c t="inlineStr"><is><t>이름</t></is></c></row>${' '.repeat(8 << 20)}`);
  await assert.rejects(
    async () => {
      for await (const _ of workbookRows(bytes));
    },
    (error: unknown) => error instanceof AppError && error.code === 'UNSUPPORTED_SPREADSHEET',
  );
});

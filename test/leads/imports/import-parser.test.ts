import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import iconv from 'iconv-lite';
import JSZip from 'jszip';
import { checkImportContent } from '../../../src/files/import-files.js';
import {
  columnLetter,
  decodedText,
  IMPORT_LIMITS,
  type ImportRow,
  openImportFile,
  type ParseOptions,
  serialDate,
  textEncodingOf,
} from '../../../src/leads/imports/import-parser.js';
import { AppError } from '../../../src/platform/errors.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function read(bytes: Buffer, options: Partial<ParseOptions> = {}) {
  const format = options.format ?? (await checkImportContent(bytes, options.format === 'xlsx' ? 'x' : 'text/csv'));
  const file = await openImportFile(bytes, { format, ...options });
  const rows: ImportRow[] = [];
  for await (const row of file.rows) rows.push(row);
  return { header: file.header, rows };
}

async function refused(call: () => Promise<unknown>, code: string, detail?: RegExp) {
  await assert.rejects(call, (error: unknown) => {
    assert.ok(error instanceof AppError, String(error));
    assert.equal(error.code, code);
    if (detail) assert.match(error.message, detail);
    return true;
  });
}

test('UTF-8 with a byte-order mark: Korean headers mapped, quoted commas kept, row numbers as a spreadsheet shows', async () => {
  const { header, rows } = await read(fixture('utf8-bom.csv'));
  assert.equal(header.encoding, 'UTF-8');
  assert.deepEqual(header.columns, { name: 0, phone: 1, email: 2, region: 3, birth_date: 4, gender: 5, memo: 6 });
  assert.deepEqual(
    rows.map((r) => r.row),
    [2, 3, 4],
  );
  assert.equal(rows[0].fields.name, '김하나');
  assert.equal(rows[2].fields.memo, '쉼표, 포함');
  assert.equal(rows[1].fields.email, undefined, 'an empty cell is absent');
});

test('UTF-8 without a byte-order mark is read as UTF-8 (the whole file is checked)', async () => {
  const { header, rows } = await read(fixture('utf8.csv'));
  assert.equal(header.encoding, 'UTF-8');
  assert.equal(rows.length, 3);
  assert.equal(rows[0].fields.name, '김하나');
});

test('CP949 (Korean Excel’s CSV) is detected when the file is not UTF-8', async () => {
  const { header, rows } = await read(fixture('cp949.csv'));
  assert.equal(header.encoding, 'CP949');
  assert.deepEqual(header.columns, { name: 0, phone: 1, region: 2, memo: 3 });
  assert.deepEqual(
    rows.map((r) => r.fields.name),
    ['최가람', '정나래', '한다솜', '오라온', '유마루'],
  );
});

test('a late non-ASCII byte decides too: UTF-8 is judged over the whole file, not its head', async () => {
  const text = `이름,휴대폰\n${'김하나,010-0000-0001\n'.repeat(20_000)}마지막,010-0000-0002\n`;
  const { header, rows } = await read(iconv.encode(text, 'cp949'));
  assert.equal(header.encoding, 'CP949');
  assert.equal(rows[rows.length - 1].fields.name, '마지막');
});

test('UTF-16LE with its byte-order mark is read tab-separated (Excel’s Unicode text)', async () => {
  const { header, rows } = await read(fixture('utf16le.txt'));
  assert.equal(header.encoding, 'UTF-16LE');
  assert.deepEqual(
    rows.map((r) => [r.fields.name, r.fields.phone, r.fields.region]),
    [
      ['강바다', '010-0000-3001', '대전'],
      ['조하늘', '010-0000-3002', '세종'],
    ],
  );
});

test('the encoding override wins over the guess; EUC-KR is read as CP949; a wrong UTF-8 override is refused', async () => {
  const cp949 = fixture('cp949.csv');
  assert.equal((await read(cp949, { encoding: 'EUC-KR' })).header.encoding, 'CP949');
  await refused(() => read(cp949, { encoding: 'UTF-8' }), 'IMPORT_FILE_UNREADABLE', /UTF-8/);
  const utf16 = fixture('utf16le.txt').subarray(2);
  assert.equal((await read(utf16, { encoding: 'UTF-16LE' })).rows[0].fields.name, '강바다');
});

test('bytes neither UTF-8 nor CP949 → IMPORT_FILE_UNREADABLE', async () => {
  await refused(() => read(fixture('undecodable.csv')), 'IMPORT_FILE_UNREADABLE');
});

test('CP949 that stops decoding far past the header is refused when the file is opened, before any row', async () => {
  const lines = ['이름,휴대폰'];
  for (let i = 0; i < 5000; i++) lines.push(`고객${i},010-0000-${String(i).padStart(4, '0')}`);
  const good = iconv.encode(`${lines.join('\r\n')}\r\n`, 'cp949');
  // Well past the first chunks the header is read from.
  assert.ok(good.length > 64 * 1024);
  const bytes = Buffer.concat([good, Buffer.from([0xff, 0xff, 0xfe, 0x2c, 0x31, 0x0a])]);
  await refused(() => openImportFile(bytes, { format: 'csv' }), 'IMPORT_FILE_UNREADABLE', /CP949/);
});

test('English headers and tab-separated UTF-8 are understood', async () => {
  const english = await read(fixture('english.csv'));
  assert.deepEqual(english.header.columns, { name: 0, phone: 1, email: 2, region: 3, birth_date: 4, gender: 5 });
  const tabs = await read(fixture('tabs.tsv'));
  assert.deepEqual(tabs.rows[0].fields, { name: '윤소리', phone: '010-0000-4101' });
});

test('columnMapping names the columns no synonym knows; a header it names that is not there → IMPORT_COLUMN_UNKNOWN', async () => {
  const bytes = fixture('custom-headers.csv');
  await refused(() => read(bytes), 'IMPORT_COLUMN_MISSING');
  const { rows } = await read(bytes, { columnMapping: { name: '고객 성함', phone: 'HP 번호' } });
  assert.deepEqual(rows[0].fields, { name: '임보라', phone: '010-0000-5001' });
  await refused(() => read(bytes, { columnMapping: { name: '고객 성함', phone: '전화' } }), 'IMPORT_COLUMN_UNKNOWN');
});

test('a file with no phone column → IMPORT_COLUMN_MISSING; an empty file → IMPORT_FILE_UNREADABLE', async () => {
  await refused(() => read(fixture('no-phone-column.csv')), 'IMPORT_COLUMN_MISSING', /phone/);
  await refused(() => read(Buffer.from('\n\n')), 'IMPORT_FILE_UNREADABLE', /header/);
});

test('Excel damage: a phone’s lost leading 0 is restored; exponent forms are passed on to be refused', async () => {
  const { rows } = await read(fixture('excel-damage.csv'));
  assert.equal(rows[0].fields.phone, '01000006001');
  assert.equal(rows[1].fields.phone, '1.00001E+10');
  assert.equal(rows[2].fields.ssn, '9.00101E+12');
});

test('XLSX: first sheet only, a number phone gets its 0 back, date cells and serial dates read as Korea-time dates', async () => {
  const { header, rows } = await read(fixture('leads.xlsx'), { format: 'xlsx' });
  assert.equal(header.encoding, null);
  assert.deepEqual(
    rows.map((r) => r.fields.name),
    ['권여름', '홍가을', '전겨울'],
  );
  assert.equal(rows[0].fields.phone, '01000007001');
  assert.equal(rows[0].fields.birth_date, '1991-05-17');
  assert.equal(rows[1].fields.birth_date, '1990-05-07');
  assert.equal(serialDate(33000), '1990-05-07');
  assert.equal(serialDate(1), '1899-12-31');
});

test('limits: columns, data rows, characters of a record → IMPORT_FILE_UNREADABLE; a long cell is a row issue', async () => {
  const wide = `${Array.from({ length: 51 }, (_, i) => (i === 0 ? '이름' : i === 1 ? '휴대폰' : `c${i}`)).join(',')}\n`;
  await refused(() => read(Buffer.from(wide)), 'IMPORT_FILE_UNREADABLE', /50 columns/);
  const limits = { ...IMPORT_LIMITS, rows: 3 };
  const four = `이름,휴대폰\n${'김,010-0000-0001\n'.repeat(4)}`;
  await refused(() => read(Buffer.from(four), { limits }), 'IMPORT_FILE_UNREADABLE', /3 data rows/);
  assert.equal((await read(Buffer.from(`이름,휴대폰\n${'김,010-0000-0001\n'.repeat(3)}`), { limits })).rows.length, 3);
  const open = `이름,휴대폰\n"${'x'.repeat(IMPORT_LIMITS.recordChars + 10)}\n`;
  await refused(() => read(Buffer.from(open)), 'IMPORT_FILE_UNREADABLE', /longer than/);
  const long = await read(Buffer.from(`이름,휴대폰,메모\n김,010-0000-0001,${'x'.repeat(1001)}\n`));
  assert.deepEqual(long.rows[0].issues, [{ column: 'C (memo)', code: 'CELL_TOO_LONG' }]);
});

test('the real row limit is 200,000 data rows', async () => {
  const body = '김,010-0000-0001\n'.repeat(IMPORT_LIMITS.rows);
  assert.equal((await read(Buffer.from(`이름,휴대폰\n${body}`))).rows.length, 200_000);
  await refused(() => read(Buffer.from(`이름,휴대폰\n${body}김,010\n`)), 'IMPORT_FILE_UNREADABLE', /200000/);
});

test('blank rows are skipped and keep the numbering; column letters go past Z', async () => {
  const { rows } = await read(Buffer.from('\n이름,휴대폰\n\n,\n김,010-0000-0001\n'));
  assert.deepEqual(
    rows.map((r) => r.row),
    [5],
  );
  assert.deepEqual([0, 25, 26, 49].map(columnLetter), ['A', 'Z', 'AA', 'AX']);
  const bom = textEncodingOf(Buffer.from([0xef, 0xbb, 0xbf, 0x41]));
  assert.equal([...decodedText(bom.body, bom.encoding)].join(''), 'A');
});

test('XLSX as other writers store it: no shared strings or styles part, inline and rich strings, prefixed tags, cells without references', async () => {
  const zip = new JSZip();
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file(
    'xl/workbook.xml',
    `<x:workbook xmlns:x="${ns}" xmlns:rel="${rel}"><x:workbookPr date1904="1"/><x:sheets>` +
      '<x:sheet name="첫" sheetId="2" rel:id="rIdA"/><x:sheet name="둘" sheetId="1" rel:id="rIdB"/></x:sheets></x:workbook>',
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rIdB" Type="${rel}/worksheet" Target="/xl/worksheets/sheet1.xml"/>` +
      `<Relationship Id="rIdA" Type="${rel}/worksheet" Target="worksheets/../worksheets/data.xml"/></Relationships>`,
  );
  const inline = (text: string) => `<x:c t="inlineStr"><x:is><x:t>${text}</x:t></x:is></x:c>`;
  zip.file(
    'xl/worksheets/data.xml',
    `<x:worksheet xmlns:x="${ns}"><x:sheetData>` +
      `<x:row>${inline('이름')}${inline('휴대폰')}${inline('메모')}<x:c t="inlineStr"><x:is><x:t>생년월일</x:t></x:is></x:c></x:row>` +
      '<x:row><x:c t="inlineStr"><x:is><x:r><x:t>김</x:t></x:r><x:r><x:t>하나</x:t></x:r>' +
      '<x:rPh sb="0" eb="1"><x:t>キム</x:t></x:rPh></x:is></x:c>' +
      '<x:c><x:v>1000008001</x:v></x:c><x:c t="str"><x:f>A2&amp;"!"</x:f><x:v>a &amp; b_x000D_</x:v></x:c>' +
      '<x:c r="D2"><x:v>32000</x:v></x:c></x:row>' +
      `<x:row r="5">${inline('박둘')}${inline('010-0000-8002')}<x:c t="b"><x:v>1</x:v></x:c></x:row>` +
      '</x:sheetData></x:worksheet>',
  );
  zip.file(
    'xl/worksheets/sheet1.xml',
    `<worksheet xmlns="${ns}"><sheetData><row r="1"><c t="inlineStr"><is><t>무시됨</t></is></c></row></sheetData></worksheet>`,
  );
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  const { header, rows } = await read(bytes, { format: 'xlsx' });
  assert.deepEqual(header.columns, { name: 0, phone: 1, memo: 2, birth_date: 3 });
  assert.deepEqual(
    rows.map((r) => [r.row, r.fields]),
    [
      [2, { name: '김하나', phone: '01000008001', memo: 'a & b', birth_date: '1987-08-11' }],
      [5, { name: '박둘', phone: '010-0000-8002', memo: 'TRUE' }],
    ],
  );
});

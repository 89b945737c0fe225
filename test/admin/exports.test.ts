import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index.js';
import { csvDocument, EXPORT_CAP, exportList, neutraliseCell } from '../../src/platform/csv-export.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { nextPhone } from '../helpers/fixtures.js';
import { factories } from '../helpers/given.js';
import { fileAs } from '../leads/distribution/helpers.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });
const given = factories(app);

const a = await given.world();
const b = await given.world();
const phone = nextPhone();
// A name a spreadsheet would run as a formula, masked to `=****1`; the masked phone keeps the last four digits.
const formula = await given.lead({ world: a, name: '=HYPER(1)', phone, email: 'hong@example.com' });
const owned = await given.assignedLead({ world: a, name: '김영희', phone: nextPhone(), portalId: 5501 });
const other = await given.lead({ world: b, name: '이철수', phone: nextPhone() });
await fileAs(db, owned.id, 5501, 'WAITING');

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const download = (url: string, headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url, headers });
/** The file's records (the header first), the byte-order mark taken off. */
const recordsOf = (body: Buffer): string[][] => parse(body.subarray(3).toString('utf8'), { relaxColumnCount: false });
const column = (records: string[][], header: string) => {
  const i = records[0].indexOf(header);
  assert.ok(i >= 0, `no column ${header} in ${records[0].join(',')}`);
  return records.slice(1).map((r) => r[i]);
};

test('a cell that starts with =, +, -, @, a tab or a carriage return starts with an apostrophe; others stay', () => {
  for (const cell of ['=1+1', '+82', '-3', '@SUM(A1)', '\tx', '\rx']) assert.equal(neutraliseCell(cell), `'${cell}`);
  for (const cell of ['010-****-1234', '홍*동', "'quoted", '', 'a=b']) assert.equal(neutraliseCell(cell), cell);
  const text = csvDocument([{ header: 'v', value: (r: { v: string | null }) => r.v }], [{ v: '=1,2' }, { v: null }]);
  assert.equal(text, `\ufeffv\r\n"'=1,2"\r\n\r\n`);
});

test('leads: UTF-8 with a byte-order mark, Korean headers, the formula neutralised, the contact masked', async () => {
  const res = await download(`/admin/v1/leads/export.csv?providerId=${a.provider.id}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
  assert.match(String(res.headers['content-disposition']), /attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"/);
  assert.equal(res.headers['cache-control'], 'no-store');
  const bytes = res.rawPayload;
  assert.deepEqual(bytes.subarray(0, 3), BOM);
  const records = recordsOf(bytes);
  assert.deepEqual(column(records, '리드 ID'), [owned.id, formula.id]);
  assert.deepEqual(column(records, '이름'), ['김*희', "'=*******)"]);
  const text = bytes.toString('utf8');
  const digits = phone.replace(/\D/g, '');
  assert.ok(!text.includes(digits) && !text.includes(phone), 'no phone in clear');
  assert.ok(!text.includes(digits.slice(3, 7)), 'the middle digits are masked');
  assert.ok(!text.includes('hong@example.com') && !text.includes('HYPER'));
  assert.match(column(records, '전화')[1], /^010-\*{4}-\d{4}$/);
});

test('leads: the same filters as the list (status, owner, id); an empty list is the header alone', async () => {
  const ids = async (query: string) =>
    column(recordsOf((await download(`/admin/v1/leads/export.csv${query}`)).rawPayload), '리드 ID');
  assert.deepEqual(await ids(`?providerId=${a.provider.id}&status=UNASSIGNED`), [formula.id]);
  assert.deepEqual(await ids('?ownerPortalId=5501'), [owned.id]);
  assert.deepEqual(await ids(`?id=${other.id}`), [other.id]);
  assert.deepEqual(await ids(`?providerId=${a.provider.id}&sortOrder=asc`), [formula.id, owned.id]);
  const empty = await download('/admin/v1/leads/export.csv?id=999999999');
  assert.equal(recordsOf(empty.rawPayload).length, 1);
});

test('each file is an audit entry with its filters and count; a consultant CI filter is kept as "set" only', async () => {
  await download(`/admin/v1/leads/export.csv?providerId=${a.provider.id}&status=UNASSIGNED`);
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'LIST_EXPORTED'), eq(auditLog.target, 'list:leads')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  assert.deepEqual(entry.detail, { rows: 1, filters: { providerId: a.provider.id, status: 'UNASSIGNED' } });
  await download('/admin/v1/claim/requests/export.csv?fcUserCi=CI-SECRET-VALUE');
  const [claims] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'LIST_EXPORTED'), eq(auditLog.target, 'list:claims')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  assert.deepEqual(claims.detail, { rows: 0, filters: { fcUserCi: true } });
});

test('orders, AS requests and claims: their own filtered lists, masked, with the byte-order mark', async () => {
  const orders = await download(`/admin/v1/orders/export.csv?providerId=${a.provider.id}`);
  assert.equal(orders.statusCode, 200, orders.body);
  assert.deepEqual(orders.rawPayload.subarray(0, 3), BOM);
  assert.equal(column(recordsOf(orders.rawPayload), '주문 ID').length, 1);
  const as = await download(`/admin/v1/lead-as/export.csv?providerId=${a.provider.id}&status=WAITING`);
  assert.equal(as.statusCode, 200, as.body);
  const asRecords = recordsOf(as.rawPayload);
  assert.deepEqual(column(asRecords, '리드 ID'), [owned.id]);
  assert.deepEqual(column(asRecords, '고객'), ['김*희']);
  assert.match(column(asRecords, '전화')[0], /^010-\*{4}-\d{4}$/);
  const noAs = await download(`/admin/v1/lead-as/export.csv?providerId=${b.provider.id}`);
  assert.equal(recordsOf(noAs.rawPayload).length, 1);
  const claims = await download('/admin/v1/claim/requests/export.csv?claimStatusCd=FAILED');
  assert.equal(claims.statusCode, 200, claims.body);
  assert.deepEqual(recordsOf(claims.rawPayload)[0].slice(0, 3), ['청구 ID', '청구일', '상태']);
});

test('the file takes the list filters only: page and limit, or an unknown filter → 400', async () => {
  for (const query of ['?page=2', '?limit=5', '?phone=01012345678', '?status=NOPE']) {
    await expectProblem(await download(`/admin/v1/leads/export.csv${query}`), 400, 'VALIDATION_FAILED');
  }
});

test(`more than ${EXPORT_CAP} matching rows → 400 EXPORT_TOO_LARGE, and nothing is audited`, async () => {
  const spec = {
    list: 'big',
    columns: [],
    load: async () => ({ data: [], pagination: { total: EXPORT_CAP, totalCapped: true } }),
  };
  await assert.rejects(
    exportList({ db, clock: () => Date.now() }, spec, { kind: 'admin', keyId: null }, {}),
    (err: { code?: string; statusCode?: number }) => err.code === 'EXPORT_TOO_LARGE' && err.statusCode === 400,
  );
  const audited = await db.select().from(auditLog).where(eq(auditLog.target, 'list:big'));
  assert.equal(audited.length, 0);
});

test('every operator role may export, as it may read the list; portal and provider keys → 403', async () => {
  for (const role of ['VIEWER', 'REVIEWER', 'ADMIN'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    const res = await asOperator(app, session, 'GET', `/admin/v1/orders/export.csv?providerId=${b.provider.id}`);
    assert.equal(res.statusCode, 200, `${role}: ${res.body}`);
  }
  assert.equal((await download('/admin/v1/leads/export.csv', a.asPortal)).statusCode, 403);
  assert.equal((await download('/admin/v1/claim/requests/export.csv', a.asProvider)).statusCode, 403);
});

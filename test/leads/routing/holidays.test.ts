import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { auditLog, holidays } from '../../../src/db/schema/index.js';
import { holidaysBetween } from '../../../src/leads/routing/holidays.service.js';
import { createKey, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { asOperator, givenOperator, signIn } from '../../operators/helpers.js';

// 2027-01-01 00:30 in Korea, still 2026-12-31 in UTC: the default year is Korea's.
const clock = testClock(Date.parse('2026-12-31T15:30:00.000Z'));
const { app, db } = await build({ CONSOLE_MFA: 'off' }, { clock: clock.now });

/** The lists of routing.md §3, written out day by day. */
const SEEDED_2026 = [
  ['2026-01-01', '신정'],
  ['2026-02-16', '설날'],
  ['2026-02-17', '설날'],
  ['2026-02-18', '설날'],
  ['2026-03-01', '삼일절'],
  ['2026-03-02', '대체공휴일'],
  ['2026-05-05', '어린이날'],
  ['2026-05-24', '부처님오신날'],
  ['2026-05-25', '대체공휴일'],
  ['2026-06-03', '전국동시지방선거'],
  ['2026-06-06', '현충일'],
  ['2026-07-17', '제헌절'],
  ['2026-08-15', '광복절'],
  ['2026-08-17', '대체공휴일'],
  ['2026-09-24', '추석'],
  ['2026-09-25', '추석'],
  ['2026-09-26', '추석'],
  ['2026-10-03', '개천절'],
  ['2026-10-05', '대체공휴일'],
  ['2026-10-09', '한글날'],
  ['2026-12-25', '성탄절'],
].map(([date, name]) => ({ date, name }));
const SEEDED_2027 = [
  ['2027-01-01', '신정'],
  ['2027-02-06', '설날'],
  ['2027-02-07', '설날'],
  ['2027-02-08', '설날'],
  ['2027-02-09', '대체공휴일'],
  ['2027-03-01', '삼일절'],
  ['2027-05-05', '어린이날'],
  ['2027-05-13', '부처님오신날'],
  ['2027-06-06', '현충일'],
  ['2027-07-17', '제헌절'],
  ['2027-08-15', '광복절'],
  ['2027-08-16', '대체공휴일'],
  ['2027-09-14', '추석'],
  ['2027-09-15', '추석'],
  ['2027-09-16', '추석'],
  ['2027-10-03', '개천절'],
  ['2027-10-04', '대체공휴일'],
  ['2027-10-09', '한글날'],
  ['2027-10-11', '대체공휴일'],
  ['2027-12-25', '성탄절'],
  ['2027-12-27', '대체공휴일'],
].map(([date, name]) => ({ date, name }));

const list = (query = '', headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url: `/admin/v1/holidays${query}`, headers });
const put = (date: string, payload: unknown, headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'PUT', url: `/admin/v1/holidays/${date}`, headers, payload: payload as object });
const remove = (date: string, headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'DELETE', url: `/admin/v1/holidays/${date}`, headers });
const auditOf = (date: string) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `holiday:${date}`))
    .orderBy(asc(auditLog.id));

test('the migration seeds every holiday of 2026 and 2027 as the contract lists them, sorted by date', async () => {
  for (const [year, expected] of [
    [2026, SEEDED_2026],
    [2027, SEEDED_2027],
  ] as const) {
    const res = await list(`?year=${year}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), expected);
  }
  assert.deepEqual((await list('?year=2025')).json(), []);
});

test('without year the list is of the current Korea-time year, read from the app clock', async () => {
  clock.set(Date.parse('2026-12-31T15:30:00.000Z')); // 2027-01-01 00:30 KST
  assert.deepEqual((await list()).json(), SEEDED_2027);
  clock.set(Date.parse('2026-12-31T14:59:59.000Z')); // 2026-12-31 23:59:59 KST
  assert.deepEqual((await list()).json(), SEEDED_2026);
});

test('PUT creates a holiday and renames one (200 with the holiday), each save audited with the name before', async () => {
  const created = await put('2028-05-03', { name: '임시공휴일' });
  assert.equal(created.statusCode, 200, created.body);
  assert.deepEqual(created.json(), { date: '2028-05-03', name: '임시공휴일' });
  assert.deepEqual((await list('?year=2028')).json(), [{ date: '2028-05-03', name: '임시공휴일' }]);

  const renamed = await put('2026-06-03', { name: '제9회 전국동시지방선거' });
  assert.equal(renamed.statusCode, 200, renamed.body);
  assert.deepEqual(renamed.json(), { date: '2026-06-03', name: '제9회 전국동시지방선거' });
  const june = (await list('?year=2026')).json().filter((h: { date: string }) => h.date.startsWith('2026-06'));
  assert.deepEqual(june, [
    { date: '2026-06-03', name: '제9회 전국동시지방선거' },
    { date: '2026-06-06', name: '현충일' },
  ]);

  const [row] = await db.select().from(holidays).where(eq(holidays.date, '2026-06-03'));
  assert.equal(row.updatedBy, 'key:env-admin');
  assert.equal(row.updatedAt.getTime(), clock.now());

  const [createdAudit] = await auditOf('2028-05-03');
  assert.equal(createdAudit.action, 'HOLIDAY_SAVED');
  assert.equal(createdAudit.actor, 'key:env-admin');
  assert.deepEqual(createdAudit.detail, { name: '임시공휴일', previousName: null });
  const [renameAudit] = await auditOf('2026-06-03');
  assert.equal(renameAudit.action, 'HOLIDAY_SAVED');
  assert.deepEqual(renameAudit.detail, { name: '제9회 전국동시지방선거', previousName: '전국동시지방선거' });

  // The name is stored without surrounding spaces.
  assert.deepEqual((await put('2028-05-03', { name: ' 임시공휴일 ' })).json(), {
    date: '2028-05-03',
    name: '임시공휴일',
  });

  // A name of 50 characters is accepted (Hangul counted as characters, not bytes); 29 February of a leap year too.
  const long = '가'.repeat(50);
  assert.deepEqual((await put('2028-02-29', { name: long })).json(), { date: '2028-02-29', name: long });
});

test('DELETE removes a holiday (204), audited; a day that is no holiday is 404 NOT_FOUND', async () => {
  const res = await remove('2027-12-27');
  assert.equal(res.statusCode, 204, res.body);
  assert.equal(res.body, '');
  const dates = (await list('?year=2027')).json().map((h: { date: string }) => h.date);
  assert.ok(!dates.includes('2027-12-27'));
  assert.ok(dates.includes('2027-12-25'));
  const audit = await auditOf('2027-12-27');
  assert.deepEqual(
    audit.map((a) => [a.action, a.actor, a.detail]),
    [['HOLIDAY_DELETED', 'key:env-admin', { name: '대체공휴일' }]],
  );

  expectProblem(await remove('2027-12-27'), 404, 'NOT_FOUND');
  expectProblem(await remove('2027-12-28'), 404, 'NOT_FOUND');
  assert.equal((await auditOf('2027-12-28')).length, 0);
});

test('an invalid date, year or name is 400 VALIDATION_FAILED and changes nothing', async () => {
  for (const date of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-2-3', '20260203', 'today']) {
    const problem = expectProblem(await put(date, { name: '휴일' }), 400, 'VALIDATION_FAILED');
    assert.ok(JSON.stringify(problem.errors).includes('date'), `${date}: ${JSON.stringify(problem)}`);
    expectProblem(await remove(date), 400, 'VALIDATION_FAILED');
  }
  for (const date of ['1999-12-31', '2101-01-01']) {
    expectProblem(await put(date, { name: '휴일' }), 400, 'VALIDATION_FAILED');
    expectProblem(await remove(date), 400, 'VALIDATION_FAILED');
  }
  for (const body of [{}, { name: '' }, { name: '가'.repeat(51) }, { name: '   ' }, { name: '휴일', extra: 1 }]) {
    expectProblem(await put('2026-11-11', body), 400, 'VALIDATION_FAILED');
  }
  for (const query of ['?year=1999', '?year=2101', '?year=abc', '?year=2026.5', '?month=1']) {
    expectProblem(await list(query), 400, 'VALIDATION_FAILED');
  }
  assert.equal((await db.select().from(holidays).where(eq(holidays.date, '2026-11-11'))).length, 0);
});

test('portal and provider keys are refused (403 KEY_SCOPE), no key is 401; nothing changes', async () => {
  const portal = await createKey(app, 'portal');
  const provider = await createKey(app, 'provider', { providerId: await providerId() });
  for (const key of [portal.key, provider.key]) {
    const headers = { 'x-api-key': key };
    expectProblem(await list('?year=2026', headers), 403, 'KEY_SCOPE');
    expectProblem(await put('2026-11-11', { name: '휴일' }, headers), 403, 'KEY_SCOPE');
    expectProblem(await remove('2026-12-25', headers), 403, 'KEY_SCOPE');
  }
  assert.equal((await list('?year=2026', {})).statusCode, 401);
  assert.equal((await put('2026-11-11', { name: '휴일' }, {})).statusCode, 401);
  assert.equal((await remove('2026-12-25', {})).statusCode, 401);
  assert.equal((await db.select().from(holidays).where(eq(holidays.date, '2026-11-11'))).length, 0);
  assert.equal((await db.select().from(holidays).where(eq(holidays.date, '2026-12-25'))).length, 1);
});

test('every console role may list; only an ADMIN session may change the list (403 OPERATOR_SCOPE)', async () => {
  clock.set(Date.parse('2026-12-31T15:30:00.000Z'));
  const viewer = await signIn(app, (await givenOperator(db, 'VIEWER')).email);
  const listed = await asOperator(app, viewer, 'GET', '/admin/v1/holidays?year=2027');
  assert.equal(listed.statusCode, 200, listed.body);
  expectProblem(
    await asOperator(app, viewer, 'PUT', '/admin/v1/holidays/2027-11-11', { name: '휴일' }),
    403,
    'OPERATOR_SCOPE',
  );
  expectProblem(await asOperator(app, viewer, 'DELETE', '/admin/v1/holidays/2027-12-25'), 403, 'OPERATOR_SCOPE');

  const admin = await signIn(app, (await givenOperator(db, 'ADMIN')).email);
  const saved = await asOperator(app, admin, 'PUT', '/admin/v1/holidays/2027-11-11', { name: '휴일' });
  assert.equal(saved.statusCode, 200, saved.body);
  const [audit] = await auditOf('2027-11-11');
  assert.match(audit.actor, /^operator:/);
});

test('holidaysBetween gives the Korea dates of the range, both ends included', async () => {
  assert.deepEqual([...(await holidaysBetween(db, '2026-12-25', '2027-01-01'))].sort(), ['2026-12-25', '2027-01-01']);
  assert.deepEqual([...(await holidaysBetween(db, '2026-09-25', '2026-10-04'))].sort(), [
    '2026-09-25',
    '2026-09-26',
    '2026-10-03',
  ]);
  assert.equal((await holidaysBetween(db, '2026-12-26', '2026-12-31')).size, 0);
});

async function providerId(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/v1/providers',
    headers: adminHeaders,
    payload: { code: 'HOLIDAYS', name: '공급사' },
  });
  return res.json().id;
}

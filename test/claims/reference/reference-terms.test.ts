import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { terms } from '../../../src/db/schema/index.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { bearer, createConsultant, createTerms, kst, systemToken } from '../helpers.js';

const t = await build();
const { app, db } = t;
const token = await systemToken(app);
/** A 304 is an ordinary answer: nothing at error level (a handler that answered twice logs a 500 there). */
const assertNoErrorLogged = () => {
  const errors = t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
  assert.deepEqual(errors, []);
};
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...bearer(token), ...headers } });

test('reference data is seeded by migration with the Korean insurers and bank codes', async () => {
  const insurers = (await get('/api/v1/claim/insurers')).json();
  const names = insurers.map((i: { insuCompNm: string }) => i.insuCompNm);
  for (const n of [
    '삼성생명',
    '한화생명',
    '교보생명',
    '신한라이프',
    '삼성화재',
    '현대해상',
    'DB손해보험',
    'KB손해보험',
    '메리츠화재',
  ]) {
    assert.ok(names.includes(n), n);
  }
  const samsung = insurers.find((i: { insuCompCd: string }) => i.insuCompCd === 'SAMSUNG_LIFE');
  assert.deepEqual(Object.keys(samsung).sort(), ['insuCompCd', 'insuCompNm', 'insuFax', 'insuLogoUrl', 'insuType']);
  assert.equal(samsung.insuType, 'LIFE');
  assert.equal(insurers.find((i: { insuCompNm: string }) => i.insuCompNm === '현대해상').insuType, 'NON_LIFE');

  const banks = (await get('/api/v1/claim/banks')).json() as { bankCd: string; bankNm: string }[];
  const byCode = Object.fromEntries(banks.map((b) => [b.bankCd, b.bankNm]));
  const expected: Record<string, string> = {
    '002': 'KDB산업은행',
    '003': 'IBK기업은행',
    '004': 'KB국민은행',
    '011': 'NH농협은행',
    '020': '우리은행',
    '023': 'SC제일은행',
    '031': 'iM뱅크(대구)',
    '032': '부산은행',
    '034': '광주은행',
    '035': '제주은행',
    '037': '전북은행',
    '039': '경남은행',
    '045': '새마을금고',
    '048': '신협',
    '071': '우체국',
    '081': '하나은행',
    '088': '신한은행',
    '089': '케이뱅크',
    '090': '카카오뱅크',
    '092': '토스뱅크',
  };
  for (const [code, name] of Object.entries(expected)) assert.equal(byCode[code], name, code);

  const centers = (await get('/api/v1/claim/post-office-centers')).json();
  assert.ok(centers.length >= 9);
  assert.deepEqual(Object.keys(centers[0]).sort(), ['centerAddr', 'centerCd', 'centerFax', 'centerNm', 'centerTel']);

  const jobs = (await get('/api/v1/claim/job-codes')).json();
  assert.ok(jobs.length >= 20);
  for (const j of jobs) assert.ok(Number.isInteger(j.riskGrade) && j.riskGrade >= 1);
});

test('job codes are public-cacheable: Cache-Control, ETag, 304 on If-None-Match; an admin edit changes the ETag', async () => {
  const first = await get('/api/v1/claim/job-codes');
  assert.match(String(first.headers['cache-control']), /^public, max-age=\d+/);
  const etag = String(first.headers.etag);
  assert.ok(etag.startsWith('"'));
  const cached = await get('/api/v1/claim/job-codes', { 'if-none-match': etag });
  assert.equal(cached.statusCode, 304);
  assert.equal(cached.body, '');
  assertNoErrorLogged();
  const put = await app.inject({
    method: 'PUT',
    url: '/admin/v1/claim/job-codes/J9901',
    headers: adminHeaders,
    payload: { jobNm: '드론 조종사', riskGrade: 2 },
  });
  assert.equal(put.statusCode, 200, put.body);
  assert.deepEqual(put.json(), { jobCd: 'J9901', jobNm: '드론 조종사', riskGrade: 2 });
  const changed = await get('/api/v1/claim/job-codes', { 'if-none-match': etag });
  assert.equal(changed.statusCode, 200);
  assert.notEqual(changed.headers.etag, etag);
});

test('admins upsert reference data; bad input is 400; consultants cannot edit', async () => {
  const put = (url: string, payload: unknown, headers: Record<string, string> = adminHeaders) =>
    app.inject({ method: 'PUT', url, headers, payload: payload as Record<string, unknown> });
  const insurer = await put('/admin/v1/claim/insurers/TEST_LIFE', {
    insuCompNm: '테스트생명',
    insuLogoUrl: 'https://cdn.example/t.png',
    insuFax: '02-123-4567',
    insuType: 'LIFE',
  });
  assert.equal(insurer.statusCode, 200, insurer.body);
  const updated = await put('/admin/v1/claim/insurers/TEST_LIFE', {
    insuCompNm: '테스트생명보험',
    insuLogoUrl: 'https://cdn.example/t.png',
    insuFax: '02-123-4567',
    insuType: 'LIFE',
  });
  assert.equal(updated.json().insuCompNm, '테스트생명보험');
  expectProblem(await put('/admin/v1/claim/banks/12', { bankNm: 'x' }), 400, 'VALIDATION_FAILED');
  expectProblem(await put('/admin/v1/claim/banks/999', { bankCd: '998', bankNm: 'x' }), 400, 'VALIDATION_FAILED');
  expectProblem(await put('/admin/v1/claim/job-codes/J1', { jobNm: 'x', riskGrade: 0 }), 400, 'VALIDATION_FAILED');
  expectProblem(
    await put('/admin/v1/claim/insurers/X', {
      insuCompNm: 'x',
      insuLogoUrl: 'javascript:alert(1)',
      insuFax: '02-123-4567',
      insuType: 'LIFE',
    }),
    400,
    'VALIDATION_FAILED',
  );
  const center = await put('/admin/v1/claim/post-office-centers/PO_TEST', {
    centerNm: '테스트 센터',
    centerFax: '02-111-2222',
    centerTel: '1588-1900',
    centerAddr: '서울특별시',
  });
  assert.equal(center.statusCode, 200, center.body);
  const bank = await put('/admin/v1/claim/banks/999', { bankNm: '테스트은행' });
  assert.deepEqual(bank.json(), { bankCd: '999', bankNm: '테스트은행' });
  const fc = await createConsultant(app, 'FC');
  expectProblem(await put('/admin/v1/claim/banks/999', { bankNm: 'x' }, bearer(fc.token)), 401, 'API_KEY_MISSING');
});

test('terms: only those valid now, required first, Korea-time formats, sanitized HTML, cacheable', async () => {
  const owner = 'HANWHA_LIFE';
  const optional = await createTerms(app, owner, false);
  const required = await createTerms(app, owner, true, {
    termsDesc:
      '<p onclick="steal()">제1조 <b>목적</b></p><script>alert(1)</script><a href="javascript:x()">링크</a><img src=x onerror=alert(1)>',
  });
  await createTerms(app, owner, true, { startedOn: kst(86_400_000), endedOn: kst(2 * 86_400_000), termsVer: 'future' });
  await createTerms(app, owner, true, { startedOn: kst(-2 * 86_400_000), endedOn: kst(-60_000), termsVer: 'expired' });
  await createTerms(app, 'KYOBO_LIFE', true);

  const res = await get(`/api/v1/claim/terms/${owner}`);
  assert.equal(res.statusCode, 200);
  const list = res.json();
  assert.deepEqual(
    list.map((x: { id: number }) => x.id),
    [required.id, optional.id],
  );
  const item = list[0];
  assert.deepEqual(Object.keys(item), [
    'id',
    'termsNm',
    'termsOwnerCd',
    'termsVer',
    'startedOn',
    'endedOn',
    'required',
    'termsDesc',
  ]);
  assert.equal(item.termsOwnerCd, owner);
  assert.match(item.startedOn, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(item.required, true);
  assert.ok(!/script|onclick|onerror|javascript:/i.test(item.termsDesc), item.termsDesc);
  assert.ok(item.termsDesc.includes('<b>목적</b>'));

  // The time given in Korea time comes back unchanged, and is stored as the right instant.
  const created = await createTerms(app, 'LINA_LIFE', false, {
    startedOn: '2026-01-01 09:00:00',
    endedOn: '2099-12-31 23:59:59',
  });
  const [row] = await db.select().from(terms).where(eq(terms.id, created.id));
  assert.equal(row.startedOn.toISOString(), '2026-01-01T00:00:00.000Z');
  const lina = (await get('/api/v1/claim/terms/LINA_LIFE')).json();
  assert.equal(lina[0].startedOn, '2026-01-01 09:00:00');
  assert.equal(lina[0].endedOn, '2099-12-31 23:59:59');

  assert.deepEqual((await get('/api/v1/claim/terms/NOBODY')).json(), []);
  const etag = String(res.headers.etag);
  const notModified = await get(`/api/v1/claim/terms/${owner}`, { 'if-none-match': etag });
  assert.equal(notModified.statusCode, 304);
  assert.equal(notModified.body, '');
  assertNoErrorLogged();
  assert.match(String(res.headers['cache-control']), /^public/);
  expectProblem(await app.inject({ url: `/api/v1/claim/terms/${owner}` }), 401, 'TOKEN_MISSING');
});

test('terms input is validated', async () => {
  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/admin/v1/terms', headers: adminHeaders, payload });
  const base = {
    termsOwnerCd: 'SAMSUNG_FIRE',
    termsNm: '약관',
    termsVer: '1',
    startedOn: '2026-01-01 00:00:00',
    endedOn: '2027-01-01 00:00:00',
    required: true,
    termsDesc: '<p>x</p>',
  };
  expectProblem(await post({ ...base, startedOn: '2026-02-30 00:00:00' }), 400, 'VALIDATION_FAILED');
  expectProblem(await post({ ...base, endedOn: '2025-01-01 00:00:00' }), 400, 'VALIDATION_FAILED');
  expectProblem(await post({ ...base, required: 'yes' }), 400, 'VALIDATION_FAILED');
  expectProblem(await post({ ...base, extra: 1 }), 400, 'VALIDATION_FAILED');
  expectProblem(await post({ ...base, termsOwnerCd: '../x' }), 400, 'VALIDATION_FAILED');
  const ok = await post({ ...base, startedOn: '2026-01-01T00:00:00+09:00' });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().startedOn, '2026-01-01 00:00:00');
});

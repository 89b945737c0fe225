import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { claimConsents, claims } from '../../../src/db/schema/index.js';
import { samplePdf, samplePng } from '../../files/fixtures.js';
import { expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { recomputeClaimCounts } from '../../helpers/invariants.js';
import {
  bearer,
  claimBody,
  createConsultant,
  createOrg,
  createTerms,
  type Json,
  systemToken,
  uploadClaimFile,
} from '../helpers.js';

const t = await build();
const { app, db } = t;
const admin = await createConsultant(app, 'ADMIN');
const fc = await createConsultant(app, 'FC', { name: '김설계' });
const required = await createTerms(app, 'SAMSUNG_LIFE', true);
const optional = await createTerms(app, 'SAMSUNG_LIFE', false);

const submit = (token: string, body: Json) =>
  app.inject({ method: 'POST', url: '/api/v1/claim/requests', headers: bearer(token), payload: body });
const history = (token: string, body: Json) =>
  app.inject({ method: 'POST', url: '/api/v1/claim/histories', headers: bearer(token), payload: body });

const RECORD_FIELDS = [
  'claimDate',
  'insuCompCd',
  'insuCompNm',
  'insuLogoUrl',
  'claimStatus',
  'claimStatusCd',
  'fcUserNm',
  'clientNm',
  'clientBirthday',
  'clientTel',
  'clientMemo',
  'jobCd',
  'claimReqId',
  'bankCd',
  'bankNm',
  'bankAccount',
  'bankAccountHolder',
  'fileCnt',
  'wellFareYn',
  'insuFax',
  'eventDate',
  'eventTypeCd',
  'eventType',
  'eventPlace',
  'eventText',
  'callbackWho',
  'callbackName',
  'callbackTel',
  'directDebitAccntYn',
  'files',
  'file_length',
];
const kstToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

test('an FC submits a claim with files and consent; the record has every field of spec 2.1', async () => {
  const png = samplePng(8);
  const pdf = await samplePdf();
  const f1 = await uploadClaimFile(app, fc.token, png, 'image/png', '진단서.png');
  const f2 = await uploadClaimFile(app, fc.token, pdf, 'application/pdf', '영수증.pdf');
  const res = await submit(fc.token, claimBody(fc.ci, [required.id, optional.id], { fileIds: [f1, Number(f2)] }));
  assert.equal(res.statusCode, 200, res.body);
  const record = res.json();
  assert.deepEqual(Object.keys(record), RECORD_FIELDS);
  assert.equal(record.claimDate, kstToday());
  assert.equal(record.insuCompNm, '삼성생명');
  assert.equal(record.claimStatusCd, 'RECEIVED');
  assert.equal(record.claimStatus, '접수');
  assert.equal(record.fcUserNm, '김설계');
  assert.equal(record.clientBirthday, '800115');
  assert.equal(record.clientTel, '01012345678');
  assert.equal(record.callbackTel, '01098765432');
  assert.equal(record.bankCd, '004');
  assert.equal(record.bankNm, 'KB국민은행');
  assert.equal(record.bankAccount, '123456789012');
  assert.equal(record.eventType, '질병');
  assert.equal(record.fileCnt, 2);
  assert.equal(record.file_length, png.length + pdf.length);
  assert.equal(record.files.length, 2);
  for (const url of record.files) assert.match(url, /^https?:\/\//);
  assert.equal(typeof record.claimReqId, 'number');

  // The account number is encrypted at rest.
  const [row] = await db.select().from(claims).where(eq(claims.id, record.claimReqId));
  assert.ok(row.bankAccountEnc && !row.bankAccountEnc.includes('123456789012'));
  assert.ok(!JSON.stringify(row).includes('123456789012'));
  // The consent record: which terms versions, when, by whom.
  const consents = await db.select().from(claimConsents).where(eq(claimConsents.claimId, record.claimReqId));
  assert.deepEqual(consents.map((c) => c.termsId).sort(), [required.id, optional.id].sort());
  assert.ok(
    consents.every((c) => c.agreedBy === `user:${fc.id}` && c.termsVer === '1.0' && c.agreedAt instanceof Date),
  );

  const got = await app.inject({ url: `/api/v1/claim/requests/${record.claimReqId}`, headers: bearer(fc.token) });
  assert.equal(got.statusCode, 200);
  assert.deepEqual(got.json(), record);
});

test('a direct-debit claim has null bank fields', async () => {
  const res = await submit(
    fc.token,
    claimBody(fc.ci, [required.id], {
      directDebitAccntYn: true,
      bankCd: undefined,
      bankAccount: undefined,
      bankAccountHolder: undefined,
      eventPlace: null,
    }),
  );
  assert.equal(res.statusCode, 200, res.body);
  const r = res.json();
  assert.equal(r.bankCd, null);
  assert.equal(r.bankNm, null);
  assert.equal(r.bankAccount, null);
  assert.equal(r.bankAccountHolder, null);
  assert.equal(r.eventPlace, null);
  assert.deepEqual(r.files, []);
  assert.equal(r.file_length, 0);
});

test('claim submission validates every field, the terms, and the files', async () => {
  const base = claimBody(fc.ci, [required.id]);
  const cases: [Json, string][] = [
    [{ insuCompCd: 'NOPE' }, 'INSURER_NOT_FOUND'],
    [{ jobCd: 'NOPE' }, 'JOB_CODE_NOT_FOUND'],
    [{ bankCd: '000' }, 'BANK_NOT_FOUND'],
    [{ bankAccount: undefined }, 'VALIDATION_FAILED'],
    [{ bankAccountHolder: null }, 'VALIDATION_FAILED'],
    [{ directDebitAccntYn: true }, 'VALIDATION_FAILED'],
    [{ clientBirthday: '19800230' }, 'VALIDATION_FAILED'],
    [{ clientBirthday: '800115' }, 'VALIDATION_FAILED'],
    [{ clientBirthday: '29990101' }, 'VALIDATION_FAILED'],
    [{ clientTel: '12345' }, 'VALIDATION_FAILED'],
    [{ clientTel: '010-12a4-5678' }, 'VALIDATION_FAILED'],
    [{ callbackTel: '0101234' }, 'VALIDATION_FAILED'],
    [{ eventDate: '2999-01-01' }, 'VALIDATION_FAILED'],
    [{ eventDate: '2026-13-01' }, 'VALIDATION_FAILED'],
    [{ eventTypeCd: 'ALIEN' }, 'VALIDATION_FAILED'],
    [{ callbackWho: 'NOBODY' }, 'VALIDATION_FAILED'],
    [{ eventText: '' }, 'VALIDATION_FAILED'],
    [{ wellFareYn: 'Y' }, 'VALIDATION_FAILED'],
    [{ unknownField: 1 }, 'VALIDATION_FAILED'],
    [{ fcUserCi: 'nobody-at-all' }, 'CONSULTANT_SCOPE'],
    [{ agreedTermsIds: [] }, 'TERMS_NOT_AGREED'],
    [{ agreedTermsIds: [optional.id] }, 'TERMS_NOT_AGREED'],
    [{ agreedTermsIds: [required.id, 99999999] }, 'VALIDATION_FAILED'],
    [{ fileIds: ['99999999'] }, 'FILE_NOT_FOUND'],
  ];
  const before = (await db.select().from(claims)).length;
  for (const [patch, code] of cases) {
    const res = await submit(fc.token, { ...base, ...patch });
    const status = code === 'CONSULTANT_SCOPE' ? 403 : 400;
    expectProblem(res, status, code);
  }
  // Another consultant's upload cannot be attached.
  const other = await createConsultant(app, 'FC');
  const foreignFile = await uploadClaimFile(app, other.token, samplePng(), 'image/png', 'x.png');
  expectProblem(await submit(fc.token, { ...base, fileIds: [foreignFile] }), 400, 'FILE_NOT_FOUND');
  assert.equal((await db.select().from(claims)).length, before, 'no claim was stored');

  // A deactivated consultant cannot be claimed for, even by a system client.
  const system = await systemToken(app);
  const gone = await createConsultant(app, 'FC');
  await app.inject({ method: 'DELETE', url: `/api/v1/users/${gone.id}`, headers: bearer(admin.token) });
  expectProblem(await submit(system, claimBody(gone.ci, [required.id])), 400, 'USER_INACTIVE');
  expectProblem(await submit(system, claimBody('no-such-ci', [required.id])), 400, 'USER_NOT_FOUND');
  expectProblem(await submit('x', base), 401, 'TOKEN_INVALID');
});

test('claim history: exact fields, filters, paging, X-Total-Count, newest first', async () => {
  const owner = await createConsultant(app, 'FC', { name: '박이력' });
  const ids: number[] = [];
  const people = [
    ['홍길동', '19800115', '01011112222'],
    ['홍길순', '19850203', '01033334444'],
    ['김철수', '19900707', '0212345678'],
  ];
  for (let i = 0; i < 6; i++) {
    const [name, birthday, tel] = people[i % 3];
    const res = await submit(
      owner.token,
      claimBody(owner.ci, [required.id], { clientNm: name, clientBirthday: birthday, clientTel: tel }),
    );
    assert.equal(res.statusCode, 200, res.body);
    ids.push(res.json().claimReqId);
  }
  // Spread them over dates: claim i was received i days ago (Korea time).
  for (const [i, id] of ids.entries()) {
    const d = new Date(Date.now() + 9 * 3600_000 - i * 86_400_000).toISOString().slice(0, 10);
    await db.update(claims).set({ claimDate: d }).where(eq(claims.id, id));
  }
  const compact = (daysAgo: number) =>
    new Date(Date.now() + 9 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

  const all = await history(owner.token, { fcUserCi: owner.ci });
  assert.equal(all.statusCode, 200);
  assert.equal(all.headers['x-total-count'], '6', "unfiltered: the consultant's kept claim count");
  assert.deepEqual(await recomputeClaimCounts(db), []);
  const list = all.json();
  assert.ok(Array.isArray(list), 'a bare array');
  assert.deepEqual(
    list.map((r: { claimReqId: number }) => r.claimReqId),
    ids,
  );
  assert.deepEqual(Object.keys(list[0]), RECORD_FIELDS);
  assert.equal(list[0].clientBirthday, '800115');

  const page2 = await history(owner.token, { fcUserCi: owner.ci, page: 2, pageSize: 4 });
  assert.deepEqual(
    page2.json().map((r: { claimReqId: number }) => r.claimReqId),
    ids.slice(4),
  );
  assert.equal(page2.headers['x-total-count'], '6');
  const beyond = await history(owner.token, { fcUserCi: owner.ci, page: 9, pageSize: 4 });
  assert.deepEqual(beyond.json(), []);
  assert.equal(beyond.headers['x-total-count'], '6');

  const byName = await history(owner.token, { fcUserCi: owner.ci, clientNm: '길' });
  assert.equal(byName.headers['x-total-count'], '4');
  const byBirthday = await history(owner.token, { fcUserCi: owner.ci, clientBirthday: '19850203' });
  assert.deepEqual(
    byBirthday.json().map((r: { claimReqId: number }) => r.claimReqId),
    [ids[1], ids[4]],
  );
  const byTel = await history(owner.token, { fcUserCi: owner.ci, clientTel: '0212345678' });
  assert.deepEqual(
    byTel.json().map((r: { claimReqId: number }) => r.claimReqId),
    [ids[2], ids[5]],
  );
  const range = await history(owner.token, { fcUserCi: owner.ci, startDate: compact(3), endDate: compact(1) });
  assert.deepEqual(
    range.json().map((r: { claimReqId: number }) => r.claimReqId),
    [ids[1], ids[2], ids[3]],
  );
  const combined = await history(owner.token, {
    fcUserCi: owner.ci,
    clientNm: '홍',
    startDate: compact(4),
    endDate: compact(0),
    pageSize: 1,
  });
  assert.equal(combined.headers['x-total-count'], '4');
  assert.deepEqual(
    combined.json().map((r: { claimReqId: number }) => r.claimReqId),
    [ids[0]],
  );

  expectProblem(
    await history(owner.token, { fcUserCi: owner.ci, startDate: compact(0), endDate: compact(2) }),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(await history(owner.token, { fcUserCi: owner.ci, startDate: '20260231' }), 400, 'VALIDATION_FAILED');
  expectProblem(await history(owner.token, { fcUserCi: owner.ci, pageSize: 101 }), 400, 'VALIDATION_FAILED');
  expectProblem(await history(owner.token, { fcUserCi: owner.ci, page: 0 }), 400, 'VALIDATION_FAILED');
  expectProblem(
    await history(owner.token, { fcUserCi: owner.ci, clientTel: '010-1111-2222' }),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(await history(owner.token, {}), 400, 'VALIDATION_FAILED');
  expectProblem(await history(owner.token, { fcUserCi: owner.ci, bogus: 1 }), 400, 'VALIDATION_FAILED');
});

test('role rules: FC own only (403), MANAGER their organization subtree, system client any', async () => {
  const hq = await createOrg(app, admin.token, '본부');
  const team = await createOrg(app, admin.token, '1팀', hq.id);
  const elsewhere = await createOrg(app, admin.token, '타본부');
  const manager = await createConsultant(app, 'MANAGER', { orgId: hq.id });
  const inTeam = await createConsultant(app, 'FC', { orgId: team.id });
  const outside = await createConsultant(app, 'FC', { orgId: elsewhere.id });
  const noOrg = await createConsultant(app, 'FC');
  const system = await systemToken(app);

  const mine = await submit(inTeam.token, claimBody(inTeam.ci, [required.id]));
  const theirs = await submit(system, claimBody(outside.ci, [required.id]));
  assert.equal(mine.statusCode, 200);
  assert.equal(theirs.statusCode, 200, theirs.body);

  // FC: another consultant's history, claim or submission → 403.
  expectProblem(await history(inTeam.token, { fcUserCi: outside.ci }), 403, 'CONSULTANT_SCOPE');
  expectProblem(
    await app.inject({ url: `/api/v1/claim/requests/${theirs.json().claimReqId}`, headers: bearer(inTeam.token) }),
    403,
    'CONSULTANT_SCOPE',
  );
  expectProblem(await submit(inTeam.token, claimBody(outside.ci, [required.id])), 403, 'CONSULTANT_SCOPE');

  // MANAGER: the subtree (a child team) yes, elsewhere or without organization no.
  const teamHistory = await history(manager.token, { fcUserCi: inTeam.ci });
  assert.equal(teamHistory.statusCode, 200);
  assert.equal(teamHistory.headers['x-total-count'], '1');
  expectProblem(await history(manager.token, { fcUserCi: outside.ci }), 403, 'CONSULTANT_SCOPE');
  expectProblem(await history(manager.token, { fcUserCi: noOrg.ci }), 403, 'CONSULTANT_SCOPE');
  const managerGet = await app.inject({
    url: `/api/v1/claim/requests/${mine.json().claimReqId}`,
    headers: bearer(manager.token),
  });
  assert.equal(managerGet.statusCode, 200);
  expectProblem(
    await app.inject({ url: `/api/v1/claim/requests/${theirs.json().claimReqId}`, headers: bearer(manager.token) }),
    403,
    'CONSULTANT_SCOPE',
  );
  const ownGet = await app.inject({
    url: `/api/v1/claim/requests/${mine.json().claimReqId}`,
    headers: bearer(inTeam.token),
  });
  assert.equal(ownGet.statusCode, 200);

  // System client: anyone; a CI that matches nobody → [] with X-Total-Count 0.
  const sys = await history(system, { fcUserCi: outside.ci });
  assert.equal(sys.headers['x-total-count'], '1');
  const nobody = await history(system, { fcUserCi: 'nobody' });
  assert.deepEqual(nobody.json(), []);
  assert.equal(nobody.headers['x-total-count'], '0');

  expectProblem(await app.inject({ url: '/api/v1/claim/requests/99999999', headers: bearer(system) }), 404);
  expectProblem(await app.inject({ url: '/api/v1/claim/requests/abc', headers: bearer(system) }), 404);
});

test('Idempotency-Key on claim submission: the same key and body store one claim and answer the same record', async () => {
  const body = claimBody(fc.ci, [required.id], { clientNm: '멱등성' });
  const headers = { ...bearer(fc.token), 'idempotency-key': `claim-${Date.now()}` };
  const first = await app.inject({ method: 'POST', url: '/api/v1/claim/requests', headers, payload: body });
  const second = await app.inject({ method: 'POST', url: '/api/v1/claim/requests', headers, payload: body });
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(second.statusCode, 200, second.body);
  assert.equal(second.json().claimReqId, first.json().claimReqId);
  const stored = await db.select().from(claims).where(eq(claims.clientNm, '멱등성'));
  assert.equal(stored.length, 1);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { piiAccessLog } from '../../src/db/schema/index.js';
import { bearer, claimBody, createConsultant, createTerms } from '../claims/helpers.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });

const fc = await createConsultant(app, 'FC', { name: '김설계' });
const terms = await createTerms(app, 'SAMSUNG_LIFE', true);
const submitted = await app.inject({
  method: 'POST',
  url: '/api/v1/claim/requests',
  headers: bearer(fc.token),
  payload: claimBody(fc.ci, [terms.id]),
});
assert.equal(submitted.statusCode, 200, submitted.body);
const claimId = submitted.json().claimReqId as number;

const url = (id: number | string) => `/admin/v1/claim/requests/${id}/form.pdf`;
const recordsOf = async (id: number) =>
  db
    .select()
    .from(piiAccessLog)
    .where(sql`${id} = any(${piiAccessLog.claimIds}) and ${piiAccessLog.action} = 'ADMIN_CLAIM_PDF'`);

test('the claim form as a PDF download: never cached, a file name without personal data', async () => {
  const res = await app.inject({ url: url(claimId), headers: adminHeaders });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.equal(res.headers['cache-control'], 'no-store');
  const disposition = String(res.headers['content-disposition']);
  assert.match(disposition, /^attachment; filename="claim-\d+\.pdf"/);
  assert.ok(disposition.includes(`claim-${claimId}.pdf`));
  assert.ok(!disposition.includes(encodeURIComponent('홍길동')) && !disposition.includes('홍길동'));
  assert.equal(res.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.ok(res.rawPayload.length > 1000);
});

test('each read by an operator is an access record naming the operator', async () => {
  const operator = await givenOperator(db, 'VIEWER');
  const session = await signIn(app, operator.email);
  const before = (await recordsOf(claimId)).length;
  const res = await asOperator(app, session, 'GET', url(claimId));
  assert.equal(res.statusCode, 200, res.body);
  const records = await recordsOf(claimId);
  assert.equal(records.length, before + 1);
  const mine = records.find((r) => r.actor === `operator:${operator.id}`);
  assert.ok(mine, 'a record with the operator as actor');
  assert.deepEqual(mine.claimIds, [claimId]);
  assert.equal(mine.keyId, null);
  assert.ok(mine.fields.includes('clientNm') && mine.fields.includes('bankAccount'));
});

test('an unknown claim → 404 and no access record', async () => {
  const before = (await db.select().from(piiAccessLog)).length;
  expectProblem(await app.inject({ url: url(999_999), headers: adminHeaders }), 404, 'NOT_FOUND');
  expectProblem(await app.inject({ url: url('abc'), headers: adminHeaders }), 404, 'NOT_FOUND');
  assert.equal((await db.select().from(piiAccessLog)).length, before);
});

test('every operator role may download; a consultant token, portal key or no credential may not', async () => {
  for (const role of ['VIEWER', 'REVIEWER', 'ADMIN'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    assert.equal((await asOperator(app, session, 'GET', url(claimId))).statusCode, 200, role);
  }
  assert.equal((await app.inject({ url: url(claimId), headers: bearer(fc.token) })).statusCode, 401);
  assert.equal((await app.inject({ url: url(claimId) })).statusCode, 401);
});

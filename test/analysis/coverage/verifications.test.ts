import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { InsuranceDataAdapter } from '../../../src/analysis/adapters/insurance-data.js';
import { sandboxInsuranceData } from '../../../src/analysis/adapters/sandbox-insurance.js';
import { analysisConsents, coverageVerifications } from '../../../src/db/schema/index.js';
import { createConsultant } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { begin, client, confirmUrl, coverageTermIds, get, MINUTE, post, resendUrl, testClock } from './helpers.js';

const clock = testClock();
const t = await build({}, { clock: clock.now });
const { app, db } = t;
const fc = await createConsultant(app, 'FC', { name: '최설계' });
const other = await createConsultant(app, 'FC', { name: '박설계' });
const terms = await coverageTermIds(app, fc.token);
const body = (extra: Record<string, unknown> = {}) => ({
  fcUserCi: fc.ci,
  client: client(),
  agreedTermsIds: terms,
  ...extra,
});
const read = async (id: unknown) => (await get(app, fc.token, `/api/v1/coverage/verifications/${id}`)).json();

test('the coverage terms are the required and optional COVERAGE terms valid now, in the claim terms shape', async () => {
  const res = await get(app, fc.token, '/api/v1/coverage/terms');
  assert.equal(res.statusCode, 200);
  const list = res.json() as { termsOwnerCd: string; required: boolean; termsVer: string }[];
  assert.ok(list.length >= 2);
  assert.ok(list.every((t) => t.termsOwnerCd === 'COVERAGE'));
  assert.deepEqual(
    list.map((t) => t.required),
    [...list.map((t) => t.required)].sort((a, b) => Number(b) - Number(a)),
  );
  assert.equal(res.headers['x-sandbox'], 'true');
});

test('begin → CODE_SENT by SMS code: phone masked, 5 attempts, 3 resends, the source expiry, sandbox, X-Sandbox', async () => {
  const before = clock.now();
  const res = await post(app, fc.token, '/api/v1/coverage/verifications', body());
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['x-sandbox'], 'true');
  const v = res.json();
  assert.match(v.verificationId, /^cv_[a-z2-7]{20}$/);
  assert.equal(v.status, 'CODE_SENT');
  assert.equal(v.statusLabel, '인증번호발송');
  assert.equal(v.method, 'SMS_CODE');
  assert.deepEqual(v.client, {
    name: '홍길동',
    birthDate: '19850315',
    gender: 'M',
    phone: '010-****-5678',
    carrier: 'SKT',
    legalRepresentative: null,
  });
  assert.equal(v.attemptsLeft, 5);
  assert.equal(v.resendsLeft, 3);
  assert.equal(v.verifiedAt, null);
  assert.equal(v.lastErrorCode, null);
  assert.equal(v.sandbox, true);
  assert.equal(Date.parse(v.expiresAt) - before >= 3 * MINUTE - 1000, true);
  assert.deepEqual(await read(v.verificationId), v);
});

test('the consent is stored with the verification: term ids, versions, time, consultant', async () => {
  const v = await begin(app, fc.token, body());
  const [consent] = await db
    .select()
    .from(analysisConsents)
    .where(eq(analysisConsents.verificationId, v.verificationId as string));
  assert.equal(consent.ownerCd, 'COVERAGE');
  assert.equal(consent.userId, fc.id);
  assert.equal(consent.agreedBy, `user:${fc.id}`);
  assert.deepEqual(
    consent.terms.map((x) => x.id),
    terms,
  );
  assert.ok(consent.terms.every((x) => x.ver === '2026.1'));
});

test('the right code → VERIFIED, held 30 minutes (expiresAt = verifiedAt + 30 min); confirming again answers 200 unchanged', async () => {
  const v = await begin(app, fc.token, body());
  const res = await post(app, fc.token, confirmUrl(v.verificationId), { code: '123456' });
  assert.equal(res.statusCode, 200, res.body);
  const done = res.json();
  assert.equal(done.status, 'VERIFIED');
  assert.equal(done.statusLabel, '인증완료');
  assert.equal(Date.parse(done.expiresAt) - Date.parse(done.verifiedAt), 30 * MINUTE);
  const again = await post(app, fc.token, confirmUrl(v.verificationId), { code: '000000' });
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.json(), done);
  const [row] = await db.select().from(coverageVerifications).where(eq(coverageVerifications.id, done.verificationId));
  assert.equal(row.providerEnc, null, 'the provider transaction is deleted when it ends');
  assert.ok(row.contractsEnc, 'the contracts are held');
  assert.ok(!row.contractsEnc.includes('홍길동'), 'encrypted');
});

test('a wrong code → 400 VERIFICATION_CODE_MISMATCH with attemptsLeft; the fifth wrong → FAILED, 400 VERIFICATION_FAILED; then closed', async () => {
  const v = await begin(app, fc.token, body());
  for (let left = 4; left >= 1; left--) {
    const res = await post(app, fc.token, confirmUrl(v.verificationId), { code: '999999' });
    const problem = expectProblem(res, 400, 'VERIFICATION_CODE_MISMATCH');
    assert.equal(problem.attemptsLeft, left);
    const now = await read(v.verificationId);
    assert.equal(now.status, 'CODE_SENT');
    assert.equal(now.attemptsLeft, left);
    assert.equal(now.lastErrorCode, 'VERIFICATION_CODE_MISMATCH');
  }
  expectProblem(
    await post(app, fc.token, confirmUrl(v.verificationId), { code: '999999' }),
    400,
    'VERIFICATION_FAILED',
  );
  const failed = await read(v.verificationId);
  assert.equal(failed.status, 'FAILED');
  assert.equal(failed.statusLabel, '인증실패');
  assert.equal(failed.attemptsLeft, 0);
  expectProblem(
    await post(app, fc.token, confirmUrl(v.verificationId), { code: '123456' }),
    400,
    'VERIFICATION_CLOSED',
  );
  clock.advance(31_000);
  expectProblem(await post(app, fc.token, resendUrl(v.verificationId)), 400, 'VERIFICATION_CLOSED');
});

test('an SMS confirmation without a code → 400 VALIDATION_FAILED naming code', async () => {
  const v = await begin(app, fc.token, body());
  const problem = expectProblem(await post(app, fc.token, confirmUrl(v.verificationId), {}), 400, 'VALIDATION_FAILED');
  assert.equal((problem.errors as { field: string }[])[0].field, 'code');
});

test('CODE_SENT → EXPIRED once the source expiry passes; confirm → 400 VERIFICATION_CLOSED; resend → CODE_SENT with full attempts', async () => {
  const v = await begin(app, fc.token, body());
  await post(app, fc.token, confirmUrl(v.verificationId), { code: '111111' });
  clock.advance(3 * MINUTE + 1000);
  const expired = await read(v.verificationId);
  assert.equal(expired.status, 'EXPIRED');
  assert.equal(expired.statusLabel, '만료');
  expectProblem(
    await post(app, fc.token, confirmUrl(v.verificationId), { code: '123456' }),
    400,
    'VERIFICATION_CLOSED',
  );
  const res = await post(app, fc.token, resendUrl(v.verificationId));
  assert.equal(res.statusCode, 200, res.body);
  const again = res.json();
  assert.equal(again.status, 'CODE_SENT');
  assert.equal(again.attemptsLeft, 5);
  assert.equal(again.resendsLeft, 2);
  assert.ok(Date.parse(again.expiresAt) > clock.now());
  const ok = await post(app, fc.token, confirmUrl(v.verificationId), { code: '123456' });
  assert.equal(ok.json().status, 'VERIFIED');
});

test('resend: sooner than 30 s → 429 VERIFICATION_RESEND_TOO_SOON with Retry-After; 3 at most, a 4th → 400 VERIFICATION_RESEND_LIMIT', async (ctx) => {
  // Only `advance` moves the clock here: Retry-After is checked to the second however slowly the test runs.
  ctx.after(clock.freeze());
  const v = await begin(app, fc.token, body());
  await post(app, fc.token, confirmUrl(v.verificationId), { code: '111111' });
  const soon = await post(app, fc.token, resendUrl(v.verificationId));
  expectProblem(soon, 429, 'VERIFICATION_RESEND_TOO_SOON');
  assert.equal(soon.headers['retry-after'], '30');
  clock.advance(20_000);
  const later = await post(app, fc.token, resendUrl(v.verificationId));
  expectProblem(later, 429, 'VERIFICATION_RESEND_TOO_SOON');
  assert.equal(later.headers['retry-after'], '10');
  for (let left = 2; left >= 0; left--) {
    clock.advance(30_000);
    const res = await post(app, fc.token, resendUrl(v.verificationId));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().resendsLeft, left);
    assert.equal(res.json().attemptsLeft, 5, 'a new transaction: attempts back to full');
  }
  clock.advance(30_000);
  expectProblem(await post(app, fc.token, resendUrl(v.verificationId)), 400, 'VERIFICATION_RESEND_LIMIT');
  const ok = await post(app, fc.token, confirmUrl(v.verificationId), { code: '123456' });
  assert.equal(ok.json().status, 'VERIFIED', 'the last code sent still works');
});

test('VERIFIED → EXPIRED 30 minutes after verifiedAt, final: confirm and resend → 400 VERIFICATION_CLOSED; the held contracts are deleted', async () => {
  const v = await begin(app, fc.token, body());
  const done = (await post(app, fc.token, confirmUrl(v.verificationId), { code: '123456' })).json();
  expectProblem(await post(app, fc.token, resendUrl(v.verificationId)), 400, 'VERIFICATION_CLOSED');
  clock.advance(30 * MINUTE - 1000);
  assert.equal((await read(v.verificationId)).status, 'VERIFIED');
  clock.advance(2000);
  const expired = await read(v.verificationId);
  assert.equal(expired.status, 'EXPIRED');
  assert.equal(expired.expiresAt, done.expiresAt);
  expectProblem(
    await post(app, fc.token, confirmUrl(v.verificationId), { code: '123456' }),
    400,
    'VERIFICATION_CLOSED',
  );
  clock.advance(31_000);
  expectProblem(await post(app, fc.token, resendUrl(v.verificationId)), 400, 'VERIFICATION_CLOSED');
  const [row] = await db.select().from(coverageVerifications).where(eq(coverageVerifications.id, done.verificationId));
  assert.equal(row.contractsEnc, null);
});

test('consent: a required COVERAGE term missing → 400 TERMS_NOT_AGREED; a term of another owner → 400 VALIDATION_FAILED', async () => {
  expectProblem(
    await post(app, fc.token, '/api/v1/coverage/verifications', body({ agreedTermsIds: terms.slice(1) })),
    400,
    'TERMS_NOT_AGREED',
  );
  expectProblem(
    await post(app, fc.token, '/api/v1/coverage/verifications', body({ agreedTermsIds: [...terms, 999_999] })),
    400,
    'VALIDATION_FAILED',
  );
});

test('the client: a birth date in the future or not a date, a landline, an unknown carrier → 400; under 14 needs a legal representative', async () => {
  for (const bad of [
    { birthDate: '20991231' },
    { birthDate: '20230230' },
    { phone: '02-123-4567' },
    { carrier: 'SKB' },
    { birthDate: '20200101' },
  ]) {
    expectProblem(
      await post(app, fc.token, '/api/v1/coverage/verifications', body({ client: client(bad) })),
      400,
      'VALIDATION_FAILED',
    );
  }
  const child = await begin(
    app,
    fc.token,
    body({
      client: client({
        birthDate: '20200101',
        legalRepresentative: {
          name: '홍아빠',
          birthDate: '19880101',
          phone: '01098765432',
          carrier: 'KT',
          relation: '부',
        },
      }),
    }),
  );
  assert.deepEqual((child.client as Record<string, unknown>).legalRepresentative, {
    name: '홍아빠',
    birthDate: '19880101',
    phone: '010-****-5432',
    carrier: 'KT',
    relation: '부',
  });
});

test('persona 조회실패: confirm → FAILED, 400 VERIFICATION_FAILED with the source code in lastErrorCode', async () => {
  const v = await begin(app, fc.token, body({ client: client({ name: '조회실패' }) }));
  expectProblem(
    await post(app, fc.token, confirmUrl(v.verificationId), { code: '123456' }),
    400,
    'VERIFICATION_FAILED',
  );
  const failed = await read(v.verificationId);
  assert.equal(failed.status, 'FAILED');
  assert.equal(failed.lastErrorCode, 'SANDBOX_LOOKUP_FAILED');
});

test('persona 계정필요: begin → 400 INSTITUTION_ACCOUNT_REQUIRED unless institutionLogin is given', async () => {
  const who = client({ name: '계정필요' });
  expectProblem(
    await post(app, fc.token, '/api/v1/coverage/verifications', body({ client: who })),
    400,
    'INSTITUTION_ACCOUNT_REQUIRED',
  );
  const v = await begin(
    app,
    fc.token,
    body({ client: who, institutionLogin: { loginId: 'hong85', password: 'pw!2345' } }),
  );
  assert.equal(v.status, 'CODE_SENT');
  assert.ok(!JSON.stringify(v).includes('hong85'), 'the login is write-only');
});

test('another FC’s verification and an id that is not one → 404 VERIFICATION_NOT_FOUND on read, resend and confirm', async () => {
  const v = await begin(app, fc.token, body());
  for (const id of [v.verificationId, 'cv_aaaaaaaaaaaaaaaaaaaa', 'x', '1']) {
    const token = id === v.verificationId ? other.token : fc.token;
    expectProblem(await get(app, token, `/api/v1/coverage/verifications/${id}`), 404, 'VERIFICATION_NOT_FOUND');
    expectProblem(await post(app, token, resendUrl(id)), 404, 'VERIFICATION_NOT_FOUND');
    expectProblem(await post(app, token, confirmUrl(id), { code: '123456' }), 404, 'VERIFICATION_NOT_FOUND');
  }
});

test('Idempotency-Key on begin, resend and confirm: the same key and body return the first answer without a new transaction', async () => {
  const key = { 'idempotency-key': `begin-${Math.random()}` };
  const first = await post(app, fc.token, '/api/v1/coverage/verifications', body(), key);
  const second = await post(app, fc.token, '/api/v1/coverage/verifications', body(), key);
  assert.equal(second.headers['idempotent-replayed'], 'true');
  assert.equal(second.json().verificationId, first.json().verificationId);
  const id = first.json().verificationId;
  clock.advance(30_000);
  const rkey = { 'idempotency-key': `resend-${Math.random()}` };
  const r1 = await post(app, fc.token, resendUrl(id), {}, rkey);
  assert.equal(r1.statusCode, 200, r1.body);
  const r2 = await post(app, fc.token, resendUrl(id), {}, rkey);
  assert.equal(r2.headers['idempotent-replayed'], 'true');
  assert.equal(r2.json().resendsLeft, 2, 'resent once');
  const ckey = { 'idempotency-key': `confirm-${Math.random()}` };
  const wrong1 = await post(app, fc.token, confirmUrl(id), { code: '999999' }, ckey);
  const wrong2 = await post(app, fc.token, confirmUrl(id), { code: '999999' }, ckey);
  assert.equal(wrong2.headers['idempotent-replayed'], 'true');
  assert.equal(wrong1.json().attemptsLeft, 4);
  assert.equal((await read(id)).attemptsLeft, 4, 'the replay spent no attempt');
});

/** An app-push source: pending until approved. */
function pushSource(approved: { value: boolean }): InsuranceDataAdapter {
  return {
    name: 'push-test',
    sandbox: true,
    async begin(input, now) {
      return {
        outcome: 'STARTED',
        providerTxn: { input },
        expiresAt: new Date(now.getTime() + 5 * MINUTE),
        method: 'APP_PUSH',
      };
    },
    async continue(_txn, _code, _now) {
      return approved.value ? { outcome: 'DATA', data: [] } : { outcome: 'PENDING' };
    },
  };
}

test('APP_PUSH not yet approved → 409 AUTH_PENDING with Retry-After, never stored under the Idempotency-Key; once approved → VERIFIED', async () => {
  const approved = { value: false };
  app.deps.analysis.insurance = pushSource(approved);
  try {
    const v = await begin(app, fc.token, body());
    assert.equal(v.method, 'APP_PUSH');
    const key = { 'idempotency-key': `push-${Math.random()}` };
    const pending = await post(app, fc.token, confirmUrl(v.verificationId), {}, key);
    expectProblem(pending, 409, 'AUTH_PENDING');
    assert.ok(Number(pending.headers['retry-after']) > 0);
    assert.equal((await read(v.verificationId)).status, 'CODE_SENT');
    approved.value = true;
    const done = await post(app, fc.token, confirmUrl(v.verificationId), {}, key);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.headers['idempotent-replayed'], undefined);
    assert.equal(done.json().status, 'VERIFIED');
  } finally {
    app.deps.analysis.insurance = sandboxInsuranceData;
  }
});

test('a source that refuses or fails at begin: FAILED stored with its code, 400 VERIFICATION_FAILED', async () => {
  app.deps.analysis.insurance = {
    ...sandboxInsuranceData,
    async begin() {
      return { outcome: 'FAILED', code: 'PROVIDER_UNAVAILABLE', message: '기관 점검 중' };
    },
  };
  try {
    expectProblem(await post(app, fc.token, '/api/v1/coverage/verifications', body()), 400, 'VERIFICATION_FAILED');
  } finally {
    app.deps.analysis.insurance = sandboxInsuranceData;
  }
});

test('codes, phone numbers, resident registration numbers and institution logins never reach the log', async () => {
  const v = await begin(
    app,
    fc.token,
    body({ client: client({ rrn: '8503151234567' }), institutionLogin: { loginId: 'secretid', password: 'secretpw' } }),
  );
  await post(app, fc.token, confirmUrl(v.verificationId), { code: '654321' });
  await post(app, fc.token, confirmUrl(v.verificationId), { code: '123456' });
  const text = t.logs.join('\n');
  for (const secret of ['654321', '123456', '01012345678', '010-1234-5678', '8503151234567', 'secretid', 'secretpw']) {
    assert.ok(!text.includes(secret), `${secret} in the log`);
  }
  const [row] = await db
    .select()
    .from(coverageVerifications)
    .where(eq(coverageVerifications.id, v.verificationId as string));
  assert.equal(row.providerEnc, null, 'the rrn and the login went with the provider transaction');
});

test('begin checks the consultant, then the client, then the consent: the first failure answers', async () => {
  const url = '/api/v1/coverage/verifications';
  const badClient = client({ birthDate: '19850230' });
  expectProblem(
    await post(app, fc.token, url, body({ fcUserCi: other.ci, client: badClient, agreedTermsIds: [] })),
    403,
    'CONSULTANT_SCOPE',
  );
  expectProblem(
    await post(app, fc.token, url, body({ client: badClient, agreedTermsIds: [] })),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(await post(app, fc.token, url, body({ agreedTermsIds: [] })), 400, 'TERMS_NOT_AGREED');
  const rows = await db.select().from(coverageVerifications);
  const consents = await db.select().from(analysisConsents);
  expectProblem(await post(app, fc.token, url, body({ agreedTermsIds: [] })), 400, 'TERMS_NOT_AGREED');
  assert.equal((await db.select().from(coverageVerifications)).length, rows.length);
  assert.equal((await db.select().from(analysisConsents)).length, consents.length);
});

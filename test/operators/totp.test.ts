import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog, operators } from '../../src/db/schema/index.js';
import { build } from '../helpers/build.js';
import { browser, COOKIE, cookieOf, givenOperator, PASSWORD, signInRaw, testClock } from './helpers.js';

// CONSOLE_MFA is on unless set to off: ADMIN and REVIEWER give a TOTP code after the password.
const clock = testClock();
const { app, db } = await build({}, { clock: clock.now });

const codeFor = (base32: string, at = clock.now()) =>
  new TOTP({ secret: Secret.fromBase32(base32) }).generate({ timestamp: at });

const totp = (cookie: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/console/api/sign-in/totp',
    headers: browser(),
    cookies: { [COOKIE]: cookie },
    payload: { code },
  });

const session = (cookie: string) => app.inject({ url: '/console/api/session', cookies: { [COOKIE]: cookie } });

test('an ADMIN without a second factor enrols at first sign-in: secret and otpauth URI, confirmed by a code', async () => {
  const op = await givenOperator(db, 'ADMIN');
  const first = await signInRaw(app, op.email, PASSWORD);
  assert.equal(first.statusCode, 200, first.body);
  const body = first.json();
  assert.equal(body.status, 'TOTP_ENROLMENT_REQUIRED');
  assert.match(body.otpauthUri, /^otpauth:\/\/totp\//);
  const pending = cookieOf(first);
  // A pending sign-in is no session yet.
  assert.equal((await session(pending)).statusCode, 401);
  const done = await totp(pending, codeFor(body.secret));
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json().status, 'SIGNED_IN');
  const active = cookieOf(done);
  assert.notEqual(active, pending, 'the token is rotated at the second step');
  assert.equal((await session(active)).statusCode, 200);
  assert.equal((await session(pending)).statusCode, 401);
  const [row] = await db.select().from(operators).where(eq(operators.id, op.id));
  assert.ok(row.totpSecretEnc);
  assert.ok(!row.totpSecretEnc.includes(body.secret), 'the secret is kept encrypted');
  const enrolled = await db.select().from(auditLog).where(eq(auditLog.action, 'OPERATOR_TOTP_ENROLLED'));
  assert.ok(enrolled.some((a) => a.target === `operator:${op.id}`));

  // Next time: the code of the enrolled secret.
  const again = await signInRaw(app, op.email, PASSWORD);
  assert.equal(again.json().status, 'TOTP_REQUIRED');
  clock.advance(60_000);
  const ok = await totp(cookieOf(again), codeFor(body.secret));
  assert.equal(ok.statusCode, 200, ok.body);
});

test('a wrong code: 401 SIGN_IN_FAILED, the pending sign-in ends and the failure counts', async () => {
  const op = await givenOperator(db, 'REVIEWER');
  const first = await signInRaw(app, op.email, PASSWORD);
  const secret = first.json().secret as string;
  const right = codeFor(secret);
  const wrong = right === '000000' ? '111111' : '000000';
  const res = await totp(cookieOf(first), wrong);
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().code, 'SIGN_IN_FAILED');
  // The right code no longer helps: the pending sign-in is gone.
  const late = await totp(cookieOf(first), right);
  assert.equal(late.statusCode, 401);
  assert.equal(late.json().code, 'SESSION_INVALID');
  const [row] = await db.select().from(operators).where(eq(operators.id, op.id));
  assert.equal(row.failedSignIns, 1);
  assert.equal(row.totpSecretEnc, null);
});

test('the second step must come within 5 minutes of the password', async () => {
  const op = await givenOperator(db, 'ADMIN');
  const first = await signInRaw(app, op.email, PASSWORD);
  clock.advance(5 * 60 * 1000 + 1);
  const res = await totp(cookieOf(first), codeFor(first.json().secret));
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().code, 'SESSION_INVALID');
});

test('a pending sign-in cannot call an admin route', async () => {
  const op = await givenOperator(db, 'ADMIN');
  const first = await signInRaw(app, op.email, PASSWORD);
  const res = await app.inject({ url: '/admin/v1/operators', cookies: { [COOKIE]: cookieOf(first) } });
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().code, 'SESSION_INVALID');
});

test('a VIEWER signs in with the password alone', async () => {
  const op = await givenOperator(db, 'VIEWER');
  const res = await signInRaw(app, op.email, PASSWORD);
  assert.equal(res.json().status, 'SIGNED_IN');
});

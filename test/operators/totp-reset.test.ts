import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog, operatorSessions, operators } from '../../src/db/schema/index.js';
import { isPermissionChange } from '../../src/platform/audit-retention.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import {
  asOperator,
  browser,
  COOKIE,
  cookieOf,
  givenOperator,
  PASSWORD,
  type Session,
  signIn,
  signInRaw,
  testClock,
} from './helpers.js';

// CONSOLE_MFA is on: ADMIN and REVIEWER give a TOTP code after the password.
const clock = testClock();
const { app, db } = await build({}, { clock: clock.now });

/** Signs in with the password and enrols (or gives) the second factor; returns the session and the secret. */
async function signInWithTotp(email: string, secret?: string): Promise<Session & { secret: string }> {
  const first = await signInRaw(app, email, PASSWORD);
  assert.equal(first.statusCode, 200, first.body);
  const base32: string = secret ?? first.json().secret;
  clock.advance(60_000);
  const code = new TOTP({ secret: Secret.fromBase32(base32) }).generate({ timestamp: clock.now() });
  const done = await app.inject({
    method: 'POST',
    url: '/console/api/sign-in/totp',
    headers: browser(),
    cookies: { [COOKIE]: cookieOf(first) },
    payload: { code },
  });
  assert.equal(done.statusCode, 200, done.body);
  return { cookie: cookieOf(done), csrf: done.json().session.csrfToken, secret: base32 };
}

const reset = (id: number | string, headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'POST', url: `/admin/v1/operators/${id}/totp-reset`, headers });
const rowOf = async (id: number) => (await db.select().from(operators).where(eq(operators.id, id)))[0];
const sessionOk = async (s: Session) =>
  (await app.inject({ url: '/console/api/session', cookies: { [COOKIE]: s.cookie } })).statusCode === 200;

test('a reset clears the second factor and ends the sessions: the next sign-in enrols again', async () => {
  const op = await givenOperator(db, 'REVIEWER');
  const session = await signInWithTotp(op.email);
  assert.ok((await rowOf(op.id)).totpSecretEnc);
  assert.ok(await sessionOk(session));

  const res = await reset(op.id);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().totpEnrolled, false);
  assert.equal((await rowOf(op.id)).totpSecretEnc, null);
  assert.equal(await sessionOk(session), false);
  assert.equal((await db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, op.id))).length, 0);

  const next = await signInRaw(app, op.email, PASSWORD);
  assert.equal(next.json().status, 'TOTP_ENROLMENT_REQUIRED');
  assert.notEqual(next.json().secret, session.secret);
});

test('audited as OPERATOR_TOTP_RESET with the acting operator, kept as a permission change', async () => {
  const admin = await givenOperator(db, 'ADMIN');
  const adminSession = await signInWithTotp(admin.email);
  const op = await givenOperator(db, 'REVIEWER');
  await signInWithTotp(op.email);
  const res = await asOperator(app, adminSession, 'POST', `/admin/v1/operators/${op.id}/totp-reset`);
  assert.equal(res.statusCode, 200, res.body);
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'OPERATOR_TOTP_RESET'), eq(auditLog.target, `operator:${op.id}`)));
  assert.equal(entry.actor, `operator:${admin.id}`);
  assert.deepEqual(entry.detail, { wasEnrolled: true });
  assert.equal(isPermissionChange('OPERATOR_TOTP_RESET'), true);
  // The acting admin's own session goes on.
  assert.ok(await sessionOk(adminSession));
});

test('an unknown operator → 404 OPERATOR_NOT_FOUND; a malformed id → 400; nothing changes', async () => {
  const op = await givenOperator(db, 'ADMIN');
  await signInWithTotp(op.email);
  const before = await rowOf(op.id);
  expectProblem(await reset(999_999), 404, 'OPERATOR_NOT_FOUND');
  expectProblem(await reset('abc'), 404, 'OPERATOR_NOT_FOUND');
  const tooLong = await reset('1'.repeat(40));
  assert.equal(tooLong.statusCode, 400, tooLong.body);
  assert.deepEqual(await rowOf(op.id), before);
});

test('a VIEWER or REVIEWER session may not reset (403 OPERATOR_SCOPE), the second factor stays', async () => {
  const target = await givenOperator(db, 'ADMIN');
  const targetSession = await signInWithTotp(target.email);
  const viewer = await signIn(app, (await givenOperator(db, 'VIEWER')).email);
  expectProblem(
    await asOperator(app, viewer, 'POST', `/admin/v1/operators/${target.id}/totp-reset`),
    403,
    'OPERATOR_SCOPE',
  );
  const reviewer = await signInWithTotp((await givenOperator(db, 'REVIEWER')).email);
  expectProblem(
    await asOperator(app, reviewer, 'POST', `/admin/v1/operators/${target.id}/totp-reset`),
    403,
    'OPERATOR_SCOPE',
  );
  assert.ok((await rowOf(target.id)).totpSecretEnc);
  assert.ok(await sessionOk(targetSession));
});

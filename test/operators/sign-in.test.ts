import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, operatorSessions, operators } from '../../src/db/schema/index.js';
import { tokenHash } from '../../src/operators/sessions.service.js';
import { LOCK_AFTER_FAILURES } from '../../src/operators/sign-in.service.js';
import { adminHeaders, build } from '../helpers/build.js';
import {
  asOperator,
  browser,
  COOKIE,
  cookieOf,
  createOperatorByAdmin,
  givenOperator,
  linkToken,
  PASSWORD,
  signIn,
  signInRaw,
  testClock,
} from './helpers.js';

const clock = testClock();
const { app, db } = await build({ CONSOLE_MFA: 'off' }, { clock: clock.now });

const problemOf = (res: { statusCode: number; json: () => { code: string; detail: string } }) => {
  const body = res.json();
  return { status: res.statusCode, code: body.code, detail: body.detail };
};

test('a wrong password and an unknown e-mail are answered alike: 401 SIGN_IN_FAILED, no cookie', async () => {
  const op = await givenOperator(db, 'VIEWER');
  const wrong = await signInRaw(app, op.email, 'not the password at all');
  const unknown = await signInRaw(app, 'nobody@example.com', PASSWORD);
  assert.deepEqual(problemOf(wrong), problemOf(unknown));
  assert.equal(wrong.statusCode, 401);
  assert.equal(wrong.json().code, 'SIGN_IN_FAILED');
  for (const res of [wrong, unknown]) assert.equal(res.cookies.length, 0);
  const failures = await db.select().from(auditLog).where(eq(auditLog.action, 'OPERATOR_SIGN_IN_FAILED'));
  assert.ok(failures.some((a) => a.target === `operator:${op.id}` && a.actor === `operator:${op.id}`));
  assert.ok(failures.some((a) => a.target === 'operator:unknown'));
});

test('the session cookie: HttpOnly, SameSite=Strict, Path=/; over http named ll_session without Secure', async () => {
  const op = await givenOperator(db, 'VIEWER');
  const res = await signInRaw(app, op.email, PASSWORD);
  const cookie = res.cookies.find((c) => c.name === COOKIE)!;
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Strict');
  assert.equal(cookie.path, '/');
  assert.equal(cookie.secure, undefined);
  // Only the token's hash is kept.
  const [kept] = await db
    .select()
    .from(operatorSessions)
    .where(eq(operatorSessions.tokenHash, tokenHash(cookie.value)));
  assert.ok(kept);
  const raw = await db.select().from(operatorSessions).where(eq(operatorSessions.tokenHash, cookie.value));
  assert.equal(raw.length, 0);
});

test('the session answers the operator, the role and the CSRF token; signing in again rotates the token', async () => {
  const op = await givenOperator(db, 'REVIEWER');
  const first = await signIn(app, op.email);
  const res = await app.inject({ method: 'GET', url: '/console/api/session', cookies: { [COOKIE]: first.cookie } });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().operator.role, 'REVIEWER');
  assert.equal(res.json().csrfToken, first.csrf);
  const again = await signInRaw(app, op.email, PASSWORD, {});
  const second = cookieOf(again);
  assert.notEqual(second, first.cookie);
  // Signing in from the same browser ends the session its cookie named.
  const rotated = await app.inject({
    method: 'POST',
    url: '/console/api/sign-in',
    headers: browser(),
    cookies: { [COOKIE]: first.cookie },
    payload: { email: op.email, password: PASSWORD },
  });
  assert.notEqual(cookieOf(rotated), first.cookie);
  const old = await app.inject({ method: 'GET', url: '/console/api/session', cookies: { [COOKIE]: first.cookie } });
  assert.equal(old.statusCode, 401);
  assert.equal(old.json().code, 'SESSION_INVALID');
});

test(`${LOCK_AFTER_FAILURES} wrong passwords lock the account (even the right one fails); the CLI unlock opens it`, async () => {
  const op = await givenOperator(db, 'VIEWER');
  for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
    assert.equal((await signInRaw(app, op.email, `wrong password ${i}`)).statusCode, 401);
  }
  const locked = await signInRaw(app, op.email, PASSWORD);
  assert.equal(locked.statusCode, 401);
  assert.equal(locked.json().code, 'SIGN_IN_FAILED');
  const [row] = await db.select().from(operators).where(eq(operators.id, op.id));
  assert.ok(row.lockedAt);
  const locks = await db.select().from(auditLog).where(eq(auditLog.action, 'OPERATOR_LOCKED'));
  assert.ok(locks.some((a) => a.target === `operator:${op.id}`));
  const { unlockOperator } = await import('../../src/operators/operators.service.js');
  const { internalCaller } = await import('../../src/platform/access/caller.js');
  assert.equal(await unlockOperator({ db }, internalCaller('cli'), op.email.toUpperCase()), true);
  await signIn(app, op.email);
});

test('a right password resets the count of wrong ones', async () => {
  const op = await givenOperator(db, 'VIEWER');
  for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) await signInRaw(app, op.email, `wrong password ${i}`);
  await signIn(app, op.email);
  for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) await signInRaw(app, op.email, `wrong password ${i}`);
  await signIn(app, op.email);
});

test('an inactive operator cannot sign in (the same 401)', async () => {
  const op = await givenOperator(db, 'VIEWER', { active: false });
  const res = await signInRaw(app, op.email, PASSWORD);
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().code, 'SIGN_IN_FAILED');
});

test('the one-time link: at least 12 characters, works once, then 400 PASSWORD_LINK_INVALID', async () => {
  const { passwordLink, operator } = await createOperatorByAdmin(app, {
    email: 'New.Person@Example.com',
    name: 'New Person',
    role: 'VIEWER',
  });
  assert.equal(operator.email, 'new.person@example.com');
  const token = linkToken(passwordLink.url);
  const set = (password: string) =>
    app.inject({ method: 'POST', url: '/console/api/password', headers: browser(), payload: { token, password } });
  const short = await set('elevenchars');
  assert.equal(short.statusCode, 400);
  assert.equal(short.json().code, 'VALIDATION_FAILED');
  assert.equal((await set('twelve chars')).statusCode, 204);
  const again = await set('another good password');
  assert.equal(again.statusCode, 400);
  assert.equal(again.json().code, 'PASSWORD_LINK_INVALID');
  await signIn(app, 'new.person@example.com', 'twelve chars');
  assert.equal((await signInRaw(app, 'new.person@example.com', 'another good password')).statusCode, 401);
});

test('a password link expires after 24 hours', async () => {
  const { passwordLink } = await createOperatorByAdmin(app, {
    email: 'late@example.com',
    name: 'Late',
    role: 'VIEWER',
  });
  clock.advance(24 * 60 * 60 * 1000 + 1);
  const res = await app.inject({
    method: 'POST',
    url: '/console/api/password',
    headers: browser(),
    payload: { token: linkToken(passwordLink.url), password: 'long enough password' },
  });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().code, 'PASSWORD_LINK_INVALID');
});

test('a new e-mail only once: 409 OPERATOR_EMAIL_TAKEN, whatever its case', async () => {
  await createOperatorByAdmin(app, { email: 'twice@example.com', name: 'A', role: 'VIEWER' });
  const res = await app.inject({
    method: 'POST',
    url: '/admin/v1/operators',
    headers: adminHeaders,
    payload: { email: 'TWICE@example.com', name: 'B', role: 'ADMIN' },
  });
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().code, 'OPERATOR_EMAIL_TAKEN');
});

test('the session lasts 30 minutes idle, each request restarting the idle clock', async () => {
  const op = await givenOperator(db, 'VIEWER');
  const s = await signIn(app, op.email);
  clock.advance(29 * 60 * 1000);
  assert.equal((await asOperator(app, s, 'GET', '/admin/v1/operators')).statusCode, 200);
  clock.advance(29 * 60 * 1000);
  assert.equal((await asOperator(app, s, 'GET', '/admin/v1/operators')).statusCode, 200);
  clock.advance(30 * 60 * 1000 + 1);
  const idle = await asOperator(app, s, 'GET', '/admin/v1/operators');
  assert.equal(idle.statusCode, 401);
  assert.equal(idle.json().code, 'SESSION_INVALID');
});

test('the session ends 12 hours after sign-in however busy', async () => {
  const op = await givenOperator(db, 'VIEWER');
  const s = await signIn(app, op.email);
  for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
    clock.advance(20 * 60 * 1000);
    const res = await asOperator(app, s, 'GET', '/admin/v1/operators');
    assert.equal(res.statusCode, elapsed + 20 <= 12 * 60 ? 200 : 401, `after ${elapsed + 20} minutes`);
  }
  clock.advance(60 * 1000);
  assert.equal((await asOperator(app, s, 'GET', '/admin/v1/operators')).statusCode, 401);
});

test('signing out ends the session (with its CSRF token only)', async () => {
  const op = await givenOperator(db, 'VIEWER');
  const s = await signIn(app, op.email);
  const noToken = await app.inject({
    method: 'POST',
    url: '/console/api/sign-out',
    headers: browser(),
    cookies: { [COOKIE]: s.cookie },
  });
  assert.equal(noToken.statusCode, 403);
  assert.equal(noToken.json().code, 'CSRF_REJECTED');
  const out = await asOperator(app, s, 'POST', '/console/api/sign-out');
  assert.equal(out.statusCode, 204, out.body);
  assert.equal((await asOperator(app, s, 'GET', '/admin/v1/operators')).statusCode, 401);
});

test('a sign-in from another origin than PUBLIC_BASE_URL: 403 CSRF_REJECTED saying which origin is expected', async () => {
  const op = await givenOperator(db, 'VIEWER');
  // Outside the embedded demo not even the loopback addresses of the same port are the console.
  for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3001', 'http://evil.example']) {
    const res = await signInRaw(app, op.email, PASSWORD, { origin });
    assert.equal(res.statusCode, 403, `${origin}: ${res.body}`);
    assert.equal(res.json().code, 'CSRF_REJECTED');
    assert.match(res.json().detail, /http:\/\/localhost:3000/, origin);
    assert.match(res.json().detail, /PUBLIC_BASE_URL/, origin);
    assert.equal(res.cookies.length, 0);
  }
});

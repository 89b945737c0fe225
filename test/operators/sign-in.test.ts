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

test(`${LOCK_AFTER_FAILURES} wrong passwords lock the account: the right one is told so, a wrong one is not; the CLI unlock opens it`, async () => {
  const op = await givenOperator(db, 'VIEWER');
  for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
    assert.equal((await signInRaw(app, op.email, `wrong password ${i}`)).statusCode, 401);
  }
  const locked = await signInRaw(app, op.email, PASSWORD);
  assert.equal(locked.statusCode, 403);
  assert.equal(locked.json().code, 'OPERATOR_LOCKED');
  assert.equal(locked.cookies.length, 0);
  // Without the password the lock is not learnt: the same answer as an unknown e-mail.
  const guessed = await signInRaw(app, op.email, 'still not the password');
  assert.deepEqual(problemOf(guessed), problemOf(await signInRaw(app, 'nobody@example.com', PASSWORD)));
  const [row] = await db.select().from(operators).where(eq(operators.id, op.id));
  assert.ok(row.lockedAt);
  const locks = await db.select().from(auditLog).where(eq(auditLog.action, 'OPERATOR_LOCKED'));
  assert.ok(locks.some((a) => a.target === `operator:${op.id}`));
  const { unlockOperator } = await import('../../src/operators/operators.service.js');
  const { internalCaller } = await import('../../src/platform/access/caller.js');
  assert.equal(await unlockOperator({ db }, internalCaller('cli'), op.email.toUpperCase()), true);
  await signIn(app, op.email);
});

test('an ADMIN unlocks a locked operator from the console (audited); a REVIEWER may not; an unknown id is 404', async () => {
  const op = await givenOperator(db, 'VIEWER');
  for (let i = 0; i < LOCK_AFTER_FAILURES; i++) await signInRaw(app, op.email, `wrong password ${i}`);
  const admin = await givenOperator(db, 'ADMIN');
  const reviewer = await givenOperator(db, 'REVIEWER');
  const refused = await asOperator(
    app,
    await signIn(app, reviewer.email),
    'POST',
    `/admin/v1/operators/${op.id}/unlock`,
  );
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().code, 'OPERATOR_SCOPE');
  assert.equal((await signInRaw(app, op.email, PASSWORD)).json().code, 'OPERATOR_LOCKED');

  const session = await signIn(app, admin.email);
  const unlocked = await asOperator(app, session, 'POST', `/admin/v1/operators/${op.id}/unlock`);
  assert.equal(unlocked.statusCode, 200, unlocked.body);
  assert.equal(unlocked.json().locked, false);
  const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'OPERATOR_UNLOCKED'));
  assert.deepEqual(
    entries.filter((a) => a.target === `operator:${op.id}`).map((a) => a.actor),
    [`operator:${admin.id}`],
  );
  await signIn(app, op.email);
  // Not locked any more: answered as it is, with no second entry.
  const again = await asOperator(app, session, 'POST', `/admin/v1/operators/${op.id}/unlock`);
  assert.equal(again.statusCode, 200);
  const after = await db.select().from(auditLog).where(eq(auditLog.action, 'OPERATOR_UNLOCKED'));
  assert.equal(after.filter((a) => a.target === `operator:${op.id}`).length, 1);
  const unknown = await app.inject({ method: 'POST', url: '/admin/v1/operators/999999/unlock', headers: adminHeaders });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().code, 'OPERATOR_NOT_FOUND');
});

test('a REVIEWER or a VIEWER cannot read the operator accounts: 403 OPERATOR_SCOPE as problem+json', async () => {
  const target = await givenOperator(db, 'ADMIN');
  for (const role of ['REVIEWER', 'VIEWER'] as const) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    for (const url of ['/admin/v1/operators', `/admin/v1/operators/${target.id}`]) {
      const res = await asOperator(app, session, 'GET', url);
      assert.equal(res.statusCode, 403, `${role} ${url}`);
      assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
      assert.equal(res.json().code, 'OPERATOR_SCOPE');
      assert.ok(!res.body.includes(target.email), 'no account in the refusal');
    }
  }
  const admin = await signIn(app, (await givenOperator(db, 'ADMIN')).email);
  assert.equal((await asOperator(app, admin, 'GET', '/admin/v1/operators')).statusCode, 200);
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
  assert.equal((await asOperator(app, s, 'GET', '/admin/v1/regions')).statusCode, 200);
  clock.advance(29 * 60 * 1000);
  assert.equal((await asOperator(app, s, 'GET', '/admin/v1/regions')).statusCode, 200);
  clock.advance(30 * 60 * 1000 + 1);
  const idle = await asOperator(app, s, 'GET', '/admin/v1/regions');
  assert.equal(idle.statusCode, 401);
  assert.equal(idle.json().code, 'SESSION_INVALID');
});

test('the session ends 12 hours after sign-in however busy', async () => {
  const op = await givenOperator(db, 'VIEWER');
  const s = await signIn(app, op.email);
  for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
    clock.advance(20 * 60 * 1000);
    const res = await asOperator(app, s, 'GET', '/admin/v1/regions');
    assert.equal(res.statusCode, elapsed + 20 <= 12 * 60 ? 200 : 401, `after ${elapsed + 20} minutes`);
  }
  clock.advance(60 * 1000);
  assert.equal((await asOperator(app, s, 'GET', '/admin/v1/regions')).statusCode, 401);
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
  assert.equal((await asOperator(app, s, 'GET', '/admin/v1/regions')).statusCode, 401);
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

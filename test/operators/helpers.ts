import assert from 'node:assert/strict';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/client.js';
import { operators } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/operators/passwords.js';
import { adminHeaders } from '../helpers/build.js';
import { testClock as baseTestClock } from '../helpers/clock.js';

export type Role = 'ADMIN' | 'REVIEWER' | 'VIEWER';

/** Where the console is served in tests (PUBLIC_BASE_URL's default for port 3000). */
export const ORIGIN = 'http://localhost:3000';
export const COOKIE = 'll_session';
export const PASSWORD = 'correct horse battery staple';

let seq = 0;

/** An operator with a password, inserted directly (what a test is not about). */
export async function givenOperator(db: Db, role: Role, extra: Partial<typeof operators.$inferInsert> = {}) {
  seq += 1;
  const [row] = await db
    .insert(operators)
    .values({
      email: `op${seq}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      name: `Operator ${seq}`,
      role,
      passwordHash: await hashPassword(PASSWORD),
      ...extra,
    })
    .returning();
  return row;
}

/** The session cookie a response set. */
export function cookieOf(res: { cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((c) => c.name === COOKIE);
  assert.ok(cookie, 'the response sets the session cookie');
  return cookie.value;
}

export interface Session {
  cookie: string;
  csrf: string;
}

export const browser = (extra: Record<string, string> = {}) => ({
  origin: ORIGIN,
  'sec-fetch-site': 'same-origin',
  ...extra,
});

export async function signInRaw(app: App, email: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/console/api/sign-in',
    headers: browser(headers),
    payload: { email, password },
  });
}

/** Signs in (no second factor: CONSOLE_MFA=off or a VIEWER) and returns the cookie and the CSRF token. */
export async function signIn(app: App, email: string, password = PASSWORD): Promise<Session> {
  const res = await signInRaw(app, email, password);
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.status, 'SIGNED_IN');
  return { cookie: cookieOf(res), csrf: body.session.csrfToken };
}

/** A request with the session: the cookie, and for a change the CSRF token and the console's origin. */
export function asOperator(
  app: App,
  session: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const change = method !== 'GET';
  return app.inject({
    method,
    url,
    cookies: { [COOKIE]: session.cookie },
    headers: change ? browser({ 'x-csrf-token': session.csrf, ...headers }) : headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function createOperatorByAdmin(app: App, body: { email: string; name: string; role: Role }) {
  const res = await app.inject({ method: 'POST', url: '/admin/v1/operators', headers: adminHeaders, payload: body });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { operator: { id: string; email: string }; passwordLink: { url: string; expiresAt: string } };
}

export const linkToken = (url: string) => new URL(url).hash.replace(/^#token=/, '');

/** A clock tests move, from a fixed morning. */
export const testClock = (start = Date.parse('2026-03-02T09:00:00Z')) => baseTestClock(start);

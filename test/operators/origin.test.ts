import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../helpers/build.js';
import { COOKIE, cookieOf, givenOperator, PASSWORD } from './helpers.js';

// The embedded demo (no DATABASE_URL) on port 3456: the console is reached at http://localhost:3456/ as at
// http://127.0.0.1:3456/ or http://[::1]:3456/, and a sign-in from any of them is the console's own.
const PORT = '3456';
const { app, db } = await build({ DATABASE_URL: '', PORT, CONSOLE_MFA: 'off' });

const signInFrom = (origin: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/console/api/sign-in',
    headers: { origin, 'sec-fetch-site': 'same-origin' },
    payload: { email, password: PASSWORD },
  });

test('the embedded demo takes a sign-in from the loopback origins of its port', async () => {
  const op = await givenOperator(db, 'ADMIN');
  for (const origin of [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`, `http://[::1]:${PORT}`]) {
    const res = await signInFrom(origin, op.email);
    assert.equal(res.statusCode, 200, `${origin}: ${res.body}`);
    assert.equal(res.json().status, 'SIGNED_IN');
    // And the session's changes from there.
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/admin/v1/operators/${op.id}`,
      cookies: { [COOKIE]: cookieOf(res) },
      headers: { origin, 'sec-fetch-site': 'same-origin', 'x-csrf-token': res.json().session.csrfToken },
      payload: { name: `Renamed from ${origin}` },
    });
    assert.equal(renamed.statusCode, 200, `${origin}: ${renamed.body}`);
  }
});

test('the embedded demo refuses another port, host or scheme: 403 CSRF_REJECTED naming the console origin', async () => {
  const op = await givenOperator(db, 'VIEWER');
  for (const origin of [
    'http://127.0.0.1:3457',
    'http://localhost:3000',
    `http://evil.example:${PORT}`,
    `http://192.168.0.10:${PORT}`,
    `https://127.0.0.1:${PORT}`,
    'null',
  ]) {
    const res = await signInFrom(origin, op.email);
    assert.equal(res.statusCode, 403, `${origin}: ${res.body}`);
    assert.equal(res.json().code, 'CSRF_REJECTED');
    assert.match(res.json().detail, new RegExp(`http://localhost:${PORT}`), origin);
    assert.equal(res.cookies.length, 0);
  }
});

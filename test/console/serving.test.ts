import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import Fastify from 'fastify';
import { CONSOLE_CSP, CONSOLE_DIST, registerConsoleApp } from '../../src/operators/console.static.js';
import { registerErrorHandling } from '../../src/platform/errors.js';
import { build } from '../helpers/build.js';
import { consoleNotBuilt } from './browser.js';

// Needs the built console, not a browser.
const skip = consoleNotBuilt() ?? undefined;
const { app } = await build();

test('the console is served at /console: the page never cached, under its own CSP with no inline script', {
  skip,
}, async () => {
  for (const url of ['/console', '/console/', '/console/as-queue', '/console/set-password']) {
    const res = await app.inject({ url });
    assert.equal(res.statusCode, 200, url);
    assert.match(res.headers['content-type'] as string, /^text\/html/);
    assert.equal(res.headers['cache-control'], 'no-store', url);
    assert.equal(res.headers['content-security-policy'], CONSOLE_CSP);
    assert.match(res.body, /<div id="root">/);
  }
  const csp = CONSOLE_CSP.split('; ');
  assert.ok(csp.includes("script-src 'self'"), 'scripts from the service only: no inline, no eval');
  assert.ok(csp.includes("frame-ancestors 'none'"));
});

test("the console's CSP is its own: the service's other answers, its JSON API among them, do not carry it", async () => {
  for (const url of ['/openapi.json', '/console/api/options', '/api/v1/leads', '/nothing-here']) {
    const res = await app.inject({ url });
    assert.equal(res.headers['content-security-policy'], undefined, url);
    assert.equal(res.headers['referrer-policy'], undefined, url);
  }
});

test('the assets are cached for a year and sent precompressed (brotli or gzip, as the browser accepts)', {
  skip,
}, async () => {
  const script = readdirSync(join(CONSOLE_DIST, 'assets')).find((f) => /^index-.*\.js$/.test(f));
  assert.ok(script, 'the built entry script');
  const url = `/console/assets/${script}`;
  const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
  for (const encoding of ['br', 'gzip']) {
    const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
    assert.equal(res.headers['content-encoding'], encoding);
    assert.ok(res.rawPayload.length < plain.rawPayload.length / 2, `${encoding} is smaller`);
  }
});

test("an unknown path below the console's API or its assets is a 404 problem, not the page", async () => {
  for (const url of ['/console/api/nothing-here', '/console/assets/index-replaced.js']) {
    const res = await app.inject({ url });
    assert.equal(res.statusCode, 404, url);
    assert.equal(res.json().code, 'ROUTE_NOT_FOUND');
  }
});

test('the console is not in the API description', async () => {
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  assert.deepEqual(
    Object.keys(doc.paths).filter((p) => p.startsWith('/console') && !p.startsWith('/console/api/')),
    [],
  );
});

test('a checkout whose console was not built answers 503 CONSOLE_NOT_BUILT, saying how to build it', async () => {
  const app = Fastify();
  registerErrorHandling(app);
  await registerConsoleApp(app, '/nonexistent/console/dist/');
  const res = await app.inject({ url: '/console/' });
  assert.equal(res.statusCode, 503);
  assert.equal(res.json().code, 'CONSOLE_NOT_BUILT');
  assert.match(res.json().detail, /npm run build --workspace console/);
  await app.close();
});

test('without an identity provider the sign-in page offers no single sign-on', async () => {
  const res = await app.inject({ url: '/console/api/options' });
  assert.deepEqual(res.json(), { sso: false });
});

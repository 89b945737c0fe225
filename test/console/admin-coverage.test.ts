import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from '../helpers/build.js';
import { operationsOf } from '../security/openapi-ops.js';

// Every admin operation can be done from the console (issue #32): each operation under /admin/v1 of the service's own
// OpenAPI document is called by some console source through the typed client, or docs/console.md names it, with
// the reason, in its table of operations without a screen. A new admin route fails here until one of the two is true.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONSOLE_SRC = join(ROOT, 'console/src');

/** Every TypeScript source of the console. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * What the console calls: `api.METHOD('/admin/v1/…'` (the typed client: a path it does not know breaks the type
 * check), and the downloads typed against the document (`const X: keyof paths = '/admin/v1/…'`), which are GETs.
 */
function calledOperations(texts: string[]): Set<string> {
  const called = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/\bapi\.(GET|POST|PUT|PATCH|DELETE)\(\s*'([^']+)'/g)) called.add(`${m[1]} ${m[2]}`);
    for (const m of text.matchAll(/:\s*keyof paths\s*=\s*'([^']+)'/g)) called.add(`GET ${m[1]}`);
  }
  return called;
}

/** The operations docs/console.md names as having no screen, each with its reason. */
function exemptOperations(markdown: string): Map<string, string> {
  const section = markdown.split(/^## Admin operations without a screen$/m)[1]?.split(/^## /m)[0] ?? '';
  const exempt = new Map<string, string>();
  for (const m of section.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) (\/admin\/v1\/[^`]+)` \| (.+?) \|$/gm)) {
    exempt.set(`${m[1]} ${m[2]}`, m[3].trim());
  }
  return exempt;
}

const { app } = await build();
const adminOps = operationsOf(app)
  .filter((op) => op.path.startsWith('/admin/v1/'))
  .map((op) => `${op.method} ${op.path}`);
const called = calledOperations(sources(CONSOLE_SRC).map((f) => readFileSync(f, 'utf8')));
const exempt = exemptOperations(readFileSync(join(ROOT, 'docs/console.md'), 'utf8'));

test('every admin operation of the OpenAPI document is called by a console screen, or named in docs/console.md', () => {
  assert.ok(adminOps.length > 50, `the document's admin operations were read (${adminOps.length})`);
  const missing = adminOps.filter((op) => !called.has(op) && !exempt.has(op));
  assert.deepEqual(missing, [], 'admin operations no screen calls and docs/console.md does not name');
});

test('the table of operations without a screen is honest: each is a real operation no screen calls, with a reason', () => {
  for (const [op, reason] of exempt) {
    assert.ok(adminOps.includes(op), `${op} is named in docs/console.md but is no operation of the document`);
    assert.ok(
      !called.has(op),
      `${op} is named as having no screen, but the console calls it: remove it from the table`,
    );
    assert.ok(reason.length >= 10, `${op}: the reason says why`);
  }
});

test('the scan finds the calls as the console writes them (it would not pass by finding nothing)', () => {
  const found = calledOperations([
    "call(api.GET('/admin/v1/orders', { params }))",
    "await call(\n  api.POST(\n    '/admin/v1/orders/{id}/confirm', { params: { path: { id } } }))",
    "const FORM_PDF: keyof paths = '/admin/v1/claim/requests/{claimReqId}/form.pdf';",
    "fetch('/admin/v1/leads')",
  ]);
  assert.deepEqual(
    [...found].sort(),
    [
      'GET /admin/v1/claim/requests/{claimReqId}/form.pdf',
      'GET /admin/v1/orders',
      'POST /admin/v1/orders/{id}/confirm',
    ],
    'a bare fetch is no call through the typed client',
  );
  // What the console really calls: the screens of this issue among them.
  for (const op of ['POST /admin/v1/allocations/run', 'PATCH /admin/v1/webhooks/{id}', 'GET /admin/v1/dashboard']) {
    assert.ok(called.has(op), op);
  }
  const table = exemptOperations(
    '## Admin operations without a screen\n\n| operation | why |\n|---|---|\n| `POST /admin/v1/x` | kept for integrators |\n\n## Next\n| `GET /admin/v1/y` | not this table |\n',
  );
  assert.deepEqual([...table.entries()], [['POST /admin/v1/x', 'kept for integrators']]);
});

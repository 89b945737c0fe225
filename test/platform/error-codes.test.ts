import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ERROR_CODES, type ErrorCode, statusesOf, statusFor } from '../../src/platform/error-codes.js';
import { AppError, badRequest, notFound } from '../../src/platform/errors.js';

// The catalogue of error codes and the decisions (docs/decisions/*.md) are kept equal: the table of
// docs/decisions/requests-and-errors.md lists every code with its statuses and meaning, and every code the decisions
// name after a status exists with that status.
const areas = new URL('../../docs/decisions/', import.meta.url);
const requestsAndErrors = readFileSync(new URL('requests-and-errors.md', areas), 'utf8');
const decisions = readdirSync(areas)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => readFileSync(new URL(name, areas), 'utf8'))
  .join('\n');
/** The decisions without the table of error codes (the last section of docs/decisions/requests-and-errors.md). */
const decisionsText = decisions.replace(
  requestsAndErrors,
  requestsAndErrors.slice(0, requestsAndErrors.indexOf('### Error codes')),
);
const codes = Object.keys(ERROR_CODES) as ErrorCode[];
const isCode = (name: string): name is ErrorCode => Object.hasOwn(ERROR_CODES, name);

const rowOf = (code: ErrorCode) => `| \`${code}\` | ${statusesOf(code).join(', ')} | ${ERROR_CODES[code].title} |`;

test('the "Error codes" table of docs/decisions/requests-and-errors.md is the catalogue, row for row', () => {
  assert.ok(requestsAndErrors.includes('\n### Error codes\n'), 'docs/decisions/requests-and-errors.md has the table');
  const section = requestsAndErrors.slice(requestsAndErrors.indexOf('### Error codes'));
  const rows = section.split('\n').filter((line) => /^\| `[A-Z0-9_]+` \|/.test(line));
  const expected = codes.map(rowOf);
  assert.deepEqual(
    rows,
    expected,
    `docs/decisions/requests-and-errors.md, "### Error codes": replace the rows with\n${expected.join('\n')}\n`,
  );
});

/** Codes the text names right after an error status: "400 `A`", "400 `A`/`B`", "401 codes: `A` (why), `B` or `C`". */
function statusMentions(text: string) {
  const mentions: { status: number; code: string; at: string }[] = [];
  const code = '`[A-Z][A-Z0-9_]*[A-Z0-9]`(?:\\s*\\([^)]*\\))?';
  const list = new RegExp(`\\b([45]\\d\\d)(?: codes:)?\\s+((?:${code})(?:\\s*(?:/|,|or)\\s*${code})*)`, 'g');
  for (const m of text.matchAll(list)) {
    const names = (m[2] as string).replace(/\([^)]*\)/g, '').match(/`[A-Z0-9_]+`/g) ?? [];
    for (const name of names) mentions.push({ status: Number(m[1]), code: name.slice(1, -1), at: m[0] });
  }
  return mentions;
}

test('every code the decisions name after a status is in the catalogue with that status', () => {
  const mentions = statusMentions(decisionsText);
  assert.ok(mentions.length > 60, `only ${mentions.length} mentions found: is the extraction still right?`);
  const wrong = mentions
    .filter(({ status, code }) => !isCode(code) || !statusesOf(code).includes(status))
    .map(({ status, code, at }) => `${status} ${code} (in "${at.replace(/\s+/g, ' ')}")`);
  assert.deepEqual(wrong, []);
});

test('the extraction of codes after a status reads the ways the document writes them', () => {
  const found = statusMentions(
    'is 400 `A_B`; broken → 400\n  `C_D`/`E_F`, then 401 codes: `G_H` (not ours: x, y), `I_J`, `K_L` or `M_N`. ' +
      '201 `PENDING` and `X_Y` later; 15 `NOT_A` code; 500 `INTERNAL`.',
  ).map((m) => `${m.status} ${m.code}`);
  assert.deepEqual(found, [
    '400 A_B',
    '400 C_D',
    '400 E_F',
    '401 G_H',
    '401 I_J',
    '401 K_L',
    '401 M_N',
    '500 INTERNAL',
  ]);
});

test('every code of the document that reads like an error code is in the catalogue', () => {
  // Names with the endings error codes have; the text may name them without a status ("a file → `FILE_NOT_FOUND`").
  const ending = /_(NOT_FOUND|TAKEN|INVALID|MISMATCH|SCOPE|FORBIDDEN|EXPIRED|REVOKED|MISSING|UNAVAILABLE|LIMITED)$/;
  const named = new Set([...decisions.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)].map((m) => m[1] as string));
  const unknown = [...named].filter((name) => ending.test(name) && !isCode(name));
  assert.deepEqual(unknown, []);
});

test('a code is answered with its catalogue status; a second status only where the catalogue gives it', () => {
  assert.equal(new AppError('RATE_LIMITED', 'x').status, 429);
  assert.equal(badRequest('PRODUCT_NOT_FOUND', 'x').status, 400);
  assert.equal(notFound('Product', 'PRODUCT_NOT_FOUND').status, 404);
  assert.equal(new AppError('FILE_SIZE_MISMATCH', 'x', { status: 413 }).status, 413);
  assert.throws(() => statusFor('FILE_SIZE_MISMATCH'), /needs one of the statuses 400, 413/);
  assert.throws(() => statusFor('RATE_LIMITED', 400), /RATE_LIMITED is not answered with 400/);
  for (const code of codes) {
    for (const status of statusesOf(code)) assert.ok(status >= 400 && status < 600, `${code}: ${status}`);
    assert.match(code, /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  }
});

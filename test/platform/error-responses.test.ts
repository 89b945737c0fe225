import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES_KEY, errorResponses } from '../../src/platform/errors.js';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
/** Where `errorResponses` is defined (and its comments show a bare status). */
const DEFINITION = join('platform', 'errors.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The top-level arguments of every `errorResponses(...)` call of `text`, with the line each call starts on. */
function calls(text: string): { line: number; args: string[] }[] {
  const found: { line: number; args: string[] }[] = [];
  for (const match of text.matchAll(/\berrorResponses\(/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const args: string[] = [];
    let depth = 0;
    let current = '';
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (depth === 0 && (c === ')' || c === ',')) {
        if (current.trim()) args.push(current.trim());
        current = '';
        if (c === ')') break;
        continue;
      }
      if (c === '(' || c === '[' || c === '{') depth++;
      if (c === ')' || c === ']' || c === '}') depth--;
      current += c;
    }
    found.push({ line: text.slice(0, match.index).split('\n').length, args });
  }
  return found;
}

test('every route lists the codes it raises: no errorResponses(...) in src/ passes a bare status', () => {
  const bare = sourceFiles(SRC).flatMap((file) => {
    const pathInSrc = relative(SRC, file);
    if (pathInSrc === DEFINITION) return [];
    return calls(readFileSync(file, 'utf8')).flatMap(({ line, args }) =>
      args.filter((arg) => /^\d+$/.test(arg)).map((arg) => `src/${pathInSrc}:${line} (${arg})`),
    );
  });
  assert.deepEqual(bare, [], 'list the codes the operation raises (docs: errorResponses in src/platform/errors.ts)');
  // The scan finds the calls it is about: a scan that read nothing would pass anything.
  const routes = sourceFiles(SRC).filter((file) => file.endsWith('.routes.ts'));
  const listed = routes.flatMap((file) => calls(readFileSync(file, 'utf8')));
  assert.ok(listed.length > 100, `${listed.length} errorResponses calls found`);
});

test('the scan reads arguments as the call has them: nested lists and tuples are one argument each', () => {
  const text = "x({ 200: A, ...errorResponses('KEY_SCOPE', ['FILE_NOT_FOUND', 400], ...LIST) });\nerrorResponses(404)";
  assert.deepEqual(calls(text), [
    { line: 1, args: ["'KEY_SCOPE'", "['FILE_NOT_FOUND', 400]", '...LIST'] },
    { line: 2, args: ['404'] },
  ]);
});

const codesOf = (responses: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => [status, (schema as Record<string, unknown>)[ERROR_CODES_KEY]]),
  );

test('errorResponses: codes grouped by their status; a code of two statuses under both, or under the one named', () => {
  assert.deepEqual(codesOf(errorResponses('KEY_SCOPE', 'NOT_FOUND', 'AS_REQUEST_FORBIDDEN')), {
    403: ['KEY_SCOPE', 'AS_REQUEST_FORBIDDEN'],
    404: ['NOT_FOUND'],
  });
  assert.deepEqual(codesOf(errorResponses('PRODUCT_NOT_FOUND')), {
    400: ['PRODUCT_NOT_FOUND'],
    404: ['PRODUCT_NOT_FOUND'],
  });
  assert.deepEqual(codesOf(errorResponses(['PRODUCT_NOT_FOUND', 400], 'PRODUCT_NOT_MAPPED')), {
    400: ['PRODUCT_NOT_FOUND', 'PRODUCT_NOT_MAPPED'],
  });
  // Listed twice (a named list and the route's own), named once.
  assert.deepEqual(codesOf(errorResponses(['FILE_NOT_FOUND', 404], 'FILE_NOT_FOUND')), {
    400: ['FILE_NOT_FOUND'],
    404: ['FILE_NOT_FOUND'],
  });
  assert.deepEqual(errorResponses(), {});
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { AUDIT_ACTIONS, CLAIMS_ADMIN_ACTIONS, PII_READ_ACTIONS } from '../../src/platform/actions.js';
import { ERROR_CODES } from '../../src/platform/error-codes.js';

const catalogue: readonly string[] = [...AUDIT_ACTIONS, ...PII_READ_ACTIONS, ...CLAIMS_ADMIN_ACTIONS];

/** The section of a document under `heading`, up to the next heading of its level. */
function section(file: string, heading: string): string {
  const text = readFileSync(new URL(`../../docs/${file}`, import.meta.url), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  assert.ok(start >= 0, `docs/${file} has "${heading}"`);
  const level = heading.slice(0, heading.indexOf(' ') + 1);
  const end = text.indexOf(`\n${level}`, start + heading.length + 2);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The action names a text gives in backticks (`API_KEY_CREATED`): not the families (`API_KEY_*`), not error codes. */
const namesIn = (text: string) =>
  [...text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)]
    .map((m) => m[1] as string)
    .filter((name) => !Object.hasOwn(ERROR_CODES, name));

test('every action the documents say is recorded is in the catalogue', () => {
  const documented = [
    ...namesIn(section('security.md', '## Where other modules record audit entries')),
    ...namesIn(section('console.md', '## Evidence previews')),
    ...namesIn(section('console.md', '## Audit')),
  ];
  assert.ok(documented.length > 30, `only ${documented.length} names found: is the extraction still right?`);
  assert.deepEqual(
    documented.filter((name) => !catalogue.includes(name)),
    [],
  );
});

test('the catalogue names each action once, in UPPER_SNAKE, and no action ends like a replay', () => {
  assert.equal(new Set(catalogue).size, catalogue.length);
  for (const name of catalogue) {
    assert.match(name, /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/);
    assert.ok(!name.endsWith('_REPLAY'), name);
  }
});

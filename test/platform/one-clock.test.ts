import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
/** The one file that reads the system's time; every other reads the app's clock. */
const CLOCK_FILE = join('platform', 'clock.ts');

const TIME_READS = [/\bDate\.now\b/, /\bnew Date\(\s*\)/, /\bperformance\.now\b/];
const TRANSACTION = /\.transaction\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The code of a line without its comment (a line of a block comment, or what follows ` //`). */
function codeOf(line: string): string {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('*') || trimmed.startsWith('//') || trimmed.startsWith('/*')) return '';
  return line.replace(/\s\/\/.*$/, '');
}

/** `file:line` of every line of `src/` (outside `allowed`) whose code matches one of `patterns`. */
function offending(patterns: RegExp[], allowed: (pathInSrc: string) => boolean): string[] {
  return sourceFiles(SRC).flatMap((file) => {
    const pathInSrc = relative(SRC, file);
    if (allowed(pathInSrc)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (patterns.some((p) => p.test(codeOf(line))) ? [`src/${pathInSrc}:${i + 1}`] : []));
  });
}

test('no rule reads the system time: Date.now, new Date() and performance.now only in src/platform/clock.ts', () => {
  assert.deepEqual(
    offending(TIME_READS, (path) => path === CLOCK_FILE),
    [],
  );
});

test('transactions are opened by src/platform only (withTransaction), never by a feature', () => {
  assert.deepEqual(
    offending([TRANSACTION], (path) => path.split(sep)[0] === 'platform'),
    [],
  );
});

test('the scan sees what it guards against and skips comments', () => {
  assert.ok(TIME_READS.some((p) => p.test(codeOf('  const at = new Date();'))));
  assert.ok(TIME_READS.some((p) => p.test(codeOf('  private readonly now = Date.now,'))));
  assert.ok(!TIME_READS.some((p) => p.test(codeOf('  const at = new Date(clock());'))));
  assert.equal(codeOf('   * reads `Date.now()`'), '');
  assert.equal(codeOf('  f(); // not Date.now()').trim(), 'f();');
  assert.ok(readFileSync(join(SRC, CLOCK_FILE), 'utf8').match(TIME_READS[0]), 'the clock file is scanned');
});

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
/** Folders of `src/` that are not features: the mechanism every feature builds on. */
const FOUNDATION = new Set(['platform', 'db']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The files of `src/` a file imports (static, dynamic and type-only imports and re-exports). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => relative(SRC, resolve(dirname(file), s)));
}

/** The feature a path of `src/` belongs to (its top folder), or null for the foundation and the root files. */
function featureOf(pathInSrc: string): string | null {
  const parts = pathInSrc.split(sep);
  if (parts.length < 2 || parts[0] === '..' || FOUNDATION.has(parts[0])) return null;
  return parts[0];
}

test('src/platform imports no feature: nothing of src/ outside src/platform and src/db', () => {
  const offending = sourceFiles(join(SRC, 'platform')).flatMap((file) =>
    importsOf(file)
      .filter((target) => !target.startsWith('..') && !['platform', 'db'].includes(target.split(sep)[0]))
      .map((target) => `${relative(SRC, file)} → ${target}`),
  );
  assert.deepEqual(offending, []);
});

test("no feature imports another feature's routes file", () => {
  const offending = sourceFiles(SRC).flatMap((file) => {
    const own = featureOf(relative(SRC, file));
    if (own === null) return [];
    return importsOf(file)
      .filter((target) => /\.routes\.(js|ts)$/.test(target) && featureOf(target) !== own)
      .map((target) => `${relative(SRC, file)} → ${target}`);
  });
  assert.deepEqual(offending, []);
});

test('the import reader sees the imports it guards against', () => {
  // A feature's plugin imports the platform and the feature's routes files.
  const targets = importsOf(join(SRC, 'leads', 'leads.plugin.ts'));
  assert.ok(targets.some((t) => t.startsWith(`platform${sep}`)));
  assert.ok(targets.some((t) => /\.routes\.js$/.test(t) && featureOf(t) !== null));
});

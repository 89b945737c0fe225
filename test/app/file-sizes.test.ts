import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** A service past this is split along its seams (`analysis/coverage/` is the shape). */
const MAX_SERVICE_LINES = 400;

function serviceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serviceFiles(path);
    return entry.name.endsWith('.service.ts') ? [path] : [];
  });
}

const linesOf = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

test(`no src/**/*.service.ts has more than ${MAX_SERVICE_LINES} lines`, () => {
  const files = serviceFiles(join(ROOT, 'src'));
  assert.ok(files.length > 0);
  const offenders = files
    .map((file) => ({ file: relative(ROOT, file), lines: linesOf(file) }))
    .filter((f) => f.lines > MAX_SERVICE_LINES)
    .map((f) => `${f.file}: ${f.lines} lines`);
  assert.deepEqual(offenders, [], `split these services along their seams:\n${offenders.join('\n')}`);
});

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { configuredModules, missingModules, moduleScores } from '../../scripts/mutation-score.js';

const { default: strykerConfig } = (await import(new URL('../../stryker.config.mjs', import.meta.url).href)) as {
  default: { mutate: string[]; tap: { testFiles: string[] } };
};

const mutants = (killed: number, survived: number, other: Record<string, number> = {}) => ({
  mutants: [
    ...Array.from({ length: killed }, () => ({ status: 'Killed' })),
    ...Array.from({ length: survived }, () => ({ status: 'Survived' })),
    ...Object.entries(other).flatMap(([status, n]) => Array.from({ length: n }, () => ({ status }))),
  ],
});

test('a module configured to be mutated but absent from the report is named, line ranges aside', () => {
  const report = { files: { 'src/a.ts': mutants(1, 0), 'src/c.ts': mutants(1, 0) } };
  assert.deepEqual(missingModules(report, ['src/a.ts', 'src/b.ts', 'src/c.ts:10-20']), ['src/b.ts']);
  assert.deepEqual(missingModules(report, ['src/a.ts', 'src/c.ts:10-20']), []);
  assert.deepEqual(configuredModules(['src/x.ts:1-2', 'src/x.ts', 'src/a.ts']), ['src/a.ts', 'src/x.ts']);
});

test('score: killed and timed-out over all but ignored and compile errors; sorted by file', () => {
  const report = {
    files: {
      'src/b.ts': mutants(3, 1, { Timeout: 1, Ignored: 5, CompileError: 2, NoCoverage: 1 }),
      'src/a.ts': mutants(0, 0, { Ignored: 1 }),
    },
  };
  assert.deepEqual(moduleScores(report), [
    { file: 'src/a.ts', detected: 0, undetected: 0, score: 100 },
    { file: 'src/b.ts', detected: 4, undetected: 2, score: (100 * 4) / 6 },
  ]);
});

test('every module the configuration names exists, and so does every test file it runs', () => {
  for (const file of configuredModules(strykerConfig.mutate)) assert.ok(existsSync(file), file);
  for (const file of strykerConfig.tap.testFiles) assert.ok(existsSync(file), file);
});

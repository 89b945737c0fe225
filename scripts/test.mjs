// The test suite, compiled once: every TypeScript file of the project is turned into JavaScript (esbuild, no
// bundling, no type check: `npm run typecheck` does that) in a mirror of the project under `.test-build/<run>/`, where
// everything else is a link to the original, and Node's test runner runs the compiled test files there. Loading
// through a TypeScript loader costs every test process (one per file) and every worker thread about a second and a
// half of CPU; compiled, the suite does not pay it. Arguments: test files or folders (default: all of `test/`);
// `--test-*` options are passed to the runner. Three test files run at a time (`TEST_CONCURRENCY` sets another
// number): at two, a two-core machine sat idle for about two fifths of the run while files waited on their job
// workers, child processes and the browser. Each run has its own mirror, removed when it ends, so two runs at
// once do not overwrite each other's files.
import { spawn } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, '.test-build', `run-${process.pid}`);
/** The folders whose TypeScript is compiled; everything else at the top is linked as it is. */
const COMPILED = ['src', 'test', 'bench', 'scripts'];
const SKIP = new Set(['.git', '.test-build', 'node_modules', '.stryker-tmp']);

/** Every file under `dir` (relative to ROOT). */
function walk(dir, into = []) {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else into.push(path);
  }
  return into;
}

/**
 * The mirror: compiled `.js` beside a link to each `.ts` (tests that read the sources find them), links to every
 * other file of the compiled folders (fixtures, reference images, migrations), and links to the top-level rest.
 */
async function mirror() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const entry of readdirSync(ROOT)) {
    if (SKIP.has(entry) || COMPILED.includes(entry)) continue;
    symlinkSync(join(ROOT, entry), join(OUT, entry));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(OUT, 'node_modules'), 'dir');
  const sources = [];
  for (const folder of COMPILED) {
    for (const file of walk(folder)) {
      mkdirSync(join(OUT, dirname(file)), { recursive: true });
      symlinkSync(join(ROOT, file), join(OUT, file));
      if (file.endsWith('.ts') && !file.endsWith('.d.ts')) sources.push(file);
    }
  }
  await build({
    entryPoints: sources.map((file) => join(ROOT, file)),
    outdir: OUT,
    outbase: ROOT,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

const args = process.argv.slice(2);
const options = args.filter((a) => a.startsWith('--'));
const targets = args.filter((a) => !a.startsWith('--'));
await mirror();
const tests = (targets.length > 0 ? targets : ['test'])
  .flatMap((target) => (lstatSync(join(ROOT, target)).isDirectory() ? walk(target) : [target]))
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => relative(ROOT, join(ROOT, file)).replace(/\.ts$/, '.js'))
  .sort();
const runner = spawn(
  process.execPath,
  ['--enable-source-maps', '--test', `--test-concurrency=${process.env.TEST_CONCURRENCY ?? 3}`, ...options, ...tests],
  { cwd: OUT, stdio: 'inherit' },
);
const removeMirror = () => rmSync(OUT, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    runner.kill(signal);
    removeMirror();
    process.exit(1);
  });
}
runner.on('exit', (code, signal) => {
  removeMirror();
  process.exit(code ?? (signal ? 1 : 0));
});

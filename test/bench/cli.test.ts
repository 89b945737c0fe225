import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

// The benchmark's command line: `--help` prints its options and runs nothing (no dataset, no database needed), and
// an unknown scenario in `--only` is refused by name before anything starts.
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...args], {
    cwd: new URL('../..', import.meta.url),
    encoding: 'utf8',
    timeout: 60_000,
    // Nothing to reach: a run that tried to would fail rather than print the help.
    env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
  });

test('npm run bench -- --help prints the options and the scenarios, and runs nothing', () => {
  const res = run('--help');
  assert.equal(res.status, 0, res.stderr);
  for (const option of [
    '--duration',
    '--repeat',
    '--only',
    '--smoke',
    '--explain',
    '--profile',
    '--instances',
    '--embedded',
    '--env',
  ]) {
    assert.ok(res.stdout.includes(option), `the help names ${option}`);
  }
  for (const scenario of ['regions', 'registration', 'leads', 'import', 'report'])
    assert.ok(res.stdout.includes(scenario));
  assert.doesNotMatch(res.stdout, /machine:|dataset:/, 'no benchmark started');
  assert.equal(res.stderr, '');
});

test('an unknown scenario in --only is refused, naming the known ones', () => {
  const res = run('--only', 'leads,nonsense');
  assert.equal(res.status, 2);
  assert.match(res.stderr, /unknown scenario "nonsense"/);
  assert.match(res.stderr, /registration/);
});

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { demoBanner, seedDemo } from '../../src/demo.js';
import { build } from '../helpers/build.js';
import { freePort } from '../helpers/net.js';

/**
 * The README's walk-throughs, run as written: each shell block is given to bash against a real server, with the
 * `export` lines the first start prints, and every `#   → …` line under it must be found in what the block printed
 * (in order; `…` stands for anything). Each block runs alone on a fresh start, and all of them in a row on one.
 */

interface Walkthrough {
  title: string;
  script: string;
  expected: string[];
}

function readWalkthroughs(): Walkthrough[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split('\n## Walk-throughs\n')[1]?.split('\n## ')[0];
  assert.ok(section, 'README has a "Walk-throughs" section');
  return section
    .split('\n### ')
    .slice(1)
    .map((part) => {
      const title = part.split('\n')[0];
      const script = part.match(/```sh\n([\s\S]*?)\n```/)?.[1];
      assert.ok(script, `walk-through "${title}" has a shell block`);
      const expected = script
        .split('\n')
        .map((line) => line.match(/^\s*#\s+→ (.*)$/)?.[1])
        .filter((line): line is string => Boolean(line))
        .flatMap((line) => line.split('…').map((piece) => piece.trim().replace(/^,+|,+$/g, '')))
        .filter((piece) => piece.length >= 3);
      return { title, script, expected };
    });
}

/** A server on a fresh database with the demo data, as the first start makes it; returns the printed exports. */
async function startDemo(): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await build({ PUBLIC_BASE_URL: base, JOB_WORKERS: 'true', JOB_POLL_INTERVAL_SECONDS: '1' });
  await t.app.listen({ port, host: '127.0.0.1' });
  const banner = demoBanner(await seedDemo(t.db, 'system:demo-seed'), base);
  return banner.filter((line) => line.startsWith('export ')).join('\n');
}

async function run(exports: string, walkthrough: Walkthrough): Promise<string> {
  // `--fail-with-body` turns any 4xx/5xx into a failed step, so a block that only "prints an error" fails here.
  const script = `set -eu\nexec 2>&1\n${exports}\ncurl() { command curl --fail-with-body "$@"; }\n${walkthrough.script}\n`;
  // Asynchronous: the server answering the block runs in this process.
  const result = await promisify(execFile)('bash', ['-c', script], {
    cwd: mkdtempSync(join(tmpdir(), 'leadline-walkthrough-')),
    encoding: 'utf8',
    timeout: 90_000,
  }).catch((err: { stdout?: string; message: string }) => {
    assert.fail(`"${walkthrough.title}" failed: ${err.message}\n${err.stdout ?? ''}`);
  });
  return result.stdout;
}

function assertShows(output: string, walkthrough: Walkthrough) {
  let from = 0;
  for (const piece of walkthrough.expected) {
    const at = output.indexOf(piece, from);
    assert.ok(
      at >= 0,
      `"${walkthrough.title}": expected ${JSON.stringify(piece)} after position ${from} in:\n${output}`,
    );
    from = at + piece.length;
  }
}

const walkthroughs = readWalkthroughs();

test('the README has the seven walk-throughs, each with what it shows', () => {
  assert.deepEqual(
    walkthroughs.map((w) => w.title),
    [
      'Register → list (masked) → use (unmasked)',
      'Order → provisional → confirm → distribute → recall',
      'AS request → hold → cancel → second request → approve → replacement',
      'Claims: token → terms → submit → history',
      'Coverage analysis: token → terms → verification → analysis → report',
      'Medical analysis: coverage first → simple authentication → records → claimables → claim → report',
      'Import a CP949 CSV with a few bad rows and read its errors.csv',
    ],
  );
  for (const w of walkthroughs) assert.ok(w.expected.length >= 3, `${w.title} shows its results`);
});

for (const walkthrough of walkthroughs) {
  test(`walk-through "${walkthrough.title}" works on a fresh start exactly as written`, async () => {
    const exports = await startDemo();
    assertShows(await run(exports, walkthrough), walkthrough);
  });
}

test('the walk-throughs work one after another on the same start, in the opposite order too', async () => {
  const exports = await startDemo();
  for (const walkthrough of [...walkthroughs].reverse()) assertShows(await run(exports, walkthrough), walkthrough);
});

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { demoBanner, seedDemo } from '../../src/demo/seed.js';
import { runAllocation } from '../../src/leads/allocation/allocation.service.js';
import { sweepContactDeadlines } from '../../src/leads/deadline/contact-sweep.js';
import { sendDueNotices } from '../../src/leads/notifications/notices.sender.js';
import { internalCaller } from '../../src/platform/access/caller.js';
import { build, type TestApp } from '../helpers/build.js';
import { freePort } from '../helpers/net.js';

/**
 * The walk-throughs of docs/walkthroughs.md, run as written: each shell block is given to bash against a real server, with the
 * `export` lines the first start prints, and every `#   → …` line under it must be found in what the block printed
 * (in order; `…` stands for anything). Each block runs alone on a fresh start, and all of them in a row on one.
 *
 * Time: a block's `sleep` of a minute or more does not wait. It moves the server's clock (the real time plus an offset)
 * forward by that many seconds and runs once what the server's minute jobs would have done meanwhile (the allocation
 * tick, the consultants' messages due, the first-contact sweep); a shorter `sleep` really waits (a block polling for a
 * background job).
 */

interface Walkthrough {
  title: string;
  script: string;
  expected: RegExp[];
}

/** Placeholders an expected line may use where a value changes with the day: each stands for its shape. */
const shapes: Record<string, string> = {
  YYYYMMDD: '\\d{8}',
  'YYYY-MM-DD': '\\d{4}-\\d{2}-\\d{2}',
  'hh:mm:ss': '\\d{2}:\\d{2}:\\d{2}',
};

/** One expected piece as a pattern: the text as written, each placeholder matching any value of its shape. */
function expectedPattern(piece: string): RegExp {
  const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const withShapes = Object.entries(shapes).reduce((text, [name, shape]) => text.split(name).join(shape), escaped);
  return new RegExp(withShapes, 'g');
}

function expectedPieces(script: string): string[] {
  return script
    .split('\n')
    .map((line) => line.match(/^\s*#\s+→ (.*)$/)?.[1])
    .filter((line): line is string => Boolean(line))
    .flatMap((line) => line.split('…').map((piece) => piece.trim().replace(/^,+|,+$/g, '')))
    .filter((piece) => piece.length >= 3);
}

const walkthroughsFile = new URL('../../docs/walkthroughs.md', import.meta.url);

function readWalkthroughs(): Walkthrough[] {
  const document = readFileSync(walkthroughsFile, 'utf8');
  assert.ok(document.startsWith('# Walk-throughs\n'), 'docs/walkthroughs.md is the walk-throughs');
  return document
    .split('\n## ')
    .slice(1)
    .map((part) => {
      const title = part.split('\n')[0];
      const script = part.match(/```sh\n([\s\S]*?)\n```/)?.[1];
      assert.ok(script, `walk-through "${title}" has a shell block`);
      return { title, script, expected: expectedPieces(script).map(expectedPattern) };
    });
}

/** A server's clock: the real time plus what the blocks' long sleeps added. */
function movableClock() {
  let offsetMs = 0;
  return { now: () => Date.now() + offsetMs, advance: (ms: number) => (offsetMs += ms) };
}

/** What the server's minute jobs do (allocation.job.ts, notifications.jobs.ts), once, at the clock's time. */
async function runMinuteJobs(t: TestApp) {
  const deps = t.app.deps.leads;
  await sendDueNotices(t.app.notices, new Date(deps.clock()));
  await runAllocation(deps, internalCaller('job:allocation'), {});
  await sweepContactDeadlines(deps, internalCaller('job:contact-sweep'));
}

/** `POST /<seconds>`: that much time passes for the server, and its minute jobs run. Returns its address. */
async function startClockControl(t: TestApp, clock: ReturnType<typeof movableClock>): Promise<string> {
  const port = await freePort();
  const server = createServer((request, response) => {
    const seconds = Number(request.url?.slice(1));
    clock.advance(seconds * 1000);
    runMinuteJobs(t).then(
      () => response.end(),
      (err: Error) => response.writeHead(500).end(err.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${port}`;
}

/**
 * A server on a fresh database with the demo data, as the first start makes it; returns the printed exports, and
 * what the blocks' shell is given besides: where the sandbox's messages go, and the clock's control.
 */
async function startDemo(): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const clock = movableClock();
  const outbox = mkdtempSync(join(tmpdir(), 'leadline-walkthrough-outbox-'));
  const t = await build(
    { PUBLIC_BASE_URL: base, JOB_WORKERS: 'true', JOB_POLL_INTERVAL_SECONDS: '1', MESSAGE_OUTBOX_DIR: outbox },
    { clock: clock.now },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
  const banner = demoBanner(await seedDemo(t.db, 'system:demo-seed', t.app.deps.clock), base);
  const exports = banner.filter((line) => line.startsWith('export ')).join('\n');
  const control = await startClockControl(t, clock);
  const sleep = `sleep() { if [ "$1" -lt 60 ]; then command sleep "$1"; else command curl -sf -X POST "${control}/$1"; fi; }`;
  return `${exports}\nexport MESSAGE_OUTBOX_DIR=${outbox}\n${sleep}`;
}

async function run(exports: string, walkthrough: Walkthrough): Promise<string> {
  // `--fail-with-body` turns any 4xx/5xx into a failed step, so a block that only "prints an error" fails here.
  const script = `set -eu\nexec 2>&1\n${exports}\ncurl() { command curl --fail-with-body "$@"; }\n${walkthrough.script}\n`;
  // Asynchronous: the server answering the block runs in this process.
  const result = await promisify(execFile)('bash', ['-c', script], {
    cwd: mkdtempSync(join(tmpdir(), 'leadline-walkthrough-')),
    encoding: 'utf8',
    // The longest block makes about thirty requests; on a machine shared with other work each may take seconds.
    timeout: 180_000,
  }).catch((err: { stdout?: string; message: string }) => {
    assert.fail(`"${walkthrough.title}" failed: ${err.message}\n${err.stdout ?? ''}`);
  });
  return result.stdout;
}

function assertShows(output: string, walkthrough: Walkthrough) {
  let from = 0;
  for (const pattern of walkthrough.expected) {
    pattern.lastIndex = from;
    const found = pattern.exec(output);
    assert.ok(found, `"${walkthrough.title}": expected /${pattern.source}/ after position ${from} in:\n${output}`);
    from = found.index + found[0].length;
  }
}

const walkthroughs = readWalkthroughs();

test('docs/walkthroughs.md has the eleven walk-throughs, each with what it shows', () => {
  assert.deepEqual(
    walkthroughs.map((w) => w.title),
    [
      'Register → list (masked) → use (unmasked)',
      'Order → provisional → confirm → distribute → recall',
      'AS request → hold → cancel → second request → approve → replacement',
      'Claims: token → terms → submit → history',
      'Coverage analysis: token → terms → verification → analysis → report',
      'Medical analysis: coverage first → simple authentication → records → claimables → claim → report',
      'Do-not-contact → the consultant\'s view masked → erasure → "where did you get my number?"',
      'Import a CP949 CSV with a few bad rows and read its errors.csv',
      'Consent terms → evidence → a lead with its consent → the evidence pack',
      "Notification settings → a lead → the consultant's message log",
      'Order rules → a lead waiting outside the schedule, then at the cap → both assigned → the message → an outcome → a deadline takes a lead back',
    ],
  );
  for (const w of walkthroughs) assert.ok(w.expected.length >= 3, `${w.title} shows its results`);
});

test('an expected line holds no date of the day it was written: a date or a time is written as its shape', () => {
  const document = readFileSync(walkthroughsFile, 'utf8');
  const expectedLines = document.split('\n').filter((line) => /^\s*#\s+→ /.test(line));
  // Dates from 2020 to 2039 are the ones a run's "today" can be; a fixed date such as 2099-12-31 is a value, not a day.
  const datesOfADay = expectedLines.filter((line) => /20[23]\d-?[01]\d-?[0-3]\d(?!\d)/.test(line));
  assert.deepEqual(datesOfADay, []);
  assert.ok(expectedPattern('report-YYYYMMDD.pdf').test('report-20261128.pdf'));
  assert.ok(!expectedPattern('report-YYYYMMDD.pdf').test('report-2026112.pdf'));
  assert.ok(expectedPattern('"at":"YYYY-MM-DD hh:mm:ss"').test('"at":"2026-11-28 09:15:00"'));
  assert.ok(expectedPattern('a (b) [c] $d.').test('x a (b) [c] $d. y'), 'the rest of a piece is matched as written');
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

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { describeMachine, watchMachine } from '../../bench/lib/machine-state.js';
import { waitFor } from '../helpers/wait-for.js';

const busyLoop = (title: string, ms: number) =>
  `process.title = '${title}'; const end = Date.now() + ${ms}; while (Date.now() < end);`;

/** The pid and CPU ticks so far of the process named `title`, or null while there is none. */
function processNamed(title: string): { pid: number; ticks: number } | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== title) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { pid: Number(entry), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

test('the CPU of a process that is not the bench’s own is counted and named; the bench’s own children are not', {
  skip: process.platform !== 'linux' && 'reads /proc',
}, async () => {
  // Every process named, not only the busiest three: on a busy machine others may take more than this test's.
  const watched = watchMachine(Number.POSITIVE_INFINITY);
  // A child of this process: the bench's own.
  const own = spawn(process.execPath, ['-e', busyLoop('llbench-own', 600)], { stdio: 'ignore' });
  await once(own, 'exit');
  // A loop started by a shell that exits at once: its parent becomes init, it is no longer ours. It runs until it
  // has taken some CPU (on a busy machine that may take a while), then it is stopped.
  const other = `llo${process.pid % 100_000}`; // a process name holds 15 characters
  const shell = spawn('sh', ['-c', `"${process.execPath}" -e "${busyLoop(other, 60_000)}" >/dev/null 2>&1 &`], {
    stdio: 'ignore',
  });
  await once(shell, 'exit');
  await waitFor('the other process to take 0.2 s of CPU', () => (processNamed(other)?.ticks ?? 0) >= 20, 30_000);
  const state = watched();
  const found = processNamed(other);
  if (found) process.kill(found.pid);
  assert.ok(state.othersCpuSeconds !== null && state.othersCpuSeconds >= 0.1, JSON.stringify(state));
  assert.ok(
    state.busiestOthers.some((b) => b.startsWith(`${other} `)),
    JSON.stringify(state),
  );
  assert.ok(!state.busiestOthers.some((b) => b.startsWith('llbench-own ')), JSON.stringify(state));
  assert.match(
    describeMachine(2, state, 1.2),
    /^run 2: load average \d+\.\d\d → \d+\.\d\d; other processes \d+\.\d s of CPU in 1 s/,
  );
});

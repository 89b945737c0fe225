import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { describeMachine, watchMachine } from '../../bench/lib/machine-state.js';

/**
 * A busy loop of about `ms` under the process name `title`, waited for; `detached` leaves it to init, no longer ours,
 * and waits `wait` ms only (it is still running when the watch ends).
 */
async function busy(title: string, ms: number, detached: boolean, wait = ms) {
  const loop = `process.title = '${title}'; const end = Date.now() + ${ms}; while (Date.now() < end);`;
  if (!detached) {
    const child = spawn(process.execPath, ['-e', loop], { stdio: 'ignore' });
    await once(child, 'exit');
    return;
  }
  // A shell that starts the loop in the background and exits at once: the loop's parent becomes init.
  const shell = spawn('sh', ['-c', `"${process.execPath}" -e "${loop}" >/dev/null 2>&1 &`], { stdio: 'ignore' });
  await once(shell, 'exit');
  await new Promise((resolve) => setTimeout(resolve, wait));
}

test('the CPU of a process that is not the bench’s own is counted and named; the bench’s own children are not', {
  skip: process.platform !== 'linux' && 'reads /proc',
}, async () => {
  const watched = watchMachine();
  await busy('llbench-own', 600, false);
  await busy('llbench-other', 600, true);
  const state = watched();
  assert.ok(state.othersCpuSeconds !== null && state.othersCpuSeconds > 0.1, JSON.stringify(state));
  assert.ok(
    state.busiestOthers.some((b) => b.startsWith('llbench-other ')),
    JSON.stringify(state),
  );
  assert.ok(!state.busiestOthers.some((b) => b.startsWith('llbench-own ')), JSON.stringify(state));
  assert.match(
    describeMachine(2, state, 1.2),
    /^run 2: load average \d+\.\d\d → \d+\.\d\d; other processes \d+\.\d s of CPU in 1 s/,
  );
});

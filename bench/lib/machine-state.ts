import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/**
 * The machine's state around one run of the scenarios: the load average before and after, and the CPU that processes
 * other than the bench's own (this process and its children, PostgreSQL) took meanwhile, from `/proc` (Linux;
 * elsewhere the CPU is not measured): the machine's busy time less the bench's own, so processes that came and went
 * during the run count too. A ratio measured while another program took a core says little; the result says so.
 */

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessCpu {
  name: string;
  ppid: number;
  /** Its own CPU ticks. */
  ticks: number;
  /** With those of its children that ended (and were waited for). */
  withChildren: number;
}

/** Every process's name, parent and CPU ticks so far; empty where there is no `/proc`. */
function processes(): Map<number, ProcessCpu> {
  const found = new Map<number, ProcessCpu>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces; the fields after it are space-separated.
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      found.set(Number(entry), {
        name,
        ppid: Number(fields[1]),
        ticks,
        withChildren: ticks + Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/** The machine's busy ticks so far (every core: user, nice, system, interrupts, stolen), or null without `/proc`. */
function busyTicks(): number | null {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    return user + nice + system + irq + softirq + (steal || 0);
  } catch {
    return null;
  }
}

/** Whether `pid` is this process or one of its descendants, in `table`. */
function isOurs(pid: number, table: Map<number, ProcessCpu>): boolean {
  for (let current = pid, hops = 0; current > 1 && hops < 64; hops++) {
    if (current === process.pid) return true;
    const parent = table.get(current)?.ppid;
    if (parent === undefined) return false;
    current = parent;
  }
  return false;
}

export interface MachineState {
  loadBefore: number;
  loadAfter: number;
  /** CPU seconds of the other processes during the run (null: not measurable here). */
  othersCpuSeconds: number | null;
  /** The busiest of them still running at the end: `name seconds`. */
  busiestOthers: string[];
}

/** Starts watching; the returned function ends the watch and gives the state over it, naming the `named` busiest. */
export function watchMachine(named = 3): () => MachineState {
  const loadBefore = loadavg()[0];
  const busyBefore = busyTicks();
  const before = processes();
  return () => {
    const busyAfter = busyTicks();
    const after = processes();
    // The bench's own: this process with the children it waited for, its live descendants, and PostgreSQL (its
    // server process holds the ended backends' time).
    let own = 0;
    const byName = new Map<string, number>();
    for (const [pid, now] of after) {
      const was = before.get(pid);
      if (now.name === 'postgres' || pid === process.pid || isOurs(pid, after)) {
        own += now.withChildren - (was?.withChildren ?? 0);
        continue;
      }
      const ticks = now.ticks - (was?.ticks ?? 0);
      if (ticks > 0) byName.set(now.name, (byName.get(now.name) ?? 0) + ticks);
    }
    const others = busyBefore === null || busyAfter === null ? null : Math.max(0, busyAfter - busyBefore - own);
    const busiestOthers = [...byName.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, named)
      .map(([name, ticks]) => `${name} ${(ticks / TICKS_PER_SECOND).toFixed(1)} s`);
    return {
      loadBefore,
      loadAfter: loadavg()[0],
      othersCpuSeconds: others === null ? null : others / TICKS_PER_SECOND,
      busiestOthers,
    };
  };
}

/** One line of a run's machine state, for the printed result. */
export function describeMachine(run: number, state: MachineState, seconds: number): string {
  const cpu =
    state.othersCpuSeconds === null
      ? 'other processes not measured'
      : `other processes ${state.othersCpuSeconds.toFixed(1)} s of CPU in ${seconds.toFixed(0)} s` +
        (state.busiestOthers.length ? ` (${state.busiestOthers.join(', ')})` : '');
  return `run ${run}: load average ${state.loadBefore.toFixed(2)} → ${state.loadAfter.toFixed(2)}; ${cpu}`;
}

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { sleep } from './common.js';

export interface Stats {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function statsOf(latencies: number[], errors: number, seconds: number): Stats {
  const sorted = Float64Array.from(latencies).sort();
  const list = Array.from(sorted);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(list, 50),
    p99: percentile(list, 99),
    max: list.length ? list[list.length - 1] : Number.NaN,
    errors,
  };
}

export interface HttpLoad {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fixed body, or one made for each request (distinct phones). */
  body?: string | (() => string);
  connections: number;
  seconds: number;
  /** Requests per second over all connections (autocannon's overallRate); unset: as fast as answers come. */
  rate?: number;
  /** Receives each 2xx answer's latency (ms) too: runs made in parallel (several instances) merged into one. */
  collect?: number[];
}

/**
 * autocannon against one URL; latencies are taken from each response (exact, sub-millisecond) rather than from
 * autocannon's millisecond histogram. A non-2xx answer counts as an error.
 */
export async function httpLoad(load: HttpLoad): Promise<Stats & { statusCodes: Record<string, number> }> {
  const latencies: number[] = [];
  let errors = 0;
  const statusCodes: Record<string, number> = {};
  const headers = { 'content-type': 'application/json', ...load.headers };
  const makeBody = load.body;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: load.url,
        method: load.method ?? 'GET',
        connections: load.connections,
        duration: load.seconds,
        ...(load.rate ? { overallRate: load.rate } : {}),
        headers,
        requests: [
          typeof makeBody === 'function'
            ? { method: load.method ?? 'POST', setupRequest: (req) => ({ ...req, body: makeBody() }) }
            : { method: load.method ?? 'GET', body: makeBody },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) {
        latencies.push(responseTime);
        load.collect?.push(responseTime);
      } else errors++;
    });
  });
  errors += result.errors + result.timeouts;
  return { ...statsOf(latencies, errors, result.duration), statusCodes };
}

/** The same work run directly against the database: `concurrency` loops for `seconds`. */
export async function loopLoad(run: () => Promise<unknown>, concurrency: number, seconds: number): Promise<Stats> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown = null;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          await run();
          latencies.push(performance.now() - t);
        } catch (err) {
          errors++;
          firstError ??= err;
        }
      }
    }),
  );
  if (firstError) process.stderr.write(`baseline error: ${(firstError as Error).message}\n`);
  return statsOf(latencies, errors, (performance.now() - started) / 1000);
}

/** Peak resident memory of a process, polled from /proc while a scenario runs. */
export class RssSampler {
  private timer: NodeJS.Timeout | null = null;
  private peakKb = 0;
  constructor(private readonly pid: number) {}

  private read(field: 'VmRSS' | 'VmHWM') {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
      return match ? Number(match[1]) : 0;
    } catch {
      return 0;
    }
  }

  /** Starts a new window: `peak()` reports the highest RSS seen since. */
  start() {
    this.stop();
    this.peakKb = this.read('VmRSS');
    this.timer = setInterval(() => {
      this.peakKb = Math.max(this.peakKb, this.read('VmRSS'));
    }, 100);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The process's RSS now. */
  currentMb() {
    return this.read('VmRSS') / 1024;
  }

  peakMb() {
    return Math.max(this.peakKb, this.read('VmRSS')) / 1024;
  }

  /** The kernel's own high-water mark for the whole life of the process. */
  hwmMb() {
    return this.read('VmHWM') / 1024;
  }
}

export interface Child {
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a Node process (with the tsx loader for a `.ts` script) and waits until `readyUrl` answers 200. */
export async function startNode(
  script: string,
  env: Record<string, string>,
  readyUrl: string,
  cwd: string,
  nodeArgs: string[] = [],
) {
  // Something already answering there would be measured in place of the process started here.
  if (
    await fetch(readyUrl).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`${readyUrl} already answers: stop whatever listens on that port first`);
  }
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}: ${stderr}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not start within 60 s: ${stderr}`);
    }
    await sleep(200);
  }
  return {
    pid: child.pid as number,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  } satisfies Child;
}

/** CPU time (user + system) a process has used so far, in ms; 0 once it is gone. Linux `/proc` only. */
export function cpuMsOf(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

// USER_HZ: 100 on every Linux the bench runs on.
const CLOCK_TICKS = 100;

/**
 * CPU used by a process and by the PostgreSQL backends of a database meanwhile (the server on this machine): `start`
 * before a load, `stop` after it gives the milliseconds each used. A backend that ended meanwhile is not counted.
 */
export async function cpuWindow(pid: number, backends: () => Promise<number[]>) {
  const before = new Map((await backends()).map((p) => [p, cpuMsOf(p)]));
  const own = cpuMsOf(pid);
  return async () => {
    const node = cpuMsOf(pid) - own;
    let postgres = 0;
    for (const p of await backends()) postgres += cpuMsOf(p) - (before.get(p) ?? 0);
    return { node, postgres };
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSigningKey } from '../../src/claims/claims.config.js';
import { TEST_ADMIN_KEY } from '../helpers/build.js';
import { freePort } from '../helpers/net.js';

/** Secrets every instance of one deployment shares. */
export function sharedSecrets() {
  return {
    PII_ENCRYPTION_KEYS: `r1:${randomBytes(32).toString('base64')}`,
    PII_HMAC_KEY: randomBytes(32).toString('base64'),
    ADMIN_API_KEY: TEST_ADMIN_KEY,
    JWT_SIGNING_KEYS: JSON.stringify([generateSigningKey('r1')]),
  };
}

export interface Instance {
  url: string;
  proc: ChildProcess;
  /** Everything the process wrote. */
  output: string[];
  exited: Promise<number | null>;
}

/** `node --import tsx src/server.ts` on a free port, resolved once `/healthz` answers. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'leadline-instance-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  proc.stdout?.on('data', (d) => output.push(String(d)));
  proc.stderr?.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`instance exited ${proc.exitCode}: ${output.join('').slice(-2000)}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`instance did not start: ${output.join('').slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, proc, output, exited };
}

export async function stopInstance(i: Instance) {
  if (i.proc.exitCode === null && i.proc.signalCode === null) i.proc.kill('SIGKILL');
  await i.exited;
}

export interface HttpResult {
  status: number;
  body: Record<string, unknown> & { id?: string };
  ms: number;
}

/** One JSON request; a connection failure is status 0. */
export async function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  timeoutMs = 15_000,
): Promise<HttpResult> {
  const started = Date.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { raw: text };
    }
    return { status: res.status, body: parsed, ms: Date.now() - started };
  } catch {
    return { status: 0, body: {}, ms: Date.now() - started };
  }
}

import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { onPostgres } from '../helpers/build.js';
import { freePort } from '../helpers/net.js';

/**
 * A newcomer's `npm start`, as a separate process on the embedded database: the banner prints the demo values as
 * lines a shell can paste, and SIGTERM to npm (what a container stop or a process manager sends) stops the server.
 */

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function waitFor(child: ChildProcess, output: () => string, text: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${text}" within ${ms} ms:\n${output()}`)), ms);
    const check = () => {
      if (!output().includes(text)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', check);
    check();
    child.once('exit', () => reject(new Error(`exited before "${text}":\n${output()}`)));
  });
}

/** The embedded database of both tests: the second starts again what the first created. */
const dataDir = mkdtempSync(join(tmpdir(), 'leadline-start-'));

function startEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // Not a test process: no test-runner context, no database or secrets of the parent's.
  for (const name of ['NODE_TEST_CONTEXT', 'DATABASE_URL', 'TEST_DATABASE_URL', 'PUBLIC_BASE_URL', 'ADMIN_API_KEY']) {
    delete env[name];
  }
  return env;
}

test('npm start prints pasteable exports, serves them, and stops on SIGTERM', { skip: onPostgres }, async () => {
  const port = await freePort();
  const env = startEnv(port);
  // Its own process group, so that whatever it leaves behind can be ended after the test.
  const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  after(() => {
    try {
      process.kill(-(npm.pid as number), 'SIGKILL');
    } catch {
      // the group is gone already
    }
  });
  let output = '';
  npm.stdout.on('data', (chunk) => {
    output += chunk;
  });
  npm.stderr.on('data', (chunk) => {
    output += chunk;
  });
  await waitFor(npm, () => output, 'export CLIENT_SECRET=', 120_000);

  // Standard output is not a terminal: JSON log lines, and none for the requests the demo seeding makes through the
  // API, so the banner is what a newcomer reads (npm's own two lines aside).
  const atBanner = output;
  const beforeBanner = atBanner.slice(0, atBanner.indexOf('leadline is listening on')).split('\n');
  const logLines = beforeBanner.filter((line) => line.trim() && !line.startsWith('> '));
  assert.ok(logLines.length <= 3, `${logLines.length} lines before the banner:\n${logLines.slice(0, 5).join('\n')}`);
  for (const line of logLines) assert.equal(typeof JSON.parse(line).level, 'number', line);
  const requestLines = atBanner.split('\n').filter((line) => /"(req|res)":/.test(line));
  assert.deepEqual(requestLines.slice(0, 3), [], `${requestLines.length} request lines`);

  const exported = Object.fromEntries(
    output
      .split('\n')
      .filter((line) => line.startsWith('export '))
      .map((line) => line.slice('export '.length).split(/=(.*)/s, 2)),
  );
  assert.deepEqual(Object.keys(exported).sort(), ['ADMIN', 'B', 'CLIENT_ID', 'CLIENT_SECRET', 'PORTAL', 'PROVIDER']);
  assert.equal(exported.B, `http://localhost:${port}`);
  const regions = await fetch(`http://127.0.0.1:${port}/api/v1/regions`, {
    headers: { 'x-api-key': exported.PORTAL },
  });
  assert.equal(regions.status, 200);
  const token = await fetch(`http://127.0.0.1:${port}/api/v1/auth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${exported.CLIENT_ID}:${exported.CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  assert.equal(token.status, 200);

  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  npm.kill('SIGTERM');
  assert.equal(await exited, 0, output);
  assert.match(output, /"signal":"SIGTERM".*shutting down/);
  // The server itself is gone, not orphaned behind the ended npm.
  let open = true;
  for (let i = 0; i < 50 && open; i++) {
    open = await accepts(port);
    if (open) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(open, false, 'the port still accepts connections after SIGTERM');
});

test('a bad setting stops the start at once: "configuration error" naming it, exit code 2', async () => {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'leadline-start-')),
    TRUST_PROXY: '10.0.0.0/40',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => server.once('exit', (c) => resolve(c)));
  assert.equal(code, 2, stderr);
  assert.match(
    stderr,
    /^configuration error: TRUST_PROXY must be true, false, or comma-separated addresses and CIDRs/m,
  );
});

test('on a terminal the log lines are readable, not JSON (under script(1), which gives the server a real terminal)', {
  skip: onPostgres || !existsSync('/usr/bin/script'),
}, async () => {
  const port = await freePort();
  const server = spawn('/usr/bin/script', ['-qfec', 'exec node --import tsx src/server.ts', '/dev/null'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: startEnv(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  after(() => server.kill('SIGKILL'));
  await waitFor(server, () => output, 'leadline is listening on', 120_000);
  await waitFor(server, () => output, 'Server listening at', 10_000);
  // Closing the terminal (script's end) hangs the server up, as closing a terminal window would.
  server.kill('SIGTERM');
  await exited;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colours of a terminal
  const text = output.replace(/\u001b\[[0-9;]*m/g, '');
  assert.match(text, /^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: embedded demo mode: using generated PII keys/m, text);
  assert.match(text, /INFO: Server listening at http:\/\/127\.0\.0\.1:\d+/, text);
  assert.doesNotMatch(text, /"level":/, 'no JSON line');
});

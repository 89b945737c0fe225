import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { createKey } from '../helpers/api.js';
import { build } from '../helpers/build.js';

// Behind a reverse proxy every client reaches the service from the proxy's address. With TRUST_PROXY naming the
// proxy, the service counts failed authentications per forwarded client address; without it, per the proxy's; a
// forwarded address a client writes itself is never believed. Real HTTP through a real proxy; every party has its
// own loopback address (127.0.0.0/8 is all the local interface's).
const PROXY = '127.0.0.10';
const CLIENT_A = '127.0.0.21';
const CLIENT_B = '127.0.0.22';
const CLIENT_C = '127.0.0.23';
const DIRECT = '127.0.0.24';
const BURST = 5;

const servers: http.Server[] = [];
after(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

// The limiter's clock stands still: no token comes back during a test, however slow the machine.
const now = Date.parse('2026-03-02T09:00:00Z');
const env = { RATE_LIMIT_STORE: 'memory', AUTH_FAILURE_BURST: String(BURST) };
const trusting = await listening({ ...env, TRUST_PROXY: PROXY });
const untrusting = await listening(env);

async function listening(extra: Record<string, string>) {
  const { app } = await build(extra, { clock: () => now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  return { app, port, proxy: await reverseProxy(port) };
}

/** A reverse proxy as deployed: forwards to the app from its own address, appending the client's to X-Forwarded-For. */
async function reverseProxy(appPort: number) {
  const server = http.createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: appPort,
        localAddress: PROXY,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** GET /api/v1/regions from `from` to `port` with an API key; the status and the problem's code. */
function regions(port: number, from: string, key: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; code: string | undefined }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        path: '/api/v1/regions',
        headers: { 'x-api-key': key, ...headers },
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, code: body ? JSON.parse(body).code : undefined }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function guessUntilRefused(
  port: number,
  from: string,
  headers: (i: number) => Record<string, string> = () => ({}),
) {
  for (let i = 0; i < BURST; i++) {
    assert.deepEqual(await regions(port, from, `lk_portal_guess${i}`, headers(i)), {
      status: 401,
      code: 'API_KEY_INVALID',
    });
  }
  assert.deepEqual(await regions(port, from, 'lk_portal_one_more', headers(BURST)), {
    status: 429,
    code: 'AUTH_RATE_LIMITED',
  });
}

test('TRUST_PROXY set to the proxy: two clients behind it have separate failed-authentication limits', async () => {
  const { app, proxy } = trusting;
  const working = await createKey(app, 'portal');
  await guessUntilRefused(proxy, CLIENT_A);
  // The other client behind the same proxy guesses on its own budget, and its real key works.
  assert.deepEqual(await regions(proxy, CLIENT_B, 'lk_portal_typo'), { status: 401, code: 'API_KEY_INVALID' });
  assert.equal((await regions(proxy, CLIENT_B, working.key)).status, 200);
});

test('without TRUST_PROXY: every client behind the proxy shares its address, and so its limit', async () => {
  const { app, proxy } = untrusting;
  const working = await createKey(app, 'portal');
  await guessUntilRefused(proxy, CLIENT_A);
  assert.deepEqual(await regions(proxy, CLIENT_B, 'lk_portal_typo'), { status: 429, code: 'AUTH_RATE_LIMITED' });
  assert.deepEqual(await regions(proxy, CLIENT_B, working.key), { status: 429, code: 'AUTH_RATE_LIMITED' });
});

test('a forged X-Forwarded-For is ignored: sent directly, or through the proxy ahead of the address it appends', async () => {
  const { port, proxy } = trusting;
  // Directly, from an address that is not the proxy: every guess claims another address, all count against its own.
  await guessUntilRefused(port, DIRECT, (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }));
  // Through the proxy, a client writes another address ahead of its own; the one the proxy appends is believed.
  await guessUntilRefused(proxy, CLIENT_C, () => ({ 'x-forwarded-for': '198.51.100.200' }));
  // None of the claimed addresses was charged: the proxy forwarding a client at each of them is answered 401.
  for (const claimed of ['198.51.100.1', `198.51.100.${BURST + 1}`, '198.51.100.200']) {
    assert.deepEqual(await regions(port, PROXY, 'lk_portal_typo', { 'x-forwarded-for': claimed }), {
      status: 401,
      code: 'API_KEY_INVALID',
    });
  }
});

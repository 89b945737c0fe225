import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { test } from 'node:test';
import { attempt, type Connector, keptBody, type Resolver } from '../../src/webhooks/sender.js';

const strict = { allowHosts: [], allowHttp: false };

/** Never connects: a test that reaches it has let a refused address through. */
const neverConnect: Connector = async (target) => {
  assert.fail(`connected to ${target.address}`);
};

/** A stub DNS: every name resolves to the given answers. */
const resolving =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

test('a name resolving to a refused address is never connected to (any answer refused refuses all)', async () => {
  const table: string[][] = [
    ['127.0.0.1'],
    ['10.0.0.7'],
    ['169.254.169.254'],
    ['::1'],
    ['::ffff:192.168.0.1'],
    ['64:ff9b::a9fe:a9fe'],
    ['fd12::1'],
    ['93.184.216.34', '10.0.0.1'], // a rebinding answer among public ones
  ];
  for (const answers of table) {
    const outcome = await attempt('https://hooks.example.com/x', {}, '{}', {
      policy: strict,
      resolve: resolving(...answers),
      connect: neverConnect,
    });
    assert.deepEqual([outcome.ok, outcome.error], [false, 'ADDRESS_NOT_ALLOWED'], answers.join(','));
  }
  const none = await attempt('https://hooks.example.com/x', {}, '{}', {
    policy: strict,
    resolve: resolving(),
    connect: neverConnect,
  });
  assert.equal(none.error, 'HOST_NOT_FOUND');
});

test('the connection goes to the very address that was checked, under the URL host name', async () => {
  const seen: { host: string; address: string }[] = [];
  const outcome = await attempt('https://hooks.example.com:8443/x?y=1', { 'webhook-id': 'msg_1' }, '{"a":1}', {
    policy: strict,
    resolve: resolving('93.184.216.34'),
    connect: async (target, request) => {
      seen.push({ host: target.url.hostname, address: target.address });
      assert.equal(request.timeoutMs, 10_000);
      return { status: 204, body: '' };
    },
  });
  assert.equal(outcome.ok, true);
  assert.deepEqual(seen, [{ host: 'hooks.example.com', address: '93.184.216.34' }]);
});

test('a redirect is a failure and is not followed; a refused URL form never resolves', async () => {
  const redirect = await attempt('https://hooks.example.com/x', {}, '{}', {
    policy: strict,
    resolve: resolving('93.184.216.34'),
    connect: async () => ({ status: 302, body: '' }),
  });
  assert.deepEqual([redirect.ok, redirect.status, redirect.error], [false, 302, 'HTTP_302']);
  const refused = await attempt('https://user:pw@hooks.example.com/x', {}, '{}', {
    policy: strict,
    resolve: async () => assert.fail('resolved'),
    connect: neverConnect,
  });
  assert.equal(refused.error, 'CREDENTIALS_IN_URL');
});

test('over node http: the response is kept as at most 1 KiB of text, and an attempt gives up at its timeout', async () => {
  const server = createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'text/html' });
    res.end(`<h1>${'x'.repeat(5000)}</h1>`);
  });
  const held: Socket[] = [];
  const hole = createTcpServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => hole.listen(0, '127.0.0.1', resolve));
  try {
    const policy = { allowHosts: ['127.0.0.1'], allowHttp: false };
    const port = (s: { address(): unknown }) => (s.address() as AddressInfo).port;
    const big = await attempt(`http://127.0.0.1:${port(server)}/x`, {}, '{}', { policy });
    assert.equal(big.status, 500);
    assert.equal(big.body?.length, 1024);
    assert.ok(big.body?.startsWith('<h1>xxx'));
    const slow = await attempt(`http://127.0.0.1:${port(hole)}/x`, {}, '{}', { policy, timeoutMs: 300 });
    assert.deepEqual([slow.ok, slow.error], [false, 'TIMEOUT']);
    assert.ok(slow.durationMs >= 250 && slow.durationMs < 2000, String(slow.durationMs));
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => hole.close(resolve));
  }
});

test('the kept body: the first 1 KiB as text, no character cut in two, NUL and non-UTF-8 bytes as U+FFFD', () => {
  assert.equal(keptBody('x'.repeat(5000)), 'x'.repeat(1024));
  assert.equal(keptBody('ok'), 'ok');
  assert.equal(keptBody(''), '');
  // 341 three-byte characters are 1,023 bytes: the 342nd would cross the limit and is left out, not mangled.
  assert.equal(keptBody('가'.repeat(400)), '가'.repeat(341));
  assert.equal(keptBody(Buffer.from(`a${'😀'.repeat(300)}`)), `a${'😀'.repeat(255)}`);
  assert.equal(keptBody(Buffer.from([0x6f, 0x00, 0x6b, 0xff])), 'o\uFFFDk\uFFFD');
  for (const raw of ['가'.repeat(400), `a${'😀'.repeat(300)}`, 'x'.repeat(5000)]) {
    const kept = keptBody(raw);
    assert.ok(Buffer.byteLength(kept) <= 1024 && raw.startsWith(kept));
  }
});

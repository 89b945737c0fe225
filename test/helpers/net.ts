import assert from 'node:assert/strict';
import { createServer } from 'node:net';

/** A TCP port free on the loopback interface right now, for a server a test starts itself. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  assert.ok(address && typeof address === 'object');
  return address.port;
}

import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { after } from 'node:test';
import { Webhook } from 'standardwebhooks';
import type { App } from '../../src/app.js';
import type { Tx } from '../../src/db/client.js';
import { internalCaller } from '../../src/platform/access/caller.js';
import { emit, type PublicEvent } from '../../src/platform/events.js';
import { withTransaction } from '../../src/platform/transactions.js';
import { testClock } from '../helpers/clock.js';

export interface Received {
  id: string;
  timestamp: number;
  signature: string;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
  /** The status the receiver answered. */
  answered: number;
}

/**
 * A real receiver on 127.0.0.1: records every request, verifies its signature with the standardwebhooks library
 * (every secret in `secrets` must verify it), answers `status` with `reply` (HTML by default).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const state = {
    status: 200,
    secrets: [] as string[],
    failures: [] as string[],
    reply: null as Buffer | string | null,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = req.headers as IncomingHttpHeaders & Record<string, string>;
      for (const secret of state.secrets) {
        try {
          new Webhook(secret).verify(body, headers);
        } catch (error) {
          state.failures.push(`${headers['webhook-id']}: ${(error as Error).message}`);
        }
      }
      received.push({
        id: headers['webhook-id'],
        timestamp: Number(headers['webhook-timestamp']),
        signature: headers['webhook-signature'],
        body,
        json: JSON.parse(body),
        answered: state.status,
      });
      res.writeHead(state.status, { 'content-type': 'text/html' });
      res.end(state.reply ?? (state.status < 300 ? 'ok' : '<b>down</b>'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${address.port}/hook`, received, state };
}

/** A TCP server that accepts connections and never answers. */
export async function startBlackHole() {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  const close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  after(close);
  return { url: `http://127.0.0.1:${address.port}/hook`, sockets, close };
}

/** Public events committed by a change (or rolled back when `fail`). */
export async function emitEvents(app: App, events: PublicEvent[], work?: (tx: Tx) => Promise<void>) {
  await withTransaction(app.deps.database.db, async (tx) => {
    await emit(tx, internalCaller('test'), events);
    await work?.(tx);
  });
}

/** Fans the outbox out and waits until every due delivery was attempted. */
export async function relay(app: App) {
  await app.webhooks.relay();
  await app.webhooks.dispatcher.idle();
}

export async function subscribe(app: App, key: string, body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: { 'x-api-key': key },
    payload: body,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { id: string; secret: string; url: string; events: string[] };
}

/** A clock tests move. */
export const fakeClock = testClock;

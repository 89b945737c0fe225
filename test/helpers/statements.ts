import pg from 'pg';
import type { Db } from '../../src/db/client.js';

/**
 * The calls that send the app's statements to its database while `run` runs. Drizzle sends every statement outside a
 * transaction with its client's `query` (a pg pool's or PGlite's); PGlite's `exec` and `transaction` are counted too.
 */
export async function statementsDuring(db: Db, run: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const names = ['query', 'exec', 'transaction'].filter((name) => typeof client[name] === 'function');
  const originals = new Map(names.map((name) => [name, client[name] as (...args: unknown[]) => unknown]));
  let sent = 0;
  for (const [name, original] of originals) {
    client[name] = function (this: unknown, ...args: unknown[]) {
      sent += 1;
      return original.apply(this, args);
    };
  }
  try {
    await run();
  } finally {
    for (const [name, original] of originals) client[name] = original;
  }
  return sent;
}

type Method = (...args: unknown[]) => unknown;

/**
 * How many statements the app sends to its database while `run` runs, those inside transactions and their `begin`
 * and `commit` included (`statementsDuring` counts a transaction as one call, or not at all on PostgreSQL), the same
 * on both databases: on PostgreSQL every statement is a client's `query` (a pool's too); PGlite sends a transaction's
 * statements through the transaction's own `query` and `exec`, and its `begin` and `commit` are counted as the two
 * statements they are.
 */
export async function everyStatementDuring(db: Db, run: () => Promise<unknown>): Promise<number> {
  let sent = 0;
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  if (client instanceof pg.Pool) {
    const proto = pg.Client.prototype as unknown as Record<string, Method>;
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      sent += 1;
      return query.apply(this, args);
    };
    try {
      await run();
    } finally {
      proto.query = query;
    }
    return sent;
  }
  const counted = (target: Record<string, unknown>, name: string) => {
    const original = target[name] as Method;
    target[name] = function (this: unknown, ...args: unknown[]) {
      sent += 1;
      return original.apply(this, args);
    };
    return () => {
      target[name] = original;
    };
  };
  const transaction = client.transaction as (work: (tx: Record<string, unknown>) => Promise<unknown>) => unknown;
  const restore = [counted(client, 'query'), counted(client, 'exec')];
  client.transaction = function (this: unknown, work: (tx: Record<string, unknown>) => Promise<unknown>) {
    sent += 2;
    return transaction.call(this, (tx) => {
      counted(tx, 'query');
      counted(tx, 'exec');
      return work(tx);
    });
  };
  try {
    await run();
  } finally {
    client.transaction = transaction;
    for (const undo of restore) undo();
  }
  return sent;
}

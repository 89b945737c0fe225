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

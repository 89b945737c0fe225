import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPglite, connectPostgres, type Database } from '../../src/db/client.js';

/** The raw SQL the seed and the SQL baselines need, over a `pg` connection or an embedded PGlite. */
export interface RawDb {
  kind: 'postgres' | 'pglite';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** The service's own database handle (Drizzle), for the service functions the seed calls. */
  database: Database;
  close(): Promise<void>;
}

export function databaseName(url: string) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** Drops and creates the database named in `url` (PostgreSQL), or removes the embedded directory. */
export async function resetDatabase(target: { databaseUrl: string | null; dataDir: string | null }, force: boolean) {
  if (target.databaseUrl) {
    const name = databaseName(target.databaseUrl);
    if (!force && !/bench/i.test(name)) {
      throw new Error(`--reset drops "${name}": only a database whose name contains "bench" (or add --force)`);
    }
    const admin = new URL(target.databaseUrl);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      await client.query(`drop database if exists ${quoted} with (force)`);
      await client.query(`create database ${quoted}`);
    } finally {
      await client.end();
    }
  } else if (target.dataDir) {
    rmSync(join(target.dataDir, 'pglite'), { recursive: true, force: true });
  }
}

export async function openRaw(target: { databaseUrl: string | null; dataDir: string | null }): Promise<RawDb> {
  if (target.databaseUrl) {
    const database = connectPostgres(target.databaseUrl, 4);
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    // Statements may be handed over before the previous one finished: they run one after another, in order.
    let tail: Promise<unknown> = Promise.resolve();
    return {
      kind: 'postgres',
      database,
      query: <T>(text: string, params?: unknown[]) => {
        const next = tail.then(() => client.query(text, params)).then((r) => ({ rows: r.rows as T[] }));
        tail = next.catch(() => {});
        return next;
      },
      async close() {
        await client.end();
        await database.close();
      },
    };
  }
  // The directory may not exist yet (a first seed into it); private, like the service's own data directory.
  mkdirSync(target.dataDir as string, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(join(target.dataDir as string, 'pglite'));
  const database = connectPglite(client);
  return {
    kind: 'pglite',
    database,
    query: async <T>(text: string, params?: unknown[]) => {
      const r = await client.query(text, params);
      return { rows: r.rows as T[] };
    },
    close: () => client.close(),
  };
}

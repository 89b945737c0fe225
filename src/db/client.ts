import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Serializes migrations when several instances start at once against one server.
const MIGRATION_LOCK = 727_001;

export function connectPostgres(url: string, poolMax = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // A database outage must turn into a quick 503, not a hanging request.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its server must not crash the process. pg-pool listens for an idle client's errors only and
  // drops that listener while the client is checked out, so a FATAL arriving between two statements of a
  // transaction (pg_terminate_backend, a failover, idle_in_transaction_session_timeout) would be an unhandled
  // 'error' event. Every client listens for its whole life instead: its next statement then fails with the
  // connection error (503), and the pool discards it on release. The job queue runs on this pool too.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function connectPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * Creates the database a PostgreSQL URL names when the server answers that it does not exist (3D000), connecting to
 * the server's `postgres` database to do so. Returns whether it created it.
 */
export async function createPostgresDatabaseIfMissing(url: string): Promise<boolean> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
    return false;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err;
  } finally {
    await probe.end().catch(() => {});
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString(), connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } catch (err) {
    // Another instance created it meanwhile.
    if ((err as { code?: string }).code !== '42P04') throw err;
  } finally {
    await admin.end();
  }
  return true;
}

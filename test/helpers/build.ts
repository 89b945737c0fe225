import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { connectPglite, connectPostgres, type Database, migrationsFolder } from '../../src/db/client.js';
import { assertProblemAnswersListed, checkingProblemAnswers, watchProblemAnswers } from './problem-check.js';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function migrationsHash() {
  const h = createHash('sha256');
  for (const f of readdirSync(migrationsFolder).sort()) {
    if (f.endsWith('.sql')) h.update(f).update(readFileSync(join(migrationsFolder, f)));
  }
  return h.digest('hex').slice(0, 16);
}

/** Creating a PGlite database takes seconds; a migrated one is dumped once and loaded by every test file. */
async function pgliteFromTemplate(): Promise<Database> {
  const file = join(tmpdir(), `leadline-pglite-${migrationsHash()}.tgz`);
  if (!existsSync(file)) {
    const client = new PGlite();
    const database = connectPglite(client);
    await database.migrate();
    const blob = await client.dumpDataDir('gzip');
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    renameSync(tmp, file);
    await client.close();
  }
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
  return connectPglite(client);
}

/**
 * Migrating a PostgreSQL database takes about a second; every test file's database is copied from a migrated
 * template instead (`create database … template …`, a tenth of that). The template is named by the migrations' hash,
 * built under a name of its own and renamed when complete, so an interrupted build is never used; templates of other
 * hashes are dropped when a new one is built.
 */
async function migratedTemplate(admin: pg.Client, url: URL): Promise<string> {
  const name = `leadline_tpl_${migrationsHash()}`;
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount) return name;
  const building = `${name}_${process.pid}`;
  await admin.query(`create database ${building}`);
  const buildUrl = new URL(url);
  buildUrl.pathname = `/${building}`;
  const database = connectPostgres(buildUrl.toString(), 2);
  await database.migrate();
  await database.close();
  await admin.query(`alter database ${building} rename to ${name}`);
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'leadline\\_tpl\\_%' and datname <> $1",
    [name],
  );
  for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  return name;
}

async function postgresDatabase(): Promise<TestDatabase> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `leadline_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  // One builder of the template at a time across the test files running in parallel; copying from it waits too,
  // since a template being copied must have no other session.
  await admin.query("select pg_advisory_lock(hashtext('leadline test template'))");
  try {
    await admin.query(`create database ${name} template ${await migratedTemplate(admin, url)}`);
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('leadline test template'))");
  }
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = connectPostgres(dbUrl.toString(), 20);
  // Nothing to apply on a copy of the template; kept so that a stale template could never go unnoticed.
  await database.migrate();
  return {
    database,
    url: dbUrl.toString(),
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestDatabase {
  database: Database;
  /** A connection string for this test database (PostgreSQL only). */
  url: string | null;
  close: () => Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (onPostgres) return postgresDatabase();
  const database = await pgliteFromTemplate();
  return { database, url: null, close: () => database.close() };
}

export const TEST_ADMIN_KEY = `lk_admin_test_${randomBytes(24).toString('hex')}`;

export function testEnv(extra: Record<string, string> = {}) {
  return {
    PII_ENCRYPTION_KEYS: `t1:${randomBytes(32).toString('base64')}`,
    PII_HMAC_KEY: randomBytes(32).toString('base64'),
    ADMIN_API_KEY: TEST_ADMIN_KEY,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'leadline-test-')),
    DATABASE_URL: 'postgres://unused.invalid/x',
    LOG_LEVEL: 'info',
    // High enough never to slow a test; a rate-limit test sets its own.
    RATE_LIMIT_RPS: '100000',
    RATE_LIMIT_BURST: '1000000',
    ...extra,
  };
}

export interface TestApp {
  app: App;
  database: Database;
  db: Database['db'];
  /** Every log line the app wrote. */
  logs: string[];
  url: string | null;
}

/**
 * One app on one fresh database for a whole test file, closed after the file's tests. `clock` replaces `Date.now`
 * for the rate limits kept in process (`RATE_LIMIT_STORE=memory`), so a test moves time instead of waiting. Every
 * problem+json answer is checked against the app's OpenAPI document (`problem-check.ts`): a code the operation does
 * not list fails the file after its tests.
 */
export async function build(
  extraEnv: Record<string, string> = {},
  options: { clock?: () => number; eagerSerializers?: boolean } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      // TEST_PRINT_ERRORS=1: the app's error lines on stderr, to see what a 500 was.
      if (process.env.TEST_PRINT_ERRORS) {
        for (const line of String(chunk).split('\n'))
          if (line.includes('"level":50')) process.stderr.write(`${line}\n`);
      }
      cb();
    },
  });
  const config = loadConfig(testEnv(extraEnv));
  config.databaseUrl = testDb.url;
  const app = await buildApp({
    config,
    database: testDb.database,
    logStream,
    clock: options.clock,
    eagerSerializers: options.eagerSerializers,
  });
  const unlisted = checkingProblemAnswers ? watchProblemAnswers(app) : [];
  await app.ready();
  after(async () => {
    await app.close();
    await testDb.close();
    // After closing: a failed check must not leave the app and its database open.
    assertProblemAnswersListed(unlisted);
  });
  return { app, database: testDb.database, db: testDb.database.db, logs, url: testDb.url };
}

export const adminHeaders = { 'x-api-key': TEST_ADMIN_KEY };

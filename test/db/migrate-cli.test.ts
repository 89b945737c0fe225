import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import pg from 'pg';
import { onPostgres, testEnv } from '../helpers/build.js';

/** "Running on PostgreSQL" in docs/operating.md: `migrate` on a database that does not exist yet creates it first. */
test('cli migrate creates a missing database, then applies the migrations', { skip: !onPostgres }, async () => {
  const server = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `leadline_t_cli_${randomBytes(6).toString('hex')}`;
  const target = new URL(server);
  target.pathname = `/${name}`;
  after(async () => {
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const env: NodeJS.ProcessEnv = { ...process.env, ...testEnv(), DATABASE_URL: target.toString() };
  delete env.NODE_TEST_CONTEXT;
  const migrate = () =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'migrate'], { env, encoding: 'utf8' });

  const first = await migrate();
  assert.match(first.stdout, /database created\nmigrations applied/);
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  const { rows } = await client.query("select to_regclass('public.leads') is not null as present");
  await client.end();
  assert.equal(rows[0].present, true);

  const second = await migrate();
  assert.equal(second.stdout, 'migrations applied\n');
});

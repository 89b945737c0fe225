import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { auditLog, oauthClients } from '../src/db/schema/index.js';
import { openDatabase } from '../src/platform/database.js';
import { createTestDatabase, testEnv } from './helpers/build.js';

// The operator commands run as an operator runs them: a separate process on the service's database (a PostgreSQL
// test database, or a PGlite data directory that the test opens once the commands are done).
const testDb = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
const dataDir = mkdtempSync(join(tmpdir(), 'leadline-cli-'));
const env = { ...process.env, ...testEnv({ DATA_DIR: dataDir }), DATABASE_URL: testDb?.url ?? '' };
after(async () => testDb?.close());

async function cli(...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { env });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

test('rotate-client-secret prints a new secret once, the old one stops, and the change, the seeded demo keys and a created key are audited', async () => {
  const seeded = await cli('seed-demo');
  assert.equal(seeded.code, 0, seeded.stderr);
  const [, clientId, oldSecret] = /export CLIENT_ID=(\S+)\nexport CLIENT_SECRET=(\S+)/.exec(seeded.stdout) ?? [];
  assert.ok(clientId && oldSecret, seeded.stdout);

  const rotated = await cli('rotate-client-secret', '--client-id', clientId);
  assert.equal(rotated.code, 0, rotated.stderr);
  const newSecret = rotated.stdout.trim().split('\n').at(-1)!;
  assert.match(newSecret, /^cs_[A-Za-z0-9_-]{43}$/);
  assert.notEqual(newSecret, oldSecret);
  const created = await cli('create-key', '--kind', 'portal', '--name', 'crm sync');
  assert.equal(created.code, 0, created.stderr);
  const unknown = await cli('rotate-client-secret', '--client-id', 'cl_nobody');
  assert.equal(unknown.code, 1);
  assert.match(unknown.stderr, /not found/);
  const missing = await cli('rotate-client-secret');
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /--client-id is required/);

  const database = testDb?.database ?? (await openDatabase({ databaseUrl: null, dataDir }));
  try {
    const [client] = await database.db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
    assert.equal(client.secretHash, sha256(newSecret));
    const records = await database.db.select().from(auditLog).orderBy(auditLog.id);
    const rows = records.map((r) => [r.action, r.actor, r.target.split(':')[0]]);
    assert.deepEqual(rows, [
      ['API_KEY_CREATED', 'cli', 'api_key'],
      ['API_KEY_CREATED', 'cli', 'api_key'],
      ['API_KEY_CREATED', 'cli', 'api_key'],
      ['ORG_CREATED', 'cli', 'organization'],
      ['USER_CREATED', 'cli', 'user'],
      ['CLIENT_CREATED', 'cli', 'client'],
      ['OPERATOR_CREATED', 'cli', 'operator'],
      ['CLIENT_SECRET_ROTATED', 'cli', 'client'],
      ['API_KEY_CREATED', 'cli', 'api_key'],
    ]);
    assert.equal(records[7].target, `client:${clientId}`);
    assert.deepEqual(
      records.filter((r) => r.action === 'API_KEY_CREATED').map((r) => (r.detail as { kind: string }).kind),
      ['admin', 'portal', 'provider', 'portal'],
    );
    const text = JSON.stringify(records);
    for (const secret of [oldSecret, newSecret]) assert.ok(!text.includes(secret), 'no secret in the audit log');
  } finally {
    if (!testDb) await database.close();
  }
});

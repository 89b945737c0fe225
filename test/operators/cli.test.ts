import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config.js';
import { auditLog, operators } from '../../src/db/schema/index.js';
import { setPassword } from '../../src/operators/sign-in.service.js';
import { openDatabase } from '../../src/platform/database.js';
import { PiiVault } from '../../src/platform/pii.js';
import { createTestDatabase, testEnv } from '../helpers/build.js';
import { linkToken } from './helpers.js';

// The operator commands, run as a separate process on the service's database.
const testDb = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
const dataDir = mkdtempSync(join(tmpdir(), 'leadline-cli-ops-'));
const vars = testEnv({ DATA_DIR: dataDir });
const env = { ...process.env, ...vars, DATABASE_URL: testDb?.url ?? '' };
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

test('create-operator prints a one-time password link; unlock-operator unlocks; both audited as cli', async () => {
  const created = await cli('create-operator', '--email', 'Kim@Example.com', '--name', '김운영', '--role', 'REVIEWER');
  assert.equal(created.code, 0, created.stderr);
  const url = /(http\S+\/console\/set-password#token=\S+)/.exec(created.stdout)?.[1];
  assert.ok(url, created.stdout);
  const badRole = await cli('create-operator', '--email', 'x@example.com', '--name', 'x', '--role', 'ROOT');
  assert.equal(badRole.code, 1);
  assert.match(badRole.stderr, /--role/);

  let database = testDb?.database ?? (await openDatabase({ databaseUrl: null, dataDir }));
  try {
    const config = loadConfig({ ...vars, DATABASE_URL: '' });
    const deps = {
      db: database.db,
      vault: new PiiVault(config.piiEncryptionKeys, config.piiHmacKey),
      config: config.console,
      publicBaseUrl: config.publicBaseUrl,
      clock: Date.now,
      authFailures: null,
    };
    await setPassword(deps, { token: linkToken(url), password: 'a long enough password' });
    const [row] = await database.db.select().from(operators).where(eq(operators.email, 'kim@example.com'));
    assert.ok(row.passwordHash?.startsWith('$argon2id$'));
    await database.db.update(operators).set({ lockedAt: new Date(), failedSignIns: 5 }).where(eq(operators.id, row.id));
  } finally {
    if (!testDb) await database.close();
  }

  const unlocked = await cli('unlock-operator', '--email', 'KIM@example.com');
  assert.equal(unlocked.code, 0, unlocked.stderr);
  const unknown = await cli('unlock-operator', '--email', 'nobody@example.com');
  assert.equal(unknown.code, 1);

  database = testDb?.database ?? (await openDatabase({ databaseUrl: null, dataDir }));
  try {
    const [row] = await database.db.select().from(operators).where(eq(operators.email, 'kim@example.com'));
    assert.equal(row.lockedAt, null);
    assert.equal(row.failedSignIns, 0);
    const records = await database.db.select().from(auditLog).orderBy(auditLog.id);
    const rows = records.map((r) => [r.action, r.actor, r.target]);
    assert.deepEqual(rows, [
      ['OPERATOR_CREATED', 'cli', `operator:${row.id}`],
      ['OPERATOR_PASSWORD_SET', `operator:${row.id}`, `operator:${row.id}`],
      ['OPERATOR_UNLOCKED', 'cli', `operator:${row.id}`],
    ]);
  } finally {
    if (!testDb) await database.close();
  }
});

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { files, leadImports, leads } from '../../../src/db/schema/index.js';
import { openDatabase } from '../../../src/platform/database.js';
import { createTestDatabase, testEnv } from '../../helpers/build.js';

// `import-leads` runs as an operator runs it: a separate process on the service's database.
const testDb = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
const dataDir = mkdtempSync(join(tmpdir(), 'leadline-import-cli-'));
const env = { ...process.env, ...testEnv({ DATA_DIR: dataDir }), DATABASE_URL: testDb?.url ?? '' };
after(async () => testDb?.close());

async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

test('import-leads registers a CP949 CSV, writes <file>.errors.csv, and deletes the stored file', async () => {
  const seeded = await cli('seed-demo');
  assert.equal(seeded.code, 0, seeded.stderr);
  const file = join(dataDir, 'leads.csv');
  copyFileSync(new URL('./fixtures/cp949.csv', import.meta.url), file);
  const run = await cli('import-leads', file, '--provider', '1', '--product', '1');
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /COMPLETED: 5 rows, 2 registered, 1 duplicates, 2 invalid/);
  const errors = readFileSync(`${file}.errors.csv`, 'utf8');
  assert.ok(errors.startsWith('\ufeffrow,column,code,message\r\n'));
  assert.match(errors, /5,B \(phone\),DUPLICATE_IN_FILE,the same phone number as row 2/);

  const usage = await cli('import-leads', file);
  assert.equal(usage.code, 1);
  assert.match(usage.stderr, /--provider/);
  const badMapping = await cli('import-leads', file, '--provider', '1', '--product', '1', '--mapping', 'nick=x');
  assert.equal(badMapping.code, 1);
  assert.match(badMapping.stderr, /--mapping/);

  const database = testDb?.database ?? (await openDatabase({ databaseUrl: null, dataDir }));
  try {
    const [imported] = await database.db.select().from(leadImports);
    assert.equal(imported.status, 'COMPLETED');
    assert.deepEqual(imported.caller, { kind: 'internal', name: 'cli' });
    assert.equal(imported.fileId, null);
    assert.equal((await database.db.select().from(files).where(eq(files.purpose, 'LEAD_IMPORT'))).length, 0);
    const names = (await database.db.select({ name: leads.name }).from(leads)).map((l) => l.name).sort();
    assert.ok(names.includes('최가람') && names.includes('유마루'), names.join());
  } finally {
    if (!testDb) await database.close();
  }
  assert.ok(existsSync(file), 'the source file is left alone');
});

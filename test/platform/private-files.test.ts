import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/platform/database.js';

const modeOf = (path: string) => statSync(path).mode & 0o777;
const newDir = () => join(mkdtempSync(join(tmpdir(), 'leadline-private-')), 'data');

test('demo mode creates DATA_DIR private (0700) and its generated secrets 0600', () => {
  const dataDir = newDir();
  loadConfig({ DATA_DIR: dataDir });
  assert.equal(modeOf(dataDir), 0o700);
  assert.equal(modeOf(join(dataDir, 'demo-secrets.json')), 0o600);
  assert.equal(modeOf(join(dataDir, 'demo-jwt-keys.json')), 0o600);
});

test('the embedded database makes DATA_DIR private, also one an older version left 0755', async () => {
  const dataDir = newDir();
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o755);
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    assert.equal(modeOf(dataDir), 0o700, 'nobody else can reach the database files below it');
  } finally {
    await database.close();
  }
});

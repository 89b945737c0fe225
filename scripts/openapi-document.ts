// Writes the service's live OpenAPI document (what /openapi.json serves) to a file, for the linter and for client
// generators: `tsx scripts/openapi-document.ts <out.json>`. Builds the app on a throw-away in-memory PGlite.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectPglite } from '../src/db/client.js';

const out = process.argv[2];
if (!out) {
  process.stderr.write('usage: tsx scripts/openapi-document.ts <out.json>\n');
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'leadline-openapi-'));
try {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JOB_WORKERS: 'false' });
  const database = connectPglite(new PGlite());
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

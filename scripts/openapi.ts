import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectPglite } from '../src/db/client.js';

/**
 * The service's live OpenAPI document (what /openapi.json serves), built on a throw-away in-memory PGlite with the
 * default configuration, so it is the same on every machine whatever the environment says.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadline-openapi-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, JOB_WORKERS: 'false' });
    const database = connectPglite(new PGlite());
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const document = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    await database.close();
    return document;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

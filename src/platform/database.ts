import { PGlite } from '@electric-sql/pglite';
import { connectPglite, connectPostgres, type Database } from '../db/client.js';
import { ensurePrivateDir } from './private-files.js';

/** The database of the configuration: the PostgreSQL server of `databaseUrl`, else embedded PGlite in `dataDir`. */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  poolMax?: number;
}): Promise<Database> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl, opts.poolMax);
  // The database files hold personal data (encrypted columns, names, e-mails): private to this user.
  await ensurePrivateDir(opts.dataDir);
  const client = await PGlite.create(`${opts.dataDir}/pglite`);
  return connectPglite(client);
}

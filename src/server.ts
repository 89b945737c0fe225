import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedDemoActivity } from './demo/activity.js';
import { demoBanner, isEmpty, seedDemo } from './demo/seed.js';
import { openDatabase } from './platform/database.js';
import { logStreamFor, quietly } from './platform/logging.js';

async function main() {
  const config = loadConfig();
  if (config.databaseUrl && !config.claims.jwtSigningKeys) {
    throw new ConfigError('JWT_SIGNING_KEYS must be set when DATABASE_URL is set (see README, "Configuration")');
  }
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, logStream: logStreamFor(process.stdout) });

  if (config.demoSecrets) {
    app.log.warn(
      `embedded demo mode: using generated PII keys stored in ${config.dataDir}; set secrets for production`,
    );
  }
  const seeded =
    database.kind === 'pglite' && (await isEmpty(database.db))
      ? await seedDemo(database.db, 'system:demo-seed', app.deps.clock, config.leads)
      : null;
  if (seeded) await quietly(app.log, () => seedDemoActivity(app, seeded));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const base = config.publicBaseUrl;
  const lines = [
    `leadline is listening on ${base}`,
    `  API reference: ${base}/docs  (OpenAPI: ${base}/openapi.json)`,
    `  Operator console: ${base}/console/`,
  ];
  if (seeded) lines.push(...demoBanner(seeded, base));
  // Printed to stdout directly so the banner is readable; it never goes to the structured log.
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`configuration error: ${err.message}\n`);
    process.exit(2);
  }
  const hint =
    (err as { code?: string }).code === '3D000'
      ? ' (`npm run cli -- migrate` creates the database and its tables)'
      : '';
  process.stderr.write(`failed to start: ${err instanceof Error ? err.message : String(err)}${hint}\n`);
  process.exit(1);
});

import { buildApp } from './app.js';
import { ClaimsConfigError } from './claims/claims.config.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isEmpty, seedDemo } from './demo.js';

async function main() {
  const config = loadConfig();
  if (config.databaseUrl && !config.claims.jwtSigningKeys) {
    throw new ConfigError('JWT_SIGNING_KEYS must be set when DATABASE_URL is set (see README, "Configuration")');
  }
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });

  if (config.demoSecrets) {
    app.log.warn(
      `embedded demo mode: using generated PII keys stored in ${config.dataDir}; set secrets for production`,
    );
  }
  const seeded =
    database.kind === 'pglite' && (await isEmpty(database.db)) ? await seedDemo(database.db, 'system:demo-seed') : null;

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
  const lines = [`leadline is listening on ${base}`, `  API reference: ${base}/docs  (OpenAPI: ${base}/openapi.json)`];
  if (seeded) {
    lines.push(
      '  Demo data was created. These keys are shown once:',
      `    admin key:    ${seeded.keys.admin}`,
      `    portal key:   ${seeded.keys.portal}`,
      `    provider key: ${seeded.keys.provider}   (providerId ${seeded.provider.id})`,
      `  Products: ${seeded.products.map((p) => `${p.id} ${p.name}`).join(', ')}`,
      `  Try: curl -H 'X-API-Key: ${seeded.keys.portal}' ${base}/api/v1/regions`,
      '  Claims interface (OAuth 2.0 client_credentials; the secret is shown once):',
      `    client_id:     ${seeded.claims.client.clientId}`,
      `    client_secret: ${seeded.claims.client.clientSecret}`,
      `    demo consultant: ${seeded.claims.consultant.name} (fcUserCi ${seeded.claims.consultant.ci})`,
      `  Try: curl -s -d grant_type=client_credentials -u '${seeded.claims.client.clientId}:${seeded.claims.client.clientSecret}' ${base}/api/v1/auth/token`,
    );
  }
  // Printed to stdout directly so the banner is readable; it never goes to the structured log.
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof ClaimsConfigError) {
    process.stderr.write(`configuration error: ${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

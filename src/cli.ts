import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './demo.js';
import { createApiKey, type KeyKind } from './keys/keys.service.js';

const USAGE = `usage: npm run cli -- <command> [options]

commands:
  migrate                                   apply pending migrations
  seed-demo                                 create demo provider, products, AS reasons and keys (printed once)
  create-key --kind admin|portal|provider [--provider <providerId>] [--portal-ids 1,2] [--name <name>]
                                            create an API key (printed once)
`;

const KINDS: KeyKind[] = ['admin', 'portal', 'provider'];

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(USAGE);
    return;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      kind: { type: 'string' },
      provider: { type: 'string' },
      'portal-ids': { type: 'string' },
      name: { type: 'string' },
    },
  });
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    switch (command) {
      case 'migrate':
        process.stdout.write('migrations applied\n');
        break;
      case 'seed-demo': {
        const seeded = await seedDemo(database.db);
        process.stdout.write(
          `demo data created (shown once)\n  admin key:    ${seeded.keys.admin}\n  portal key:   ${seeded.keys.portal}\n` +
            `  provider key: ${seeded.keys.provider} (providerId ${seeded.provider.id})\n`,
        );
        break;
      }
      case 'create-key': {
        const kind = values.kind as KeyKind;
        if (!KINDS.includes(kind)) throw new Error('--kind must be admin, portal or provider');
        const portalIds = values['portal-ids']?.split(',').map((s) => Number(s.trim()));
        if (portalIds?.some((id) => !Number.isInteger(id) || id < 1)) throw new Error('--portal-ids must be integers');
        const { key, row } = await createApiKey(database.db, {
          name: values.name ?? `${kind} key`,
          kind,
          providerId: values.provider ? Number(values.provider) : null,
          portalIds: portalIds ?? null,
        });
        process.stdout.write(`created ${kind} key ${row.id} (shown once):\n${key}\n`);
        break;
      }
      default:
        process.stdout.write(USAGE);
        process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`${err instanceof ConfigError ? 'configuration error' : 'error'}: ${message}\n`);
  process.exit(err instanceof ConfigError ? 2 : 1);
});

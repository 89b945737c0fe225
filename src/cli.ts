import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { rotateSystemClientSecret } from './claims/auth/clients.service.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { createPostgresDatabaseIfMissing, type Database, openDatabase } from './db/client.js';
import { demoBanner, seedDemo } from './demo.js';
import { createKey, type KeyKind } from './keys/keys.service.js';
import type { OperatorDeps } from './operators/operators.deps.js';
import { createOperator, unlockOperator } from './operators/operators.service.js';
import { internalCaller } from './platform/access/caller.js';
import type { OperatorRole } from './platform/auth.js';
import { PiiVault } from './platform/pii.js';
import { rotatePii } from './platform/pii-rotation.js';

const USAGE = `usage: npm run cli -- <command> [options]

commands:
  migrate                                   create the database if it does not exist, apply pending migrations
  seed-demo                                 create demo provider, products, AS reasons and keys (printed once)
  create-key --kind admin|portal|provider [--provider <providerId>] [--portal-ids 1,2] [--name <name>]
                                            create an API key (printed once)
  rotate-client-secret --client-id <clientId>
                                            replace a claims system client's secret (the new one is printed
                                            once; the old one stops working at once)
  create-operator --email <e-mail> --name <name> --role ADMIN|REVIEWER|VIEWER
                                            create a console operator; prints a one-time link (24 hours) to
                                            set the password
  unlock-operator --email <e-mail>          unlock an operator locked after too many wrong passwords
  rotate-pii                                re-encrypt personal data written under older PII keys with the
                                            first key of PII_ENCRYPTION_KEYS
`;

const KINDS: KeyKind[] = ['admin', 'portal', 'provider'];
const OPERATOR_ROLES: OperatorRole[] = ['ADMIN', 'REVIEWER', 'VIEWER'];

function operatorDeps(config: Config, database: Database): OperatorDeps {
  return {
    db: database.db,
    vault: new PiiVault(config.piiEncryptionKeys, config.piiHmacKey),
    config: config.console,
    publicBaseUrl: config.publicBaseUrl,
    clock: Date.now,
    authFailures: null,
  };
}
/** How the audit log names what an operator did from the command line. */
const CLI_ACTOR = 'cli';
const CLI = internalCaller(CLI_ACTOR);

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
      'client-id': { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
    },
  });
  const config = loadConfig();
  if (command === 'migrate' && config.databaseUrl && (await createPostgresDatabaseIfMissing(config.databaseUrl))) {
    process.stdout.write('database created\n');
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    switch (command) {
      case 'migrate':
        process.stdout.write('migrations applied\n');
        break;
      case 'seed-demo': {
        const seeded = await seedDemo(database.db, CLI_ACTOR);
        process.stdout.write(`${demoBanner(seeded, config.publicBaseUrl).join('\n')}\n`);
        break;
      }
      case 'create-key': {
        const kind = values.kind as KeyKind;
        if (!KINDS.includes(kind)) throw new Error('--kind must be admin, portal or provider');
        const portalIds = values['portal-ids']?.split(',').map((s) => Number(s.trim()));
        if (portalIds?.some((id) => !Number.isInteger(id) || id < 1)) throw new Error('--portal-ids must be integers');
        const created = await createKey({ db: database.db }, CLI, {
          name: values.name ?? `${kind} key`,
          kind,
          providerId: values.provider ? Number(values.provider) : null,
          portalIds: portalIds ?? null,
        });
        process.stdout.write(`created ${kind} key ${created.id} (shown once):\n${created.key}\n`);
        break;
      }
      case 'rotate-client-secret': {
        const clientId = values['client-id'];
        if (!clientId) throw new Error('--client-id is required');
        const rotated = await rotateSystemClientSecret({ db: database.db }, CLI, { clientId });
        process.stdout.write(
          `new client_secret for ${rotated.clientId} (${rotated.name}), shown once; the old one no longer works:\n` +
            `${rotated.clientSecret}\n`,
        );
        break;
      }
      case 'create-operator': {
        const role = values.role as OperatorRole;
        if (!OPERATOR_ROLES.includes(role)) throw new Error('--role must be ADMIN, REVIEWER or VIEWER');
        if (!values.email || !values.name) throw new Error('--email and --name are required');
        const created = await createOperator(operatorDeps(config, database), CLI, {
          email: values.email,
          name: values.name,
          role,
        });
        process.stdout.write(
          `created ${role} operator ${created.operator.id} (${created.operator.email}).\n` +
            `one-time link to set the password (until ${created.passwordLink.expiresAt}):\n` +
            `${created.passwordLink.url}\n`,
        );
        break;
      }
      case 'unlock-operator': {
        if (!values.email) throw new Error('--email is required');
        if (!(await unlockOperator({ db: database.db }, CLI, values.email))) throw new Error('no such operator');
        process.stdout.write(`unlocked ${values.email.toLowerCase()}\n`);
        break;
      }
      case 'rotate-pii': {
        const vault = new PiiVault(config.piiEncryptionKeys, config.piiHmacKey);
        const bar = new cliProgress.SingleBar(
          { format: '{column} [{bar}] {value}/{total}', hideCursor: true },
          cliProgress.Presets.shades_classic,
        );
        let active = false;
        const rewritten = await rotatePii(database.db, vault, {
          start(column, total) {
            if (active) bar.stop();
            bar.start(total, 0, { column });
            active = true;
          },
          advance: (n) => bar.increment(n),
          stop: () => active && bar.stop(),
        });
        process.stdout.write(`re-encrypted ${rewritten} values with key "${vault.currentKeyId}"\n`);
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

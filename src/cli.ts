import { readFile, writeFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { eq } from 'drizzle-orm';
import { rotateSystemClientSecret } from './claims/auth/clients.service.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { createPostgresDatabaseIfMissing, type Database } from './db/client.js';
import { leadImports } from './db/schema/index.js';
import { demoBanner, seedDemo } from './demo/seed.js';
import { storeImportFile } from './files/files.service.js';
import { createStorage } from './files/storage/index.js';
import { createKey, type KeyKind } from './keys/keys.service.js';
import { LEAD_FIELDS, type LeadField } from './leads/core/lead-fields.js';
import { runImport } from './leads/imports/import-job.js';
import { type ColumnMapping, IMPORT_ENCODINGS, type ImportEncoding } from './leads/imports/import-parser.js';
import { errorsCsvOf, type ImportDeps, startImport } from './leads/imports/imports.service.js';
import { buildLeadDeps } from './leads/leads.plugin.js';
import type { OperatorDeps } from './operators/operators.deps.js';
import { buildOperatorDeps } from './operators/operators.plugin.js';
import { createOperator, unlockOperator } from './operators/operators.service.js';
import { internalCaller } from './platform/access/caller.js';
import type { OperatorRole } from './platform/auth.js';
import { type Clock, systemClock } from './platform/clock.js';
import { openDatabase } from './platform/database.js';
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
  import-leads <file> --provider <providerId> --product <productId> [--encoding UTF-8|CP949|EUC-KR|UTF-16LE]
               [--mapping name=<header>,phone=<header>,...] [--dry-run]
                                            import a CSV or XLSX file of leads with a progress bar; the refused
                                            rows are written to <file>.errors.csv
`;

const KINDS: KeyKind[] = ['admin', 'portal', 'provider'];
const OPERATOR_ROLES: OperatorRole[] = ['ADMIN', 'REVIEWER', 'VIEWER'];

function operatorDeps(config: Config, database: Database, clock: Clock): OperatorDeps {
  const vault = new PiiVault(config.piiEncryptionKeys, config.piiHmacKey);
  return buildOperatorDeps(config, database, vault, { clock, authFailures: null });
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
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      product: { type: 'string' },
      encoding: { type: 'string' },
      mapping: { type: 'string' },
      'dry-run': { type: 'boolean' },
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
        const seeded = await seedDemo(database.db, CLI_ACTOR, systemClock, config.leads);
        process.stdout.write(`${demoBanner(seeded, config.publicBaseUrl).join('\n')}\n`);
        break;
      }
      case 'create-key': {
        const kind = values.kind as KeyKind;
        if (!KINDS.includes(kind)) throw new Error('--kind must be admin, portal or provider');
        const portalIds = values['portal-ids']?.split(',').map((s) => Number(s.trim()));
        if (portalIds?.some((id) => !Number.isInteger(id) || id < 1)) throw new Error('--portal-ids must be integers');
        const created = await createKey({ db: database.db, clock: systemClock }, CLI, {
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
        const rotated = await rotateSystemClientSecret({ db: database.db, clock: systemClock }, CLI, { clientId });
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
        const created = await createOperator(operatorDeps(config, database, systemClock), CLI, {
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
      case 'import-leads': {
        const file = positionals[0];
        if (!file || !values.provider || !values.product) {
          throw new Error('usage: import-leads <file> --provider <providerId> --product <productId>');
        }
        await importLeadsCommand(config, database, {
          file,
          providerId: values.provider,
          productId: values.product,
          encoding: values.encoding,
          mapping: values.mapping,
          dryRun: values['dry-run'] ?? false,
        });
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

/** `import-leads`: the file stored as the provider's upload, then imported in this process with a progress bar. */
async function importLeadsCommand(
  config: Config,
  database: Database,
  args: { file: string; providerId: string; productId: string; encoding?: string; mapping?: string; dryRun: boolean },
) {
  const bytes = await readFile(args.file);
  const xlsx = extname(args.file).toLowerCase() === '.xlsx';
  const vault = new PiiVault(config.piiEncryptionKeys, config.piiHmacKey);
  const storage = await createStorage(config, systemClock);
  const deps: ImportDeps = {
    ...buildLeadDeps(database, vault, systemClock, { settings: config.leads, storage }),
    storage,
  };
  const encoding = args.encoding as ImportEncoding | undefined;
  if (encoding && !IMPORT_ENCODINGS.includes(encoding))
    throw new Error(`--encoding must be ${IMPORT_ENCODINGS.join(', ')}`);
  const columnMapping = args.mapping ? parseMapping(args.mapping) : undefined;
  const stored = await storeImportFile(
    { db: database.db, storage: deps.storage, vault, clock: systemClock },
    { kind: 'provider', id: args.providerId },
    {
      fileName: basename(args.file),
      mimeType: xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv',
      bytes,
    },
  );
  const started = await startImport(deps, CLI, {
    fileId: String(stored.id),
    providerId: args.providerId,
    productId: args.productId,
    encoding,
    columnMapping,
    dryRun: args.dryRun,
  });
  const id = Number(started.id);
  const bar = new cliProgress.SingleBar(
    { format: 'rows [{bar}] {value}/{total} {percentage}% | {eta_formatted} left', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  let shown = false;
  const status = await runImport(deps, id, {
    afterBatch: async (processed) => {
      if (!shown) {
        const [row] = await database.db.select().from(leadImports).where(eq(leadImports.id, id));
        bar.start(row.totalRows ?? processed, 0);
        shown = true;
      }
      bar.update(processed);
    },
  });
  if (shown) bar.stop();
  const [done] = await database.db.select().from(leadImports).where(eq(leadImports.id, id));
  process.stdout.write(
    `import ${id} ${status}${done.dryRun ? ' (dry run)' : ''}: ${done.totalRows ?? 0} rows, ` +
      `${done.registered} registered, ${done.duplicates} duplicates, ${done.invalid} invalid\n`,
  );
  if (done.failureCode) process.stdout.write(`failed: ${done.failureCode} ${done.failureDetail ?? ''}\n`);
  if (done.duplicates + done.invalid > 0) {
    const target = `${args.file}.errors.csv`;
    await writeFile(target, await errorsCsvOf(database.db, id));
    process.stdout.write(`refused rows: ${target}\n`);
  }
  if (status !== 'COMPLETED') process.exitCode = 1;
}

/** `name=고객 성함,phone=HP` → `{name: '고객 성함', phone: 'HP'}`. */
function parseMapping(text: string): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const part of text.split(',')) {
    const at = part.indexOf('=');
    const field = part.slice(0, at).trim() as LeadField;
    if (at < 1 || !LEAD_FIELDS.includes(field)) throw new Error(`--mapping: "${part}" is not field=<header>`);
    mapping[field] = part.slice(at + 1).trim();
  }
  return mapping;
}

main().catch((err) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`${err instanceof ConfigError ? 'configuration error' : 'error'}: ${message}\n`);
  process.exit(err instanceof ConfigError ? 2 : 1);
});

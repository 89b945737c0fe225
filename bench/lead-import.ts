/**
 * A bulk lead import of a generated CSV (100,000 rows by default), measured from the job's start to COMPLETED: the
 * file stored as a provider's upload (encrypted on local disk), read twice (the count, then the rows), registered in
 * batches of 1,000 with their events and the offer to open orders (some orders take part of the leads). In this
 * process, on a database of its own on the PostgreSQL server (created and dropped), or on embedded PGlite with
 * `--embedded`.
 *
 *   npm run bench:import                       # 100,000 rows on postgres://postgres@127.0.0.1:5432
 *   npm run bench:import -- --rows 20000 --embedded
 *   npm run bench:import -- --orders           # with open orders taking part of the leads
 *   npm run bench -- --only import             # beside the other scenarios
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectPglite, connectPostgres, type Database } from '../src/db/client.js';
import { orderRegions, orders, productProviders, products, providers } from '../src/db/schema/index.js';
import { storeImportFile } from '../src/files/files.service.js';
import { LocalDiskStorage } from '../src/files/storage/index.js';
import { offerLeads, offerNewLeads } from '../src/leads/allocation/allocation.service.js';
import { RegionCatalog } from '../src/leads/catalog/regions.service.js';
import { runImport, startImport } from '../src/leads/imports/imports.service.js';
import { internalCaller } from '../src/platform/access/caller.js';
import { PiiVault } from '../src/platform/pii.js';
import { intArg, parseArgs } from './lib/common.js';

export const IMPORT_GOAL_ROWS_PER_SECOND = 5000;

const REGIONS = [
  '서울',
  '부산',
  '대구',
  '인천',
  '광주',
  '대전',
  '울산',
  '경기',
  '강원',
  '충북',
  '충남',
  '전남',
  '경남',
];

/** A CSV as Korean users send them: Korean header, hyphenated phones, some e-mails, birth dates and bad rows. */
export function generateCsv(rows: number): Buffer {
  const lines = ['이름,휴대폰,이메일,지역,생년월일,성별,메모'];
  for (let i = 0; i < rows; i++) {
    const d = String(i).padStart(8, '0');
    const phone = i % 200 === 7 ? '010-12' : `010-${d.slice(0, 4)}-${d.slice(4)}`;
    const email = i % 3 === 0 ? `lead${i}@example.com` : '';
    const birth = i % 4 === 0 ? `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}` : '';
    lines.push(`고객${i},${phone},${email},${REGIONS[i % REGIONS.length]},${birth},${i % 2 ? '남' : '여'},메모 ${i}`);
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`);
}

export interface ImportBenchResult {
  rows: number;
  ms: number;
  rowsPerSecond: number;
  registered: number;
  assigned: number;
  status: string | null;
}

async function openBenchDatabase(serverUrl: string | null): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const database = connectPglite(new PGlite());
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `leadline_bench_import_${randomBytes(4).toString('hex')}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), 10);
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      await run(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * One import of `rows` generated rows on a fresh database; `serverUrl` null: embedded PGlite. With `withOrders`,
 * 20 open orders take part of the leads (about a quarter of the rows are in their regions), so the offer to the
 * allocation engine assigns some of every batch.
 */
export async function benchImport(
  rows: number,
  serverUrl: string | null,
  withOrders = false,
): Promise<ImportBenchResult> {
  const { database, drop } = await openBenchDatabase(serverUrl);
  const filesDir = mkdtempSync(join(tmpdir(), 'leadline-bench-import-'));
  try {
    const { db } = database;
    const vault = new PiiVault([{ id: 'b1', key: randomBytes(32) }], randomBytes(32));
    const storage = new LocalDiskStorage({
      filesDir,
      apiBaseUrl: 'http://127.0.0.1',
      publicBaseUrl: 'http://127.0.0.1/files',
      signingKey: randomBytes(32),
    });
    const [provider] = await db.insert(providers).values({ code: 'BENCH', name: '벤치 공급사' }).returning();
    const [product] = await db.insert(products).values({ name: '벤치 DB' }).returning();
    await db.insert(productProviders).values({ productId: product.id, providerId: provider.id });
    // Open orders that take part of the leads, so the offer to the allocation engine does real work.
    const regions = new RegionCatalog(db);
    const table = await regions.current();
    for (let o = 0; o < (withOrders ? 20 : 0); o++) {
      const [order] = await db
        .insert(orders)
        .values({
          providerId: provider.id,
          productId: product.id,
          portalId: 1 + o,
          source: 'ORDER',
          ordererName: 'bench',
          ordererContact: '01000000000',
          orderedQuantity: Math.ceil(rows / 200) * 3,
        })
        .returning();
      const ids = ['서울', '경기', '부산'].map((name) => table.byAlias.get(name)?.id as number);
      await db
        .insert(orderRegions)
        .values(ids.map((regionId) => ({ orderId: order.id, regionId, quantity: Math.ceil(rows / 200) })));
    }
    const deps = { db, vault, regions, offerLeads, offerNewLeads, storage };
    const file = await storeImportFile(
      { db, storage, vault },
      { kind: 'provider', id: provider.id },
      { fileName: 'bench.csv', mimeType: 'text/csv', bytes: generateCsv(rows) },
    );
    const caller = internalCaller('bench');
    const started = await startImport(deps, caller, {
      fileId: String(file.id),
      providerId: String(provider.id),
      productId: String(product.id),
    });
    const t = performance.now();
    const status = await runImport(deps, Number(started.id));
    const ms = performance.now() - t;
    const { rows: counted } = await db.execute<{ registered: number; assigned: number }>(
      sql`select (select registered from lead_imports where id = ${Number(started.id)}) as registered,
        (select count(*)::int from assignments) as assigned`,
    );
    return {
      rows,
      ms,
      rowsPerSecond: rows / (ms / 1000),
      registered: Number(counted[0].registered),
      assigned: Number(counted[0].assigned),
      status,
    };
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
    await drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = parseArgs(process.argv.slice(2));
  const rows = intArg(args, 'rows', 100_000);
  const server = args.embedded ? null : process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const withOrders = args.orders === true;
  const result = await benchImport(rows, server, withOrders);
  process.stdout.write(
    `lead import of ${rows.toLocaleString('en-US')} rows on ${server ? 'PostgreSQL' : 'PGlite'}` +
      `${withOrders ? ' with 20 open orders' : ''}: ` +
      `${result.status} in ${(result.ms / 1000).toFixed(2)} s = ${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s ` +
      `(${result.registered} registered, ${result.assigned} provisionally assigned; goal ≥ ${IMPORT_GOAL_ROWS_PER_SECOND.toLocaleString('en-US')} rows/s)\n`,
  );
  process.exit(0);
}

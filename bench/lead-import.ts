/**
 * A bulk lead import of a generated file (100,000 rows by default), measured from the job's start to COMPLETED: the
 * file stored as a provider's upload (encrypted on local disk), read twice (the count, then the rows), registered in
 * batches of 1,000 with their events and the offer to open orders (some orders take part of the leads). In this
 * process, on a database of its own on the PostgreSQL server (created and dropped), or on embedded PGlite with
 * `--embedded`. `npm run bench -- --only import` measures the same import through the compiled service instead
 * (`importThroughService`): POST to COMPLETED, the service's RSS, and single registrations beside it.
 *
 *   npm run bench:import                       # 100,000 CSV rows on postgres://postgres@127.0.0.1:5432
 *   npm run bench:import -- --rows 20000 --embedded
 *   npm run bench:import -- --orders           # with open orders taking part of the leads
 *   npm run bench:import -- --orders --xlsx    # the same rows as a workbook
 *   npm run bench -- --only import             # through the service, CSV and XLSX
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { connectPglite, connectPostgres, type Database } from '../src/db/client.js';
import { orderRegions, orders, productProviders, products, providers } from '../src/db/schema/index.js';
import { storeImportFile } from '../src/files/files.service.js';
import { LocalDiskStorage } from '../src/files/storage/index.js';
import { createApiKey } from '../src/keys/keys.service.js';
import { RegionCatalog } from '../src/leads/catalog/regions.service.js';
import { runImport } from '../src/leads/imports/import-job.js';
import { startImport } from '../src/leads/imports/imports.service.js';
import { allocationEngine } from '../src/leads/leads.plugin.js';
import { internalCaller } from '../src/platform/access/caller.js';
import { systemClock } from '../src/platform/clock.js';
import { PiiVault } from '../src/platform/pii.js';
import { intArg, parseArgs, sleep } from './lib/common.js';
import { RssSampler, type Stats, statsOf } from './lib/measure.js';

export const IMPORT_GOAL_ROWS_PER_SECOND = 5000;
/** The service's peak RSS during an import, over its RSS just before. */
export const IMPORT_RSS_GROWTH_MB = 150;
/** Single registrations' p99 during an import, over the same run's p99 without it. */
export const IMPORT_P99_RATIO = 2;

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
  const lines = [HEADER.join(',')];
  for (let i = 0; i < rows; i++)
    lines.push(
      rowOf(i)
        .map((c) => c ?? '')
        .join(','),
    );
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`);
}

/** One generated row's cells, in the header's order (`null`: an empty cell). */
function rowOf(i: number): (string | null)[] {
  const d = String(i).padStart(8, '0');
  const phone = i % 200 === 7 ? '010-12' : `010-${d.slice(0, 4)}-${d.slice(4)}`;
  const email = i % 3 === 0 ? `lead${i}@example.com` : null;
  const birth = i % 4 === 0 ? `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}` : null;
  return [`고객${i}`, phone, email, REGIONS[i % REGIONS.length], birth, i % 2 ? '남' : '여', `메모 ${i}`];
}

const HEADER = ['이름', '휴대폰', '이메일', '지역', '생년월일', '성별', '메모'];

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const;

/**
 * The same rows as a workbook written as Excel writes one (shared strings), birth dates as date cells (Excel's day
 * numbers with a date format), phones as text.
 */
export async function generateXlsx(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('고객');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < rows; i++) {
    const cells: (string | Date | null)[] = rowOf(i);
    const birth = cells[4];
    if (typeof birth === 'string') cells[4] = new Date(`${birth}T00:00:00Z`);
    const row = sheet.addRow(cells);
    if (cells[4] instanceof Date) row.getCell(5).numFmt = 'yyyy-mm-dd';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

export type ImportFormat = 'csv' | 'xlsx';

export async function generateFile(format: ImportFormat, rows: number) {
  return format === 'xlsx'
    ? { bytes: await generateXlsx(rows), mimeType: XLSX_TYPE, fileName: 'bench.xlsx' }
    : { bytes: generateCsv(rows), mimeType: 'text/csv' as const, fileName: 'bench.csv' };
}

export interface ImportBenchResult {
  rows: number;
  ms: number;
  rowsPerSecond: number;
  registered: number;
  assigned: number;
  status: string | null;
}

async function openBenchDatabase(
  serverUrl: string | null,
): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const database = connectPglite(new PGlite());
    await database.migrate();
    return { database, url: null, drop: () => database.close() };
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
    url: url.toString(),
    drop: async () => {
      await database.close();
      await run(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Open orders for the import: 20, each with 3 regions of the 13 the rows cycle through (23% of the rows). */
export const IMPORT_ORDERS = 20;
export const ORDER_REGIONS = ['서울', '경기', '부산'];
export const COMPOSITION =
  'Korean header, 1/3 with e-mail, 1/4 with birth date, 0.5% bad phones; ' +
  `${IMPORT_ORDERS} open orders of 3 regions take 23% of the rows`;

/**
 * A fresh database for one import: the importing provider and product (with `withOrders`, open orders taking part of
 * the leads), another provider whose single registrations run beside the import, and a provider key for each.
 */
export async function prepareImportDataset(rows: number, serverUrl: string | null, withOrders: boolean) {
  const opened = await openBenchDatabase(serverUrl);
  const { db } = opened.database;
  try {
    const [provider] = await db.insert(providers).values({ code: 'BENCH', name: '벤치 공급사' }).returning();
    const [product] = await db.insert(products).values({ name: '벤치 DB' }).returning();
    await db.insert(productProviders).values({ productId: product.id, providerId: provider.id });
    const [other] = await db.insert(providers).values({ code: 'BENCH2', name: '다른 공급사' }).returning();
    const [otherProduct] = await db.insert(products).values({ name: '다른 DB' }).returning();
    await db.insert(productProviders).values({ productId: otherProduct.id, providerId: other.id });
    // Open orders that take part of the leads, so the offer to the allocation engine does real work.
    const regions = new RegionCatalog(db, systemClock);
    const table = await regions.current();
    for (let o = 0; o < (withOrders ? IMPORT_ORDERS : 0); o++) {
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
      const ids = ORDER_REGIONS.map((name) => table.byAlias.get(name)?.id as number);
      await db
        .insert(orderRegions)
        .values(ids.map((regionId) => ({ orderId: order.id, regionId, quantity: Math.ceil(rows / 200) })));
    }
    const key = await createApiKey(db, { name: 'bench import', kind: 'provider', providerId: provider.id });
    const otherKey = await createApiKey(db, { name: 'bench registrations', kind: 'provider', providerId: other.id });
    return {
      ...opened,
      regions,
      importer: { providerId: provider.id, productId: product.id, key: key.key },
      registrar: { providerId: other.id, productId: otherProduct.id, key: otherKey.key },
    };
  } catch (error) {
    await opened.drop();
    throw error;
  }
}

/**
 * One import of `rows` generated rows on a fresh database, in this process; `serverUrl` null: embedded PGlite. With
 * `withOrders`, 20 open orders take part of the leads (about a quarter of the rows are in their regions), so the
 * offer to the allocation engine assigns some of every batch.
 */
export async function benchImport(
  rows: number,
  serverUrl: string | null,
  withOrders = false,
  format: ImportFormat = 'csv',
): Promise<ImportBenchResult> {
  const dataset = await prepareImportDataset(rows, serverUrl, withOrders);
  const filesDir = mkdtempSync(join(tmpdir(), 'leadline-bench-import-'));
  try {
    const { db } = dataset.database;
    const vault = new PiiVault([{ id: 'b1', key: randomBytes(32) }], randomBytes(32));
    const storage = new LocalDiskStorage({
      filesDir,
      apiBaseUrl: 'http://127.0.0.1',
      publicBaseUrl: 'http://127.0.0.1/files',
      signingKey: randomBytes(32),
    });
    const { providerId, productId } = dataset.importer;
    const deps = { db, clock: systemClock, vault, regions: dataset.regions, ...allocationEngine(systemClock), storage };
    const file = await storeImportFile(
      { db, storage, vault, clock: systemClock },
      { kind: 'provider', id: providerId },
      await generateFile(format, rows),
    );
    const caller = internalCaller('bench');
    const started = await startImport(deps, caller, {
      fileId: String(file.id),
      providerId: String(providerId),
      productId: String(productId),
    });
    const t = performance.now();
    loop.reset();
    loop.enable();
    const status = await runImport(deps, Number(started.id));
    loop.disable();
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
    await dataset.drop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Through the service

/**
 * Single registrations at a fixed rate (open loop: a slow answer does not delay the next request, so queueing shows
 * in the latencies) until `stop` is called. Non-2xx answers and failed requests are errors.
 */
export function registrationsAtRate(
  url: string,
  key: string,
  who: { providerId: number; productId: number },
  perSecond: number,
  phonePrefix: string,
) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let seq = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const fire = () => {
    const body = JSON.stringify({
      providerId: String(who.providerId),
      productId: String(who.productId),
      name: '홍길동',
      phone: `${phonePrefix}${String(seq++ % 10_000_000).padStart(7, '0')}`,
      region: '서울',
      gender: 'M',
    });
    const t = performance.now();
    const request = fetch(`${url}/api/v1/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body,
    })
      .then(async (res) => {
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.ok) latencies.push(performance.now() - t);
        else errors++;
      })
      .catch(() => {
        statuses.failed = (statuses.failed ?? 0) + 1;
        errors++;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  const timer = setInterval(fire, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      await Promise.all(inFlight);
      return { ...statsOf(latencies, errors, seconds), statusCodes: statuses };
    },
  };
}

/** Uploads `file` for LEAD_IMPORT through the signed upload flow; returns the file id. */
async function upload(url: string, key: string, file: Awaited<ReturnType<typeof generateFile>>) {
  const issued = await fetch(`${url}/api/v1/files/upload-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({
      fileName: file.fileName,
      mimeType: file.mimeType,
      size: file.bytes.length,
      purpose: 'LEAD_IMPORT',
    }),
  });
  if (!issued.ok) throw new Error(`upload-url answered ${issued.status}: ${await issued.text()}`);
  const { fileId, uploadUrl, headers } = (await issued.json()) as {
    fileId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(file.bytes) });
  if (!put.ok) throw new Error(`upload answered ${put.status}: ${await put.text()}`);
  return fileId;
}

export interface ServiceImportResult extends ImportBenchResult {
  format: ImportFormat;
  fileBytes: number;
  /** The service's RSS just before the POST, and its peak from the POST to COMPLETED. */
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Single registrations of another provider: alone, then during the import (same service, same rate). */
  alone: Stats & { statusCodes: Record<string, number> };
  during: Stats & { statusCodes: Record<string, number> };
  perSecond: number;
  /** The service's event-loop delay over the same two windows. */
  loopAlone: LoopDelay;
  loopDuring: LoopDelay;
}

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/**
 * The import as a provider runs it, through a service started by `start` on a fresh database (its job workers on):
 * the file uploaded, then timed from `POST /api/v1/leads/imports` to the GET that reads COMPLETED. Single
 * registrations of another provider run at `perSecond` for `aloneSeconds` first (the baseline), then again during the
 * whole import; the service's RSS is sampled every 100 ms.
 */
export async function importThroughService(options: {
  rows: number;
  format: ImportFormat;
  serverUrl: string;
  perSecond: number;
  aloneSeconds: number;
  start: (
    databaseUrl: string,
  ) => Promise<{ url: string; pid: number; stop: () => Promise<void>; loopDelay: () => Promise<LoopDelay> }>;
}): Promise<ServiceImportResult> {
  const { rows, format } = options;
  const dataset = await prepareImportDataset(rows, options.serverUrl, true);
  let service: Awaited<ReturnType<typeof options.start>> | null = null;
  try {
    const file = await generateFile(format, rows);
    service = await options.start(dataset.url as string);
    const { url } = service;
    const { importer, registrar } = dataset;
    // Warm-up: the service's first registrations compile and prepare what later ones reuse.
    const warm = registrationsAtRate(url, registrar.key, registrar, options.perSecond, '0118');
    await sleep(1000);
    await warm.stop();
    await service.loopDelay();
    const aloneLoad = registrationsAtRate(url, registrar.key, registrar, options.perSecond, '0117');
    await sleep(options.aloneSeconds * 1000);
    const alone = await aloneLoad.stop();
    const loopAlone = await service.loopDelay();
    const fileId = await upload(url, importer.key, file);
    const rss = new RssSampler(service.pid);
    const rssBeforeMb = rss.currentMb();
    const duringLoad = registrationsAtRate(url, registrar.key, registrar, options.perSecond, '0116');
    rss.start();
    const t = performance.now();
    const posted = await fetch(`${url}/api/v1/leads/imports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': importer.key },
      body: JSON.stringify({
        fileId,
        providerId: String(importer.providerId),
        productId: String(importer.productId),
      }),
    });
    if (!posted.ok) throw new Error(`POST /api/v1/leads/imports answered ${posted.status}: ${await posted.text()}`);
    const { id } = (await posted.json()) as { id: string };
    let view: { status: string; registered: number } = { status: 'QUEUED', registered: 0 };
    const deadline = Date.now() + 30 * 60_000;
    while (view.status === 'QUEUED' || view.status === 'RUNNING') {
      if (Date.now() > deadline) throw new Error('the import did not end within 30 minutes');
      await sleep(100);
      const res = await fetch(`${url}/api/v1/leads/imports/${id}`, { headers: { 'x-api-key': importer.key } });
      if (!res.ok) throw new Error(`GET import answered ${res.status}`);
      view = (await res.json()) as typeof view;
    }
    const ms = performance.now() - t;
    rss.stop();
    const during = await duringLoad.stop();
    const loopDuring = await service.loopDelay();
    const { rows: counted } = await dataset.database.db.execute<{ assigned: number }>(
      sql`select count(*)::int as assigned from assignments`,
    );
    return {
      rows,
      format,
      fileBytes: file.bytes.length,
      ms,
      rowsPerSecond: rows / (ms / 1000),
      registered: view.registered,
      assigned: Number(counted[0].assigned),
      status: view.status,
      rssBeforeMb,
      rssPeakMb: rss.peakMb(),
      alone,
      during,
      perSecond: options.perSecond,
      loopAlone,
      loopDuring,
    };
  } finally {
    await service?.stop();
    await dataset.drop();
  }
}

/** How long the job holds this process's event loop at a time: what a request arriving meanwhile would wait for. */
const loop = monitorEventLoopDelay({ resolution: 1 });

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = parseArgs(process.argv.slice(2));
  const rows = intArg(args, 'rows', 100_000);
  const server = args.embedded ? null : process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const withOrders = args.orders === true;
  const format: ImportFormat = args.xlsx === true ? 'xlsx' : 'csv';
  const result = await benchImport(rows, server, withOrders, format);
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  process.stdout.write(
    `lead import of ${rows.toLocaleString('en-US')} ${format.toUpperCase()} rows on ${server ? 'PostgreSQL' : 'PGlite'}` +
      `${withOrders ? ' with 20 open orders' : ''}: ` +
      `${result.status} in ${(result.ms / 1000).toFixed(2)} s = ${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s ` +
      `(${result.registered} registered, ${result.assigned} provisionally assigned; goal ≥ ${IMPORT_GOAL_ROWS_PER_SECOND.toLocaleString('en-US')} rows/s); ` +
      `event-loop delay p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms\n`,
  );
  process.exit(0);
}

/**
 * Data generator for the benchmarks: a realistic, skewed dataset written through the service's own schema with
 * set-based inserts (`INSERT ... SELECT FROM unnest($1::type[], ...)`, 10,000 rows a statement), phones encrypted and
 * blind-indexed by the service's own `PiiVault` with the keys the server will use.
 *
 *   npm run bench:seed -- --reset                      # full size on PostgreSQL (DATABASE_URL or leadline_bench)
 *   npm run bench:seed -- --reset --leads 20000 --embedded bench/results/pglite
 *
 * Writes bench/results/bench-env.json (git-ignored): secrets, keys and the dataset's notable members.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { createClient } from '../src/claims/auth/client-secrets.js';
import { generateSigningKey } from '../src/claims/claims.config.js';
import { parsePiiKeys } from '../src/config.js';
import { createApiKey } from '../src/keys/keys.service.js';
import { maskPhone, parsePhone } from '../src/platform/phone.js';
import { PiiVault } from '../src/platform/pii.js';
import {
  DEFAULT_DATABASE_URL,
  envPath,
  intArg,
  type Manifest,
  parseArgs,
  prng,
  writeEnv,
  zipfSampler,
} from './lib/common.js';
import { openRaw, type RawDb, resetDatabase } from './lib/db.js';

const args = parseArgs(process.argv.slice(2));
if (args.help) {
  process.stdout.write(`npm run bench:seed -- [--reset] [--force] [--embedded DIR] [--seed N]
  --leads 1000000 --providers 200 --products 50 --portal-users 5000 --orders 100000
  --as-requests 200000 --claims 1000000 --consultants 3000 --alloc-backlog 100000 --batch 10000
  --tiny            a few thousand rows of each, for a smoke run
  --scale N         every default size above × N (not providers, products, nor the allocation backlog), and
                    --owner-groups N --consultant-groups N: N times the table, each owner's data the same
  --owner-groups K  portal users drawn in K groups, each with its own Zipf law over portal-users / K users and
                    every K-th order, and as many leads assigned as K seeds of leads / K would assign: each group
                    is a seed of leads / K (its largest owner the same size), the bench's owners taken from the
                    first group; the leads beyond stay UNASSIGNED (default: --scale, else 1)
  --consultant-groups K   the same for consultants and their claims (default: --scale, else 1)
  --env NAME        file under bench/results/ for keys and manifest (default bench-env.json; give another one
                    for every other dataset, --embedded ones included, or it replaces the default dataset's)
PostgreSQL from DATABASE_URL (default ${DEFAULT_DATABASE_URL}); --embedded DIR uses PGlite instead.
Example, 5,000,000 leads with each portal user's leads and orders as in the default seed, claims as in it:
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/leadline_bench_5m npm run bench:seed -- --reset --scale 5 \\
    --claims 1000000 --consultants 3000 --consultant-groups 1 --env bench-5m-env.json
`);
  process.exit(0);
}
const tiny = args.tiny === true;
const scale = Math.max(1, intArg(args, 'scale', 1));
const size = {
  leads: intArg(args, 'leads', (tiny ? 6000 : 1_000_000) * scale),
  providers: intArg(args, 'providers', tiny ? 20 : 200),
  products: intArg(args, 'products', tiny ? 5 : 50),
  portalUsers: intArg(args, 'portal-users', (tiny ? 100 : 5000) * scale),
  orders: intArg(args, 'orders', (tiny ? 800 : 100_000) * scale),
  asRequests: intArg(args, 'as-requests', (tiny ? 1000 : 200_000) * scale),
  claims: intArg(args, 'claims', (tiny ? 3000 : 1_000_000) * scale),
  consultants: intArg(args, 'consultants', (tiny ? 30 : 3000) * scale),
};
const ownerGroups = Math.max(1, Math.min(size.portalUsers, intArg(args, 'owner-groups', scale)));
const consultantGroups = Math.max(1, Math.min(size.consultants, intArg(args, 'consultant-groups', scale)));
/** Portal users (consultants) per group: the first group, ids 1..group, is where the bench's owners are taken. */
const portalGroup = Math.floor(size.portalUsers / ownerGroups);
const consultantGroup = Math.floor(size.consultants / consultantGroups);
const allocBacklog = intArg(args, 'alloc-backlog', Math.min(100_000, Math.floor(size.leads / ownerGroups / 10)));
const BATCH = intArg(args, 'batch', 10_000);
const rand = prng(intArg(args, 'seed', 7));

const embedded = typeof args.embedded === 'string' ? resolve(args.embedded) : null;
const target = {
  databaseUrl: embedded ? null : process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
  dataDir: embedded,
};

const NOW = Date.now();
const DAY = 86_400_000;
const YEAR = 365 * DAY;

const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const iso = (ms: number) => new Date(Math.min(ms, NOW)).toISOString();
const dateOnly = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);

const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
];
const SYLLABLES = [...'민서지현우진수영준호하은도윤예린성아연태경주원희나정혜소'];
const koreanName = () => pick(SURNAMES) + pick(SYLLABLES) + pick(SYLLABLES);

// ---------- bulk writing ----------

type Column = [name: string, type: string];

/** Column-major rows for one INSERT ... SELECT FROM unnest(...). */
class Batch {
  readonly values: unknown[][];
  constructor(readonly columns: Column[]) {
    this.values = columns.map(() => []);
  }
  push(...row: unknown[]) {
    for (let i = 0; i < row.length; i++) this.values[i].push(row[i]);
  }
  get size() {
    return this.values[0].length;
  }
}

/**
 * Sends batches without waiting for each (the next one is generated while the database writes this one); at most
 * `depth` statements are in flight. A failed statement is reported at the next `add` or at `drain`.
 */
class Writer {
  private inflight: Promise<Error | null>[] = [];
  constructor(
    private readonly raw: RawDb,
    private readonly depth = 3,
  ) {}

  async add(table: string, batch: Batch, overriding = false) {
    if (batch.size === 0) return;
    const names = batch.columns.map((c) => c[0]).join(', ');
    const casts = batch.columns.map((c, i) => `$${i + 1}::${c[1]}[]`).join(', ');
    const text = `insert into ${table} (${names}) ${overriding ? 'overriding system value ' : ''}select * from unnest(${casts})`;
    this.inflight.push(
      this.raw.query(text, batch.values).then(
        () => null,
        (err: Error) => err,
      ),
    );
    while (this.inflight.length > this.depth) await this.settle();
  }

  private async settle() {
    const err = await this.inflight.shift();
    if (err) throw new Error(`bulk insert failed: ${err.message}`);
  }

  async drain() {
    while (this.inflight.length) await this.settle();
  }
}

function progress(phase: string, total: number) {
  const bar = new cliProgress.SingleBar(
    {
      format: `${phase.padEnd(12)} |{bar}| {percentage}% {value}/{total} | {rate}/s | {duration_formatted} ETA {eta_formatted}`,
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 5000,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  const started = Date.now();
  bar.start(total, 0, { rate: 0 });
  return {
    update(value: number) {
      bar.update(value, { rate: Math.round(value / Math.max(0.001, (Date.now() - started) / 1000)) });
    },
    stop() {
      bar.update(total, { rate: Math.round(total / Math.max(0.001, (Date.now() - started) / 1000)) });
      bar.stop();
    },
  };
}

const BULK_TABLES = ['orders', 'order_regions', 'leads', 'assignments', 'as_requests', 'claims'];

/**
 * Bulk load the way a DBA would: the secondary indexes of the big tables are dropped and built again once the rows
 * are in (one sort instead of a million random index inserts), and foreign-key triggers are skipped for this session
 * (`session_replication_role = replica`; the generator writes consistent rows). Both need a superuser; without one
 * the load is only slower. The index definitions are read from the catalog, so they are exactly the migrations'.
 */
async function prepareBulkLoad(raw: RawDb) {
  const indexes = (
    await raw.query<{ name: string; def: string }>(
      `select i.indexname as name, i.indexdef as def from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1::text[])
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [BULK_TABLES],
    )
  ).rows;
  let replica = false;
  try {
    await raw.query('set session_replication_role = replica');
    replica = true;
  } catch {
    process.stdout.write('not a superuser: foreign keys are checked row by row (slower)\n');
  }
  for (const index of indexes) await raw.query(`drop index "${index.name}"`);
  return {
    async finish() {
      if (replica) await raw.query('set session_replication_role = origin');
      if (raw.kind === 'postgres') await raw.query(`set maintenance_work_mem = '512MB'`);
      const bar = progress('indexes', indexes.length);
      for (const [i, index] of indexes.entries()) {
        await raw.query(index.def);
        bar.update(i + 1);
      }
      bar.stop();
    },
  };
}

// ---------- the dataset ----------

interface Pair {
  providerId: number;
  productId: number;
}

async function main() {
  const started = Date.now();
  const secrets = {
    PII_ENCRYPTION_KEYS: process.env.PII_ENCRYPTION_KEYS || `bench1:${randomBytes(32).toString('base64')}`,
    PII_HMAC_KEY: process.env.PII_HMAC_KEY || randomBytes(32).toString('base64'),
    ADMIN_API_KEY: process.env.ADMIN_API_KEY || `lk_admin_${randomBytes(32).toString('base64url')}`,
    JWT_SIGNING_KEYS: process.env.JWT_SIGNING_KEYS || JSON.stringify([generateSigningKey('bench1')]),
  };
  const vault = new PiiVault(parsePiiKeys(secrets.PII_ENCRYPTION_KEYS), Buffer.from(secrets.PII_HMAC_KEY, 'base64'));

  if (args.reset) await resetDatabase(target, args.force === true);
  const raw = await openRaw(target);
  const where = target.databaseUrl ? new URL(target.databaseUrl).pathname.slice(1) : `embedded ${embedded}`;
  process.stdout.write(
    `seeding ${where}: ${JSON.stringify({ ...size, allocBacklog, ownerGroups, consultantGroups })}\n`,
  );
  await raw.database.migrate();
  const [{ n: existing }] = (await raw.query<{ n: number }>('select count(*)::int as n from providers')).rows;
  if (existing > 0) throw new Error('the database already holds data: add --reset to start from an empty one');
  if (raw.kind === 'postgres') await raw.query('set synchronous_commit = off');
  const fastLoad = await prepareBulkLoad(raw);
  const writer = new Writer(raw);

  // Reference data from the migrations.
  const regionRows = (
    await raw.query<{ id: number; name: string }>('select id, name from regions where active order by sort_order')
  ).rows;
  const regionIds = regionRows.map((r) => r.id);
  const regionName = new Map(regionRows.map((r) => [r.id, r.name]));
  const insurers = (await raw.query<{ code: string; fax: string }>('select code, fax from insurers')).rows;
  const banks = (await raw.query<{ code: string }>('select code from banks')).rows.map((r) => r.code);
  const jobs = (await raw.query<{ code: string }>('select code from job_codes')).rows.map((r) => r.code);
  const reasons = ['WRONG_NUMBER', 'NOT_THE_PERSON', 'NO_CONSENT', 'DUPLICATE', 'UNREACHABLE', 'OTHER'];
  await raw.query(
    `insert into as_reasons (code, label, sort_order) select * from unnest($1::text[], $2::text[], $3::int[])
     on conflict do nothing`,
    [
      reasons,
      ['결번/없는 번호', '본인 아님', '상담 동의 안 함', '중복 DB', '장기 부재/연락 불가', '기타'],
      [1, 2, 3, 4, 5, 6],
    ],
  );

  // Providers and products; two more of each are kept apart for the registration and allocation scenarios.
  const regProvider = size.providers + 1;
  const allocProvider = size.providers + 2;
  const regProduct = size.products + 1;
  const allocProduct = size.products + 2;
  const providerIds = Array.from({ length: size.providers + 2 }, (_, i) => i + 1);
  await raw.query('insert into providers (id, code, name) select * from unnest($1::int[], $2::text[], $3::text[])', [
    providerIds,
    providerIds.map((id) => (id === regProvider ? 'BENCH-REG' : id === allocProvider ? 'BENCH-ALLOC' : `P${id}`)),
    providerIds.map((id) => `DB공급사 ${id}`),
  ]);
  const productIds = Array.from({ length: size.products + 2 }, (_, i) => i + 1);
  const PRODUCT_KINDS = [
    '건강보험',
    '암보험',
    '자동차보험',
    '실손보험',
    '종신보험',
    '연금보험',
    '치아보험',
    '운전자보험',
  ];
  await raw.query('insert into products (id, name) select * from unnest($1::int[], $2::text[])', [
    productIds,
    productIds.map((id) => `${PRODUCT_KINDS[id % PRODUCT_KINDS.length]} 상담 DB ${id}`),
  ]);
  // Each provider supplies two products; each product comes from about eight providers.
  const pairs: Pair[] = [];
  for (let p = 1; p <= size.providers; p++) {
    const a = ((p - 1) % size.products) + 1;
    const b = ((p * 7 + 3) % size.products) + 1;
    pairs.push({ providerId: p, productId: a });
    if (b !== a) pairs.push({ providerId: p, productId: b });
  }
  const allPairs = [
    ...pairs,
    { providerId: regProvider, productId: regProduct },
    { providerId: allocProvider, productId: allocProduct },
  ];
  await raw.query(
    'insert into product_providers (product_id, provider_id) select * from unnest($1::int[], $2::int[])',
    [allPairs.map((p) => p.productId), allPairs.map((p) => p.providerId)],
  );
  for (const table of ['providers', 'products']) {
    await raw.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }

  const db = raw.database.db;
  const portalKey = await createApiKey(db, { name: 'bench portal', kind: 'portal' });
  const providerKey = await createApiKey(db, { name: 'bench provider', kind: 'provider', providerId: regProvider });
  const client = await createClient(db, 'bench system client');

  // ---------- orders: planned in memory first, so counters are exact when the rows are written ----------
  const nOrders = size.orders;
  // Each group of portal users has its own Zipf law and every `ownerGroups`-th order (one group: the whole set).
  const portalOf = zipfSampler(portalGroup, 0.7, rand);
  const oPortal = new Int32Array(nOrders);
  const oPair = new Int32Array(nOrders);
  const oCreated = new Float64Array(nOrders);
  const oCancelled = new Uint8Array(nOrders);
  const oRegion = new Int32Array(nOrders * 3).fill(-1);
  const oQty = new Int32Array(nOrders * 3);
  const oRegProv = new Int32Array(nOrders * 3);
  const oRegConf = new Int32Array(nOrders * 3);
  const oUsed = new Int32Array(nOrders);
  const favourite = (portal: number) => (portal * 2_654_435_761) % pairs.length;
  for (let i = 0; i < nOrders; i++) {
    const portal = (i % ownerGroups) * portalGroup + portalOf() + 1;
    oPortal[i] = portal;
    oPair[i] = rand() < 0.6 ? favourite(portal) : Math.floor(rand() * pairs.length);
    oCreated[i] = NOW - YEAR + (i / nOrders) * (YEAR - 2 * DAY) + rand() * 3_600_000;
    oCancelled[i] = rand() < 0.03 ? 1 : 0;
    const nRegions = between(1, 3);
    const chosen = new Set<number>();
    while (chosen.size < nRegions) chosen.add(pick(regionIds));
    let j = 0;
    for (const r of chosen) {
      oRegion[i * 3 + j] = r;
      oQty[i * 3 + j] = between(1, 12);
      j++;
    }
  }

  // Lead slots: which order (if any) each regular lead belongs to, in which region and state.
  const regular = size.leads - allocBacklog;
  const S_UNASSIGNED = 0;
  const S_ASSIGNED = 1;
  const S_USED = 2;
  const S_PROVISIONAL = 3;
  const S_RETURNED = 4;
  const slotOrder = new Int32Array(regular).fill(-1);
  const slotRegion = new Int32Array(regular).fill(-1);
  const slotState = new Uint8Array(regular);
  const slotPair = new Int32Array(regular);
  // As many leads are placed as `ownerGroups` seeds of leads / ownerGroups would place (each with its own
  // allocation backlog): every group then fills its orders as far as the smaller seed does.
  const placeable = Math.min(regular, size.leads - ownerGroups * allocBacklog);
  const returnedTarget = Math.min(Math.round(size.asRequests * 0.15), Math.floor(placeable * 0.05));
  let budget = Math.max(0, Math.floor(placeable * 0.72) - returnedTarget);
  let slot = 0;
  const place = (i: number, j: number, state: number) => {
    slotOrder[slot] = i;
    slotRegion[slot] = oRegion[i * 3 + j];
    slotState[slot] = state;
    slotPair[slot] = oPair[i];
    slot++;
    if (state === S_PROVISIONAL) oRegProv[i * 3 + j]++;
    else if (state !== S_RETURNED) oRegConf[i * 3 + j]++;
    if (state === S_USED) oUsed[i]++;
  };
  // Oldest orders are filled, the middle ones partly, the newest wait.
  for (let pass = 0; pass < 2 && budget > 0; pass++) {
    for (let i = 0; i < nOrders && budget > 0; i++) {
      const age = i / nOrders;
      const full = pass === 1 || age < 0.4 || oCancelled[i] === 1;
      const fraction = full ? 1 : age < 0.75 ? rand() : 0;
      for (let j = 0; j < 3 && budget > 0; j++) {
        if (oRegion[i * 3 + j] < 0) continue;
        const room = oQty[i * 3 + j] - oRegProv[i * 3 + j] - oRegConf[i * 3 + j];
        const take = Math.min(budget, full ? room : Math.round(room * fraction));
        for (let k = 0; k < take; k++) {
          const confirmed = full || rand() < 0.7;
          place(i, j, confirmed ? (rand() < 0.4 ? S_USED : S_ASSIGNED) : S_PROVISIONAL);
        }
        budget -= take;
      }
    }
  }
  const filled = slot;
  // Returned leads (an approved AS request) once belonged to a filled order; they no longer count.
  for (let k = 0; k < returnedTarget && filled > 0; k++) {
    const i = slotOrder[Math.floor(rand() * filled)];
    let j = 0;
    while (j < 2 && oRegion[i * 3 + j + 1] >= 0 && rand() < 0.5) j++;
    place(i, j, S_RETURNED);
  }
  for (; slot < regular; slot++) {
    slotPair[slot] = Math.floor(rand() * pairs.length);
    slotRegion[slot] = rand() < 0.9 ? pick(regionIds) : -1;
  }
  // Ids are shuffled so that no owner's leads sit together on disk.
  for (let i = regular - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    for (const arr of [slotOrder, slotRegion, slotPair] as Int32Array[]) {
      const t = arr[i];
      arr[i] = arr[j];
      arr[j] = t;
    }
    const t = slotState[i];
    slotState[i] = slotState[j];
    slotState[j] = t;
  }

  // Write the orders and their regions.
  {
    const bar = progress('orders', nOrders);
    const orderCols: Column[] = [
      ['id', 'bigint'],
      ['provider_id', 'int'],
      ['product_id', 'int'],
      ['portal_id', 'int'],
      ['source', 'text'],
      ['orderer_name', 'text'],
      ['orderer_contact', 'text'],
      ['reservation_date', 'timestamptz'],
      ['status', 'text'],
      ['ordered_quantity', 'int'],
      ['provisional_count', 'int'],
      ['confirmed_count', 'int'],
      ['used_count', 'int'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ];
    const regionCols: Column[] = [
      ['order_id', 'bigint'],
      ['region_id', 'int'],
      ['quantity', 'int'],
      ['provisional_count', 'int'],
      ['confirmed_count', 'int'],
    ];
    for (let start = 0; start < nOrders; start += BATCH) {
      const ob = new Batch(orderCols);
      const rb = new Batch(regionCols);
      for (let i = start; i < Math.min(nOrders, start + BATCH); i++) {
        let ordered = 0;
        let prov = 0;
        let conf = 0;
        for (let j = 0; j < 3; j++) {
          const k = i * 3 + j;
          if (oRegion[k] < 0) continue;
          ordered += oQty[k];
          prov += oRegProv[k];
          conf += oRegConf[k];
          rb.push(i + 1, oRegion[k], oQty[k], oRegProv[k], oRegConf[k]);
        }
        const status = oCancelled[i]
          ? 'CANCELLED'
          : conf >= ordered
            ? 'COMPLETED'
            : prov + conf > 0
              ? 'IN_PROGRESS'
              : 'PENDING';
        const pair = pairs[oPair[i]];
        ob.push(
          i + 1,
          pair.providerId,
          pair.productId,
          oPortal[i],
          'ORDER',
          koreanName(),
          `010${String(between(0, 99_999_999)).padStart(8, '0')}`,
          rand() < 0.5 ? null : iso(oCreated[i] + between(1, 14) * DAY),
          status,
          ordered,
          prov,
          conf,
          oUsed[i],
          iso(oCreated[i]),
          iso(oCreated[i] + DAY),
        );
      }
      await writer.add('orders', ob, true);
      await writer.add('order_regions', rb);
      bar.update(Math.min(nOrders, start + BATCH));
    }
    await writer.drain();
    bar.stop();
  }

  // ---------- leads, their assignments and AS requests ----------
  const leadCols: Column[] = [
    ['id', 'bigint'],
    ['provider_id', 'int'],
    ['product_id', 'int'],
    ['status', 'text'],
    ['name', 'text'],
    ['phone_enc', 'text'],
    ['phone_hash', 'text'],
    ['phone_1', 'text'],
    ['phone_3', 'text'],
    ['phone_masked', 'text'],
    ['email', 'text'],
    ['region_id', 'int'],
    ['address', 'text'],
    ['memo', 'text'],
    ['birth_date', 'text'],
    ['gender', 'text'],
    ['created_at', 'timestamptz'],
    ['owner_portal_id', 'int'],
    ['order_id', 'bigint'],
    ['assignment_id', 'bigint'],
    ['assigned_at', 'timestamptz'],
    ['used_at', 'timestamptz'],
    ['last_distributed_at', 'timestamptz'],
    ['latest_as_status', 'text'],
  ];
  const assignmentCols: Column[] = [
    ['id', 'bigint'],
    ['lead_id', 'bigint'],
    ['order_id', 'bigint'],
    ['kind', 'text'],
    ['created_at', 'timestamptz'],
    ['confirmed_at', 'timestamptz'],
    ['ended_at', 'timestamptz'],
    ['end_reason', 'text'],
  ];
  const asCols: Column[] = [
    ['id', 'bigint'],
    ['lead_id', 'bigint'],
    ['portal_id', 'int'],
    ['order_id', 'bigint'],
    ['reason_code', 'text'],
    ['status', 'text'],
    ['customer_memo', 'text'],
    ['admin_note', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ];
  let assignedCount = 0;
  for (let s = 0; s < regular; s++) if (slotState[s] === S_ASSIGNED || slotState[s] === S_USED) assignedCount++;
  const otherAs = Math.max(0, size.asRequests - returnedTarget);
  const asChance = assignedCount ? Math.min(1, otherAs / assignedCount) : 0;
  const AS_MIX: [string, number][] = [
    ['WAITING', 0.15],
    ['HOLD', 0.05],
    ['REJECTED', 0.3],
    ['CANCELLED', 0.5],
  ];
  const asStatus = () => {
    let x = rand();
    for (const [status, share] of AS_MIX) {
      x -= share;
      if (x < 0) return status;
    }
    return 'CANCELLED';
  };
  let assignmentSeq = 0;
  let asSeq = 0;
  const counts: Record<string, number> = {};
  const bump = (key: string, by = 1) => {
    counts[key] = (counts[key] ?? 0) + by;
  };
  {
    const bar = progress('leads', size.leads);
    for (let start = 0; start < size.leads; start += BATCH) {
      const lb = new Batch(leadCols);
      const ab = new Batch(assignmentCols);
      const qb = new Batch(asCols);
      for (let s = start; s < Math.min(size.leads, start + BATCH); s++) {
        const id = s + 1;
        const backlog = s >= regular;
        const state = backlog ? S_UNASSIGNED : slotState[s];
        const order = backlog ? -1 : slotOrder[s];
        const pair = backlog
          ? { providerId: allocProvider, productId: allocProduct }
          : pairs[order >= 0 ? oPair[order] : slotPair[s]];
        const regionId = backlog ? pick(regionIds) : slotRegion[s] >= 0 ? slotRegion[s] : null;
        const digits = `010${String((id * 7919 + 12_345_678) % 100_000_000).padStart(8, '0')}`;
        const phone = parsePhone(digits)!;
        const created = order >= 0 ? oCreated[order] + rand() * 20 * DAY : NOW - rand() * YEAR;
        const assignedAt = created + rand() * 2 * 3_600_000;
        const owned = state === S_ASSIGNED || state === S_USED;
        let latestAs: string | null = null;
        let assignmentId: number | null = null;
        if (order >= 0) {
          assignmentId = ++assignmentSeq;
          const confirmed = state !== S_PROVISIONAL;
          ab.push(
            assignmentId,
            id,
            order + 1,
            confirmed ? 'CONFIRMED' : 'PROVISIONAL',
            iso(assignedAt),
            confirmed ? iso(assignedAt) : null,
            state === S_RETURNED ? iso(assignedAt + 3 * DAY) : null,
            state === S_RETURNED ? 'RETURNED' : null,
          );
          if (state === S_RETURNED || (owned && rand() < asChance)) {
            latestAs = state === S_RETURNED ? 'APPROVED' : asStatus();
            const at = assignedAt + rand() * 6 * DAY;
            qb.push(
              ++asSeq,
              id,
              oPortal[order],
              order + 1,
              pick(reasons),
              latestAs,
              rand() < 0.5 ? '통화 시 본인이 아니라고 함' : null,
              latestAs === 'APPROVED' || latestAs === 'REJECTED' ? '확인 완료' : null,
              iso(at),
              iso(at + DAY),
            );
          }
        }
        const status = owned
          ? 'ASSIGNED'
          : state === S_PROVISIONAL
            ? 'PROVISIONAL'
            : state === S_RETURNED
              ? 'RETURNED'
              : 'UNASSIGNED';
        bump(`leads.${status}`);
        const birthYear = between(1950, 2005);
        lb.push(
          id,
          pair.providerId,
          pair.productId,
          status,
          koreanName(),
          vault.encrypt(phone.digits),
          vault.blindIndex(phone.digits),
          phone.first,
          phone.last,
          maskPhone(phone),
          rand() < 0.3 ? `user${id}@example.com` : null,
          regionId,
          regionId !== null && rand() < 0.5 ? `${regionName.get(regionId)} 중앙로 ${between(1, 300)}` : null,
          rand() < 0.1 ? '오후 통화 선호' : null,
          `${String(birthYear % 100).padStart(2, '0')}${String(between(1, 12)).padStart(2, '0')}${String(between(1, 28)).padStart(2, '0')}`,
          rand() < 0.5 ? 'M' : 'F',
          iso(created),
          owned ? oPortal[order] : null,
          owned || state === S_PROVISIONAL ? order + 1 : null,
          state === S_RETURNED ? null : assignmentId,
          owned || state === S_RETURNED ? iso(assignedAt) : null,
          state === S_USED ? iso(assignedAt + rand() * 5 * DAY) : null,
          owned ? iso(assignedAt) : null,
          latestAs,
        );
      }
      await writer.add('leads', lb, true);
      await writer.add('assignments', ab, true);
      await writer.add('as_requests', qb, true);
      bar.update(Math.min(size.leads, start + BATCH));
    }
    await writer.drain();
    bar.stop();
  }
  counts.leads = size.leads;
  counts.assignments = assignmentSeq;
  counts.asRequests = asSeq;
  counts.orders = nOrders;

  // ---------- consultants and claims ----------
  const nOrgs = Math.max(3, Math.ceil(size.consultants / 100));
  await raw.query(
    `insert into organizations (id, name, parent_id)
     select g, '지점 ' || g, case when g = 1 then null else 1 end from generate_series(1, $1::int) g`,
    [nOrgs],
  );
  {
    const ub = new Batch([
      ['id', 'int'],
      ['ci', 'text'],
      ['name', 'text'],
      ['email', 'text'],
      ['role', 'text'],
      ['org_id', 'int'],
    ]);
    for (let u = 1; u <= size.consultants; u++) {
      ub.push(
        u,
        `bench-ci-${u}`,
        koreanName(),
        `fc${u}@example.com`,
        u <= nOrgs ? 'MANAGER' : 'FC',
        ((u - 1) % nOrgs) + 1,
      );
    }
    await writer.add('users', ub);
    await writer.drain();
  }
  const consultantOf = zipfSampler(consultantGroup, 0.7, rand);
  const EVENT_TYPES = ['DISEASE', 'INJURY', 'TRAFFIC', 'DEATH', 'OTHER'];
  const CALLBACK = ['FC', 'CLIENT', 'OTHER'];
  const CLAIM_STATUS: [string, number][] = [
    ['COMPLETE', 0.6],
    ['SENT', 0.25],
    ['RECEIVED', 0.05],
    ['FAILED', 0.05],
    ['CANCELLED', 0.05],
  ];
  const claimStatus = () => {
    let x = rand();
    for (const [s, share] of CLAIM_STATUS) {
      x -= share;
      if (x < 0) return s;
    }
    return 'COMPLETE';
  };
  const claimCols: Column[] = [
    ['id', 'int'],
    ['user_id', 'int'],
    ['submitted_by', 'text'],
    ['claim_date', 'date'],
    ['insurer_cd', 'text'],
    ['insu_fax', 'text'],
    ['client_nm', 'text'],
    ['client_birthday', 'date'],
    ['client_tel_enc', 'text'],
    ['client_tel_hash', 'text'],
    ['client_memo', 'text'],
    ['job_cd', 'text'],
    ['bank_cd', 'text'],
    ['bank_account_enc', 'text'],
    ['bank_account_holder', 'text'],
    ['direct_debit_accnt_yn', 'boolean'],
    ['well_fare_yn', 'boolean'],
    ['event_date', 'date'],
    ['event_type_cd', 'text'],
    ['event_place', 'text'],
    ['event_text', 'text'],
    ['callback_who', 'text'],
    ['callback_name', 'text'],
    ['callback_tel_enc', 'text'],
    ['status', 'text'],
    ['status_changed_at', 'timestamptz'],
    ['attempts', 'int'],
    ['created_at', 'timestamptz'],
  ];
  {
    const bar = progress('claims', size.claims);
    for (let start = 0; start < size.claims; start += BATCH) {
      const cb = new Batch(claimCols);
      for (let c = start; c < Math.min(size.claims, start + BATCH); c++) {
        const received = NOW - rand() * 2 * YEAR;
        const insurer = pick(insurers);
        const direct = rand() < 0.3;
        const client = koreanName();
        const userId = (c % consultantGroups) * consultantGroup + consultantOf() + 1;
        const clientTel = `010${String(between(0, 99_999_999)).padStart(8, '0')}`;
        cb.push(
          c + 1,
          userId,
          `user:${userId}`,
          dateOnly(received),
          insurer.code,
          insurer.fax,
          client,
          dateOnly(Date.UTC(between(1945, 2010), between(0, 11), between(1, 28))),
          vault.encrypt(clientTel),
          vault.blindIndex(clientTel),
          '',
          pick(jobs),
          direct ? null : pick(banks),
          direct ? null : vault.encrypt(String(between(100_000_000, 999_999_999)) + String(between(1000, 9999))),
          direct ? null : client,
          direct,
          rand() < 0.1,
          dateOnly(received - rand() * 60 * DAY),
          pick(EVENT_TYPES),
          rand() < 0.5 ? '자택' : null,
          '진료 후 보험금 청구',
          pick(CALLBACK),
          koreanName(),
          vault.encrypt(`010${String(between(0, 99_999_999)).padStart(8, '0')}`),
          claimStatus(),
          iso(received + 3_600_000),
          1,
          iso(received),
        );
      }
      await writer.add('claims', cb);
      bar.update(Math.min(size.claims, start + BATCH));
    }
    await writer.drain();
    bar.stop();
  }
  // The consultants' claim counts, which the service keeps as it files claims (the history's unfiltered total).
  await raw.query(`
    update users u set claim_count = c.n
    from (select user_id, count(*)::int as n from claims group by 1) c where u.id = c.user_id`);
  // The owned list's kept totals and the claim history's day counts, which triggers keep as leads and claims change
  // (skipped by the load's replica mode).
  await raw.query('select lead_owner_counts_recount()');
  await raw.query('select claim_day_counts_recount()');
  counts.claims = size.claims;
  counts.consultants = size.consultants;
  counts.portalUsers = size.portalUsers;
  if (ownerGroups > 1) counts.ownerGroups = ownerGroups;
  if (consultantGroups > 1) counts.consultantGroups = consultantGroups;

  for (const [table, column] of [
    ['orders', 'id'],
    ['leads', 'id'],
    ['assignments', 'id'],
    ['as_requests', 'id'],
    ['organizations', 'id'],
    ['users', 'id'],
    ['claims', 'id'],
  ]) {
    await raw.query(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest(1, (select max(${column}) from ${table})))`,
    );
  }
  await fastLoad.finish();
  process.stdout.write('vacuum analyze …\n');
  await raw.query('vacuum analyze');

  // The dataset's notable members, for the scenarios.
  const one = async <T>(text: string, params: unknown[] = []) => (await raw.query<T>(text, params)).rows[0];
  // Taken from the first group of owners (with one group: all of them), so that a seed of N groups measures the same
  // owner as a seed of one group would.
  const largest = await one<{ portal_id: number; n: number }>(
    `select owner_portal_id as portal_id, count(*)::int as n from leads
     where status = 'ASSIGNED' and owner_portal_id <= $1
     group by 1 order by 2 desc limit 1`,
    [portalGroup],
  );
  const pair = await one<{ provider_id: number; product_id: number; n: number }>(
    `select provider_id, product_id, count(*)::int as n from leads where status = 'ASSIGNED' and owner_portal_id = $1
     group by 1, 2 order by 3 desc limit 1`,
    [largest?.portal_id ?? 0],
  );
  const ordersPortal = await one<{ portal_id: number; n: number }>(
    `select portal_id, count(*)::int as n from orders where portal_id <= $1
     group by 1 order by abs(count(*) - 1000), 1 limit 1`,
    [portalGroup],
  );
  const consultant = await one<{ user_id: number; ci: string; n: number }>(
    `select c.user_id, u.ci, count(*)::int as n from claims c join users u on u.id = c.user_id
     where c.user_id <= $1 group by 1, 2 order by 3 desc limit 1`,
    [consultantGroup],
  );
  const manifest: Manifest = {
    counts,
    seconds: Math.round((Date.now() - started) / 1000),
    largestPortal: { portalId: largest?.portal_id ?? 1, leads: largest?.n ?? 0 },
    distributePair: { providerId: pair?.provider_id ?? 1, productId: pair?.product_id ?? 1, leads: pair?.n ?? 0 },
    ordersPortal: { portalId: ordersPortal?.portal_id ?? 1, orders: ordersPortal?.n ?? 0 },
    largestConsultant: {
      ci: consultant?.ci ?? 'bench-ci-1',
      userId: consultant?.user_id ?? 1,
      claims: consultant?.n ?? 0,
    },
    registration: { providerId: regProvider, productId: regProduct },
    allocation: { providerId: allocProvider, productId: allocProduct, backlog: allocBacklog },
  };
  writeEnv(
    {
      createdAt: new Date().toISOString(),
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      secrets,
      keys: { portal: portalKey.key, provider: providerKey.key },
      client: { clientId: client.clientId, clientSecret: client.clientSecret },
      dataset: manifest,
    },
    envPath(typeof args.env === 'string' ? args.env : undefined),
  );
  await raw.close();
  process.stdout.write(`${JSON.stringify(manifest, null, 2)}\nseeded in ${manifest.seconds} s\n`);
}

main().catch((err) => {
  process.stderr.write(`seed failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

/**
 * Benchmarks: the service in its own process, the load generator (autocannon) and the SQL baselines in this one, a
 * bare Fastify baseline server in a third. Every scenario prints requests/s, p50, p99, errors and the service's
 * peak RSS beside a baseline measured in the same run, and their ratio.
 *
 *   npm run bench:seed -- --reset     # once: the dataset (PostgreSQL, DATABASE_URL or leadline_bench)
 *   npm run bench                     # every scenario, 10 s each
 *   npm run bench -- --duration 20 --only regions,leads
 *   npm run bench -- --smoke          # seeds a tiny dataset of its own and runs each scenario for a second
 *   npm run bench -- --explain        # EXPLAIN (ANALYZE, BUFFERS) of the main queries, into bench/results/
 *   npm run bench -- --profile        # the service writes a V8 CPU profile into bench/results/profiles/
 *   npm run bench -- --only report    # coverage report PDFs beside the regions stream (event-loop delay, throughput)
 *   npm run bench -- --only dashboard # the console's dashboard at a fixed rate, alone and beside registrations
 *   npm run bench -- --instances 2 --only regions,leads,registration   # two service processes on one PostgreSQL
 *   npm run bench -- --embedded bench/results/pglite   # the dataset seeded there (bench:seed -- --embedded DIR --env NAME)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { AnalysisDeps } from '../src/analysis/core/analysis.deps.js';
import { processAnalysis } from '../src/analysis/coverage/analysis-job.js';
import { coverageEngine } from '../src/analysis/coverage/coverage.engine.js';
import { parsePiiKeys } from '../src/config.js';
import { rollupDailyStats } from '../src/dashboard/dashboard.service.js';
import { connectPostgres } from '../src/db/client.js';
import { seedCoverageTerms } from '../src/demo/analysis.js';
import { systemClock } from '../src/platform/clock.js';
import { PiiVault } from '../src/platform/pii.js';
import { ANALYSIS_P50_GOAL_MS, benchAnalysisEngine, benchInput } from './analysis-engine.js';
import { ANALYSIS_FLOW_GOAL_MS, benchAnalysisFlow } from './analysis-flow.js';
import {
  COMPOSITION,
  IMPORT_GOAL_ROWS_PER_SECOND,
  IMPORT_P99_RATIO,
  IMPORT_RSS_GROWTH_MB,
  importThroughService,
  type LoopDelay,
} from './lead-import.js';
import {
  type BenchEnv,
  DEFAULT_DATABASE_URL,
  envPath,
  intArg,
  parseArgs,
  readEnv,
  repoDir,
  resultsDir,
  sleep,
} from './lib/common.js';
import { openRaw } from './lib/db.js';
import { describeMachine, watchMachine } from './lib/machine-state.js';
import {
  type Child,
  cpuWindow,
  type HttpLoad,
  httpLoad,
  loopLoad,
  RssSampler,
  type Stats,
  startNode,
  statsOf,
} from './lib/measure.js';
import {
  type ClaimHistoryQuery,
  type LeadListQuery,
  leadListQueryString,
  leadListSql,
  runClaimHistory,
  runLeadList,
  runOrderList,
} from './lib/sql.js';

const args = parseArgs(process.argv.slice(2));

/** The scenarios, in the order they run; `--only` takes a comma-separated subset. */
const SCENARIOS = [
  'regions',
  'registration',
  'suppression',
  'erasure',
  'leads',
  'orders',
  'distribute',
  'allocation',
  'claims',
  'dashboard',
  'analysis',
  'analysis-flow',
  'import',
  'report',
] as const;
type Scenario = (typeof SCENARIOS)[number];

if (args.help) {
  process.stdout.write(`npm run bench -- [options]
  --duration S        seconds per run of a scenario (default 10), after up to 2 s of warm-up
  --repeat N          runs the chosen scenarios N times in a row (default 1) and prints each goal's figure per run,
                      its median and spread; a goal is met only when every run meets it. Each run's load average
                      before and after and the CPU other processes took are printed with it
  --only A,B          only these scenarios: ${SCENARIOS.join(', ')}
  --smoke             seeds a tiny dataset of its own and runs each scenario for about a second (--no-seed: use the
                      dataset already seeded); the figures mean nothing, the run shows the bench still works
  --env NAME          the dataset's file under bench/results/ (default bench-env.json, written by bench:seed)
  --embedded DIR      the dataset seeded into that directory (bench:seed -- --embedded DIR --env NAME)
  --instances N       N service processes on one PostgreSQL (--redis URL|none for their shared rate limit)
  --explain           EXPLAIN (ANALYZE, BUFFERS) of the main queries, into bench/results/, instead of a run
  --profile           the service writes a V8 CPU profile into bench/results/profiles/
  --node-flags=F      flags for the service's node, space-separated (--node-flags=--max-semi-space-size=4)
  --import-rows N     rows of the import scenario's files (default 100000)
  --port P            the service's port (default 3917); the baseline takes P+1, the import's service P+2
Seed a dataset first: npm run bench:seed -- --reset (npm run bench:seed -- --help for its options).
`);
  process.exit(0);
}

const only = typeof args.only === 'string' ? new Set(args.only.split(',')) : null;
for (const name of only ?? []) {
  if (!(SCENARIOS as readonly string[]).includes(name)) {
    process.stderr.write(`unknown scenario "${name}" in --only; the scenarios are ${SCENARIOS.join(', ')}\n`);
    process.exit(2);
  }
}
const smoke = args.smoke === true;
const seconds = smoke ? 1 : intArg(args, 'duration', 10);
const repeat = smoke ? 1 : intArg(args, 'repeat', 1);
const warmup = smoke ? 0 : Math.min(2, seconds);
const SERVICE_PORT = intArg(args, 'port', 3917);
const BASELINE_PORT = SERVICE_PORT + 1;
/** The import scenario's own service (job workers on, a database of its own). */
const IMPORT_PORT = SERVICE_PORT + 2;
const service = `http://127.0.0.1:${SERVICE_PORT}`;
const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}`;
const MEMORY_GOAL_MB = 300;

interface Row {
  scenario: string;
  service: Stats | null;
  baseline: Stats | null;
  /** `ratio 0.93` or `p50 +0.8 ms`. */
  compare: string;
  goal: string;
  met: boolean | null;
  rssMb: number;
  note?: string;
  /** Which run of the scenarios it came from (`--repeat`). */
  run?: number;
  /** The figure the goal judges (a ratio, a p99, leads/s), for the spread over runs. */
  figure?: number;
}

const rows: Row[] = [];
/** The run of the scenarios under way (1 to `--repeat`). */
let currentRun = 1;
const fmt = (n: number | undefined, digits = 1) =>
  n === undefined || Number.isNaN(n) ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: digits });

function printRow(row: Row) {
  const s = row.service;
  const b = row.baseline;
  const line = [
    row.scenario.padEnd(58),
    s
      ? `${fmt(s.rps, 0).padStart(7)} req/s  p50 ${fmt(s.p50, 2).padStart(6)} ms  p99 ${fmt(s.p99, 2).padStart(7)} ms  err ${s.errors}`
      : 'not available'.padEnd(58),
    b
      ? `| base ${fmt(b.rps, 0).padStart(7)} req/s  p50 ${fmt(b.p50, 2).padStart(6)}  p99 ${fmt(b.p99, 2).padStart(7)}`
      : '| base —',
    `| ${row.compare}`,
    `| goal ${row.goal}: ${row.met === null ? '—' : row.met ? 'met' : 'MISSED'}`,
    `| RSS ${fmt(row.rssMb, 0)} MB`,
    row.note ? `| ${row.note}` : '',
  ];
  process.stdout.write(`${line.join(' ')}\n`);
}

const statusNote = (s: Stats & { statusCodes?: Record<string, number> }) =>
  s.errors > 0 && s.statusCodes ? `statuses ${JSON.stringify(s.statusCodes)}` : undefined;

function ratioRow(scenario: string, s: Stats, b: Stats | null, goalRatio: number, rssMb: number, note?: string): Row {
  const ratio = b ? s.rps / b.rps : Number.NaN;
  return {
    scenario,
    service: s,
    baseline: b,
    compare: b ? `ratio ${fmt(ratio, 2)}` : 'ratio —',
    goal: `≥ ${goalRatio} of baseline req/s`,
    met: b ? ratio >= goalRatio && s.errors === 0 : null,
    figure: b ? ratio : undefined,
    rssMb,
    note: note ?? statusNote(s),
  };
}

function latencyRow(
  scenario: string,
  s: Stats,
  b: Stats | null,
  opts: { p50Slack?: number; p99: number },
  rss: number,
) {
  const delta = b ? s.p50 - b.p50 : Number.NaN;
  const p50ok = opts.p50Slack === undefined || !b || delta <= opts.p50Slack;
  const toPk = primaryKeyBaseline
    ? `; req/s ratio to a primary-key read ${fmt(s.rps / primaryKeyBaseline.rps, 2)}`
    : '';
  return {
    scenario,
    service: s,
    baseline: b,
    compare: `${b ? `p50 ${delta >= 0 ? '+' : ''}${fmt(delta, 2)} ms, req/s ratio ${fmt(s.rps / b.rps, 2)}` : '—'}${toPk}`,
    goal: `${opts.p50Slack !== undefined ? `p50 ≤ SQL + ${opts.p50Slack} ms, ` : ''}p99 ≤ ${opts.p99} ms`,
    met: p50ok && s.p99 <= opts.p99 && s.errors === 0,
    figure: s.p99,
    rssMb: rss,
    note: statusNote(s),
  } satisfies Row;
}

// ---------- processes ----------

/** Where the service writes its event-loop delay on SIGUSR2 (bench/lib/loop-delay.mjs, preloaded). */
const loopDelayFile = join(resultsDir, 'loop-delay.json');

function serviceEnv(env: BenchEnv): Record<string, string> {
  return {
    ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : { DATA_DIR: env.dataDir as string }),
    ...env.secrets,
    PORT: String(SERVICE_PORT),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: service,
    LOG_LEVEL: 'warn',
    // The bench measures the service, not its refusals: the limit is raised far above any load here, so no 429 is
    // counted. The limiter still runs on every request (with PostgreSQL, one round trip per lease of tokens).
    RATE_LIMIT_RPS: process.env.RATE_LIMIT_RPS || '1000000',
    // Claim dispatch workers are not part of any scenario.
    JOB_WORKERS: 'false',
    FAX_OUTBOX_DIR: join(resultsDir, 'fax-outbox'),
    LOOP_DELAY_FILE: loopDelayFile,
    FILES_DIR: join(resultsDir, 'files'),
  };
}

function buildService() {
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoDir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error(`npm run build exited with ${built.status}`);
}

async function runSeedForSmoke(): Promise<string> {
  const url = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  // A database of the smoke run's own (it is reset): the one DATABASE_URL names when its name says it is a smoke
  // database (several checkouts on one server keep theirs apart), else leadline_bench_smoke.
  if (!url.pathname.startsWith('/leadline_bench_smoke')) url.pathname = '/leadline_bench_smoke';
  const file = envPath('smoke-env.json');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/seed.ts', '--tiny', '--reset', '--env', 'smoke-env.json'],
      { cwd: repoDir, env: { ...process.env, DATABASE_URL: url.toString() }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`smoke seed exited with ${code}`))));
  });
  return file;
}

async function routeExists(method: string, path: string) {
  const res = await fetch(`${service}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });
  if (res.status !== 404) return true;
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  // Fastify's own 404 names the route; a 404 from a handler is a problem+json with a code.
  return !/^Route .* not found$/.test(body.message ?? '');
}

async function postJson(path: string, body: unknown, headers: Record<string, string>) {
  const t = performance.now();
  const res = await fetch(`${service}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: res.status, json, ms: performance.now() - t };
}

// ---------- scenarios ----------

interface Ctx {
  env: BenchEnv;
  pool: pg.Pool | null;
  rss: RssSampler;
  /** The service's and the baseline server's processes (absent when several instances run). */
  pids?: { service: number; baseline: number };
  portalKey: Record<string, string>;
  providerKey: Record<string, string>;
  adminKey: Record<string, string>;
}

const wanted = (name: string) => !only || only.has(name);

async function measure(
  name: string,
  ctx: Ctx,
  run: () => Promise<Omit<Row, 'scenario' | 'rssMb'> & { scenario?: string }>,
) {
  ctx.rss.start();
  let row: Row;
  try {
    const result = await run();
    ctx.rss.stop();
    row = { ...result, scenario: name, rssMb: ctx.rss.peakMb() };
  } catch (err) {
    ctx.rss.stop();
    row = {
      scenario: name,
      service: null,
      baseline: null,
      compare: '—',
      goal: '—',
      met: null,
      rssMb: ctx.rss.peakMb(),
      note: `failed: ${(err as Error).message}`,
    };
  }
  rows.push(row);
  printRow(row);
  return row;
}

function notAvailable(scenario: string, why: string): Row {
  const row: Row = {
    scenario,
    service: null,
    baseline: null,
    compare: '—',
    goal: '—',
    met: null,
    rssMb: 0,
    note: why,
  };
  rows.push(row);
  printRow(row);
  return row;
}

async function regionsScenario(ctx: Ctx) {
  const c = 20;
  await measure('GET /api/v1/regions (c=20)', ctx, async () => {
    const url = `${service}/api/v1/regions`;
    if (warmup) await httpLoad({ url, headers: ctx.portalKey, connections: c, seconds: warmup });
    const s = await withCpu(ctx, ctx.pids?.service, () =>
      httpLoad({ url, headers: ctx.portalKey, connections: c, seconds }),
    );
    if (warmup) await httpLoad({ url: `${baselineUrl}/regions`, connections: c, seconds: warmup });
    const b = await withCpu(ctx, ctx.pids?.baseline, () =>
      httpLoad({ url: `${baselineUrl}/regions`, connections: c, seconds }),
    );
    // Each server takes one core, the load the other: the ratio of req/s follows the ratio of CPU per request.
    const cpu = `CPU per request: service ${s.cpu}; bare Fastify ${b.cpu}`;
    return ratioRow('', s, b, 0.8, 0, [statusNote(s) ?? statusNote(b), cpu].filter(Boolean).join('; '));
  });
}

/**
 * Removes what a scenario wrote, children first, in one transaction. Foreign-key checks are skipped for it
 * (superuser only): `assignments.lead_id` has only a partial index, so checking each deleted lead would scan the
 * whole assignments table. That skips the triggers that keep the owned list's totals too (`lead_owner_counts`), so
 * they are counted again before the commit.
 */
async function cleanUp(pool: pg.Pool, statements: string[], param: number) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const replica = await client.query('set local session_replication_role = replica').then(
      () => true,
      () => false,
    );
    for (const text of statements) await client.query(text, [param]);
    if (replica) await client.query('select lead_owner_counts_recount()');
    await client.query('commit');
    // The recount rewrites every counter row (about 190,000 on the 1M seed). Without a vacuum their dead versions
    // pile up run after run where autovacuum is off or behind, and every list's total and every allocation batch
    // reads through them.
    if (replica) await client.query('vacuum analyze lead_owner_counts');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The embedded database opens in one process at a time, so what the registration scenarios wrote there is removed
 * before the service starts and after it stopped (on PostgreSQL, `cleanRegistration` runs around each scenario):
 * a second run would otherwise register the same phone numbers again and be refused.
 */
async function cleanEmbeddedRegistrations(env: BenchEnv) {
  if (env.databaseUrl || !env.dataDir) return;
  const raw = await openRaw({ databaseUrl: null, dataDir: env.dataDir });
  try {
    const leadsOf = 'select id from leads where provider_id = $1';
    await raw.query('begin');
    for (const text of [
      `delete from lead_events where lead_id in (${leadsOf})`,
      `delete from assignments where lead_id in (${leadsOf})`,
      'delete from leads where provider_id = $1',
      'delete from order_regions where order_id in (select id from orders where provider_id = $1)',
      'delete from orders where provider_id = $1',
    ])
      await raw.query(text, [env.dataset.registration.providerId]);
    await raw.query('commit');
  } finally {
    await raw.close();
  }
}

async function cleanRegistration(ctx: Ctx) {
  if (!ctx.pool) return;
  const leadsOf = 'select id from leads where provider_id = $1';
  await cleanUp(
    ctx.pool,
    [
      `delete from lead_consent_evidence where lead_id in (${leadsOf})`,
      `delete from lead_events where lead_id in (${leadsOf})`,
      `delete from assignments where lead_id in (${leadsOf})`,
      'delete from leads where provider_id = $1',
      'delete from order_regions where order_id in (select id from orders where provider_id = $1)',
      'delete from orders where provider_id = $1',
    ],
    ctx.env.dataset.registration.providerId,
  );
}

/**
 * Bodies of single registrations for the provider kept for them, each with a new phone: `prefix` is not 010 (the
 * seed uses 010 only), and this provider's leads are removed before and after each scenario that registers.
 */
function registrationBodies(ctx: Ctx, prefix: '011' | '016' | '017', consent?: Record<string, unknown>) {
  const { providerId, productId } = ctx.env.dataset.registration;
  // Each run of `--repeat` has numbers of its own: on the embedded database what a run registered is only removed
  // before the service starts and after it stopped, and its second run was refused as duplicates.
  let seq = (currentRun - 1) * 10_000_000;
  const phone = () => `${prefix}${String(seq++ % 100_000_000).padStart(8, '0')}`;
  const portals = Math.max(1, Math.min(200, ctx.env.dataset.counts.orders));
  // The consent is the same in every body: written once, so that the load's own CPU (on the same two cores as the
  // service) grows as little as it can with it.
  const consentMember = consent ? `"consent":${JSON.stringify(consent)},` : '';
  return (withPortal: boolean) => () =>
    `{${consentMember}${JSON.stringify({
      productId: String(productId),
      providerId: String(providerId),
      ...(withPortal ? { portalId: 1 + Math.floor(Math.random() * portals) } : {}),
      name: '홍길동',
      phone: phone(),
      email: 'lead@example.com',
      region: '서울',
      birth_date: '1985-04-12',
      gender: 'M',
    }).slice(1)}`;
}

/** The PostgreSQL backends of the bench's database (the server runs on this machine). */
async function backendPids(ctx: Ctx): Promise<number[]> {
  if (!ctx.pool) return [];
  const { rows } = await ctx.pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((r) => r.pid);
}

/** CPU per request of the Node process and of PostgreSQL over a load, in µs (`pid` unknown: not measured). */
async function withCpu<T extends Stats & { statusCodes: Record<string, number> }>(
  ctx: Ctx,
  pid: number | undefined,
  load: () => Promise<T>,
): Promise<T & { cpu: string }> {
  if (pid === undefined) return { ...(await load()), cpu: 'not measured' };
  const stop = await cpuWindow(pid, () => backendPids(ctx));
  const result = await load();
  const { node, postgres } = await stop();
  const requests = Object.values(result.statusCodes).reduce((a, b) => a + b, 0) || 1;
  const us = (ms: number) => Math.round((ms * 1000) / requests);
  return { ...result, cpu: `Node ${us(node)} µs, PostgreSQL ${us(postgres)} µs` };
}

async function registrationScenario(ctx: Ctx) {
  const c = 20;
  const body = registrationBodies(ctx, '011');
  await cleanRegistration(ctx);
  let baseline: (Stats & { cpu: string }) | null = null;
  if (ctx.pool) {
    if (warmup)
      await httpLoad({
        url: `${baselineUrl}/leads`,
        method: 'POST',
        body: body(false),
        connections: c,
        seconds: warmup,
      });
    baseline = await withCpu(ctx, ctx.pids?.baseline, () =>
      httpLoad({
        url: `${baselineUrl}/leads`,
        method: 'POST',
        body: body(false),
        connections: c,
        seconds,
      }),
    );
    await cleanRegistration(ctx);
  }
  for (const withPortal of [true, false]) {
    await measure(`POST /api/v1/leads ${withPortal ? 'with portalId' : 'without portalId'} (c=20)`, ctx, async () => {
      const url = `${service}/api/v1/leads`;
      if (warmup)
        await httpLoad({
          url,
          method: 'POST',
          headers: ctx.providerKey,
          body: body(withPortal),
          connections: c,
          seconds: warmup,
        });
      const s = await withCpu(ctx, ctx.pids?.service, () =>
        httpLoad({
          url,
          method: 'POST',
          headers: ctx.providerKey,
          body: body(withPortal),
          connections: c,
          seconds,
        }),
      );
      return ratioRow(
        '',
        s,
        baseline,
        0.6,
        0,
        `baseline: bare Fastify + one INSERT through pg; statuses ${JSON.stringify(s.statusCodes)}; CPU per ` +
          `request: ${s.cpu}${baseline ? ` (baseline ${baseline.cpu})` : ''}`,
      );
    });
  }
  await cleanRegistration(ctx);
}

/** Suppressions on file for the second run of the suppression scenario (fewer in a smoke run). */
const SUPPRESSIONS_ON_FILE = 10_000;

/**
 * Consent terms registered for the bench's provider (a text uploaded through the signed flow, a new version each
 * run: a registered version never changes), and a consent covering every field the registration bodies send.
 */
async function benchConsent(ctx: Ctx): Promise<Record<string, unknown>> {
  const { providerId } = ctx.env.dataset.registration;
  const json = { ...ctx.providerKey, 'content-type': 'application/json' };
  const text = Buffer.from('개인정보 수집·이용 및 제3자 제공 동의서 (bench)\n제공받는 자: 리드라인 보험대리점\n');
  const issued = await fetch(`${service}/api/v1/files/upload-url`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      fileName: 'terms.txt',
      mimeType: 'text/plain',
      size: text.length,
      purpose: 'CONSENT_TERMS',
    }),
  });
  if (!issued.ok) throw new Error(`upload-url answered ${issued.status}: ${await issued.text()}`);
  const { fileId, uploadUrl, headers } = (await issued.json()) as {
    fileId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(text) });
  if (!put.ok) throw new Error(`upload answered ${put.status}: ${await put.text()}`);
  const version = `bench-${Date.now()}`;
  const registered = await fetch(`${service}/admin/v1/providers/${providerId}/consent-terms/${version}`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ fileId }),
  });
  if (!registered.ok) throw new Error(`consent-terms answered ${registered.status}: ${await registered.text()}`);
  const { sha256 } = (await registered.json()) as { sha256: string };
  return {
    channel: 'WEB',
    collectedAt: new Date().toISOString(),
    sourceName: '보험비교 사이트',
    sourceUrl: 'https://compare.example.com/apply',
    termsVersion: version,
    termsSha256: sha256,
    recipients: ['리드라인 보험대리점'],
    items: ['NAME', 'PHONE', 'EMAIL', 'BIRTH_DATE', 'GENDER', 'REGION'],
    purposes: ['COLLECTION', 'THIRD_PARTY_PROVISION'],
    retentionDays: 365,
  };
}

/**
 * Seconds of each slice of an interleaved measurement (the configurations one after another, in turn): short, so
 * that a change of the machine's speed falls on every configuration alike. Slices of 2 s (five per configuration)
 * left a spread of ±6% between configurations that cost the same (the suppressions on file against none).
 */
const SLICE_SECONDS = 1;

type Measured = Stats & { statusCodes: Record<string, number>; cpu: string };

/** A configuration of registrations: what each request sends, and what to set before each of its slices. */
interface Configuration {
  body: ReturnType<typeof registrationBodies>;
  before?: () => Promise<void>;
}

/**
 * Registrations of several configurations measured in turn, `seconds` slices of `SLICE_SECONDS` each, so that a
 * change in the machine's load (other work on it) falls on every configuration alike: their ratio is what they
 * cost, not when they ran. Each configuration's figures add up its slices; CPU per request as in `withCpu`. Each
 * configuration's `before` sets what it needs before each of its slices.
 */
async function interleaved(ctx: Ctx, configurations: Configuration[]): Promise<Measured[]> {
  const slices = Math.max(1, Math.round(seconds / SLICE_SECONDS));
  const url = `${service}/api/v1/leads`;
  const runs = configurations.map(() => ({
    latencies: [] as number[],
    errors: 0,
    seconds: 0,
    statusCodes: {} as Record<string, number>,
    node: 0,
    postgres: 0,
  }));
  for (let round = 0; round < slices; round++) {
    // Each round starts one configuration later: each takes every place in the order equally often.
    for (let k = 0; k < configurations.length; k++) {
      const i = (k + round) % configurations.length;
      const { body, before } = configurations[i];
      const run = runs[i];
      await before?.();
      const pid = ctx.pids?.service;
      const stop = pid === undefined ? null : await cpuWindow(pid, () => backendPids(ctx));
      const started = performance.now();
      const s = await httpLoad({
        url,
        method: 'POST',
        headers: ctx.providerKey,
        body: body(false),
        connections: 20,
        seconds: SLICE_SECONDS,
        collect: run.latencies,
      });
      run.seconds += (performance.now() - started) / 1000;
      run.errors += s.errors;
      for (const [code, n] of Object.entries(s.statusCodes)) run.statusCodes[code] = (run.statusCodes[code] ?? 0) + n;
      if (stop) {
        const cpu = await stop();
        run.node += cpu.node;
        run.postgres += cpu.postgres;
      }
    }
  }
  return runs.map((run) => {
    const requests = Object.values(run.statusCodes).reduce((a, b) => a + b, 0) || 1;
    const us = (ms: number) => Math.round((ms * 1000) / requests);
    return {
      ...statsOf(run.latencies, run.errors, run.seconds),
      statusCodes: run.statusCodes,
      cpu: ctx.pids ? `Node ${us(run.node)} µs, PostgreSQL ${us(run.postgres)} µs` : 'not measured',
    };
  });
}

/**
 * Registration (without portalId) in four configurations measured in turn (`interleaved`): with no suppression on
 * file and no consent (the baseline), with a consent object on every lead, with `SUPPRESSIONS_ON_FILE` entries
 * (두낫콜 numbers of another prefix, none of them registered), and with those and a consent. The goal row is the
 * last (≥ 0.95 of the baseline). The entries are made once through the bulk API; between slices they are set
 * lifted and live again by one UPDATE (the service reads them in every registration's statement, nothing cached),
 * so the four configurations share the machine's load. The two configurations that cost the same (the entries on
 * file against none) show the measurement's own spread. The check itself cannot be turned off (it is the law); an
 * empty table is its cheapest case.
 */
async function suppressionScenario(ctx: Ctx) {
  const count = smoke ? 1_000 : SUPPRESSIONS_ON_FILE;
  const phones = Array.from({ length: count }, (_, i) => `019${String(i).padStart(8, '0')}`);
  const bulk = async (path: string, payload: Record<string, unknown>) => {
    for (let i = 0; i < phones.length; i += 10_000) {
      const res = await fetch(`${service}${path}`, {
        method: 'POST',
        headers: { ...ctx.adminKey, 'content-type': 'application/json' },
        body: JSON.stringify({ ...payload, phones: phones.slice(i, i + 10_000) }),
      });
      if (!res.ok) throw new Error(`${path} → ${res.status}`);
    }
  };
  const plain = registrationBodies(ctx, '016');
  await cleanRegistration(ctx);
  await bulk('/admin/v1/suppressions/bulk-lift', { reason: 'bench' });
  const withConsent = registrationBodies(ctx, '017', await benchConsent(ctx));
  if (warmup) {
    for (const body of [plain, withConsent]) {
      await httpLoad({
        url: `${service}/api/v1/leads`,
        method: 'POST',
        headers: ctx.providerKey,
        body: body(false),
        connections: 20,
        seconds: warmup,
      });
    }
    await cleanRegistration(ctx);
  }
  await bulk('/admin/v1/suppressions/bulk', { reason: 'DNC_REGISTRY', channel: 'DONOTCALL' });
  const onFile = await entriesOnFile(ctx, count);
  const [empty, emptyConsent, full, fullConsent] = await interleaved(ctx, [
    { body: plain, before: () => onFile(false) },
    { body: withConsent, before: () => onFile(false) },
    { body: plain, before: () => onFile(true) },
    { body: withConsent, before: () => onFile(true) },
  ]);
  const note = (s: Measured) => `statuses ${JSON.stringify(s.statusCodes)}; CPU per request: ${s.cpu}`;
  const rows: [string, Measured][] = [
    ['a consent', emptyConsent],
    [`${count.toLocaleString('en')} suppressions on file`, full],
    [`${count.toLocaleString('en')} suppressions on file and a consent`, fullConsent],
  ];
  await measure('POST /api/v1/leads, no suppression on file, no consent (c=20)', ctx, async () =>
    ratioRow('', empty, null, 0.95, 0, `the baseline of the rows below, measured in turn with them; ${note(empty)}`),
  );
  for (const [what, s] of rows) {
    await measure(`POST /api/v1/leads, ${what} (c=20)`, ctx, async () => ratioRow('', s, empty, 0.95, 0, note(s)));
  }
  await bulk('/admin/v1/suppressions/bulk-lift', { reason: 'bench' });
  await cleanRegistration(ctx);
}

/**
 * Sets the suppression scenario's entries (the phones of prefix 019, just made live) in force or lifted, in one
 * statement; without a pool (the embedded database) through the bulk API instead. Asked for the state they are in,
 * it does nothing.
 */
async function entriesOnFile(ctx: Ctx, count: number): Promise<(inForce: boolean) => Promise<void>> {
  const set = await entriesSetter(ctx, count);
  let current: boolean | null = null;
  return async (inForce) => {
    if (inForce === current) return;
    await set(inForce);
    current = inForce;
  };
}

async function entriesSetter(ctx: Ctx, count: number): Promise<(inForce: boolean) => Promise<void>> {
  const pool = ctx.pool;
  if (!pool) {
    const phones = Array.from({ length: count }, (_, i) => `019${String(i).padStart(8, '0')}`);
    return async (inForce) => {
      const path = inForce ? '/admin/v1/suppressions/bulk' : '/admin/v1/suppressions/bulk-lift';
      const body = inForce ? { reason: 'DNC_REGISTRY', channel: 'DONOTCALL', phones } : { reason: 'bench', phones };
      const res = await fetch(`${service}${path}`, {
        method: 'POST',
        headers: { ...ctx.adminKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} → ${res.status}`);
    };
  }
  const { rows } = await pool.query<{ id: string }>(
    `select id from suppressions where lifted_at is null and phone_1 = '019' and reason = 'DNC_REGISTRY'`,
  );
  const ids = rows.map((r) => r.id);
  return async (inForce) => {
    await pool.query(
      `update suppressions set lifted_at = case when $2 then null else now() end,
        lifted_by = case when $2 then null else 'bench' end, lift_reason = case when $2 then null else 'bench' end
       where id = any($1::bigint[])`,
      [ids, inForce],
    );
  };
}

/** How many leads, across as many providers, hold the phone the erasure scenario erases (consumer-rights.md §4). */
const ERASURE_LEADS = 50;

/**
 * A phone registered through the API, then given to `count - 1` more leads of the dataset, each of another provider
 * and with its history, assignments and AS requests (their phone columns copied from the registered one): the
 * shape of one person whose number was sold to many suppliers. Returns the phone. The leads it takes are erased by
 * the scenario: each run takes others.
 */
async function phoneHeldBy(ctx: Ctx, pool: pg.Pool, count: number): Promise<{ phone: string; held: number }> {
  const phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { providerId, productId } = ctx.env.dataset.registration;
  const res = await postJson(
    '/api/v1/leads',
    { providerId: String(providerId), productId: String(productId), name: '홍길동', phone, region: '서울' },
    ctx.providerKey,
  );
  if (res.status !== 200) throw new Error(`registration answered ${res.status}: ${JSON.stringify(res.json)}`);
  if (count > 1) {
    await pool.query(
      `with source as (select * from leads where id = $1),
       taken as (
         select distinct on (l.provider_id) l.id from leads l
         where l.provider_id <> $2 and l.erased_at is null and l.status = 'ASSIGNED'
         order by l.provider_id, random()
         limit $3
       )
       update leads l set phone_hash = s.phone_hash, phone_enc = s.phone_enc, phone_1 = s.phone_1,
         phone_3 = s.phone_3, phone_masked = s.phone_masked
       from source s, taken where l.id = taken.id`,
      [Number(res.json?.id), providerId, count - 1],
    );
  }
  // A small dataset may have fewer providers than asked for.
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from leads where phone_hash = (select phone_hash from leads where id = $1)',
    [Number(res.json?.id)],
  );
  return { phone, held: rows[0].n };
}

/**
 * `POST /admin/v1/erasures` of a phone held by `ERASURE_LEADS` leads across providers (goal ≤ 1 s on the 1M seed),
 * against the same erasure of a phone held by one lead in the same run.
 */
async function erasureScenario(ctx: Ctx) {
  const name = `POST /admin/v1/erasures, a phone held by ${ERASURE_LEADS} leads`;
  if (!ctx.pool) return notAvailable(name, 'needs PostgreSQL to give the phone to many leads');
  const pool = ctx.pool;
  const times = smoke ? 2 : 5;
  let problem = '';
  let heldBy = 0;
  const erase = async (count: number) => {
    const ms: number[] = [];
    let errors = 0;
    for (let i = 0; i < times; i++) {
      const { phone, held } = await phoneHeldBy(ctx, pool, count);
      const res = await postJson(
        '/admin/v1/erasures',
        { phone, reason: 'bench', identityCheck: 'PHONE_AUTH' },
        ctx.adminKey,
      );
      if ((res.status !== 201 && res.status !== 200) || res.json?.erasedLeadCount !== held) {
        errors++;
        problem ||= `${res.status} ${JSON.stringify(res.json).slice(0, 200)} (held by ${held})`;
      }
      ms.push(res.ms);
      heldBy = held;
    }
    return statsOf(ms, errors, ms.reduce((a, b) => a + b, 0) / 1000 || 1);
  };
  const one = await erase(1);
  await measure(`${name} (sequential, ×${times})`, ctx, async () => {
    const s = await erase(ERASURE_LEADS);
    return {
      service: s,
      baseline: one,
      compare: `max ${fmt(s.max, 1)} ms; p50 ${fmt(s.p50 / one.p50, 1)}× one lead's`,
      goal: '≤ 1,000 ms each',
      met: s.errors === 0 && s.max <= 1000,
      note: problem || `held by ${heldBy} leads; baseline: the erasure of a phone held by one lead, same run`,
    };
  });
}

/** The second baseline of the lists, measured once a run (`primaryKeyBaselineOnce`). */
let primaryKeyBaseline: Stats | null = null;

/**
 * The floor of any read endpoint: bare Fastify reading one lead by primary key through `pg` (the baseline server's
 * `GET /leads/:id`), at the lists' concurrency. Measured once, before the first list scenario; each list row then
 * also gives its req/s ratio to it.
 */
async function primaryKeyBaselineOnce(ctx: Ctx) {
  if (primaryKeyBaseline || !ctx.pool) return;
  const { rows: picked } = await ctx.pool.query('select id from leads where owner_portal_id = $1 limit 1', [
    ctx.env.dataset.largestPortal.portalId,
  ]);
  if (!picked[0]) return;
  await measure('bare Fastify + one primary-key read through pg (c=10)', ctx, async () => {
    const url = `${baselineUrl}/leads/${picked[0].id}`;
    if (warmup) await httpLoad({ url, connections: 10, seconds: warmup });
    primaryKeyBaseline = await httpLoad({ url, connections: 10, seconds });
    return {
      service: primaryKeyBaseline,
      baseline: null,
      compare: '—',
      goal: 'reference for the lists',
      met: null,
      note: 'GET /leads/:id on the baseline server',
    };
  });
}

async function leadListScenario(ctx: Ctx) {
  await primaryKeyBaselineOnce(ctx);
  const portalId = ctx.env.dataset.largestPortal.portalId;
  const mixes: [string, LeadListQuery][] = [
    ['default: assignedAt desc, page 1', { portalId }],
    ['used=false, sortBy=age asc, limit 50', { portalId, used: 'false', sortBy: 'age', sortOrder: 'asc', limit: 50 }],
    ['hasAs=Y, region=서울', { portalId, hasAs: 'Y', region: '서울' }],
    ['search=김, gender=F', { portalId, search: '김', gender: 'F' }],
    ['used=true, sortBy=usedAt, page 50', { portalId, used: 'true', sortBy: 'usedAt', page: 50 }],
  ];
  for (const [label, q] of mixes) {
    await measure(`GET /api/v1/leads ${label} (c=10)`, ctx, async () => {
      const url = `${service}/api/v1/leads?${leadListQueryString(q)}`;
      if (warmup) await httpLoad({ url, headers: ctx.portalKey, connections: 10, seconds: warmup });
      const s = await httpLoad({ url, headers: ctx.portalKey, connections: 10, seconds });
      const pool = ctx.pool;
      const b = pool ? await loopLoad(() => runLeadList(pool, q), 10, seconds) : null;
      return latencyRow('', s, b, { p50Slack: 2, p99: 25 }, 0);
    });
  }
}

// Goals: owned leads p50 within 2 ms of the SQL's and p99 ≤ 25 ms; orders and claim history p99 ≤ 25 ms.
async function orderListScenario(ctx: Ctx) {
  await primaryKeyBaselineOnce(ctx);
  const { portalId, orders } = ctx.env.dataset.ordersPortal;
  for (const page of [1, Math.max(1, Math.floor(orders / 20 / 2))]) {
    await measure(`GET /api/v1/orders, ${orders} orders, page ${page} (c=10)`, ctx, async () => {
      const url = `${service}/api/v1/orders?portalId=${portalId}&page=${page}`;
      if (warmup) await httpLoad({ url, headers: ctx.portalKey, connections: 10, seconds: warmup });
      const s = await httpLoad({ url, headers: ctx.portalKey, connections: 10, seconds });
      const pool = ctx.pool;
      const b = pool ? await loopLoad(() => runOrderList(pool, portalId, page), 10, seconds) : null;
      return latencyRow('', s, b, { p99: 25 }, 0);
    });
  }
}

async function distributeScenario(ctx: Ctx) {
  const name = 'POST /api/v1/distribute of 1,000 leads, then recall';
  if (!(await routeExists('POST', '/api/v1/distribute'))) return notAvailable(name, 'route not in this build');
  if (!ctx.pool) return notAvailable(name, 'needs PostgreSQL to pick the leads');
  const pool = ctx.pool;
  const from = ctx.env.dataset.largestPortal.portalId;
  const to = 900_001;
  const { providerId, productId } = ctx.env.dataset.distributePair;
  const { rows: picked } = await pool.query(
    `select id from leads where owner_portal_id = $1 and status = 'ASSIGNED' and provider_id = $2 and product_id = $3
       and (latest_as_status is null or latest_as_status not in ('WAITING', 'HOLD'))
       -- The erasure scenario erases leads of the dataset; an erased lead cannot be distributed.
       and erased_at is null
     order by id limit 1000`,
    [from, providerId, productId],
  );
  const leadIds = picked.map((r) => String(r.id));
  const times = smoke ? 2 : 10;
  const distributed: number[] = [];
  const recalled: number[] = [];
  let errors = 0;
  let firstProblem = '';
  await measure(`POST /api/v1/distribute of ${leadIds.length} leads (sequential, ×${times})`, ctx, async () => {
    for (let i = 0; i < times; i++) {
      const d = await postJson('/api/v1/distribute', { fromPortalId: from, toPortalId: to, leadIds }, ctx.portalKey);
      if (d.status !== 200) {
        errors++;
        firstProblem ||= `distribute ${d.status} ${JSON.stringify(d.json).slice(0, 200)}`;
        break;
      }
      distributed.push(d.ms);
      const r = await postJson('/api/v1/distribute/recall', { portalId: from, leadIds }, ctx.portalKey);
      if (r.status !== 200) {
        errors++;
        firstProblem ||= `recall ${r.status} ${JSON.stringify(r.json).slice(0, 200)}`;
        break;
      }
      recalled.push(r.ms);
    }
    const s = statsOf(distributed, errors, distributed.reduce((a, b) => a + b, 0) / 1000 || 1);
    return {
      service: s,
      baseline: null,
      compare: `max ${fmt(s.max, 1)} ms; recall p50 ${fmt(statsOf(recalled, 0, 1).p50, 1)} ms`,
      goal: '≤ 250 ms each',
      met: distributed.length === times && s.max <= 250,
      note: firstProblem || undefined,
    };
  });
}

async function resetAllocation(pool: pg.Pool, productId: number) {
  const leadsOf = 'select id from leads where product_id = $1';
  await cleanUp(
    pool,
    [
      `delete from lead_events where lead_id in (${leadsOf})`,
      `delete from assignments where lead_id in (${leadsOf})`,
      `update leads set status = 'UNASSIGNED', order_id = null, assignment_id = null
       where product_id = $1 and status <> 'UNASSIGNED'`,
      'delete from order_regions where order_id in (select id from orders where product_id = $1)',
      'delete from orders where product_id = $1',
    ],
    productId,
  );
}

/** Opens `nOrders` orders with room for the whole backlog; with `rules`, caps, a schedule and 100 consultants. */
async function openAllocationOrders(
  pool: pg.Pool,
  alloc: { providerId: number; productId: number; backlog: number },
  nOrders: number,
  rules: boolean,
) {
  const { providerId, productId, backlog } = alloc;
  const { rows: regionRows } = await pool.query('select id from regions where active');
  // Room for every lead of the backlog: each order asks for the same quantity in every region.
  const perRegion = Math.ceil((backlog * 1.05) / nOrders / regionRows.length) + 1;
  const quantity = perRegion * regionRows.length;
  // The rules are all read and checked, and leave room for the whole backlog: caps above each order's quantity, a
  // schedule open all week and all day (holidays included, so a run on a holiday measures the same), orders spread
  // over 100 consultants.
  const schedule = JSON.stringify({
    days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
    from: '00:00',
    to: '24:00',
    skipHolidays: false,
  });
  await pool.query(
    `insert into orders (provider_id, product_id, portal_id, source, orderer_name, orderer_contact, ordered_quantity,
       reservation_date, created_at, daily_cap, monthly_cap, schedule)
     select $1, $2, case when $5 then g % 100 + 1 else g end, 'ORDER', 'bench', '01000000000', $3::int,
       now() + (g % 30) * interval '1 day', now() - interval '1 hour' + g * interval '1 second',
       case when $5 then $3::int + 1 end, case when $5 then $3::int * 2 end, case when $5 then $6::jsonb end
     from generate_series(1, $4::int) g`,
    [providerId, productId, quantity, nOrders, rules, schedule],
  );
  await pool.query(
    `insert into order_regions (order_id, region_id, quantity)
     select o.id, r.id, $2::int from orders o cross join regions r where o.product_id = $1 and r.active`,
    [productId, perRegion],
  );
  await pool.query(`update products set routing = $2 where id = $1`, [productId, rules ? 'ROUND_ROBIN' : 'FIFO']);
  await pool.query('analyze orders, order_regions');
}

/** One allocation run over the backlog: leads placed per second. */
async function allocationRun(ctx: Ctx, productId: number, backlog: number) {
  const r = await postJson('/admin/v1/allocations/run', { productId: String(productId) }, ctx.adminKey);
  if (r.status !== 200) throw new Error(`allocation run answered ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`);
  const assigned = Number(r.json?.assigned ?? 0);
  return { assigned, ms: r.ms, perSecond: assigned / (r.ms / 1000), complete: assigned === backlog };
}

/**
 * The allocation engine over a backlog, twice in the same run: `FIFO` with no rules (today's rule), and
 * `ROUND_ROBIN` over 100 consultants with caps and schedules on every order. Goals: `FIFO` ≥ 5,000 leads/s, and the
 * rules' run at least 0.8 of the `FIFO` rate measured here. Odd runs of `--repeat` take `FIFO` first, even runs the
 * rules first: the second run of a pair was the slower whichever it was (the tables it writes had just been written
 * and reset), which a fixed order charged to the rules alone.
 */
async function allocationScenario(ctx: Ctx) {
  const alloc = ctx.env.dataset.allocation;
  const { productId, backlog } = alloc;
  const nOrders = smoke ? 20 : 500;
  const name = `allocation run: backlog ${backlog.toLocaleString('en-US')} leads, ${nOrders} orders`;
  const names = { fifo: `${name}, FIFO, no rules`, rules: `${name}, ROUND_ROBIN with caps and schedules` };
  if (!(await routeExists('POST', '/admin/v1/allocations/run'))) return notAvailable(name, 'route not in this build');
  if (!ctx.pool) return notAvailable(name, 'needs PostgreSQL to set up the backlog');
  const pool = ctx.pool;
  const order = currentRun % 2 === 1 ? (['fifo', 'rules'] as const) : (['rules', 'fifo'] as const);
  const runs: Partial<Record<'fifo' | 'rules', { run: Awaited<ReturnType<typeof allocationRun>>; rssMb: number }>> = {};
  for (const mode of order) {
    await resetAllocation(pool, productId);
    await pool.query('vacuum analyze leads, assignments, orders, order_regions, lead_events');
    await openAllocationOrders(pool, alloc, nOrders, mode === 'rules');
    ctx.rss.start();
    try {
      runs[mode] = { run: await allocationRun(ctx, productId, backlog), rssMb: 0 };
    } catch (err) {
      notAvailable(names[mode], `failed: ${(err as Error).message}`);
    } finally {
      ctx.rss.stop();
      if (runs[mode]) runs[mode].rssMb = ctx.rss.peakMb();
    }
  }
  for (const mode of ['fifo', 'rules'] as const) {
    const measured = runs[mode];
    if (!measured) continue;
    const { run, rssMb } = measured;
    const service: Stats = {
      requests: 1,
      rps: run.perSecond,
      p50: run.ms,
      p99: run.ms,
      max: run.ms,
      errors: run.complete ? 0 : 1,
    };
    const compare = `${fmt(run.perSecond, 0)} leads/s (${run.assigned} assigned in ${fmt(run.ms / 1000, 2)} s)`;
    const note = run.complete ? undefined : `assigned ${run.assigned} of ${backlog}`;
    const ran = `${order[0] === mode ? 'first' : 'second'} of the pair`;
    const fifo = runs.fifo?.run;
    const ratio = fifo ? run.perSecond / fifo.perSecond : Number.NaN;
    const row: Row =
      mode === 'fifo'
        ? {
            scenario: names.fifo,
            service,
            baseline: null,
            compare: `${compare}; ${ran}`,
            goal: '≥ 5,000 leads/s',
            met: run.perSecond >= 5000 && run.complete,
            figure: run.perSecond,
            note,
            rssMb,
          }
        : {
            scenario: names.rules,
            service,
            baseline: null,
            compare: `${compare}; ${fmt(ratio, 2)} of FIFO; ${ran}`,
            goal: '≥ 0.8 of FIFO',
            met: fifo ? ratio >= 0.8 && run.complete : null,
            figure: ratio,
            note,
            rssMb,
          };
    rows.push(row);
    printRow(row);
  }
  await resetAllocation(pool, productId);
  await pool.query(`update products set routing = 'FIFO' where id = $1`, [productId]);
  await pool.query('vacuum analyze leads, assignments, orders, order_regions, lead_events');
}

/** The coverage analysis engine in this process: pure computation, so no baseline and no service memory. */
async function analysisScenario(_ctx: Ctx) {
  const s = benchAnalysisEngine(Math.min(seconds, 5));
  const row: Row = {
    scenario: 'coverage analysis engine, 50 contracts (in process)',
    service: s,
    baseline: null,
    compare: '—',
    goal: `p50 ≤ ${ANALYSIS_P50_GOAL_MS} ms`,
    met: s.p50 <= ANALYSIS_P50_GOAL_MS,
    rssMb: 0,
  };
  rows.push(row);
  printRow(row);
}

/** POST → COMPLETED of a 50-contract analysis, through an app of its own with its job workers (in process). */
async function analysisFlowScenario(_ctx: Ctx) {
  const s = await benchAnalysisFlow(smoke ? 3 : 30);
  const row: Row = {
    scenario: 'coverage analysis POST → COMPLETED, 50 contracts (in process, embedded database)',
    service: s,
    baseline: null,
    compare: '—',
    goal: `p99 ≤ ${ANALYSIS_FLOW_GOAL_MS} ms (the poll interval, Retry-After)`,
    met: s.p99 <= ANALYSIS_FLOW_GOAL_MS && s.errors === 0,
    rssMb: 0,
  };
  rows.push(row);
  printRow(row);
}

/**
 * A bulk lead import through a service of its own (compiled, job workers on, a fresh database): a generated CSV, then
 * the same rows as XLSX, each timed from its POST to COMPLETED, with the service's RSS before and at its peak, and
 * single registrations of another provider at a fixed rate beside it, against the same load measured alone just
 * before (same service, same run).
 */
async function importScenario(ctx: Ctx) {
  const n = smoke ? 2_000 : intArg(args, 'import-rows', 100_000);
  const perSecond = smoke ? 20 : 50;
  for (const format of ['csv', 'xlsx'] as const) {
    const label = `${n.toLocaleString('en-US')} ${format.toUpperCase()} rows`;
    const name = `lead import, ${label}: POST → COMPLETED (service, job workers)`;
    const serverUrl = ctx.env.databaseUrl;
    if (!serverUrl) {
      notAvailable(name, 'needs PostgreSQL (npm run bench:import -- --embedded runs it in process on PGlite)');
      continue;
    }
    const filesDir = mkdtempSync(join(tmpdir(), 'leadline-bench-import-'));
    try {
      const r = await importThroughService({
        rows: n,
        format,
        serverUrl,
        perSecond,
        aloneSeconds: smoke ? 1 : Math.max(5, seconds),
        start: async (databaseUrl) => {
          const url = `http://127.0.0.1:${IMPORT_PORT}`;
          const child = await startNode(
            'dist/server.js',
            {
              ...serviceEnv(ctx.env),
              DATABASE_URL: databaseUrl,
              PORT: String(IMPORT_PORT),
              PUBLIC_BASE_URL: url,
              FILES_DIR: filesDir,
              JOB_WORKERS: 'true',
              JOB_POLL_INTERVAL_SECONDS: '1',
            },
            `${url}/healthz`,
            repoDir,
            loopDelayArgs,
          );
          return { url, pid: child.pid, stop: child.stop, loopDelay: () => loopDelay(child.pid) };
        },
      });
      const s: Stats = {
        requests: 1,
        rps: r.rowsPerSecond,
        p50: r.ms,
        p99: r.ms,
        max: r.ms,
        errors: r.status === 'COMPLETED' ? 0 : 1,
      };
      const importRow: Row = {
        scenario: name,
        service: s,
        baseline: null,
        compare:
          `${fmt(r.rowsPerSecond, 0)} rows/s: ${r.registered} registered, ${r.assigned} provisionally assigned in ` +
          `${fmt(r.ms / 1000, 2)} s (${fmt(r.fileBytes / 1024 / 1024, 1)} MB file)`,
        goal: `≥ ${IMPORT_GOAL_ROWS_PER_SECOND.toLocaleString('en-US')} rows/s`,
        met: r.rowsPerSecond >= IMPORT_GOAL_ROWS_PER_SECOND && r.status === 'COMPLETED',
        rssMb: r.rssPeakMb,
        note: `${COMPOSITION}; status ${r.status}`,
      };
      const grew = r.rssPeakMb - r.rssBeforeMb;
      const rssRow: Row = {
        scenario: `service RSS during the ${label} import`,
        service: null,
        baseline: null,
        compare: `before ${fmt(r.rssBeforeMb, 0)} MB, peak ${fmt(r.rssPeakMb, 0)} MB: +${fmt(grew, 0)} MB`,
        goal: `peak ≤ before + ${IMPORT_RSS_GROWTH_MB} MB`,
        met: grew <= IMPORT_RSS_GROWTH_MB,
        rssMb: r.rssPeakMb,
      };
      const ratio = r.during.p99 / r.alone.p99;
      const errors = r.during.errors + r.alone.errors;
      const registrationsRow: Row = {
        scenario: `POST /api/v1/leads at ${perSecond}/s (another provider) during the ${label} import`,
        service: r.during,
        baseline: r.alone,
        compare: `p99 ratio ${fmt(ratio, 2)} (${fmt(r.during.p99, 1)} ms during, ${fmt(r.alone.p99, 1)} ms alone)`,
        goal: `p99 ≤ ${IMPORT_P99_RATIO} × alone, 0 errors`,
        met: ratio <= IMPORT_P99_RATIO && errors === 0,
        rssMb: r.rssPeakMb,
        note:
          `baseline: the same load on the same service just before the import; statuses ${JSON.stringify(r.during.statusCodes)}; ` +
          `service event-loop delay p99 ${fmt(r.loopAlone.p99, 1)} ms alone, ${fmt(r.loopDuring.p99, 1)} ms during (max ${fmt(r.loopDuring.max, 1)})`,
      };
      for (const row of [importRow, rssRow, registrationsRow]) {
        rows.push(row);
        printRow(row);
      }
    } catch (err) {
      notAvailable(name, `failed: ${(err as Error).message}`);
    } finally {
      rmSync(filesDir, { recursive: true, force: true });
    }
  }
}

async function claimsScenario(ctx: Ctx) {
  await primaryKeyBaselineOnce(ctx);
  const name = 'POST /api/v1/claim/histories';
  if (!(await routeExists('POST', '/api/v1/claim/histories'))) return notAvailable(name, 'route not in this build');
  const token = await postJson(
    '/api/v1/auth/token',
    {
      grant_type: 'client_credentials',
      client_id: ctx.env.client.clientId,
      client_secret: ctx.env.client.clientSecret,
    },
    {},
  );
  if (token.status !== 200) return notAvailable(name, `token endpoint answered ${token.status}`);
  const auth = { authorization: `Bearer ${token.json?.access_token}` };
  const ci = ctx.env.dataset.largestConsultant.ci;
  const day = (offset: number) => new Date(Date.now() + 9 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
  let tel: string | undefined;
  let telHash: string | undefined;
  if (ctx.pool) {
    const { rows: t } = await ctx.pool.query(
      'select client_tel_enc from claims where user_id = $1 order by id desc limit 1',
      [ctx.env.dataset.largestConsultant.userId],
    );
    const secrets = ctx.env.secrets;
    const vault = new PiiVault(parsePiiKeys(secrets.PII_ENCRYPTION_KEYS), Buffer.from(secrets.PII_HMAC_KEY, 'base64'));
    tel = t[0] ? vault.decrypt(t[0].client_tel_enc) : undefined;
    telHash = tel ? vault.blindIndex(tel) : undefined;
  }
  const mixes: [string, ClaimHistoryQuery][] = [
    ['no filter, page 1', { fcUserCi: ci }],
    ['90-day claimDate range', { fcUserCi: ci, startDate: day(120), endDate: day(30) }],
    ['clientNm=김', { fcUserCi: ci, clientNm: '김' }],
    ...(tel
      ? ([['clientTel exact', { fcUserCi: ci, clientTel: tel, clientTelHash: telHash }]] as [
          string,
          ClaimHistoryQuery,
        ][])
      : []),
    ['no filter, page 50', { fcUserCi: ci, page: 50 }],
  ];
  const compact = (d?: string) => d?.replace(/-/g, '');
  for (const [label, q] of mixes) {
    await measure(`${name} ${label} (c=10)`, ctx, async () => {
      const { clientTelHash: _sqlOnly, ...request } = q;
      const body = JSON.stringify({ ...request, startDate: compact(q.startDate), endDate: compact(q.endDate) });
      const url = `${service}/api/v1/claim/histories`;
      if (warmup) await httpLoad({ url, method: 'POST', headers: auth, body, connections: 10, seconds: warmup });
      const s = await httpLoad({ url, method: 'POST', headers: auth, body, connections: 10, seconds });
      const pool = ctx.pool;
      const b = pool ? await loopLoad(() => runClaimHistory(pool, q), 10, seconds) : null;
      return latencyRow('', s, b, { p99: 25 }, 0);
    });
  }
}

/** Dashboard requests per second: a few operators with it open, each refreshing it every few seconds. */
const DASHBOARD_RATE = 20;
const DASHBOARD_P99_GOAL_MS = 50;

/**
 * The console's dashboard (issue: p99 ≤ 50 ms on the 1M-lead data on PostgreSQL under the bench's registration load).
 * GET /admin/v1/dashboard?days=14 with the admin key at a fixed rate, first alone (the baseline: same service, same
 * run), then beside single registrations as the registration scenario makes them (c=20, as fast as they are
 * answered), then the same again while the rollup job recomputes today and yesterday once, as it does every minute.
 * The bench's service runs no job workers, so the rollup is computed here first (else the first request would) and,
 * in the last run, by the job's own function in this process.
 */
async function dashboardScenario(ctx: Ctx) {
  const url = `${service}/admin/v1/dashboard?days=14`;
  const name = `GET /admin/v1/dashboard?days=14 at ${DASHBOARD_RATE}/s`;
  const database = ctx.env.databaseUrl ? connectPostgres(ctx.env.databaseUrl, 2) : null;
  const rollup = async () => {
    const t = performance.now();
    if (database) await rollupDailyStats(database.db, new Date());
    return performance.now() - t;
  };
  ctx.rss.start();
  try {
    const firstRollupMs = database ? await rollup() : Number.NaN;
    // With the embedded database the service computes the rollup on the first request (this one, not measured).
    const first = await fetch(url, { headers: ctx.adminKey });
    if (first.status !== 200) return notAvailable(name, `the dashboard answered ${first.status}`);
    const dashboard = (connections = 4) => ({
      url,
      headers: ctx.adminKey,
      connections,
      rate: DASHBOARD_RATE,
      seconds,
    });
    if (warmup) await httpLoad({ ...dashboard(), seconds: warmup });
    const alone = await httpLoad(dashboard());
    const aloneRow: Row = {
      scenario: `${name}, alone`,
      service: alone,
      baseline: null,
      compare: database ? `the 90-day rollup took ${fmt(firstRollupMs / 1000, 2)} s before it` : '—',
      goal: `p99 ≤ ${DASHBOARD_P99_GOAL_MS} ms`,
      met: alone.p99 <= DASHBOARD_P99_GOAL_MS && alone.errors === 0,
      rssMb: ctx.rss.peakMb(),
      note: statusNote(alone),
    };
    rows.push(aloneRow);
    printRow(aloneRow);

    const body = registrationBodies(ctx, '016');
    const beside = async (withRollup: boolean) => {
      await cleanRegistration(ctx);
      const registrations = httpLoad({
        url: `${service}/api/v1/leads`,
        method: 'POST',
        headers: ctx.providerKey,
        body: body(false),
        connections: 20,
        seconds,
      });
      // The rollup starts a little into the window, when the registrations are under way.
      const rollupMs = withRollup ? sleep(Math.min(1000, (seconds * 1000) / 4)).then(rollup) : null;
      const [s, r, ms] = await Promise.all([httpLoad(dashboard()), registrations, rollupMs]);
      const ratio = s.p99 / alone.p99;
      const row: Row = {
        scenario: `${name} beside POST /api/v1/leads (c=20)${withRollup ? ' and the minute’s rollup' : ''}`,
        service: s,
        baseline: alone,
        compare: `p99 ratio ${fmt(ratio, 2)} to alone; registrations ${fmt(r.rps, 0)}/s, p99 ${fmt(r.p99, 1)} ms`,
        goal: `p99 ≤ ${DASHBOARD_P99_GOAL_MS} ms`,
        met: s.p99 <= DASHBOARD_P99_GOAL_MS && s.errors === 0 && r.errors === 0,
        rssMb: ctx.rss.peakMb(),
        note:
          [
            ms !== null ? `rollup of today and yesterday ${fmt(ms, 0)} ms` : '',
            s.errors || r.errors ? `statuses ${JSON.stringify(s.statusCodes)}, ${JSON.stringify(r.statusCodes)}` : '',
          ]
            .filter(Boolean)
            .join('; ') || undefined,
      };
      rows.push(row);
      printRow(row);
    };
    await beside(false);
    if (database) await beside(true);
    else notAvailable(`${name} beside registrations and the rollup`, 'needs PostgreSQL to run the rollup beside');
  } finally {
    ctx.rss.stop();
    await cleanRegistration(ctx);
    await database?.close();
  }
}

/** Preloaded into every service the bench starts: its event-loop delay, read with `loopDelay(pid)`. */
const loopDelayArgs = ['--import', pathToFileURL(join(repoDir, 'bench/lib/loop-delay.mjs')).href];

/** The service's event-loop delay since the last call (the first call only resets it). */
async function loopDelay(pid: number): Promise<LoopDelay> {
  rmSync(loopDelayFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(loopDelayFile); i++) await new Promise((r) => setTimeout(r, 20));
  return JSON.parse(readFileSync(loopDelayFile, 'utf8'));
}

/**
 * Coverage report PDFs (issue: while 4 reports render at once, the service's event-loop delay p99 ≤ 20 ms and a
 * concurrent GET /api/v1/regions stream keeps ≥ 0.7 of its throughput without them). One completed analysis of 12
 * contracts (entered by hand, completed by the analysis job's function in this process), then the regions stream
 * alone, then beside 4 report downloads kept in flight.
 */
async function reportScenario(ctx: Ctx, servicePid: number) {
  const name = 'GET report.pdf ×4 beside GET /api/v1/regions (c=20)';
  if (!ctx.env.databaseUrl) return notAvailable(name, 'needs PostgreSQL');
  const token = await postJson(
    '/api/v1/auth/token',
    {
      grant_type: 'client_credentials',
      client_id: ctx.env.client.clientId,
      client_secret: ctx.env.client.clientSecret,
    },
    {},
  );
  if (token.status !== 200) return notAvailable(name, `token endpoint answered ${token.status}`);
  const auth = { authorization: `Bearer ${token.json?.access_token}` };
  const database = connectPostgres(ctx.env.databaseUrl, 2);
  let analysisId: string;
  try {
    const termsRes = await fetch(`${service}/api/v1/coverage/terms`, { headers: auth });
    let terms = (await termsRes.json()) as { id: number; required: boolean }[];
    if (terms.length === 0) {
      await seedCoverageTerms(database.db, systemClock);
      terms = (await (await fetch(`${service}/api/v1/coverage/terms`, { headers: auth })).json()) as typeof terms;
    }
    const input = benchInput(12, 8);
    const started = await postJson(
      '/api/v1/coverage/analyses',
      {
        fcUserCi: ctx.env.dataset.largestConsultant.ci,
        client: { name: input.client.name, birthDate: input.client.birthDate, gender: 'M', phone: '010-1234-5678' },
        agreedTermsIds: terms.filter((t) => t.required).map((t) => t.id),
        contracts: input.contracts.map((c) => ({
          insuCompNm: c.insuCompNm,
          productNm: c.productNm,
          productType: c.productType,
          status: c.status,
          contractor: { name: input.client.name },
          contractDate: c.contractDate,
          payEndDate: c.payEndDate,
          premium: c.premium,
          payCycle: c.payCycle,
          coverages: c.coverages.map((l) => ({
            coverageNm: l.coverageNm,
            ...(l.categoryCd === 'UNCLASSIFIED' ? {} : { categoryCd: l.categoryCd }),
            amount: l.amount,
            startDate: l.startDate,
            endDate: l.endDate,
          })),
        })),
      },
      auth,
    );
    if (started.status !== 200) return notAvailable(name, `starting the analysis answered ${started.status}`);
    analysisId = started.json?.analysisId as string;
    // The job's own function, as a worker would run it (the bench service runs no job workers).
    const secrets = ctx.env.secrets;
    const vault = new PiiVault(parsePiiKeys(secrets.PII_ENCRYPTION_KEYS), Buffer.from(secrets.PII_HMAC_KEY, 'base64'));
    const deps = { db: database.db, vault, analyze: coverageEngine, clock: systemClock } as unknown as AnalysisDeps;
    await processAnalysis(deps, analysisId, { retryCount: 0, retryLimit: 0 });
  } finally {
    await database.close();
  }
  const pdfUrl = `${service}/api/v1/coverage/analyses/${analysisId}/report.pdf`;
  const first = await fetch(pdfUrl, { headers: auth });
  if (first.status !== 200) return notAvailable(name, `report.pdf answered ${first.status}`);
  const pdfBytes = (await first.arrayBuffer()).byteLength;

  const regionsUrl = `${service}/api/v1/regions`;
  const regions = () => httpLoad({ url: regionsUrl, headers: ctx.portalKey, connections: 20, seconds });
  if (warmup) await httpLoad({ url: regionsUrl, headers: ctx.portalKey, connections: 20, seconds: warmup });
  await loopDelay(servicePid);
  const alone = await regions();
  const quiet = await loopDelay(servicePid);
  // 4 downloads in flight the whole time, each as soon as the last one ended.
  const pdfLatencies: number[] = [];
  let pdfErrors = 0;
  let running = true;
  const downloads = Array.from({ length: 4 }, async () => {
    while (running) {
      const t = performance.now();
      const res = await fetch(pdfUrl, { headers: auth });
      await res.arrayBuffer();
      if (res.status === 200) pdfLatencies.push(performance.now() - t);
      else pdfErrors++;
    }
  });
  await new Promise((r) => setTimeout(r, 200)); // the 4 renders under way
  await loopDelay(servicePid);
  const busy = await regions();
  const loop = await loopDelay(servicePid);
  running = false;
  await Promise.all(downloads);
  const reports = statsOf(pdfLatencies, pdfErrors, seconds);

  const ratio = busy.rps / alone.rps;
  const loopGoal = 20;
  const row: Row = {
    scenario: name,
    service: busy,
    baseline: alone,
    compare: `ratio ${fmt(ratio, 2)}; event-loop p99 ${fmt(loop.p99, 1)} ms (alone ${fmt(quiet.p99, 1)} ms)`,
    goal: `regions ≥ 0.7 of alone, event-loop p99 ≤ ${loopGoal} ms`,
    met: ratio >= 0.7 && loop.p99 <= loopGoal && busy.errors === 0 && pdfErrors === 0,
    rssMb: 0,
    note: `${fmt(reports.rps, 1)} PDFs/s (p50 ${fmt(reports.p50, 0)} ms), PDF ${fmt(pdfBytes / 1024, 1)} KB`,
  };
  rows.push(row);
  printRow(row);
}

// ---------- several instances ----------

/** Ports of the instances started by `--instances N`: clear of the service's, the baseline's and the import's. */
const INSTANCES_PORT = SERVICE_PORT + 10;
const SHARED_LIMIT = { rps: 50, burst: 50 };

/** Whether a Redis answers at `url` (a PING within a second). */
async function redisAnswers(url: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * One load spread over every instance at once, as a load balancer would: one autocannon run per instance, in
 * parallel from this process, the connections divided between them; requests/s summed, latencies merged.
 */
async function spreadLoad(bases: string[], path: string, load: Omit<HttpLoad, 'url' | 'collect'>) {
  const latencies: number[] = [];
  const results = await Promise.all(
    bases.map((base, i) =>
      httpLoad({
        ...load,
        url: `${base}${path}`,
        connections: Math.max(
          1,
          Math.floor(load.connections / bases.length) + (i < load.connections % bases.length ? 1 : 0),
        ),
        collect: latencies,
      }),
    ),
  );
  const statusCodes: Record<string, number> = {};
  for (const r of results)
    for (const [code, k] of Object.entries(r.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + k;
  const merged = statsOf(
    latencies,
    results.reduce((a, r) => a + r.errors, 0),
    load.seconds,
  );
  return {
    ...merged,
    rps: results.reduce((a, r) => a + r.rps, 0),
    statusCodes,
    perInstance: results.map((r) => r.rps),
  };
}

/**
 * `--instances N` (N ≥ 2): N service processes on one PostgreSQL, as behind a load balancer (compiled, job workers
 * off, rate limits in Redis when one answers at `--redis URL`, REDIS_URL or redis://127.0.0.1:6379, else in
 * PostgreSQL: shared either way). For each scenario of `--only` among regions, registration, leads, orders and claims:
 * the single-instance scenario's total concurrency on one of the instances alone (the baseline, same run), then the
 * same total spread over every instance (see `spreadLoad`). Then the shared limit: a key limited to 50/s (burst 50)
 * hammered through every instance at once must get about burst + 50 × seconds answers in all, not N times as many.
 * No proxy in front: it would take CPU from the same cores. Results go to bench/results/last-instances.md.
 */
async function runInstances(
  env: BenchEnv,
  pool: pg.Pool | null,
  n: number,
  info: Awaited<ReturnType<typeof machine>>,
): Promise<number> {
  if (!env.databaseUrl || !pool)
    throw new Error('--instances needs PostgreSQL: an embedded database opens in one process only');
  const redisArg = typeof args.redis === 'string' ? args.redis : process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redisUrl = redisArg !== 'none' && (await redisAnswers(redisArg)) ? redisArg : null;
  const bases = Array.from({ length: n }, (_, i) => `http://127.0.0.1:${INSTANCES_PORT + i}`);
  process.stdout.write(
    `${n} instances on ${bases.join(', ')}; rate limits in ${redisUrl ? `Redis (${redisUrl})` : 'PostgreSQL'}; ` +
      'the load of each scenario on one instance alone, then spread over all of them\n\n',
  );
  buildService();
  const children: Child[] = [];
  const samplers: RssSampler[] = [];
  let exitCode = 0;
  try {
    for (const [i, base] of bases.entries()) {
      const child = await startNode(
        'dist/server.js',
        {
          ...serviceEnv(env),
          PORT: String(INSTANCES_PORT + i),
          // One public address for all, as behind a balancer: it is the issuer and audience of access tokens (an
          // instance with an address of its own refuses the others' tokens) and the base of every link.
          PUBLIC_BASE_URL: bases[0],
          REDIS_URL: redisUrl ?? '',
          RATE_LIMIT_STORE: redisUrl ? 'redis' : 'postgres',
          // Keys of this run's own: other users of the same Redis are not counted, nor counted against.
          RATE_LIMIT_REDIS_PREFIX: `leadline:bench:${process.pid}:`,
        },
        `${base}/healthz`,
        repoDir,
      );
      children.push(child);
      samplers.push(new RssSampler(child.pid));
    }
    const portalKey = { 'x-api-key': env.keys.portal };
    const ctx: Ctx = {
      env,
      pool,
      rss: samplers[0],
      portalKey,
      providerKey: { 'x-api-key': env.keys.provider },
      adminKey: { 'x-api-key': env.secrets.ADMIN_API_KEY },
    };
    /** Baseline on the first instance alone, then the same total load spread over all; one row. */
    const compare = async (label: string, path: string, load: Omit<HttpLoad, 'url' | 'collect'>) => {
      for (const s of samplers) s.start();
      try {
        if (warmup) await spreadLoad(bases, path, { ...load, seconds: warmup });
        const alone = await httpLoad({ ...load, url: `${bases[0]}${path}` });
        const spread = await spreadLoad(bases, path, load);
        for (const s of samplers) s.stop();
        const ratio = spread.rps / alone.rps;
        const row: Row = {
          scenario: `${label} over ${n} instances (c=${load.connections} in all)`,
          service: spread,
          baseline: alone,
          compare: `req/s ratio ${fmt(ratio, 2)} to one instance; per instance ${spread.perInstance.map((r) => fmt(r, 0)).join(' / ')} req/s`,
          goal: '0 errors on every instance',
          met: spread.errors === 0 && alone.errors === 0,
          rssMb: Math.max(...samplers.map((s) => s.peakMb())),
          note:
            spread.errors || alone.errors
              ? `statuses ${JSON.stringify(spread.statusCodes)}, alone ${JSON.stringify(alone.statusCodes)}`
              : undefined,
        };
        rows.push(row);
        printRow(row);
      } finally {
        for (const s of samplers) s.stop();
      }
    };
    if (wanted('regions'))
      await compare('GET /api/v1/regions', '/api/v1/regions', { headers: portalKey, connections: 20, seconds });
    if (wanted('registration')) {
      const body = registrationBodies(ctx, '011');
      try {
        for (const withPortal of [true, false]) {
          await cleanRegistration(ctx);
          await compare(`POST /api/v1/leads ${withPortal ? 'with' : 'without'} portalId`, '/api/v1/leads', {
            method: 'POST',
            headers: ctx.providerKey,
            body: body(withPortal),
            connections: 20,
            seconds,
          });
        }
      } finally {
        await cleanRegistration(ctx);
      }
    }
    if (wanted('leads')) {
      const portalId = env.dataset.largestPortal.portalId;
      const mixes: [string, LeadListQuery][] = [
        ['default', { portalId }],
        [
          'used=false, sortBy=age asc, limit 50',
          { portalId, used: 'false', sortBy: 'age', sortOrder: 'asc', limit: 50 },
        ],
        ['hasAs=Y, region=서울', { portalId, hasAs: 'Y', region: '서울' }],
      ];
      for (const [label, q] of mixes) {
        await compare(`GET /api/v1/leads ${label}`, `/api/v1/leads?${leadListQueryString(q)}`, {
          headers: portalKey,
          connections: 10,
          seconds,
        });
      }
    }
    if (wanted('orders')) {
      const { portalId, orders } = env.dataset.ordersPortal;
      await compare(`GET /api/v1/orders, ${orders} orders, page 1`, `/api/v1/orders?portalId=${portalId}&page=1`, {
        headers: portalKey,
        connections: 10,
        seconds,
      });
    }
    if (wanted('claims')) {
      // A token issued by one instance is verified by every other (same signing keys, nothing kept per instance).
      const res = await fetch(`${bases[0]}/api/v1/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: env.client.clientId,
          client_secret: env.client.clientSecret,
        }),
      });
      const token = ((await res.json()) as { access_token?: string }).access_token;
      if (!token)
        notAvailable(`POST /api/v1/claim/histories over ${n} instances`, `token endpoint answered ${res.status}`);
      else {
        await compare('POST /api/v1/claim/histories no filter, page 1', '/api/v1/claim/histories', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: JSON.stringify({ fcUserCi: env.dataset.largestConsultant.ci }),
          connections: 10,
          seconds,
        });
      }
    }
    // The shared limit: a fresh key with its own low limit, created before any instance has cached it.
    const name = `shared rate limit: one key at ${SHARED_LIMIT.rps}/s (burst ${SHARED_LIMIT.burst}) through ${n} instances`;
    const created = await fetch(`${bases[0]}/admin/v1/api-keys`, {
      method: 'POST',
      headers: { ...ctx.adminKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'bench shared limit',
        kind: 'portal',
        portalIds: [1],
        rateLimitRps: SHARED_LIMIT.rps,
        rateLimitBurst: SHARED_LIMIT.burst,
      }),
    });
    const key = (await created.json()) as { id?: string; key?: string };
    if (!key.key) notAvailable(name, `creating the key answered ${created.status}`);
    else {
      try {
        const hammer = await spreadLoad(bases, '/api/v1/regions', {
          headers: { 'x-api-key': key.key },
          connections: 10 * n,
          seconds,
        });
        const allowed = hammer.statusCodes['200'] ?? 0;
        const refused = hammer.statusCodes['429'] ?? 0;
        const other = Object.entries(hammer.statusCodes)
          .filter(([code]) => code !== '200' && code !== '429')
          .reduce((a, [, k]) => a + k, 0);
        const allowance = SHARED_LIMIT.burst + SHARED_LIMIT.rps * seconds;
        const row: Row = {
          scenario: name,
          service: { ...hammer, rps: allowed / seconds, errors: other },
          baseline: null,
          compare: `${allowed} answered, ${refused} refused (429) in ${seconds} s; a shared bucket allows ≈ ${allowance}, one per instance ≈ ${allowance * n}`,
          goal: `answered ≤ 1.15 × ${allowance} and no other status`,
          met: allowed <= allowance * 1.15 && allowed >= allowance * 0.5 && other === 0,
          rssMb: Math.max(...samplers.map((s) => s.peakMb())),
          note: `store ${redisUrl ? 'Redis' : 'PostgreSQL'}; statuses ${JSON.stringify(hammer.statusCodes)}`,
        };
        rows.push(row);
        printRow(row);
      } finally {
        await fetch(`${bases[0]}/admin/v1/api-keys/${key.id}`, { method: 'DELETE', headers: ctx.adminKey });
      }
    }
    const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
    const md = `${markdown(env, info, command)}\n\nRate limits in ${redisUrl ? 'Redis' : 'PostgreSQL'}; peak RSS per instance: ${samplers.map((s) => fmt(s.hwmMb(), 0)).join(' / ')} MB (VmHWM).`;
    mkdirSync(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    writeFileSync(
      join(resultsDir, `instances-${stamp}.json`),
      JSON.stringify({ info, instances: n, dataset: env.dataset, rows }, null, 2),
    );
    writeFileSync(join(resultsDir, 'last-instances.md'), `${md}\n`);
    process.stdout.write(`\n${md}\n`);
    if (rows.some((r) => r.met === false || r.note?.startsWith('failed'))) exitCode = 1;
  } finally {
    for (const child of children.reverse()) await child.stop();
  }
  return exitCode;
}

// ---------- EXPLAIN ----------

async function explain(env: BenchEnv, pool: pg.Pool) {
  const portalId = env.dataset.largestPortal.portalId;
  const out: string[] = [];
  const plan = async (title: string, text: string, params: unknown[]) => {
    const { rows: r } = await pool.query(`explain (analyze, buffers) ${text}`, params);
    out.push(`-- ${title}\n${text.replace(/\s+/g, ' ')}\n${r.map((x) => x['QUERY PLAN']).join('\n')}\n`);
  };
  const lists: [string, LeadListQuery][] = [
    ['leads list, default', { portalId }],
    [
      'leads list, used=false sortBy=age asc limit 50',
      { portalId, used: 'false', sortBy: 'age', sortOrder: 'asc', limit: 50 },
    ],
    ['leads list, hasAs=Y region=서울', { portalId, hasAs: 'Y', region: '서울' }],
    ['leads list, search=김 gender=F', { portalId, search: '김', gender: 'F' }],
    ['leads list, used=true sortBy=usedAt page 50', { portalId, used: 'true', sortBy: 'usedAt', page: 50 }],
  ];
  for (const [title, q] of lists) {
    const { rows: r, count } = leadListSql(q);
    await plan(`${title}: page`, r.text, r.params);
    if (count) await plan(`${title}: total`, count.text, count.params);
  }
  const o = env.dataset.ordersPortal.portalId;
  await plan(
    'orders list: page',
    `select orders.* from orders inner join providers on providers.id = orders.provider_id
     inner join products on products.id = orders.product_id where orders.portal_id = $1
     order by orders.created_at desc, orders.id desc limit 20 offset 0`,
    [o],
  );
  await plan(
    'orders list: summary',
    `select count(*), sum(ordered_quantity), sum(provisional_count), sum(confirmed_count), sum(used_count)
     from orders where portal_id = $1`,
    [o],
  );
  const userId = env.dataset.largestConsultant.userId;
  await plan(
    'claim history: page 1',
    `select claims.* from claims where claims.user_id = $1 order by claim_date desc, id desc limit 20 offset 0`,
    [userId],
  );
  await plan('claim history: total', 'select count(*) from claims where user_id = $1', [userId]);
  await plan(
    'claim history: clientNm',
    `select claims.* from claims where claims.user_id = $1 and strpos(client_nm, $2) > 0
     order by claim_date desc, id desc limit 20`,
    [userId, '김'],
  );
  await plan(
    'claim history: clientNm total',
    'select count(*) from claims where user_id = $1 and strpos(client_nm, $2) > 0',
    [userId, '김'],
  );
  const { productId } = env.dataset.allocation;
  await plan(
    'allocation: next batch of the backlog (no open order: the exists test fails)',
    `select id from leads where status = 'UNASSIGNED' and region_id is not null and product_id = $1 and id > 0
     order by id limit 500`,
    [productId],
  );
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, 'plans.txt');
  writeFileSync(file, out.join('\n'));
  process.stdout.write(`${out.join('\n')}\nplans written to ${file}\n`);
}

// ---------- main ----------

async function machine(pool: pg.Pool | null) {
  const cpu = cpus();
  const pgVersion = pool ? ((await pool.query('show server_version')).rows[0].server_version as string) : 'PGlite';
  const shared = pool ? ((await pool.query('show shared_buffers')).rows[0].shared_buffers as string) : '—';
  return {
    cpu: `${cpu[0]?.model ?? 'unknown'} × ${cpu.length}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: pgVersion,
    sharedBuffers: shared,
  };
}

/** Each run's machine state (`describeMachine`), in order. */
const machineStates: string[] = [];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * With `--repeat`: each goal's figure in every run, its median and spread, and whether every run met it (a goal
 * counts as met only then).
 */
function repeatedGoals(): string[] {
  const byScenario = new Map<string, Row[]>();
  for (const r of rows) if (r.run !== undefined) byScenario.set(r.scenario, [...(byScenario.get(r.scenario) ?? []), r]);
  const lines = [
    '',
    `Over ${repeat} runs:`,
    '',
    `| scenario | ${Array.from({ length: repeat }, (_, i) => `run ${i + 1}`).join(' | ')} | median | spread | goal | met in every run |`,
    `|---|${'---|'.repeat(repeat)}---|---|---|---|`,
  ];
  for (const [scenario, runs] of byScenario) {
    const figures = runs.map((r) => r.figure).filter((f): f is number => f !== undefined && Number.isFinite(f));
    const cells = Array.from({ length: repeat }, (_, i) => {
      const r = runs.find((x) => x.run === i + 1);
      if (!r) return '—';
      return r.figure !== undefined ? fmt(r.figure, 2) : r.compare;
    });
    const whole = figures.length === repeat;
    const goals = runs.filter((r) => r.met !== null);
    const met = goals.length === 0 ? '—' : goals.length === repeat && goals.every((r) => r.met) ? 'yes' : '**no**';
    const spread = whole ? `${fmt(Math.min(...figures), 2)}–${fmt(Math.max(...figures), 2)}` : '—';
    lines.push(
      `| ${scenario} | ${cells.join(' | ')} | ${whole ? fmt(median(figures), 2) : '—'} | ${spread} | ${runs[0].goal} | ${met} |`,
    );
  }
  return lines;
}

function markdown(env: BenchEnv, info: Awaited<ReturnType<typeof machine>>, command: string) {
  const lines = [
    `Run ${new Date().toISOString()} — \`${command}\``,
    '',
    `Machine: ${info.cpu}, ${info.memoryGiB} GiB, Node ${info.node}, PostgreSQL ${info.postgres} (shared_buffers ${info.sharedBuffers}).`,
    `Dataset: ${Object.entries(env.dataset.counts)
      .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
      .join(', ')}.`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | errors | baseline req/s | baseline p50 | baseline p99 | comparison | goal | met | peak RSS MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const s = r.service;
    const b = r.baseline;
    const scenario = repeat > 1 && r.run !== undefined ? `${r.scenario} (run ${r.run})` : r.scenario;
    lines.push(
      `| ${scenario} | ${s ? fmt(s.rps, 0) : 'n/a'} | ${s ? fmt(s.p50, 2) : ''} | ${s ? fmt(s.p99, 2) : ''} | ${s?.errors ?? ''} | ${b ? fmt(b.rps, 0) : '—'} | ${b ? fmt(b.p50, 2) : '—'} | ${b ? fmt(b.p99, 2) : '—'} | ${r.compare} | ${r.goal} | ${r.met === null ? '—' : r.met ? 'yes' : '**no**'} | ${fmt(r.rssMb, 0)} |${r.note ? ` ${r.note}` : ''}`,
    );
  }
  if (machineStates.length) lines.push('', ...machineStates.map((line) => `- ${line}`));
  if (repeat > 1) lines.push(...repeatedGoals());
  return lines.join('\n');
}

/**
 * `--embedded DIR`: the dataset seeded into that directory (`bench:seed -- --embedded DIR --env NAME`), found by the
 * directory its env file names; never the default env file's dataset, which may be another database altogether.
 */
function embeddedEnvFile(dir: string): string {
  const wantedDir = resolve(dir);
  const named = typeof args.env === 'string' ? [envPath(args.env)] : [];
  const candidates = named.length
    ? named
    : readdirSync(resultsDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(resultsDir, f));
  for (const file of candidates) {
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as Partial<BenchEnv>).dataDir === wantedDir) return file;
    } catch {
      // not an env file
    }
  }
  throw new Error(
    `no env file under ${resultsDir} for the embedded database in ${wantedDir}: ` +
      `seed it with npm run bench:seed -- --reset --embedded ${dir} --env NAME, then npm run bench -- --env NAME`,
  );
}

async function main() {
  const file =
    smoke && args['no-seed'] !== true
      ? await runSeedForSmoke()
      : typeof args.embedded === 'string'
        ? embeddedEnvFile(args.embedded)
        : envPath(typeof args.env === 'string' ? args.env : undefined);
  const env = readEnv(file);
  const pool = env.databaseUrl ? new pg.Pool({ connectionString: env.databaseUrl, max: 10 }) : null;
  if (args.explain) {
    if (!pool) throw new Error('--explain needs PostgreSQL');
    await explain(env, pool);
    await pool.end();
    return;
  }
  const info = await machine(pool);
  const instances = intArg(args, 'instances', 1);
  if (instances > 1) {
    const code = await runInstances(env, pool, instances, info).finally(() => pool?.end());
    process.exit(code);
  }
  process.stdout.write(
    `machine: ${JSON.stringify(info)}\ndataset: ${JSON.stringify(env.dataset.counts)}\n` +
      `${seconds} s per run${warmup ? ` after ${warmup} s of warm-up` : ''}; service on ${service}, baseline on ${baselineUrl}\n\n`,
  );
  const children: Child[] = [];
  let exitCode = 0;
  try {
    const profileArgs = args.profile ? ['--cpu-prof', '--cpu-prof-dir', join(resultsDir, 'profiles')] : [];
    const nodeFlags = typeof args['node-flags'] === 'string' ? args['node-flags'].split(' ').filter(Boolean) : [];
    // The service runs as it is deployed: compiled (`npm run build`, then `node dist/server.js`), not through the
    // TypeScript loader, which holds every module's source and source map in memory (about 100 MB).
    buildService();
    await cleanEmbeddedRegistrations(env);
    mkdirSync(resultsDir, { recursive: true });
    const svc = await startNode('dist/server.js', serviceEnv(env), `${service}/healthz`, repoDir, [
      ...loopDelayArgs,
      ...profileArgs,
      ...nodeFlags,
    ]);
    children.push(svc);
    const rss = new RssSampler(svc.pid);
    const portalKey = { 'x-api-key': env.keys.portal };
    const regionsBody = Buffer.from(
      await (await fetch(`${service}/api/v1/regions`, { headers: portalKey })).arrayBuffer(),
    );
    const base = await startNode(
      'bench/baseline-server.ts',
      {
        BASELINE_PORT: String(BASELINE_PORT),
        BASELINE_REGIONS: regionsBody.toString('base64'),
        BASELINE_PROVIDER_ID: String(env.dataset.registration.providerId),
        BASELINE_PRODUCT_ID: String(env.dataset.registration.productId),
        ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
        PII_ENCRYPTION_KEYS: env.secrets.PII_ENCRYPTION_KEYS,
        PII_HMAC_KEY: env.secrets.PII_HMAC_KEY,
      },
      `${baselineUrl}/healthz`,
      repoDir,
    );
    children.push(base);
    const ctx: Ctx = {
      env,
      pool,
      rss,
      pids: { service: svc.pid, baseline: base.pid },
      portalKey,
      providerKey: { 'x-api-key': env.keys.provider },
      adminKey: { 'x-api-key': env.secrets.ADMIN_API_KEY },
    };
    const scenarios: [Scenario, (ctx: Ctx) => Promise<unknown>][] = [
      ['regions', regionsScenario],
      ['registration', registrationScenario],
      ['suppression', suppressionScenario],
      ['erasure', erasureScenario],
      ['leads', leadListScenario],
      ['orders', orderListScenario],
      ['distribute', distributeScenario],
      ['allocation', allocationScenario],
      ['claims', claimsScenario],
      [
        'dashboard',
        (c) =>
          dashboardScenario(c).catch((err: Error) =>
            notAvailable(
              `GET /admin/v1/dashboard?days=14 at ${DASHBOARD_RATE}/s`,
              `failed: ${err.message.slice(0, 300)}`,
            ),
          ),
      ],
      ['analysis', analysisScenario],
      ['analysis-flow', analysisFlowScenario],
      ['import', importScenario],
      [
        'report',
        (c) =>
          reportScenario(c, svc.pid).catch((err: Error) =>
            notAvailable('GET report.pdf ×4 beside GET /api/v1/regions (c=20)', `failed: ${err.message}`),
          ),
      ],
    ];
    // With autovacuum off (some test servers), what each scenario wrote and deleted stays in its tables as dead rows
    // and every later scenario reads through them: the figures fell run by run. A production server vacuums in the
    // background; here the whole database is vacuumed before each scenario instead (a few seconds, not measured).
    const autovacuumOff = pool ? (await pool.query('show autovacuum')).rows[0]?.autovacuum === 'off' : false;
    if (autovacuumOff) process.stdout.write('autovacuum is off on this server: a vacuum runs before each scenario\n');
    for (currentRun = 1; currentRun <= repeat; currentRun++) {
      const started = performance.now();
      const watched = watchMachine();
      for (const [key, run] of scenarios) {
        if (!wanted(key)) continue;
        if (autovacuumOff) await pool?.query('vacuum analyze');
        await run(ctx);
      }
      // Every row this run added, however its scenario recorded it.
      for (const row of rows) row.run ??= currentRun;
      const line = describeMachine(currentRun, watched(), (performance.now() - started) / 1000);
      machineStates.push(line);
      process.stdout.write(`${line}\n`);
    }
    const peak = Math.max(0, ...rows.map((r) => r.rssMb));
    const hwm = rss.hwmMb();
    const memory: Row = {
      scenario: 'memory: service peak RSS over every scenario',
      service: null,
      baseline: null,
      compare: `peak ${fmt(peak, 0)} MB (VmHWM ${fmt(hwm, 0)} MB)`,
      goal: `≤ ${MEMORY_GOAL_MB} MB`,
      met: hwm <= MEMORY_GOAL_MB,
      rssMb: hwm,
    };
    rows.push(memory);
    printRow(memory);
    const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
    const md = markdown(env, info, command);
    mkdirSync(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    writeFileSync(
      join(resultsDir, `run-${stamp}.json`),
      JSON.stringify({ info, dataset: env.dataset, rows, machine: machineStates }, null, 2),
    );
    writeFileSync(join(resultsDir, smoke ? 'last-smoke.md' : 'last-run.md'), `${md}\n`);
    process.stdout.write(`\n${md}\n`);
    if (smoke) {
      const broken = rows.filter((r) => r.note?.startsWith('failed') || (r.service && r.service.errors > 0));
      if (broken.length) {
        process.stderr.write(`smoke: ${broken.length} scenario(s) failed or had errors\n`);
        exitCode = 1;
      }
    }
  } finally {
    for (const child of children.reverse()) await child.stop();
    await pool?.end();
    await cleanEmbeddedRegistrations(env).catch((err: Error) =>
      process.stderr.write(`removing the registrations from the embedded database failed: ${err.message}\n`),
    );
  }
  process.exit(exitCode);
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

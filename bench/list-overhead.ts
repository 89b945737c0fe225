/**
 * Where a list request's time goes beside its SQL, in one process (no HTTP, no other load): the statements each
 * request runs and in how many sequential round trips, then the mean wall and CPU time of the whole request
 * (`app.inject`: routing, hooks, validation, handler, serialization) against the same statements run directly
 * through `pg`, and the pieces timed alone (the service function, the serializer, a decryption).
 *
 *   DATABASE_URL=… npm run bench:seed -- --reset --leads 100000 --claims 100000 --env smoke-lists.json
 *   npx tsx bench/list-overhead.ts --env smoke-lists.json [--n 300]
 *
 * It writes access-log rows like the service does: run it on a bench database of its own, not on `leadline_bench`.
 */
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectPostgres } from '../src/db/client.js';
import { envPath, intArg, parseArgs, readEnv } from './lib/common.js';
import { type LeadListQuery, leadListQueryString, runClaimHistory, runLeadList, runOrderList } from './lib/sql.js';

const args = parseArgs(process.argv.slice(2));
const env = readEnv(envPath(typeof args.env === 'string' ? args.env : undefined));
const n = intArg(args, 'n', 300);
if (!env.databaseUrl) throw new Error('needs a PostgreSQL dataset');

// Every statement sent through a pg pool, with when it started and ended.
interface Sent {
  text: string;
  start: number;
  end: number;
}
let recording: Sent[] | null = null;
const original = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...a: unknown[]) {
  const entry: Sent | null = recording ? { text: '', start: performance.now(), end: 0 } : null;
  const config = a[0] as string | { text: string };
  if (entry) {
    entry.text = (typeof config === 'string' ? config : config.text).replace(/\s+/g, ' ').slice(0, 110);
    recording?.push(entry);
  }
  const result = (original as (...x: unknown[]) => Promise<unknown>).apply(this, a);
  if (entry) void result.then(() => (entry.end = performance.now()));
  return result;
} as typeof original;

/** Sequential round trips: statements that overlap in time count once. */
function roundTrips(sent: Sent[]) {
  let trips = 0;
  let until = -1;
  for (const s of [...sent].sort((a, b) => a.start - b.start)) {
    if (s.start >= until) trips++;
    until = Math.max(until, s.end);
  }
  return trips;
}

const config = loadConfig({
  ...env.secrets,
  DATABASE_URL: env.databaseUrl,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_RPS: '1000000',
  JOB_WORKERS: 'false',
});
const database = connectPostgres(env.databaseUrl, 10);
const app = await buildApp({ config, database, logger: false });
// When each stage of a request ended (added last, so each runs after the app's own hooks of its stage).
const stages = { preValidation: 0, preHandler: 0, preSerialization: 0, onSend: 0 };
for (const stage of Object.keys(stages) as (keyof typeof stages)[]) {
  app.addHook(stage, async () => {
    stages[stage] = performance.now();
  });
}
await app.ready();
const direct = new pg.Pool({ connectionString: env.databaseUrl, max: 10 });

const token = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/token',
  payload: { grant_type: 'client_credentials', client_id: env.client.clientId, client_secret: env.client.clientSecret },
});
const bearer = { authorization: `Bearer ${token.json().access_token}` };
const portal = { 'x-api-key': env.keys.portal };
const portalId = env.dataset.largestPortal.portalId;
const ordersPortal = env.dataset.ordersPortal.portalId;
const ci = env.dataset.largestConsultant.ci;

interface Case {
  name: string;
  request: InjectOptions;
  sql: () => Promise<unknown>;
}
const lead = (label: string, q: LeadListQuery): Case => ({
  name: `leads ${label}`,
  request: { url: `/api/v1/leads?${leadListQueryString(q)}`, headers: portal },
  sql: () => runLeadList(direct, q),
});
const cases: Case[] = [
  lead('default', { portalId }),
  lead('used=true page 50', { portalId, used: 'true', sortBy: 'usedAt', page: 50 }),
  {
    name: 'orders page 1',
    request: { url: `/api/v1/orders?portalId=${ordersPortal}&page=1`, headers: portal },
    sql: () => runOrderList(direct, ordersPortal, 1),
  },
  {
    name: 'claims no filter',
    request: { method: 'POST', url: '/api/v1/claim/histories', headers: bearer, payload: { fcUserCi: ci } },
    sql: () => runClaimHistory(direct, { fcUserCi: ci }),
  },
];

/** Mean time of each stage over `n` requests (onRequest hooks, validation and preHandler hooks, handler,
 * serialization, the rest). */
async function split(request: Case['request']) {
  const sum = { onRequest: 0, validation: 0, handler: 0, serialization: 0, send: 0 };
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await app.inject(request);
    const end = performance.now();
    sum.onRequest += stages.preValidation - t0;
    sum.validation += stages.preHandler - stages.preValidation;
    sum.handler += stages.preSerialization - stages.preHandler;
    sum.serialization += stages.onSend - stages.preSerialization;
    sum.send += end - stages.onSend;
  }
  return Object.entries(sum)
    .map(([k, v]) => `${k} ${((v / n) * 1000).toFixed(0)} µs`)
    .join(', ');
}

async function timed(run: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const t = performance.now();
  for (let i = 0; i < n; i++) await run();
  const wall = (performance.now() - t) / n;
  const used = process.cpuUsage(cpu);
  return { wallMs: wall, cpuUs: (used.user + used.system) / n };
}

const out = (s: string) => process.stdout.write(`${s}\n`);
const only = typeof args.only === 'string' ? args.only : null;
for (const c of cases) {
  if (only && !c.name.startsWith(only)) continue;
  const first = await app.inject(c.request);
  if (first.statusCode !== 200) throw new Error(`${c.name}: ${first.statusCode} ${first.body.slice(0, 200)}`);
  recording = [];
  await app.inject(c.request);
  const sent: Sent[] = recording;
  recording = null;
  out(`\n## ${c.name}: ${sent.length} statements in ${roundTrips(sent)} round trips (${first.body.length} bytes)`);
  for (const s of sent) out(`  ${s.start.toFixed(1)}–${s.end.toFixed(1)}  ${s.text}`);
  for (let i = 0; i < 30; i++) await app.inject(c.request); // warm
  for (let i = 0; i < 30; i++) await c.sql();
  const service = await timed(() => app.inject(c.request));
  const sql = await timed(c.sql);
  out(`  stages (mean, wall): ${await split(c.request)}`);
  out(
    `  sequential, mean of ${n}: service ${service.wallMs.toFixed(2)} ms wall, ${service.cpuUs.toFixed(0)} µs CPU; ` +
      `SQL ${sql.wallMs.toFixed(2)} ms wall, ${sql.cpuUs.toFixed(0)} µs CPU; ` +
      `difference ${(service.wallMs - sql.wallMs).toFixed(2)} ms, ${(service.cpuUs - sql.cpuUs).toFixed(0)} µs CPU`,
  );
}

// Pieces alone.
const vault = app.deps.vault;
const sealed = vault.encrypt('01012345678');
const decrypt = await timed(async () => {
  for (let i = 0; i < 100; i++) vault.decrypt(sealed);
});
out(`\none decryption: ${(decrypt.cpuUs / 100).toFixed(1)} µs CPU`);
const regions = await timed(() => app.inject({ url: '/api/v1/regions', headers: portal }));
out(
  `GET /api/v1/regions (hooks, auth, limiter, a cached body): ${regions.wallMs.toFixed(3)} ms, ${regions.cpuUs.toFixed(0)} µs CPU`,
);

await app.close();
await direct.end();

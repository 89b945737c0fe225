/**
 * From `POST /api/v1/coverage/analyses` (50 contracts entered by hand) to `COMPLETED`, through the app and its job
 * queue: an app of its own in this process, on a fresh embedded database, with its job workers (the service the
 * other scenarios measure runs none). The client is told to poll every `Retry-After` seconds (1); the goal is that an
 * analysis is COMPLETED by the first poll. The time is read by polling every 10 ms.
 *
 *   npm run bench -- --only analysis-flow
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ANALYSIS_POLL_SECONDS } from '../src/analysis/poll.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectPglite } from '../src/db/client.js';
import { seedCoverageTerms } from '../src/demo/analysis.js';
import { type Stats, statsOf } from './lib/measure.js';

export const ANALYSIS_FLOW_GOAL_MS = ANALYSIS_POLL_SECONDS * 1000;

function contract(i: number) {
  return {
    insuCompCd: 'SAMSUNG_FIRE',
    productNm: `무배당 건강보험 ${i}`,
    productType: 'PROTECTION',
    status: 'ACTIVE',
    contractor: { name: '김철수', birthDate: '19860315' },
    contractDate: '2016-04-01',
    endDate: '2086-03-15',
    payEndDate: '2036-04-01',
    premium: 50_000 + i * 1_000,
    payCycle: 'MONTHLY',
    coverages: [
      ['(무)일반암진단비(유사암제외)', 30_000_000],
      ['뇌출혈진단비', 20_000_000],
      ['질병입원일당(1일이상)', 30_000],
      ['상해수술비', 1_000_000],
      ['실손의료비(입원)', 50_000_000],
    ].map(([coverageNm, amount]) => ({ coverageNm, amount, startDate: '2016-04-01', endDate: '2086-03-15' })),
  };
}

/** `runs` analyses one after another; each one's time from the POST to the first read that shows it COMPLETED. */
export async function benchAnalysisFlow(runs: number): Promise<Stats> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadline-bench-flow-'));
  const adminKey = `lk_admin_bench_${randomBytes(16).toString('hex')}`;
  const config = loadConfig({
    PII_ENCRYPTION_KEYS: `b1:${randomBytes(32).toString('base64')}`,
    PII_HMAC_KEY: randomBytes(32).toString('base64'),
    ADMIN_API_KEY: adminKey,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JOB_WORKERS: 'true',
    RATE_LIMIT_RPS: '1000000',
    RATE_LIMIT_BURST: '1000000',
  });
  const database = connectPglite(new PGlite());
  await database.migrate();
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    await seedCoverageTerms(database.db, app.deps.clock);
    const admin = { 'x-api-key': adminKey };
    const user = await app.inject({
      method: 'POST',
      url: '/admin/v1/users',
      headers: admin,
      payload: { ci: `bench-ci-${randomBytes(8).toString('hex')}`, name: '김설계', role: 'FC' },
    });
    const { id, ci } = user.json() as { id: number; ci: string };
    const token = await app.inject({ method: 'POST', url: `/admin/v1/users/${id}/token`, headers: admin, payload: {} });
    const auth = { authorization: `Bearer ${(token.json() as { access_token: string }).access_token}` };
    const terms = await app.inject({ method: 'GET', url: '/api/v1/coverage/terms', headers: auth });
    const agreedTermsIds = (terms.json() as { id: number; required: boolean }[])
      .filter((t) => t.required)
      .map((t) => t.id);
    const body = {
      fcUserCi: ci,
      client: { name: '김철수', birthDate: '19860315', gender: 'M' },
      contracts: Array.from({ length: 50 }, (_, i) => contract(i)),
      agreedTermsIds,
    };
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    // One analysis first, not counted: the queue's first job defines it and starts its worker.
    for (let i = -1; i < runs; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/v1/coverage/analyses', headers: auth, payload: body });
      if (res.statusCode !== 200) {
        if (i >= 0) errors++;
        continue;
      }
      const analysisId = (res.json() as { analysisId: string }).analysisId;
      for (;;) {
        const read = await app.inject({ method: 'GET', url: `/api/v1/coverage/analyses/${analysisId}`, headers: auth });
        const status = (read.json() as { status: string }).status;
        if (status === 'COMPLETED') break;
        if (status === 'FAILED' || performance.now() - t0 > 30_000) {
          errors++;
          break;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      if (i >= 0) latencies.push(performance.now() - t0);
    }
    return statsOf(latencies, errors, (performance.now() - started) / 1000);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

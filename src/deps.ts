import type { AnalysisDeps } from './analysis/core/analysis.deps.js';
import type { ClaimsDeps } from './claims/claims.plugin.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { FileStorage } from './files/storage/index.js';
import type { ApiKeyVerifier } from './keys/keys.service.js';
import type { RegionCatalog } from './leads/catalog/regions.service.js';
import type { LeadDeps } from './leads/core/lead.js';
import type { OperatorDeps } from './operators/operators.deps.js';
import type { AuthFailureGuard } from './platform/auth.js';
import type { Clock } from './platform/clock.js';
import type { JobQueue } from './platform/jobs.js';
import type { PiiVault } from './platform/pii.js';
import type { RateLimiter } from './platform/rate-limit.js';

/** The composition root: what every route module may use; built once in `buildApp`. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** The time every rule reads (`platform/clock.ts`); the system clock, or a test's. */
  clock: Clock;
  verifier: ApiKeyVerifier;
  regions: RegionCatalog;
  vault: PiiVault;
  leads: LeadDeps;
  /** Where uploaded file bytes live (local disk or S3). */
  storage: FileStorage;
  /** The background job queue (pg-boss, on PostgreSQL and on PGlite). */
  jobs: JobQueue;
  /** Claims interface: token service, SSO, fax gateway. */
  claims: ClaimsDeps;
  /** Coverage and medical analyses: data sources, engine. */
  analysis: AnalysisDeps;
  /** The failed-authentication limit per client address; null when rate limiting is off. */
  authFailures: AuthFailureGuard | null;
  /** The request limiter (for limits of their own, like the client's report link); null when limiting is off. */
  rateLimiter: RateLimiter | null;
  /** Operator accounts and console sessions. */
  operators: OperatorDeps;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

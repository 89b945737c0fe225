import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { Clock } from '../platform/clock.js';
import type { JobQueue } from '../platform/jobs.js';
import { authRoutes } from './auth/auth.routes.js';
import { SsoService } from './auth/sso.service.js';
import { TokenService } from './auth/tokens.service.js';
import { type ClaimsConfig, generateSigningKey } from './claims.config.js';
import { referenceRoutes } from './reference/reference.routes.js';
import {
  defineDispatchQueues,
  type FaxGateway,
  LocalOutboxGateway,
  retryPolicyOf,
  startDispatchWorkers,
  startFaxOutboxCleanup,
} from './requests/dispatch.js';
import { requestRoutes } from './requests/requests.routes.js';
import { termsRoutes } from './terms/terms.routes.js';
import { adminUserRoutes } from './users/admin-users.routes.js';
import { userRoutes } from './users/users.routes.js';

export interface ClaimsDeps {
  tokens: TokenService;
  sso: SsoService;
  /** Where claim forms go; the default writes to a local outbox folder. Read per job, so it can be swapped. */
  fax: FaxGateway;
  /** Creates the claim queues once (idempotent). */
  queuesReady: () => Promise<void>;
}

export async function buildClaimsDeps(
  config: { claims: ClaimsConfig; publicBaseUrl: string },
  database: Database,
  jobs: JobQueue,
  clock: Clock,
): Promise<ClaimsDeps> {
  // Without configured keys (only possible outside the embedded demo, e.g. under tests) a process-local key signs:
  // server.ts refuses to start that way with DATABASE_URL, where instances must share keys.
  const tokens = await TokenService.create(database.db, config.claims, () => [generateSigningKey('ephemeral')], clock);
  let defined: Promise<void> | null = null;
  return {
    tokens,
    sso: new SsoService(
      database.db,
      config.claims.sso,
      `${config.publicBaseUrl}/api/v1/auth/sso/callback`,
      tokens,
      clock,
    ),
    fax: new LocalOutboxGateway(config.claims.faxOutboxDir, clock),
    queuesReady: () => {
      defined ??= defineDispatchQueues(jobs).catch((error) => {
        defined = null;
        throw error;
      });
      return defined;
    },
  };
}

/** The claims interface: tokens and SSO, consultants and organizations, reference data, terms, claims. */
export async function registerClaims(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(adminUserRoutes);
  await app.register(referenceRoutes);
  await app.register(termsRoutes);
  await app.register(requestRoutes);
  const { config, database, vault, storage, jobs, claims, clock } = app.deps;
  if (config.jobs.workers) {
    app.addHook('onReady', async () => {
      await claims.queuesReady();
      const retry = retryPolicyOf(config.claims);
      await startDispatchWorkers(jobs, () => ({
        db: database.db,
        vault,
        storage,
        fax: claims.fax,
        log: app.log,
        jobs,
        clock,
        retry,
      }));
      await startFaxOutboxCleanup(jobs, config.claims.faxOutboxRetentionDays, () => claims.fax, app.log, clock);
    });
  }
}

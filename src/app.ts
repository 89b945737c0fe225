import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildAnalysisDeps, registerAnalysis } from './analysis/analysis.plugin.js';
import { closeRenderPool } from './analysis/reports/render-pool.js';
import { auditRoutes } from './audit/audit.routes.js';
import { buildClaimsDeps, registerClaims } from './claims/claims.plugin.js';
import type { Config } from './config.js';
import { scheduleDashboardRollup } from './dashboard/dashboard.rollup.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import type { Database } from './db/client.js';
import type { AppDeps } from './deps.js';
import { scheduleFileCleanup } from './files/files.cleanup.js';
import { fileRoutes } from './files/files.routes.js';
import { previewRoutes } from './files/preview/preview.routes.js';
import { closePreviewPool } from './files/preview/preview-pool.js';
import { createStorage } from './files/storage/index.js';
import { keyRoutes } from './keys/keys.routes.js';
import { ApiKeyVerifier } from './keys/keys.service.js';
import { adminLeadRoutes } from './leads/admin/admin-leads.routes.js';
import { adminOrderRoutes } from './leads/admin/admin-orders.routes.js';
import { afterServiceRoutes } from './leads/after-service/after-service.routes.js';
import { allocationRoutes } from './leads/allocation/allocation.routes.js';
import { offerLeads, offerNewLeads } from './leads/allocation/allocation.service.js';
import { catalogRoutes } from './leads/catalog/catalog.routes.js';
import { RegionCatalog } from './leads/catalog/regions.service.js';
import { SupplyCache } from './leads/catalog/supply-cache.js';
import { leadAttachments } from './leads/core/lead-files.js';
import { distributionRoutes } from './leads/distribution/distribution.routes.js';
import { historyRoutes } from './leads/history/history.routes.js';
import { adminImportRoutes } from './leads/imports/admin-imports.routes.js';
import { closeImportPool } from './leads/imports/import-threads.js';
import { importRoutes, startImportWorkers } from './leads/imports/imports.routes.js';
import { intakeRoutes } from './leads/intake/intake.routes.js';
import { orderRoutes } from './leads/orders/orders.routes.js';
import { ownedLeadRoutes } from './leads/owned/owned.routes.js';
import { consoleRoutes } from './operators/console.routes.js';
import { registerConsoleApp } from './operators/console.static.js';
import { operatorRoutes } from './operators/operators.routes.js';
import { OperatorSessions } from './operators/sessions.service.js';
import { scheduleAuditRetention } from './platform/audit-retention.js';
import { registerAuth } from './platform/auth.js';
import { type Clock, systemClock } from './platform/clock.js';
import { frameworkErrors, registerErrorHandling } from './platform/errors.js';
import { registerIdempotency } from './platform/idempotency.js';
import { registerInputGuards } from './platform/input-guards.js';
import { PgBossQueue } from './platform/jobs.js';
import { lazySerializers } from './platform/lazy-serializers.js';
import { loggerOptions, requestLoggerFactory } from './platform/logging.js';
import { docsContentSecurityPolicy, registerComponents, swaggerOptions } from './platform/openapi.js';
import { registerOpsRoutes } from './platform/ops.routes.js';
import { startOutboxDrain } from './platform/outbox.js';
import { PiiVault } from './platform/pii.js';
import { AuthFailureLimiter, createRateLimiter, registerRateLimit } from './platform/rate-limit.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerGracefulClose } from './platform/shutdown.js';
import { registerWebhooks } from './webhooks/webhooks.plugin.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** Turns logging off entirely. */
  logger?: boolean;
  /** The time every rule reads (`AppDeps.clock`): the system clock unless a test gives one it moves. */
  clock?: Clock;
  /** Compile every response serializer at start (a test checks that they all compile) instead of on first use. */
  eagerSerializers?: boolean;
}

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(opts: BuildOptions) {
  const { config, database } = opts;
  const clock = opts.clock ?? systemClock;
  const fastifyOptions: FastifyServerOptions = {
    bodyLimit: BODY_LIMIT,
    // The client's address (rate limits, failed authentications, logs) from X-Forwarded-For of trusted proxies only.
    trustProxy: config.trustProxy,
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logStream),
    childLoggerFactory: requestLoggerFactory,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
    },
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    routerOptions: { ignoreTrailingSlash: true },
    // On close, idle keep-alive connections are dropped at once; requests in flight finish first.
    forceCloseConnections: 'idle',
    frameworkErrors,
    ...(opts.eagerSerializers
      ? {}
      : { schemaController: { compilersFactory: { buildSerializer: lazySerializers() } } }),
  };
  const app = Fastify(fastifyOptions).withTypeProvider<TypeBoxTypeProvider>();

  const regions = new RegionCatalog(database.db, clock);
  const vault = new PiiVault(config.piiEncryptionKeys, config.piiHmacKey);
  const jobs = new PgBossQueue(database, {
    pollingIntervalSeconds: config.claims.jobPollIntervalSeconds,
    onError: (err) => app.log.warn({ err }, 'job queue error'),
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await closeRenderPool();
    await closeImportPool();
    await closePreviewPool();
  });
  const limiter = createRateLimiter(config, database, app.log, clock);
  await limiter?.ready();
  const authFailures = limiter ? new AuthFailureLimiter(limiter, config.rateLimit.authFailures) : null;
  const deps: AppDeps = {
    config,
    database,
    clock,
    verifier: new ApiKeyVerifier(database.db, config.apiKeyCacheTtlMs, config.adminApiKey, clock),
    regions,
    vault,
    leads: {
      db: database.db,
      vault,
      regions,
      offerLeads,
      offerNewLeads,
      attachments: leadAttachments,
      supply: new SupplyCache(5_000, clock),
    },
    storage: createStorage(config, clock),
    jobs,
    claims: await buildClaimsDeps(config, database, jobs, clock),
    analysis: buildAnalysisDeps(config, database, vault, jobs, clock),
    authFailures,
    rateLimiter: limiter,
    operators: {
      db: database.db,
      vault,
      config: config.console,
      publicBaseUrl: config.publicBaseUrl,
      clock,
      authFailures,
    },
  };
  app.decorate('deps', deps);
  // JSON only: a text body is a client mistake, not a string to validate.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app);

  registerErrorHandling(app);
  registerInputGuards(app);
  registerGracefulClose(app);
  // Before authentication, whose session check reads the parsed cookie.
  await app.register(cookie);
  registerAuth(
    app,
    deps.verifier,
    deps.claims.tokens,
    deps.authFailures ?? undefined,
    new OperatorSessions(deps.operators),
  );
  // After authentication, so that a request counts against its key or token.
  registerRateLimit(app, limiter);
  registerIdempotency(app, database.db, vault, clock);

  registerComponents(app);
  await app.register(swagger, swaggerOptions());
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: docsContentSecurityPolicy() });

  registerOpsRoutes(app, database);
  await app.register(keyRoutes);
  await app.register(operatorRoutes);
  await app.register(consoleRoutes);
  await registerConsoleApp(app);
  await app.register(auditRoutes);
  await app.register(catalogRoutes);
  await app.register(intakeRoutes);
  await app.register(importRoutes);
  await app.register(adminImportRoutes);
  await app.register(ownedLeadRoutes);
  await app.register(allocationRoutes);
  await app.register(distributionRoutes);
  await app.register(historyRoutes);
  await app.register(adminLeadRoutes);
  await app.register(adminOrderRoutes);
  await app.register(orderRoutes);
  await app.register(afterServiceRoutes);
  await app.register(fileRoutes);
  await app.register(previewRoutes);
  await registerClaims(app);
  await registerAnalysis(app);
  await registerWebhooks(app);
  scheduleFileCleanup(app);
  startImportWorkers(app);
  scheduleAuditRetention(app);
  await app.register(dashboardRoutes);
  scheduleDashboardRollup(app);
  // Public events reach their consumers through the outbox drain, where job workers run. Started in the background:
  // the periodic drain catches up on whatever was written before, so start-up does not wait for it.
  if (config.claims.jobWorkers) {
    app.addHook('onReady', async () => {
      startOutboxDrain(jobs, database.db, app.log).catch((err) => app.log.warn({ err }, 'outbox drain not started'));
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildAnalysisDeps, registerAnalysis } from './analysis/analysis.plugin.js';
import { registerAudit } from './audit/audit.plugin.js';
import { buildClaimsDeps, registerClaims } from './claims/claims.plugin.js';
import type { Config } from './config.js';
import { registerDashboard } from './dashboard/dashboard.plugin.js';
import type { Database } from './db/client.js';
import type { AppDeps } from './deps.js';
import { registerFiles } from './files/files.plugin.js';
import { createStorage } from './files/storage/index.js';
import { buildKeyVerifier, registerKeys } from './keys/keys.plugin.js';
import { buildLeadDeps, registerLeads } from './leads/leads.plugin.js';
import { buildOperatorDeps, registerOperators } from './operators/operators.plugin.js';
import { OperatorSessions } from './operators/sessions.service.js';
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
    // Start-up (the job queue's schema and workers, the database's first answers) may take more than Fastify's
    // default 10 s on a busy machine; a start that slow is still a start.
    pluginTimeout: 60_000,
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
    // A response field that may be an object or null (`anyOf`) is serialized after the serializer checked the value
    // against each branch; the check only has to tell the branches apart, and its date-time formats cost every lead
    // with a consent several microseconds. What a response holds is the service's own data, not input.
    serializerOpts: { ajv: { validateFormats: false } },
    routerOptions: { ignoreTrailingSlash: true },
    // On close, idle keep-alive connections are dropped at once; requests in flight finish first.
    forceCloseConnections: 'idle',
    frameworkErrors,
    ...(opts.eagerSerializers
      ? {}
      : { schemaController: { compilersFactory: { buildSerializer: lazySerializers() } } }),
  };
  const app = Fastify(fastifyOptions).withTypeProvider<TypeBoxTypeProvider>();

  const jobs = new PgBossQueue(database, {
    pollingIntervalSeconds: config.jobs.pollIntervalSeconds,
    onError: (err) => app.log.warn({ err }, 'job queue error'),
  });
  const limiter = createRateLimiter(config, database, app.log, clock);
  await limiter?.ready();
  const authFailures = limiter ? new AuthFailureLimiter(limiter, config.rateLimit.authFailures) : null;
  const vault = new PiiVault(config.piiEncryptionKeys, config.piiHmacKey);
  const storage = await createStorage(config, clock);
  const leads = buildLeadDeps(database, vault, clock, { settings: config.leads, storage });
  const deps: AppDeps = {
    config,
    database,
    clock,
    verifier: buildKeyVerifier(config, database, clock),
    regions: leads.regions,
    vault,
    leads,
    storage,
    jobs,
    claims: await buildClaimsDeps(config, database, jobs, clock),
    analysis: buildAnalysisDeps(config, database, vault, jobs, clock),
    authFailures,
    rateLimiter: limiter,
    operators: buildOperatorDeps(config, database, vault, { clock, authFailures }),
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
  // The features, in the order of the OpenAPI document's paths: each registers its routes and its background jobs.
  await registerKeys(app);
  await registerOperators(app);
  await registerAudit(app);
  await registerLeads(app);
  await registerFiles(app);
  await registerClaims(app);
  await registerAnalysis(app);
  await registerWebhooks(app);
  await registerDashboard(app);
  // Public events reach their consumers through the outbox drain, where job workers run. Started in the background:
  // the periodic drain catches up on whatever was written before, so start-up does not wait for it.
  if (config.jobs.workers) {
    app.addHook('onReady', async () => {
      startOutboxDrain(jobs, database.db, app.log).catch((err) => app.log.warn({ err }, 'outbox drain not started'));
    });
  }
  // Registered last, so it runs first on close (last registered, first run): no job is in flight any more when the
  // features then stop what they hold (their worker threads, the webhook sender).
  app.addHook('onClose', () => jobs.stop());

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

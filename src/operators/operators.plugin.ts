import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AuthFailureGuard } from '../platform/auth.js';
import type { PiiVault } from '../platform/pii.js';
import { consoleRoutes } from './console.routes.js';
import { registerConsoleApp, uploadOriginOf } from './console.static.js';
import type { ConsoleConfig } from './operators.config.js';
import type { OperatorDeps } from './operators.deps.js';
import { operatorRoutes } from './operators.routes.js';

export function buildOperatorDeps(
  config: { console: ConsoleConfig; publicBaseUrl: string },
  database: Database,
  vault: PiiVault,
  opts: { clock: () => number; authFailures: AuthFailureGuard | null },
): OperatorDeps {
  return {
    db: database.db,
    vault,
    config: config.console,
    publicBaseUrl: config.publicBaseUrl,
    clock: opts.clock,
    authFailures: opts.authFailures,
  };
}

/** Operator accounts, the console's API and the console itself (its single-page app at /console/). */
export async function registerOperators(app: FastifyInstance) {
  await app.register(operatorRoutes);
  await app.register(consoleRoutes);
  // With S3 storage the console's pages PUT uploads to the bucket: its origin joins their connect-src.
  await registerConsoleApp(app, undefined, await uploadOriginOf(app.deps.storage, new Date(app.deps.clock())));
}

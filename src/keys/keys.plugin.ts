import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { Clock } from '../platform/clock.js';
import { keyRoutes } from './keys.routes.js';
import { ApiKeyVerifier } from './keys.service.js';

/** Checks the API key of every request, trusting a verified key for `API_KEY_CACHE_TTL_MS`. */
export function buildKeyVerifier(
  config: { apiKeyCacheTtlMs: number; adminApiKey: string | null },
  database: Database,
  clock: Clock,
): ApiKeyVerifier {
  return new ApiKeyVerifier(database.db, config.apiKeyCacheTtlMs, config.adminApiKey, clock);
}

/** API keys: their administration. */
export async function registerKeys(app: FastifyInstance) {
  await app.register(keyRoutes);
}

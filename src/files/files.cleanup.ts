import type { FastifyInstance } from 'fastify';
import { deleteExpiredPendingFiles } from './files.service.js';

/**
 * Removes expired pending uploads every `FILES_CLEANUP_INTERVAL_SECONDS` (5 minutes) while the app runs.
 * Not started under the test runner, where tests call `deleteExpiredPendingFiles` with a time of their own.
 * Several instances may run it at once: each deletion is conditional, so they never remove a file twice.
 */
export function scheduleFileCleanup(app: FastifyInstance) {
  const { config, database, storage } = app.deps;
  const intervalMs = config.files.cleanupIntervalMs;
  if (intervalMs === 0 || process.env.NODE_TEST_CONTEXT) return;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await deleteExpiredPendingFiles(database.db, storage);
      if (removed > 0) app.log.info({ removed }, 'expired pending uploads removed');
    } catch (err) {
      app.log.warn({ err }, 'clean-up of expired pending uploads failed; retrying next round');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

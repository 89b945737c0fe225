import type { FastifyInstance } from 'fastify';
import { deleteExpiredPendingFiles, deleteStaleImportFiles } from './expired-files.js';
import { deleteOldPreviews } from './preview/preview.service.js';

export const FILE_CLEANUP_QUEUE = 'files.cleanup';

/**
 * Removes expired pending uploads, stale import files and old cached previews as a cron job on the job queue (one instance per tick), every
 * `FILES_CLEANUP_EVERY_MINUTES`. It runs where job workers run (`JOB_WORKERS`; off under the test runner, where
 * tests call `deleteExpiredPendingFiles` with a time of their own).
 */
export function scheduleFileCleanup(app: FastifyInstance) {
  const { config, database, storage, jobs, clock } = app.deps;
  const everyMinutes = config.files.cleanupEveryMinutes;
  if (everyMinutes === 0 || !config.jobs.workers) return;
  app.addHook('onReady', async () => {
    await jobs.define(FILE_CLEANUP_QUEUE, { expireInSeconds: 10 * 60 });
    await jobs.work(FILE_CLEANUP_QUEUE, async () => {
      const now = new Date(clock());
      const removed = await deleteExpiredPendingFiles(database.db, storage, now);
      if (removed > 0) app.log.info({ removed }, 'expired pending uploads removed');
      const imports = await deleteStaleImportFiles(database.db, storage, now);
      if (imports > 0) app.log.info({ removed: imports }, 'import files older than 24 hours removed');
      // A deleted file's previews go with it (cascade); these are old previews of files still kept.
      const previews = await deleteOldPreviews(database.db, now);
      if (previews > 0) app.log.info({ removed: previews }, 'cached previews older than 7 days removed');
    });
    await jobs.schedule(FILE_CLEANUP_QUEUE, `*/${everyMinutes} * * * *`);
  });
}

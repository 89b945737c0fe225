import type { FastifyInstance } from 'fastify';
import { rollupDailyStats } from './dashboard.service.js';

export const DASHBOARD_ROLLUP_QUEUE = 'dashboard.rollup';

/** Every minute where job workers run (tests call `rollupDailyStats` with a time of their own). */
export function scheduleDashboardRollup(app: FastifyInstance) {
  const { config, database, jobs, clock } = app.deps;
  if (!config.jobs.workers) return;
  app.addHook('onReady', async () => {
    await jobs.define(DASHBOARD_ROLLUP_QUEUE, { expireInSeconds: 5 * 60 });
    await jobs.work(DASHBOARD_ROLLUP_QUEUE, async () => {
      await rollupDailyStats(database.db, new Date(clock()));
    });
    await jobs.schedule(DASHBOARD_ROLLUP_QUEUE, '* * * * *');
  });
}

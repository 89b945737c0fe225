import type { FastifyInstance } from 'fastify';
import { internalCaller } from '../../platform/access/caller.js';
import { eraseExpiredLeads } from './erasures.service.js';

export const LEAD_RETENTION_QUEUE = 'lead-retention';

/**
 * The daily lead retention (consumer-rights.md §4) where job workers run: leads whose consent's retention has passed,
 * and leads registered more than `LEAD_RETENTION_DAYS` ago when that is set (unset, the service says so at start).
 */
export function scheduleLeadRetention(app: FastifyInstance) {
  const { config, jobs } = app.deps;
  const days = config.leadRetentionDays;
  if (days === null)
    app.log.warn('LEAD_RETENTION_DAYS is not set: leads without a consent are kept without a retention period');
  if (!config.jobs.workers) return;
  const deps = { ...app.deps.leads, storage: app.deps.storage };
  app.addHook('onReady', async () => {
    await jobs.define(LEAD_RETENTION_QUEUE, { expireInSeconds: 60 * 60 });
    await jobs.work(LEAD_RETENTION_QUEUE, async () => {
      const erased = await eraseExpiredLeads(deps, internalCaller('lead-retention'), days);
      if (erased > 0) app.log.info({ erased, retentionDays: days }, 'leads past their retention erased');
    });
    // 03:47 Korea time, after the audit retention.
    await jobs.schedule(LEAD_RETENTION_QUEUE, '47 18 * * *');
  });
}

import type { FastifyInstance } from 'fastify';
import { internalCaller } from '../../platform/access/caller.js';
import { eraseExpiredLeads } from './erasures.service.js';

export const LEAD_RETENTION_QUEUE = 'lead-retention';

/**
 * The daily lead retention (consumer-rights.md §4) where job workers run: leads registered more than
 * `LEAD_RETENTION_DAYS` ago are erased. Unset, nothing is erased and the service says so at start.
 */
export function scheduleLeadRetention(app: FastifyInstance) {
  const { config, jobs } = app.deps;
  const days = config.leadRetentionDays;
  if (days === null) {
    app.log.warn('LEAD_RETENTION_DAYS is not set: leads are kept without a retention period');
    return;
  }
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

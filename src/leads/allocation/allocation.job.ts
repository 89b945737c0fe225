import type { FastifyInstance } from 'fastify';
import { internalCaller } from '../../platform/access/caller.js';
import { sweepContactDeadlines } from '../deadline/contact-sweep.js';
import { runAllocation } from './allocation.service.js';

export const ALLOCATION_TICK_QUEUE = 'leads.allocation-tick';
export const CONTACT_SWEEP_QUEUE = 'leads.contact-sweep';

/**
 * The engine's minute jobs where job workers run (routing.md §1, §6), one instance each tick:
 * - the tick: a lead with no eligible order waits UNASSIGNED and is offered again at most a minute after an order
 *   becomes eligible (a schedule opens, a pause ends, a period rolls over, a cap is raised, a new order arrives);
 * - the first-contact sweep: half-time notices, and leads past their deadline taken back (or marked overdue).
 */
export function scheduleAllocationTick(app: FastifyInstance) {
  const { config, jobs } = app.deps;
  if (!config.jobs.workers) return;
  const deps = app.deps.leads;
  app.addHook('onReady', async () => {
    await jobs.define(ALLOCATION_TICK_QUEUE, { expireInSeconds: 5 * 60 });
    await jobs.work(ALLOCATION_TICK_QUEUE, async () => {
      const { assigned } = await runAllocation(deps, internalCaller('job:allocation'), {});
      if (assigned > 0) app.log.info({ assigned }, 'waiting leads assigned');
    });
    await jobs.schedule(ALLOCATION_TICK_QUEUE, '* * * * *');
    await jobs.define(CONTACT_SWEEP_QUEUE, { expireInSeconds: 5 * 60 });
    await jobs.work(CONTACT_SWEEP_QUEUE, async () => {
      const swept = await sweepContactDeadlines(deps, internalCaller('job:contact-sweep'));
      if (swept.takenBack + swept.overdue > 0) app.log.info(swept, 'first-contact deadlines missed');
    });
    await jobs.schedule(CONTACT_SWEEP_QUEUE, '* * * * *');
  });
}

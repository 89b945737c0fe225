import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import type { FileStorage } from '../files/storage/index.js';
import type { Clock } from '../platform/clock.js';
import type { PiiVault } from '../platform/pii.js';
import { adminExportRoutes } from './admin/admin-exports.routes.js';
import { adminLeadRoutes } from './admin/admin-leads.routes.js';
import { adminOrderRoutes } from './admin/admin-orders.routes.js';
import { adminRoutingRoutes } from './admin/admin-routing.routes.js';
import { afterServiceRoutes } from './after-service/after-service.routes.js';
import { scheduleAllocationTick } from './allocation/allocation.job.js';
import { allocationRoutes } from './allocation/allocation.routes.js';
import { offerLeads, offerNewLeads } from './allocation/allocation.service.js';
import { catalogRoutes } from './catalog/catalog.routes.js';
import type { LeadsConfig } from './catalog/lead-settings.js';
import { RegionCatalog } from './catalog/regions.service.js';
import { SupplyCache } from './catalog/supply-cache.js';
import { consentRoutes } from './consent/consent.routes.js';
import type { LeadDeps } from './core/lead.js';
import { leadAttachments } from './core/lead-files.js';
import { startContactClocks } from './deadline/contact-deadline.service.js';
import { distributionRoutes } from './distribution/distribution.routes.js';
import { historyRoutes } from './history/history.routes.js';
import { adminImportRoutes } from './imports/admin-imports.routes.js';
import { closeImportPool } from './imports/import-threads.js';
import { importRoutes, startImportWorkers } from './imports/imports.routes.js';
import { intakeRoutes } from './intake/intake.routes.js';
import { buildNoticeDeps, startNotices } from './notifications/notifications.jobs.js';
import { notificationRoutes } from './notifications/notifications.routes.js';
import { orderRoutes } from './orders/orders.routes.js';
import { routingProfileRoutes } from './orders/routing-profile.routes.js';
import { outcomeRoutes } from './outcomes/outcomes.routes.js';
import { ownedLeadRoutes } from './owned/owned.routes.js';
import { qualityRoutes } from './quality/quality.routes.js';
import { holidayRoutes } from './routing/holidays.routes.js';
import { leadReplayGuard, leadStoreCondition } from './suppressions/replay-guard.js';
import { scheduleLeadRetention } from './suppressions/retention.job.js';
import { rightsRoutes } from './suppressions/rights.routes.js';
import { suppressionRoutes } from './suppressions/suppressions.routes.js';

/** The allocation engine's entry points on a clock: its rules read the app's time. */
export const allocationEngine = (clock: Clock): Pick<LeadDeps, 'offerLeads' | 'offerNewLeads'> => ({
  offerLeads: (tx, caller, leadIds) => offerLeads(tx, caller, leadIds, new Date(clock())),
  offerNewLeads: (tx, caller, fresh, into) => offerNewLeads(tx, caller, fresh, into, new Date(clock())),
});

/** The lead capabilities' dependencies, wired to one another: the server's and the command line's. */
export function buildLeadDeps(
  database: Database,
  vault: PiiVault,
  clock: Clock,
  options: { settings?: LeadsConfig; storage?: FileStorage } = {},
): LeadDeps {
  return {
    db: database.db,
    clock,
    vault,
    settings: options.settings,
    storage: options.storage,
    regions: new RegionCatalog(database.db, clock),
    ...allocationEngine(clock),
    attachments: leadAttachments,
    supply: new SupplyCache(5_000, clock),
  };
}

/**
 * Leads: the catalog, its providers' source quality and the holiday list, registration and imports, a portal user's
 * leads, allocation, distribution, history, the admins' lists, orders and after-service requests, the consultants'
 * notification settings and messages; the import jobs and the message sender where job workers run. The import
 * threads stop on close, after the job queue (see `buildApp`).
 */
export async function registerLeads(app: FastifyInstance) {
  // In this order in the OpenAPI document.
  await app.register(catalogRoutes);
  await app.register(qualityRoutes);
  await app.register(holidayRoutes);
  await app.register(intakeRoutes);
  await app.register(importRoutes);
  await app.register(adminImportRoutes);
  await app.register(ownedLeadRoutes);
  await app.register(outcomeRoutes);
  const notices = {
    ...buildNoticeDeps(app),
    // The first-contact deadline's clock starts again at the sending of the message about the leads.
    onLeadsTold: (tx: Executor, _portalId: number, leadIds: number[], sentAt: Date) =>
      startContactClocks(tx, leadIds, sentAt),
  };
  app.decorate('notices', notices);
  await app.register(notificationRoutes(notices));
  await app.register(allocationRoutes);
  await app.register(distributionRoutes);
  await app.register(historyRoutes);
  await app.register(consentRoutes);
  await app.register(adminLeadRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminExportRoutes);
  await app.register(adminRoutingRoutes);
  await app.register(orderRoutes);
  await app.register(routingProfileRoutes);
  await app.register(afterServiceRoutes);
  await app.register(suppressionRoutes);
  await app.register(rightsRoutes);
  app.replayGuards.push(leadReplayGuard(app.deps.leads.db));
  app.storeConditions.push(leadStoreCondition);
  startImportWorkers(app);
  scheduleLeadRetention(app);
  startNotices(app, notices);
  scheduleAllocationTick(app);
  app.addHook('onClose', () => closeImportPool());
}

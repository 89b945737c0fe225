import type { FastifyInstance } from 'fastify';
import { scheduleDashboardRollup } from './dashboard.rollup.js';
import { dashboardRoutes } from './dashboard.routes.js';

/** The console's dashboard, and its rollup every minute where job workers run. */
export async function registerDashboard(app: FastifyInstance) {
  await app.register(dashboardRoutes);
  scheduleDashboardRollup(app);
}

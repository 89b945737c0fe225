import type { FastifyInstance } from 'fastify';
import { scheduleAuditRetention } from '../platform/audit-retention.js';
import { auditRoutes } from './audit.routes.js';

/** The audit timeline, and the daily deletion of the records past their retention where job workers run. */
export async function registerAudit(app: FastifyInstance) {
  await app.register(auditRoutes);
  scheduleAuditRetention(app);
}

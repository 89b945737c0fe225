import { and, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { auditLog, piiAccessLog } from '../db/schema/index.js';

export const AUDIT_RETENTION_QUEUE = 'audit.retention';

/**
 * How long the records are kept (the Korean personal-information safety rules: access records of a system holding
 * sensitive or many people's data at least 2 years, records of granting, changing or withdrawing access rights at
 * least 3 years). Access records: the personal-data access log and every audit entry that is not a permission change
 * (sign-ins, reviews, reveals). Permission changes: creating, changing, revoking keys, clients, consultants and
 * operators, and minting a consultant's token.
 */
export const ACCESS_RECORD_YEARS = 2;
export const PERMISSION_CHANGE_YEARS = 3;

/** Audit actions about who may do what, kept `PERMISSION_CHANGE_YEARS`. */
const PERMISSION_ACTION = /^(API_KEY|CLIENT|USER|OPERATOR)_/;
const SIGN_IN_ACTIONS = ['OPERATOR_SIGNED_IN', 'OPERATOR_SIGNED_OUT', 'OPERATOR_SIGN_IN_FAILED', 'OPERATOR_LOCKED'];

export function isPermissionChange(action: string) {
  return (PERMISSION_ACTION.test(action) && !SIGN_IN_ACTIONS.includes(action)) || action === 'ISSUE_USER_TOKEN';
}

const yearsBefore = (now: Date, years: number) => {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
};

/** Deletes the records past their retention at `now`; returns how many of each. */
export async function purgeExpiredRecords(db: Db, now: Date) {
  const accessLimit = yearsBefore(now, ACCESS_RECORD_YEARS);
  const permissionLimit = yearsBefore(now, PERMISSION_CHANGE_YEARS);
  const accessRecords = await db
    .delete(piiAccessLog)
    .where(lt(piiAccessLog.at, accessLimit))
    .returning({ id: piiAccessLog.id });
  // The permission actions are few and known only by pattern: read the distinct ones older than the access limit.
  const old = await db.selectDistinct({ action: auditLog.action }).from(auditLog).where(lt(auditLog.at, accessLimit));
  const kept = old.map((r) => r.action).filter(isPermissionChange);
  const audit = await db
    .delete(auditLog)
    .where(
      or(
        lt(auditLog.at, permissionLimit),
        and(lt(auditLog.at, accessLimit), kept.length ? notInArray(auditLog.action, kept) : sql`true`),
      ),
    )
    .returning({ id: auditLog.id });
  return { accessRecords: accessRecords.length, audit: audit.length };
}

/** Once a day where job workers run (tests call `purgeExpiredRecords` with a time of their own). */
export function scheduleAuditRetention(app: FastifyInstance) {
  const { config, database, jobs, clock } = app.deps;
  if (!config.jobs.workers) return;
  app.addHook('onReady', async () => {
    await jobs.define(AUDIT_RETENTION_QUEUE, { expireInSeconds: 30 * 60 });
    await jobs.work(AUDIT_RETENTION_QUEUE, async () => {
      const purged = await purgeExpiredRecords(database.db, new Date(clock()));
      if (purged.accessRecords + purged.audit > 0) app.log.info(purged, 'records past their retention deleted');
    });
    // 03:17 Korea time, when the console is quiet.
    await jobs.schedule(AUDIT_RETENTION_QUEUE, '17 18 * * *');
  });
}

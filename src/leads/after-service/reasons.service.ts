import { asc, eq, max } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { asReasons } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/transactions.js';
import type { LeadDeps } from '../core/lead.js';
import type {
  AdminReason,
  AdminReasonList,
  CreateReasonBody,
  ReasonList,
  ReasonParams,
  UpdateReasonBody,
} from './after-service.schemas.js';

const reasonView = (r: typeof asReasons.$inferSelect): Static<typeof AdminReason> => ({
  code: r.code,
  label: r.label,
  active: r.active,
  sortOrder: r.sortOrder,
});

/**
 * The reasons a user may choose: reference data of the lead interface, the same for every portal user (the route
 * names none), so it takes no caller.
 */
export async function listActiveReasons(deps: Pick<LeadDeps, 'db'>): Promise<Static<typeof ReasonList>> {
  const rows = await deps.db
    .select({ code: asReasons.code, label: asReasons.label })
    .from(asReasons)
    .where(eq(asReasons.active, true))
    .orderBy(asc(asReasons.sortOrder), asc(asReasons.code));
  return { data: rows };
}

export async function listAllReasons(
  deps: Pick<LeadDeps, 'db'>,
  _caller: Caller,
): Promise<Static<typeof AdminReasonList>> {
  const rows = await deps.db.select().from(asReasons).orderBy(asc(asReasons.sortOrder), asc(asReasons.code));
  return { data: rows.map(reasonView) };
}

export async function createReason(
  deps: Pick<LeadDeps, 'db'>,
  _caller: Caller,
  input: Static<typeof CreateReasonBody>,
): Promise<Static<typeof AdminReason>> {
  const { db } = deps;
  const [{ last }] = await db.select({ last: max(asReasons.sortOrder) }).from(asReasons);
  try {
    const [row] = await db
      .insert(asReasons)
      .values({
        code: input.code,
        label: input.label.trim(),
        active: input.active ?? true,
        sortOrder: input.sortOrder ?? (last ?? 0) + 1,
      })
      .returning();
    return reasonView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('AS_REASON_CODE_TAKEN', 'An AS reason with this code exists');
    throw error;
  }
}

export async function updateReason(
  deps: Pick<LeadDeps, 'db'>,
  _caller: Caller,
  input: Static<typeof ReasonParams> & Static<typeof UpdateReasonBody>,
): Promise<Static<typeof AdminReason>> {
  const { code } = input;
  const [row] = await deps.db
    .update(asReasons)
    .set({ label: input.label?.trim(), active: input.active, sortOrder: input.sortOrder })
    .where(eq(asReasons.code, code))
    .returning();
  if (!row) throw notFound('AS reason', 'AS_REASON_NOT_FOUND');
  return reasonView(row);
}

export async function requireActiveReason(db: Executor, code: string): Promise<void> {
  const [reason] = await db.select().from(asReasons).where(eq(asReasons.code, code));
  if (!reason) throw badRequest('AS_REASON_NOT_FOUND', 'reasonCode: no such AS reason');
  if (!reason.active) throw badRequest('AS_REASON_INACTIVE', 'reasonCode: this AS reason is no longer offered');
}

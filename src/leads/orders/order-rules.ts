import { eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { orders, routingProfiles } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { validationFailed } from '../../platform/errors.js';
import { iso } from '../../platform/schemas.js';
import { idArray } from '../core/lead.repo.js';
import { isPaused, usageAt } from '../routing/routing.rules.js';
import { parseSchedule } from '../routing/schedule.rules.js';
import { type OrderRow, releaseProvisional } from './assignments.service.js';
import { type SentCounters, usageOf } from './cap-usage.js';
import type { OrderRulesInput, OrderRulesShape } from './orders.schemas.js';

/**
 * An order's routing rules (routing.md §1): reading them from a request, showing them with what the caps count, and
 * the pause that releases provisional leads.
 */

type RulesInput = { [K in keyof typeof OrderRulesInput]?: Static<(typeof OrderRulesInput)[K]> };
type RulesView = { [K in keyof typeof OrderRulesShape]: Static<(typeof OrderRulesShape)[K]> };
type RulesColumns = Pick<OrderRow, 'dailyCap' | 'monthlyCap' | 'schedule' | 'pausedUntil'>;

/** The columns a request changes: only the fields it names (null clears), each checked. */
export function rulesFrom(input: RulesInput): Partial<RulesColumns> {
  const set: Partial<RulesColumns> = {};
  if (input.dailyCap !== undefined) set.dailyCap = input.dailyCap;
  if (input.monthlyCap !== undefined) set.monthlyCap = input.monthlyCap;
  if (input.schedule !== undefined) set.schedule = parseSchedule(input.schedule);
  if (input.pausedUntil !== undefined) {
    const until = input.pausedUntil === null ? null : new Date(input.pausedUntil);
    if (until !== null && Number.isNaN(until.getTime())) throw validationFailed('pausedUntil', 'must be a date-time');
    set.pausedUntil = until;
  }
  return set;
}

/** Each order's rules as its shapes show them, with the counters of the caps and the pauses of `now`. */
export async function rulesViews(
  db: Executor,
  rows: (RulesColumns & SentCounters & { id: number; portalId: number })[],
  now: Date,
): Promise<Map<number, RulesView>> {
  const views = new Map<number, RulesView>();
  if (rows.length === 0) return views;
  const portalIds = [...new Set(rows.map((r) => r.portalId))];
  const profiles = await db
    .select({ portalId: routingProfiles.portalId, pausedUntil: routingProfiles.pausedUntil })
    .from(routingProfiles)
    .where(sql`${routingProfiles.portalId} = any(${idArray(portalIds)})`);
  const consultantPause = new Map(profiles.map((p) => [p.portalId, p.pausedUntil]));
  for (const r of rows) {
    const { today, thisMonth } = usageAt(usageOf(r), now);
    views.set(r.id, {
      dailyCap: r.dailyCap,
      monthlyCap: r.monthlyCap,
      schedule: r.schedule,
      pausedUntil: iso(r.pausedUntil),
      paused: isPaused(r.pausedUntil, now) || isPaused(consultantPause.get(r.portalId) ?? null, now),
      assignedToday: today,
      assignedThisMonth: thisMonth,
    });
  }
  return views;
}

/**
 * A pause in force takes the orders' provisional leads back to the pool (custody `RELEASED`, `lead.recalled` with
 * reason `PAUSED`; released leads do not count toward the caps); confirmed leads never move. The caller holds the
 * orders' locks. Returns the freed lead ids, for the caller to offer to other orders.
 */
export async function releasePaused(tx: Executor, caller: Caller, orderIds: number[]): Promise<number[]> {
  const freed: number[] = [];
  for (const orderId of orderIds) {
    freed.push(...(await releaseProvisional(tx, caller, orderId, 'all', 'RELEASED', 'PAUSED')));
  }
  return freed;
}

/** The open orders of a consultant that the engine routes to, locked in id order. */
export async function lockRoutableOrdersOf(tx: Executor, portalId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      sql`${eq(orders.portalId, portalId)} and ${orders.source} = 'ORDER' and ${orders.status} in ('PENDING', 'IN_PROGRESS')`,
    )
    .orderBy(orders.id)
    .for('update');
  return rows.map((r) => r.id);
}

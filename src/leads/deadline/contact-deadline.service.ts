import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { consentSources, leads, orders, type Schedule } from '../../db/schema/index.js';
import { koreaDate } from '../../platform/korea-time.js';
import { idArray } from '../core/lead.repo.js';
import { clockStart, contactDeadline, halfTimeAt } from '../routing/deadline.rules.js';
import { holidaysBetween } from '../routing/holidays.service.js';

/**
 * The first-contact deadline's clock (routing.md §6). It applies to leads their owner got from the allocation engine
 * (an admin's confirmation, or `autoConfirm`) of a product with `firstContactMinutes`; the confirmation starts it,
 * and the sending of the consultant's message about the lead starts it again, later. The deadline and the half-time
 * instant are kept on the lead; the sweep (`contact-sweep.ts`) acts on them.
 */

/** How far ahead holidays are read: the longest deadline (10,080 minutes of 13-hour days on one day a week) and more. */
const HOLIDAY_HORIZON_DAYS = 800;

interface ClockRow extends Record<string, unknown> {
  id: number | string;
  minutes: number;
  assigned_at: Date | string;
  schedule: Schedule | string | null;
  night: boolean;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The holidays from `from` over the horizon. */
const holidaysFrom = (tx: Executor, from: Date) =>
  holidaysBetween(tx, koreaDate(from), koreaDate(new Date(from.getTime() + HOLIDAY_HORIZON_DAYS * 86_400_000)));

/**
 * Marks leads just confirmed by the engine with their product's first-contact minutes and starts their clocks at the
 * confirmation. Leads of products without a deadline are left as they are (none applies).
 */
export async function applyContactDeadlines(tx: Executor, leadIds: number[]): Promise<void> {
  if (leadIds.length === 0) return;
  await tx.execute(sql`
    update ${leads} set sla_minutes = p.first_contact_minutes, contact_overdue = false
    from ${orders} o join products p on p.id = o.product_id
    where ${leads.id} = any(${idArray(leadIds)}) and o.id = ${leads.orderId} and p.first_contact_minutes is not null`);
  await startContactClocks(tx, leadIds, null);
}

/**
 * Sets the deadline and half-time of leads whose deadline applies and who were not contacted yet, counted from the
 * later of their confirmation and `toldAt` (the sending of their owner's message; null: the confirmation alone).
 */
export async function startContactClocks(tx: Executor, leadIds: number[], toldAt: Date | null): Promise<void> {
  if (leadIds.length === 0) return;
  const { rows } = await tx.execute<ClockRow>(sql`
    select ${leads.id} as id, ${leads.slaMinutes} as minutes, ${leads.assignedAt} as assigned_at,
      ${orders.schedule} as schedule,
      exists (select 1 from ${consentSources} where ${consentSources.id} = ${leads.consentSourceId}
        and 'NIGHT_CONTACT' = any(${consentSources.purposes})) as night
    from ${leads} join ${orders} on ${orders.id} = ${leads.orderId}
    where ${leads.id} = any(${idArray(leadIds)}) and ${leads.status} = 'ASSIGNED' and ${leads.slaMinutes} is not null
      and ${leads.firstContactAt} is null and not ${leads.contactOverdue}`);
  if (rows.length === 0) return;
  const starts = rows.map((r) => clockStart(date(r.assigned_at), toldAt));
  const earliest = new Date(Math.min(...starts.map((s) => s.getTime())));
  const holidaySet = await holidaysFrom(tx, earliest);
  const deadlines: string[] = [];
  const halves: string[] = [];
  rows.forEach((r, i) => {
    const schedule = r.schedule === null ? null : typeof r.schedule === 'string' ? JSON.parse(r.schedule) : r.schedule;
    const window = { nightContact: r.night, schedule, holidays: holidaySet };
    deadlines.push(contactDeadline(starts[i], r.minutes, window).toISOString());
    halves.push(halfTimeAt(starts[i], r.minutes, window).toISOString());
  });
  const list = (values: string[]) => `{${values.join(',')}}`;
  await tx.execute(sql`
    update ${leads} set contact_deadline = v.deadline, contact_half_at = v.half
    from unnest(${idArray(rows.map((r) => Number(r.id)))}, ${list(deadlines)}::timestamptz[],
      ${list(halves)}::timestamptz[]) as v(id, deadline, half)
    where ${leads.id} = v.id`);
}

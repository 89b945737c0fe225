import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db, Executor } from '../../db/client.js';
import { holidays } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import type { Clock } from '../../platform/clock.js';
import { isCalendarDate } from '../../platform/dates.js';
import { notFound, validationFailed } from '../../platform/errors.js';
import { actorOf, emit } from '../../platform/events.js';
import { koreaDate } from '../../platform/korea-time.js';
import { withTransaction } from '../../platform/transactions.js';
import { HOLIDAY_YEARS, type Holiday, type HolidayListQuery, type SaveHolidayBody } from './holidays.schemas.js';

/**
 * The holiday list (routing.md §3): whole Korea-time days an order's schedule may skip and the first-contact clock
 * may stop on. Seeded by migration 0035; operators correct it here, every change audited.
 */

type HolidayView = Static<typeof Holiday>;

const view = (row: { date: string; name: string }): HolidayView => ({ date: row.date, name: row.name });

/**
 * The path's date as a calendar day of the accepted years: `2026-02-30` and `2026-2-3` are refused like a bad
 * body (400 `VALIDATION_FAILED` naming `date`), not answered 404.
 */
export function holidayDate(raw: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!match) throw validationFailed('date', 'must be YYYY-MM-DD');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDate(year, month, day)) throw validationFailed('date', 'is not a calendar day');
  if (year < HOLIDAY_YEARS.minimum || year > HOLIDAY_YEARS.maximum) {
    throw validationFailed('date', `must fall in the years ${HOLIDAY_YEARS.minimum}–${HOLIDAY_YEARS.maximum}`);
  }
  return raw;
}

/** `GET /admin/v1/holidays?year=`: the year's holidays by date; without `year`, the current Korea-time year's. */
export async function listHolidays(
  deps: { db: Db; clock: Clock },
  _caller: Caller,
  query: Static<typeof HolidayListQuery>,
): Promise<HolidayView[]> {
  const year = query.year ?? Number(koreaDate(new Date(deps.clock())).slice(0, 4));
  const rows = await deps.db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)))
    .orderBy(asc(holidays.date));
  return rows.map(view);
}

/** `PUT /admin/v1/holidays/{date}` `{name}`: creates the holiday or renames it; audited with the name it had. */
export async function saveHoliday(
  deps: { db: Db; clock: Clock },
  caller: Caller,
  input: { date: string } & Static<typeof SaveHolidayBody>,
): Promise<HolidayView> {
  const date = holidayDate(input.date);
  const name = input.name.trim();
  return withTransaction(deps.db, async (tx) => {
    const [before] = await tx
      .select({ name: holidays.name })
      .from(holidays)
      .where(eq(holidays.date, date))
      .for('update');
    const saved = { name, updatedAt: new Date(deps.clock()), updatedBy: actorOf(caller) };
    const [row] = await tx
      .insert(holidays)
      .values({ date, ...saved })
      .onConflictDoUpdate({ target: holidays.date, set: saved })
      .returning({ date: holidays.date, name: holidays.name });
    await emit(tx, caller, [
      {
        type: 'audit',
        action: 'HOLIDAY_SAVED',
        target: `holiday:${date}`,
        detail: { name, previousName: before?.name ?? null },
      },
    ]);
    return view(row);
  });
}

/** `DELETE /admin/v1/holidays/{date}`: 404 when the day is no holiday; audited with the name it had. */
export async function deleteHoliday(deps: { db: Db }, caller: Caller, input: { date: string }): Promise<void> {
  const date = holidayDate(input.date);
  await withTransaction(deps.db, async (tx) => {
    const [row] = await tx.delete(holidays).where(eq(holidays.date, date)).returning({ name: holidays.name });
    if (!row) throw notFound('Holiday');
    await emit(tx, caller, [
      { type: 'audit', action: 'HOLIDAY_DELETED', target: `holiday:${date}`, detail: { name: row.name } },
    ]);
  });
}

/**
 * The holidays from `fromDate` to `toDate` (Korea-time `YYYY-MM-DD`, both included), for the routing rules, which
 * take holidays as a set of dates: the allocation engine and the first-contact deadline sweep.
 */
export async function holidaysBetween(db: Executor, fromDate: string, toDate: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(gte(holidays.date, fromDate), lte(holidays.date, toDate)));
  return new Set(rows.map((r) => r.date));
}

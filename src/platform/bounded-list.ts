import { type SQL, sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Executor } from '../db/client.js';
import { validationFailed } from './errors.js';
import { component } from './openapi.js';

/**
 * The operators' lists over whole tables (leads, orders, claims): the total is counted up to `COUNT_CAP` matching
 * rows and pages reach no further, so a request costs at most that many rows whatever the table's size.
 */
export const COUNT_CAP = 10_000;

/** The pagination object with a bounded total: counting stops at `COUNT_CAP` matching rows. */
export const BoundedPagination = component(
  'BoundedPagination',
  Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer({ description: 'Exact up to 10,000; 10,000 with totalCapped=true beyond' }),
    totalPages: Type.Integer(),
    totalCapped: Type.Boolean({ description: 'More rows match than were counted: narrow the filters to see them' }),
  }),
);

/** The page a list is asked for: `page` and `limit` with their defaults (1 and 20), and the offset of its first row. */
export function pageWindow(q: { page?: number; limit?: number }): { page: number; limit: number; offset: number } {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  return { page, limit, offset: (page - 1) * limit };
}

/** `pageWindow`, where a page beyond the first `COUNT_CAP` rows → 400. */
function boundedPage(q: { page?: number; limit?: number }, noun: string) {
  const { page, limit, offset } = pageWindow(q);
  if (offset >= COUNT_CAP) {
    throw validationFailed('page', `pages reach the first ${COUNT_CAP} matching ${noun}: narrow the filters`);
  }
  return { page, limit, offset };
}

/** Counts the rows of `from` (a table, or a join) meeting `where`, stopping after `COUNT_CAP + 1`. */
async function countBounded(db: Executor, from: SQL, where: SQL | undefined): Promise<number> {
  const { rows } = await db.execute<{ total: number | string }>(sql`
    select count(*)::int as total from (select 1 from ${from} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) t`);
  return Number(rows[0].total);
}

/** The pagination object from a count by `countBounded`. */
function boundedPagination(page: number, limit: number, counted: number) {
  const total = Math.min(counted, COUNT_CAP);
  return {
    page,
    limit,
    total,
    totalPages: total === 0 ? 0 : Math.ceil(total / limit),
    totalCapped: counted > COUNT_CAP,
  };
}

/**
 * One page of an operators' list: `select` reads the page's rows (given its limit and offset) while the rows of `from`
 * meeting `where` are counted up to `COUNT_CAP`. `noun` names the rows in the error for a page beyond the cap.
 */
export async function boundedList<T>(
  db: Executor,
  q: { page?: number; limit?: number },
  noun: string,
  count: { from: SQL; where: SQL | undefined },
  select: (window: { limit: number; offset: number }) => Promise<T[]>,
): Promise<{ rows: T[]; pagination: Static<typeof BoundedPagination> }> {
  const { page, limit, offset } = boundedPage(q, noun);
  const [rows, counted] = await Promise.all([select({ limit, offset }), countBounded(db, count.from, count.where)]);
  return { rows, pagination: boundedPagination(page, limit, counted) };
}

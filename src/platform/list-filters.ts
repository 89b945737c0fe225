import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parseKstDate } from './dates.js';
import { validationFailed } from './errors.js';

/** The ILIKE pattern of a search typed by a person: anywhere in the text, its `%`, `_` and `\` matched as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The `createdFrom`/`createdTo` filter of the lists over `column`: Korea-time days (`createdTo` inclusive) or
 * date-times with an offset; a range that ends before it starts → 400.
 */
export function createdRange(column: PgColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  const start = from === undefined ? undefined : parseKstDate(from, 'createdFrom');
  let end: Date | undefined;
  if (to !== undefined) {
    const dateOnly = /^\d{4}-?\d{2}-?\d{2}$/.test(to.trim());
    const bound = parseKstDate(to, 'createdTo', dateOnly);
    end = dateOnly ? bound : new Date(bound.getTime() + 1);
  }
  if (start && end && start >= end) throw validationFailed('createdFrom', 'must not be after createdTo');
  return and(start ? gte(column, start) : undefined, end ? lt(column, end) : undefined);
}

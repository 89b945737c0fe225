import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import type { AppError } from '../errors.js';
import { type Caller, isOperatorOrAdminKey } from './caller.js';

/**
 * "May this caller touch this object", for one kind of object, said once. The platform owns the mechanism
 * (`requireAccess`, `scopeOf`); the rule of each kind lives beside its table in its feature (`leadAccess`,
 * `asRequestAccess`), so that `platform/` knows no feature table.
 */
export interface AccessRule {
  /** The object kind, for tests and messages. */
  object: string;
  table: PgTable;
  /** Its primary key. */
  id: PgColumn;
  /**
   * The objects of this kind the caller may touch, as a condition on `table`: the WHERE of a list and of a single
   * read, and the test of `requireAccess`. `null`: this kind of caller may touch none.
   */
  scope(caller: Caller): SQL | null;
  /** The answer for an id that names nothing (or nothing the caller may know of). */
  notFound(): AppError;
  /**
   * The answer for an object that exists but is not the caller's: absent, it is `notFound()` (404, existence not
   * revealed: the rule of `docs/decisions/access.md`, "404 or 403", for every object but those whose specification
   * lists a 403).
   */
  forbidden?(caller: Caller): AppError;
}

/**
 * The scope of an object a portal user owns through `column` (a portal user id), with `also` the owner's rows must
 * meet: the owner's rows for a portal caller, every row for an operator (admin key or console session), none for anybody
 * else.
 */
export function portalOwned(column: PgColumn, also?: SQL): AccessRule['scope'] {
  return (caller) => {
    if (caller.kind === 'portal') return and(eq(column, caller.portalId), also) ?? null;
    return isOperatorOrAdminKey(caller) ? sql`true` : null;
  };
}

/** `rule.scope` as a WHERE condition: `false` for a caller who may touch no object of the kind. */
export function scopeOf(rule: AccessRule, caller: Caller): SQL {
  return rule.scope(caller) ?? sql`false`;
}

/** Whether the caller may touch the row, as a column of a query that reads the object anyway. */
export function allowedColumn(rule: AccessRule, caller: Caller): SQL<boolean> {
  return sql<boolean>`coalesce(${scopeOf(rule, caller)}, false)`;
}

/** Whether this caller may touch any object of the rule's kind at all. */
export function mayTouchAny(rule: AccessRule, caller: Caller): boolean {
  return rule.scope(caller) !== null;
}

/**
 * The decision on `ids`, given the rows that exist among them and whether each is in the caller's scope: an unknown
 * id → `notFound()`; one out of scope → `forbidden()`, or `notFound()` when the rule hides existence. Unknown ids
 * are answered before refused ones, whatever their order, so that a set's answer does not depend on it.
 */
export function decide(
  rule: AccessRule,
  caller: Caller,
  ids: readonly number[],
  rows: readonly { id: number; allowed: boolean }[],
) {
  const allowed = new Map(rows.map((r) => [Number(r.id), r.allowed]));
  if (ids.some((id) => !allowed.has(id))) return rule.notFound();
  if (ids.some((id) => !allowed.get(id))) return rule.forbidden ? rule.forbidden(caller) : rule.notFound();
  return null;
}

/**
 * Throws unless the caller may touch every object of `ids`: one query for the whole set. For a single read that
 * only needs 404, putting `scopeOf(rule, caller)` in the read's own WHERE says the same in one round trip.
 */
export async function requireAccess(db: Executor, caller: Caller, rule: AccessRule, ids: readonly number[]) {
  if (ids.length === 0) return;
  const rows =
    !mayTouchAny(rule, caller) && !rule.forbidden
      ? []
      : await db
          .select({ id: rule.id, allowed: allowedColumn(rule, caller) })
          .from(rule.table)
          .where(inArray(rule.id, [...ids]));
  const error = decide(rule, caller, ids, rows as { id: number; allowed: boolean }[]);
  if (error) throw error;
}

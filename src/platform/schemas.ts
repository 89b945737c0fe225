import { type TProperties, Type } from 'typebox';
import { component } from '../platform/openapi.js';

/** A request object that rejects fields it does not know, so a misspelt field is an error, not a silent no-op. */
export const StrictObject = <T extends TProperties>(properties: T, options: Record<string, unknown> = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const PortalId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Portal user' });

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const PaginationSchema = component(
  'Pagination',
  Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
);

export function pagination(page: number, limit: number, total: number) {
  return { page, limit, total, totalPages: total === 0 ? 0 : Math.ceil(total / limit) };
}

// Nullable values as a list of types, not `anyOf`: the response serializer writes `type: [string, null]` directly,
// while an `anyOf` makes it validate every value against each branch first (date-time formats included).
export const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
export const DateTime = Type.String({ format: 'date-time' });
export const NullableDateTime = Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' });

/**
 * An integer within bounds, or null, as a request field. One type list, not a union: the validator coerces a value
 * that fits no branch of a union, and would turn an out-of-range 0 into null.
 */
/** A date-time or null, as a request field (one type list, as above: an empty string must not become null). */
export const NullableDateTimeInput = (description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time', maxLength: 40, description });

export const NullableIntegerInput = (options: { minimum: number; maximum: number; description?: string }) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], ...options });

/** Parses an identifier given as a string; anything that cannot be an id names nothing. */
export function parseId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,14}$/.test(raw)) return null;
  return Number(raw);
}

/** The largest value of an `integer` (serial) column. */
export const MAX_INT_ID = 2_147_483_647;

/**
 * Parses the id of a row in an `integer` column. Every id has one format (1–15 digits, as `bigint` tables need);
 * a well-formed id above the column's range names nothing, like any other unknown id (404, or the field's
 * not-found code), instead of reaching the database as an out-of-range value.
 */
export function parseIntId(raw: string): number | null {
  const id = parseId(raw);
  return id !== null && id <= MAX_INT_ID ? id : null;
}

/** A filter on an `integer` id column: an id above its range matches nothing. */
export const intIdOrNone = (raw: string) => parseIntId(raw) ?? 0;

export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString();

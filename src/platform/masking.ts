/** Masking rules of the API contract, section 4. */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = [...email.slice(0, at)];
  const kept = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${kept.join('')}***${email.slice(at)}`;
}

/**
 * The same masks as SQL expressions over a text column, for matching a search against exactly what a response
 * shows (a search compared with the clear value of a masked field would reveal it one guess at a time).
 * Characters are counted as code points on both sides, as `[...s]` does. Kept equal to `maskName`/`maskEmail` by
 * `test/leads/core/search.test.ts`.
 */
export function maskNameSql(column: SQL | AnyColumn): SQL {
  return sql`(case when char_length(${column}) <= 1 then ${column}
    when char_length(${column}) = 2 then left(${column}, 1) || '*'
    else left(${column}, 1) || repeat('*', char_length(${column}) - 2) || right(${column}, 1) end)`;
}

export function maskEmailSql(column: SQL | AnyColumn): SQL {
  // The domain is everything from the last '@'; the local part everything before it.
  const domainLength = sql`strpos(reverse(${column}), '@')`;
  const localLength = sql`(char_length(${column}) - ${domainLength})`;
  return sql`(case when ${domainLength} = 0 then '***'
    else left(${column}, least(${localLength}, case when ${localLength} <= 2 then 1 else 2 end)) || '***'
      || right(${column}, ${domainLength}) end)`;
}

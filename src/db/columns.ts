import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * Some columns of a table for a plain-SQL select, built once: `list` selects them under their field names, `read`
 * turns a result row back into the values the query builder would give (dates, numbers). Hot reads use it to avoid
 * paying the builder on every request.
 */
export function columnsOf<T extends Table, K extends keyof T['$inferSelect'] & string>(table: T, keys: readonly K[]) {
  const all = getTableColumns(table);
  const columns = keys.map((key) => [key, all[key]] as const);
  // Rendered to text once: drizzle would otherwise walk and escape every column of the list on each request.
  const rendered = dialect.sqlToQuery(
    sql.join(
      columns.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
      sql`, `,
    ),
  );
  if (rendered.params.length > 0) throw new Error('a column list has no parameters');
  const list: SQL = sql.raw(rendered.sql);
  return {
    list,
    read(row: Record<string, unknown>): Pick<T['$inferSelect'], K> {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = row[key];
        out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return out as Pick<T['$inferSelect'], K>;
    },
  };
}

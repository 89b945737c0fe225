import assert from 'node:assert/strict';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/**
 * Explains each statement with sequential scans priced out of reach and fails, naming it, unless an index serves it:
 * the statements a rule runs over a foreign key must not scan a whole table per row. A statement is SQL text, or a
 * service's own statement (its parameters bound).
 */
export async function assertServedByIndexes(db: Db, statements: readonly [string, string | SQL][]): Promise<void> {
  for (const [what, statement] of statements) {
    const plan = await db.transaction(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      const explain = typeof statement === 'string' ? `explain ${statement}` : sql`explain ${statement}`;
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(explain);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    assert.match(plan, /Index|Bitmap/, `${what}:\n${plan}`);
    assert.doesNotMatch(plan, /Seq Scan/, `${what}:\n${plan}`);
  }
}

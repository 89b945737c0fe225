import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { PiiVault } from './pii.js';

/**
 * Every column that holds values sealed by the vault, with the table's key column. (`leads.ssn_enc` holds none: a
 * lead's resident registration number is never stored.)
 */
export const SEALED_COLUMNS: { table: string; id: string; column: string }[] = [
  { table: 'leads', id: 'id', column: 'phone_enc' },
  { table: 'claims', id: 'id', column: 'bank_account_enc' },
  { table: 'claims', id: 'id', column: 'client_tel_enc' },
  { table: 'claims', id: 'id', column: 'callback_tel_enc' },
  { table: 'lead_outcomes', id: 'id', column: 'note_enc' },
  { table: 'notification_settings', id: 'portal_id', column: 'phone_enc' },
];

export interface RotationProgress {
  start(column: string, total: number): void;
  advance(done: number): void;
  stop(): void;
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/**
 * Re-encrypts, with the current key, every sealed value written under an older key, in batches keyed by id so
 * that it can run beside live traffic and be interrupted and started again.
 */
export async function rotatePii(db: Db, vault: PiiVault, progress: RotationProgress, batchSize = 500) {
  const prefix = `${vault.currentKeyId}.%`;
  let rewritten = 0;
  for (const { table, id, column } of SEALED_COLUMNS) {
    const [t, i, c] = [ident(table), ident(id), ident(column)];
    const stale = sql`${c} is not null and ${c} not like ${prefix}`;
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${t} where ${stale}`);
    progress.start(`${table}.${column}`, Number(rows[0].n));
    let after = 0;
    for (;;) {
      const batch = await db.execute<{ id: number; value: string }>(
        sql`select ${i} as id, ${c} as value from ${t} where ${i} > ${after} and ${stale} order by ${i} limit ${batchSize}`,
      );
      if (batch.rows.length === 0) break;
      const ids = batch.rows.map((r) => Number(r.id));
      const values = batch.rows.map((r) => vault.encrypt(vault.decrypt(r.value)));
      await db.execute(sql`
        update ${t} set ${c} = v.value
        from unnest(${sql.param(ids)}::bigint[], ${sql.param(values)}::text[]) as v(id, value)
        where ${t}.${i} = v.id`);
      after = ids[ids.length - 1];
      rewritten += ids.length;
      progress.advance(ids.length);
    }
  }
  progress.stop();
  return rewritten;
}

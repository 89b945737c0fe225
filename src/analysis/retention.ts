import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { Clock } from '../platform/clock.js';
import type { PiiVault } from '../platform/pii.js';
import { clientOf, type StoredClient } from './client.js';
import type { AnalysisKind } from './core/analysis.deps.js';
import { endTransmissionsOf } from './transmissions/transmissions.service.js';

export const DAY_MS = 86_400_000;

/** The columns of an analysis table the retention rule reads. */
export interface RetainedTable {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  completedAt: PgColumn;
  requestedAt: PgColumn;
  clientEnc: PgColumn;
}

/**
 * The retention rule of both analyses (contract §7.1): `retentionDays` after it completed (after it was requested,
 * for a failed one) an analysis loses its fetched data and result — the columns of `cleared` — and becomes
 * `EXPIRED`; the row, the client's name, birth date and gender and the consent stay; the links of its transmissions
 * die with the data. At most 1000 per call.
 */
export async function expireAnalyses(
  deps: { db: Db; vault: PiiVault; clock: Clock },
  kind: AnalysisKind,
  retentionDays: number,
  t: RetainedTable,
  cleared: Record<string, null>,
): Promise<number> {
  const now = new Date(deps.clock());
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const due = (await deps.db
    .select({ id: t.id, clientEnc: t.clientEnc })
    .from(t.table)
    .where(
      or(
        and(eq(t.status, 'COMPLETED'), lt(t.completedAt, cutoff)),
        and(eq(t.status, 'FAILED'), lt(t.requestedAt, cutoff)),
      ),
    )
    .limit(1000)) as { id: string; clientEnc: string }[];
  for (const analysis of due) {
    const { name, birthDate, gender } = clientOf(deps, analysis.clientEnc);
    const kept: StoredClient = { name, birthDate, gender, phone: null, carrier: null, legalRepresentative: null };
    await deps.db
      .update(t.table)
      .set({
        status: 'EXPIRED',
        expiredAt: now,
        clientEnc: deps.vault.encrypt(JSON.stringify(kept)),
        failureCode: null,
        failureMessage: null,
        ...cleared,
      } as never)
      .where(and(eq(t.id, analysis.id), inArray(t.status, ['COMPLETED', 'FAILED'])));
  }
  await endTransmissionsOf(
    deps.db,
    kind,
    due.map((a) => a.id),
  );
  return due.length;
}

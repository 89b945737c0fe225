import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { ANALYSIS_STATUSES } from '../db/schema/index.js';
import type { Caller } from '../platform/access/caller.js';
import { pageWindow } from '../platform/bounded-list.js';
import { isCalendarDate } from '../platform/dates.js';
import { validationFailed } from '../platform/errors.js';
import { maskName } from '../platform/masking.js';
import type { PiiVault } from '../platform/pii.js';
import { analysisConsultantFor } from './access.js';

/** The list query of both analyses (contract §7.1). */
export interface AnalysisListQuery {
  fcUserCi?: string;
  clientName?: string;
  birthDate?: string;
  status?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/** The columns of an analysis table the list filters on, and the caller's scope on it. */
export interface ListedTable {
  table: PgTable;
  id: PgColumn;
  userId: PgColumn;
  status: PgColumn;
  clientBirthHash: PgColumn;
  clientEnc: PgColumn;
  analysisDate: PgColumn;
  requestedAt: PgColumn;
  scope: SQL;
  /**
   * The rows whose client the caller is shown in clear. The others show the name masked and no birth date, and
   * `clientName` and `birthDate` match only that: matched on the hidden values, the total would answer "is the
   * name (birth date) X?" one guess at a time.
   */
  clientShown: SQL;
}

export function isRealIsoDate(v: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return Boolean(m && Number(m[1]) >= 1 && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])));
}

const isoOf = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
const normalizedName = (s: string) => s.normalize('NFC').replace(/\s+/g, '');

/**
 * One page of analysis ids in the caller's scope (or of `fcUserCi`'s), newest `requestedAt` first, then by id, and
 * the total. Names and birth dates are encrypted: `birthDate` is matched by its keyed hash, `clientName` (a
 * substring, whitespace ignored) on the decrypted names of the rows the other filters leave; both only against what
 * the response shows (`clientShown`): a masked row's masked name, never its birth date.
 */
export async function pageOfAnalyses(
  deps: { db: Db; vault: PiiVault },
  caller: Caller,
  q: AnalysisListQuery,
  t: ListedTable,
): Promise<{ ids: string[]; total: number }> {
  const { limit, offset } = pageWindow({ page: q.page, limit: q.pageSize });
  const statuses = q.status?.split(',').map((s) => s.trim()) ?? [];
  for (const s of statuses) {
    if (!(ANALYSIS_STATUSES as readonly string[]).includes(s)) {
      throw validationFailed('status', `must be statuses of ${ANALYSIS_STATUSES.join(', ')}, comma-separated`);
    }
  }
  for (const f of ['from', 'to'] as const) {
    const v = q[f];
    if (v !== undefined && !isRealIsoDate(v)) throw validationFailed(f, 'must be a real date YYYY-MM-DD');
  }
  if (q.birthDate !== undefined && !isRealIsoDate(isoOf(q.birthDate))) {
    throw validationFailed('birthDate', 'must be a real date YYYYMMDD');
  }
  if (q.fcUserCi === undefined && caller.kind === 'consultant' && caller.role === 'FC') {
    throw validationFailed('fcUserCi', 'is required with an FC token');
  }
  const filters: SQL[] = [t.scope];
  if (q.fcUserCi !== undefined) {
    const consultant = await analysisConsultantFor(deps.db, caller, q.fcUserCi);
    if (!consultant) return { ids: [], total: 0 };
    filters.push(eq(t.userId, consultant.id));
  }
  if (statuses.length > 0) filters.push(inArray(t.status, statuses));
  if (q.birthDate !== undefined) {
    filters.push(sql`(${t.clientShown} and ${eq(t.clientBirthHash, deps.vault.blindIndex(q.birthDate))})`);
  }
  if (q.from !== undefined) filters.push(gte(t.analysisDate, q.from));
  if (q.to !== undefined) filters.push(lte(t.analysisDate, q.to));
  const where = and(...filters);
  const order = [desc(t.requestedAt), asc(t.id)];

  if (q.clientName !== undefined) {
    const wanted = normalizedName(q.clientName);
    const all = (await deps.db
      .select({ id: t.id, clientEnc: t.clientEnc, shown: sql<boolean>`${t.clientShown}` })
      .from(t.table)
      .where(where)
      .orderBy(...order)) as { id: string; clientEnc: string; shown: boolean }[];
    const matching = all.filter((r) => {
      const { name } = JSON.parse(deps.vault.decrypt(r.clientEnc)) as { name: string };
      return normalizedName(r.shown ? name : maskName(name)).includes(wanted);
    });
    return { ids: matching.slice(offset, offset + limit).map((r) => r.id), total: matching.length };
  }
  const [counted] = await deps.db.select({ total: sql<number>`count(*)::int` }).from(t.table).where(where);
  const rows = (await deps.db
    .select({ id: t.id })
    .from(t.table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)) as { id: string }[];
  return { ids: rows.map((r) => r.id), total: Number(counted.total) };
}

/** `rows` in the order of `ids`. */
export function inOrderOf<R extends { id: string }>(ids: string[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is R => r !== undefined);
}
